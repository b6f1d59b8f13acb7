// The pieces of the plain form posts that need no server (docs/decisions/0023).
import { describe, expect, it } from 'vitest';
import { rankedIds } from '../../shared/slot-ranks';
import { formsOf, hiddenFields, pagePath } from './site-routes';

describe('rankedIds', () => {
  it('orders the ranked ones by rank, ties in page order; skips "Not chosen" and anything else', () => {
    const body = Object.assign(Object.create(null), {
      slot_4: ['2'],
      slot_9: [''],
      slot_2: ['1'],
      slot_7: ['2'],
      slot_x: ['1'],
      slot_5: ['0'],
      slot_6: ['-1'],
      department_3: ['1'],
      note: ['1'],
    });
    expect(rankedIds(body, 'slot')).toEqual([2, 4, 7]);
    expect(rankedIds(body, 'department')).toEqual([3]);
  });
});

describe('pagePath', () => {
  it('drops a language prefix and a trailing slash', () => {
    expect(pagePath('/hi/slot-coordinators/')).toBe('/slot-coordinators');
    expect(pagePath('/hi')).toBe('/');
    expect(pagePath('/get-involved')).toBe('/get-involved');
    expect(pagePath('/hindi')).toBe('/hindi');
  });
});

describe("the hidden fields of a page's forms", () => {
  it('finds each form by its id, once', () => {
    const html =
      '<form id="form-volunteer" class="form"></form><form class="x" id="form-donate-presets" hidden></form><form id="form-volunteer"></form><form id="other"></form>';
    expect(formsOf(html)).toEqual(['volunteer', 'donate-presets']);
  });

  it("ties the kind, the token and a key to each form, a post's own key kept", () => {
    const html = hiddenFields(['volunteer', 'contact'], 'tok_en', { volunteer: 'key-1' });
    expect(html).toContain('<input type="hidden" form="form-volunteer" name="_form" value="volunteer">');
    expect(html).toContain('<input type="hidden" form="form-volunteer" name="_csrf" value="tok_en">');
    expect(html).toContain('<input type="hidden" form="form-volunteer" name="_key" value="key-1">');
    expect(html).toMatch(/form="form-contact" name="_key" value="[0-9a-f-]{36}"/);
  });
});
