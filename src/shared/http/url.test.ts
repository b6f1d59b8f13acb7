import { describe, expect, it } from 'vitest';
import { apiUrl } from './url';

describe('apiUrl', () => {
  it('joins the origin and the path, whatever slashes they bring', () => {
    expect(apiUrl('http://api.test/', '/api/camp/')).toBe('http://api.test/api/camp/');
    expect(apiUrl('http://api.test', 'announcements/')).toBe('http://api.test/announcements/');
    expect(apiUrl('http://host.test/base//', '/csrf/')).toBe('http://host.test/base/csrf/');
  });

  it('keeps the filled query values only', () => {
    expect(apiUrl('http://api.test', '/api/gallery/', { camp_id: 3, page: 1, status: '', empty: null, none: undefined, ok: false })).toBe(
      'http://api.test/api/gallery/?camp_id=3&page=1&ok=false',
    );
  });
});
