import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, inArray, notExists, or } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client.ts';
import { imageBlobs, images } from '../db/schema.ts';
import { normaliseImage } from './normalise-image.ts';

export type ImageRow = typeof images.$inferSelect;

export interface ImageOwner {
  userId?: number;
  practitionerId?: number;
  patientId?: number;
}

/** Where the bytes live: files under DATA_DIR (embedded) or PostgreSQL's image_blobs (decision 0035). */
export type ImageStorageKind = 'files' | 'postgres';

/**
 * Images content-addressed by SHA-256 (the same photo is stored once), with a database row per
 * upload that records who owns it. The bytes live in files under DATA_DIR/uploads on the
 * embedded default, or in the image_blobs table when several instances share one PostgreSQL,
 * so any instance serves any photo.
 */
export class ImageStore {
  private readonly root: string;
  private readonly secret: Buffer;

  constructor(
    private readonly db: Db,
    dataDir: string,
    signingSecret?: string,
    readonly storage: ImageStorageKind = 'files',
  ) {
    this.root = path.join(dataDir, 'uploads');
    this.secret = signingSecret ? Buffer.from(signingSecret) : randomBytes(32);
  }

  /** The file of a photo in the 'files' storage (tests look at it; nothing else should). */
  pathOf(sha256: string): string {
    return path.join(this.root, sha256.slice(0, 2), `${sha256}.jpg`);
  }

  private async writeBytes(sha256: string, data: Buffer): Promise<void> {
    if (this.storage === 'postgres') {
      await this.db.insert(imageBlobs).values({ sha256, data }).onConflictDoNothing();
      return;
    }
    const file = this.pathOf(sha256);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, file);
  }

  /** Normalises an upload (see normaliseImage) and stores it for its owner. */
  async saveUpload(bytes: Buffer, owner: ImageOwner): Promise<ImageRow> {
    const image = await normaliseImage(bytes);
    return this.saveJpeg(image.data, image.width, image.height, image.sha256, owner);
  }

  /** Stores a JPEG we produced ourselves (e.g. the engine's overlay). */
  async saveJpeg(
    data: Buffer,
    width: number,
    height: number,
    sha256: string,
    owner: ImageOwner,
    overlayOf?: number,
  ): Promise<ImageRow> {
    await this.writeBytes(sha256, data);
    const [row] = await this.db
      .insert(images)
      .values({
        sha256,
        mimeType: 'image/jpeg',
        width,
        height,
        bytes: data.length,
        userId: owner.userId ?? null,
        practitionerId: owner.practitionerId ?? null,
        patientId: owner.patientId ?? null,
        overlayOf: overlayOf ?? null,
      })
      .returning();
    return row;
  }

  async find(id: number): Promise<ImageRow | null> {
    const [row] = await this.db.select().from(images).where(eq(images.id, id)).limit(1);
    return row ?? null;
  }

  async findOverlay(id: number): Promise<ImageRow | null> {
    const [row] = await this.db.select().from(images).where(eq(images.overlayOf, id)).limit(1);
    return row ?? null;
  }

  /** The images with these ids and the overlays drawn from them. */
  async withOverlays(db: DbExecutor, ids: readonly number[]): Promise<ImageRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(images)
      .where(or(inArray(images.id, [...ids]), inArray(images.overlayOf, [...ids])));
  }

  /**
   * Deletes image rows (inside the caller's transaction when given one). Their files are removed
   * afterwards by `removeUnreferencedFiles`, once the rows are gone for good.
   */
  async deleteRows(db: DbExecutor, rows: readonly ImageRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db.delete(images).where(
      inArray(
        images.id,
        rows.map((r) => r.id),
      ),
    );
  }

  /**
   * Removes the files of deleted images that no remaining row points to (the store is
   * content-addressed: another upload of the same photo keeps its file).
   */
  async removeUnreferencedFiles(rows: readonly ImageRow[]): Promise<void> {
    const hashes = [...new Set(rows.map((r) => r.sha256))];
    if (hashes.length === 0) return;
    if (this.storage === 'postgres') {
      // One statement: a blob goes only when no image row (of anyone) still names it.
      await this.db
        .delete(imageBlobs)
        .where(
          and(
            inArray(imageBlobs.sha256, hashes),
            notExists(this.db.select({ one: images.id }).from(images).where(eq(images.sha256, imageBlobs.sha256))),
          ),
        );
      return;
    }
    const still = await this.db.select({ sha256: images.sha256 }).from(images).where(inArray(images.sha256, hashes));
    const kept = new Set(still.map((r) => r.sha256));
    for (const sha of hashes) if (!kept.has(sha)) await rm(this.pathOf(sha), { force: true });
  }

  /** The photo's bytes, whichever storage holds them; throws when they are gone. */
  async readBytes(row: ImageRow): Promise<Buffer> {
    if (this.storage === 'files') return readFile(this.pathOf(row.sha256));
    const [blob] = await this.db
      .select({ data: imageBlobs.data })
      .from(imageBlobs)
      .where(eq(imageBlobs.sha256, row.sha256))
      .limit(1);
    if (!blob) throw Object.assign(new Error(`image ${row.id}: bytes missing`), { code: 'ENOENT' });
    return blob.data;
  }

  /** Of these rows, those whose bytes are still stored. */
  async present(rows: readonly ImageRow[]): Promise<ImageRow[]> {
    if (rows.length === 0) return [];
    if (this.storage === 'files') {
      const found = await Promise.all(
        rows.map((r) =>
          access(this.pathOf(r.sha256)).then(
            () => true,
            () => false,
          ),
        ),
      );
      return rows.filter((_, i) => found[i]);
    }
    const stored = await this.db
      .select({ sha256: imageBlobs.sha256 })
      .from(imageBlobs)
      .where(inArray(imageBlobs.sha256, [...new Set(rows.map((r) => r.sha256))]));
    const have = new Set(stored.map((b) => b.sha256));
    return rows.filter((r) => have.has(r.sha256));
  }

  /** The bytes as a stream read only when first pulled (a zip of many photos holds one at a time). */
  openStream(row: ImageRow): Readable {
    const read = () => this.readBytes(row);
    return Readable.from(
      (async function* () {
        yield await read();
      })(),
    );
  }

  /** The URL our own pages use; the route checks the session's ownership. */
  static urlOf(id: number): string {
    return `/api/images/${id}`;
  }

  /** A short-lived URL that works without a session, for the external analysis service. */
  signedPath(id: number, ttlSeconds = 600, now = Date.now()): string {
    const exp = Math.floor(now / 1000) + ttlSeconds;
    return `/api/images/${id}?exp=${exp}&sig=${this.sign(id, exp)}`;
  }

  verifySignature(id: number, exp: number, sig: string, now = Date.now()): boolean {
    if (!Number.isInteger(exp) || exp < Math.floor(now / 1000)) return false;
    const expected = Buffer.from(this.sign(id, exp));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(id: number, exp: number): string {
    return createHmac('sha256', this.secret).update(`${id}.${exp}`).digest('base64url');
  }
}
