import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { BROWSER_ARGS } from './e2e/helpers.ts';

const port = Number(process.env.E2E_PORT ?? 5055);
// e2e/sign-in.spec.ts starts a real OpenID provider and a real SMTP server on the next two ports.
export const e2eOidcPort = port + 1;
export const e2eSmtpPort = port + 2;
// A fresh embedded database for every run, so tests never depend on leftovers.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'mtc-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      // Debian's Chromium, never a downloaded browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: BROWSER_ARGS,
    },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      OIDC_PROVIDERS: 'local',
      OIDC_LOCAL_ISSUER: `http://127.0.0.1:${e2eOidcPort}`,
      OIDC_LOCAL_CLIENT_ID: 'mtc-e2e',
      OIDC_LOCAL_CLIENT_SECRET: 'mtc-e2e-secret',
      OIDC_LOCAL_LABEL: 'Local ID',
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
    },
  },
});
