// The day of an announced event and the upcoming featured events, as a visitor sees them: in the
// server's HTML and in the hydrated page, with dates in India time.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Announcement, Event } from '../src/shared/schemas/content';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { htmlText, openHydrated } from './support/website';

let site: RunningSite;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

/** DD-MM-YYYY in India, worked out apart from the product's own date module. */
const indiaDate = (value: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(value))
    .replaceAll('/', '-');

/** The text of the server's HTML for `path`, and of the page once hydrated. */
async function textsOf(path: string): Promise<[string, string]> {
  const server = htmlText(await (await fetch(site.web + path)).text());
  const { page, errors } = await openHydrated(browser, site.web + path, 360);
  // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees (innerText), not hidden nodes' text
  const shown = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  expect(errors).toEqual([]);
  await page.close();
  return [server, shown];
}

async function apiList<T>(path: string): Promise<T[]> {
  return (await fetch(site.api + path)).json() as Promise<T[]>;
}

describe('the day of an announced event', () => {
  it('shows the seeded screening test on its exam day, a week after the day it was posted', async () => {
    const list = await apiList<Announcement>('/announcements/');
    const screening = list.find((a) => a.title === 'Screening test for the 2026 camp')!;
    const [examDay, posted] = [indiaDate(screening.time!), indiaDate(screening.created_at)];
    expect(Date.parse(screening.time!) - Date.parse(screening.created_at)).toBe(7 * 86_400_000);
    for (const text of await textsOf(`/announcement/${screening.id}`)) {
      expect(text).toContain(`Date: ${examDay}`);
      expect(text).toContain(`Posted ${posted}`);
      expect(text).not.toContain(`Date: ${posted}`);
    }
    for (const text of await textsOf('/')) {
      expect(text).toContain(`${examDay} Screening test for the 2026 camp`);
    }
  });
});

describe('upcoming featured events', () => {
  it('shows the seeded upcoming featured events with date and place on home and /for-students, and not the past one', async () => {
    const seeded = await apiList<Event>('/events/?featured=true');
    const meet = seeded.find((e) => e.title === 'Annual volunteer meet')!;
    const fair = seeded.find((e) => e.title === 'Science fair')!;
    // The seed's past featured event, which must not show.
    expect(fair.date < meet.date).toBe(true);
    for (const path of ['/', '/for-students']) {
      for (const text of await textsOf(path)) {
        expect(text, path).toContain('Upcoming Events');
        expect(text, path).toContain(`Annual volunteer meet Date: ${indiaDate(meet.date)} Venue: New Delhi`);
        expect(text, path).toContain('Camp inauguration');
        expect(text, path).not.toContain('Science fair');
      }
    }
  });
});
