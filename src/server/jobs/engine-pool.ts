import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { AnalysisInput, AnalysisResult } from '../../engine/analysis/analyse.ts';
import type { CalibrationReference, CameraCorrectionData } from '../../contract/camera.ts';
import type { CalibrationResult, TongueFindings } from '../../engine/tongue/index.ts';
import type { ImageRow, ImageStore } from '../storage/image-store.ts';
import type { EngineTask, PhotoTaskResult } from './engine-task.ts';

export type PhotoAnalysis =
  { ok: true; findings: TongueFindings; overlayImageId: number } | { ok: false; code: string; reason: string };

/**
 * The engine in a pool of worker threads: the event loop never runs pixel code or
 * differentiation, and when every worker is busy, requests wait in the pool's queue.
 */
export class EnginePool {
  private pool: Piscina | undefined;

  constructor(
    private readonly store: ImageStore,
    private readonly threads = Math.max(1, availableParallelism() - 1),
  ) {}

  private get workers(): Piscina {
    this.pool ??= new Piscina({
      filename: new URL('./engine-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: this.threads,
      idleTimeout: 60_000,
    });
    return this.pool;
  }

  private run(task: EngineTask, transfer?: ArrayBuffer[]): Promise<unknown> {
    // piscina types transferList after the DOM's postMessage overload; an ArrayBuffer list is what Node takes.
    return this.workers.run(task, transfer ? { transferList: transfer as never } : undefined);
  }

  /** Engine tasks waiting for a free worker in this instance. */
  get queueSize(): number {
    return this.pool?.queueSize ?? 0;
  }

  /**
   * Analyses a stored photo (the caller's row: read once) and stores its overlay beside it, with
   * the same owner; with a camera profile's correction, the photo is corrected before it is read.
   */
  async analysePhoto(image: ImageRow, correction?: CameraCorrectionData): Promise<PhotoAnalysis> {
    // The worker gets the bytes (moved, not copied), wherever the store keeps them.
    const stored = await this.store.readBytes(image);
    const bytes = new Uint8Array(stored.byteLength);
    bytes.set(stored);
    const result = (await this.run({ kind: 'photo', bytes, ...(correction ? { correction } : {}) }, [
      bytes.buffer,
    ])) as PhotoTaskResult;
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

  /** Fits a camera correction on a photo of a reference card or chart (normalised image bytes), in a worker. */
  async calibrate(bytes: Buffer, reference: CalibrationReference): Promise<CalibrationResult> {
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    return (await this.run({ kind: 'calibrate', bytes: copy, reference }, [copy.buffer])) as CalibrationResult;
  }

  /** The engine's analysis entry on findings and answers, in a worker. */
  async analyse(input: Omit<AnalysisInput, 'image'>): Promise<AnalysisResult> {
    return (await this.run({ kind: 'analyse', input })) as AnalysisResult;
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
  }
}
