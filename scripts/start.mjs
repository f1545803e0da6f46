/**
 * `npm start`: build what changed (scripts/build.mjs, in its own process so no compiler stays
 * behind), then run the compiled server with plain node (decision 0034).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
await import('../dist/server/main.mjs');
