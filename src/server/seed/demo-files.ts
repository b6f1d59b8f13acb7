// Demo files made on the spot, so seeding downloads nothing: small PDFs and landscape pictures.
import sharp from 'sharp';

/** A valid one-page PDF with the given lines of text (Helvetica). */
export function makePdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const body = [`BT /F1 20 Tf 72 760 Td (${esc(title)}) Tj ET`]
    .concat(lines.map((line, i) => `BT /F1 12 Tf 72 ${720 - i * 18} Td (${esc(line)}) Tj ET`))
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(body)} >>\nstream\n${body}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A hill landscape as a JPEG; `seed` varies the sky, the ridges and the light. */
export async function makeLandscapeJpeg(seed: number, width = 1600, height = 1067): Promise<Buffer> {
  const rand = mulberry32(seed);
  const hue = Math.floor(rand() * 360);
  const sky = `hsl(${hue}, 55%, ${70 + rand() * 15}%)`;
  const sun = `hsl(${(hue + 40) % 360}, 90%, 75%)`;
  const ridge = (level: number, shade: number) => {
    const points: string[] = [`0,${height}`];
    for (let x = 0; x <= width; x += width / 8) {
      points.push(`${x.toFixed(0)},${(height * level + (rand() - 0.5) * height * 0.18).toFixed(0)}`);
    }
    points.push(`${width},${height}`);
    return `<polygon points="${points.join(' ')}" fill="hsl(${(hue + 120) % 360}, 35%, ${shade}%)"/>`;
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>
    <circle cx="${(0.2 + rand() * 0.6) * width}" cy="${height * 0.25}" r="${height * 0.08}" fill="${sun}"/>
    ${ridge(0.45, 55)}${ridge(0.6, 40)}${ridge(0.75, 28)}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

function mulberry32(a: number) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
