// Makes the picture that links to the site show when shared (public/images/share.png, 1200 × 630,
// the og:image), once: run `npx tsx scripts/make-share-image.ts` after the artwork changes and
// commit the PNG. It carries no words: the trust's name is the console's to change, and a name
// drawn into a picture would not follow it (decision 0033); the name and tagline go with the link as
// og:title, og:site_name and og:image:alt instead.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const favicon = fs.readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
const mark = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fef3c7"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  <circle cx="1040" cy="400" r="55" fill="#fbbf24"/>
  <path d="M0 490 180 350 320 450 480 300 640 430 820 380 1000 470 1200 400V630H0Z" fill="#86efac"/>
  <path d="M0 540 220 440 400 530 600 410 760 500 1000 460 1200 540V630H0Z" fill="#22c55e"/>
  <path d="M0 590 260 520 500 580 760 500 1000 570 1200 530V630H0Z" fill="#15803d"/>
  <g transform="translate(504 90) scale(6)">${mark}</g>
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(path.join(root, 'public/images/share.png'));
