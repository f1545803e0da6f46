import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { fakeCameraLaunchOptions, loginConsumer, registerPractitionerInUi, sharedTonguePhoto } from './helpers.ts';

const photo = sharedTonguePhoto('250');

/** A fake camera (MJPEG: JPEG frames one after another) showing the tongue photo, optionally darkened. */
async function fakeCamera(name: string, dim: boolean): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mtc-guidance-')), `${name}.mjpeg`);
  if (photo) {
    let frame = sharp(photo).resize(640, 480, { fit: 'contain', background: '#3a2f2a' });
    if (dim) frame = frame.linear(0.2, 0);
    const jpeg = await frame.jpeg({ quality: 90 }).toBuffer();
    writeFileSync(file, Buffer.concat(Array.from({ length: 10 }, () => jpeg)));
  }
  return file;
}
const dark = await fakeCamera('dark', true);
const lit = await fakeCamera('lit', false);

// This file's browser films a dark room; the good-light test launches its own browser.
test.use({ permissions: ['camera'], launchOptions: fakeCameraLaunchOptions(dark) });

test.describe('capture guidance on the live frame, before the photo is taken', () => {
  test.skip(!photo, 'the fake camera needs a real tongue photo');

  test('in a dark room the consumer and the practitioner are told it is too dark', async ({ page }) => {
    test.setTimeout(90_000);
    await loginConsumer(page);
    await page.goto('/analysis');
    await expect(page.getByTestId('capture-hint')).toHaveText('Too dark: face a window or turn on a light', {
      timeout: 20_000,
    });
    await expect(page.getByRole('status', { name: 'Photo check' })).toContainText('Too dark');
    // A hint never blocks: the server's gate has the last word.
    await expect(page.getByRole('button', { name: 'Capture photo' })).toBeEnabled();
    await page.getByRole('button', { name: 'Back' }).click();

    await page.context().clearCookies();
    await registerPractitionerInUi(page);
    const practitionerId = Number(new URL(page.url()).searchParams.get('practitionerId'));
    const added = await page.request.post(`/api/practitioners/${practitionerId}/patients`, {
      data: { practitionerId, firstName: 'Bo', chiefComplaint: 'Dry mouth' },
    });
    expect(added.status()).toBe(201);
    const patientId = ((await added.json()) as { id: number }).id;
    await page.goto(`/practitioner/patient/${patientId}/consultation`);
    await page.getByRole('button', { name: 'Take Photo' }).click();
    await expect(page.getByRole('dialog').getByTestId('capture-hint')).toHaveText('Too dark: face a window or turn on a light', {
      timeout: 20_000,
    });
  });

  test('in good light a framed tongue gets the go-ahead', async ({ baseURL }) => {
    test.setTimeout(60_000);
    const browser = await chromium.launch(fakeCameraLaunchOptions(lit));
    try {
      const context = await browser.newContext({ baseURL, permissions: ['camera'] });
      const page = await context.newPage();
      await loginConsumer(page);
      await page.goto('/analysis');
      await expect(page.getByTestId('capture-hint')).toHaveText('Good: hold still and take the photo', { timeout: 20_000 });
    } finally {
      await browser.close();
    }
  });
});
