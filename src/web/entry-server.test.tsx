// The server renderer's head texts: a page without its own description gets the site's, as staff
// keep it in the settings (in the page's language), else the tagline, else none at all. And the
// page's data: of the trust's content, only the parts the page shows.
import { describe, expect, it } from 'vitest';
import { websiteMessages as en } from '../shared/messages/en-website';
import type { SiteContent } from '../shared/schemas/staff/site-content';
import type { Fetcher } from './api/api-client';
import { render } from './entry-server';
import type { AppData } from './ssr-contract';
import { testConfig, testSiteContent } from './test-support/render-with-app';

/** The API as the renderer reaches it: the given site content, every list empty. */
const apiWith =
  (settings: Partial<SiteContent['settings']>): Fetcher =>
  async (input) => {
    const body = String(input).includes('/api/site-content/')
      ? { ...testSiteContent, settings: { ...testSiteContent.settings, ...settings } }
      : [];
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };

const page = async (url: string, settings: Partial<SiteContent['settings']>) => {
  const result = await render({ url, config: testConfig, fetch: apiWith(settings) });
  if (result.kind !== 'page') throw new Error(`${url} redirected`);
  return result;
};

describe('the description of a page in the head', () => {
  const texts = { description: 'Free camps in the hills.', description_hi: 'पहाड़ों में निःशुल्क कैंप।', tagline: 'Young minds' };

  it('is the site’s description on a page without its own, in the page’s language', async () => {
    expect((await page('/', texts)).description).toBe('Free camps in the hills.');
    expect((await page('/', texts)).site.description).toBe('Free camps in the hills.');
    expect((await page('/hi', texts)).description).toBe('पहाड़ों में निःशुल्क कैंप।');
  });

  it('is the page’s own where it has one', async () => {
    expect((await page('/about-us', texts)).description).toBe(en.web.about.bannerText);
  });

  it('is the tagline when the site has no description, and nothing when it has neither', async () => {
    const tagline = await page('/', { ...texts, description: '', description_hi: null });
    expect(tagline.description).toBe('Young minds');
    expect(tagline.site.description).toBe('');
    expect((await page('/', { description: '', tagline: '' })).description).toBe('');
  });
});

describe('the trust’s content in a page’s data', () => {
  /** The parts of the trust's content the page's data carries. */
  const partsIn = async (url: string) => {
    const { data } = await page(url, {});
    const { state } = JSON.parse(data) as AppData & { state: { queries: { queryKey: unknown[] }[] } };
    return state.queries
      .filter((q) => q.queryKey[0] === 'site-content')
      .map((q) => q.queryKey[1])
      .sort();
  };

  it('is the settings and the site’s pictures alone on a page that shows nothing else of it', async () => {
    expect(await partsIn('/announcement/1')).toEqual(['pictures', 'settings']);
    // With the heading and intro line staff may give it (decision 0033).
    expect(await partsIn('/hi/for-students')).toEqual(['page_texts', 'pictures', 'settings']);
  });

  it('holds the parts the page shows', async () => {
    expect(await partsIn('/trustees')).toEqual(['page_texts', 'pictures', 'settings', 'trustees']);
    expect(await partsIn('/about-us')).toEqual(['about', 'page_texts', 'pictures', 'settings', 'trustees']);
    expect(await partsIn('/get-involved')).toEqual(['page_texts', 'partnership_options', 'pictures', 'settings']);
    expect(await partsIn('/')).toEqual(['pictures', 'programs', 'settings', 'testimonials', 'volunteer_experiences']);
  });
});
