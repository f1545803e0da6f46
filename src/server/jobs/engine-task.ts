import sharp from 'sharp';
import { analyse, type AnalysisInput, type AnalysisResult } from '../../engine/analysis/analyse.ts';
import type { CalibrationReference, CameraCorrectionData } from '../../contract/camera.ts';
import {
  analyzeTongue,
  renderOverlay,
  type CalibrationResult,
  type CameraCorrection,
  type TongueFindings,
} from '../../engine/tongue/index.ts';
import { decodeImage } from '../../edge/decode-image.ts';
import { calibrateCamera } from './calibrate-camera.ts';

/** A stored photo analysed by the tongue engine, with the overlay drawn for people who would rather look than read. */
export type PhotoTaskResult =
  | { ok: true; findings: TongueFindings; overlayJpeg: Uint8Array; overlayWidth: number; overlayHeight: number }
  | { ok: false; code: string; reason: string };

/** The work a worker thread does: engine work never runs on the event loop. */
export type EngineTask =
  | { kind: 'photo'; bytes: Uint8Array; correction?: CameraCorrectionData }
  | { kind: 'analyse'; input: Omit<AnalysisInput, 'image'> }
  | { kind: 'calibrate'; bytes: Uint8Array; reference: CalibrationReference };

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function analysePhoto(bytes: Uint8Array, correction?: CameraCorrectionData): Promise<PhotoTaskResult> {
  const image = (await decodeImage(bufferOf(bytes))).image;
  // A calibrated camera's photo is read as its reference card says it should look (the engine applies the correction).
  const result = analyzeTongue(image, correction ? { correction: correction as CameraCorrection } : {});
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
export default async function runEngineTask(task: EngineTask): Promise<PhotoTaskResult | AnalysisResult | CalibrationResult> {
  if (task.kind === 'photo') return analysePhoto(task.bytes, task.correction);
  if (task.kind === 'calibrate') return calibrateCamera((await decodeImage(bufferOf(task.bytes))).image, task.reference);
  return analyse(task.input);
}
