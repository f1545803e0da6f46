import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, or } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client.ts';
import { images } from '../db/schema.ts';
import { normaliseImage } from './normalise-image.ts';

export type ImageRow = typeof images.$inferSelect;

export interface ImageOwner {
  userId?: number;
  practitionerId?: number;
  patientId?: number;
}

/**
 * Images on disk, content-addressed under DATA_DIR/uploads (the same photo is stored once),
 * with a database row per upload that records who owns it.
 */
export class ImageStore {
  private readonly root: string;
  private readonly secret: Buffer;

  constructor(
    private readonly db: Db,
    dataDir: string,
    signingSecret?: string,
  ) {
    this.root = path.join(dataDir, 'uploads');
    this.secret = signingSecret ? Buffer.from(signingSecret) : randomBytes(32);
  }

  pathOf(sha256: string): string {
    return path.join(this.root, sha256.slice(0, 2), `${sha256}.jpg`);
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
    const file = this.pathOf(sha256);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, file);
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
    const still = await this.db.select({ sha256: images.sha256 }).from(images).where(inArray(images.sha256, hashes));
    const kept = new Set(still.map((r) => r.sha256));
    for (const sha of hashes) if (!kept.has(sha)) await rm(this.pathOf(sha), { force: true });
  }

  async readBytes(row: ImageRow): Promise<Buffer> {
    return readFile(this.pathOf(row.sha256));
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
