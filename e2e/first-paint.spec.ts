import { expect, test, type Page } from '@playwright/test';
import { es } from '../src/client/i18n/locales/es.ts';
import { loginConsumer } from './helpers.ts';

/**
 * Decision 0106: `/`, `/login` and `/practitioner/login` arrive drawn (in the visitor's language),
 * so a phone shows the page before the app's scripts have come; the app then takes over the same
 * page in place.
 */

/** The page as it shows before any of the app's scripts has run. */
async function withoutScripts(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
}

test('a first page shows before the app has loaded, in the browser language, and cannot be used until the app takes over', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await withoutScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: es['login.title'], includeHidden: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // Inert: nothing typed there could reach the app.
  await expect(page.locator('#first-paint')).toHaveAttribute('inert', '');
  const username = page.locator('#first-paint input#username');
  const box = await username.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.keyboard.type('lucia');
  await expect(username).toHaveValue('');
  await context.close();
});

test('the app takes the drawn page over in place: one page, nothing moves, and the form works', async ({ page }) => {
  await withoutScripts(page);
  await page.goto('/login');
  const drawn = await page.locator('#first-paint h1').boundingBox();
  const drawnForm = await page.locator('#first-paint form').first().boundingBox();
  expect(drawn).not.toBeNull();

  await page.unrouteAll();
  await page.goto('/login');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('h1')).toHaveCount(1);
  // Within a pixel: the same markup and stylesheet lay out the same.
  for (const [selector, before] of [
    ['#root h1', drawn],
    ['#root form', drawnForm],
  ] as const) {
    const after = await page.locator(selector).first().boundingBox();
    for (const key of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(after![key] - before![key]), `${selector} ${key}`).toBeLessThanOrEqual(1);
  }

  // The same steps a visitor takes: sign in with the demo account.
  await loginConsumer(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-in consumer opening / or /login is not shown the drawn sign-in page: the app sends them on', async ({ page }) => {
  await loginConsumer(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ['/', '/login']) {
    expect(await (await page.request.get(path)).text(), path).not.toContain('id="first-paint"');
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('a visitor who chose the dark theme gets the app without the light picture, and the choice is kept for the server', async ({
  page,
}) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'mtc_theme')?.value).toBe('dark');
  expect(await (await page.request.get('/login')).text()).not.toContain('id="first-paint"');
});

test('the language chosen with the switcher is drawn on the next visit, whatever the browser asks for', async ({ page }) => {
  await page.goto('/practitioner/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const html = await (await page.request.get('/practitioner/login', { headers: { 'accept-language': 'en' } })).text();
  expect(html).toContain('<html lang="es">');
  expect(html).toContain(es['plogin.title']);
});

test('when the app cannot be loaded the drawn page stays inert, so nothing typed there is sent as a plain form', async ({
  page,
}) => {
  await page.route('**/assets/index-*.js', (route) => route.abort());
  const failed = page.waitForEvent('console', (message) => message.text().includes('The app could not be loaded'));
  await page.goto('/login');
  await failed;
  await expect(page.locator('#first-paint')).toHaveAttribute('inert', '');
  const box = await page.locator('#first-paint input#password').boundingBox();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.keyboard.type('secret-1234');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(500);
  expect(page.url()).not.toContain('secret');
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('a Chinese first page gets its Chinese font before the app has run', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  // The loader runs; the app itself never comes.
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.locator('#first-paint')).toHaveCount(1);
  await expect
    .poll(() =>
      page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Noto Sans SC') && face.status === 'loaded')),
    )
    .toBe(true);
  await context.close();
});
