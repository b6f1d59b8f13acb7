import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test-support/api-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const PUBLIC_GETS = [
  '/announcements/',
  '/announcements/{id}/',
  '/api/updates/',
  '/api/camp/',
  '/api/camp/{id}/',
  '/api/gallery/',
  '/api/gallery/camps/',
  '/api/gallery/{id}/',
  '/api/gallery/{id}/download/',
  '/camps/{id}/gallery/',
  '/downloads/',
  '/api/brochures/',
  '/api/reports/',
  '/api/brochures/{id}/',
  '/api/reports/{id}/',
  '/api/brochures/{id}/download/',
  '/api/reports/{id}/download/',
  '/events/',
  '/events/{id}/',
  '/api/test-papers/',
  '/api/test-results/',
  '/api/test-papers/{id}/',
  '/api/test-results/{id}/',
  '/api/test-papers/{id}/download/',
  '/api/test-results/{id}/download/',
  '/api/site-content/',
  '/api/csrf/',
  '/csrf/',
  '/healthz',
];

type Operation = { parameters?: { in: string; name: string }[]; responses: Record<string, unknown> };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', () => {
  it('lists every public GET with its parameters and replies', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as Doc;
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of PUBLIC_GETS) {
      const get = doc.paths[path]?.get;
      expect(get, path).toBeDefined();
      expect(Object.keys(get!.responses), path).toContain('200');
    }
    for (const path of ['/api/volunteer-applications/', '/api/partner-applications/', '/contact/']) {
      expect(doc.paths[path]?.post, path).toBeDefined();
    }
    const names = (path: string) => (doc.paths[path]!.get!.parameters ?? []).map((p) => `${p.in}:${p.name}`).sort();
    expect(names('/api/gallery/')).toEqual([
      'query:camp_id',
      'query:location',
      'query:page',
      'query:page_size',
      'query:type',
      'query:year',
    ]);
    expect(names('/api/test-papers/')).toEqual([
      'query:camp_id',
      'query:page',
      'query:page_size',
      'query:sort_by',
      'query:sort_order',
      'query:type',
    ]);
    expect(names('/camps/{id}/gallery/')).toEqual(['path:id', 'query:page', 'query:page_size', 'query:type']);
    expect(Object.keys(doc.paths['/api/brochures/{id}/download/']!.get!.responses).sort()).toEqual(['200', '400', '404']);
  });

  it('is browsable as HTML at /api/docs', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<html/i);
  });
});
