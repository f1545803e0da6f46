import { expect, test } from '@playwright/test';
import { consumerByApi, loginConsumer, logoutPractitioner, registerPractitionerInUi, toast } from './helpers.ts';

test('a consumer signs in as demo and sees the app chrome with their first name', async ({ page }) => {
  await loginConsumer(page);
  await expect(toast(page, 'Login successful')).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText('Demo', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' })).toBeVisible();
});

test('a wrong password shows Authentication error with the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Authentication error')).toBeVisible();
  await expect(toast(page, 'Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('empty credentials show the validation toast', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Validation error')).toBeVisible();
  await expect(toast(page, 'Please enter username and password')).toBeVisible();
});

test('a signed-in consumer signs out from the account menu and private pages then need a login', async ({ page }) => {
  await loginConsumer(page);
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await expect(page.getByText('My Account')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/history');
  await expect(page).toHaveURL(/\/login$/);
});

test('a practitioner registers and lands on the dashboard with their id, then logs out and back in', async ({ page }) => {
  const p = await registerPractitionerInUi(page);
  await expect(toast(page, 'Registration successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome, Dr. ${p.firstName} ${p.lastName}` })).toBeVisible();
  await logoutPractitioner(page);

  await page.getByLabel('Username').fill(p.username);
  await page.getByLabel('Password').fill(p.password);
  await page.getByRole('button', { name: 'Sign In as Practitioner' }).click();
  await expect(page).toHaveURL(/\/practitioner\/dashboard$/);
  await expect(toast(page, 'Login successful')).toBeVisible();
});

test('practitioner registration shows the spec validation messages', async ({ page }) => {
  await page.goto('/practitioner/register');
  await page.getByLabel('Username *').fill('ab');
  await page.getByLabel('Password *').fill('short');
  await page.getByRole('button', { name: 'Create Professional Account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('License number is required')).toBeVisible();
});

test('a wrong practitioner password shows Login failed', async ({ page }) => {
  await page.goto('/practitioner/login');
  await page.getByLabel('Username').fill('nobody-here');
  await page.getByLabel('Password').fill('whatever1');
  await page.getByRole('button', { name: 'Sign In as Practitioner' }).click();
  await expect(toast(page, 'Login failed')).toBeVisible();
});

test('unknown routes show the 404 page, and routes match regardless of case', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.goto('/PRACTITIONER/Login');
  await expect(page.getByRole('button', { name: 'Sign In as Practitioner' })).toBeVisible();
  await page.goto('/LOGIN');
  await expect(page.getByRole('heading', { name: 'MTC Health Login' })).toBeVisible();
});

test('the landing page shows to logged-out visitors and its calls to action lead to registration', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('AI diagnostic assistant');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Practitioner Login' })).toBeVisible();
  await page.getByRole('link', { name: 'Start Your 30-Day Free Trial' }).click();
  await expect(page).toHaveURL(/\/practitioner\/register$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Your Free Trial' }).click();
  await expect(page).toHaveURL(/\/practitioner\/register$/);
  // Consumers get an equal way in (issue 15).
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Check your tongue today', level: 2 })).toBeVisible();
  await page.getByRole('link', { name: 'Start my check-in' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('a signed-in consumer who opens / or /login goes to /dashboard', async ({ page }) => {
  await loginConsumer(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the login page lists the demo logins only when this server has them', async ({ page }) => {
  // The test server is a new embedded database, so it has them (issue 10 §4).
  await page.goto('/login');
  const box = page.getByLabel('Demo accounts');
  await expect(box).toBeVisible();
  await expect(box).toContainText('Username: demo');

  // A deployment without demo logins answers an empty list: no box, nothing to try.
  await page.route('**/api/auth/demo-accounts', (route) => route.fulfill({ json: { usernames: [] } }));
  const answered = page.waitForResponse('**/api/auth/demo-accounts');
  await page.reload();
  await answered;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MTC Health Login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(page.getByLabel('Demo accounts')).toHaveCount(0);
  await expect(page.getByText('Demo test accounts')).toHaveCount(0);
});

test('a consumer who changes language while the session check would fail stays signed in, in the new language', async ({
  page,
}) => {
  await consumerByApi(page, { language: 'english' });
  await page.goto('/profile/privacy');
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toBeVisible();
  // From here on a session check fails, as on a busy server: it must not cost the person their session.
  await page.route('**/api/auth/me', (route) => route.fulfill({ status: 503, body: 'busy' }));
  await language.selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  await expect(page).toHaveURL(/\/profile\/privacy$/);
});
