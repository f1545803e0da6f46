import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

describe('the built web app is served compressed and cached by kind', () => {
  let app: FastifyInstance;
  let testApp: TestApp;
  let clientDir: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'mtc-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    const index = `<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body>${' '.repeat(2000)}</body></html>`;
    for (const [name, text] of [
      ['index.html', index],
      ['assets/app-1a2b3c.js', script],
    ]) {
      writeFileSync(path.join(clientDir, name), text);
      writeFileSync(path.join(clientDir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(path.join(clientDir, `${name}.gz`), gzipSync(text));
    }
    // `npm start` writes the copies after the server listens (scripts/precompress.mjs): a file
    // asked for before its copies exist.
    writeFileSync(path.join(clientDir, 'assets/late-4d5e6f.js'), script);
    testApp = await createTestApp('pglite', { clientDir });
    app = testApp.app;
    // A JSON answer the size of a patient page.
    app.get('/list.json', async () => ({ items: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `patient ${i}` })) }));
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends hashed assets immutable for a year, precompressed', async () => {
    const res = await app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('prefers brotli and sends plain bytes to a client that accepts no encoding', async () => {
    const br = await app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a file whose copies are not written yet', async () => {
    const res = await app.inject({ url: '/assets/late-4d5e6f.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends index.html with no-cache at / and at every app route', async () => {
    for (const url of ['/', '/login', '/practitioner/login', '/index.html']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
    }
  });

  it('answers a missing hashed asset 404, not the app page', async () => {
    const res = await app.inject({ url: '/assets/gone-000000.js' });
    expect(res.statusCode).toBe(404);
  });

  it('compresses JSON answers for clients that accept it', async () => {
    const res = await app.inject({ url: '/list.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toHaveProperty('items');
  });
});
