import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    [' padded ', '" padded "'],
    [null, ''],
    ['a=b', 'a=b'],
    ['=HYPERLINK("http://evil","x")', '"\'=HYPERLINK(""http://evil"",""x"")"'],
  ])('writes the cell %j as %j, quoting commas, quotes, line breaks and edge spaces', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each(['+91 98765 43210', '-2+3', '@SUM(A1)', '\tcmd'])('turns the would-be formula %j into text', (formula) => {
    expect(csvCell(formula)).toBe(`'${formula}`);
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
