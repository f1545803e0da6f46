import { expect, test, type Browser, type Page } from '@playwright/test';
import { EVERY_ROUTE, fillRoute, type RouteAudience } from './every-route.ts';
import { signInAs, visitInLanes } from './helpers.ts';

/**
 * Issue 15, on every page, one browser context per audience (signing in once), each route loaded
 * once at a desktop width:
 * - no page shows roadmap words: either a feature exists or its control is not there (the English
 *   interface; the pattern also names the words in Spanish and Chinese);
 * - every page fits a 320-px phone without sideways scrolling, measured at each phone width down
 *   to the narrowest.
 */
const DESKTOP = { width: 1280, height: 800 } as const;
const WIDTHS = [390, 320] as const;
const AUDIENCES: RouteAudience[] = ['anonymous', 'consumer', 'practitioner'];
const ROADMAP = /coming soon|phase 2|próximamente|fase 2|即将推出|第二阶段/i;

/** What is wrong with a page once its content has loaded: roadmap words, overflow at a width. */
async function problemsOf(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, h1').first()).toBeVisible();
  const problems: string[] = [];
  const roadmap = ROADMAP.exec(await page.locator('body').innerText());
  if (roadmap) problems.push(`${path} shows roadmap words: ${roadmap[0]}`);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // After a frame, so layout that follows the window in script (media-query listeners) has run.
    const overflow = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - window.innerWidth)),
        ),
    );
    if (overflow > 0) problems.push(`${path} is wider than ${width}px (+${overflow}px)`);
  }
  return problems;
}

async function sweep(browser: Browser, audience: RouteAudience) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  try {
    const params = await signInAs(page, audience);
    const routes = EVERY_ROUTE.filter((r) => r.audience === audience);
    const found = await visitInLanes(page, routes, (lanePage, route) => problemsOf(lanePage, fillRoute(route.path, params)));
    expect(found.flat()).toEqual([]);
  } finally {
    await context.close();
  }
}

for (const audience of AUDIENCES) {
  test(`no ${audience} page shows roadmap words, and every one fits ${WIDTHS.join('px and ')}px without sideways scrolling`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    await sweep(browser, audience);
  });
}

test('the consumer home keeps one column on a phone and sets its blocks side by side on a desktop', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await signInAs(page, 'consumer');
    const profile = page.getByLabel('Your profile');
    const checkIn = page.getByRole('heading', { name: /No check-ins yet|Ready for today's check-in\?/ });
    const phone = { profile: await profile.boundingBox(), checkIn: await checkIn.boundingBox() };
    expect(phone.checkIn!.y).toBeGreaterThan(phone.profile!.y + phone.profile!.height);

    await page.setViewportSize({ width: 1280, height: 800 });
    const desktop = { profile: await profile.boundingBox(), checkIn: await checkIn.boundingBox() };
    expect(desktop.profile!.width).toBeGreaterThan(phone.profile!.width);
    expect(desktop.checkIn!.x).toBeGreaterThan(desktop.profile!.x + desktop.profile!.width);
    expect(desktop.checkIn!.y).toBeLessThan(desktop.profile!.y + desktop.profile!.height);
  } finally {
    await context.close();
  }
});
