import { expect, test } from '@playwright/test';
import { signInAs } from './helpers.ts';

/*
 * Issue 15's layout checks beyond fitting a phone. That every page fits 390 px and 320 px without
 * sideways scrolling, and shows no roadmap words, is checked by the phone sweep of
 * e2e/accessibility.spec.ts, which loads every page once for axe anyway.
 */

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
