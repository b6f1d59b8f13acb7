// The frame every public page shares, and the carousels, at the widths visitors use: the header
// in one row, carousels that wrap exactly and show there is more on a phone, the footer's social
// links from configuration, and the image preloader clear of the logo.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { openHydrated, openPage, PUBLIC_ROUTES, waitForHydration } from './support/website';

let site: RunningSite;
let browser: Browser;
// Two platforms configured, two not.
withSiteAndBrowser((started) => ({ site, browser } = started), {
  SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/hillcamps.test',
  SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@hillcamps.test',
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const box = async (locator: Locator): Promise<Box> => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
};
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('header', () => {
  for (const width of [320, 360, 768, 1024, 1280, 1920]) {
    it(`is one row at ${width} px, the logo clear of the top edge`, async () => {
      const { page, errors } = await openHydrated(browser, `${site.web}/about-us`, width);
      const header = await box(page.locator('.site-header'));
      expect(header.height).toBeLessThanOrEqual(72);
      const logo = await box(page.locator('.site-header__brand img'));
      expect(logo.y - header.y).toBeGreaterThanOrEqual(8);
      const menu = page.getByRole('button', { name: 'Menu' });
      const items = page.getByRole('navigation', { name: 'Main' }).getByRole('listitem');
      if (width >= 1024) {
        expect(await menu.isVisible()).toBe(false);
        // Every menu item beside the brand, on the brand's row, inside the window.
        const boxes = await Promise.all((await items.all()).map(box));
        expect(boxes).toHaveLength(9);
        const brand = await box(page.locator('.site-header__brand'));
        for (const b of boxes) {
          expect(b.y).toBeGreaterThanOrEqual(header.y);
          expect(b.y + b.height).toBeLessThanOrEqual(header.y + header.height);
          expect(b.x).toBeGreaterThan(brand.x + brand.width);
          expect(b.x + b.width).toBeLessThanOrEqual(width);
        }
      } else {
        const button = await box(menu);
        expect(button.y + button.height).toBeLessThanOrEqual(header.y + header.height);
        expect(Math.abs(button.y + button.height / 2 - (logo.y + logo.height / 2))).toBeLessThanOrEqual(4);
        expect(await items.first().isVisible()).toBe(false);
        // The open menu lies under the bar; the bar keeps its height.
        await menu.click();
        await page.getByRole('link', { name: 'Contact Us' }).first().waitFor();
        expect((await box(page.locator('.site-header'))).height).toBe(header.height);
        expect((await box(items.first())).y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('every public page', () => {
  for (const width of [320, 768]) {
    it(`fits the window at ${width} px, with no sideways scrolling`, async () => {
      const { page } = await openPage(browser, width);
      const wide: string[] = [];
      for (const route of PUBLIC_ROUTES) {
        await page.goto(`${site.web}${route.path}`);
        await waitForHydration(page);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) wide.push(`${route.path}: ${scrollWidth} px`);
      }
      expect(wide).toEqual([]);
      await page.close();
    });
  }
});

/** The slides' numbers ("n of total") wholly inside the row, once its scrolling has settled. */
async function visibleSlides(carousel: Locator): Promise<number[]> {
  let last = '';
  for (let i = 0; i < 50; i++) {
    const now = await carousel.evaluate((el) => {
      const row = el.querySelector('.carousel__track')!;
      const track = row.getBoundingClientRect();
      return `${row.scrollLeft}:${Array.from(el.querySelectorAll('[aria-roledescription="slide"]'))
        .filter((s) => {
          const r = s.getBoundingClientRect();
          return r.left >= track.left - 1 && r.right <= track.right + 1;
        })
        .map((s) => Number.parseInt(s.getAttribute('aria-label')!, 10))
        .join(',')}`;
    });
    if (now === last) return now.split(':')[1]!.split(',').map(Number);
    last = now;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('the row kept scrolling');
}

async function carouselAt(page: Page, path: string, label: string) {
  await page.goto(`${site.web}${path}`);
  await waitForHydration(page);
  const carousel = page.getByRole('group', { name: label, exact: true });
  await carousel.scrollIntoViewIfNeeded();
  return {
    carousel,
    next: () => carousel.getByRole('button', { name: 'Next slides' }).click(),
    previous: () => carousel.getByRole('button', { name: 'Previous slides' }).click(),
    seen: () => visibleSlides(carousel),
  };
}

describe('carousels at 1280 px', () => {
  it('wraps exactly with 3 programs: Next from the last view goes to the first, Previous from the first to the last', async () => {
    const { page, errors } = await openPage(browser, 1280);
    const c = await carouselAt(page, '/', 'Our Programs');
    expect(await c.seen()).toEqual([1, 2]);
    await c.next();
    expect(await c.seen()).toEqual([2, 3]);
    await c.next();
    expect(await c.seen()).toEqual([1, 2]);
    await c.previous();
    expect(await c.seen()).toEqual([2, 3]);
    await c.previous();
    expect(await c.seen()).toEqual([1, 2]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('visits every view of 5 testimonials once each way, never skipping one', async () => {
    const { page, errors } = await openPage(browser, 1280);
    const c = await carouselAt(page, '/', 'Testimonials');
    const forward = [await c.seen()];
    for (let i = 0; i < 3; i++) {
      await c.next();
      forward.push(await c.seen());
    }
    expect(forward).toEqual([
      [1, 2],
      [3, 4],
      [4, 5],
      [1, 2],
    ]);
    const backward = [];
    for (let i = 0; i < 3; i++) {
      await c.previous();
      backward.push(await c.seen());
    }
    expect(backward).toEqual([
      [4, 5],
      [3, 4],
      [1, 2],
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('carousels at 360 px', () => {
  it('show one card with the next one’s edge, move with the buttons, the keyboard and a swipe', async () => {
    const { page, errors } = await openPage(browser, 360);
    const c = await carouselAt(page, '/teaching', 'Testimonials');
    const track = c.carousel.locator('.carousel__track');
    const row = await box(track);
    const second = await box(c.carousel.getByRole('group', { name: '2 of 5' }));
    // The next card shows at least 16 px, so a visitor sees there is more.
    expect(row.x + row.width - second.x).toBeGreaterThanOrEqual(16);
    expect(await c.seen()).toEqual([1]);
    await c.next();
    expect(await c.seen()).toEqual([2]);
    await c.previous();
    await c.previous();
    expect(await c.seen()).toEqual([5]);
    await c.next();
    expect(await c.seen()).toEqual([1]);
    // Keyboard: the focused row scrolls with the arrow keys.
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await c.seen();
    expect(await track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // A swipe is a horizontal scroll that snaps to a card.
    await track.evaluate((el) => el.scrollTo({ left: 0 }));
    await page.mouse.move(row.x + row.width / 2, row.y + row.height / 2);
    await page.mouse.wheel(120, 0);
    expect((await c.seen()).length).toBe(1);
    expect(await track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  // §2 and §9: 2 for the home volunteer carousel at 980 px and below, as on a desktop.
  for (const width of [360, 768]) {
    it(`keeps two volunteer stories per view at ${width} px`, async () => {
      const { page } = await openPage(browser, width);
      const c = await carouselAt(page, '/', 'Volunteer Experience');
      expect(await c.seen()).toEqual([1, 2]);
      await c.next();
      expect(await c.seen()).toEqual([3, 4]);
      await page.close();
    });
  }
});

describe('footer', () => {
  it('links only the configured social pages, each with an icon that draws', async () => {
    const { page, errors } = await openHydrated(browser, `${site.web}/`, 1280);
    const footer = page.locator('footer');
    const facebook = footer.getByRole('link', { name: /Facebook/ });
    const youtube = footer.getByRole('link', { name: /YouTube/ });
    expect(await facebook.getAttribute('href')).toBe('https://www.facebook.com/hillcamps.test');
    expect(await youtube.getAttribute('href')).toBe('https://www.youtube.com/@hillcamps.test');
    expect(await footer.getByRole('link', { name: /Instagram|X\b/ }).count()).toBe(0);
    expect(await footer.locator('.site-footer__social a').count()).toBe(2);
    // Each icon sits in the middle of its round link.
    for (const link of await footer.locator('.site-footer__social a').all()) {
      const [outer, icon] = [await box(link), await box(link.locator('svg'))];
      expect(Math.abs(outer.x + outer.width / 2 - (icon.x + icon.width / 2))).toBeLessThanOrEqual(1);
      expect(Math.abs(outer.y + outer.height / 2 - (icon.y + icon.height / 2))).toBeLessThanOrEqual(1);
    }
    // Draw each icon alone on a canvas: the shape is painted, and YouTube's play mark is a hole in
    // its pill (it was a white mark on a pill of the link's near-white colour: a blank pill).
    const pixels = await footer.locator('.site-footer__social svg').evaluateAll((svgs) =>
      Promise.all(
        svgs.map(async (svg) => {
          const image = new Image();
          const xml = new XMLSerializer().serializeToString(svg).replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = 24;
          canvas.height = 24;
          const ctx = canvas.getContext('2d')!;
          ctx.drawImage(image, 0, 0, 24, 24);
          const data = ctx.getImageData(0, 0, 24, 24).data;
          const alpha = (x: number, y: number) => data[(y * 24 + x) * 4 + 3]!;
          let painted = 0;
          for (let i = 3; i < data.length; i += 4) if (data[i]! > 128) painted++;
          return { painted, centre: alpha(12, 12), edge: alpha(4, 12) };
        }),
      ),
    );
    expect(pixels).toHaveLength(2);
    for (const p of pixels) expect(p.painted).toBeGreaterThan(40);
    expect(pixels[1]!.edge).toBeGreaterThan(200);
    expect(pixels[1]!.centre).toBeLessThan(50);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('image preloader', () => {
  for (const path of ['/about-us', '/teaching']) {
    for (const width of [360, 1280]) {
      it(`on ${path} at ${width} px stays clear of the header and its logo`, async () => {
        const { page } = await openPage(browser, width);
        // Hold the pictures back until the bar is measured. The page's scripts load after the
        // window's load event or at the first interaction (page-shell.ts), so a key pressed while
        // the pictures are held starts them: the visitor who touches a page still loading sees the bar.
        let release = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(/\.(jpe?g|png|webp|avif|svg)(\?|$)/, async (route) => {
          if (route.request().resourceType() === 'image' && !route.request().url().includes('logo')) await released;
          await route.continue().catch(() => {});
        });
        await page.goto(`${site.web}${path}`, { waitUntil: 'domcontentloaded' });
        await page.keyboard.press('Shift');
        const bar = page.getByRole('progressbar', { name: 'Loading images' });
        await bar.waitFor();
        const barBox = await box(bar);
        expect(overlaps(barBox, await box(page.locator('.site-header__brand img')))).toBe(false);
        expect(overlaps(barBox, await box(page.locator('.site-header')))).toBe(false);
        release();
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await page.close();
      });
    }
  }
});
