import { describe, expect, it } from 'vitest';
import { suppressed } from './reports';

describe('the suppression of small counts in a report', () => {
  it('hides every count under 5, zero included, and any total that would give one back; leaves large counts alone', () => {
    expect(
      suppressed([
        [0, 4, 4],
        [2, 1, 3],
        [2, 5, 7],
      ]),
    ).toEqual([
      [true, true, true],
      [true, true, true],
      // The totals line: 7 - 5 would give back the hidden 2, so 5 is hidden too.
      [true, true, false],
    ]);
    expect(
      suppressed([
        [10, 20, 30],
        [10, 20, 30],
      ]),
    ).toEqual([
      [false, false, false],
      [false, false, false],
    ]);
  });

  it('hides a second count wherever one hidden count could be worked out from a total', () => {
    // Row 0 has one small count (3): its total (13) would give it back, so 10 goes too; then the
    // column of 3 (3 + 30 = 33) hides 30, and row 1 (30 + 20 = 50) hides 20. The totals stay.
    const hidden = suppressed([
      [10, 3, 13],
      [20, 30, 50],
      [30, 33, 63],
    ]);
    expect(hidden).toEqual([
      [true, true, false],
      [true, true, false],
      [false, false, false],
    ]);
    for (const line of [...hidden, ...hidden[0]!.map((_, c) => hidden.map((row) => row[c]!))]) {
      expect(line.filter(Boolean).length).not.toBe(1);
    }
  });

  it('hides a total rather than leave one hidden count alone in a line of totals', () => {
    // Two values, the second all small: its total (2) is hidden; the column totals then have one
    // hidden count only if nothing else is, so the smallest other total is hidden with it.
    const hidden = suppressed([
      [20, 30, 50],
      [1, 1, 2],
      [21, 31, 52],
    ]);
    for (const line of [...hidden, ...hidden[0]!.map((_, c) => hidden.map((row) => row[c]!))]) {
      expect(line.filter(Boolean).length).not.toBe(1);
    }
    expect(hidden[1]).toEqual([true, true, true]);
  });
});
