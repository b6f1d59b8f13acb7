// @vitest-environment happy-dom
// The home page's About Us and project blocks show the texts staff keep in the site settings (in
// the page's language), and a block whose text is empty is hidden.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { websiteMessages as en } from '../../../shared/messages/en-website';
import type { SiteContent } from '../../../shared/schemas/staff/site-content';
import { renderWithApp, testSiteContent } from '../../test-support/render-with-app';
import HomePage from './home-page';

afterEach(cleanup);

const withTexts = (texts: Partial<SiteContent['settings']>): SiteContent => ({
  ...testSiteContent,
  settings: { ...testSiteContent.settings, ...texts },
});

const ABOUT = 'We teach in the hills every summer.';
const PROJECT = 'Started in 2017 with university volunteers.';
const heading = (name: string) => screen.queryByRole('heading', { level: 2, name });

describe('the home page’s About Us and project blocks', () => {
  it('show the texts of the site settings', () => {
    renderWithApp(<HomePage />, { siteContent: withTexts({ about_text: ABOUT, project_text: PROJECT }) });
    const about = heading(en.web.home.aboutTitle)!;
    expect(about.parentElement!.textContent).toContain(ABOUT);
    expect(about.closest('section')!.getAttribute('aria-labelledby')).toBe(about.id);
    expect(heading(en.web.home.projectTitle)!.parentElement!.textContent).toContain(PROJECT);
    expect(screen.getByRole('link', { name: `${en.web.learnMore} ${en.web.home.aboutTitle}` }).getAttribute('href')).toBe('/about-us');
  });

  it('show the Hindi texts on a Hindi page, and the English one where there is no Hindi', () => {
    renderWithApp(<HomePage />, {
      siteContent: withTexts({ about_text: ABOUT, project_text: PROJECT, about_text_hi: 'हम हर गर्मी में पहाड़ों में पढ़ाते हैं।' }),
      lang: 'hi',
    });
    expect(heading(en.web.home.aboutTitle)!.parentElement!.textContent).toContain('हम हर गर्मी में पहाड़ों में पढ़ाते हैं।');
    expect(heading(en.web.home.projectTitle)!.parentElement!.textContent).toContain(PROJECT);
  });

  it('hide a block whose text is empty, the section then named by the other block', () => {
    renderWithApp(<HomePage />, { siteContent: withTexts({ about_text: '', project_text: PROJECT }) });
    expect(heading(en.web.home.aboutTitle)).toBeNull();
    expect(screen.queryByRole('link', { name: `${en.web.learnMore} ${en.web.home.aboutTitle}` })).toBeNull();
    const project = heading(en.web.home.projectTitle)!;
    expect(project.closest('section')!.getAttribute('aria-labelledby')).toBe(project.id);
    cleanup();

    renderWithApp(<HomePage />, { siteContent: withTexts({ about_text: ABOUT, project_text: '' }) });
    expect(heading(en.web.home.aboutTitle)).not.toBeNull();
    expect(heading(en.web.home.projectTitle)).toBeNull();
  });

  it('hide the whole section when both texts are empty', () => {
    const { container } = renderWithApp(<HomePage />, { siteContent: withTexts({ about_text: '', project_text: '' }) });
    expect(heading(en.web.home.aboutTitle)).toBeNull();
    expect(heading(en.web.home.projectTitle)).toBeNull();
    expect(container.querySelector('.home-about')).toBeNull();
  });
});
