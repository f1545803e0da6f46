import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { EMPTY_SESSION_MESSAGE } from '../src/contract/practitioner.ts';
import {
  axeWcag21AA,
  fakeCameraLaunchOptions,
  loginConsumer,
  registerPractitionerInUi,
  sharedTonguePhoto,
  toast,
} from './helpers.ts';

/**
 * Issue 15 'Feedback while working' and 'Focus and keyboard': the analysis keeps its button busy
 * and shows its stages, the focus follows what appears (result, saved session, the consumer's
 * questions), the camera modal keeps the focus inside and gives it back, an empty session is refused.
 */
const photo = sharedTonguePhoto();
const fakeCamera = path.join(mkdtempSync(path.join(tmpdir(), 'mtc-focus-')), 'tongue.mjpeg');
if (photo) {
  const frame = await sharp(photo).resize(640, 480, { fit: 'cover' }).jpeg({ quality: 85 }).toBuffer();
  writeFileSync(fakeCamera, Buffer.concat(Array.from({ length: 10 }, () => frame)));
}

test.use({ permissions: ['camera'], launchOptions: fakeCameraLaunchOptions(fakeCamera), viewport: { width: 390, height: 844 } });

async function openConsultation(page: Page): Promise<{ practitionerId: number; patientId: number }> {
  await registerPractitionerInUi(page);
  const practitionerId = Number(new URL(page.url()).searchParams.get('practitionerId'));
  const added = await page.request.post(`/api/practitioners/${practitionerId}/patients`, {
    data: { practitionerId, firstName: 'Mei', chiefComplaint: 'Tiredness after meals' },
  });
  expect(added.status()).toBe(201);
  const patientId = ((await added.json()) as { id: number }).id;
  await page.goto(`/practitioner/patient/${patientId}/consultation`);
  await expect(page.getByRole('heading', { name: 'Diagnostic Session: Mei' })).toBeVisible();
  return { practitionerId, patientId };
}

/** Where the focus is: the active element's text, or BODY when it fell to the page. */
const focused = (page: Page) =>
  page.evaluate(() => (document.activeElement === document.body ? 'BODY' : (document.activeElement?.textContent ?? '')));

test('an empty session is refused by the page and by the API; Analyze says why it is disabled', async ({ page }) => {
  const { practitionerId, patientId } = await openConsultation(page);
  const analyze = page.getByRole('button', { name: 'Analyze Tongue' });
  await expect(analyze).toBeDisabled();
  await expect(page.getByText('Add a tongue photo or some findings first.')).toBeVisible();
  await expect(analyze).toHaveAccessibleDescription('Add a tongue photo or some findings first.');

  await page.getByRole('button', { name: 'Save Session' }).click();
  await expect(toast(page, 'Session not saved')).toBeVisible();
  await expect(toast(page, EMPTY_SESSION_MESSAGE)).toBeVisible();
  await expect(page.getByText('No saved sessions yet.')).toBeVisible();

  const refused = await page.request.post(`/api/practitioners/${practitionerId}/sessions`, {
    data: { patientId, practitionerId, manualAssessment: { tongue: {} }, status: 'completed' },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({
    message: EMPTY_SESSION_MESSAGE,
    errors: [{ field: '', message: EMPTY_SESSION_MESSAGE }],
  });

  // Findings alone are enough to analyse.
  await page.getByLabel('Current symptoms').fill('tired after meals, loose stools');
  await expect(analyze).toBeEnabled();
  await expect(page.getByText('Add a tongue photo or some findings first.')).toHaveCount(0);
});

test('Analyze stays busy through its stages, then the focus moves to the result; Save moves it to the saved session', async ({
  page,
}) => {
  test.skip(!photo, 'needs the shared tongue photos');
  test.setTimeout(90_000);
  await openConsultation(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose File' }).click();
  await (await chooser).setFiles(photo!);

  await page.getByRole('button', { name: 'Analyze Tongue' }).click();
  const busy = page.getByRole('button', { name: 'Uploading & Analyzing...' });
  await expect(busy).toBeDisabled();
  // The pressed button keeps the focus while it works (a disabled one would drop it to the page).
  await expect(busy).toBeFocused();
  const stages = page.getByRole('list', { name: 'Analysis progress' });
  // The server's own stages follow the upload and the start: the photo is read, then the pattern.
  await expect(stages.getByRole('listitem')).toHaveText([
    'Upload the photo (done)',
    'Start the analysis (done)',
    /^Read the tongue in the photo/,
    'Differentiate the pattern',
  ]);
  await expect(stages.locator('[aria-current="step"]')).toHaveText('Read the tongue in the photo');
  // The built-in engine answers, and says how long it takes.
  const estimate = 'Analysis in progress (estimated time: a few seconds)';
  await expect(page.getByTestId('analysis-progress').getByText(estimate)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: estimate })).toHaveText(estimate);
  // Still busy while the job runs (the first poll is 3 s after the start).
  await expect(busy).toBeDisabled();

  const heading = page.getByRole('heading', { name: 'AI Analysis Results' });
  await expect(heading).toBeFocused({ timeout: 30_000 });
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Analyze Tongue' })).toBeEnabled();
  const pattern = (await page.getByTestId('primary-pattern').textContent()) ?? '';
  // One short announcement, not the whole result.
  await expect(page.getByRole('status').filter({ hasText: `Analysis ready: ${pattern}` })).toHaveText(
    `Analysis ready: ${pattern}`,
  );

  // The long result folds by section; the actions stay in reach.
  const plan = page.getByRole('button', { name: 'Treatment Plan' });
  await expect(plan).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Main formula:')).toBeHidden();
  await plan.press('Enter');
  await expect(plan).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Main formula:')).toBeVisible();
  const actions = page.getByRole('group', { name: 'Session actions' });
  await expect(actions.getByRole('button', { name: 'Save Session' })).toBeInViewport();
  await expect(actions.getByRole('button', { name: 'Generate Report' })).toBeInViewport();

  // The result itself (not reached by the route sweep in e2e/accessibility.spec.ts) meets WCAG 2.1 AA in both themes.
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    const { violations } = await axeWcag21AA(page).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));

  await actions.getByRole('button', { name: 'Save Session' }).click();
  await expect(toast(page, 'Session saved')).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved sessions' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toBeFocused();
});

test('the camera modal keeps the focus while the camera starts, traps Tab, and Escape gives the focus back', async ({ page }) => {
  test.skip(!photo, 'needs the shared tongue photos');
  await openConsultation(page);
  const takePhoto = page.getByRole('button', { name: 'Take Photo' });
  await takePhoto.click();
  const modal = page.getByRole('dialog', { name: 'Capturar Imagen de Lengua' });
  await expect(modal).toBeVisible();
  const capture = modal.getByRole('button', { name: 'Capturar' });
  // While the camera starts, the focus never falls to the page.
  for (let i = 0; i < 10; i++) {
    expect(await focused(page)).not.toBe('BODY');
    await page.waitForTimeout(50);
  }
  await expect(capture).toBeFocused();
  await expect(capture).toBeEnabled({ timeout: 15_000 });
  await expect(capture).toBeFocused();
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    const { violations } = await axeWcag21AA(page).include('[role="dialog"]').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }

  // Tab and Shift+Tab stay inside the modal.
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(takePhoto).toBeFocused();

  // After a capture the focus is on 'Usar Imagen', which replaced 'Capturar'.
  await takePhoto.click();
  await expect(capture).toBeEnabled({ timeout: 15_000 });
  await capture.click();
  await expect(modal.getByRole('button', { name: 'Usar Imagen' })).toBeFocused();
  await modal.getByRole('button', { name: 'Repetir' }).click();
  await expect(capture).toBeFocused();
});

test("the consumer's questions take the focus once a photo is chosen", async ({ page }) => {
  test.skip(!photo, 'needs the shared tongue photos');
  await loginConsumer(page);
  await page.goto('/analysis');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a photo from your device' }).click();
  await (await chooser).setFiles(photo!);
  await expect(page.getByRole('heading', { name: 'Quick Health Questions' })).toBeFocused();
});

test("Edit on the patient's record moves the focus to the form's first field; Cancel and Save give it back to Edit", async ({
  page,
}) => {
  const { patientId } = await openConsultation(page);
  await page.goto(`/practitioner/patient/${patientId}`);
  const edit = page.getByRole('button', { name: 'Edit', exact: true });
  await edit.click();
  await expect(page.getByLabel('First Name *')).toBeFocused();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(edit).toBeFocused();

  await edit.press('Enter');
  await expect(page.getByLabel('First Name *')).toBeFocused();
  await page.getByLabel('Chief Complaint *').fill('Tiredness after meals, cold hands');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Patient updated')).toBeVisible();
  await expect(edit).toBeFocused();
});

/**
 * Tabs through the page (up to `presses`, or until the focus reaches `bar` itself) and lists each
 * focused control whose bottom lies under the top of `bar` (a fixed or sticky bar at the bottom
 * of the screen); stops early at the control named `last`.
 */
async function hiddenUnderBar(page: Page, bar: Locator, last: string | null, presses = 40): Promise<string[]> {
  const hidden: string[] = [];
  const barHandle = await bar.elementHandle();
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate((barElement) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      if (barElement?.contains(el)) return { inBar: true, name: '', bottom: 0 };
      if (el.closest('nav')) return null;
      const r = el.getBoundingClientRect();
      const label = (el as HTMLInputElement).labels?.[0]?.textContent;
      return {
        inBar: false,
        name: el.getAttribute('aria-label') ?? label ?? el.textContent?.trim() ?? el.tagName,
        bottom: r.bottom,
      };
    }, barHandle);
    if (!focused) continue;
    if (focused.inBar) break;
    const barTop = (await bar.boundingBox())!.y;
    if (focused.bottom > barTop) hidden.push(`${focused.name} (bottom ${Math.round(focused.bottom)} > ${Math.round(barTop)})`);
    if (focused.name === last) break;
  }
  return hidden;
}

test('on a phone, Tab through the check-in questions keeps each focused control above the bottom navigation', async ({
  page,
}) => {
  test.skip(!photo, 'shared tongue photos are missing');
  await loginConsumer(page);
  await page.goto('/analysis');
  await page.getByLabel('Tongue photo file').setInputFiles(photo!);
  await expect(page.getByRole('button', { name: 'Bloating' })).toBeVisible();
  await page
    .getByRole('img', { name: /tongue/i })
    .first()
    .click();
  expect(await hiddenUnderBar(page, page.getByRole('navigation', { name: 'Main' }), 'Get My Results')).toEqual([]);
});

test("on a phone, Tab through the consultation keeps each focused field above the session's sticky Save bar", async ({
  page,
}) => {
  await openConsultation(page);
  await page.getByRole('heading', { name: 'Diagnostic Session: Mei' }).click();
  const bar = page.getByRole('group', { name: 'Session actions' });
  await expect(bar).toBeVisible();
  expect(await hiddenUnderBar(page, bar, null, 120)).toEqual([]);
});
