// @vitest-environment happy-dom
// The banner above a page's heading: the page's own picture when staff uploaded one for it, else
// the site-wide one, else none (decision 0033).
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_PICTURES } from '../../shared/site-picture-slots';
import { renderWithApp, testSiteContent } from '../test-support/render-with-app';
import { PageBanner } from './page-banner';

afterEach(cleanup);

// Told apart by their width: a test browser cannot load the picture itself, and shows the placeholder.
const picture = (width: number) => ({
  url: `http://api.test/media/site/${width}.jpg`,
  width,
  height: 360,
  variants: [],
  updated_at: '2026-11-28T00:00:00.000Z',
});
const withPictures = (pictures: Partial<typeof testSiteContent.pictures>) => ({
  ...testSiteContent,
  pictures: { ...NO_PICTURES, ...pictures },
});
/** The banner's width, or null without one. */
const shown = (container: HTMLElement) => container.querySelector('.page-banner__picture')?.getAttribute('width') ?? null;

describe('the page banner', () => {
  it("shows the page's own banner over the site-wide one, and the site-wide one on the other pages", () => {
    const siteContent = withPictures({ banner: picture(1800), banner_trustees: picture(1700) });
    const trustees = renderWithApp(<PageBanner title="Our Trustees" page="trustees" />, { siteContent });
    expect(shown(trustees.container)).toBe('1700');
    cleanup();
    const about = renderWithApp(<PageBanner title="About Us" page="about" />, { siteContent });
    expect(shown(about.container)).toBe('1800');
    cleanup();
    const privacy = renderWithApp(<PageBanner title="Privacy" />, { siteContent });
    expect(shown(privacy.container)).toBe('1800');
  });

  it('shows none while no banner is uploaded', () => {
    const { container } = renderWithApp(<PageBanner title="Our Trustees" page="trustees" />, { siteContent: withPictures({}) });
    expect(shown(container)).toBeNull();
  });
});
