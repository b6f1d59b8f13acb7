// `npm start`: builds the website when its build is missing or older than its sources, then runs
// the server (API + website) in this same process, so SIGTERM reaches it directly.
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

const stamp = path.join(root, 'dist/web/.build-stamp');
if (fs.existsSync(path.join(root, 'vite.config.ts'))) {
  const sources = [
    'src/web',
    'src/admin',
    'src/shared',
    'public',
    'index.html',
    'admin.html',
    'vite.config.ts',
    'package-lock.json',
    'scripts/prerender.ts',
  ];
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  if (Math.max(...sources.map((s) => newestMtime(path.join(root, s)))) > built) {
    process.stdout.write('Building the website...\n');
    const { execFileSync } = await import('node:child_process');
    // Always a production build, whatever NODE_ENV the caller runs under (the test runner sets
    // `test`, which would make Vite emit React's development JSX calls).
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    fs.writeFileSync(stamp, new Date().toISOString());
  }
}

register();
await import('../src/server/main.ts');
