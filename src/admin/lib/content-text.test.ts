import { describe, expect, it } from 'vitest';
import { en } from '../../shared/messages/en';
import { trusteeFields } from '../../shared/schemas/staff/site-content';
import { checkPayload } from './content-text';

describe('a site-content payload checked', () => {
  it('shows an error inside a list beside the list, with the schema’s message', () => {
    expect(checkPayload(trusteeFields, { name: 'Asha', points: ['ok'] })).toBeNull();
    const failed = checkPayload(trusteeFields, { name: '', points: ['x'.repeat(501)] });
    expect(failed?.errors.name).toEqual([en.validation.required]);
    expect(Object.keys(failed?.errors ?? {}).sort()).toEqual(['name', 'points']);
  });
});
