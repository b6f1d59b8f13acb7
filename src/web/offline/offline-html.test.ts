import { describe, expect, it } from 'vitest';
import { offlineMessages } from '../../shared/messages/en-offline';
import { offlineMessagesHi } from '../../shared/messages/hi-offline';
import { htmlLang, htmlTitle, noteText, offlinePageHtml, pathLang, savedAge, withNote } from './offline-html';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const now = Date.UTC(2026, 10, 25, 12, 0, 0);

describe('the saved-copy note', () => {
  it('says how old the copy is, in words', () => {
    const j = offlineMessages.note.justNow;
    expect(savedAge(now - 20_000, now, 'en', j)).toBe('a moment ago');
    expect(savedAge(now - 5 * MINUTE, now, 'en', j)).toBe('5 minutes ago');
    expect(savedAge(now - 3 * HOUR - 10 * MINUTE, now, 'en', j)).toBe('3 hours ago');
    expect(savedAge(now - DAY - HOUR, now, 'en', j)).toBe('yesterday');
    expect(savedAge(now - 4 * DAY, now, 'en', j)).toBe('4 days ago');
    expect(savedAge(now - 70 * DAY, now, 'en', j)).toBe('2 months ago');
    // A clock set back, or a copy with no time: never "in 3 hours".
    expect(savedAge(now + HOUR, now, 'en', j)).toBe('a moment ago');
    expect(savedAge(Number.NaN, now, 'en', j)).toBe('a moment ago');
  });

  it('reads as a sentence from the catalogue, in the page language', () => {
    expect(noteText('offline', now - 3 * HOUR, now, 'en')).toBe('You are offline. This page was saved 3 hours ago.');
    expect(noteText('slow', now - 2 * MINUTE, now, 'en')).toBe('The connection is not answering. This page was saved 2 minutes ago.');
    const hi = noteText('offline', now - 3 * HOUR, now, 'hi');
    expect(hi.startsWith('आप ऑफ़लाइन हैं।')).toBe(true);
    expect(hi).toContain('3 घंटे पहले');
  });

  it('goes first in the body, outside the React root, as a polite status', () => {
    const page =
      '<!doctype html><html lang="en"><head><title>x</title></head><body class="b">\n<div id="root"><p>Hi</p></div></body></html>';
    const noted = withNote(page, 'You are offline. <b>&</b>');
    expect(noted).toContain(
      '<body class="b">\n<div class="offline-note" role="status">You are offline. &lt;b&gt;&amp;&lt;/b&gt;</div>\n<div id="root">',
    );
    expect(noted.replace(/<div class="offline-note"[^>]*>[^<]*<\/div>\n?/, '')).toBe(page);
  });
});

describe('languages and titles of kept pages', () => {
  it('takes the language from the page, English when unknown', () => {
    expect(htmlLang('<!doctype html>\n<html lang="hi"><head>')).toBe('hi');
    expect(htmlLang('<html class="x" lang="en">')).toBe('en');
    expect(htmlLang('<html lang="fr">')).toBe('en');
    expect(htmlLang('<html>')).toBe('en');
  });

  it('takes the language of an address from its first segment', () => {
    expect(pathLang('/hi/for-students')).toBe('hi');
    expect(pathLang('/hi')).toBe('hi');
    expect(pathLang('/for-students')).toBe('en');
    expect(pathLang('/history')).toBe('en');
  });

  it('reads a page title with its entities', () => {
    expect(htmlTitle('<head><title>Q&amp;A &#x27;25 | Trust</title></head>')).toBe("Q&A '25 | Trust");
    expect(htmlTitle('<head></head>')).toBe('');
  });
});

describe('the offline page', () => {
  const base = {
    url: 'https://camps.example.org/trustees?x=1',
    styles: ['/assets/index-Ab12.css'],
    savedFilesUrl: null,
  };

  it('says the page is not kept, offers to try again and lists the kept pages', () => {
    const html = offlinePageHtml({
      ...base,
      lang: 'en',
      pages: [
        { url: 'https://camps.example.org/for-students', title: 'For Students | Trust' },
        { url: 'https://camps.example.org/about-us', title: '' },
      ],
      savedFilesUrl: 'https://camps.example.org/for-students',
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<h1>${offlineMessages.page.title}</h1>`);
    expect(html).toContain(offlineMessages.page.text);
    expect(html).toContain(`<a href="/trustees?x=1">${offlineMessages.page.tryAgain}</a>`);
    expect(html).toContain('<a href="/for-students">For Students | Trust</a>');
    expect(html).toContain('<a href="/about-us">/about-us</a>');
    expect(html).toContain(`<a href="/for-students#saved">${offlineMessages.page.savedFiles}</a>`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-Ab12.css">');
    // Nothing inline: its policy allows only its own stylesheets.
    expect(html).not.toMatch(/<script|<style|style=/);
  });

  it('speaks the language of the address and escapes what it shows', () => {
    const html = offlinePageHtml({ ...base, lang: 'hi', pages: [{ url: 'https://camps.example.org/hi/x', title: '<img src=x>' }] });
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(offlineMessagesHi.page.title);
    expect(html).toContain('&lt;img src=x&gt;');
    expect(offlinePageHtml({ ...base, lang: 'en', pages: [] })).toContain(offlineMessages.page.noSavedPages);
  });
});
