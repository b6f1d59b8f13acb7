// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, readConsoleConfig } from './config';

describe('readConsoleConfig', () => {
  it('reads the API origin the server wrote into the page, else the default', () => {
    document.head.innerHTML = '<meta name="api-url" content="https://api.example.org">';
    expect(readConsoleConfig(document)).toEqual({ apiUrl: 'https://api.example.org' });
    document.head.innerHTML = '';
    expect(readConsoleConfig(document)).toEqual({ apiUrl: DEFAULT_API_URL });
  });
});
