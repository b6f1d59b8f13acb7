// Property-based fuzzing of every route in the API's own OpenAPI document, public and staff (a
// route added later is fuzzed without a line here). Each case sends a hostile request: wrong
// types, huge or odd strings, prototype keys, deep nesting, malformed JSON and multipart, wrong
// content types, ids beyond int32 or negative or fractional in paths and queries, as anyone from
// a visitor to an admin. For every case: never a 5xx; a 4xx is in the one error shape and stored
// nothing (the row count of every table and the media files are as before).
//
// 40 cases a route by default, on each engine (5,720 an engine, with new random inputs every run):
// what CI's 20 minutes allow on two loaded cores, where this file took 430 s on PostgreSQL at 80.
// For a long local run: FUZZ_RUNS=2000 npx vitest run --project api src/server/fuzz
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../lib/openapi';
import { createHarness, type Harness } from '../test-support/api-harness';
import {
  bodyCase,
  type BodyCase,
  type FieldSchema,
  type FuzzFiles,
  hostileString,
  idText,
  type RouteInput,
  withBody,
} from '../test-support/fuzz-inputs';
import { createCamp, createStaff, pdfFile, pngFile } from '../test-support/staff-fixtures';
import { type RowCounts, rowCounter, storedState, tableNames } from '../test-support/stored-state';
import { slotCoordinatorWithSession } from '../test-support/website-harness';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route extends RouteInput {
  method: Method;
  path: string;
  query: string[];
  staff: boolean;
}

type Content = Record<string, { schema?: { properties?: Record<string, FieldSchema> } }>;
interface Operation {
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Content };
  responses?: Record<string, { content?: Content }>;
}

const FILE_FIELDS = ['image', 'file', 'photo'];
/** Reply fields no form sends. */
const REPLY_ONLY = ['id', 'created_at', 'updated_at', 'url', 'image_variants', 'variants', 'width', 'height'];

/**
 * The routes of the document with what each takes: the documented body, or for a multipart route
 * (whose form the document does not describe) the fields of its reply, with its file fields.
 */
function routesOf(doc: { paths: Record<string, Record<string, Operation>> }): Route[] {
  const props = (content?: Content) => Object.assign({}, ...Object.values(content ?? {}).map((c) => c.schema?.properties ?? {}));
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const body: Record<string, FieldSchema> = props(op.requestBody?.content);
      const reply: Record<string, FieldSchema> = Object.assign(
        {},
        ...Object.entries(op.responses ?? {})
          .filter(([status]) => status.startsWith('2'))
          .map(([, r]) => props(r.content)),
      );
      const documented = Object.keys(body).length > 0;
      const fields = documented
        ? body
        : Object.fromEntries(Object.entries(reply).filter(([name]) => !REPLY_ONLY.includes(name) && !FILE_FIELDS.includes(name)));
      return {
        method: method.toUpperCase() as Method,
        path,
        fields,
        fileFields: documented ? [] : FILE_FIELDS.filter((name) => name in reply),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        staff: Boolean(op.security?.length),
      };
    }),
  );
}

// The harness starts while the file is collected: the routes, one test each, come from its document.
const h: Harness = await createHarness({
  RATE_LIMIT_DISABLED: 'true',
  LOGIN_MAX_PER_ADDRESS: '1000000',
  LOGIN_FREE_FAILURES: '1000000',
  REGISTER_MAX_PER_ADDRESS: '1000000',
  OTP_MAX_PER_PHONE: '1000000',
  OTP_MAX_PER_ADDRESS: '1000000',
});
const routes = routesOf((await h.inject({ method: 'GET', url: '/api/openapi.json' })).json());
let tables: string[] = [];
let countRows: RowCounts;
let files: FuzzFiles;
let callers: { name: string; headers: Record<string, string> }[] = [];
let existingIds: number[] = [];
let routeNo = 0;

/** Fresh accounts, tokens, camp and slot coordinator for each route: a route before it may have logged out or changed a password. */
async function newCallers() {
  // A camp of the coordinator's own, as the one they had may have been deleted.
  const campA = await createCamp(h, 'Fuzz camp');
  existingIds[0] = campA;
  const admin = await createStaff(h, { role: 'admin' });
  const coordinator = await createStaff(h, { role: 'coordinator', camps: [campA] });
  const slot = await slotCoordinatorWithSession(h, `+9198765${String(++routeNo).padStart(5, '0')}`);
  callers = [
    { name: 'visitor', headers: {} },
    { name: 'admin', headers: admin.headers },
    { name: 'coordinator', headers: coordinator.headers },
    { name: 'slot coordinator', headers: { authorization: `Token ${slot.token}` } },
    { name: 'junk token', headers: { authorization: 'Token \u0000\u202e' } },
  ];
}

beforeAll(async () => {
  const campB = await createCamp(h, 'Fuzz camp B');
  existingIds = [campB, campB, 1, 2, 3];
  files = { png: (await pngFile(16, 12)).data, pdf: pdfFile().data };
  tables = await tableNames(h);
  countRows = await rowCounter(h, tables);
});
afterAll(() => h.close());

/** A query string of the route's own parameters (and a stray one), each given a hostile value. */
function queryText(route: Route): fc.Arbitrary<string> {
  const names = [...route.query, '__proto__', 'page[]'];
  const value = fc.oneof(
    idText(existingIds),
    hostileString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'))),
  );
  return fc
    .array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}` : ''));
}

function requestCase(route: Route) {
  const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
  return fc.record({
    id: idText(existingIds),
    query: queryText(route),
    caller: fc.oneof(
      { weight: 5, arbitrary: fc.constant(callers[1]!) },
      { weight: 2, arbitrary: fc.constantFrom(callers[2]!, callers[3]!) },
      { weight: 1, arbitrary: fc.constantFrom(callers[0]!, callers[4]!) },
    ),
    csrf: fc.boolean(),
    body: takesBody ? bodyCase(route, files, existingIds) : fc.constant<BodyCase>({ kind: 'none' }),
  });
}

function describeCase(route: Route, c: { id: string; query: string; caller: { name: string }; body: BodyCase }) {
  const body =
    c.body.kind === 'multipart'
      ? `${c.body.contentType}: ${c.body.payload.toString('latin1').slice(0, 300)}`
      : JSON.stringify(c.body).slice(0, 300);
  return `${route.method} ${route.path.replace('{id}', c.id)}${c.query} as ${c.caller.name}, ${body}`;
}

function expectErrorShape(res: LightMyRequestResponse, what: string) {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    throw new Error(`${what}: ${res.statusCode} without a JSON body: ${res.body.slice(0, 200)}`);
  }
  expect(errorBody.strict().safeParse(body).success, `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`).toBe(true);
}

describe('the API under fuzzed input', () => {
  it('finds the public and the staff routes in the OpenAPI document', () => {
    expect(routes.filter((r) => r.staff).length).toBeGreaterThan(30);
    expect(routes.filter((r) => !r.staff && r.method === 'POST').length).toBeGreaterThan(4);
    expect(tables).toContain('camps');
  });

  // A test a route, so a slow machine is judged per route (the slowest, login, takes about 5 s on two idle cores).
  describe.each(routes.map((route) => ({ route, name: `${route.method} ${route.path}` })))('$name', ({ route }) => {
    it('never answers 5xx; a 4xx is in the error shape and stores nothing', { timeout: Math.max(30_000, RUNS * 500) }, async () => {
      await newCallers();
      let cases = 0;
      let before = await storedState(h, countRows);
      await fc.assert(
        fc.asyncProperty(requestCase(route), async (c) => {
          cases++;
          const what = describeCase(route, c);
          const headers = { ...c.caller.headers, ...(c.csrf ? h.csrf.headers : {}) };
          const options: InjectOptions = {
            method: route.method,
            url: route.path.replace('{id}', c.id) + c.query,
            ...(c.csrf ? { cookies: h.csrf.cookies } : {}),
          };
          const res = await h.inject(withBody(options, c.body, headers));
          const was = before;
          before = await storedState(h, countRows);
          expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expectErrorShape(res, what);
            expect(before, `${what} stored something on ${res.statusCode}`).toEqual(was);
          }
        }),
        { numRuns: RUNS },
      );
      expect(cases).toBeGreaterThanOrEqual(RUNS);
    });
  });
});
