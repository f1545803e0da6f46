import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
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
    const longAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(path.join(dir, 'assets/app.js.br.1234.tmp'), longAgo, longAgo);
    await precompress(dir);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets/app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, 'assets/app.js.gz'))).toString()).toBe(script);
    expect(readdirSync(path.join(dir, 'assets')).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz', 'photo.png', 'tiny.css']);
  });

  it('rewrites the copies of a file changed since they were made, even one changed while it was compressed, and only those', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mtc-precompress-'));
    const older = `/* ${'a'.repeat(2000)} */`;
    writeFileSync(path.join(dir, 'a.js'), older);
    writeFileSync(path.join(dir, 'b.js'), older);
    await precompress(dir);
    // The copies carry the time of the version they were made from.
    expect(Math.abs(statSync(path.join(dir, 'a.js.br')).mtimeMs - statSync(path.join(dir, 'a.js')).mtimeMs)).toBeLessThan(1);
    // a.js is rebuilt, with an older time than its copies were written at (as when it changes
    // while a run is compressing it): its copies are of another version, so they are rewritten.
    const newer = `/* ${'b'.repeat(2000)} */`;
    writeFileSync(path.join(dir, 'a.js'), newer);
    const earlier = new Date(Date.now() - 60_000);
    utimesSync(path.join(dir, 'a.js'), earlier, earlier);
    // b's copies still carry b.js's time: they are kept as they are, whatever they hold.
    const bTime = statSync(path.join(dir, 'b.js')).mtime;
    for (const copy of ['b.js.br', 'b.js.gz']) {
      writeFileSync(path.join(dir, copy), 'kept');
      utimesSync(path.join(dir, copy), bTime, bTime);
    }
    await precompress(dir);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'a.js.br'))).toString()).toBe(newer);
    expect(gunzipSync(readFileSync(path.join(dir, 'a.js.gz'))).toString()).toBe(newer);
    expect(readFileSync(path.join(dir, 'b.js.br'), 'utf8')).toBe('kept');
    expect(readFileSync(path.join(dir, 'b.js.gz'), 'utf8')).toBe('kept');
  });

  it('leaves a young temporary file alone (another run may be writing it) and removes an old one', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mtc-precompress-'));
    writeFileSync(path.join(dir, 'young.js.br.1.tmp'), 'in flight');
    writeFileSync(path.join(dir, 'old.js.br.2.tmp'), 'left behind');
    const longAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(path.join(dir, 'old.js.br.2.tmp'), longAgo, longAgo);
    await precompress(dir);
    expect(readdirSync(dir).sort()).toEqual(['young.js.br.1.tmp']);
  });
});
