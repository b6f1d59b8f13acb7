import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, encodedTag, matchesTag, readyPage } from './ready-page';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 refusals', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
  });
});

describe('matchesTag', () => {
  const page = readyPage(200, '<p>hello</p>');
  it('matches the tag of any encoded form, weak or strong, in a list or as *', () => {
    expect(matchesTag(encodedTag(page.tag, null), page.tag)).toBe(true);
    expect(matchesTag(encodedTag(page.tag, 'br'), page.tag)).toBe(true);
    expect(matchesTag(`W/${encodedTag(page.tag, 'gzip')}`, page.tag)).toBe(true);
    expect(matchesTag(`"other", ${encodedTag(page.tag, 'br')}`, page.tag)).toBe(true);
    expect(matchesTag('*', page.tag)).toBe(true);
  });
  it('does not match another page or nothing', () => {
    expect(matchesTag(encodedTag(readyPage(200, '<p>bye</p>').tag, 'br'), page.tag)).toBe(false);
    expect(matchesTag(undefined, page.tag)).toBe(false);
    expect(matchesTag('"', page.tag)).toBe(false);
  });
});

describe('readyPage', () => {
  it('tags the content: the same HTML, the same tag', () => {
    expect(readyPage(200, '<p>a</p>').tag).toBe(readyPage(404, '<p>a</p>').tag);
    expect(readyPage(200, '<p>a</p>').tag).not.toBe(readyPage(200, '<p>b</p>').tag);
    expect(zlib.gunzipSync(zlib.gzipSync(readyPage(200, 'x').body)).toString()).toBe('x');
  });
});
