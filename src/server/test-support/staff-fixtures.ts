// Test fixtures for staff calls: accounts and tokens made straight in the database (no slow
// password hashing unless a password is asked for), camps, and request helpers.
import { crc32, deflateSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { createHarness, type Harness } from './api-harness';
import { hashPassword } from '../features/accounts/password';
import { issueToken } from '../auth/tokens';

export interface StaffFixture {
  id: number;
  username: string;
  token: string;
  headers: { authorization: string };
}

let counter = 0;

/** An approved, active account with a live token. `camps`: allocated camp ids, or 'all'. */
export async function createStaff(
  h: Harness,
  options: { role?: 'admin' | 'coordinator'; camps?: number[] | 'all'; username?: string; password?: string } = {},
): Promise<StaffFixture> {
  const role = options.role ?? 'coordinator';
  const username = options.username ?? `${role}${++counter}${Date.now() % 100000}`;
  const now = new Date().toISOString();
  const camps = options.camps ?? 'all';
  const user = await h.db.kysely
    .insertInto('users')
    .values({
      username,
      password_hash: options.password ? await hashPassword(options.password) : 'scrypt$invalid',
      full_name: `Test ${username}`,
      email: `${username}@example.org`,
      phone: '',
      note: '',
      photo: null,
      role,
      is_active: 1,
      all_camps: camps === 'all' ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (Array.isArray(camps) && camps.length) {
    await h.db.kysely
      .insertInto('user_camps')
      .values(camps.map((camp_id) => ({ user_id: user.id, camp_id })))
      .execute();
  }
  const token = await issueToken(h.db, user.id, 30);
  return { id: user.id, username, token, headers: { authorization: `Token ${token}` } };
}

export async function createCamp(h: Harness, name = `Camp ${++counter}`, year = 2025): Promise<number> {
  const now = new Date().toISOString();
  const row = await h.db.kysely
    .insertInto('camps')
    .values({ name, location: `${name} village, Pithoragarh`, year, image: null, image_variants: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An account of a staff suite: 'admin', 'coordinator' (every camp), or a coordinator of the named camps. */
export type SuiteAccount<C extends string> = 'admin' | 'coordinator' | C[];

/**
 * The start every staff test file shares: a fresh API, then the named camps, then the named
 * accounts, made in `beforeAll` and closed in `afterAll`. The harness and the accounts are
 * returned at once and filled in by `beforeAll`, so a test file can destructure them at the top:
 *
 *   const { h, camps, admin, scoped } = staffSuite({ camps: { a: 'Dharchula' }, staff: { admin: 'admin', scoped: ['a'] } });
 */
export function staffSuite<S extends string, C extends string = never>(setup: {
  env?: Record<string, string>;
  camps?: Record<C, string>;
  staff: Record<S, SuiteAccount<NoInfer<C>>>;
}): { h: Harness; camps: Record<C, number> } & Record<S, StaffFixture> {
  const h = {} as Harness;
  const camps = {} as Record<C, number>;
  const accounts = {} as Record<S, StaffFixture>;
  for (const key of Object.keys(setup.staff) as S[]) accounts[key] = {} as StaffFixture;
  beforeAll(async () => {
    Object.assign(h, await createHarness(setup.env));
    for (const [key, name] of Object.entries(setup.camps ?? {}) as [C, string][]) camps[key] = await createCamp(h, name);
    for (const [key, account] of Object.entries(setup.staff) as [S, SuiteAccount<C>][]) {
      const options = Array.isArray(account) ? { role: 'coordinator' as const, camps: account.map((c) => camps[c]) } : { role: account };
      Object.assign(accounts[key], await createStaff(h, options));
    }
  });
  afterAll(() => h.close());
  return { h, camps, ...accounts };
}

/** A JSON request with a token (staff calls need no CSRF header). */
export function staffJson(
  h: Harness,
  method: InjectOptions['method'],
  url: string,
  who: { headers: Record<string, string> } | null,
  payload?: unknown,
) {
  return h.inject({
    method,
    url,
    headers: { ...(who?.headers ?? {}), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
}

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body of text fields and files. */
export function multipartBody(fields: Record<string, string | FilePart> | [string, string | FilePart][]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----staff-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function staffMultipart(
  h: Harness,
  method: InjectOptions['method'],
  url: string,
  who: { headers: Record<string, string> } | null,
  fields: Record<string, string | FilePart>,
) {
  const body = multipartBody(fields);
  return h.inject({ method, url, payload: body.payload, headers: { ...(who?.headers ?? {}), ...body.headers } });
}

export async function pngFile(width = 64, height = 48, filename = 'photo.png'): Promise<FilePart> {
  const data = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .png()
    .toBuffer();
  return { filename, contentType: 'image/png', data };
}

export async function jpegWithGps(): Promise<FilePart> {
  const data = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Someone', Copyright: 'x' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 50/1 0/1' } })
    .toBuffer();
  return { filename: 'camp.jpg', contentType: 'image/jpeg', data };
}

/** A minimal valid PDF. */
export function pdfFile(filename = 'paper.pdf', text = 'Test paper'): FilePart {
  const body = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { filename, contentType: 'application/pdf', data: Buffer.from(out, 'latin1') };
}

/** Files under the media folder (to prove that a refused upload left nothing behind). */
export async function mediaFiles(h: Harness): Promise<string[]> {
  const fs = await import('node:fs/promises');
  try {
    const entries = await fs.readdir(h.config.mediaDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => `${e.parentPath}/${e.name}`)
      .sort();
  } catch {
    return [];
  }
}

/** A PNG whose header declares width × height but which carries almost no pixel data. */
export function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The hostile files of the upload rules, each with the field it is sent in. */
export async function hostileUploads(): Promise<{ name: string; field: 'image' | 'pdf'; file: FilePart; status: number[] }[]> {
  const png = await pngFile();
  const upload = (name: string, field: 'image' | 'pdf', file: FilePart, status = [400]) => ({ name, field, file, status });
  return [
    upload('an SVG with a script', 'image', {
      filename: 'logo.svg',
      contentType: 'image/svg+xml',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    }),
    upload('HTML renamed .jpg', 'image', {
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      data: Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'),
    }),
    upload('a PNG sent as a PDF', 'pdf', { ...png, filename: 'paper.pdf', contentType: 'application/pdf' }),
    upload(
      'an oversized image',
      'image',
      { filename: 'big.png', contentType: 'image/png', data: Buffer.concat([png.data, Buffer.alloc(15 * 1024 * 1024 + 10)]) },
      [413],
    ),
    upload('a ../ file name', 'image', { ...png, filename: '../../etc/cron.d/photo.png' }),
    upload(
      'a small PNG declaring 30000×30000 pixels',
      'image',
      { filename: 'bomb.png', contentType: 'image/png', data: pngDeclaring(30000, 30000) },
      [400, 413],
    ),
  ];
}

/** A valid student for POST /api/students/ in the given camp. */
export const studentInput = (camp: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Kavita Dhami',
  standard: 10,
  school: 'GIC Dharchula',
  village: 'Baluwakot',
  district: 'Pithoragarh',
  gender: 'female',
  guardian_name: 'Hari Dhami',
  camp,
  ...overrides,
});

/** The id of the account a registration made (the register reply carries none: decision 0029). */
export async function userIdOf(h: Harness, username: string): Promise<number> {
  const row = await h.db.kysely.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

/** The id of the approval request a registration made for `username`. */
export async function approvalRequestOf(h: Harness, username: string): Promise<number> {
  const row = await h.db.kysely
    .selectFrom('approval_requests')
    .select('id')
    .where('user_id', '=', await userIdOf(h, username))
    .executeTakeFirstOrThrow();
  return row.id;
}
