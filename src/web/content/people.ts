// Testimonials (5) and volunteer experiences (10) of §2. SAMPLE CONTENT (see README): the
// names and words are illustrative placeholders, not real people.
export interface Voice {
  image: string;
  imageAlt: string;
  name: string;
  description: string;
}

const avatar = (n: number) => `/images/avatar-${n}.svg`;

export const testimonials: Voice[] = [
  {
    image: avatar(1),
    imageAlt: 'Portrait illustration of Asha',
    name: 'Asha, student from Dharchula',
    description:
      'Before the camp I studied alone. Here the teachers explained every doubt, even late at night. I passed class 12 with distinction.',
  },
  {
    image: avatar(2),
    imageAlt: 'Portrait illustration of Mohan',
    name: 'Mohan, student from Munsiyari',
    description:
      'The Sunday tests scared me at first. By the end of the camp I looked forward to them, because I could see myself improving.',
  },
  {
    image: avatar(3),
    imageAlt: 'Portrait illustration of Kamla Devi',
    name: 'Kamla Devi, parent',
    description: 'My daughter came home confident and with a plan for her studies. We are grateful to the volunteers who came so far.',
  },
  {
    image: avatar(4),
    imageAlt: 'Portrait illustration of Pooja',
    name: 'Pooja, student from Gopeshwar',
    description: 'My mentor helped me choose the science stream and still calls to ask how my preparation for NEET is going.',
  },
  {
    image: avatar(5),
    imageAlt: 'Portrait illustration of Mr. Negi',
    name: 'Mr. Negi, school principal',
    description: 'Students who attend the camp return more curious and more disciplined. The whole class benefits.',
  },
];

export const volunteerExperiences: Voice[] = [
  {
    image: avatar(6),
    imageAlt: 'Portrait illustration of Rahul',
    name: 'Rahul, engineering student',
    description: 'Teaching physics to students who walked hours to reach the camp changed how I think about my own education.',
  },
  {
    image: avatar(7),
    imageAlt: 'Portrait illustration of Sneha',
    name: 'Sneha, medical student',
    description: 'The doubt sessions at night were my favourite part: small groups, real questions, and a lot of laughter.',
  },
  {
    image: avatar(8),
    imageAlt: 'Portrait illustration of Arjun',
    name: 'Arjun, mathematics student',
    description: 'I learned to explain the same idea in five different ways. The students taught me patience.',
  },
  {
    image: avatar(9),
    imageAlt: 'Portrait illustration of Meera',
    name: 'Meera, chemistry student',
    description: 'Living in the hills for two months with the students felt like being part of one large family.',
  },
  {
    image: avatar(10),
    imageAlt: 'Portrait illustration of Karan',
    name: 'Karan, computer science student',
    description: 'We set up a small computer corner; seeing students write their first program was unforgettable.',
  },
  {
    image: avatar(1),
    imageAlt: 'Portrait illustration of Divya',
    name: 'Divya, biology student',
    description: 'Mentoring three girls who now want to become doctors is the most meaningful thing I have done.',
  },
  {
    image: avatar(2),
    imageAlt: 'Portrait illustration of Vikram',
    name: 'Vikram, electrical engineering student',
    description: 'The weekly tests showed us, as teachers, exactly what we needed to explain again.',
  },
  {
    image: avatar(3),
    imageAlt: 'Portrait illustration of Ananya',
    name: 'Ananya, English literature student',
    description: 'Spoken English classes started shy and ended with students giving speeches to their parents.',
  },
  {
    image: avatar(4),
    imageAlt: 'Portrait illustration of Rohit',
    name: 'Rohit, civil engineering student',
    description: 'I came to teach and went back having learned about resilience from every student I met.',
  },
  {
    image: avatar(5),
    imageAlt: 'Portrait illustration of Priya',
    name: 'Priya, economics student',
    description: 'Counselling sessions helped students and parents see the many paths that open after class 12.',
  },
];
