// Vision, mission, messages and the teaching approach (§2). SAMPLE CONTENT (see README).
export const visionPoints: string[] = [
  'Every child in the hills has the teaching and guidance to reach their potential.',
  'No student gives up on higher studies because of distance or money.',
  'Students of today become the teachers and mentors of tomorrow.',
  'Strong village schools and confident families across Uttarakhand.',
];

export const missionPoints: string[] = [
  'Run free residential coaching camps for students of classes 9 to 12 from rural and border areas.',
  'Prepare students for board exams and for JEE, NEET and other entrance tests through regular teaching and testing.',
  'Mentor and counsel every student, with university students as volunteer teachers.',
];

export const foundersMessage = {
  author: 'Dr. R. S. Bisht, Founder and Chairperson',
  paragraphs: [
    'When we started in 2017, a handful of volunteers taught in a borrowed school building. The students’ hunger to learn has carried us every year since.',
    'Our promise is simple: a child from the remotest village deserves the same good teaching as a child in a city. Thank you for walking with us.',
  ],
};

export const coordinatorsMessage = {
  author: 'Camp Coordinator (sample)',
  paragraphs: [
    'Each summer our volunteers leave their cities to live and teach in the hills for two months. They come back changed, and so do our students.',
    'If you are a student, a parent, a volunteer or a well-wisher, there is a place for you in this work.',
  ],
};

export const teachingApproach: { title: string; text: string }[] = [
  { title: 'Concepts first', text: 'Ideas are built from everyday examples before formulas, so students understand rather than memorise.' },
  { title: 'Small groups', text: 'Afternoon tutorials and night doubt sessions give every student time with a teacher.' },
  { title: 'Test, discuss, improve', text: 'Weekly and surprise tests are followed by discussion and a plan for each student.' },
  { title: 'Whole person', text: 'Counselling, English classes and mentoring prepare students for life after school.' },
];

/** Program facts of §9. */
export const programFacts: { label: string; value: string }[] = [
  { label: 'Camp', value: '2 months every year' },
  { label: 'Core classes', value: '7:30 AM – 12:45 PM daily' },
  { label: 'Tutorials', value: '3:00 – 6:00 PM' },
  { label: 'Doubt solving', value: '8:00 – 10:00 PM' },
  { label: 'Tests', value: '3-hour test every Sunday, and surprise tests' },
  { label: 'Subjects', value: 'Physics, Chemistry, Maths, Biology, English' },
  { label: 'Also', value: 'Counselling and English classes' },
  { label: 'Since', value: '2017' },
];
