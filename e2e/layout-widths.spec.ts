import { expect, test, type Browser, type Page } from '@playwright/test';
import { EVERY_ROUTE, fillRoute, type RouteAudience } from './every-route.ts';
import { signInAs, visitInLanes } from './helpers.ts';

/**
 * Issue 15: every page fits a 320-px phone without sideways scrolling. One browser context per
 * audience and width (signing in once), then every route of that audience in turn.
 */
const WIDTHS = [320, 390] as const;
const AUDIENCES: RouteAudience[] = ['anonymous', 'consumer', 'practitioner'];

/** How far the page is wider than the window, after the route's content has loaded. */
async function overflowAt(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, h1').first()).toBeVisible();
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function sweep(browser: Browser, width: number, audience: RouteAudience) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  try {
    const params = await signInAs(page, audience);
    const routes = EVERY_ROUTE.filter((r) => r.audience === audience);
    const tooWide = await visitInLanes(page, routes, async (lanePage, route) => {
      const path = fillRoute(route.path, params);
      const overflow = await overflowAt(lanePage, path);
      return overflow > 0 ? [`${path} (+${overflow}px)`] : [];
    });
    expect(tooWide.flat(), `pages wider than ${width}px`).toEqual([]);
  } finally {
    await context.close();
  }
}

for (const width of WIDTHS) {
  for (const audience of AUDIENCES) {
    test(`every ${audience} page fits ${width}px without sideways scrolling`, async ({ browser }) => {
      test.setTimeout(120_000);
      await sweep(browser, width, audience);
    });
  }
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
