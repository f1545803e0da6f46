import { expect, test } from '@playwright/test';
import { EVERY_ROUTE, fillRoute, type RouteAudience } from './every-route.ts';
import { signInAs } from './helpers.ts';

/**
 * Issue 15: no page shows roadmap words. Either a feature exists or its control is not there.
 * Checked on every page (the English interface; the pattern also names the words in Spanish and
 * Chinese), one signed-in context per audience.
 */
const ROADMAP = /coming soon|phase 2|próximamente|fase 2|即将推出|第二阶段/i;

for (const audience of ['anonymous', 'consumer', 'practitioner'] as const satisfies readonly RouteAudience[]) {
  test(`no ${audience} page shows roadmap words`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const params = await signInAs(page, audience);
      const found: string[] = [];
      for (const route of EVERY_ROUTE.filter((r) => r.audience === audience)) {
        const path = fillRoute(route.path, params);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const text = await page.locator('body').innerText();
        const match = ROADMAP.exec(text);
        if (match) found.push(`${path}: ${match[0]}`);
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
