import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default leaves one core to its main process, which is one worker on a 2-core
    // machine. Most files here wait on PostgreSQL, child servers and sockets rather than compute,
    // so two workers there took the suite from 529 s to 379 s (docs/performance.md 7e). Every
    // file has its own databases and ephemeral ports, so files may run side by side.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker keeps the modules it has loaded from one file to the next: loading the server and
    // the engine again for every file cost 98 s of the suite's import time against 17 s
    // (docs/performance.md 7f). No test mocks a module or changes the environment, and every
    // file builds its own app, databases and ports, so what carries over is code, not state.
    isolate: false,
  },
});
