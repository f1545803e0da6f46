import { expect, test } from '@playwright/test';
import { registerConsumerInUi } from './helpers.ts';

/** Issue 15: what a consumer sees before their first check-in. */
test('a new consumer sees no check-ins yet, labelled general suggestions, their account as it is, and no roadmap words', async ({
  page,
}) => {
  await registerConsumerInUi(page, 'Lin');
  await page.goto('/dashboard');

  // Home: 'No check-ins yet' with the first check-in, not a 0 % balance and a 0 % trend.
  await expect(page.getByRole('heading', { name: 'No check-ins yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start your first check-in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Progress' })).toBeVisible();
  await expect(page.getByText('Your week fills in as you check in.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Balance/ })).toHaveCount(0);
  await expect(page.getByText(/\b0\s?%/)).toHaveCount(0);
  // The provider label is not under the name.
  await expect(page.getByLabel('Your profile').getByText('Lin', { exact: true })).toBeVisible();
  await expect(page.getByText('Email user')).toHaveCount(0);

  // The SPEC's fallback items stay, each labelled as general.
  const items = page.getByRole('list', { name: 'Current recommendations' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  for (const item of await items.all()) {
    await expect(item.getByText('General suggestion until your first check-in')).toBeVisible();
  }
  await expect(items.first()).toContainText('Ginseng Tea');
  // Suggested before the app knows of a pregnancy or a medicine: who should ask first.
  await expect(items.first()).toContainText('Ask a doctor or pharmacist before taking ginseng.');
  await expect(items.nth(1)).not.toContainText('pharmacist');

  // The first check-in button starts the capture.
  await page.getByRole('button', { name: 'Start your first check-in' }).click();
  await expect(page).toHaveURL(/\/analysis$/);

  // History counts check-ins.
  await page.goto('/history');
  await expect(page.getByText('0 check-ins', { exact: true })).toBeVisible();

  // Profile: the account as it really is, the provider with the account details, no dead rows.
  await page.goto('/profile');
  await expect(page.getByText('Free account', { exact: true })).toBeVisible();
  await expect(page.getByText('Premium Member')).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Sign-in method' })).toContainText('Email user');
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
});
