// The web app manifest's icons from the favicon staff uploaded (site pictures, decision 0033): a
// phone that adds the site to its home screen shows the trust's own icon, not the shipped one.
// Cut with sharp to 192 and 512 px (and a maskable 512 with the safe margin), made once per
// uploaded favicon and kept in memory; their address carries a version made from the picture's
// address and time, so they are cached for good and a new upload is a new address.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import type { Fetcher } from '../../web/api/api-client';
import { IMMUTABLE } from './built-assets';

export type ManifestIcon = { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' };
/** The favicon as the site content's reply carries it. */
export type UploadedFavicon = { url: string; updated_at: string };

export const SHIPPED_ICONS: ManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

const SITE_ICONS_PATH = '/site-icons';
/** Each derived icon: its size, and whether it keeps a maskable icon's safe zone (the middle 80%). */
const DERIVED = {
  'icon-192': { size: 192, maskable: false },
  'icon-512': { size: 512, maskable: false },
  'icon-maskable-512': { size: 512, maskable: true },
} as const;
type DerivedName = keyof typeof DERIVED;

export const faviconVersion = (favicon: UploadedFavicon) =>
  createHash('sha256').update(`${favicon.url}\n${favicon.updated_at}`).digest('hex').slice(0, 16);

/** The manifest's icons: derived from the uploaded favicon when there is one, else the shipped ones. */
export function manifestIcons(favicon: UploadedFavicon | null | undefined): ManifestIcon[] {
  if (!favicon) return SHIPPED_ICONS;
  const version = faviconVersion(favicon);
  return (Object.keys(DERIVED) as DerivedName[]).map((name) => {
    const { size, maskable } = DERIVED[name];
    return {
      src: `${SITE_ICONS_PATH}/${version}/${name}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: maskable ? 'maskable' : 'any',
    };
  });
}

/** An icon cut from the favicon's bytes. */
export async function deriveIcon(source: Buffer, name: DerivedName, background: string): Promise<Buffer> {
  const { size, maskable } = DERIVED[name];
  if (!maskable) return sharp(source).resize(size, size, { fit: 'cover' }).png().toBuffer();
  const inner = Math.round(size * 0.8);
  const margin = Math.floor((size - inner) / 2);
  return sharp(source)
    .resize(inner, inner, { fit: 'contain', background: background })
    .extend({ top: margin, left: margin, bottom: size - inner - margin, right: size - inner - margin, background: background })
    .flatten({ background: background })
    .png()
    .toBuffer();
}

/**
 * /site-icons/{version}/{name}.png. `favicon()` reads the favicon in use (null: none uploaded, and
 * the shipped icon answers). An old version answers the current picture, not to be kept.
 * `background`: a maskable icon's margin.
 */
export function registerSiteIcons(
  app: FastifyInstance,
  fetcher: Fetcher,
  favicon: () => Promise<UploadedFavicon | null>,
  background: string,
) {
  // A handful of entries at most (three icons of the favicon in use); cleared when it changes.
  const made = new Map<string, Promise<Buffer>>();
  app.get<{ Params: { version: string; name: string } }>(`${SITE_ICONS_PATH}/:version/:name`, async (request, reply: FastifyReply) => {
    const name = request.params.name.replace(/\.png$/, '') as DerivedName;
    if (!Object.hasOwn(DERIVED, name) || !request.params.name.endsWith('.png')) return reply.code(404).send();
    const current = await favicon();
    if (!current) return reply.redirect(`/icons/${name}.png`, 302);
    const version = faviconVersion(current);
    const key = `${version}/${name}`;
    let icon = made.get(key);
    if (!icon) {
      if (made.size >= 6) made.clear();
      icon = fetcher(current.url, {}).then(async (res) => {
        if (!res.ok) throw new Error(`the favicon answered ${res.status}`);
        return deriveIcon(Buffer.from(await res.arrayBuffer()), name, background);
      });
      // A failed cut is not kept: the next request tries again.
      icon.catch(() => made.delete(key));
      made.set(key, icon);
    }
    const bytes = await icon;
    return reply
      .type('image/png')
      .header('Cache-Control', request.params.version === version ? IMMUTABLE : 'no-cache')
      .header('ETag', `"${key.replace('/', '-')}"`)
      .send(bytes);
  });
}
