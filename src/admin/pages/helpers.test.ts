import { describe, expect, it } from 'vitest';
import { en } from '../../shared/messages/en';
import { describeAudit } from './audit-log/describe-audit';
import { featuredCamp } from './dashboard/dashboard-page';
import { precheck } from './gallery/gallery-upload-page';
import { INBOX_BOXES, roleLabel } from './inbox/inbox-boxes';

const camp = (id: number, year: number) => ({
  id,
  name: `Camp ${id}`,
  location: 'Pithoragarh',
  year,
  image: null,
  image_variants: [],
  name_hi: null,
  location_hi: null,
});

describe('featuredCamp', () => {
  it('is this year’s camp, else the next one, else the latest', () => {
    expect(featuredCamp([camp(1, 2027), camp(2, 2026), camp(3, 2025)], 2026)).toMatchObject({ kind: 'current', camp: { id: 2 } });
    expect(featuredCamp([camp(1, 2029), camp(2, 2027), camp(3, 2025)], 2026)).toMatchObject({ kind: 'next', camp: { id: 2 } });
    expect(featuredCamp([camp(3, 2023), camp(4, 2025)], 2026)).toMatchObject({ kind: 'latest', camp: { id: 4 } });
    expect(featuredCamp([], 2026)).toBeNull();
  });
});

describe('describeAudit', () => {
  it('reads an entry as a sentence', () => {
    expect(describeAudit({ actor: 'chief', action: 'create', entity: 'gallery_item', entity_id: 12 })).toBe(
      'chief created gallery item #12',
    );
    expect(describeAudit({ actor: '', action: 'export', entity: 'contact_message', entity_id: null })).toBe(
      'the system exported contact message',
    );
  });
});

describe('inbox', () => {
  it('sorts each column of a box by the field the API sorts on', () => {
    const sortBy = (kind: string, column: string) => INBOX_BOXES.find((b) => b.kind === kind)!.sortBy(column);
    expect(sortBy('volunteer', 'sender')).toBe('full_name');
    expect(sortBy('partner', 'sender')).toBe('contact_person');
    expect(sortBy('partner', 'topic')).toBe('partnership_interest');
    expect(sortBy('contact', 'topic')).toBe('subject');
    expect(sortBy('contact', 'created_at')).toBe('created_at');
    expect(sortBy('contact', 'message')).toBeUndefined();
  });

  it('shows volunteer roles by their label', () => {
    expect(roleLabel('content_creator')).toBe('Content Creator');
    expect(roleLabel('unknown_role')).toBe('unknown_role');
  });
});

describe('gallery precheck', () => {
  it('refuses at once what the server would refuse', () => {
    expect(precheck(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe(en.staff.notImage);
    expect(precheck({ name: 'big.jpg', type: 'image/jpeg', size: 16 * 1024 * 1024 } as File)).toBe(en.staff.imageTooLarge);
    expect(precheck(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBeNull();
  });
});
