import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it.each([
    // Commas, quotes, line breaks and edge spaces are quoted.
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    [' padded ', '" padded "'],
    [null, ''],
    // Would-be formulas become text.
    ['=HYPERLINK("http://evil","x")', '"\'=HYPERLINK(""http://evil"",""x"")"'],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['a=b', 'a=b'],
  ])('writes the cell %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('starts with a byte-order mark and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['id', 'name'],
        [
          [1, 'आशा'],
          [2, 'Ravi, Jr.'],
        ],
      ),
    ).toBe('\uFEFFid,name\r\n1,आशा\r\n2,"Ravi, Jr."\r\n');
  });
});
