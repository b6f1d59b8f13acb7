import { describe, expect, it } from 'vitest';
import { sectionRedirect } from '../paths';
import { lines, NO_SITE_CONTENT, paragraphs, socialLinks } from './get-site-content';

describe('reading the site content', () => {
  it('links only the social pages staff filled in, in the footer order', () => {
    const settings = { ...NO_SITE_CONTENT.settings, youtube_url: 'https://youtube.com/@t', facebook_url: 'https://facebook.com/t' };
    expect(socialLinks(settings)).toEqual([
      { name: 'Facebook', href: 'https://facebook.com/t' },
      { name: 'YouTube', href: 'https://youtube.com/@t' },
    ]);
    expect(socialLinks(NO_SITE_CONTENT.settings)).toEqual([]);
  });

  it('splits a message into paragraphs at blank lines, and an address into its lines', () => {
    expect(paragraphs('One\nstill one.\n\n  Two  \n\n\n')).toEqual(['One\nstill one.', 'Two']);
    expect(paragraphs('')).toEqual([]);
    expect(lines('Trust\n Raj Nagar \n\nGhaziabad')).toEqual(['Trust', 'Raj Nagar', 'Ghaziabad']);
  });

  it('leads /programs/{slug} to the section of any program, and leaves other paths alone', () => {
    expect(sectionRedirect('/programs/summer-camp-2')).toBe('/teaching#program-summer-camp-2');
    expect(sectionRedirect('/programs')).toBe('/teaching#programs');
    expect(sectionRedirect('/programs/Not_A_Slug')).toBeUndefined();
    expect(sectionRedirect('/trustees')).toBeUndefined();
  });
});
