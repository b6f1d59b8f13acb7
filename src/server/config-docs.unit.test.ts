// docs/configuration.md against the schema in config.ts: a variable added, renamed or removed, or a
// default changed, fails here until the table says so.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, settingNames } from './config';

const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/configuration.md'), 'utf8');
/** The table's rows: the variable and its Default cell. */
const rows = doc
  .split('\n')
  .filter((line) => /^\| `[A-Z0-9_]+`/.test(line))
  .map((line) => {
    const [name = '', byDefault = ''] = line
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.trim());
    return { name: name.replaceAll('`', ''), byDefault };
  });

describe('docs/configuration.md', () => {
  it('documents every variable the server reads, once, and none it does not', () => {
    const documented = rows.map((row) => row.name);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...settingNames].sort());
  });

  it('gives the default the server takes wherever it writes one in backticks', () => {
    const config: Record<string, unknown> = { ...loadConfig({}) };
    const literal = rows.filter((row) => /^`[^`]*`$/.test(row.byDefault));
    expect(literal.length).toBeGreaterThan(30);
    for (const { name, byDefault } of literal) {
      const written = byDefault.slice(1, -1).replace(/\$(API_PORT|PORT)\b/g, (_, port: string) => String(config[port]));
      expect({ name, value: String(config[name]) }).toEqual({ name, value: written });
    }
  });
});
