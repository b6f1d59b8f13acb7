import { describe, expect, it } from 'vitest';
import { eraseUnconfirmed } from './erasure';
import { apply, applicationSuite, childForm } from './test-fixtures';

const { h, clock, ids } = applicationSuite();
const DAY = 86_400_000;

const statuses = async () =>
  Object.fromEntries(
    (await h.db.kysely.selectFrom('student_applications').select(['number', 'status']).execute()).map((r) => [r.number, r.status]),
  );

describe('erasure of applications never confirmed', () => {
  it('deletes drafts and applications without consent 7 days after their last change, and nothing else', async () => {
    const draft = (await apply(h, childForm(ids.centre, { action: 'draft' }))).json().number;
    const waiting = (await apply(h, childForm(ids.centre))).json().number;
    const adult = (
      await apply(h, childForm(ids.centre, { date_of_birth: '2007-01-20', class: '11', stream: 'pcm', self_consent: 'on' }))
    ).json().number;
    const start = clock();
    expect(await eraseUnconfirmed(h.db.kysely, new Date(start + 7 * DAY - 1000))).toBe(0);
    clock.advance(6 * DAY);
    const fresh = (await apply(h, childForm(ids.centre, { action: 'draft' }))).json().number;
    expect(await eraseUnconfirmed(h.db.kysely, new Date(start + 7 * DAY + 1000))).toBe(2);
    const left = await statuses();
    expect(left[draft]).toBeUndefined();
    expect(left[waiting]).toBeUndefined();
    expect(left[adult]).toBe('submitted');
    expect(left[fresh]).toBe('draft');
    clock.advance(start - clock());
  });
});
