import { describe, expect, it } from 'vitest';
import { tableProblems } from './markdown-tables.mjs';

describe('Markdown tables', () => {
  it('accepts a header, a delimiter row (with alignment) and rows of the same width, and ignores fenced code', () => {
    const text = '| No. | Decision |\n| --- | -------: |\n| 1 | a `x \\| y` b |\n\n```\n| not | a table\n```\n';
    expect(tableProblems(text)).toEqual([]);
  });

  it('catches the header below its rows and rows standing twice, as a merge leaves them', () => {
    const text = 'Intro\n\n| --- | --- |\n| No. | Decision |\n| 1 | one |\n| 1 | one |\n| 2 | two |\n';
    expect(tableProblems(text)).toEqual(['line 6: the same row as line 5', 'line 3: the table opens with a delimiter row, not its header']);
  });

  it('catches a missing delimiter row, a second one, and a row with a cell too many or too few', () => {
    expect(tableProblems('| a | b |\n| 1 | 2 |\n')).toEqual(["line 1: the table's header is not followed by a delimiter row (| --- |)"]);
    expect(tableProblems('| a | b |\n| - | - |\n| 1 | 2 | 3 |\n| - | - |\n| 4 |\n')).toEqual([
      'line 3: 3 cells where the header has 2',
      'line 4: a second delimiter row inside the table',
      'line 5: 1 cells where the header has 2',
    ]);
  });
});
