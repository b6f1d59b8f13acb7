// A slot's line under its name tells its times of day too (decision 0030), in the page's language.
import { describe, expect, it } from 'vitest';
import { slotCoordinators } from '../../../shared/messages/en-slot-coordinators';
import { slotCoordinatorsHi } from '../../../shared/messages/hi-slot-coordinators';
import { websiteMessagesHi } from '../../../shared/messages/hi-website';
import { slotDetail } from './slot-texts';

const slot = {
  id: 1,
  name: 'First fortnight',
  camp_id: 1,
  camp_name: 'Dharchula',
  start_date: '2026-05-01',
  end_date: '2026-05-15',
  start_time: '09:00',
  end_time: '13:30',
  capacity: 2,
};

describe('slotDetail', () => {
  it('says the dates, the times of day and the camp', () => {
    expect(slotDetail(slot, slotCoordinators, null)).toBe('01-05-2026 to 15-05-2026 · 9:00 AM – 1:30 PM · Dharchula');
  });
  it('leaves the times out when the slot has none, and says one alone', () => {
    expect(slotDetail({ ...slot, start_time: null, end_time: null }, slotCoordinators, null)).toBe('01-05-2026 to 15-05-2026 · Dharchula');
    expect(slotDetail({ ...slot, end_time: null, camp_name: null }, slotCoordinators, null)).toBe('01-05-2026 to 15-05-2026 · 9:00 AM');
  });
  it('in Hindi, with the parts of the day', () => {
    const line = slotDetail(slot, slotCoordinatorsHi, websiteMessagesHi.web.dates);
    expect(line).toContain('से');
    expect(line).not.toContain('AM');
    expect(line).toMatch(/9:00.*1:30/);
  });
});
