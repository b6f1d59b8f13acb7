// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../shared/schemas/staff/accounts';
import type { SitePictures } from '../../../shared/schemas/staff/site-pictures';
import { CurrentUserProvider } from '../../lib/current-user';
import { json, renderConsole } from '../../test-support/render-console';
import SitePicturesPage from './site-pictures-page';

afterEach(cleanup);

const profile = (role: Profile['role']): Profile => ({
  id: 1,
  username: 'asha',
  full_name: 'Asha Rawat',
  email: 'a@example.org',
  phone: '',
  note: '',
  role,
  photo: null,
  photo_variants: [],
  all_camps: role === 'admin',
  allocated_camps: [],
  must_change_password: false,
  created_at: '2026-01-01T00:00:00Z',
});

const logo = {
  url: 'http://api.test/media/site/abc.png',
  width: 512,
  height: 512,
  variants: [{ url: 'http://api.test/media/site/abc-w400.webp', width: 400, height: 400, format: 'webp' }],
  updated_at: '2026-11-27T10:00:00.000Z',
};
const none: SitePictures = { logo: null, hero: null, banner: null, favicon: null, share: null };

describe('the Site pictures screen', () => {
  it('shows each picture the website shows, and goes back to the built-in logo once confirmed', async () => {
    const calls: string[] = [];
    renderConsole(
      <CurrentUserProvider profile={profile('admin')}>
        <SitePicturesPage />
      </CurrentUserProvider>,
      {
        token: 'tok',
        reply: (url, init) => {
          calls.push(`${init.method ?? 'GET'} ${new URL(url).pathname}`);
          return json(init.method === 'DELETE' ? none : { ...none, logo });
        },
      },
    );
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
    expect(calls).toEqual(['GET /api/site-pictures/', 'DELETE /api/site-pictures/logo/']);
  });

  it('is not for a coordinator', async () => {
    renderConsole(
      <CurrentUserProvider profile={profile('coordinator')}>
        <SitePicturesPage />
      </CurrentUserProvider>,
      { token: 'tok', reply: () => json(none) },
    );
    expect(screen.queryByRole('region', { name: 'Logo' })).toBeNull();
  });
});
