/**
 * `npm run build`: the web app (Vite, into dist/client) and the server (esbuild, into
 * dist/server), each only when its sources are newer than its last build; `--force` builds both.
 * Plain JavaScript, so `npm start` runs it with node alone (decision 0034). The two builds run
 * side by side.
 */
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');
const quiet = process.argv.includes('--quiet');

/** Newest modification time of a file or of any file below a folder (0 when absent). */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    latest = Math.max(latest, newest(path.join(target, entry.name)));
  }
  return latest;
}

const stale = (output, inputs) =>
  force || !existsSync(output) || Math.max(...inputs.map((i) => newest(path.join(root, i)))) > statSync(output).mtimeMs;

// What each build reads: its own sources, the shared layers, the lock file (dependencies) and its config.
const CLIENT = {
  output: path.join(root, 'dist/client/index.html'),
  inputs: ['src/client', 'src/contract', 'src/engine', 'vite.config.ts', 'scripts/build', 'package-lock.json', 'tsconfig.json'],
};
const SERVER = {
  output: path.join(root, 'dist/server/main.mjs'),
  inputs: ['src/server', 'src/contract', 'src/engine', 'src/edge', 'package-lock.json', 'scripts/build.mjs'],
};

async function buildClient() {
  const { build } = await import('vite');
  await build({ root: path.join(root, 'src/client'), configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  await precompress(path.join(root, 'dist/client'));
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;

/**
 * Writes file.br and file.gz beside every text file of the web app, so the server sends them
 * as they are (@fastify/static preCompressed) instead of compressing each answer.
 */
async function precompress(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && TEXT.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

async function buildServer() {
  const esbuild = await import('esbuild');
  const outdir = path.join(root, 'dist/server');
  const staging = `${outdir}.new`;
  rmSync(staging, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: {
      main: path.join(root, 'src/server/main.ts'),
      // piscina loads the worker by file name: the engine task bundled on its own.
      'engine-worker': path.join(root, 'src/server/jobs/engine-task.ts'),
      // The embedded database's thread (db/embedded.ts loads it by file name, decision 0085).
      'pglite-worker': path.join(root, 'src/server/db/pglite-host.ts'),
    },
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    // Dependencies stay in node_modules (native modules, PGlite's WebAssembly files beside its code).
    packages: 'external',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
  // Migrations are read at start-up from beside the bundle (db/client.ts).
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(staging, 'migrations'), { recursive: true });
  // The PDF reports' embedded font is read from beside the bundle (reports/render-pdf.ts).
  cpSync(path.join(root, 'src/server/reports/fonts'), path.join(staging, 'fonts'), { recursive: true });
  // Swapped in whole, so a running server never sees half a build.
  rmSync(outdir, { recursive: true, force: true });
  cpSync(staging, outdir, { recursive: true });
  rmSync(staging, { recursive: true, force: true });
  await esbuild.stop?.();
}

const jobs = [];
if (stale(CLIENT.output, CLIENT.inputs)) jobs.push(['web app', buildClient]);
if (stale(SERVER.output, SERVER.inputs)) jobs.push(['server', buildServer]);
if (jobs.length > 0) {
  const started = performance.now();
  if (!quiet) console.log(`Building ${jobs.map(([name]) => name).join(' and ')}…`);
  await Promise.all(jobs.map(([, run]) => run()));
  if (!quiet) console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
