// Passwords that appear near the top of every leaked-password list, and the words they are built
// from. A password is refused when, lower-cased, it is one of COMMON_PASSWORDS, or when it is one
// of COMMON_WORDS with only digits and symbols around it ("Password@123", "india2024!!").

/** The words of a text, as a set. */
const wordSet = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter(Boolean));

export const COMMON_WORDS = wordSet(
  `password passw0rd p@ssword p@ssw0rd passwd pass admin administrator root user guest login welcome
   letmein qwerty qwertyuiop qwertyui qwertz azerty asdfgh asdfghjkl zxcvbn zxcvbnm qazwsx qweasd
   abc abcd abcdef abcdefg abcdefgh abcdefghij iloveyou iloveu loveyou lovely love monkey dragon
   master shadow sunshine princess football baseball cricket soccer hockey basketball superman batman
   spiderman ironman starwars pokemon naruto trustno1 whatever freedom secret hello hellohello
   charlie michael jennifer jordan hunter ranger buster thomas robert daniel andrew joshua george
   computer internet samsung iphone apple google facebook instagram whatsapp youtube microsoft
   windows linux ubuntu oracle mysql changeme default test tester testing demo sample example
   india bharat hindustan delhi newdelhi mumbai bangalore kolkata chennai hyderabad pune
   uttarakhand dehradun haridwar rishikesh nainital almora pithoragarh dharchula munsiyari chamoli
   gopeshwar garhwal kumaon himalaya himalayas mountain mountains ganga yamuna
   krishna radhe radhekrishna radheradhe shiva shivshankar mahadev harharmahadev jaishreeram
   jaimatadi omnamahshivaya ganesh ganesha hanuman bajrangbali rama sairam saibaba om
   jaihind vandemataram bharatmata mera meri pyar pyaar
   rahul rohit amit sumit ankit priya pooja neha sachin virat dhoni kohli tendulkar
   school college student students teacher teachers education coaching camp camps summer
   volunteer volunteers trust charity foundation project teaching study studies exam exams
   physics chemistry maths mathematics biology english science jee neet iit iitdelhi nss
   family friends friend mother father mummy papa baby angel flower summer winter spring autumn
   january february march april may june july august september october november december
   monday tuesday wednesday thursday friday saturday sunday
   one two three four five six seven eight nine ten zero
   asdf qwer zxcv aaaa abcabc abc123 qwe123 asd123 zaq12wsx xsw2zaq1 1qaz2wsx 1q2w3e4r 1q2w3e4r5t
   q1w2e3r4 q1w2e3r4t5 a1b2c3 a1b2c3d4`,
);

export const COMMON_PASSWORDS = wordSet(
  `1234567890 0123456789 0987654321 9876543210 1122334455 1234512345 1111111111 0000000000
   2222222222 9999999999 1231231231 1212121212 1029384756 5555555555 7777777777 8888888888
   123456789a 123456789q a123456789 q123456789 1234567890a 1234567890q qwerty1234 qwerty12345
   qwerty123456 qwertyuiop1 qwertyuiop123 1qaz2wsx3edc 1q2w3e4r5t6y 1q2w3e4r5t6y7u qazwsxedc
   qazwsxedcrfv zaq1xsw2cde3 asdfghjkl1 asdfghjkl123 zxcvbnm123 zxcvbnm1234 1qazxsw2 qweasdzxc
   qweasdzxc123 asdfasdfasdf qwertyqwerty abcdefghijk abcdefghijkl abcd123456 abcd1234abcd
   abc1234567 abcde12345 abcdef123456 aaaaaaaaaa aaaaaaaaaaaa zzzzzzzzzz xxxxxxxxxx
   password1234 password12345 password123456 password123! password@123 password#123 password2020
   password2021 password2022 password2023 password2024 password2025 password2026 passwordpassword
   mypassword mypassword1 mypassword123 newpassword newpassword1 newpassword123 changeme123
   changeme1234 letmein123 letmein1234 welcome123 welcome1234 welcome@123 welcome2024 welcometo
   administrator admin12345 admin123456 admin@1234 administrator1 administrator123 rootroot
   iloveyou12 iloveyou123 iloveyou1234 iloveyou!! iloveyou2 iloveyouforever iloveyousomuch
   iloveyoubaby iloveindia iloveindia123 iloveme123 lovelovelove loveyou123 loveyou1234
   sunshine12 sunshine123 princess12 princess123 princess1234 football12 football123 baseball12
   baseball123 basketball basketball1 cricket123 cricket1234 superman12 superman123 batman1234
   spiderman1 spiderman123 starwars12 starwars123 pokemon123 naruto1234 dragonball dragonball1
   monkey1234 dragon1234 master1234 shadow1234 michael123 jennifer12 jordan2323 charlie123
   trustno1trustno1 whatever12 whatever123 freedom123 secret1234 hello12345 helloworld
   helloworld1 helloworld123 hellohello goodmorning goodnight1 blessed123 godisgood jesuschrist
   computer12 computer123 internet12 internet123 samsung123 samsung1234 iphone1234 google1234
   facebook12 facebook123 instagram1 instagram123 whatsapp123 microsoft1 windows123 linux12345
   india12345 india123456 india@1234 india@123 indian1234 bharat1234 bharatmata jaihind123
   jaihind1234 jaishreeram jaishreeram1 jaishriram jaishriram1 harharmahadev omnamahshivaya
   radhekrishna radhekrishn radheradhe1 jaimatadi1 jaimatadi123 sairam1234 sairam12345
   ganeshji123 hanumanji1 mahadev123 mahadev1234 krishna123 krishna1234 shivshakti
   delhi12345 mumbai1234 mumbai12345 dehradun123 dehradun1234 uttarakhand uttarakhand1
   uttarakhand123 nainital123 himalaya123 mountains1 qwertyuiopasdfghjkl
   student123 student1234 teacher123 teacher1234 school1234 college123 college1234 education1
   volunteer1 volunteer123 summercamp summercamp1 camp123456 coaching123 physics123 maths12345
   chemistry1 biology123 english123 science123 neet123456 jee1234567 iitdelhi123 nss1234567
   1234qwer 1234qwerasdf 1234asdf1234 qwer1234qwer asdf1234asdf zxcv1234zxcv 12345qwert
   12345qwerty 123qweasdzxc 123abc123abc abc123abc123 123456abcdef 123456qwerty qwerty123qwerty
   a1b2c3d4e5 a1b2c3d4e5f6 1a2b3c4d5e q1w2e3r4t5y6 1q1q1q1q1q 1a1a1a1a1a 12qwaszx12 12qwaszx
   asdf;lkj qwerty!@#$ !@#$%^&*() 1234!@#$qwer qwer!@#$ 123!@#qwe p@ssw0rd123 p@ssword123
   p@ssw0rd12 p@55w0rd123 pa55word123 passw0rd123 passw0rd12 letmeinnow openthedoor opensesame
   football2024 cricket2024 india2024 india2025 welcome2025 summer2024 summer2025 winter2024
   monday12345 sunday12345 january2024 01012000 01011990 11111111111 123123123123 12344321
   1234554321 123454321 9876543211 12345678910 123456789123 1234567891 12345678901
   87654321 11223344 1234abcd qwertzuiop ytrewq123 poiuytrewq mnbvcxz123 lkjhgfdsa
   pakistan123 nepal12345 bangladesh london12345 america123 canada1234 australia1
   manchester liverpool1 chelsea123 arsenal123 barcelona1 realmadrid juventus10 cristiano7
   messi12345 ronaldo123 neymar1234 sachin1234 sachin12345 dhoni7777 dhoni12345 virat18
   viratkohli viratkohli18 msdhoni777 tendulkar10 rohitsharma salmankhan sharukhkhan
   shahrukhkhan bollywood1 doraemon12 chhotabheem motupatlu pubg123456 freefire12 minecraft1
   minecraft123 fortnite12 roblox1234 playstation xbox123456 ilovemymom ilovemydad
   ilovemyfamily mylife1234 myfamily123 happylife1 happyday123 beautiful1 beautiful123
   sweetheart sweetheart1 babygirl123 babyboy1234 lovebird12 butterfly1 butterfly123
   chocolate1 chocolate123 pineapple1 strawberry strawberry1 watermelon cookies123 snoopy1234
   tiger12345 lion123456 elephant12 peacock123 cheetah123 eagle12345 dolphin123 mickeymouse
   harrypotter hogwarts123 gandalf123 thematrix1 starlight1 moonlight1 sunflower1 rainbow123
   blueberry1 blackberry purple1234 orange1234 yellow1234 green12345 redred1234 silver1234
   golden1234 diamond123 platinum12`,
);
