// @vitest-environment happy-dom
// The signed-in slot coordinator's screen, one component in both modes: with the script and
// without it, the same form. Without JavaScript it stays small however many slots and departments
// there are: a page of each list, ranks up to the API's most, the choices on other pages carried as
// hidden fields (so a save keeps them), and links to the other pages.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { slotCoordinatorsHi } from '../../../shared/messages/hi-slot-coordinators';
import { websiteMessagesHi } from '../../../shared/messages/hi-website';
import { renderWithApp } from '../../test-support/render-with-app';
import { rankedIds } from '../../../shared/slot-ranks';
import { Choices } from './choices';
import { MAX_CHOICES, PLAIN_PAGE_SIZE } from './plain-choices';
import { type Details, slotApi } from './slot-api';

afterEach(cleanup);

const slot = (id: number) => ({
  id,
  name: `Week ${id} at the upper school, morning and afternoon sessions`,
  camp_id: 1,
  camp_name: 'Dharchula summer camp',
  start_date: '2026-06-01',
  end_date: '2026-06-07',
  start_time: null,
  end_time: null,
  capacity: 3,
});
const department = (id: number) => ({
  id,
  name: `Department ${id}`,
  description: 'Teaching, kitchen, library and games with the children',
});

function camp(slots: number, departments: number, chosen = 50) {
  const allSlots = Array.from({ length: slots }, (_, i) => slot(i + 1));
  const allDepartments = Array.from({ length: departments }, (_, i) => department(i + 1));
  const details: Details = {
    id: 7,
    name: 'Neha Pant',
    phone_number: '+919876543210',
    email: '',
    is_active: true,
    camp_id: 1,
    camp_name: 'Dharchula summer camp',
    last_login_at: null,
    preferences: {
      // The most choices there can be, spread over the list (the last on its last page).
      slots: allSlots.filter((_, i) => i % Math.max(1, Math.floor(slots / chosen)) === 0).slice(-chosen),
      departments: allDepartments.slice(0, Math.min(chosen, departments)),
      note: 'Mornings only',
      updated_at: '2026-05-01T10:00:00.000Z',
    },
  };
  return { details, slots: allSlots, departments: allDepartments };
}

const page = (slots: number, departments: number, url = '/slot-coordinators', lang: 'en' | 'hi' = 'en') => {
  const { container } = renderWithApp(<Choices mode="plain" camp={camp(slots, departments)} saved={false} error={null} />, {
    url,
    ...(lang === 'hi' ? { lang, messages: { ...websiteMessagesHi, slotCoordinators: slotCoordinatorsHi } } : {}),
  });
  return container;
};

/** What the browser would post: every named field of the preferences form, in page order. */
function posted(container: HTMLElement): Record<string, string[]> {
  const form = container.querySelector<HTMLFormElement>('#form-slot-preferences')!;
  const body: Record<string, string[]> = Object.create(null);
  for (const el of Array.from(form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name]'))) {
    body[el.name] = [...(body[el.name] ?? []), el.value];
  }
  return body;
}

describe('one screen in both modes', () => {
  it('shows the same form, note and sign-out with the script as without, ranked by buttons or by numbers', () => {
    const data = camp(3, 2, 1);
    data.details.preferences.updated_at = null; // a first visit: with the script, the form at once
    const shapes = (['live', 'plain'] as const).map((mode) => {
      const { container } = renderWithApp(
        mode === 'live' ? (
          <Choices mode="live" camp={data} api={slotApi('http://127.0.0.1:1')} onSignedOut={() => {}} />
        ) : (
          <Choices mode="plain" camp={data} saved={false} error={null} />
        ),
      );
      const form = container.querySelector('form#form-slot-preferences');
      const shape = {
        who: container.querySelector('.slots-who')?.textContent,
        note: form?.querySelector<HTMLTextAreaElement>('textarea[name="note"]')?.value,
        names: [...container.querySelectorAll('.slots-who ~ * h2, .slots-who ~ * legend')].map((e) => e.textContent),
        selects: form?.querySelectorAll('select').length,
        addButtons: form?.querySelectorAll('button[aria-label^="Add"]').length,
      };
      cleanup();
      return shape;
    });
    const [live, plain] = shapes;
    expect(live!.who).toBe(plain!.who);
    expect(live!.who).toContain('Neha Pant');
    expect(live!.note).toBe('Mornings only');
    expect(plain!.note).toBe('Mornings only');
    expect(live!.names).toEqual(plain!.names);
    expect(live!.names).toEqual(['Camp slots', 'Departments']);
    // With the script: buttons (the one chosen of each list has none); without: a select each.
    expect([live!.selects, live!.addButtons]).toEqual([0, 3]);
    expect([plain!.selects, plain!.addButtons]).toEqual([5, 0]);
  });
});

describe('the plain slot choices', () => {
  it('stay under 128 KB of HTML (UTF-8) at 359 slots and at 5,000, with as many departments, in English and Hindi', {
    timeout: 30_000,
  }, () => {
    for (const lang of ['en', 'hi'] as const) {
      const sizes = [10, 359, 5_000].map((n) => {
        const html = page(n, n, lang === 'hi' ? '/hi/slot-coordinators' : '/slot-coordinators', lang).innerHTML;
        expect(html).toContain(lang === 'hi' ? 'पसंद 1<' : 'Choice 1<');
        cleanup();
        return Buffer.byteLength(html);
      });
      for (const size of sizes) expect(size).toBeLessThan(128 * 1024);
      // Bounded, not merely small: 5,000 slots make the same page as 359 (the page numbers aside).
      expect(Math.abs(sizes[2]! - sizes[1]!)).toBeLessThan(500);
    }
  });

  it('shows one page of each list, each select with at most the API’s ranks', () => {
    const container = page(359, 30);
    const selects = container.querySelectorAll('select[name^="slot_"]');
    expect(selects).toHaveLength(PLAIN_PAGE_SIZE);
    for (const select of Array.from(selects)) expect(select.querySelectorAll('option')).toHaveLength(MAX_CHOICES + 1);
    expect(container.textContent).toContain('Page 1 of 18');
    expect(container.querySelector('a[href="/slot-coordinators?slot_page=2"]')?.textContent).toBe('Next page');
  });

  it('a later page keeps the choices made on the others, so saving there changes nothing else', () => {
    const data = camp(359, 30);
    const container = page(359, 30, '/slot-coordinators?slot_page=3&department_page=2');
    expect(container.querySelector('select[name="slot_41"]')).not.toBeNull();
    expect(container.querySelector('select[name="slot_1"]')).toBeNull();
    expect(container.textContent).toContain('Page 3 of 18');
    // The form as posted untouched orders every choice as it was saved.
    expect(rankedIds(posted(container), 'slot')).toEqual(data.details.preferences.slots.map((s) => s.id));
    expect(rankedIds(posted(container), 'department')).toEqual(data.details.preferences.departments.map((d) => d.id));
  });

  it('takes a page number beyond the last (or not a number) as the nearest page', () => {
    expect(page(45, 3, '/slot-coordinators?slot_page=99').textContent).toContain('Page 3 of 3');
    cleanup();
    expect(page(45, 3, '/slot-coordinators?slot_page=x').textContent).toContain('Page 1 of 3');
  });
});
