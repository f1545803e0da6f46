/**
 * `npm start`: build what changed (scripts/build.mjs, in its own process so no compiler stays
 * behind), then run the compiled server with plain node (decision 0034). The web app's .br and
 * .gz copies are written once the server listens, by a child at the lowest CPU priority
 * (scripts/precompress.mjs): brotli at its best quality takes as long as the build itself, and
 * until a copy exists the server compresses that file per request.
 */
import { execFileSync, spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--defer-precompress'], { cwd: root, stdio: 'inherit' });
await import('../dist/server/main.mjs');

const precompressing = spawn(process.execPath, [path.join(root, 'scripts/precompress.mjs')], { cwd: root, stdio: 'inherit' });
// An optional speed-up: if it cannot start, the server goes on compressing per request.
precompressing.on('error', (error) => console.warn('The compressed copies of the web app were not started:', error));
try {
  setPriority(precompressing.pid, 19);
} catch {
  // Not allowed here: it still runs, at normal priority.
}
process.on('exit', () => precompressing.kill());
