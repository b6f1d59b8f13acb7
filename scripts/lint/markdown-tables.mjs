// Malformed Markdown tables: what a merge leaves behind (a header below its rows, rows twice) and
// what a hand edit does (a row with a cell too many or too few). A table is a run of lines that
// start with `|`, outside fenced code. It must open with a header row and then one delimiter row
// (`| --- | :-: |`), nothing else may be a delimiter row, every row has the header's number of
// cells, and no row stands twice.

/** The cells of a row: split on `|` that is not escaped (`\|`), as GitHub does, even in code. */
function cells(row) {
  const inner = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

const isDelimiter = (row) => cells(row).every((cell) => /^:?-+:?$/.test(cell));

/**
 * Every problem in the file's tables, as `line N: what`.
 * @param {string} text
 * @returns {string[]}
 */
export function tableProblems(text) {
  const problems = [];
  const lines = text.split('\n');
  let fence = '';
  /** @type {{ line: number, text: string }[]} */
  let table = [];
  const check = () => {
    if (!table.length) return;
    const rows = table;
    table = [];
    const seen = new Map();
    for (const row of rows) {
      const key = cells(row.text).join('|');
      if (isDelimiter(row.text)) continue;
      if (seen.has(key)) problems.push(`line ${row.line}: the same row as line ${seen.get(key)}`);
      else seen.set(key, row.line);
    }
    const [header, delimiter, ...body] = rows;
    if (isDelimiter(header.text)) {
      problems.push(`line ${header.line}: the table opens with a delimiter row, not its header`);
      return;
    }
    if (!delimiter || !isDelimiter(delimiter.text)) {
      problems.push(`line ${header.line}: the table's header is not followed by a delimiter row (| --- |)`);
      return;
    }
    const width = cells(header.text).length;
    for (const row of [delimiter, ...body]) {
      if (row !== delimiter && isDelimiter(row.text)) problems.push(`line ${row.line}: a second delimiter row inside the table`);
      else if (cells(row.text).length !== width) {
        problems.push(`line ${row.line}: ${cells(row.text).length} cells where the header has ${width}`);
      }
    }
  };
  lines.forEach((text, index) => {
    const fenceMark = /^\s*(```|~~~)/.exec(text)?.[1];
    if (fenceMark && (!fence || fence === fenceMark)) {
      check();
      fence = fence ? '' : fenceMark;
      return;
    }
    if (!fence && text.trimStart().startsWith('|')) table.push({ line: index + 1, text });
    else check();
  });
  check();
  return problems;
}
