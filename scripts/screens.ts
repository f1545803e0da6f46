/**
 * `npm run screens`: screenshots of the landing page, the consumer home and results, the practitioner dashboard and
 * the consultation, at 390 and 1280 px wide, into docs/screens/ (issue 15). It starts the app the
 * way the end-to-end tests do (scripts/start.mjs on a fresh embedded database), drives Debian's
 * Chromium, and uses a tongue photo of the shared data set when it is there.
 *
 *   SCREENS_PORT (default 5095), SHARED_DATA_DIR, CHROMIUM_PATH
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { BROWSER_ARGS } from '../e2e/helpers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs/screens');
const port = Number(process.env.SCREENS_PORT ?? 5095);
const base = `http://127.0.0.1:${port}`;
const WIDTHS = [390, 1280] as const;
const HEIGHT: Record<(typeof WIDTHS)[number], number> = { 390: 844, 1280: 800 };
const sharedData = path.resolve(process.env.SHARED_DATA_DIR ?? path.join(root, '../shared/data'));
const photo = path.join(sharedData, 'tongue-seg/images/001.jpg');
const havePhoto = existsSync(photo);

async function waitForServer(deadline = Date.now() + 180_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not answer ${base}/readyz in time`);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Toasts and focus rings are not part of the page being shown.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.screenshot({ path: path.join(outDir, `${name}.png`), animations: 'disabled', caret: 'hide' });
  console.log(`docs/screens/${name}.png`);
}

/** The landing page a visitor sees first. */
async function landing(browser: Browser): Promise<void> {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ baseURL: base, viewport: { width, height: HEIGHT[width] } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shoot(page, `landing-${width}`);
    await context.close();
  }
}

/** A consumer with one check-in (when the photo is there): home and results. */
async function consumer(browser: Browser): Promise<void> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const username = `screens${Date.now().toString(36)}`;
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.org`);
  await page.getByLabel('Password').fill('tongue-check-1');
  await page.getByLabel('First Name').fill('Lin');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/\/onboarding/);
  if (havePhoto) {
    await page.goto('/analysis');
    await page.getByLabel('Tongue photo file').setInputFiles(photo);
    await page.getByRole('button', { name: 'Get My Results' }).click();
    await page.waitForURL(/\/results$/, { timeout: 60_000 });
  } else {
    console.warn(`NOTE: ${photo} is missing; the consumer screens show a first-run account.`);
  }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT[width] });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Current Recommendations' }).waitFor();
    await shoot(page, `consumer-home-${width}`);
    await page.goto('/results');
    await page.getByRole('heading', { name: 'Your Analysis Results' }).waitFor();
    await shoot(page, `consumer-results-${width}`);
  }
  await context.close();
}

/** A practitioner with two patients: the dashboard, and a consultation with its analysis. */
async function practitioner(browser: Browser): Promise<void> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const suffix = Date.now().toString(36);
  await page.goto('/practitioner/register');
  await page.getByLabel('First Name *').fill('Ana');
  await page.getByLabel('Last Name *').fill('Reyes');
  await page.getByLabel('Email *').fill(`ana${suffix}@clinic.example`);
  await page.getByLabel('Username *').fill(`ana${suffix}`);
  await page.getByLabel('Password *').fill('moxibustion8');
  await page.getByLabel('License Number *').fill(`L-${suffix}`);
  await page.getByLabel('License State').fill('CA');
  await page.getByRole('button', { name: 'Create Professional Account' }).click();
  await page.waitForURL(/\/practitioner\/dashboard\?practitionerId=\d+$/);
  const practitionerId = Number(new URL(page.url()).searchParams.get('practitionerId'));
  let patientId = 0;
  for (const [firstName, lastName, chiefComplaint] of [
    ['Mary', 'Stone', 'Fatigue and bloating after meals'],
    ['José', 'Núñez', 'Chronic migraine with irritability'],
  ]) {
    const res = await page.request.post(`/api/practitioners/${practitionerId}/patients`, {
      data: { practitionerId, firstName, lastName, chiefComplaint, complexFactors: [] },
    });
    if (!res.ok()) throw new Error(`adding a patient failed: ${res.status()} ${await res.text()}`);
    patientId = ((await res.json()) as { id: number }).id;
  }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT[width] });
    await page.goto('/practitioner/dashboard');
    await page.getByRole('heading', { name: 'Recent Patients' }).waitFor();
    await shoot(page, `practitioner-dashboard-${width}`);
    // The consultation keeps its analysis in the page only, so it runs again at each width.
    await page.goto(`/practitioner/patient/${patientId}/consultation`);
    if (havePhoto) {
      await page.getByLabel('Tongue image file').setInputFiles(photo);
      await page.getByRole('button', { name: 'Analyze Tongue' }).click();
      await page.getByTestId('primary-pattern').waitFor({ timeout: 60_000 });
      // On a phone the result is below the form: show its top (the desktop shows both side by side).
      if (width < 768)
        await page.getByRole('heading', { name: 'AI Analysis Results' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    }
    await shoot(page, `practitioner-consultation-${width}`);
  }
  await context.close();
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mtc-screens-')),
    },
  });
  try {
    await waitForServer();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: BROWSER_ARGS,
    });
    try {
      await landing(browser);
      await consumer(browser);
      await practitioner(browser);
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
