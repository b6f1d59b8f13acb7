// The labels of the fixed choices of the website's forms (issue 30), by the value each stores:
// the volunteer roles and the organization types (src/shared/constants.ts). The value sent and
// stored stays the English one, whatever the page's language; only what a visitor reads changes.
import type { ORGANIZATION_TYPES, VOLUNTEER_ROLES } from '../constants';

type Labels<T extends readonly string[]> = Record<T[number], string>;
export interface ChoiceLabels {
  volunteerRoles: Labels<typeof VOLUNTEER_ROLES>;
  organizationTypes: Labels<typeof ORGANIZATION_TYPES>;
}

export const choices: ChoiceLabels = {
  volunteerRoles: {
    Teacher: 'Teacher',
    Mentor: 'Mentor',
    'Content Creator': 'Content Creator',
    'Technical Support': 'Technical Support',
    'Administrative Support': 'Administrative Support',
    'Field Coordinator': 'Field Coordinator',
    Other: 'Other',
  },
  organizationTypes: {
    'Corporate/Business': 'Corporate/Business',
    'NGO/Non-Profit': 'NGO/Non-Profit',
    'Educational Institution': 'Educational Institution',
    'Government Agency': 'Government Agency',
    'Foundation/Trust': 'Foundation/Trust',
    'Individual Philanthropist': 'Individual Philanthropist',
    Other: 'Other',
  },
};
