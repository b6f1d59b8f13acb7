import { describe, expect, it } from 'vitest';
import { websiteMessages as en } from '../../shared/messages/en-website';
import { relativeTime } from './relative-time';

const now = new Date('2026-01-15T10:00:00.000Z');
const ago = (seconds: number) => relativeTime(new Date(now.getTime() - seconds * 1000), now, en.web.relativeTime);

describe('relative-time labels on download cards (§9)', () => {
  it('says "just now" at 5 seconds or less', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(5)).toBe('just now');
  });
  it('counts seconds, minutes, hours and days', () => {
    expect(ago(6)).toBe('6 seconds ago');
    expect(ago(60)).toBe('1 minute ago');
    expect(ago(59 * 60)).toBe('59 minutes ago');
    expect(ago(3600)).toBe('1 hour ago');
    expect(ago(5 * 3600)).toBe('5 hours ago');
    expect(ago(86_400)).toBe('1 day ago');
    expect(ago(29 * 86_400)).toBe('29 days ago');
  });
  it('counts months of 30 days and years of 365 days', () => {
    expect(ago(30 * 86_400)).toBe('1 month ago');
    expect(ago(300 * 86_400)).toBe('10 months ago');
    expect(ago(365 * 86_400)).toBe('1 year ago');
    expect(ago(800 * 86_400)).toBe('2 years ago');
  });
  it('treats a future time as just now', () => {
    expect(ago(-100)).toBe('just now');
  });
});
