import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ORGANIZATION_TYPES, PARTNERSHIP_OPTIONS, VOLUNTEER_ROLES } from './constants';

// The lists of §5 as the specification words them, so that a list here cannot drift from it.
const specification = readFileSync(new URL('../../docs/specification.md', import.meta.url), 'utf8');
const specList = (name: string, separator: string) => {
  const line = specification.split('\n').find((l) => l.startsWith(`- ${name}: `));
  return line
    ?.slice(name.length + 4)
    .replace(/\.$/, '')
    .split(separator);
};

describe('business constants', () => {
  it.each([
    ['Volunteer roles', ', ', VOLUNTEER_ROLES],
    ['Organization types', ', ', ORGANIZATION_TYPES],
    ['Partnership options', '; ', PARTNERSHIP_OPTIONS],
  ] as const)('%s are the specification’s, in its order', (name, separator, list) => {
    expect(list).toEqual(specList(name, separator));
  });
});
