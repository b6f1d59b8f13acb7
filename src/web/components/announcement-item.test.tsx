// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleAnnouncement } from '../../shared/test-support/samples';
import { renderWithApp } from '../test-support/render-with-app';
import { AnnouncementItem } from './announcement-item';

afterEach(cleanup);

// 20:00 UTC on the 26th: the 27th in India.
const screeningTest = sampleAnnouncement({ time: '2026-11-26T20:00:00.000Z' });

describe('AnnouncementItem', () => {
  it('shows the day of the event in India time, and the day it was posted as secondary text', () => {
    const { container } = renderWithApp(<AnnouncementItem announcement={screeningTest} />);
    expect(container.querySelector('time')?.textContent).toBe('27-11-2026');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe(screeningTest.time);
    expect(screen.getByText('Posted 20-11-2026')).toBeTruthy();
    expect(container.textContent).not.toMatch(/^20-11-2026/);
  });

  it('shows on a Hindi page the Hindi staff gave, and the English text where they gave none', () => {
    const hindi = { ...screeningTest, title_hi: '2026 शिविर के लिए चयन परीक्षा', text_hi: '  ' };
    renderWithApp(<AnnouncementItem announcement={hindi} />, { lang: 'hi' });
    expect(screen.getByRole('link').textContent).toBe('2026 शिविर के लिए चयन परीक्षा');
    expect(screen.getByText('Bring a pencil.')).toBeTruthy();
    cleanup();
    // The same announcement on an English page.
    renderWithApp(<AnnouncementItem announcement={hindi} />);
    expect(screen.getByRole('link').textContent).toBe('Screening test for the 2026 camp');
  });

  it('shows only the posted day when the announcement has no valid time', () => {
    for (const time of [null, 'soon']) {
      const { container } = renderWithApp(<AnnouncementItem announcement={{ ...screeningTest, time }} />);
      expect(container.querySelector('time')).toBeNull();
      expect(container.textContent).toContain('Posted 20-11-2026');
      expect(container.textContent).not.toContain('Date not available');
      cleanup();
    }
  });
});
