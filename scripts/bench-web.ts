/**
 * `npm run bench:web`: the first page as a phone sees it. Starts the built app (embedded
 * database) and, for /, /login and /practitioner/login, prints the JavaScript the page loads
 * (gzip size as the server sends it): the scripts its HTML names (module entry and
 * modulepreloads; on a prerendered first page, decision 0106, only the loader), the app's entry
 * and preloads (what the plain index.html names), the scripts fetched before Largest Contentful Paint (those plus the page's
 * own lazy route module and the language catalogue), and every script of the page load; then
 * Lighthouse's mobile LCP and score, with Debian's Chromium (CHROMIUM_PATH, /usr/bin/chromium;
 * never a downloaded browser). BENCH_ROUNDS (3) Lighthouse runs per page.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadNote, median, printTable, startApp } from './bench/support.ts';

const pages = ['/', '/login', '/practitioner/login'];

interface NetworkRequest {
  url: string;
  resourceType?: string;
  networkEndTime: number;
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The scripts a page's HTML makes the browser load before it can paint: module entries and their preloads. */
async function initialScripts(base: string, page: string): Promise<{ files: string[]; gzipBytes: number; rawBytes: number }> {
  const html = await (await fetch(base + page)).text();
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]);
  return scriptSizes(base, files);
}

/** gzip and raw bytes of scripts as this server sends them. */
async function scriptSizes(base: string, files: string[]): Promise<{ files: string[]; gzipBytes: number; rawBytes: number }> {
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const file of new Set(files)) {
    const gz = await fetch(base + file, { headers: { 'accept-encoding': 'gzip' } });
    // fetch decodes the body; the bytes on the wire are the content-length of the .gz copy.
    gzipBytes += Number(gz.headers.get('content-length') ?? 0);
    rawBytes += (await gz.arrayBuffer()).byteLength;
  }
  return { files: [...new Set(files)], gzipBytes, rawBytes };
}

console.log(`bench:web: ${rounds} Lighthouse mobile runs per page with ${chromePath}; before: ${loadNote()}`);
const app = await startApp({ name: 'embedded', env: { LOG_LEVEL: 'warn' } });
const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const rows: (string | number)[][] = [];
  for (const page of pages) {
    const scripts = await initialScripts(app.url, page);
    // A prerendered first page (decision 0106) names only a small loader; the app it then loads
    // is what the plain index.html names.
    const appScripts = await initialScripts(app.url, '/index.html');
    const lcp: number[] = [];
    const score: number[] = [];
    let beforeLcp: string[] = [];
    let allScripts: string[] = [];
    let failedRuns = 0;
    for (let i = 0; i < rounds; i += 1) {
      const result = await lighthouse(app.url + page, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
      // On a loaded machine Lighthouse now and then returns a run whose metrics audit failed (no
      // details): that run measured nothing, so it is run again (twice at most per page).
      const metricsDetails = lhr.audits.metrics?.details as unknown as
        { items?: { observedLargestContentfulPaint: number }[] } | undefined;
      if (!metricsDetails?.items?.length) {
        console.warn(`Lighthouse's metrics audit failed on ${page} (${lhr.audits.metrics?.errorMessage ?? 'no details'})`);
        if ((failedRuns += 1) > 2) throw new Error(`Lighthouse failed to measure ${page} three times`);
        i -= 1;
        continue;
      }
      lcp.push(lhr.audits['largest-contentful-paint'].numericValue ?? NaN);
      // What this browser really fetched (unthrottled, observed times from the navigation's start).
      const requests = (lhr.audits['network-requests'].details as unknown as { items: NetworkRequest[] }).items;
      const metrics = metricsDetails.items[0];
      const fetched = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(app.url));
      allScripts = fetched.map((r) => new URL(r.url).pathname);
      beforeLcp = fetched
        .filter((r) => r.networkEndTime <= (metrics?.observedLargestContentfulPaint ?? Infinity))
        .map((r) => new URL(r.url).pathname);
      score.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
    }
    const [untilLcp, loaded] = await Promise.all([scriptSizes(app.url, beforeLcp), scriptSizes(app.url, allScripts)]);
    rows.push([
      page,
      scripts.files.length,
      (scripts.gzipBytes / 1024).toFixed(1),
      `${appScripts.files.length}: ${(appScripts.gzipBytes / 1024).toFixed(1)}`,
      `${untilLcp.files.length}: ${(untilLcp.gzipBytes / 1024).toFixed(1)}`,
      `${loaded.files.length}: ${(loaded.gzipBytes / 1024).toFixed(1)}`,
      (loaded.rawBytes / 1024).toFixed(1),
      lcp.map((v) => (v / 1000).toFixed(2)).join(', '),
      (median(lcp) / 1000).toFixed(2),
      median(score),
    ]);
  }
  printTable(
    [
      'page',
      'scripts in HTML',
      'their KB gzip',
      'app entry + preloads: KB gzip',
      'scripts before LCP: KB gzip',
      'all scripts: KB gzip',
      'all KB raw',
      'LCP each run (s)',
      'median LCP (s)',
      'score',
    ],
    rows,
  );
} finally {
  chrome.kill();
  await app.stop();
}
console.log(`after: ${loadNote()}`);
