import sharp from 'sharp';
import { analyse, type AnalysisInput, type AnalysisResult } from '../../engine/analysis/analyse.ts';
import { analyzeTongue, renderOverlay, type TongueFindings } from '../../engine/tongue/index.ts';
import { decodeImage } from '../../edge/decode-image.ts';

/** A stored photo analysed by the tongue engine, with the overlay drawn for people who would rather look than read. */
export type PhotoTaskResult =
  | { ok: true; findings: TongueFindings; overlayJpeg: Uint8Array; overlayWidth: number; overlayHeight: number }
  | { ok: false; code: string; reason: string };

/** The work a worker thread does: engine work never runs on the event loop. */
export type EngineTask = { kind: 'photo'; bytes: Uint8Array } | { kind: 'analyse'; input: Omit<AnalysisInput, 'image'> };

async function analysePhoto(bytes: Uint8Array): Promise<PhotoTaskResult> {
  const { image } = await decodeImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const result = analyzeTongue(image);
  if (!result.ok) return { ok: false, code: result.code, reason: result.reason };
  const overlay = renderOverlay(image, result.mask, result.findings);
  const overlayJpeg = await sharp(Buffer.from(overlay.data.buffer, overlay.data.byteOffset, overlay.data.length), {
    raw: { width: overlay.width, height: overlay.height, channels: overlay.channels },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { ok: true, findings: result.findings, overlayJpeg, overlayWidth: overlay.width, overlayHeight: overlay.height };
}

/**
 * Runs in a worker thread: a stored photo through the one decoder and the tongue engine, or the
 * engine's analysis entry on findings and answers (differentiation, treatment, safety, texts).
 */
export default async function runEngineTask(task: EngineTask): Promise<PhotoTaskResult | AnalysisResult> {
  return task.kind === 'photo' ? analysePhoto(task.bytes) : analyse(task.input);
}
