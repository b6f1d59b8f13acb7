// Repeated code: the pairs of places that share a run of `minLines` or more lines that are the
// same, or the same shape (other names, strings and numbers: a copy with its names changed).
// A file may pair with itself. Blank lines, comments, lines of punctuation alone and import lines
// do not count, and white space never does. A run of lines that stands in more than
// `tooCommon` places is an idiom of the language or of the codebase (a props list, a describe
// block's opening), not a copy, and is passed over. Pure and deterministic: the same files give
// the same answer, in the same order.

const isDigit = (c) => c >= '0' && c <= '9';
const isHex = (c) => isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
const isNameStart = (c) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c === '$';
const isNamePart = (c) => isNameStart(c) || isDigit(c);

const keywords = new Set(
  `abstract as async await break case catch class const continue debugger declare default delete do else enum export
  extends false finally for from function get if implements import in infer instanceof interface is keyof let new null
  of private protected public readonly return satisfies set static super switch this throw true try type typeof
  undefined unique var void while with yield`.split(/\s+/),
);

/**
 * The file's lines as token strings: `shape` with every name `a`, string `"` and number `0`
 * (CSS keeps its names: there a property list is the shape), `same` as written.
 * @param {string} text
 * @param {boolean} css
 */
export function tokenLines(text, css) {
  /** @type {{ line: number, shape: string[], same: string[] }[]} */
  const lines = [];
  let current = { line: 1, shape: /** @type {string[]} */ ([]), same: /** @type {string[]} */ ([]) };
  const push = (shape, same) => {
    current.shape.push(shape);
    current.same.push(same);
  };
  const newline = () => {
    lines.push(current);
    current = { line: current.line + 1, shape: [], same: [] };
  };
  // Template literals nest: `${` opens code inside a template, whose `}` (at depth 0) returns to it.
  /** @type {number[]} */
  const braces = [];
  let i = 0;
  const n = text.length;
  const readTemplate = () => {
    // From just after a backtick or a `}` that closes `${`: to the closing backtick or the next `${`.
    const start = i;
    while (i < n) {
      const c = text[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        i++;
        break;
      } else if (c === '$' && text[i + 1] === '{') {
        i += 2;
        braces.push(0);
        break;
      } else {
        if (c === '\n') {
          push('"', text.slice(start, i));
          newline();
        }
        i++;
      }
    }
    push('"', text.slice(start, i));
  };
  while (i < n) {
    const c = text[i];
    if (c === '\n') {
      newline();
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r') i++;
    else if (c === '/' && text[i + 1] === '/' && !css) {
      while (i < n && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      i += 2;
      while (i < n && !(text[i] === '*' && text[i + 1] === '/')) {
        if (text[i] === '\n') newline();
        i++;
      }
      i += 2;
    } else if (c === '"' || c === "'") {
      const start = i++;
      while (i < n && text[i] !== c && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      i++;
      push('"', text.slice(start, i));
    } else if (c === '`' && !css) {
      i++;
      readTemplate();
    } else if (isDigit(c) || (c === '#' && css && isHex(text[i + 1] ?? ''))) {
      const start = i++;
      while (i < n && (isNamePart(text[i]) || text[i] === '.')) i++;
      push('0', text.slice(start, i));
    } else if (isNameStart(c) || (css && c === '-' && (isNameStart(text[i + 1] ?? '') || text[i + 1] === '-'))) {
      const start = i++;
      while (i < n && (isNamePart(text[i]) || (css && text[i] === '-'))) i++;
      const word = text.slice(start, i);
      push(css || keywords.has(word) ? word : 'a', word);
    } else {
      if (braces.length && (c === '{' || c === '}')) {
        if (c === '{') braces[braces.length - 1]++;
        else if (braces[braces.length - 1] === 0) {
          braces.pop();
          i++;
          readTemplate();
          continue;
        } else braces[braces.length - 1]--;
      }
      push(c, c);
      i++;
    }
  }
  lines.push(current);
  return lines;
}

/**
 * The lines that count, as `{ line, shape, same }` with the tokens joined.
 * @param {string} path
 * @param {string} text
 */
export function countedLines(path, text) {
  const css = path.endsWith('.css');
  const kept = [];
  let inImport = false;
  for (const { line, shape, same } of tokenLines(text, css)) {
    if (!shape.length) continue;
    if (inImport) {
      inImport = !same.includes('from'); // `import {` … `} from '…'` spans lines
      continue;
    }
    const first = same[0];
    if ((first === 'import' && shape[1] !== '(' && !css) || (first === 'export' && same.includes('from'))) {
      inImport = !(same.includes('from') || shape[1] === '"');
      continue;
    }
    if (!shape.some((token) => /^[\w"$]/.test(token))) continue; // punctuation alone
    kept.push({ line, shape: shape.join(' '), same: same.join(' ') });
  }
  return kept;
}

/**
 * Every pair of places sharing a run of `minLines` counted lines, one row per pair of files (the
 * longest run named, how many runs they share), most shared first.
 * @param {{ path: string, text: string }[]} files
 * @param {{ minLines?: number, tooCommon?: number }} [options]
 */
export function duplicatePairs(files, { minLines = 6, tooCommon = 8, commonLine = 30, tellingLines = 2 } = {}) {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const counted = sorted.map((file) => countedLines(file.path, file.text));
  /** @type {Map<string, [number, number][]>} */
  const places = new Map();
  /** How often each line's shape stands in the tree: a common one (`a: a,`) says little of a copy. */
  const frequency = new Map();
  for (const lines of counted) for (const { shape } of lines) frequency.set(shape, (frequency.get(shape) ?? 0) + 1);
  counted.forEach((lines, f) => {
    for (let i = 0; i + minLines <= lines.length; i++) {
      let key = '';
      let telling = 0;
      for (let k = 0; k < minLines; k++) {
        key += `${lines[i + k].shape}\n`;
        if (frequency.get(lines[i + k].shape) <= commonLine) telling++;
      }
      if (telling < tellingLines) {
        key = '';
        for (let k = 0; k < minLines; k++) key += `${lines[i + k].same}\n`;
      }
      const list = places.get(key);
      if (list) list.push([f, i]);
      else places.set(key, [[f, i]]);
    }
  });
  /** Per pair of files, per offset between them: the window starts on the first file's side. */
  /** @type {Map<string, number[]>} */
  const diagonals = new Map();
  for (const list of places.values()) {
    if (list.length < 2 || list.length > tooCommon) continue;
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        const [fa, ia] = list[x];
        const [fb, ib] = list[y];
        if (fa === fb && Math.abs(ia - ib) < minLines) continue; // a run overlapping itself
        const key = `${fa} ${fb} ${ib - ia}`;
        const starts = diagonals.get(key);
        if (starts) starts.push(ia);
        else diagonals.set(key, [ia]);
      }
    }
  }
  /** @type {Map<string, { a: string, b: string, lines: number, from: number[], same: boolean, runs: number }>} */
  const pairs = new Map();
  for (const [key, starts] of diagonals) {
    const [fa, fb, offset] = key.split(' ').map(Number);
    starts.sort((p, q) => p - q);
    let runStart = starts[0];
    for (let s = 0; s < starts.length; s++) {
      if (s + 1 < starts.length && starts[s + 1] === starts[s] + 1) continue;
      const first = runStart;
      const last = starts[s] + minLines - 1;
      runStart = starts[s + 1];
      const left = counted[fa];
      const right = counted[fb];
      let same = true;
      for (let k = first; k <= last; k++) same &&= left[k].same === right[k + offset].same;
      const pairKey = `${fa} ${fb}`;
      const lines = last - first + 1;
      const old = pairs.get(pairKey);
      const run = {
        a: `${sorted[fa].path}:${left[first].line}-${left[last].line}`,
        b: `${sorted[fb].path}:${right[first + offset].line}-${right[last + offset].line}`,
        lines,
        from: [fa, first],
        same,
        runs: (old?.runs ?? 0) + 1,
      };
      if (!old || lines > old.lines) pairs.set(pairKey, run);
      else old.runs++;
    }
  }
  return [...pairs.values()]
    .sort((p, q) => q.lines - p.lines || p.from[0] - q.from[0] || p.from[1] - q.from[1] || (p.b < q.b ? -1 : 1))
    .map(({ a, b, lines, same, runs }) => ({ a, b, lines, same, runs }));
}
