import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/errors.ts';
import { ImageStore } from '../../src/server/storage/image-store.ts';
import { IMAGE_MESSAGES, normaliseImage } from '../../src/server/storage/normalise-image.ts';
import { createTestApp, loginDemo, registerPractitioner, type TestApp } from '../support/app.ts';
import { DRIVERS } from '../support/databases.ts';

const photo = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 100 } } })
    .jpeg()
    .toBuffer();

async function refusal(input: Buffer): Promise<HttpError> {
  try {
    await normaliseImage(input);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the image to be refused');
}

describe('image normalisation', () => {
  it('refuses an empty file with 400', async () => {
    const e = await refusal(Buffer.alloc(0));
    expect([e.statusCode, e.message]).toEqual([400, IMAGE_MESSAGES.empty]);
  });

  it('refuses a text file whatever its name says, with 415', async () => {
    const e = await refusal(Buffer.from('this is not a photo, just text named tongue.jpg'));
    expect([e.statusCode, e.message]).toEqual([415, IMAGE_MESSAGES.notImage]);
  });

  it('refuses a 50-megapixel image from its header, before decoding it', async () => {
    const huge = await sharp({ create: { width: 10000, height: 5000, channels: 3, background: '#888' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const e = await refusal(huge);
    expect([e.statusCode, e.message]).toEqual([413, IMAGE_MESSAGES.tooManyPixels]);
  });

  it('refuses a truncated JPEG as unreadable', async () => {
    const bytes = await photo(400, 300);
    const e = await refusal(bytes.subarray(0, 200));
    expect(e.statusCode).toBe(400);
  });

  it('applies EXIF orientation, strips metadata and bounds the size', async () => {
    const rotated = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#c55' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'GPS would be here' } } })
      .toBuffer();
    const out = await normaliseImage(rotated);
    expect(out.mimeType).toBe('image/jpeg');
    // Orientation 6 turns the landscape photo upright (portrait), long side bounded to 2048.
    expect([out.width, out.height]).toEqual([683, 2048]);
    const meta = await sharp(out.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('accepts PNG and WebP by their content', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#f00a' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0f0' } })
      .webp()
      .toBuffer();
    expect((await normaliseImage(png)).width).toBe(40);
    expect((await normaliseImage(webp)).height).toBe(40);
  });

  it('refuses a photo too small to read with a 400 that says so, not a failure further on', async () => {
    for (const [width, height] of [
      [16, 12],
      [400, 31],
      // Wide enough as sent, but 2048 x 10 once brought down to the kept size.
      [8000, 40],
    ]) {
      const tiny = await sharp({ create: { width, height, channels: 3, background: '#c46a6a' } })
        .jpeg()
        .toBuffer();
      await expect(normaliseImage(tiny)).rejects.toMatchObject({ statusCode: 400, message: IMAGE_MESSAGES.tooFewPixels });
    }
    const smallest = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c46a6a' } })
      .jpeg()
      .toBuffer();
    expect((await normaliseImage(smallest)).width).toBe(32);
  });
});

describe.each(DRIVERS)('image access on %s', (kind, available) => {
  let t: TestApp;
  let store: ImageStore;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind, { env: { SIGNING_SECRET: 'test-signing-secret-123' } });
    store = new ImageStore(t.db.database.db, '.tmp/test-data', 'test-signing-secret-123');
  });
  afterAll(async () => {
    await t?.close();
  });

  it.runIf(available)("serves a consumer's image to that consumer only", async () => {
    const owner = await loginDemo(t.app);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: owner } })).json<{ id: number }>();
    const row = await store.saveUpload(await photo(), { userId: me.id });
    const ok = await t.app.inject({ method: 'GET', url: ImageStore.urlOf(row.id), headers: { cookie: owner } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/jpeg');
    const other = await loginDemo(t.app, 'test');
    expect((await t.app.inject({ method: 'GET', url: ImageStore.urlOf(row.id), headers: { cookie: other } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: ImageStore.urlOf(row.id) })).statusCode).toBe(404);
    const practitioner = await registerPractitioner(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: ImageStore.urlOf(row.id), headers: { cookie: practitioner.cookie } })).statusCode,
    ).toBe(404);
  });

  it.runIf(available)('serves an image through a valid signed URL until it expires, and never with a forged one', async () => {
    const practitioner = await registerPractitioner(t.app);
    const row = await store.saveUpload(await photo(), { practitionerId: practitioner.id });
    expect((await t.app.inject({ method: 'GET', url: store.signedPath(row.id, 60) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: store.signedPath(row.id, 60, Date.now() - 3_600_000) })).statusCode).toBe(
      404,
    );
    const forged = store.signedPath(row.id, 60).replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const otherId = store.signedPath(row.id, 60).replace(`/images/${row.id}`, `/images/${row.id + 1}`);
    expect((await t.app.inject({ method: 'GET', url: otherId })).statusCode).toBe(404);
  });
});
