import { describe, expect, it } from 'vitest';
import { countedLines, duplicatePairs } from './duplicates.mjs';

const block = (name: string, field: string, limit: number) => `
export function ${name}(input: Record<string, string>) {
  const value = input['${field}'] ?? '';
  if (value.length > ${limit}) throw new RangeError('too long: ${field}');
  const trimmed = value.trim().replace(/\\s+/g, ' ');
  audit.record({ kind: '${field}', size: trimmed.length });
  return { [${JSON.stringify(field)}]: trimmed, checkedAt: Date.now() };
}
`;

describe('repeated code', () => {
  it('pairs two places that share six lines of the same shape, with other names, strings and numbers', () => {
    const pairs = duplicatePairs([
      { path: 'a.ts', text: block('cleanName', 'name', 80) },
      { path: 'b.ts', text: `// another\n${block('cleanCity', 'city', 40)}` },
    ]);
    expect(pairs).toEqual([{ a: 'a.ts:2-7', b: 'b.ts:3-8', lines: 6, same: false, runs: 1 }]);
  });

  it('tells an exact copy from a renamed one, and finds a copy inside one file', () => {
    const pairs = duplicatePairs([{ path: 'a.ts', text: block('clean', 'name', 80) + block('clean', 'name', 80) }]);
    expect(pairs).toEqual([{ a: 'a.ts:2-7', b: 'a.ts:10-15', lines: 6, same: true, runs: 1 }]);
  });

  it('does not pair five shared lines, and passes over blank lines, comments and imports', () => {
    const five = block('clean', 'name', 80).split('\n').slice(0, 6).join('\n');
    expect(
      duplicatePairs([
        { path: 'a.ts', text: five },
        { path: 'b.ts', text: five },
      ]),
    ).toEqual([]);
    const lines = countedLines('c.ts', "import {\n  a,\n} from './a';\n\n/* note\n   more */\nconst x = `t\n$" + '{y}`; // why\n)}\n');
    expect(lines.map((line) => line.line)).toEqual([7, 8]);
  });

  it('compares by shape only where the lines say something: a list of common lines must be the same to the letter', () => {
    const fields = (names: string[]) => `interface X {\n${names.map((n) => `  ${n}: string;`).join('\n')}\n}\n`;
    const common = Array.from({ length: 31 }, (_, i) => ({ path: `c${i}.ts`, text: '  common: string;\n' }));
    const pairs = duplicatePairs([
      ...common,
      { path: 'p.ts', text: fields(['a', 'b', 'c', 'd', 'e', 'f']) },
      { path: 'q.ts', text: fields(['g', 'h', 'i', 'j', 'k', 'l']) },
    ]);
    expect(pairs).toEqual([]);
  });
});
