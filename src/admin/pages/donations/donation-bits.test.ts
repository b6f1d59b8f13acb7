import { describe, expect, it } from 'vitest';
import { financialYearOf, recentYears } from './donation-bits';
import { csvHeader } from './import-page';
import { upiIdProblem } from './settings-page';

describe('the donation screens’ helpers', () => {
  it('read a statement’s column names, quoted ones with commas and a byte-order mark included', () => {
    expect(csvHeader('\uFEFFTxn Date,"Narration, details",Credit\r\n1,2,3')).toEqual(['Txn Date', 'Narration, details', 'Credit']);
    expect(csvHeader('"Say ""hi""",B\n')).toEqual(['Say "hi"', 'B']);
    expect(csvHeader('')).toEqual([]);
  });

  it('refuse a malformed or a personal UPI ID before it is sent', () => {
    expect(upiIdProblem('')).toBe('');
    expect(upiIdProblem('hillcamps.trust@sbi')).toBe('');
    expect(upiIdProblem('not an id')).toMatch(/UPI ID such as/);
    expect(upiIdProblem('9876543210@ybl')).toMatch(/personal UPI ID/);
  });

  it('name financial years from April to March', () => {
    expect(financialYearOf('2026-03-31')).toBe('FY2025-26');
    expect(financialYearOf('2026-04-01')).toBe('FY2026-27');
    expect(financialYearOf('2099-12-01')).toBe('FY2099-00');
    expect(recentYears('2026-11-28')).toEqual(['FY2026-27', 'FY2025-26', 'FY2024-25', 'FY2023-24', 'FY2022-23', 'FY2021-22']);
  });
});
