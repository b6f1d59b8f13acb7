import { describe, expect, it } from 'vitest';
import { bilingualPayload, bilingualValues } from './hindi-fields';

describe('a record’s texts with their Hindi', () => {
  it('become form values, "" where a text or its Hindi is missing or not text', () => {
    expect(bilingualValues({ name: 'Asha', name_hi: 'आशा', title: null, title_hi: null }, ['name', 'title'])).toEqual({
      name: 'Asha',
      name_hi: 'आशा',
      title: '',
      title_hi: '',
    });
    expect(bilingualValues(null, ['name'])).toEqual({ name: '', name_hi: '' });
  });

  it('go back as the payload, the named fields only', () => {
    expect(bilingualPayload({ name: 'Asha', name_hi: '', other: 'x' }, ['name', 'title'])).toEqual({
      name: 'Asha',
      name_hi: '',
      title: '',
      title_hi: '',
    });
  });
});
