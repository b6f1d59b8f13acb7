import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Manifest } from './page-assets';
import { createPageShell } from './page-shell';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-shell-'));
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'assets/index.css'), 'body{margin:0}');
fs.writeFileSync(path.join(root, 'assets/page.css'), '.page:after{content:"</style>"}');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const template = `<!doctype html><html><head><!--app-head-->
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>`;

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  'src/page.tsx': { file: 'assets/page.js', imports: ['_react.js'], css: ['assets/page.css'] },
};

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const blocks = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);

describe('page shell', () => {
  const shell = createPageShell(root, template, manifest);
  const page = shell.assemble({ head: '<title>T</title>', html: '<h1>Hi</h1>', data: '<!--data-->', module: 'src/page.tsx' });

  it('puts the entry and page styles inline, in that order, and drops the build tags', () => {
    expect(page.html).toContain('<title>T</title>');
    expect(page.html).toContain('<div id="root"><h1>Hi</h1></div>');
    expect(page.html).not.toMatch(/<link rel="(?:stylesheet|modulepreload)"|<script [^>]*src=/);
    const styles = blocks(page.html, 'style');
    expect(styles).toEqual(['body{margin:0}', '.page:after{content:"<\\/style>"}']);
  });

  it('keeps the built-in icons, unless the head brings the favicon staff uploaded (decision 0033)', () => {
    expect(page.html).toContain('<link rel="icon" href="/favicon.svg"');
    const own = shell.assemble({
      head: '<link rel="icon" href="https://api.example.org/media/site/i.png" type="image/png">',
      html: '',
      data: '',
    });
    expect(own.html.match(/<link rel="(icon|apple-touch-icon)"[^>]*>/g)).toEqual([
      '<link rel="icon" href="https://api.example.org/media/site/i.png" type="image/png">',
    ]);
  });

  it('allows exactly its inline blocks by hash', () => {
    expect(page.styleHashes).toEqual(blocks(page.html, 'style').map(hash));
    const scripts = blocks(page.html, 'script');
    expect(scripts).toHaveLength(1);
    expect(page.scriptHashes).toEqual([hash(scripts[0]!)]);
  });

  it('loads the entry after the page, with its and the page chunks preloaded once', () => {
    const loader = blocks(page.html, 'script')[0]!;
    expect(loader).toContain('["/assets/react.js","/assets/page.js"]');
    expect(loader).toContain('s.src="/assets/index.js"');
    expect(loader).toContain('addEventListener("load",later)');
    expect(page.html.indexOf('<!--data-->')).toBeLessThan(page.html.indexOf('<script>'));
  });

  it('gives the bare page (rendered in the browser) the entry alone', () => {
    const bare = shell.assemble({ head: '', html: '', data: '' });
    expect(blocks(bare.html, 'style')).toEqual(['body{margin:0}']);
    expect(blocks(bare.html, 'script')[0]).toContain('["/assets/react.js"]');
  });

  it('runs the loader once, on load or on the first interaction', () => {
    const loader = blocks(page.html, 'script')[0]!;
    const listeners = new Map<string, () => void>();
    const appended: string[] = [];
    const element = (tag: string) => ({ tag, rel: '', href: '', type: '', src: '' });
    const document = {
      readyState: 'loading',
      createElement: element,
      head: { appendChild: (l: { href: string }) => appended.push(`preload ${l.href}`) },
      body: { appendChild: (s: { src: string }) => appended.push(`script ${s.src}`) },
    };
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const run = new Function('document', 'addEventListener', 'removeEventListener', 'requestAnimationFrame', 'setTimeout', loader);
    const start = () =>
      run(
        document,
        (name: string, fn: () => void) => listeners.set(name, fn),
        (name: string) => listeners.delete(name),
        (fn: () => void) => frames.push(fn),
        (fn: () => void) => timers.push(fn),
      );
    start();
    // Loaded: after the next paint, once.
    listeners.get('load')!();
    expect(appended).toEqual([]);
    frames.shift()!();
    expect(appended).toEqual([]);
    timers.shift()!();
    expect(appended).toEqual(['preload /assets/react.js', 'preload /assets/page.js', 'script /assets/index.js']);
    listeners.get('keydown')?.();
    expect(appended).toHaveLength(3);

    // A key pressed before the page has loaded starts it at once.
    appended.length = 0;
    listeners.clear();
    start();
    listeners.get('keydown')!();
    expect(appended).toHaveLength(3);
    listeners.get('load')!();
    frames.shift()!();
    timers.shift()!();
    expect(appended).toHaveLength(3);
  });
});
