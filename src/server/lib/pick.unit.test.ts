import { describe, expect, it } from 'vitest';
import { pick } from './pick';

describe('pick', () => {
  it('copies the named fields as they are and nothing else', () => {
    const row = { id: 3, name: 'Asha', note: null, secret: 'x' };
    expect(pick(row, ['id', 'name', 'note'])).toEqual({ id: 3, name: 'Asha', note: null });
    expect(pick(row, [])).toEqual({});
  });
});
