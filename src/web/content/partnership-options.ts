// The five partnership options of §5, with what each one pays for. SAMPLE CONTENT (see README).
import { PARTNERSHIP_OPTIONS } from '../../shared/constants';

export interface PartnershipOption {
  title: (typeof PARTNERSHIP_OPTIONS)[number];
  description: string;
  points: string[];
}

const details: Record<PartnershipOption['title'], Omit<PartnershipOption, 'title'>> = {
  'Sponsor a Student Education': {
    description: 'Cover one student’s place at the two-month camp.',
    points: ['Books, stationery and test papers', 'Lodging during the camp', 'A report on the student’s progress'],
  },
  'Provide Digital & Learning Resources to Students': {
    description: 'Help students keep learning after the camp ends.',
    points: ['Tablets or second-hand laptops', 'Reference books for entrance tests', 'Internet data packs for online classes'],
  },
  'Provide Digital & Learning Resources to the teaching project': {
    description: 'Equip the camp itself.',
    points: ['Projectors and a printer', 'Laboratory kits for science classes', 'A small library for the camp'],
  },
  'Sponsor Student Food Cost': {
    description: 'Three meals a day keep students healthy through long study days.',
    points: ['Meals for one student for a week or for the whole camp'],
  },
  'Sponsor Volunteer Travel or Food Cost': {
    description: 'Bring a volunteer teacher from the plains to the hills.',
    points: ['Train and bus fare to the camp', 'Meals of a volunteer during the camp'],
  },
};

export const partnershipOptions: PartnershipOption[] = PARTNERSHIP_OPTIONS.map((title) => ({ title, ...details[title] }));
