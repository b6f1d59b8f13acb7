// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_SITE_PICTURES, type SitePictures } from '../../../shared/schemas/staff/site-pictures';
import { json, renderConsole } from '../../test-support/render-console';
import SitePicturesPage from './site-pictures-page';

afterEach(cleanup);

const logo = {
  url: 'http://api.test/media/site/abc.png',
  width: 512,
  height: 512,
  variants: [{ url: 'http://api.test/media/site/abc-w400.webp', width: 400, height: 400, format: 'webp' }],
  updated_at: '2026-11-27T10:00:00.000Z',
};
const none: SitePictures = NO_SITE_PICTURES;

describe('the Site pictures screen', () => {
  it('shows each picture the website shows, and goes back to the built-in logo once confirmed', async () => {
    const calls: string[] = [];
    renderConsole(<SitePicturesPage />, {
      token: 'tok',
      reply: (url, init) => {
        calls.push(`${init.method ?? 'GET'} ${new URL(url).pathname}`);
        return json(init.method === 'DELETE' ? none : { pictures: { ...none, logo } });
      },
    });
    const region = await screen.findByRole('region', { name: 'Logo' });
    await within(region).findByText('Now on the website');
    expect(region.querySelector('img')?.getAttribute('src')).toBe('http://api.test/media/site/abc-w400.webp');
    for (const name of ['Home page picture', 'Page banner', 'Browser icon (favicon)', 'Share picture']) {
      within(screen.getByRole('region', { name })).getByText('The website’s own picture is shown.');
    }
    // Nothing chosen yet: nothing to upload.
    expect((within(region).getByRole('button', { name: 'Upload this picture' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      within(region)
        .getByLabelText(/^Choose a picture/)
        .getAttribute('accept'),
    ).toBe('image/jpeg,image/png,image/webp');

    fireEvent.click(within(region).getByRole('button', { name: 'Go back to the website’s own picture' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Go back to the website’s own logo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back to the website’s own picture' }));
    await within(region).findByText('The website shows its own picture again.');
    within(region).getByText('The website’s own picture is shown.');
    expect(calls).toEqual(['GET /api/site-content/', 'DELETE /api/site-pictures/logo/']);
  });
});
