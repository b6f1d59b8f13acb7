// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Trustee } from '../../../shared/schemas/staff/site-content';
import { renderWithApp, testSiteContent } from '../../test-support/render-with-app';
import TrusteesPage from './trustees-page';

afterEach(cleanup);

const trustee = (id: number, fields: Partial<Trustee>): Trustee => ({
  id,
  position: id,
  name: '',
  title: '',
  points: [],
  image: null,
  image_alt: '',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  name_hi: null,
  title_hi: null,
  points_hi: [],
  image_alt_hi: null,
  ...fields,
});

const siteContent = {
  ...testSiteContent,
  trustees: [
    trustee(1, {
      name: 'Dr. R. S. Bisht',
      title: 'Founder and Chairperson',
      points: ['Founded the trust.', 'Retired professor of physics.', 'Leads the camps.'],
      name_hi: 'डॉ. आर. एस. बिष्ट',
      title_hi: 'संस्थापक एवं अध्यक्ष',
      // The second point has no Hindi; the third's is only blanks.
      points_hi: ['ट्रस्ट की स्थापना की।', '', ' '],
    }),
    trustee(2, { name: 'Mrs. S. Rawat', title: 'Trustee', points: ['School teacher.'] }),
  ],
};

const profiles = () => screen.getAllByRole('listitem').filter((li) => li.classList.contains('trustee'));

describe('the trustees page in Hindi', () => {
  it('shows each text in Hindi where staff gave it, and in English field by field where they did not', () => {
    renderWithApp(<TrusteesPage />, { siteContent, lang: 'hi' });
    const [first, second] = profiles();
    expect(within(first!).getByRole('heading').textContent).toBe('डॉ. आर. एस. बिष्ट');
    expect(first!.textContent).toContain('संस्थापक एवं अध्यक्ष');
    expect(
      within(first!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ट्रस्ट की स्थापना की।', 'Retired professor of physics.', 'Leads the camps.']);
    expect(within(second!).getByRole('heading').textContent).toBe('Mrs. S. Rawat');
    expect(second!.textContent).toContain('School teacher.');
  });

  it('shows the English texts on an English page', () => {
    renderWithApp(<TrusteesPage />, { siteContent });
    const [first] = profiles();
    expect(within(first!).getByRole('heading').textContent).toBe('Dr. R. S. Bisht');
    expect(
      within(first!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(siteContent.trustees[0]!.points);
  });
});
