// The three programs of §2. SAMPLE CONTENT (see README): respectful placeholder text.
import type { ProgramSlug } from '../paths';
import type { Picture } from './types';

export interface ProgramPoint {
  label: string;
  text: string;
  subPoints?: string[];
}

export interface Program {
  id: ProgramSlug;
  number: number;
  name: string;
  summary: string;
  images: Picture[];
  points: ProgramPoint[];
}

export const programs: Program[] = [
  {
    id: 'intensive-coaching',
    number: 1,
    name: 'Intensive Coaching Camps',
    summary: 'A free two-month residential camp every year, with classes from morning to night.',
    images: [{ src: '/images/program-coaching.svg', width: 480, height: 300, alt: 'Students in a classroom with hills behind the window' }],
    points: [
      { label: 'Duration', text: 'Two months each year, living and studying together at the camp.' },
      {
        label: 'Daily schedule',
        text: 'A full day of learning:',
        subPoints: ['7:30 AM – 12:45 PM core classes', '3:00 – 6:00 PM tutorials', '8:00 – 10:00 PM doubt solving'],
      },
      { label: 'Subjects', text: 'Physics, Chemistry, Maths, Biology and English.' },
      { label: 'Beyond the syllabus', text: 'Career counselling and spoken English classes.' },
    ],
  },
  {
    id: 'weekly-tests',
    number: 2,
    name: 'Weekly and Surprise Tests',
    summary: 'Regular tests show each student, and each teacher, where to work next.',
    images: [{ src: '/images/program-tests.svg', width: 480, height: 300, alt: 'A test paper, a pencil and a clock' }],
    points: [
      { label: 'Weekly tests', text: 'A three-hour test every Sunday, in the pattern of board and entrance exams.' },
      { label: 'Surprise tests', text: 'Short tests on random days keep revision steady.' },
      { label: 'Feedback', text: 'Results are discussed with every student, with a plan for the week ahead.' },
    ],
  },
  {
    id: 'mentorship',
    number: 3,
    name: 'Mentorship Programs',
    summary: 'Each student has a volunteer mentor during the camp and after it.',
    images: [{ src: '/images/program-mentorship.svg', width: 480, height: 300, alt: 'A mentor and a student talking on a hillside' }],
    points: [
      { label: 'One mentor each', text: 'A volunteer follows the progress of a small group of students.' },
      {
        label: 'Guidance',
        text: 'Mentors help with:',
        subPoints: [
          'choosing a stream after class 10',
          'preparing for JEE, NEET and other entrance tests',
          'scholarships and college admissions',
        ],
      },
      { label: 'After the camp', text: 'Mentors stay in touch by phone through the school year.' },
    ],
  },
];
