// Worker threads do not inherit a TypeScript loader under every runner (Vitest, for one),
// so the worker registers tsx itself before loading the TypeScript host. The build bundles
// pglite-host.ts as dist/server/pglite-worker.mjs, which replaces this file there.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-host.ts');
