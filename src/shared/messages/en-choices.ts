// The labels of the fixed choices of the website's forms (decision 0030), by the value each stores:
// the volunteer roles and the organization types (src/shared/constants.ts). The value sent and
// stored stays the English one, whatever the page's language; only what a visitor reads changes.
import type { ORGANIZATION_TYPES, VOLUNTEER_ROLES } from '../constants';

/** Labels by stored value; a value without one is shown as it is (English: the values themselves). */
type Labels<T extends readonly string[]> = Partial<Record<T[number], string>>;
export interface ChoiceLabels {
  volunteerRoles: Labels<typeof VOLUNTEER_ROLES>;
  organizationTypes: Labels<typeof ORGANIZATION_TYPES>;
}

// Empty in English: this module is in the entry every page loads, and the values are the labels.
export const choices: ChoiceLabels = { volunteerRoles: {}, organizationTypes: {} };
