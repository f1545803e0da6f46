import { expect, test, type Request } from '@playwright/test';
import { consumerByApi, sharedTonguePhoto } from './helpers.ts';

const LABEL = 'Analyse on this device (photo stays on your phone)';
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Findings and answers are a few kilobytes; a photo, even shrunk, is far more. */
const MAX_BODY_BYTES = 50 * 1024;

test('a privacy-mode check-in completes, and no request carries the photo', async ({ page }) => {
  const photo = sharedTonguePhoto();
  test.skip(!photo, 'the check-in needs a real tongue photo');
  test.setTimeout(120_000);
  await consumerByApi(page);

  const sent: { method: string; url: string; body: Buffer }[] = [];
  page.on('request', (request: Request) => {
    const body = request.postDataBuffer();
    if (body) sent.push({ method: request.method(), url: request.url(), body });
  });

  await page.goto('/analysis');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a photo from your device' }).click();
  await (await chooser).setFiles(photo!);
  await expect(page.getByRole('heading', { name: 'Quick Health Questions' })).toBeVisible();

  const privacy = page.getByRole('checkbox', { name: LABEL });
  await expect(privacy).not.toBeChecked();
  await expect(privacy).toHaveAccessibleDescription(/never uploaded/);
  await privacy.check();
  await expect(privacy).toBeChecked();
  await expect(privacy).toBeEnabled(); // saved

  await page.getByRole('button', { name: 'Bloating' }).click();
  await page.getByRole('button', { name: 'Get My Results' }).click();
  await expect(page).toHaveURL(/\/results$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Your Analysis Results' })).toBeVisible();
  await expect(page.getByText('Photo not stored.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your tongue photo' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Key observations' }).getByRole('listitem').first()).toBeVisible();

  // The network log: the findings went to the on-device endpoint, the photo went nowhere.
  const posts = sent.map((s) => `${s.method} ${new URL(s.url).pathname}`);
  expect(posts).toContain('POST /api/tongue-analysis/on-device');
  expect(posts).not.toContain('POST /api/tongue-analysis');
  for (const { url, body } of sent) {
    expect.soft(body.includes(JPEG), `JPEG bytes in ${url}`).toBe(false);
    expect.soft(body.includes(PNG), `PNG bytes in ${url}`).toBe(false);
    const text = body.toString('latin1');
    expect.soft(text.includes('data:'), `a data: URL in ${url}`).toBe(false);
    // JPEG and PNG magic bytes as base64, without a data: prefix
    expect.soft(/\/9j\/|iVBORw0KGgo/.test(text), `base64 image bytes in ${url}`).toBe(false);
    expect.soft(body.length, `body size of ${url}`).toBeLessThan(MAX_BODY_BYTES);
  }

  // The choice is remembered on the server and can be changed on the Privacy & Security page.
  await page.goto('/profile/privacy');
  const setting = page.getByRole('checkbox', { name: LABEL });
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await expect(setting).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: LABEL })).not.toBeChecked();
});

test('the server refuses findings that fail the contract schema', async ({ page }) => {
  const { id: userId } = await consumerByApi(page);
  const res = await page.request.post('/api/tongue-analysis/on-device', {
    data: {
      userId,
      findings: { assessment: { bodyColor: { value: 'green', confidence: 2 } }, signs: ['not-a-sign'], observations: [] },
    },
  });
  expect(res.status()).toBe(400);
  const body = (await res.json()) as { message: string; errors: { field: string; message: string }[] };
  expect(typeof body.message).toBe('string');
  expect(body.errors.map((e) => e.field).sort()).toEqual([
    'findings.assessment.bodyColor.confidence',
    'findings.assessment.bodyColor.value',
    'findings.signs.0',
  ]);
  // Nothing was stored.
  const list = await page.request.get(`/api/tongue-analysis/user/${userId}`);
  expect(await list.json()).toEqual([]);
});
