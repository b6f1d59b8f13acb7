import { describe, expect, it } from 'vitest';
import { event } from '../../../shared/schemas/content';
import { todayInIndia } from '../../../shared/dates';
import { insertEvent } from '../../seed/fixtures';
import { expectReply, expectTitles, publicSuite } from '../../test-support/public-fixtures';

/** The date `days` from today in India. */
const inDays = (days: number) => todayInIndia(new Date(Date.now() + days * 86_400_000));

const { h, get } = publicSuite(async () => {
  const events = [
    { title: 'Next month', date: inDays(30), featured: 1 },
    { title: 'Past', date: inDays(-10), featured: 1 },
    { title: 'Today', date: inDays(0), featured: 1 },
    { title: 'Ended yesterday', date: inDays(-3), end_date: inDays(-1), featured: 1 },
    { title: 'Under way', date: inDays(-2), end_date: inDays(2), featured: 1 },
    { title: 'Soon, not featured', date: inDays(5), featured: 0 },
    { title: 'Past, not featured', date: inDays(-40), featured: 0 },
  ];
  for (const e of events) await insertEvent(h.db, e);
});

describe('GET /events/?upcoming=', () => {
  it('lists the featured events not yet ended (today in India counts), soonest first', async () => {
    await expectTitles(h, '/events/?featured=true&upcoming=true', event, ['Under way', 'Today', 'Next month']);
  });

  it('lists every upcoming event without featured, and pages them', async () => {
    await expectTitles(h, '/events/?upcoming=true', event, ['Under way', 'Today', 'Soon, not featured', 'Next month']);
    await expectTitles(h, '/events/?upcoming=1&page=2&page_size=2', event, ['Soon, not featured', 'Next month'], 4);
  });

  it('lists the ended ones with upcoming=false, latest first', async () => {
    await expectTitles(h, '/events/?upcoming=false&featured=true', event, ['Ended yesterday', 'Past']);
    await expectTitles(h, '/events/?upcoming=0', event, ['Ended yesterday', 'Past', 'Past, not featured']);
  });

  it.each(['upcoming=soon', 'upcoming=2026-11-27', 'upcoming=true&upcoming=false'])(
    'refuses ?%s with 400, naming upcoming',
    async (query) => {
      expect(expectReply.refused(await get(`/events/?${query}`)).error).toMatch(/upcoming/);
    },
  );
});
