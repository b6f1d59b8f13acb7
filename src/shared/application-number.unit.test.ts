import { describe, expect, it } from 'vitest';
import { applicationNumber, checkLetter, readApplicationNumber } from './application-number';

describe('application numbers', () => {
  it('are the cycle code, six digits and a check letter, read back whatever the case and spaces', () => {
    const n = applicationNumber('UK26', 123);
    expect(n).toMatch(/^UK26-000123[A-Y]$/);
    expect(readApplicationNumber(` ${n.toLowerCase()} `)).toBe(n);
  });

  it('catch one wrong digit and two swapped digits', () => {
    const n = applicationNumber('UK26', 4512);
    const body = n.slice(0, -1);
    for (let i = 5; i < body.length; i++) {
      const wrong = body.slice(0, i) + String((Number(body[i]) + 1) % 10) + body.slice(i + 1);
      expect(readApplicationNumber(wrong + n.at(-1))).toBeNull();
    }
    const swapped = `${body.slice(0, 8)}${body[9]}${body[8]}${body.slice(10)}`;
    expect(swapped).not.toBe(body);
    expect(checkLetter(swapped)).not.toBe(checkLetter(body));
    expect(readApplicationNumber('UK26-00012')).toBeNull();
  });
});
