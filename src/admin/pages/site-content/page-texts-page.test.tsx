// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentUserProvider } from '../../lib/current-user';
import { json, renderConsole, staffProfile } from '../../test-support/render-console';
import PageTextsPage from './page-texts-page';

afterEach(cleanup);

describe('the Page headings screen', () => {
  it('shows each page’s own words as the hint, and sends every heading and intro line, Hindi beside English', async () => {
    const sent: Record<string, string>[] = [];
    const texts = { about_title: 'Who we are', updated_at: '2026-11-27T10:00:00.000Z' };
    renderConsole(
      <CurrentUserProvider profile={staffProfile()}>
        <PageTextsPage />
      </CurrentUserProvider>,
      {
        token: 'tok',
        reply: (_url, init) => {
          if (init.method === 'PUT') {
            sent.push(JSON.parse(String(init.body)));
            return json({ ...texts, ...sent[0] });
          }
          return json({ page_texts: texts });
        },
      },
    );
    const about = await screen.findByRole('group', { name: 'About Us' });
    const heading = within(about).getByLabelText(/^Heading/, { selector: '[name="about_title"]' }) as HTMLInputElement;
    expect(heading.value).toBe('Who we are');
    within(about).getByText('Left empty, the website shows its own: “About Us”.');
    within(screen.getByRole('group', { name: 'Contact Us' })).getByText('Left empty, the page has none.');
    const hindi = within(about).getByLabelText(/^Heading \(Hindi\)/) as HTMLInputElement;
    expect(hindi.getAttribute('lang')).toBe('hi');
    fireEvent.change(hindi, { target: { value: 'हम कौन हैं' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(sent[0]).toMatchObject({ about_title: 'Who we are', about_title_hi: 'हम कौन हैं', teaching_intro: '', contact_title_hi: '' });
    expect(Object.keys(sent[0]!)).toHaveLength(28);
  });
});
