import { expect, test } from '@playwright/test';
import { startLocalOidcProvider, type LocalOidcProvider } from '../scripts/local-oidc-provider.ts';
import { linkIn, startMailCapture, type MailCapture } from '../tests/support/mail-capture.ts';
import { consumerByApi, toast } from './helpers.ts';

// The app under test (playwright.config.ts) is configured for a provider and an SMTP server on
// the two ports after its own; this file starts the real ones there.
const port = Number(process.env.E2E_PORT ?? 5055);
const appUrl = `http://localhost:${port}`;

let provider: LocalOidcProvider;
let mail: MailCapture;

test.beforeAll(async () => {
  provider = await startLocalOidcProvider({
    port: port + 1,
    clients: [{ clientId: 'mtc-e2e', clientSecret: 'mtc-e2e-secret', redirectUris: [`${appUrl}/api/auth/oidc/local/callback`] }],
    accounts: { 'mei.e2e': { email: 'mei.e2e@local.test', emailVerified: true, givenName: 'Mei', familyName: 'Lin' } },
  });
  mail = await startMailCapture(port + 2);
});
test.afterAll(async () => {
  await provider?.close();
  await mail?.close();
});

test('a consumer signs in through the provider’s sign-in page, lands on onboarding, and the profile names the provider', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Local ID' }).click();
  // The provider's own sign-in page, on its own origin.
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill('mei.e2e');
  await page.getByPlaceholder('and password').fill('whatever-the-provider-checks');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect(page.getByLabel('First Name*')).toHaveValue('Mei');
  await page.getByLabel('Gender*').selectOption('female');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Age*').fill('34');
  await page.getByLabel('Height (cm)*').fill('162');
  await page.getByLabel('Weight (kg)*').fill('55');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByLabel('Your profile').getByText('Mei', { exact: true })).toBeVisible();
  // The provider label sits with the account details on the profile page (issue 15).
  await page.goto('/profile');
  await expect(page.getByRole('listitem').filter({ hasText: 'Sign-in method' })).toContainText('Local ID');
  await expect(page.getByText('Email user')).toHaveCount(0);

  // The security list says how and when.
  await page.goto('/profile/privacy');
  await expect(page.getByRole('heading', { name: 'Ways to sign in' })).toBeVisible();
  await expect(page.getByText('mei.e2e@local.test', { exact: true })).toBeVisible();
  // No password to give, so no form that asks for the current one.
  await expect(page.getByText('No password yet', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change password' })).toHaveCount(0);
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  const activity = page.getByRole('list', { name: 'Recent sign-ins and changes' });
  await expect(activity.getByText('Signed in · Local ID')).toBeVisible();
  await expect(activity.getByText('Account created · Local ID')).toBeVisible();
});

test('a newcomer signs in with the mailed code on the Spanish login page and lands on onboarding, in Spanish', async ({
  page,
}) => {
  const email = `lucia.${Date.now().toString(36)}@example.com`;
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('es');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviarme un enlace de acceso' }).click();
  const message = await mail.waitFor((m) => m.to.includes(email));
  const code = /\b(\d{6})\b/.exec(message.text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Código de 6 cifras del correo').fill(code);
  await page.getByRole('button', { name: 'Continuar' }).click();
  // Onboarding first (not the home page), and the account keeps the language it signed up in.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: '¡Te damos la bienvenida!' })).toBeVisible();
  const me = (await (await page.request.get('/api/auth/me')).json()) as { language: string };
  expect(me.language).toBe('spanish');
  await page.reload();
  await expect(page.getByRole('heading', { name: '¡Te damos la bienvenida!' })).toBeVisible();
});

test('a consumer with a password links the provider from Privacy & Security and is told by its name', async ({ page }) => {
  await consumerByApi(page);
  await page.goto('/profile/privacy');
  await page.getByRole('link', { name: 'Link Local ID' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(`linker.${Date.now().toString(36)}`);
  await page.getByPlaceholder('and password').fill('whatever-the-provider-checks');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page).toHaveURL(/\/profile\/privacy$/);
  // The toast names the provider as the page does, never its configuration id ('local').
  await expect(toast(page, 'Local ID is now linked to your account.')).toBeVisible();
  await expect(page.getByText('local is now linked')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Unlink/ })).toBeVisible();
});

test('a practitioner signs in with the link from the mailed message', async ({ page, request }) => {
  const suffix = Date.now().toString(36);
  const email = `dr.wu.${suffix}@clinic.example`;
  const registered = await request.post('/api/practitioners/register', {
    data: {
      firstName: 'Wen',
      lastName: 'Wu',
      email,
      username: `wu${suffix}`,
      password: 'cupping-1234',
      licenseNumber: `L-${suffix}`,
      licenseState: 'WA',
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/practitioner/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText('Check your email: if the address can receive mail')).toBeVisible();

  const message = await mail.waitFor((m) => m.to.includes(email));
  expect(message.subject).toBe('Your MTC Health sign-in link');
  const link = linkIn(message);
  expect(link.pathname).toBe('/practitioner/login/email');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Finish signing in' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/practitioner\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Dr. Wen Wu' })).toBeVisible();

  // The same link does not work twice.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This link has expired or was already used. Please ask for a new one.')).toBeVisible();
});
