import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export async function loginConsumer(page: Page, username = 'demo', password = `${username}1234`): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
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

/** The visible toast (Radix also copies its text into a screen-reader announcement). */
export function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}

/** The axe-core tags of WCAG 2.1 levels A and AA: what the accessibility checks hold every page to (issue 15). */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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
