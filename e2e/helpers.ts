import AxeBuilder from '@axe-core/playwright';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { RouteAudience } from './every-route.ts';

export async function loginConsumer(page: Page, username = 'demo', password = `${username}1234`): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A fresh consumer account through /register (it lands on onboarding); returns its username. */
export async function registerConsumerInUi(page: Page, firstName = 'Lin'): Promise<string> {
  const username = `new${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.org`);
  await page.getByLabel('Password').fill('tongue-check-1');
  await page.getByLabel('First Name').fill(firstName);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding\?userId=\d+$/);
  return username;
}

let counter = 0;
export function uniquePractitioner() {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Ana',
    lastName: 'Reyes',
    email: `ana${suffix}@clinic.example`,
    username: `ana${suffix}`,
    password: 'moxibustion8',
    licenseNumber: `L-${suffix}`,
  };
}

export async function registerPractitionerInUi(page: Page, p = uniquePractitioner()) {
  await page.goto('/practitioner/register');
  await page.getByLabel('First Name *').fill(p.firstName);
  await page.getByLabel('Last Name *').fill(p.lastName);
  await page.getByLabel('Email *').fill(p.email);
  await page.getByLabel('Username *').fill(p.username);
  await page.getByLabel('Password *').fill(p.password);
  await page.getByLabel('License Number *').fill(p.licenseNumber);
  await page.getByLabel('License State').fill('CA');
  await page.getByLabel('Pain Management').check();
  await page.getByRole('button', { name: 'Create Professional Account' }).click();
  await expect(page).toHaveURL(/\/practitioner\/dashboard\?practitionerId=\d+$/);
  return p;
}

/** Signs the practitioner out through the workspace header's account menu (keyboard: Enter opens it). */
export async function logoutPractitioner(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/practitioner\/login$/);
}

/** Signs the page in as the audience needs; returns the route parameters it made (a patient). */
export async function signInAs(page: Page, audience: RouteAudience): Promise<{ patientId?: number }> {
  if (audience === 'consumer') {
    await loginConsumer(page);
    return {};
  }
  if (audience === 'practitioner') {
    await registerPractitionerInUi(page);
    const practitionerId = Number(new URL(page.url()).searchParams.get('practitionerId'));
    // A chief complaint as long as real ones are, and two visits, so the pages show what widens
    // them on a phone (an exploratory test: the dashboard and the visit comparison overflowed 390 px).
    const res = await page.request.post(`/api/practitioners/${practitionerId}/patients`, {
      data: {
        practitionerId,
        firstName: 'Mei',
        lastName: 'Lin',
        chiefComplaint: 'Chronic fatigue, bloating and loose stools after meals for two years',
        complexFactors: [],
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const patientId = ((await res.json()) as { id: number }).id;
    for (const tcmDiagnosis of ['Spleen Qi Deficiency', 'Spleen Qi Deficiency with Dampness']) {
      const visit = await page.request.post(`/api/practitioners/${practitionerId}/sessions`, {
        data: { patientId, practitionerId, manualAssessment: { notes: 'follow-up' }, tcmDiagnosis, status: 'completed' },
      });
      expect(visit.status(), await visit.text()).toBe(201);
    }
    return { patientId };
  }
  return {};
}

/** The visible toast (Radix also copies its text into a screen-reader announcement). */
export function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}

/** The axe-core tags of WCAG 2.1 levels A and AA: what the accessibility checks hold every page to (issue 15). */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core held to WCAG_21_AA on the page. Legacy mode runs axe.run in the page itself: the
 * default opens a blank page on every run to merge the results of cross-origin frames, which the
 * app has none of, and that doubled the cost of each check (1.39 s against 0.69 s a page,
 * measured over the anonymous and consumer pages).
 */
export function axeWcag21AA(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode();
}

/** Debian Chromium's flags for this closed network (see playwright.config.ts). */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options whose fake camera plays the given .mjpeg file (JPEG frames one after another). */
export function fakeCameraLaunchOptions(mjpegFile: string) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...BROWSER_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${mjpegFile}`,
    ],
  };
}

/** A real tongue photo of the shared data set (never copied into the project), or null when the set is absent. */
export function sharedTonguePhoto(name = '001'): string | null {
  const dir = path.resolve(process.env.SHARED_DATA_DIR ?? path.join(import.meta.dirname, '../../shared/data'));
  const file = path.join(dir, 'tongue-seg/images', `${name}.jpg`);
  if (existsSync(file)) return file;
  if (process.env.CI === 'true') throw new Error(`${file} is missing; under CI=true the end-to-end tests need it.`);
  console.warn(`NOTE: ${file} is missing; end-to-end tests that need a real tongue photo are skipped.`);
  return null;
}

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * A new consumer signed in on this page's context through the API (the session cookie lands in
 * the context); onboarded in `language` when given, else left before onboarding.
 */
export async function consumerByApi(page: Page, options: { language?: 'english' | 'spanish' | 'chinese' } = {}) {
  const suffix = uniqueSuffix();
  const reg = await page.request.post('/api/auth/register', {
    data: { username: `lin${suffix}`, email: `lin${suffix}@example.org`, password: 'tongue-check-1', firstName: 'Lucía' },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { id } = (await reg.json()) as { id: number };
  if (options.language) {
    const onboarded = await page.request.put(`/api/users/${id}/onboarding`, {
      data: { firstName: 'Lucía', gender: 'female', age: 34, height: 165, weight: 60, language: options.language },
    });
    expect(onboarded.status(), await onboarded.text()).toBe(200);
  }
  return { id };
}

/** A new practitioner signed in on this page's context through the API, with one patient. */
export async function practitionerWithPatientByApi(
  page: Page,
  patient: { firstName: string; lastName: string; chiefComplaint: string; gender?: string } = {
    firstName: 'Lin',
    lastName: 'Wu',
    chiefComplaint: 'Insomnia',
  },
) {
  const suffix = uniqueSuffix();
  const reg = await page.request.post('/api/practitioners/register', {
    data: {
      firstName: 'Mei',
      lastName: 'Lin',
      email: `mei${suffix}@clinic.example`,
      username: `mei${suffix}`,
      password: 'acupuncture1',
      licenseNumber: `L-${suffix}`,
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { id } = (await reg.json()) as { id: number };
  const added = await page.request.post(`/api/practitioners/${id}/patients`, { data: patient });
  expect(added.status(), await added.text()).toBe(201);
  return { id, patientId: ((await added.json()) as { id: number }).id, username: `mei${suffix}`, password: 'acupuncture1' };
}

/** One whole check-in through the API (photo, questionnaire, recommendation) for a signed-in consumer. */
export async function checkInByApi(request: APIRequestContext, userId: number, photo: string) {
  const imageBase64 = readFileSync(photo).toString('base64');
  const analysis = await request.post('/api/tongue-analysis', { data: { userId, imageBase64 } });
  expect(analysis.status(), await analysis.text()).toBe(201);
  const { id: tongueAnalysisId, imageUrl } = (await analysis.json()) as { id: number; imageUrl: string };
  const q = await request.post('/api/health-questionnaire', {
    data: { userId, energyLevel: 3, sleepQuality: 3, digestion: 3, discomforts: [] },
  });
  expect(q.status(), await q.text()).toBe(201);
  const rec = await request.post('/api/recommendations', {
    data: { userId, tongueAnalysisId, healthQuestionnaireId: ((await q.json()) as { id: number }).id },
  });
  expect(rec.status(), await rec.text()).toBe(201);
  return { tongueAnalysisId, imageUrl };
}

/** How many pages of one context the route sweeps drive at once. */
export const SWEEP_LANES = 2;

/** Roadmap words, in English, Spanish and Chinese: no page may promise a feature it does not have (issue 15). */
export const ROADMAP_WORDS = /coming soon|phase 2|próximamente|fase 2|即将推出|第二阶段/i;

/**
 * Visits every item with `lanes` pages of the page's context at once, and answers the results in
 * the items' order. A sweep spends most of each route waiting (the network going idle, axe reading
 * the page); two pages keep both cores busy. The pages share the context's cookies, so each lane is
 * signed in as the first page is; the extra pages close at the end.
 */
export async function visitInLanes<T, R>(
  page: Page,
  items: readonly T[],
  visit: (lanePage: Page, item: T) => Promise<R>,
  lanes = SWEEP_LANES,
): Promise<R[]> {
  const extra = await Promise.all(Array.from({ length: Math.min(lanes, items.length) - 1 }, () => page.context().newPage()));
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  try {
    await Promise.all(
      [page, ...extra].map(async (lanePage) => {
        for (let i = next++; i < items.length; i = next++) results[i] = await visit(lanePage, items[i]);
      }),
    );
  } finally {
    await Promise.all(extra.map((p) => p.close()));
  }
  return results;
}
