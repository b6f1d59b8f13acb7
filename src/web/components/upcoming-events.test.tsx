// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Event } from '../../shared/schemas/content';
import { useUpcomingEvents } from '../api/get-events';
import { renderWithApp } from '../test-support/render-with-app';
import { eventDates, UpcomingEvents } from './upcoming-events';

afterEach(cleanup);

const meet: Event = {
  id: 3,
  title: 'Annual volunteer meet',
  description: 'Volunteers of past camps meet to plan the next summer.',
  date: '2026-12-23',
  end_date: '2026-12-24',
  venue: 'New Delhi',
  featured: true,
  image: null,
  image_variants: [],
  created_at: '2026-11-01T00:00:00Z',
  title_hi: null,
  description_hi: null,
  venue_hi: null,
};

/** The state of the block's query, so that a test knows when it has settled. */
function Status() {
  return <output>{useUpcomingEvents().status}</output>;
}

/** Renders the block with the API answering `events`; gives the URLs asked for. */
function renderWith(events: readonly Event[] | 'error') {
  const asked: string[] = [];
  const fetch = async (url: string) => {
    asked.push(url);
    return events === 'error' ? new Response('{}', { status: 500 }) : Response.json(events);
  };
  const view = renderWithApp(
    <>
      <UpcomingEvents id="events" />
      <Status />
    </>,
    { fetch },
  );
  return { asked, ...view };
}

describe('UpcomingEvents', () => {
  it('asks the API for the featured upcoming events and shows each with its dates and place', async () => {
    const { asked } = renderWith([meet, { ...meet, id: 4, title: 'Camp inauguration', end_date: null, venue: null, date: '2027-01-22' }]);
    await screen.findByRole('heading', { name: 'Upcoming Events' });
    expect(asked).toHaveLength(1);
    const query = new URL(asked[0]!).searchParams;
    expect([new URL(asked[0]!).pathname, query.get('featured'), query.get('upcoming')]).toEqual(['/events/', 'true', 'true']);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first!.textContent).toContain('23-12-2026 to 24-12-2026');
    expect(first!.textContent).toContain('New Delhi');
    expect(second!.textContent).toContain('22-01-2027');
    expect(second!.textContent).not.toContain('Venue');
  });

  it('shows nothing, not even its heading, with no upcoming event or on an error', async () => {
    for (const [answer, status] of [
      [[], 'success'],
      ['error', 'error'],
    ] as const) {
      const { container } = renderWith(answer);
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(status));
      expect(container.querySelector('section, h2, ul')).toBeNull();
      cleanup();
    }
  });

  it('writes a one-day event as one date', () => {
    const m = { dateRange: '{from} to {to}', dateUnavailable: 'Date not available' };
    expect(eventDates({ date: '2026-12-23', end_date: null }, m)).toBe('23-12-2026');
    expect(eventDates({ date: '2026-12-23', end_date: '2026-12-23' }, m)).toBe('23-12-2026');
  });
});
