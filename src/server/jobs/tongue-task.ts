import sharp from 'sharp';
import { analyzeTongue, renderOverlay } from '../../engine/tongue/index.ts';
import type { TongueFindings } from '../../engine/tongue/index.ts';

/** Working resolution of the engine: the long side, in pixels (docs/tongue-engine.md). */
export const WORKING_SIZE = 512;

export type TongueTaskResult =
  | { ok: true; findings: TongueFindings; overlayJpeg: Uint8Array; overlayWidth: number; overlayHeight: number }
  | { ok: false; code: string; reason: string };

/**
 * Runs in a worker thread: decode the stored photo at working size (shrink-on-load),
 * analyse it, and draw the overlay for people who would rather look than read.
 */
export default async function runTongueTask({ file }: { file: string }): Promise<TongueTaskResult> {
  const { data, info } = await sharp(file)
    .rotate()
    .resize({ width: WORKING_SIZE, height: WORKING_SIZE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image = {
    width: info.width,
    height: info.height,
    channels: 3 as const,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
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
