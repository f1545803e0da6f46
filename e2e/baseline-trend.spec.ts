import { expect, test, type Page } from '@playwright/test';
import { sharedTonguePhoto } from './helpers.ts';

/** One check-in through the app: a photo from the device, the questions, then the results page. */
async function checkIn(page: Page, photo: string) {
  await page.goto('/analysis');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a photo from your device' }).click();
  await (await chooser).setFiles(photo);
  await expect(page.getByRole('heading', { name: 'Quick Health Questions' })).toBeVisible();
  await page.getByRole('button', { name: 'Get My Results' }).click();
  await expect(page).toHaveURL(/\/results$/, { timeout: 45_000 });
  await expect(page.getByRole('heading', { name: 'Your Analysis Results' })).toBeVisible();
}

test('after several check-ins, results and history compare the tongue with the person\u2019s own usual', async ({ page }) => {
  const photo = sharedTonguePhoto('250');
  test.skip(!photo, 'the check-ins need a real tongue photo');
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const reg = await page.request.post('/api/auth/register', {
    data: { username: `trend${suffix}`, email: `trend${suffix}@example.org`, password: 'tongue-trend-1', firstName: 'Lin' },
  });
  expect(reg.status()).toBe(201);

  // First check-in: nothing to compare with yet, and the page says how many more are needed.
  await checkIn(page, photo!);
  const trendCard = page.getByRole('heading', { name: 'Compared with your usual' }).locator('xpath=../..');
  await expect(trendCard.getByTestId('trend-gathering')).toHaveText(
    'After 2 more check-ins we can compare your tongue with your usual.',
  );
  await checkIn(page, photo!);
  await expect(trendCard.getByTestId('trend-gathering')).toHaveText(
    'After one more check-in we can compare your tongue with your usual.',
  );

  // Third: compared with the two before it, beside the absolute reading.
  await checkIn(page, photo!);
  await expect(page.getByRole('list', { name: 'Key observations' }).getByRole('listitem').first()).toBeVisible();
  const summary = trendCard.getByTestId('trend-summary');
  await expect(summary).toHaveText(/last 2 check-ins|than your usual/);
  const line = (await summary.textContent()) ?? '';

  // History: the newest check-in carries the same line; the first two have none yet.
  await page.goto('/history');
  const cards = page.getByRole('heading', { name: 'TCM Tongue Analysis' });
  await expect(cards).toHaveCount(3);
  const trends = page.getByTestId('trend');
  await expect(trends).toHaveCount(1);
  await expect(trends.first()).toHaveText(`Compared with your usual: ${line}`);
});

test('check-ins read by a different version of the analysis are not compared, and the page says so', async ({ page }) => {
  const photo = sharedTonguePhoto('250');
  test.skip(!photo, 'the check-in needs a real tongue photo');
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const reg = await page.request.post('/api/auth/register', {
    data: { username: `trendv${suffix}`, email: `trendv${suffix}@example.org`, password: 'tongue-trend-1', firstName: 'Wen' },
  });
  expect(reg.status()).toBe(201);
  const { id } = (await reg.json()) as { id: number };

  // Two earlier check-ins sent by a browser in privacy mode that still ran an older head.
  for (let i = 0; i < 2; i++) {
    const earlier = await page.request.post('/api/tongue-analysis/on-device', {
      data: {
        userId: id,
        findings: {
          assessment: { bodyColor: { value: 'normal', confidence: 0.8 }, coating: { value: 'thin-white', confidence: 0.7 } },
          signs: [],
          observations: ['Pink tongue body'],
          head: {
            body: [0.1, 0.8, 0.1],
            coatingColour: [0.8, 0.15, 0.05],
            thick: 0.1,
            cracks: 0.1,
            toothMarks: 0.1,
            colourUncertain: false,
            version: '0000abcd',
          },
        },
      },
    });
    expect(earlier.status(), await earlier.text()).toBe(201);
  }

  await checkIn(page, photo!);
  const trendCard = page.getByRole('heading', { name: 'Compared with your usual' }).locator('xpath=../..');
  await expect(trendCard.getByTestId('trend-other-version')).toHaveText(
    'Your 2 earlier check-ins were read by a different version of our analysis, so they are not compared with this one: a change in the analysis is not a change in you.',
  );
  await expect(trendCard.getByTestId('trend-gathering')).toContainText(
    'After 2 more check-ins we can compare your tongue with your usual.',
  );
});
