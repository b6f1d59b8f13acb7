// The five trustees of §2; the first is the Founder and Chairperson. SAMPLE CONTENT (see README):
// placeholder names and descriptions.
export interface Trustee {
  name: string;
  photo: string;
  photoAlt: string;
  points: string[];
}

export const trustees: Trustee[] = [
  {
    name: 'Dr. R. S. Bisht',
    photo: '/images/avatar-11.svg',
    photoAlt: 'Portrait illustration of Dr. R. S. Bisht',
    points: [
      'Founded the trust to bring good teaching to the border villages of Uttarakhand.',
      'Retired professor of physics with four decades of teaching.',
      'Leads the camps together with the volunteer service body since 2017.',
    ],
  },
  {
    name: 'Mrs. S. Rawat',
    photo: '/images/avatar-12.svg',
    photoAlt: 'Portrait illustration of Mrs. S. Rawat',
    points: ['School teacher from Pithoragarh district.', 'Works with village schools to find the students who need the camp most.'],
  },
  {
    name: 'Mr. A. Joshi',
    photo: '/images/avatar-13.svg',
    photoAlt: 'Portrait illustration of Mr. A. Joshi',
    points: ['Chartered accountant.', 'Looks after the trust’s accounts and its yearly audit.'],
  },
  {
    name: 'Dr. N. Pant',
    photo: '/images/avatar-14.svg',
    photoAlt: 'Portrait illustration of Dr. N. Pant',
    points: ['Doctor serving in a district hospital in the hills.', 'Guides students preparing for NEET and runs the camp’s health check.'],
  },
  {
    name: 'Ms. K. Bhandari',
    photo: '/images/avatar-15.svg',
    photoAlt: 'Portrait illustration of Ms. K. Bhandari',
    points: ['Former camp volunteer, now a software engineer.', 'Coordinates volunteers and the camp’s digital resources.'],
  },
];
