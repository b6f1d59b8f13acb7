import { describe, expect, it } from 'vitest';
import { ORGANIZATION_TYPES, VOLUNTEER_ROLES } from '../constants';
import { choicesHi } from './hi-choices';

describe('the Hindi labels of the forms’ fixed choices', () => {
  it('label every volunteer role and organization type, in Devanagari', () => {
    for (const [options, labels] of [
      [VOLUNTEER_ROLES, choicesHi.volunteerRoles],
      [ORGANIZATION_TYPES, choicesHi.organizationTypes],
    ] as const) {
      expect(Object.keys(labels).sort()).toEqual([...options].sort());
      for (const option of options) expect((labels as Record<string, string>)[option]).toMatch(/[\u0900-\u097F]/);
    }
  });
});
