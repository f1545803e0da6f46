import { expect, test, type Browser, type Page } from '@playwright/test';
import { EVERY_ROUTE, fillRoute, type RouteAudience } from './every-route.ts';
import { signInAs, visitInLanes } from './helpers.ts';

/**
 * Issue 15: every page fits a 320-px phone without sideways scrolling. One browser context per
 * audience (signing in once), then every route of that audience in turn, loaded once at the
 * widest width and measured at each width down to the narrowest.
 */
const WIDTHS = [390, 320] as const;
const AUDIENCES: RouteAudience[] = ['anonymous', 'consumer', 'practitioner'];

/** How far the page is wider than the window at each width, after the route's content has loaded. */
async function overflowsAt(page: Page, path: string): Promise<Array<{ width: number; overflow: number }>> {
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, h1').first()).toBeVisible();
  const overflows: Array<{ width: number; overflow: number }> = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // After a frame, so layout that follows the window in script (media-query listeners) has run.
    const overflow = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - window.innerWidth)),
        ),
    );
    overflows.push({ width, overflow });
  }
  return overflows;
}

async function sweep(browser: Browser, audience: RouteAudience) {
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 800 } });
  const page = await context.newPage();
  try {
    const params = await signInAs(page, audience);
    const routes = EVERY_ROUTE.filter((r) => r.audience === audience);
    const tooWide = await visitInLanes(page, routes, async (lanePage, route) => {
      const path = fillRoute(route.path, params);
      const overflows = await overflowsAt(lanePage, path);
      return overflows.filter((o) => o.overflow > 0).map((o) => `${path} at ${o.width}px (+${o.overflow}px)`);
    });
    expect(tooWide.flat(), 'pages wider than the window').toEqual([]);
  } finally {
    await context.close();
  }
}

for (const audience of AUDIENCES) {
  test(`every ${audience} page fits ${WIDTHS.join('px and ')}px without sideways scrolling`, async ({ browser }) => {
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
