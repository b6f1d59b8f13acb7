import { describe, expect, it } from 'vitest';
import { filterAmount, isValidAmount } from './donation-amount';

describe('donation amount (§5)', () => {
  it('keeps only digits and the first decimal point', () => {
    expect(filterAmount('1a2b3')).toBe('123');
    expect(filterAmount('12.5.0')).toBe('12.50');
    expect(filterAmount('-500')).toBe('500');
    expect(filterAmount('₹ 1,000')).toBe('1000');
    expect(filterAmount('1e3')).toBe('13');
  });
  it('needs a number above 0', () => {
    expect(isValidAmount('')).toBe(false);
    expect(isValidAmount('0')).toBe(false);
    expect(isValidAmount('0.00')).toBe(false);
    expect(isValidAmount('.')).toBe(false);
    expect(isValidAmount('0.5')).toBe(true);
    expect(isValidAmount('500')).toBe(true);
  });
});
