import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.mjs';

describe('scripts/precompress.mjs (the copies npm start writes after listening)', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each text file over 1 KB, skips the rest, and clears copies left half-written', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mtc-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = `console.log(${JSON.stringify('y'.repeat(3000))});`;
    writeFileSync(path.join(dir, 'assets/app.js'), script);
    writeFileSync(path.join(dir, 'assets/tiny.css'), 'a{}');
    writeFileSync(path.join(dir, 'assets/photo.png'), Buffer.alloc(4000));
    writeFileSync(path.join(dir, 'assets/app.js.br.1234.tmp'), 'half');
    await precompress(dir);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets/app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, 'assets/app.js.gz'))).toString()).toBe(script);
    expect(readdirSync(path.join(dir, 'assets')).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz', 'photo.png', 'tiny.css']);
  });

  it('rewrites the copies of a file changed since they were written, and only those', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mtc-precompress-'));
    const older = `/* ${'a'.repeat(2000)} */`;
    writeFileSync(path.join(dir, 'a.js'), older);
    writeFileSync(path.join(dir, 'b.js'), older);
    await precompress(dir);
    const newer = `/* ${'b'.repeat(2000)} */`;
    writeFileSync(path.join(dir, 'a.js'), newer);
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(dir, 'a.js'), later, later);
    // b's copies are newer than b.js: they are kept as they are, whatever they hold.
    writeFileSync(path.join(dir, 'b.js.br'), 'kept');
    writeFileSync(path.join(dir, 'b.js.gz'), 'kept');
    await precompress(dir);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'a.js.br'))).toString()).toBe(newer);
    expect(gunzipSync(readFileSync(path.join(dir, 'a.js.gz'))).toString()).toBe(newer);
    expect(readFileSync(path.join(dir, 'b.js.br'), 'utf8')).toBe('kept');
    expect(readFileSync(path.join(dir, 'b.js.gz'), 'utf8')).toBe('kept');
  });
});
