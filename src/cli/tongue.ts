/**
 * `tcm tongue IMAGE... [--mask-dir DIR] [--overlay-dir DIR]`: analyses tongue photos and prints
 * one JSON line per image: {"image", "findings"} or {"image", "error", "code"}. Masks are written
 * as DIR/<basename>.png (8-bit, one channel, 255 = tongue, the size of the input photo) and
 * overlays as DIR/<basename>.png (the working-size photo with outline and regions drawn).
 * Exit code 0 after a batch; 2 on bad arguments or when any file could not be read.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { analyzeTongue, renderOverlay } from '../engine/tongue/index.ts';
import { decodeImage } from '../edge/decode-image.ts';

const USAGE = 'usage: tcm tongue IMAGE... [--mask-dir DIR] [--overlay-dir DIR]';

interface TongueArgs {
  images: string[];
  maskDir?: string;
  overlayDir?: string;
}

function parseArgs(args: string[]): TongueArgs | string {
  const parsed: TongueArgs = { images: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const [flag, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if (flag === '--mask-dir' || flag === '--overlay-dir') {
      const value = inline ?? args[++i];
      if (!value) return `${flag} needs a directory`;
      if (flag === '--mask-dir') parsed.maskDir = value;
      else parsed.overlayDir = value;
    } else if (arg.startsWith('-') && arg !== '-') return `unknown option '${arg}'`;
    else parsed.images.push(arg);
  }
  if (parsed.images.length === 0) return 'no image given';
  return parsed;
}

function baseName(file: string): string {
  return path.basename(file, path.extname(file));
}

/** Runs the tongue command; resolves to the process exit code. */
export async function runTongueCommand(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') {
    process.stderr.write(`tcm tongue: ${parsed}\n${USAGE}\n`);
    return 2;
  }
  for (const dir of [parsed.maskDir, parsed.overlayDir]) if (dir) mkdirSync(dir, { recursive: true });
  let unreadable = 0;
  for (const file of parsed.images) {
    let decoded;
    try {
      decoded = await decodeImage(file);
    } catch (error) {
      unreadable++;
      const message = `cannot read image: ${error instanceof Error ? error.message : String(error)}`;
      process.stderr.write(`tcm tongue: ${file}: ${message}\n`);
      process.stdout.write(`${JSON.stringify({ image: file, error: message, code: 'unreadable' })}\n`);
      continue;
    }
    const { image, originalWidth, originalHeight } = decoded;
    const result = analyzeTongue(image);
    if (!result.ok) {
      process.stdout.write(
        `${JSON.stringify({ image: file, error: result.reason, code: result.code, quality: result.quality })}\n`,
      );
      continue;
    }
    if (parsed.maskDir) {
      // Nearest-neighbour upscaling keeps the mask strictly 0/255 at the photo's own size.
      await sharp(Buffer.from(result.mask), { raw: { width: image.width, height: image.height, channels: 1 } })
        .resize(originalWidth, originalHeight, { kernel: 'nearest', fit: 'fill' })
        .extractChannel(0)
        .png()
        .toFile(path.join(parsed.maskDir, `${baseName(file)}.png`));
    }
    if (parsed.overlayDir) {
      const overlay = renderOverlay(image, result.mask, result.findings);
      await sharp(Buffer.from(overlay.data), { raw: { width: overlay.width, height: overlay.height, channels: 3 } })
        .png()
        .toFile(path.join(parsed.overlayDir, `${baseName(file)}.png`));
    }
    process.stdout.write(`${JSON.stringify({ image: file, findings: result.findings })}\n`);
  }
  return unreadable > 0 ? 2 : 0;
}
