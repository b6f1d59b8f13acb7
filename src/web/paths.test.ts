import { describe, expect, it } from 'vitest';
import { langPath, paths, sectionRedirect, splitLangPath } from './paths';

describe('language paths', () => {
  it('splits a URL path into its language and the site path', () => {
    expect(splitLangPath('/')).toEqual({ lang: 'en', path: '/' });
    expect(splitLangPath('/about-us')).toEqual({ lang: 'en', path: '/about-us' });
    expect(splitLangPath('/hi')).toEqual({ lang: 'hi', path: '/' });
    expect(splitLangPath('/hi/')).toEqual({ lang: 'hi', path: '/' });
    expect(splitLangPath('/hi/announcement/1')).toEqual({ lang: 'hi', path: '/announcement/1' });
    expect(splitLangPath('/hi/downloads/gallery/1')).toEqual({ lang: 'hi', path: '/downloads/gallery/1' });
    // Only the whole first segment is the language.
    expect(splitLangPath('/history')).toEqual({ lang: 'en', path: '/history' });
    expect(splitLangPath('/hindi')).toEqual({ lang: 'en', path: '/hindi' });
  });

  it('puts a site path in a language, query and hash kept', () => {
    expect(langPath('/', 'hi')).toBe('/hi');
    expect(langPath('/about-us', 'hi')).toBe('/hi/about-us');
    expect(langPath(paths.announcement(1), 'hi')).toBe('/hi/announcement/1');
    expect(langPath('/?page=2', 'hi')).toBe('/hi?page=2');
    expect(langPath('/#main', 'hi')).toBe('/hi#main');
    expect(langPath('/for-students?tab=results&page=2', 'hi')).toBe('/hi/for-students?tab=results&page=2');
    expect(langPath('/about-us#vision', 'hi')).toBe('/hi/about-us#vision');
    expect(langPath('/about-us', 'en')).toBe('/about-us');
  });

  it('leaves the console’s pages, other origins and relative paths alone', () => {
    for (const path of [paths.login, paths.register, '/admin', '/admin/inbox', '/login?next=x']) expect(langPath(path, 'hi')).toBe(path);
    expect(langPath('//cdn.example.org/x', 'hi')).toBe('//cdn.example.org/x');
    expect(langPath('https://example.org/', 'hi')).toBe('https://example.org/');
    expect(langPath('#main', 'hi')).toBe('#main');
    // A page whose name only begins like the console's is the site's.
    expect(langPath('/logins', 'hi')).toBe('/hi/logins');
  });

  it('round-trips every page of the site', () => {
    for (const path of ['/', '/about-us', '/teaching', '/announcement/7', '/downloads/gallery/2', '/slot-coordinators']) {
      expect(splitLangPath(langPath(path, 'hi'))).toEqual({ lang: 'hi', path });
      expect(splitLangPath(langPath(path, 'en'))).toEqual({ lang: 'en', path });
    }
  });

  it('sends a Hindi section link to the section of the Hindi page', () => {
    expect(langPath(sectionRedirect(splitLangPath('/hi/mission').path)!, 'hi')).toBe('/hi/about-us#mission');
  });
});
