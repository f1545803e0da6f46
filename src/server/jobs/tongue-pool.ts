import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { TongueFindings } from '../../engine/tongue/index.ts';
import type { ImageStore } from '../storage/image-store.ts';
import type { TongueTaskResult } from './tongue-task.ts';

export type TongueAnalysis =
  { ok: true; findings: TongueFindings; overlayImageId: number } | { ok: false; code: string; reason: string };

/**
 * The tongue engine in a pool of worker threads: the event loop never runs pixel code, and
 * when every worker is busy, requests wait in the pool's queue.
 */
export class TonguePool {
  private pool: Piscina | undefined;

  constructor(
    private readonly store: ImageStore,
    private readonly threads = Math.max(1, availableParallelism() - 1),
  ) {}

  private get workers(): Piscina {
    this.pool ??= new Piscina({
      filename: new URL('./tongue-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: this.threads,
      idleTimeout: 60_000,
    });
    return this.pool;
  }

  /** Analyses a stored image and stores its overlay beside it, with the same owner. */
  async analyseTongue(imageId: number): Promise<TongueAnalysis> {
    const image = await this.store.find(imageId);
    if (!image) throw new Error(`image ${imageId} does not exist`);
    const result = (await this.workers.run({ file: this.store.pathOf(image.sha256) })) as TongueTaskResult;
    if (!result.ok) return result;
    const jpeg = Buffer.from(result.overlayJpeg);
    const overlay = await this.store.saveJpeg(
      jpeg,
      result.overlayWidth,
      result.overlayHeight,
      createHash('sha256').update(jpeg).digest('hex'),
      {
        userId: image.userId ?? undefined,
        practitionerId: image.practitionerId ?? undefined,
        patientId: image.patientId ?? undefined,
      },
      image.id,
    );
    return { ok: true, findings: result.findings, overlayImageId: overlay.id };
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
  }
}
