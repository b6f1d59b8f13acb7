// Makes the web app manifest's icons (public/icons/) from the site's favicon artwork
// (public/favicon.svg), once: run `npx tsx scripts/make-icons.ts` after the artwork changes and
// commit the PNG files. "any" icons keep the favicon's rounded square; the maskable one and the
// Apple touch icon fill the square with the background and keep the picture inside the middle
// 80 % circle that every launcher's mask leaves visible.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const favicon = fs.readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
const out = path.join(root, 'public/icons');
fs.mkdirSync(out, { recursive: true });

// The favicon: a 32 × 32 rounded square (the background) and the picture drawn over it.
const background = /<rect[^>]*fill="(#[0-9a-fA-F]{3,6})"/.exec(favicon)?.[1];
const picture = favicon
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');
if (!background || !picture.includes('<path'))
  throw new Error('public/favicon.svg is not the rounded square with a picture this script expects');

/** Full-bleed background, the picture scaled to `scale` about the centre. */
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/>` +
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${picture}</g></svg>`;

const render = (svg: string, size: number, file: string) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));

await render(favicon, 192, 'icon-192.png');
await render(favicon, 512, 'icon-512.png');
// The picture reaches 15.9 units from the centre at full size; the safe circle's radius is 12.8.
await render(fullBleed(0.75), 512, 'icon-maskable-512.png');
await render(fullBleed(0.85), 180, 'apple-touch-icon.png');
