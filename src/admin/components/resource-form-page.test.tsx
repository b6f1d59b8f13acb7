// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentUserProvider } from '../lib/current-user';
// biome-ignore lint/style/noRestrictedImports: the test drives the component with a real resource as its fixture
import { announcementsResource } from '../pages/announcements/announcements-resource';
import { json, renderConsole, type Reply, staffProfile } from '../test-support/render-console';
import { ResourceFormPage } from './resource-form-page';
import { ResourceListPage } from './resource-list-page';

afterEach(cleanup);

const coordinator = staffProfile({
  role: 'coordinator',
  all_camps: false,
  allocated_camps: [{ id: 2, name: 'Munsiyari Summer Camp' }],
});
const camps = [
  { id: 1, name: 'Dharchula Summer Camp', location: 'Dharchula', year: 2025, image: null, image_variants: [] },
  { id: 2, name: 'Munsiyari Summer Camp', location: 'Munsiyari', year: 2024, image: null, image_variants: [] },
];
const announcement = {
  id: 5,
  camp_id: 1,
  camp_name: 'Dharchula Summer Camp',
  title: 'Exam',
  text: 'Sunday',
  venue: null,
  examTime: null,
  time: null,
  created_at: '2026-01-02T00:00:00Z',
  updated_at: '',
};

function screens(reply: Reply, url: string) {
  return renderConsole(
    <CurrentUserProvider profile={coordinator}>
      <Routes>
        <Route path="/admin/announcements" element={<ResourceListPage resource={announcementsResource} />} />
        <Route path="/admin/announcements/new" element={<ResourceFormPage resource={announcementsResource} mode="create" />} />
      </Routes>
    </CurrentUserProvider>,
    { reply, token: 'tok', url },
  );
}

describe('ResourceFormPage', () => {
  it('offers a coordinator only their camps, and shows the server’s errors beside their fields', async () => {
    const sent: unknown[] = [];
    screens((url, init) => {
      if (url.includes('/api/camp/')) return json(camps, 200, { 'X-Total-Count': '2' });
      sent.push(JSON.parse(String(init.body)));
      return json({ error: 'This field is too long', errors: { venue: ['This field is too long'] } }, 400);
    }, '/admin/announcements/new');
    const campSelect = (await screen.findByLabelText(/^Camp/)) as HTMLSelectElement;
    await within(campSelect).findByText('Munsiyari Summer Camp (2024)');
    // No "for everyone" choice and no other camp: the API would refuse them.
    expect([...campSelect.options].map((o) => o.textContent)).toEqual(['Munsiyari Summer Camp (2024)']);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Parents meeting' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Sunday at 10' } });
    fireEvent.change(screen.getByLabelText(/^Venue \(optional\)/), { target: { value: 'Camp hall' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const venue = await screen.findByLabelText(/^Venue \(optional\)/);
    await screen.findByRole('alert');
    expect(venue.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(venue.getAttribute('aria-describedby')!)!.textContent).toBe('This field is too long');
    // No Hindi typed in: none is sent (the website shows the English).
    expect(sent).toEqual([
      {
        title: 'Parents meeting',
        text: 'Sunday at 10',
        venue: 'Camp hall',
        examTime: '',
        time: null,
        camp_id: 2,
        title_hi: null,
        text_hi: null,
        venue_hi: null,
        examTime_hi: null,
      },
    ]);
  });
});

describe('ResourceListPage', () => {
  it('lets a coordinator change only what is in their camps', async () => {
    screens((url) => {
      if (url.includes('/api/camp/')) return json(camps, 200, { 'X-Total-Count': '2' });
      return json([announcement, { ...announcement, id: 6, camp_id: 2, camp_name: 'Munsiyari Summer Camp', title: 'Results' }], 200, {
        'X-Total-Count': '2',
      });
    }, '/admin/announcements');
    await screen.findByRole('cell', { name: 'Results' });
    expect(screen.getAllByRole('link', { name: /^Edit / }).map((l) => l.getAttribute('aria-label'))).toEqual(['Edit Results']);
    expect(screen.getAllByRole('button', { name: /^Delete / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Delete Results']);
  });
});
