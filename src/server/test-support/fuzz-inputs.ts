// fast-check generators of hostile requests for the API fuzz suite (fuzz/api-fuzz.test.ts):
// wrong types, huge and odd strings, prototype keys, deep nesting, malformed JSON and multipart,
// wrong content types, and ids no route should take. A request is built from a route as the
// OpenAPI document names it (`/api/camp/{id}/`), the field names it may take, and who calls.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

/** Strings a careless parser or a database column trips on. */
const oddStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\ufeff',
  '\r\n\r\n--',
  '<script>alert(1)</script>',
  "'; drop table camps; --",
  '%00',
  '../../etc/passwd',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'NaN',
  '-0',
  '1e400',
  '2147483648',
  '9007199254740993',
  '-1',
  '1.5',
  '0x10',
  '2026-02-30',
  '2026-01-01T00:00:00Z',
  'all',
  'admin',
];

/** Numbers beyond what a column or an id takes, and the usual off-by-ones. */
const oddNumbers = [
  0,
  -1,
  1,
  2,
  1.5,
  -0.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
  2026,
];

export const prototypeKeys = ['__proto__', 'constructor', 'prototype'] as const;

/** Strings of every kind: odd ones, any code points (lone surrogates included), long ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...oddStrings),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.tuple(fc.constantFrom('a', 'é', '😀', '\u0000', 'ب'), fc.constantFrom(201, 1_001, 70_000)).map(([c, n]) => c.repeat(n)),
);

/** An array or object nested `depth` levels (JSON.stringify handles a few thousand). */
export const nested: fc.Arbitrary<unknown> = fc.tuple(fc.integer({ min: 20, max: 2_000 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
});

/** Any JSON value a field might be sent instead of the one it takes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...oddNumbers) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], [null], ['1'], { id: 1 }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), fc.constantFrom(...oddNumbers), hostileString), { maxLength: 5 }) },
  { weight: 1, arbitrary: nested },
);

/** The text of a JSON object with these own keys, `__proto__` included as a key like any other. */
export function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
}

/** Entries of an object: mostly the route's own field names, some prototype keys and random ones. */
export function hostileEntries(fields: readonly string[], value: fc.Arbitrary<unknown> = hostileValue) {
  const names = fields.length ? fc.constantFrom(...fields) : fc.constant('name');
  const key = fc.oneof(
    { weight: 6, arbitrary: names },
    { weight: 1, arbitrary: fc.constantFrom(...prototypeKeys) },
    { weight: 1, arbitrary: hostileString },
  );
  return fc.array(fc.tuple(key, value), { maxLength: 8 });
}

/** JSON text that does not parse, or parses to something no route takes. */
const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"name":',
    '{"name":"x"',
    '{"name":"x",}',
    "{'name':'x'}",
    '{"a":1}{"b":2}',
    'null',
    '[]',
    '"text"',
    '12',
    'true',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '\ufeff{}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"a":1e400}',
    '{"id":-0}',
  ),
  fc.integer({ min: 20, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 20, max: 20_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc.integer({ min: 20, max: 20_000 }).map((n) => '['.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const wrongContentTypes = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/jsonx',
  'multipart/mixed; boundary=x',
  'image/png',
  '*/*',
  ';;;',
  'application/json;;',
];

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface FuzzFiles {
  png: Buffer;
  pdf: Buffer;
}

const fileName = fc.oneof(
  fc.constantFrom(
    'photo.png',
    'paper.pdf',
    '',
    '.',
    '..',
    '../../x.png',
    'a\u0000.png',
    'a/b.pdf',
    'C:\\x.pdf',
    '\u202egnp.exe',
    'x'.repeat(300),
  ),
  hostileString,
);

function fileData(files: FuzzFiles): fc.Arbitrary<Buffer> {
  return fc.oneof(
    fc.constantFrom(files.png, files.pdf, Buffer.alloc(0), files.png.subarray(0, 40), files.pdf.subarray(0, 60)),
    fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
    fc.constantFrom(Buffer.from('%PDF-1.4\n%%EOF'), Buffer.from([0xff, 0xd8, 0xff, 0x00]), Buffer.from('GIF89a')),
  );
}

type Part = { name: string; value: Buffer } | { name: string; file: FilePart; headers?: string };

function partsText(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const name = part.name.replace(/"/g, '%22');
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`), part.value, Buffer.from('\r\n'));
    } else {
      const head =
        part.headers ??
        `Content-Disposition: form-data; name="${name}"; filename="${part.file.filename.replace(/"/g, '%22')}"\r\nContent-Type: ${part.file.contentType}`;
      chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), part.file.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A field value as a form sends it: any text, a value of another type written out, or bytes that are not UTF-8. */
const formValue: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 5, arbitrary: hostileValue.map((v) => Buffer.from(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))) },
  { weight: 1, arbitrary: fc.constantFrom(Buffer.from([0xff, 0xfe, 0x00]), Buffer.from([0xc3, 0x28]), Buffer.from([0xed, 0xa0, 0x80])) },
);

/** A multipart body: well-formed with hostile fields and files, or broken in one of the ways busboy complains of. */
export function multipartRequest(fields: readonly string[], files: FuzzFiles): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const names = fc.oneof(
    { weight: 6, arbitrary: fields.length ? fc.constantFrom(...fields) : fc.constant('name') },
    { weight: 1, arbitrary: fc.constantFrom(...prototypeKeys) },
    { weight: 1, arbitrary: hostileString },
  );
  const file = fc.record({
    filename: fileName,
    contentType: fc.constantFrom('image/png', 'application/pdf', 'text/html', ''),
    data: fileData(files),
  });
  const part: fc.Arbitrary<Part> = fc.oneof(
    { weight: 3, arbitrary: fc.record({ name: names, value: formValue }) },
    { weight: 2, arbitrary: fc.record({ name: names, file }) },
    {
      weight: 1,
      arbitrary: fc.record({
        name: names,
        file,
        headers: fc.constantFrom(
          'Content-Disposition: form-data',
          'Content-Disposition: attachment; name="x"',
          'X: y',
          'Content-Disposition form-data; name=',
          '',
        ),
      }),
    },
  );
  const boundary = 'fuzz-boundary-7MA4YWxkTrZu0gW';
  const type = `multipart/form-data; boundary=${boundary}`;
  return fc.tuple(fc.array(part, { maxLength: 6 }), fc.integer({ min: 0, max: 7 }), fc.nat()).map(([parts, breakage, cut]) => {
    const body = partsText(parts, boundary);
    switch (breakage) {
      case 1:
        return { payload: body.subarray(0, cut % Math.max(1, body.length)), contentType: type };
      case 2:
        return { payload: body, contentType: 'multipart/form-data' };
      case 3:
        return { payload: body, contentType: 'multipart/form-data; boundary=' };
      case 4:
        return { payload: body, contentType: 'multipart/form-data; boundary=another-boundary' };
      case 5:
        return { payload: Buffer.from(`--${boundary}\r\nno header end`), contentType: type };
      default:
        return { payload: body, contentType: type };
    }
  });
}

/** A path id or a query value no route should take, or sometimes one that exists. */
export function idText(existing: readonly number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...existing.map(String)) },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '-0',
        '1e3',
        '2147483647',
        '2147483648',
        '4294967296',
        '9007199254740993',
        '99999999999999999999999999',
        'abc',
        '%00',
        '%F0%9F%98%80',
        '%D8%00',
        '0x1',
        '+1',
        ' 1',
        '1%20',
        'null',
        '__proto__',
        'constructor',
      ),
    },
    { weight: 2, arbitrary: hostileString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, 'x')).slice(0, 190)) },
  );
}

/** How the body of a request is sent. */
export type BodyCase =
  | { kind: 'json-object'; text: string }
  | { kind: 'json-text'; text: string }
  | { kind: 'multipart'; payload: Buffer; contentType: string }
  | { kind: 'wrong-type'; text: string; contentType: string }
  | { kind: 'none' };

/** What a route takes: its fields' schemas and its file fields. */
export interface RouteInput {
  fields: Record<string, FieldSchema>;
  fileFields: string[];
}

/** A well-formed multipart form of a plausible body with a few hostile fields, and a fitting file in each file field. */
function plausibleForm(input: RouteInput, files: FuzzFiles, ids: readonly number[]) {
  const boundary = 'fuzz-form-boundary';
  return mutatedEntries(input.fields, ids).map(([...entries]) => {
    const parts: Part[] = [];
    for (const [name, value] of entries) {
      for (const one of Array.isArray(value) ? value : [value]) {
        if (one === null || one === undefined) continue;
        parts.push({ name, value: Buffer.from(typeof one === 'string' ? one : JSON.stringify(one)) });
      }
    }
    for (const name of input.fileFields) {
      const pdf = name === 'file';
      parts.push({
        name,
        file: {
          filename: pdf ? 'paper.pdf' : 'photo.png',
          contentType: pdf ? 'application/pdf' : 'image/png',
          data: pdf ? files.pdf : files.png,
        },
      });
    }
    return { payload: partsText(parts, boundary), contentType: `multipart/form-data; boundary=${boundary}` };
  });
}

/** Any body a client might send to a route that takes `input`. */
export function bodyCase(input: RouteInput, files: FuzzFiles, ids: readonly number[]): fc.Arbitrary<BodyCase> {
  const names = [...Object.keys(input.fields), ...input.fileFields];
  return fc.oneof(
    { weight: 4, arbitrary: mutatedEntries(input.fields, ids).map((e): BodyCase => ({ kind: 'json-object', text: objectText(e) })) },
    { weight: 2, arbitrary: hostileEntries(names).map((e): BodyCase => ({ kind: 'json-object', text: objectText(e) })) },
    { weight: 2, arbitrary: malformedJson.map((text): BodyCase => ({ kind: 'json-text', text })) },
    { weight: 3, arbitrary: plausibleForm(input, files, ids).map((m): BodyCase => ({ kind: 'multipart', ...m })) },
    { weight: 3, arbitrary: multipartRequest(names, files).map((m): BodyCase => ({ kind: 'multipart', ...m })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileEntries(names), fc.constantFrom(...wrongContentTypes))
        .map(([e, contentType]): BodyCase => ({ kind: 'wrong-type', text: objectText(e), contentType })),
    },
    { weight: 1, arbitrary: fc.constant<BodyCase>({ kind: 'none' }) },
  );
}

/** The inject options that send `body` (headers merged with `headers`). */
export function withBody(options: InjectOptions, body: BodyCase, headers: Record<string, string>): InjectOptions {
  switch (body.kind) {
    case 'json-object':
    case 'json-text':
      return { ...options, payload: body.text, headers: { ...headers, 'content-type': 'application/json' } };
    case 'multipart':
      return { ...options, payload: body.payload, headers: { ...headers, 'content-type': body.contentType } };
    case 'wrong-type':
      return { ...options, payload: body.text, headers: { ...headers, 'content-type': body.contentType } };
    case 'none':
      return { ...options, headers };
  }
}

/** The part of a JSON schema (from the OpenAPI document) a plausible value is made from. */
export interface FieldSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  maximum?: number;
  items?: FieldSchema;
}

/** Text a form takes that is still odd: other scripts, emoji, direction marks. */
const oddButValid = fc.constantFrom('Fuzz', 'मेरा नाम', 'مرحبا', '👩‍👩‍👧‍👦 camp', '\u202eRTL text\u202c', 'Zoë "Ö" <b>', 'x'.repeat(150));

/** A value the field would take, by its name and schema, so that a case can reach past validation. */
export function plausibleValue(name: string, schema: FieldSchema, ids: readonly number[]): fc.Arbitrary<unknown> {
  const value = ((): fc.Arbitrary<unknown> => {
    if (schema.enum?.length) return fc.constantFrom(...schema.enum);
    if (schema.type === 'boolean') return fc.boolean();
    if (schema.type === 'integer' || schema.type === 'number') {
      if (schema.maximum === 2_147_483_647) return fc.constantFrom(...ids);
      if (name === 'year') return fc.constantFrom(2024, 2025);
      return fc.integer({ min: 1, max: 12 });
    }
    if (schema.type === 'array') {
      return fc.array(plausibleValue(name, schema.items ?? {}, ids), { maxLength: 3 }).map((a) => [...new Set(a)]);
    }
    if (schema.format === 'date-time' || name === 'time') return fc.constant('2026-05-01T10:00:00.000Z');
    if (schema.pattern?.includes('\\d{4}-') || name.includes('date')) return fc.constantFrom('2026-05-01', '2026-06-15');
    if (schema.pattern === '^\\d{6}$' || name === 'otp') return fc.constant('123456');
    if (name.includes('email')) return fc.constant('fuzz@example.org');
    if (name.includes('phone')) return fc.constant('9123456780');
    if (name.includes('password')) return fc.constant('fuzz-the-ridge-2024');
    return oddButValid.map((s) => s.slice(0, schema.maxLength ?? 200));
  })();
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) }) : value;
}

/** Entries of a plausible body, some of whose fields (or extra prototype keys) are then made hostile. */
export function mutatedEntries(fields: Record<string, FieldSchema>, ids: readonly number[]): fc.Arbitrary<[string, unknown][]> {
  const names = Object.keys(fields);
  const plausible = fc.record(Object.fromEntries(names.map((n) => [n, plausibleValue(n, fields[n]!, ids)])));
  return fc.tuple(plausible, hostileEntries(names.length ? names : ['name']), fc.nat(2)).map(([base, hostile, n]) => {
    const entries = new Map<string, unknown>(Object.entries(base));
    for (const [k, v] of hostile.slice(0, n)) entries.set(k, v);
    return [...entries];
  });
}

/** A plain form's post (website server, decision 0023): its body and content type (none: no header). */
export interface PlainPostCase {
  contentType: string | null;
  payload: string | Buffer;
}

const brokenUrlencoded = ['%', '%zz', 'a=%E0%A4', '&&&=&=', '=x', '_form', '_form=%00', 'a=1;b=2', '%F0%9F%98', '+++=+++'];

/**
 * Any post a browser or a hostile client sends to a page: mostly the form's own fields (a plausible
 * value, a hostile one, several of them, or none) with the hidden fields given, stray and prototype
 * names, broken urlencoding, a body over the limit, and bodies that are not a form at all.
 */
export function plainPostCase(
  fields: Record<string, fc.Arbitrary<string>>,
  hidden: Record<string, string>,
  files: FuzzFiles,
): fc.Arbitrary<PlainPostCase> {
  const names = Object.keys(fields);
  const field = ([name, plausible]: [string, fc.Arbitrary<string>]) =>
    fc.oneof(
      { weight: 4, arbitrary: plausible.map((v) => [[name, v]]) },
      { weight: 2, arbitrary: hostileString.map((v) => [[name, v]]) },
      {
        weight: 1,
        arbitrary: fc.array(fc.oneof(plausible, hostileString), { minLength: 2, maxLength: 4 }).map((vs) => vs.map((v) => [name, v])),
      },
      { weight: 1, arbitrary: fc.constant([]) },
    );
  const stray = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...prototypeKeys, '_action', '_form', '_key', '_csrf'), hostileString), hostileString),
    {
      maxLength: 3,
    },
  );
  const form = fc.tuple(fc.tuple(...Object.entries(fields).map(field)), stray, fc.boolean()).map(([own, extra, hiddenFirst]) => {
    const entries = [...own.flat(), ...extra] as [string, string][];
    const all = hiddenFirst ? [...Object.entries(hidden), ...entries] : [...entries, ...Object.entries(hidden)];
    return { contentType: 'application/x-www-form-urlencoded', payload: new URLSearchParams(all).toString() } as PlainPostCase;
  });
  const hiddenText = new URLSearchParams(hidden).toString();
  return fc.oneof(
    { weight: 12, arbitrary: form },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...brokenUrlencoded)
        .map((text) => ({ contentType: 'application/x-www-form-urlencoded', payload: `${hiddenText}&${text}` })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(70_000, 200_000)
        .map((n) => ({ contentType: 'application/x-www-form-urlencoded', payload: `${hiddenText}&note=${'x'.repeat(n)}` })),
    },
    { weight: 1, arbitrary: hostileEntries(names).map((e) => ({ contentType: 'application/json', payload: objectText(e) })) },
    {
      weight: 1,
      arbitrary: multipartRequest([...names, ...Object.keys(hidden)], files).map((m) => ({
        contentType: m.contentType,
        payload: m.payload,
      })),
    },
    { weight: 1, arbitrary: fc.constantFrom(...wrongContentTypes, null).map((contentType) => ({ contentType, payload: hiddenText })) },
  );
}
