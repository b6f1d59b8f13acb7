import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { websiteCsp } from '../plugins/security-headers';
import type { Manifest } from './page-assets';
import { publicBuildFiles, registerServiceWorker, serviceWorkerBuild, serviceWorkerCsp, webAppManifest } from './offline-routes';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_react-B2.js', '_app-C3.js'], css: ['assets/index-D4.css'] },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  '_app-C3.js': { file: 'assets/app-C3.js', dynamicImports: ['src/web/pages/home/home-page.tsx'] },
  'src/web/pages/home/home-page.tsx': { file: 'assets/home-page-E5.js', imports: ['_app-C3.js'], css: ['assets/home-page-F6.css'] },
  'src/web/pages/for-students/for-students-page.tsx': {
    file: 'assets/for-students-page-G7.js',
    dynamicImports: ['src/web/pages/for-students/saved-files-kit.tsx'],
  },
  'src/web/pages/for-students/saved-files-kit.tsx': { file: 'assets/saved-files-kit-H8.js', css: ['assets/saved-files-kit-I9.css'] },
  'admin.html': { file: 'assets/admin-J0.js', isEntry: true, imports: ['_react-B2.js', '_router-K1.js'], css: ['assets/admin-L2.css'] },
  '_router-K1.js': { file: 'assets/router-K1.js' },
  'src/admin/screens/inbox.tsx': { file: 'assets/inbox-M3.js' },
};

describe('the web app manifest', () => {
  it("carries the site's name, colours and the three icons", () => {
    const m = webAppManifest(
      { name: 'Hill Camps Education Trust', short_name: 'Hill Camps', tagline: 'Empowering young minds' },
      'camps.example.org',
    );
    expect(m).toMatchObject({
      id: '/',
      name: 'Hill Camps Education Trust',
      short_name: 'Hill Camps',
      description: 'Empowering young minds',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#14532d',
      background_color: '#ffffff',
    });
    expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of m.icons) expect(fs.existsSync(path.join('public', icon.src))).toBe(true);
  });

  it('falls back to the host name while the settings cannot be read', () => {
    expect(webAppManifest({}, 'camps.example.org')).toMatchObject({ name: 'camps.example.org', short_name: 'camps.example.org' });
    expect(webAppManifest({ name: 'Trust', short_name: ' ' }, 'x').short_name).toBe('Trust');
  });
});

describe("the service worker's build facts", () => {
  it('lists every public build file and no file only the console loads', () => {
    expect(publicBuildFiles(manifest)).toEqual([
      '/assets/app-C3.js',
      '/assets/for-students-page-G7.js',
      '/assets/home-page-E5.js',
      '/assets/home-page-F6.css',
      '/assets/index-A1.js',
      '/assets/index-D4.css',
      '/assets/react-B2.js',
      '/assets/saved-files-kit-H8.js',
      '/assets/saved-files-kit-I9.css',
    ]);
  });

  it('has a new version for every build, the API origin and the frame styles', () => {
    const text = JSON.stringify(manifest);
    const a = serviceWorkerBuild(manifest, text, 'code', 'http://localhost:8000/');
    expect(a.api).toBe('http://localhost:8000');
    expect(a.styles).toEqual(['/assets/index-D4.css']);
    expect(a.version).toMatch(/^[0-9a-f]{16}$/);
    expect(serviceWorkerBuild(manifest, text, 'code', 'http://localhost:8000').version).toBe(a.version);
    expect(serviceWorkerBuild(manifest, `${text} `, 'code', 'http://localhost:8000').version).not.toBe(a.version);
    expect(serviceWorkerBuild(manifest, text, 'code2', 'http://localhost:8000').version).not.toBe(a.version);
  });
});

describe('/sw.js', () => {
  const config = loadConfig({ WEB_ORIGIN: 'https://camps.example.org', PUBLIC_API_URL: 'https://api.camps.example.org' });

  it('is the built worker after its build facts, revalidated on each visit, under a policy of its own', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-'));
    const file = path.join(dir, 'sw.js');
    fs.writeFileSync(file, '(function(){self.addEventListener("fetch",function(){})})();\n');
    const app = Fastify();
    registerServiceWorker(app, config, file, manifest, JSON.stringify(manifest));
    try {
      const res = await app.inject('/sw.js');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBe(serviceWorkerCsp('https://api.camps.example.org'));
      const [first, rest] = [res.body.slice(0, res.body.indexOf('\n')), res.body.slice(res.body.indexOf('\n') + 1)];
      const facts = JSON.parse(first.replace(/^self\.OFFLINE_BUILD=/, '').replace(/;$/, ''));
      expect(facts.shell).toContain('/assets/index-A1.js');
      expect(facts.api).toBe('https://api.camps.example.org');
      expect(rest).toBe(fs.readFileSync(file, 'utf8'));
      const again = await app.inject({ url: '/sw.js', headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is not served when the worker was not built', async () => {
    const app = Fastify();
    registerServiceWorker(app, config, '/nonexistent/sw.js', manifest, '{}');
    expect((await app.inject('/sw.js')).statusCode).toBe(404);
    await app.close();
  });

  it("lets the website's pages run the worker and read the manifest, and nothing more", () => {
    const policy = websiteCsp(config);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
    expect(policy).not.toContain('blob:');
    expect(policy).not.toContain('unsafe-inline');
    expect(serviceWorkerCsp('https://api.camps.example.org')).toBe(
      "default-src 'none'; connect-src 'self' https://api.camps.example.org; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  });
});
