import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

/**
 * Decision 0106: `/`, `/login` and `/practitioner/login` come drawn already in the visitor's
 * language, unless the picture would not be what the app then shows.
 */
describe('the first pages are sent prerendered when the picture fits the visitor', () => {
  let app: FastifyInstance;
  let testApp: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'mtc-first-paint-'));
    mkdirSync(path.join(clientDir, 'first-paint'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>plain app');
    for (const name of ['landing', 'login']) {
      for (const locale of ['en', 'es', 'zh']) {
        writeFileSync(path.join(clientDir, 'first-paint', `${name}.${locale}.html`), `drawn ${name} ${locale}`);
      }
    }
    // The practitioner page exists in English only here: another language falls back to the plain app.
    writeFileSync(path.join(clientDir, 'first-paint', 'practitioner-login.en.html'), 'drawn practitioner-login en');
    testApp = await createTestApp('pglite', { clientDir });
    app = testApp.app;
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('draws each first page in the language of Accept-Language, English when none of ours is asked for', async () => {
    expect((await get('/')).body).toBe('drawn landing en');
    expect((await get('/login', { 'accept-language': 'es-MX,es;q=0.9' })).body).toBe('drawn login es');
    expect((await get('/login', { 'accept-language': 'fr-FR, zh-CN;q=0.8, en;q=0.5' })).body).toBe('drawn login zh');
    expect((await get('/login', { 'accept-language': 'fr-FR' })).body).toBe('drawn login en');
    expect((await get('/practitioner/login')).body).toBe('drawn practitioner-login en');
  });

  it('prefers the language chosen in the browser (its cookie) to Accept-Language, and ignores one that is not ours', async () => {
    expect((await get('/login', { 'accept-language': 'es', cookie: 'mtc_locale=zh' })).body).toBe('drawn login zh');
    expect((await get('/login', { 'accept-language': 'es', cookie: 'mtc_locale=fr' })).body).toBe('drawn login es');
  });

  it('matches the paths as the app router does: any case, with or without a final slash', async () => {
    expect((await get('/LOGIN/')).body).toBe('drawn login en');
    expect((await get('/login?userId=3')).body).toBe('drawn login en');
  });

  it('says a first page depends on the cookies and the language, drawn or not, and is checked on every visit', async () => {
    for (const res of [await get('/login'), await get('/login', { cookie: 'mtc_theme=dark' })]) {
      expect(res.headers.vary).toMatch(/Cookie/i);
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/register')).headers.vary ?? '').not.toMatch(/Cookie/i);
  });

  it('sends the plain app in a dark or system theme, where the light picture would flash', async () => {
    expect((await get('/login', { cookie: 'mtc_theme=dark' })).body).toContain('plain app');
    expect((await get('/', { cookie: 'mtc_theme=system' })).body).toContain('plain app');
    expect((await get('/login', { cookie: 'mtc_theme=light' })).body).toBe('drawn login en');
  });

  it('sends the plain app to a visitor with a consumer session on the pages that send a signed-in consumer away', async () => {
    expect((await get('/', { cookie: 'mtc_session=abc' })).body).toContain('plain app');
    expect((await get('/login', { cookie: 'mtc_session=abc' })).body).toContain('plain app');
    // The practitioner sign-in page does not redirect anyone: it stays drawn.
    expect((await get('/practitioner/login', { cookie: 'mtc_session=abc' })).body).toBe('drawn practitioner-login en');
  });

  it('sends the plain app where no picture was drawn for the page or the language, and on every other route', async () => {
    expect((await get('/practitioner/login', { 'accept-language': 'es' })).body).toContain('plain app');
    expect((await get('/register')).body).toContain('plain app');
    expect((await get('/dashboard')).body).toContain('plain app');
  });
});
