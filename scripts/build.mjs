/**
 * `npm run build`: the web app (Vite, into dist/client) and the server (esbuild, into
 * dist/server), each only when its sources are newer than its last build; `--force` builds both,
 * `--defer-precompress` leaves the web app's .br and .gz copies to scripts/precompress.mjs.
 * Plain JavaScript, so `npm start` runs it with node alone (decision 0034). The two builds run
 * side by side.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');
const quiet = process.argv.includes('--quiet');
const deferPrecompress = process.argv.includes('--defer-precompress');

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
  await prerenderFirstPages(build);
  // `npm start` compresses after the server listens (scripts/start.mjs): brotli at its best is
  // about as slow as the whole build.
  if (!deferPrecompress) await precompress(path.join(root, 'dist/client'));
}

/** The entry script and the module preloads Vite writes into index.html. */
const MODULE_SCRIPTS =
  /(?:\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">)+/;

/**
 * A prerendered page paints with its stylesheet alone, so the app's scripts start loading once it
 * has painted: they do not share the phone's bandwidth with the stylesheet, and the paint never
 * waits for them (docs/performance.md 4e). A small loader, hashed like the build's assets, asks
 * for the entry and its preloads once the browser reports the first contentful paint.
 */
async function writeFirstPaintLoader(template) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)?.[1];
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  if (!entry) throw new Error('dist/client/index.html names no module script');
  // Chinese text's font (the app loads it with the shell's messages): a Chinese picture asks for
  // it at once, so its glyphs are not left to the system's font (or none) until the app has run.
  const chineseFont = readdirSync(path.join(root, 'dist/client/assets')).find((f) => /^noto-sans-sc-[\w-]+\.css$/.test(f));
  if (!chineseFont)
    console.warn('No Noto Sans SC stylesheet in the build: the Chinese first pages wait for the app for their font.');
  const code = `// Decision 0106: the app's scripts load once the prerendered page has painted.
if (document.documentElement.lang === 'zh-Hans' && ${JSON.stringify(chineseFont ? `/assets/${chineseFont}` : null)}) {
  // Added by script, so it does not hold up the first paint.
  const font = document.createElement('link');
  font.rel = 'stylesheet';
  font.href = ${JSON.stringify(chineseFont ? `/assets/${chineseFont}` : null)};
  document.head.append(font);
}
const start = () => {
  for (const href of ${JSON.stringify(preloads)}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // The picture stays inert if the app cannot be loaded: its forms must never be sent as plain
  // HTML forms (a password in the address).
  import(${JSON.stringify(entry)}).catch((error) => console.error('The app could not be loaded', error));
};
let started = false;
const startOnce = () => {
  if (started) return;
  started = true;
  start();
};
// Once the browser reports the first paint, and one frame later: this module runs once the whole
// page is parsed, but the first paint may have shown only part of it, so the next frame is the
// one that shows all of it. A tab hidden before it paints starts at once, a browser without paint
// timing after the next frame, and any browser within 3 s.
if (document.visibilityState === 'hidden') startOnce();
document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && startOnce());
setTimeout(startOnce, 3000);
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(startOnce, 0));
  }).observe({ type: 'paint', buffered: true });
} else requestAnimationFrame(() => setTimeout(startOnce, 0));
`;
  const name = `assets/first-paint-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await writeFile(path.join(root, 'dist/client', name), code);
  return name;
}

/**
 * Decision 0106: each first page (/, /login, /practitioner/login) drawn once per language by the
 * app's own components (src/client/prerender/first-pages.tsx, bundled for node by Vite), put into
 * the built index.html beside the empty root, as dist/client/first-paint/<page>.<locale>.html.
 */
async function prerenderFirstPages(build) {
  const outDir = path.join(root, 'dist/prerender');
  await build({
    root: path.join(root, 'src/client'),
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: path.join(root, 'src/client/prerender/first-pages.tsx'), outDir, emptyOutDir: true },
  });
  try {
    const { FIRST_PAGES, LOCALES, renderFirstPage } = await import(pathToFileURL(path.join(outDir, 'first-pages.js')).href);
    const template = await readFile(path.join(root, 'dist/client/index.html'), 'utf8');
    const ROOT = '<div id="root"></div>';
    if (!template.includes(ROOT)) throw new Error(`dist/client/index.html has no ${ROOT}`);
    const target = path.join(root, 'dist/client/first-paint');
    mkdirSync(target, { recursive: true });
    const loader = await writeFirstPaintLoader(template);
    for (const page of FIRST_PAGES) {
      for (const locale of LOCALES) {
        const markup = await renderFirstPage(page.path, page.part, locale);
        // Inert: nothing in the picture can be typed into or pressed before the app takes over.
        // `data-signed-out`: the server sends this picture only to a visitor without a consumer
        // session, so the app need not wait for the session before drawing the page.
        const signedOut = page.signedOutOnly ? ' data-signed-out' : '';
        const html = template
          .replace('<html lang="en">', `<html lang="${locale === 'zh' ? 'zh-Hans' : locale}">`)
          .replace(MODULE_SCRIPTS, '')
          .replace('</head>', () => `  <script type="module" crossorigin src="/${loader}"></script>\n  </head>`)
          .replace(ROOT, () => `${ROOT}<div id="first-paint" inert${signedOut}>${markup}</div>`);
        // The picture's whole point is that no script but the loader comes before its paint.
        if (/rel="modulepreload"|<script(?![^>]*first-paint-)[^>]*\ssrc=/.test(html)) {
          throw new Error(`${page.name}.${locale}.html still names the app's scripts: index.html changed shape`);
        }
        await writeFile(path.join(target, `${page.name}.${locale}.html`), html);
      }
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
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
