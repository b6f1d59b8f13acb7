// The trust's content at first start (decision 0013). The settings row starts from the environment's
// donation and social settings (DONATE_URL, DONATE_BUSINESS_ID, SOCIAL_*_URL: first-start values
// only; staff change them in the console afterwards). With SEED_DEMO the demo's sample texts and
// pictures (placeholder people and words, not real ones) fill the settings, the About texts and
// the lists. It runs once: the settings row's empty `updated_at` marks a database never set up,
// and only one starting instance wins the update that claims it.
import sharp from 'sharp';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { CATALOGUE_TEXTS } from '../db/migrations/012-trust-texts';
import { isoNow } from '../lib/clock';
import { processImage } from '../storage/images';
import type { MediaStore } from '../storage/media-store';
import { type StoredImage, storeImage } from '../storage/stored-image';

const AVATAR_COLOURS = [
  '#a34800',
  '#14532d',
  '#1d4ed8',
  '#7c3aed',
  '#0f766e',
  '#b45309',
  '#be123c',
  '#4d7c0f',
  '#0369a1',
  '#6d28d9',
  '#14532d',
  '#92400e',
  '#155e75',
  '#166534',
  '#9a3412',
];

/** The sample portrait illustration `n` (1–15). */
const avatarSvg = (n: number) => {
  const colour = AVATAR_COLOURS[n - 1]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160"><rect width="160" height="160" fill="#f3f4f6"/><path d="M0 125l40-30 30 20 40-35 50 40v40H0z" fill="#d1fae5"/><circle cx="80" cy="64" r="30" fill="${colour}"/><path d="M28 160c0-36 23-58 52-58s52 22 52 58z" fill="${colour}"/></svg>`;
};

const PROGRAM_SVGS = {
  coaching:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300" width="480" height="300"><rect width="480" height="300" fill="#f0fdf4"/><path d="M0 230l120-90 90 60 110-80 160 110v70H0z" fill="#bbf7d0"/><rect x="130" y="70" width="220" height="130" rx="8" fill="#14532d"/><path d="M160 110h120M160 140h160M160 170h90" stroke="#fde68a" stroke-width="8" stroke-linecap="round"/><rect x="110" y="200" width="260" height="14" rx="4" fill="#a34800"/></svg>',
  tests:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300" width="480" height="300"><rect width="480" height="300" fill="#f0fdf4"/><path d="M0 230l120-90 90 60 110-80 160 110v70H0z" fill="#bbf7d0"/><rect x="150" y="50" width="150" height="200" rx="8" fill="#fff" stroke="#14532d" stroke-width="6"/><path d="M175 95h100M175 130h100M175 165h70" stroke="#14532d" stroke-width="8" stroke-linecap="round"/><circle cx="350" cy="110" r="46" fill="#fff" stroke="#a34800" stroke-width="8"/><path d="M350 80v32l20 12" stroke="#a34800" stroke-width="8" fill="none" stroke-linecap="round"/></svg>',
  mentorship:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300" width="480" height="300"><rect width="480" height="300" fill="#f0fdf4"/><path d="M0 230l120-90 90 60 110-80 160 110v70H0z" fill="#bbf7d0"/><circle cx="190" cy="110" r="34" fill="#a34800"/><path d="M130 230c0-50 30-80 60-80s60 30 60 80z" fill="#a34800"/><circle cx="300" cy="130" r="28" fill="#14532d"/><path d="M250 230c0-42 24-68 50-68s50 26 50 68z" fill="#14532d"/><path d="M220 70h70l-10 20h-60z" fill="#fde68a" opacity=".9"/></svg>',
};

const voice = (avatar: number, name: string, place: string, quote: string, hi?: { name: string; place: string; quote: string }) => ({
  avatar,
  name,
  place,
  quote,
  hi,
});

// Some of the demo's texts have a Hindi version (decision 0021), others not: a Hindi page shows both
// the Hindi given and, field by field, the English where there is none.
const TESTIMONIALS = [
  voice(
    1,
    'Asha',
    'student from Dharchula',
    'Before the camp I studied alone. Here the teachers explained every doubt, even late at night. I passed class 12 with distinction.',
    {
      name: 'आशा',
      place: 'धारचूला की विद्यार्थी',
      quote: 'शिविर से पहले मैं अकेले पढ़ती थी। यहाँ शिक्षकों ने देर रात तक भी मेरी हर शंका दूर की। मैंने कक्षा 12 विशेष योग्यता के साथ पास की।',
    },
  ),
  voice(
    2,
    'Mohan',
    'student from Munsiyari',
    'The Sunday tests scared me at first. By the end of the camp I looked forward to them, because I could see myself improving.',
  ),
  voice(
    3,
    'Kamla Devi',
    'parent',
    'My daughter came home confident and with a plan for her studies. We are grateful to the volunteers who came so far.',
  ),
  voice(
    4,
    'Pooja',
    'student from Gopeshwar',
    'My mentor helped me choose the science stream and still calls to ask how my preparation for NEET is going.',
  ),
  voice(
    5,
    'Mr. Negi',
    'school principal',
    'Students who attend the camp return more curious and more disciplined. The whole class benefits.',
  ),
];

const VOLUNTEER_EXPERIENCES = [
  voice(
    6,
    'Rahul',
    'engineering student',
    'Teaching physics to students who walked hours to reach the camp changed how I think about my own education.',
  ),
  voice(
    7,
    'Sneha',
    'medical student',
    'The doubt sessions at night were my favourite part: small groups, real questions, and a lot of laughter.',
  ),
  voice(8, 'Arjun', 'mathematics student', 'I learned to explain the same idea in five different ways. The students taught me patience.'),
  voice(9, 'Meera', 'chemistry student', 'Living in the hills for two months with the students felt like being part of one large family.'),
  voice(
    10,
    'Karan',
    'computer science student',
    'We set up a small computer corner; seeing students write their first program was unforgettable.',
  ),
  voice(1, 'Divya', 'biology student', 'Mentoring three girls who now want to become doctors is the most meaningful thing I have done.'),
  voice(2, 'Vikram', 'electrical engineering student', 'The weekly tests showed us, as teachers, exactly what we needed to explain again.'),
  voice(
    3,
    'Ananya',
    'English literature student',
    'Spoken English classes started shy and ended with students giving speeches to their parents.',
  ),
  voice(4, 'Rohit', 'civil engineering student', 'I came to teach and went back having learned about resilience from every student I met.'),
  voice(5, 'Priya', 'economics student', 'Counselling sessions helped students and parents see the many paths that open after class 12.'),
];

const TRUSTEES = [
  {
    avatar: 11,
    name: 'Dr. R. S. Bisht',
    title: 'Founder and Chairperson',
    points: [
      'Founded the trust to bring good teaching to the border villages of Uttarakhand.',
      'Retired professor of physics with four decades of teaching.',
      'Leads the camps together with the volunteer service body since 2017.',
    ],
    hi: {
      name: 'डॉ. आर. एस. बिष्ट',
      title: 'संस्थापक एवं अध्यक्ष',
      // The second point is left in English.
      points: [
        'उत्तराखंड के सीमांत गाँवों तक अच्छी पढ़ाई पहुँचाने के लिए ट्रस्ट की स्थापना की।',
        '',
        '2017 से स्वयंसेवी सेवा संस्था के साथ मिलकर शिविरों का नेतृत्व करते हैं।',
      ],
    },
  },
  {
    avatar: 12,
    name: 'Mrs. S. Rawat',
    title: '',
    hi: { name: 'श्रीमती एस. रावत', title: 'न्यासी', points: [] },
    points: ['School teacher from Pithoragarh district.', 'Works with village schools to find the students who need the camp most.'],
  },
  {
    avatar: 13,
    name: 'Mr. A. Joshi',
    title: '',
    points: ['Chartered accountant.', 'Looks after the trust’s accounts and its yearly audit.'],
  },
  {
    avatar: 14,
    name: 'Dr. N. Pant',
    title: '',
    points: ['Doctor serving in a district hospital in the hills.', 'Guides students preparing for NEET and runs the camp’s health check.'],
  },
  {
    avatar: 15,
    name: 'Ms. K. Bhandari',
    title: '',
    points: ['Former camp volunteer, now a software engineer.', 'Coordinates volunteers and the camp’s digital resources.'],
  },
];

const PROGRAMS = [
  {
    slug: 'intensive-coaching',
    picture: 'coaching',
    title: 'Intensive Coaching Camps',
    text: 'A free two-month residential camp every year, with classes from morning to night.',
    image_alt: 'Students in a classroom with hills behind the window',
    hi: {
      title: 'गहन कोचिंग शिविर',
      text: 'हर वर्ष दो महीने का निःशुल्क आवासीय शिविर, सुबह से रात तक कक्षाओं के साथ।',
      image_alt: 'कक्षा में विद्यार्थी, खिड़की के पीछे पहाड़',
    },
    facts: [
      {
        label: 'Duration',
        text: 'Two months each year, living and studying together at the camp.',
        label_hi: 'अवधि',
        text_hi: 'हर वर्ष दो महीने, शिविर में साथ रहकर और पढ़कर।',
      },
      {
        label: 'Daily schedule',
        text: 'A full day of learning:',
        sub_points: ['7:30 AM – 12:45 PM core classes', '3:00 – 6:00 PM tutorials', '8:00 – 10:00 PM doubt solving'],
        label_hi: 'दैनिक समय-सारणी',
        text_hi: 'सीखने से भरा पूरा दिन:',
        sub_points_hi: ['सुबह 7:30 – दोपहर 12:45 मुख्य कक्षाएँ', 'दोपहर 3:00 – शाम 6:00 ट्यूटोरियल', 'रात 8:00 – 10:00 शंका समाधान'],
      },
      { label: 'Subjects', text: 'Physics, Chemistry, Maths, Biology and English.' },
      { label: 'Beyond the syllabus', text: 'Career counselling and spoken English classes.' },
    ],
  },
  {
    slug: 'weekly-tests',
    picture: 'tests',
    title: 'Weekly and Surprise Tests',
    text: 'Regular tests show each student, and each teacher, where to work next.',
    image_alt: 'A test paper, a pencil and a clock',
    facts: [
      { label: 'Weekly tests', text: 'A three-hour test every Sunday, in the pattern of board and entrance exams.' },
      { label: 'Surprise tests', text: 'Short tests on random days keep revision steady.' },
      { label: 'Feedback', text: 'Results are discussed with every student, with a plan for the week ahead.' },
    ],
  },
  {
    slug: 'mentorship',
    picture: 'mentorship',
    title: 'Mentorship Programs',
    text: 'Each student has a volunteer mentor during the camp and after it.',
    image_alt: 'A mentor and a student talking on a hillside',
    facts: [
      { label: 'One mentor each', text: 'A volunteer follows the progress of a small group of students.' },
      {
        label: 'Guidance',
        text: 'Mentors help with:',
        sub_points: [
          'choosing a stream after class 10',
          'preparing for JEE, NEET and other entrance tests',
          'scholarships and college admissions',
        ],
      },
      { label: 'After the camp', text: 'Mentors stay in touch by phone through the school year.' },
    ],
  },
] as const;

const PARTNERSHIP_OPTIONS = [
  {
    title: 'Sponsor a Student Education',
    description: 'Cover one student’s place at the two-month camp.',
    points: ['Books, stationery and test papers', 'Lodging during the camp', 'A report on the student’s progress'],
    hi: {
      title: 'एक विद्यार्थी की पढ़ाई प्रायोजित करें',
      description: 'दो महीने के शिविर में एक विद्यार्थी का खर्च उठाएँ।',
      points: ['किताबें, लेखन सामग्री और टेस्ट पेपर', 'शिविर के दौरान रहने की व्यवस्था', 'विद्यार्थी की प्रगति की रिपोर्ट'],
    },
  },
  {
    title: 'Provide Digital & Learning Resources to Students',
    description: 'Help students keep learning after the camp ends.',
    points: ['Tablets or second-hand laptops', 'Reference books for entrance tests', 'Internet data packs for online classes'],
  },
  {
    title: 'Provide Digital & Learning Resources to the teaching project',
    description: 'Equip the camp itself.',
    points: ['Projectors and a printer', 'Laboratory kits for science classes', 'A small library for the camp'],
  },
  {
    title: 'Sponsor Student Food Cost',
    description: 'Three meals a day keep students healthy through long study days.',
    points: ['Meals for one student for a week or for the whole camp'],
  },
  {
    title: 'Sponsor Volunteer Travel or Food Cost',
    description: 'Bring a volunteer teacher from the plains to the hills.',
    points: ['Train and bus fare to the camp', 'Meals of a volunteer during the camp'],
  },
];

const DEMO_SETTINGS = {
  name: 'Hill Camps Education Trust',
  short_name: 'Hill Camps',
  tagline: 'Empowering young minds in the hills of Uttarakhand',
  hero_text:
    'Every summer, university student volunteers teach, mentor and counsel students from remote villages in a free two-month residential camp, preparing them for board exams, JEE and NEET.',
  quote: 'Education is the most powerful weapon which you can use to change the world.',
  quote_author: 'Nelson Mandela',
  contact_email: 'contact@hillcamps.example.org',
  contact_phone: '+91 98765 43210',
  contact_address: 'Hill Camps Education Trust\nRaj Nagar\nGhaziabad, Uttar Pradesh 201002',
  // The quote's author and the address stay in English on a Hindi page.
  name_hi: 'हिल कैंप्स एजुकेशन ट्रस्ट',
  short_name_hi: 'हिल कैंप्स',
  tagline_hi: 'उत्तराखंड के पहाड़ों में युवा मन को सशक्त बनाना',
  hero_text_hi:
    'हर गर्मी में विश्वविद्यालयों के विद्यार्थी स्वयंसेवक दूर-दराज़ के गाँवों के विद्यार्थियों को दो महीने के निःशुल्क आवासीय शिविर में पढ़ाते हैं, मार्गदर्शन और परामर्श देते हैं, और उन्हें बोर्ड परीक्षा, JEE और NEET के लिए तैयार करते हैं।',
  quote_hi: 'शिक्षा सबसे शक्तिशाली हथियार है, जिससे आप दुनिया को बदल सकते हैं।',
  // The site's description and the home page's two texts, in both languages: those the message
  // catalogue gave before staff kept them (migration 012 fills a database that already ran with them).
  ...CATALOGUE_TEXTS,
};

const DEMO_ABOUT = {
  vision_points: [
    'Every child in the hills has the teaching and guidance to reach their potential.',
    'No student gives up on higher studies because of distance or money.',
    'Students of today become the teachers and mentors of tomorrow.',
    'Strong village schools and confident families across Uttarakhand.',
  ],
  mission_points: [
    'Run free residential coaching camps for students of classes 9 to 12 from rural and border areas.',
    'Prepare students for board exams and for JEE, NEET and other entrance tests through regular teaching and testing.',
    'Mentor and counsel every student, with university students as volunteer teachers.',
  ],
  vision_points_hi: [
    'पहाड़ों के हर बच्चे को अपनी क्षमता तक पहुँचने के लिए पढ़ाई और मार्गदर्शन मिले।',
    'कोई भी विद्यार्थी दूरी या पैसे के कारण उच्च शिक्षा न छोड़े।',
  ],
  founder_name: 'Dr. R. S. Bisht',
  founder_title: 'Founder and Chairperson',
  founder_name_hi: 'डॉ. आर. एस. बिष्ट',
  founder_title_hi: 'संस्थापक एवं अध्यक्ष',
  founder_message_hi: [
    '2017 में जब हमने शुरुआत की, तब कुछ स्वयंसेवक एक उधार के विद्यालय भवन में पढ़ाते थे। तब से हर वर्ष विद्यार्थियों की सीखने की ललक ने ही हमें आगे बढ़ाया है।',
    'हमारा वादा सीधा है: सबसे दूर के गाँव का बच्चा भी उतनी ही अच्छी पढ़ाई का हक़दार है जितना शहर का बच्चा। हमारे साथ चलने के लिए धन्यवाद।',
  ].join('\n\n'),
  founder_message: [
    'When we started in 2017, a handful of volunteers taught in a borrowed school building. The students’ hunger to learn has carried us every year since.',
    'Our promise is simple: a child from the remotest village deserves the same good teaching as a child in a city. Thank you for walking with us.',
  ].join('\n\n'),
  coordinator_name: 'Camp Coordinator (sample)',
  coordinator_title: '',
  coordinator_message: [
    'Each summer our volunteers leave their cities to live and teach in the hills for two months. They come back changed, and so do our students.',
    'If you are a student, a parent, a volunteer or a well-wisher, there is a place for you in this work.',
  ].join('\n\n'),
  teaching_approach: [
    {
      title: 'Concepts first',
      text: 'Ideas are built from everyday examples before formulas, so students understand rather than memorise.',
      title_hi: 'पहले अवधारणाएँ',
      text_hi: 'सूत्रों से पहले रोज़मर्रा के उदाहरणों से विचार समझाए जाते हैं, ताकि विद्यार्थी रटें नहीं, समझें।',
    },
    { title: 'Small groups', text: 'Afternoon tutorials and night doubt sessions give every student time with a teacher.' },
    { title: 'Test, discuss, improve', text: 'Weekly and surprise tests are followed by discussion and a plan for each student.' },
    { title: 'Whole person', text: 'Counselling, English classes and mentoring prepare students for life after school.' },
  ],
  program_facts: [
    { label: 'Camp', value: '2 months every year', label_hi: 'शिविर', value_hi: 'हर वर्ष 2 महीने' },
    { label: 'Core classes', value: '7:30 AM – 12:45 PM daily' },
    { label: 'Tutorials', value: '3:00 – 6:00 PM' },
    { label: 'Doubt solving', value: '8:00 – 10:00 PM' },
    { label: 'Tests', value: '3-hour test every Sunday, and surprise tests' },
    { label: 'Subjects', value: 'Physics, Chemistry, Maths, Biology, English' },
    { label: 'Also', value: 'Counselling and English classes' },
    { label: 'Since', value: '2017' },
  ],
};

/** The demo's counts, as the specification gives them. */
export const DEMO_SITE_COUNTS = {
  programs: PROGRAMS.length,
  testimonials: TESTIMONIALS.length,
  volunteer_experiences: VOLUNTEER_EXPERIENCES.length,
  trustees: TRUSTEES.length,
  partnership_options: PARTNERSHIP_OPTIONS.length,
};

/** The settings the environment gives at first start. */
export const settingsFromEnvironment = (config: Config) => ({
  donate_url: config.DONATE_URL,
  donate_business_id: config.DONATE_BUSINESS_ID,
  facebook_url: config.SOCIAL_FACEBOOK_URL ?? '',
  instagram_url: config.SOCIAL_INSTAGRAM_URL ?? '',
  x_url: config.SOCIAL_X_URL ?? '',
  youtube_url: config.SOCIAL_YOUTUBE_URL ?? '',
});

/**
 * Sets up the trust's content of a database that never had it: the environment's settings, and
 * with `demo` the sample content. Returns whether this call did it (false: already set up).
 */
export async function seedSiteContentIfNew(
  db: Db,
  media: MediaStore,
  config: Config,
  options: { demo: boolean; logger?: Logger },
): Promise<boolean> {
  const settings = await db.kysely.selectFrom('site_settings').select('updated_at').where('id', '=', 1).executeTakeFirst();
  if (settings?.updated_at) return false;

  // Pictures first (outside the transaction: image work is slow); removed again if another
  // instance set the content up meanwhile, or the transaction fails.
  const written: string[] = [];
  const picture = async (svg: string, density: number) => {
    const png = await sharp(Buffer.from(svg), { density }).png().toBuffer();
    const image = await storeImage(media, 'site', await processImage(png));
    written.push(image.image, ...image.variants.map((v) => v.path));
    return image;
  };
  const columns = (image: StoredImage) => ({
    image: image.image,
    width: image.width,
    height: image.height,
    image_variants: JSON.stringify(image.variants),
  });
  const photo = (name: string, image: StoredImage) => ({
    [name]: image.image,
    [`${name}_width`]: image.width,
    [`${name}_height`]: image.height,
    [`${name}_variants`]: JSON.stringify(image.variants),
  });

  try {
    // Every row its own copy (deleting one row deletes its files). 160 px portraits at 288 dpi:
    // 640 px; the 480×300 program pictures at 192 dpi: 960×600.
    const portrait = (n: number) => picture(avatarSvg(n), 288);
    const portraits = async (list: readonly { avatar: number }[]) => Promise.all(list.map((v) => portrait(v.avatar)));
    const demo = options.demo
      ? {
          programs: await Promise.all(PROGRAMS.map((p) => picture(PROGRAM_SVGS[p.picture], 192))),
          testimonials: await portraits(TESTIMONIALS),
          volunteer_experiences: await portraits(VOLUNTEER_EXPERIENCES),
          trustees: await portraits(TRUSTEES),
          founder: await portrait(TRUSTEES[0]!.avatar),
          coordinator: await portrait(6),
        }
      : null;

    const claimed = await db.kysely.transaction().execute(async (trx) => {
      const now = isoNow();
      const claim = await trx
        .updateTable('site_settings')
        .set({ ...settingsFromEnvironment(config), ...(options.demo ? DEMO_SETTINGS : {}), updated_at: now })
        .where('id', '=', 1)
        .where('updated_at', '=', '')
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      if (!demo) return true;

      const json = (v: unknown) => JSON.stringify(v);
      await trx
        .updateTable('site_about')
        .set({
          ...DEMO_ABOUT,
          vision_points: json(DEMO_ABOUT.vision_points),
          mission_points: json(DEMO_ABOUT.mission_points),
          vision_points_hi: json(DEMO_ABOUT.vision_points_hi),
          teaching_approach: json(DEMO_ABOUT.teaching_approach),
          program_facts: json(DEMO_ABOUT.program_facts),
          ...photo('founder_photo', demo.founder),
          ...photo('coordinator_photo', demo.coordinator),
          updated_at: now,
        })
        .where('id', '=', 1)
        .execute();
      const stamp = (position: number) => ({ position, created_at: now, updated_at: now });
      for (const [i, p] of PROGRAMS.entries()) {
        await trx
          .insertInto('programs')
          .values({
            ...stamp(i + 1),
            title: p.title,
            slug: p.slug,
            text: p.text,
            facts: json(p.facts),
            image_alt: p.image_alt,
            title_hi: 'hi' in p ? p.hi.title : null,
            text_hi: 'hi' in p ? p.hi.text : null,
            image_alt_hi: 'hi' in p ? p.hi.image_alt : null,
            ...columns(demo.programs[i]!),
          })
          .execute();
      }
      for (const [table, list] of [
        ['testimonials', TESTIMONIALS],
        ['volunteer_experiences', VOLUNTEER_EXPERIENCES],
      ] as const) {
        for (const [i, v] of list.entries()) {
          await trx
            .insertInto(table)
            .values({
              ...stamp(i + 1),
              name: v.name,
              place: v.place,
              quote: v.quote,
              image_alt: `Portrait illustration of ${v.name}`,
              name_hi: v.hi?.name ?? null,
              place_hi: v.hi?.place ?? null,
              quote_hi: v.hi?.quote ?? null,
              image_alt_hi: v.hi ? `${v.hi.name} का चित्र` : null,
              ...columns(demo[table][i]!),
            })
            .execute();
        }
      }
      for (const [i, t] of TRUSTEES.entries()) {
        await trx
          .insertInto('trustees')
          .values({
            ...stamp(i + 1),
            name: t.name,
            title: t.title,
            points: json(t.points),
            image_alt: `Portrait illustration of ${t.name}`,
            name_hi: t.hi?.name ?? null,
            title_hi: t.hi?.title || null,
            points_hi: t.hi?.points.length ? json(t.hi.points) : null,
            image_alt_hi: t.hi ? `${t.hi.name} का चित्र` : null,
            ...columns(demo.trustees[i]!),
          })
          .execute();
      }
      for (const [i, o] of PARTNERSHIP_OPTIONS.entries()) {
        await trx
          .insertInto('partnership_options')
          .values({
            ...stamp(i + 1),
            title: o.title,
            description: o.description,
            points: json(o.points),
            title_hi: o.hi?.title ?? null,
            description_hi: o.hi?.description ?? null,
            points_hi: o.hi ? json(o.hi.points) : null,
          })
          .execute();
      }
      return true;
    });
    if (!claimed) await media.remove(...written);
    else options.logger?.info({ demo: options.demo }, 'site content set up');
    return claimed;
  } catch (error) {
    await media.remove(...written);
    throw error;
  }
}
