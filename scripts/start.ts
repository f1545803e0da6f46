/**
 * `npm start`: build the web app when the build is missing or older than its sources, then serve.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist/client/index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

// The client bundles the contract and parts of the engine (reports) as well as its own sources.
const sourcesChanged = () =>
  Math.max(...['src/client', 'src/contract', 'src/engine'].map((dir) => newestMtime(path.join(root, dir)))) >
  statSync(built).mtimeMs;

if (!existsSync(built) || sourcesChanged()) {
  console.log('Building the web app…');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}

await import('../src/server/main.ts');
