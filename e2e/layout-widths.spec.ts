import { expect, test, type Browser, type Page } from '@playwright/test';
import { EVERY_ROUTE, fillRoute, type RouteAudience } from './every-route.ts';
import { signInAs } from './helpers.ts';

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
    const tooWide: string[] = [];
    for (const route of EVERY_ROUTE.filter((r) => r.audience === audience)) {
      const path = fillRoute(route.path, params);
      const overflow = await overflowAt(page, path);
      if (overflow > 0) tooWide.push(`${path} (+${overflow}px)`);
    }
    expect(tooWide, `pages wider than ${width}px`).toEqual([]);
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
