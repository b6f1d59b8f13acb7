import { describe, expect, it } from 'vitest';
import { pageMetaTags, SHARE_IMAGE } from './page-meta';

const origin = 'https://hillcamps.example.org';
const site = {
  name: 'Hill Camps Education Trust',
  shortName: 'Hill Camps',
  tagline: 'Empowering young minds',
  description: 'Free residential coaching camps in the hills.',
  email: 'contact@hillcamps.example.org',
  phone: '+91 98765 43210',
  address: 'Hill Camps Education Trust\nRaj Nagar\nGhaziabad',
  donateUrl: 'https://www.paypal.com/donate',
};
const jsonLd = (tags: string[]) =>
  tags.flatMap((t) => t.match(/^<script type="application\/ld\+json">([\s\S]*)<\/script>$/)?.[1] ?? []).map((j) => JSON.parse(j));
const content = (tags: string[], key: string) => tags.find((t) => t.includes(`"${key}"`))?.match(/content="([^"]*)"/)?.[1];

describe('page meta', () => {
  const tags = pageMetaTags(origin, { path: '/downloads', title: 'Downloads | Trust', description: 'Brochures & "reports"', site });

  it('gives the canonical address and share card on the public origin', () => {
    expect(tags).toContain(`<link rel="canonical" href="${origin}/downloads">`);
    expect(content(tags, 'og:url')).toBe(`${origin}/downloads`);
    expect(content(tags, 'og:title')).toBe('Downloads | Trust');
    expect(content(tags, 'og:description')).toBe('Brochures &amp; &quot;reports&quot;');
    expect(content(tags, 'og:image')).toBe(`${origin}${SHARE_IMAGE.path}`);
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'twitter:image')).toBe(`${origin}${SHARE_IMAGE.path}`);
  });

  it('uses the share picture and the favicon staff uploaded (decision 0033), the built-in ones otherwise', () => {
    expect(tags.some((t) => t.includes('rel="icon"'))).toBe(false);
    const shareImage = { url: 'https://api.example.org/media/site/abc.jpg', width: 1200, height: 630, type: 'image/jpeg' };
    const own = pageMetaTags(origin, {
      path: '/',
      title: 'Trust',
      description: '',
      site: { ...site, shareImage, favicon: 'https://api.example.org/media/site/icon.png' },
    });
    expect(content(own, 'og:image')).toBe(shareImage.url);
    expect(content(own, 'og:image:type')).toBe('image/jpeg');
    expect(content(own, 'twitter:image')).toBe(shareImage.url);
    expect(own).toContain('<link rel="icon" href="https://api.example.org/media/site/icon.png" type="image/png">');
    expect(own).toContain('<link rel="apple-touch-icon" href="https://api.example.org/media/site/icon.png">');
  });

  it('names the trust as an NGO with its logo and contact details, and no event on a plain page', () => {
    const data = jsonLd(tags);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NGO',
      name: site.name,
      description: site.description,
      slogan: site.tagline,
      url: `${origin}/`,
      logo: `${origin}/images/logo.png`,
      email: site.email,
      telephone: site.phone,
      address: { name: 'Hill Camps Education Trust', streetAddress: 'Raj Nagar, Ghaziabad' },
    });
  });

  it('leaves out the contact details staff have not filled in', () => {
    const bare = { ...site, shortName: '', tagline: '', description: '', email: '', phone: '', address: '' };
    const [data] = jsonLd(pageMetaTags(origin, { path: '/', title: 'T', description: 'D', site: bare }));
    expect(data).toMatchObject({ name: site.name });
    for (const key of ['alternateName', 'description', 'slogan', 'email', 'telephone', 'address']) expect(data).not.toHaveProperty(key);
  });

  it('leaves out the description tags of a page without a description', () => {
    const none = pageMetaTags(origin, { path: '/', title: 'T', description: '', site });
    expect(content(none, 'og:description')).toBeUndefined();
    expect(content(none, 'twitter:description')).toBeUndefined();
    expect(content(none, 'og:title')).toBe('T');
  });

  it('adds the announced event with its start, venue and organiser, its text unable to end the block', () => {
    const event = {
      name: 'Screening test',
      description: 'Bring a pencil </script><b>',
      startDate: '2026-11-27T04:30:00.000Z',
      venue: 'GIC Dharchula',
    };
    const withEvent = pageMetaTags(origin, { path: '/announcement/4', title: 'T', description: 'D', event, site });
    expect(withEvent.filter((t) => t.includes('</script>'))).toHaveLength(2);
    const data = jsonLd(withEvent).find((d) => d['@type'] === 'Event');
    expect(data).toMatchObject({
      name: 'Screening test',
      description: event.description,
      startDate: event.startDate,
      url: `${origin}/announcement/4`,
      location: { '@type': 'Place', name: 'GIC Dharchula' },
      organizer: { name: site.name },
    });
    const noVenue = jsonLd(
      pageMetaTags(origin, { path: '/announcement/5', title: 'T', description: 'D', event: { ...event, venue: null }, site }),
    );
    expect(noVenue[1]).not.toHaveProperty('location');
  });
});
