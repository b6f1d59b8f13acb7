import { describe, expect, it } from 'vitest';
import { siteContent } from '../../shared/schemas/staff/site-content';
import { createHarness } from '../test-support/api-harness';
import { mediaFiles } from '../test-support/staff-fixtures';
import { DEMO_SITE_COUNTS, seedSiteContentIfNew } from './site-content';

describe('the trust content at first start', () => {
  it('seeds the demo sample content once (the specification’s counts), with a picture of its own for every row', async () => {
    const h = await createHarness({ DONATE_URL: 'https://pay.example.org/donate', SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@trust' });
    try {
      expect(await seedSiteContentIfNew(h.db, h.app.media, h.config, { demo: true })).toBe(true);
      expect(DEMO_SITE_COUNTS).toEqual({ programs: 3, testimonials: 5, volunteer_experiences: 10, trustees: 5, partnership_options: 5 });
      const content = siteContent.parse((await h.inject({ method: 'GET', url: '/api/site-content/' })).json());
      expect(content.testimonials).toHaveLength(5);
      expect(content.volunteer_experiences).toHaveLength(10);
      expect(content.trustees).toHaveLength(5);
      expect(content.partnership_options).toHaveLength(5);
      expect(content.trustees[0]).toMatchObject({ name: 'Dr. R. S. Bisht', title: 'Founder and Chairperson' });
      expect(content.settings).toMatchObject({
        name: 'Hill Camps Education Trust',
        donate_url: 'https://pay.example.org/donate',
        youtube_url: 'https://www.youtube.com/@trust',
        facebook_url: '',
        description: expect.stringContaining('residential coaching camps'),
        about_text: expect.stringContaining('charitable education trust'),
        project_text: expect.stringContaining('Started in 2017'),
        description_hi: expect.stringContaining('आवासीय कोचिंग कैंप'),
        about_text_hi: expect.stringContaining('धर्मार्थ शिक्षा ट्रस्ट'),
        project_text_hi: expect.stringContaining('2017'),
      });
      expect(content.about.founder_photo).not.toBeNull();
      const images = [...content.programs, ...content.testimonials, ...content.volunteer_experiences, ...content.trustees].map(
        (i) => i.image!.url,
      );
      expect(new Set(images).size).toBe(images.length);

      const files = await mediaFiles(h);
      expect(await seedSiteContentIfNew(h.db, h.app.media, h.config, { demo: true })).toBe(false);
      expect(await h.count('testimonials')).toBe(5);
      expect(await mediaFiles(h)).toEqual(files);
    } finally {
      await h.close();
    }
  }, 60_000);

  it('without the demo, takes only the environment’s donation and social settings', async () => {
    const h = await createHarness({ DONATE_BUSINESS_ID: 'BIZ-42' });
    try {
      expect(await seedSiteContentIfNew(h.db, h.app.media, h.config, { demo: false })).toBe(true);
      const content = siteContent.parse((await h.inject({ method: 'GET', url: '/api/site-content/' })).json());
      expect(content.settings).toMatchObject({ name: '', donate_url: 'https://www.paypal.com/donate', donate_business_id: 'BIZ-42' });
      expect(content.trustees).toEqual([]);
      expect(await mediaFiles(h)).toEqual([]);
    } finally {
      await h.close();
    }
  });
});
