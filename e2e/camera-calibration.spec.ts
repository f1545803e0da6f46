import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { greyCardPhoto, noCardPhoto } from '../tests/support/calibration-photos.ts';
import { registerPractitionerInUi, sharedTonguePhoto, toast } from './helpers.ts';

/** Synthetic photos under a tungsten cast, written at test time. */
const dir = mkdtempSync(path.join(tmpdir(), 'mtc-calibration-'));
const cardFile = path.join(dir, 'grey-card.png');
const emptyFile = path.join(dir, 'no-card.png');
writeFileSync(cardFile, await greyCardPhoto());
writeFileSync(emptyFile, await noCardPhoto());

test('a practitioner calibrates a camera with a grey card photo under a colour cast; the consultation applies the profile', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerPractitionerInUi(page);
  await page.goto('/practitioner/settings');
  const card = page.getByRole('region', { name: 'Camera profiles' });
  await expect(card.getByText('No camera calibrated yet.')).toBeVisible();

  const choose = async (file: string) => {
    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: 'Choose File' }).click();
    await (await chooser).setFiles(file);
  };

  // Taking the card's photo opens the camera titled for a card, not for a tongue.
  await card.getByRole('button', { name: 'Take Photo' }).click();
  const cameraDialog = page.getByRole('dialog', { name: 'Photograph the card or the colour checker' });
  await expect(cameraDialog).toBeVisible();
  // Its buttons speak the interface's language (the SPEC's Spanish is for the tongue modal only).
  await expect(cameraDialog.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  await expect(cameraDialog.getByRole('button', { name: 'Capture', exact: true })).toBeVisible();
  await expect(cameraDialog.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(cameraDialog).toBeHidden();

  // A name is needed first.
  await card.getByRole('button', { name: 'Calibrate this camera' }).click();
  await expect(card.getByText('Give the camera a name')).toBeVisible();

  // A photo with no card: a clear refusal that says what to do, and nothing stored.
  await card.getByLabel('Camera name').fill('Exam room phone');
  await card.getByLabel('The photo shows').selectOption({ label: 'An 18% grey card' });
  await choose(emptyFile);
  await card.getByRole('button', { name: 'Calibrate this camera' }).click();
  await expect(card.getByRole('alert')).toHaveText(/No white or grey card was found in the middle of the photo/);
  await expect(card.getByText('No camera calibrated yet.')).toBeVisible();

  // The grey card under the same cast: found, fitted, stored. Sent from the keyboard, the button
  // keeps the focus while it works (aria-disabled, not disabled), and a second press does nothing.
  // The request is held for a moment so the working state is seen for sure.
  await choose(cardFile);
  let calibrations = 0;
  await page.route('**/api/practitioners/*/camera-profiles', async (route) => {
    if (route.request().method() === 'POST') {
      calibrations += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    }
    await route.continue();
  });
  const calibrateButton = card.locator('button[type="submit"]');
  await expect(calibrateButton).toHaveText('Calibrate this camera');
  await calibrateButton.focus();
  await page.keyboard.press('Enter');
  await expect(calibrateButton).toHaveText('Finding the card...');
  await expect(calibrateButton).toBeFocused();
  await expect(calibrateButton).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(card.getByRole('status')).toHaveText(
    /Camera profile Exam room phone saved\. Colour error left on the reference: ΔE \d/,
  );
  await expect(calibrateButton).toHaveText('Calibrate this camera');
  await expect(calibrateButton).not.toHaveAttribute('aria-disabled', 'true');
  await expect(calibrateButton).toBeFocused();
  await expect(card.getByRole('alert')).toHaveCount(0);
  expect(calibrations).toBe(1);
  await page.unroute('**/api/practitioners/*/camera-profiles');
  const profiles = card.getByRole('list', { name: 'Camera profiles' });
  await expect(profiles.getByRole('listitem')).toHaveCount(1);
  await expect(profiles.getByText('Exam room phone')).toBeVisible();
  await expect(profiles.getByText(/An 18% grey card · excellent fit \(ΔE \d/)).toBeVisible();

  // The consultation picks the only profile and the analysis says it applied it.
  const tongue = sharedTonguePhoto('250');
  test.skip(!tongue, 'the consultation half needs a real tongue photo');
  await page.goto('/practitioner/dashboard');
  await page.getByRole('button', { name: 'Add Patient' }).click();
  await page.getByLabel('First Name *').fill('Lan');
  await page.getByLabel('Chief Complaint *').fill('Poor appetite');
  await page.getByRole('button', { name: 'Add Patient' }).click();
  await expect(toast(page, 'Patient added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/practitioner\/patient\/\d+$/);
  await page.getByRole('button', { name: 'New Consultation' }).click();
  await expect(page.getByLabel('Camera profile')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Camera profile').locator('option:checked')).toHaveText('Exam room phone');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose File' }).click();
  await (await chooser).setFiles(tongue!);
  await page.getByRole('button', { name: 'Analyze Tongue' }).click();
  await expect(page.getByTestId('primary-pattern')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('camera-profile-note')).toHaveText('Colours corrected with the camera profile Exam room phone');
});
