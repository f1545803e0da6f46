import { expect, test } from '@playwright/test';
import { registerPractitionerInUi, toast } from './helpers.ts';

/** Issue 15: the practitioner workspace header, by keyboard, and adding a patient. */
test('the workspace header leads everywhere by keyboard, and adding a patient lands on their page', async ({ page }) => {
  const p = await registerPractitionerInUi(page);
  const nav = page.getByRole('navigation', { name: 'Workspace' });
  await expect(page.getByRole('banner').getByRole('link', { name: 'MTC Health' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  // The name menu opens with the keyboard and its items are reached with the arrows.
  const menuButton = page.getByRole('button', { name: `Account menu for ${p.firstName} ${p.lastName}` });
  await expect(menuButton).toHaveText(`${p.firstName} ${p.lastName}`);
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Settings', 'Logout']);
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/practitioner\/settings#profile$/);
  await expect(page.getByText(p.licenseNumber)).toBeVisible();
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // Add Patient from the header; the new patient's page follows, not the dashboard.
  await nav.getByRole('link', { name: 'Add Patient' }).click();
  await page.getByLabel('First Name *').fill('Rosa');
  await page.getByLabel('Last Name').fill('Díaz');
  await page.getByLabel('Chief Complaint *').fill('Night sweats');
  await page.getByRole('button', { name: 'Add Patient' }).click();
  await expect(toast(page, 'Patient added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/practitioner\/patient\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Rosa Díaz', level: 1 })).toBeVisible();

  await nav.getByRole('link', { name: 'Patients' }).click();
  await expect(page).toHaveURL(/\/practitioner\/patients$/);
  await expect(page.getByRole('heading', { name: 'Rosa Díaz' })).toBeVisible();

  // Sign out from the menu, by keyboard (the arrows wrap round).
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/practitioner\/login$/);
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toHaveCount(0);
});
