// Helpers for the website's browser tests: the public routes with a text each must show, and a
// page that records script errors and console errors.
import type { Browser, Page } from 'playwright-core';

export interface PublicRoute {
  path: string;
  /** Texts the server HTML and the hydrated page both contain. */
  texts: string[];
  /** The page module the route loads (for the bundle budget). */
  module: string;
}

export const PUBLIC_ROUTES: PublicRoute[] = [
  {
    path: '/',
    module: 'home/home-page',
    texts: [
      'Empowering young minds in the hills of Uttarakhand',
      'Join our cause',
      'Latest Announcements',
      'Screening test for the 2026 camp',
      'Nelson Mandela',
      'Volunteer Experience',
      'Ghaziabad',
    ],
  },
  { path: '/about-us', module: 'about-us/about-us-page', texts: ['Our Vision', 'Our Mission', 'Message', 'Our Trustees'] },
  {
    path: '/teaching',
    module: 'teaching/teaching-page',
    texts: [
      'Our Programs',
      'Teaching Approach',
      'How education transform lives in Uttarakhand',
      'Volunteer Experience',
      'Dharchula Summer Camp report',
    ],
  },
  {
    path: '/for-students',
    module: 'for-students/for-students-page',
    texts: ['All updates', 'Previous year questions', 'Results', 'Registration opens for summer camp'],
  },
  {
    path: '/announcement/1',
    module: 'announcement/announcement-page',
    texts: ['Screening test for the 2026 camp', 'Important information', 'Government Inter College, Dharchula', '10:00 AM - 1:00 PM'],
  },
  { path: '/trustees', module: 'trustees/trustees-page', texts: ['Our Trustees', 'Founder and Chairperson', 'Dr. R. S. Bisht'] },
  {
    path: '/get-involved',
    module: 'get-involved/get-involved-page',
    texts: ['Volunteer with us', 'Submit Application', 'Partner with Us'],
  },
  {
    path: '/downloads',
    module: 'downloads/downloads-page',
    texts: ['Brochures', 'Summer camp brochure 2024', 'Reports', 'Munsiyari, 2024', 'Munsiyari Summer Camp'],
  },
  {
    path: '/downloads/gallery/1',
    module: 'camp-gallery/camp-gallery-page',
    texts: ['Dharchula Summer Camp', 'Regular Classes', 'Doubt Sessions', 'Next Category'],
  },
  { path: '/contact-us', module: 'contact-us/contact-us-page', texts: ['Contact Us', 'Ghaziabad', 'Send Message'] },
  { path: '/coming-soon', module: 'coming-soon/coming-soon-page', texts: ['Coming Soon'] },
  {
    path: '/slot-coordinators',
    module: 'slot-coordinators/slot-coordinators-page',
    texts: ['Slot Coordinators', 'Sign in with your phone', 'Phone number', 'Send code'],
  },
];

/** The visible text of server HTML: tags dropped, entities decoded, whitespace collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

export interface WatchedPage {
  page: Page;
  errors: string[];
}

export async function openPage(browser: Browser, width = 1280): Promise<WatchedPage> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { page, errors };
}

/** Waits until React has taken over the server HTML. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
}

/** A watched page at `url`, once React has taken it over. */
export async function openHydrated(browser: Browser, url: string, width?: number): Promise<WatchedPage> {
  const watched = await openPage(browser, width);
  await watched.page.goto(url);
  await waitForHydration(watched.page);
  return watched;
}
