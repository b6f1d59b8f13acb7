import { describe, expect, it } from 'vitest';
import { form10bdDue } from './form-10bd-reminder';

describe('the Form 10BD reminder', () => {
  it('names the past financial year from 1 to 31 May only', () => {
    expect(form10bdDue('2027-04-30', [])).toBeNull();
    expect(form10bdDue('2027-05-01', [])).toBe('FY2026-27');
    expect(form10bdDue('2027-05-31', new Set<string>())).toBe('FY2026-27');
    expect(form10bdDue('2027-06-01', [])).toBeNull();
    expect(form10bdDue('2030-05-15', [])).toBe('FY2029-30');
  });

  it('stops once the year is marked filed', () => {
    expect(form10bdDue('2027-05-10', ['FY2026-27'])).toBeNull();
    expect(form10bdDue('2027-05-10', new Set(['FY2025-26']))).toBe('FY2026-27');
  });
});
