import { describe, expect, it } from 'vitest';
import { createCsrfSource } from './csrf';

function counted(tokens: string[]) {
  const paths: string[] = [];
  const getJson = async (path: string) => {
    paths.push(path);
    return { csrfToken: tokens.shift() };
  };
  return { paths, getJson };
}

describe('the CSRF header', () => {
  it('carries the csrftoken cookie when the page can read it', async () => {
    const { paths, getJson } = counted(['fetched']);
    const csrf = createCsrfSource(getJson, () => 'theme=dark; csrftoken=from%20cookie');
    await expect(csrf.header()).resolves.toEqual({ 'X-CSRFToken': 'from cookie' });
    expect(paths).toEqual([]);
  });

  it('else the token of GET /api/csrf/, fetched once and then reused', async () => {
    const { paths, getJson } = counted(['first', 'second']);
    const csrf = createCsrfSource(getJson);
    await expect(csrf.header()).resolves.toEqual({ 'X-CSRFToken': 'first' });
    await expect(csrf.header()).resolves.toEqual({ 'X-CSRFToken': 'first' });
    expect(paths).toEqual(['/api/csrf/']);
  });

  it('is fetched afresh on demand, and the fresh one is reused', async () => {
    const { getJson } = counted(['stale', 'new']);
    const csrf = createCsrfSource(getJson, () => '');
    await csrf.header();
    await expect(csrf.freshHeader()).resolves.toEqual({ 'X-CSRFToken': 'new' });
    await expect(csrf.header()).resolves.toEqual({ 'X-CSRFToken': 'new' });
  });
});
