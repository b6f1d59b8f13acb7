// Assembles a server-rendered page for a slow phone: its styles inline (no stylesheet request
// before the first paint) and its scripts fetched only once the page has loaded and painted, or
// at the visitor's first touch or key, whichever comes first (so they never compete with the
// page's own bytes on a slow link). The page is complete and readable without
// them; they bring the interactive parts. Inline blocks are allowed by their SHA-256 in the
// page's Content-Security-Policy, so the policy still refuses every other inline script and style.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from '../../shared/lang';
import { hindiModules } from '../../web/hindi/parts';
import { chunkFiles, entryKeyOf, pageAssets, type Manifest } from './page-assets';

export interface PageParts {
  head: string;
  html: string;
  data: string;
  /** The page's source module (manifest key); absent for the bare page (client-side rendering). */
  module?: string;
  /** The origin the page's donation form posts to (from the site settings), for its form-action. */
  formAction?: string;
  /** The page's language, its `<html lang>` (the frame says English). */
  lang?: Lang;
  /** false: the page without its scripts and data (the answer to a plain form's post, 0023). */
  scripts?: false;
}

/** The frame with the page's language on its root element. */
export const withHtmlLang = (frame: string, lang: Lang | undefined) =>
  lang && lang !== 'en' ? frame.replace(/<html lang="en"/, () => `<html lang="${lang}"`) : frame;

export interface AssembledPage {
  html: string;
  scriptHashes: string[];
  styleHashes: string[];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// `</style` cannot occur in a stylesheet Vite emits, but a page must never be broken by one.
const safeCss = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/** The loader: modulepreload links for the chunks, then the entry, once (see the header comment). */
function loaderScript(entry: string, chunks: string[]): string {
  return (
    `(function(){var d=document,done=0,ev=["pointerdown","keydown","focusin","touchstart"];` +
    `function go(){if(done)return;done=1;ev.forEach(function(e){removeEventListener(e,go,true)});` +
    `${JSON.stringify(chunks)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};d.body.appendChild(s)}` +
    `ev.forEach(function(e){addEventListener(e,go,{capture:true,passive:true})});` +
    `function later(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `d.readyState==="complete"?later():addEventListener("load",later)})()`
  );
}

export function createPageShell(webRoot: string, template: string, manifest: Manifest) {
  const entryKey = entryKeyOf(manifest);
  const entry = entryKey ? manifest[entryKey] : undefined;
  // Vite's own tags go: the shell places scripts and styles itself.
  const bare = template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g, '');

  const cssText = new Map<string, string>();
  const readCss = (href: string) => {
    let text = cssText.get(href);
    if (text === undefined) {
      text = safeCss(fs.readFileSync(path.join(webRoot, href), 'utf8'));
      cssText.set(href, text);
    }
    return text;
  };

  const { js: entryJs, css: entryCss } = entryKey ? chunkFiles(manifest, entryKey) : { js: [], css: [] };

  const byModule = new Map<string, { tags: string; body: string; scriptHashes: string[]; styleHashes: string[] }>();
  const partsFor = (module: string | undefined, lang: Lang | undefined) => {
    const key = `${lang ?? 'en'}:${module ?? ''}`;
    let parts = byModule.get(key);
    if (!parts) {
      const own = module ? pageAssets(manifest, module) : { js: [], css: [] };
      // A Hindi page's catalogue: files of their own, cached across pages (decision 0045).
      if (module && lang === 'hi') for (const part of hindiModules(module)) own.js.push(...chunkFiles(manifest, part).js);
      const styles = [...entryCss, ...own.css].map(readCss);
      const scripts: string[] = [];
      if (entry) {
        // Everything but the entry itself: the entry's static imports, then the page's chunks.
        const chunks = [...entryJs.filter((f) => f !== `/${entry.file}`), ...own.js];
        scripts.push(loaderScript(`/${entry.file}`, [...new Set(chunks)]));
      }
      parts = {
        // The page's own styles after the global ones, so they win ties.
        tags: styles.map((css) => `<style>${css}</style>`).join('\n    '),
        body: scripts.map((js) => `<script>${js}</script>`).join('\n    '),
        scriptHashes: scripts.map(sha256),
        styleHashes: styles.map(sha256),
      };
      byModule.set(key, parts);
    }
    return parts;
  };

  return {
    assemble(page: PageParts): AssembledPage {
      const parts = partsFor(page.module, page.lang);
      const scripts = page.scripts !== false;
      // A favicon staff uploaded (in the page's head, decision 0033) stands in for the built-in icons.
      const shell = page.head.includes('<link rel="icon"') ? bare.replace(/\s*<link rel="(?:icon|apple-touch-icon)"[^>]*>/g, '') : bare;
      const html = withHtmlLang(shell, page.lang)
        .replace('<!--app-head-->', () => page.head)
        .replace('</head>', () => `  ${parts.tags}\n  </head>`)
        .replace('<!--app-html-->', () => page.html)
        .replace('<!--app-data-->', () => (scripts ? `${page.data}\n    ${parts.body}` : ''));
      return { html, scriptHashes: scripts ? parts.scriptHashes : [], styleHashes: parts.styleHashes };
    },
  };
}
