import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { hasSharedData, sharedDataDir } from '../../support/shared-data.ts';
import type { TongueFindings } from '../../../src/engine/tongue/index.ts';

/** One stdout line of `tcm tongue`. */
interface TongueLine {
  image: string;
  findings?: TongueFindings;
  error?: string;
  code?: string;
}
const parseLine = (text: string): TongueLine => JSON.parse(text) as TongueLine;

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tcm-tongue-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function tcm(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', path.join(root, 'src/cli/main.ts'), ...args], {
      cwd: root,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('tcm tongue', () => {
  it('exits 2 with usage on bad arguments', async () => {
    const none = await tcm('tongue');
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/usage: tcm tongue/);
    const bad = await tcm('tongue', '--frobnicate', 'x.jpg');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/unknown option/);
  });

  it('exits 2 and says so when a file cannot be read', async () => {
    const junk = path.join(tmp, 'not-an-image.jpg');
    writeFileSync(junk, 'hello');
    const result = await tcm('tongue', junk);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/cannot read image/);
    expect(parseLine(result.stdout.trim())).toMatchObject({ image: junk, code: 'unreadable' });
  });

  it('prints a refusal line for a photo the quality gate rejects and still exits 0', async () => {
    const dark = path.join(tmp, 'dark.png');
    await sharp({ create: { width: 200, height: 150, channels: 3, background: { r: 8, g: 6, b: 6 } } })
      .png()
      .toFile(dark);
    const result = await tcm('tongue', dark);
    expect(result.code).toBe(0);
    const line = parseLine(result.stdout.trim());
    expect(line).toMatchObject({ image: dark, code: 'too-dark' });
    expect(line.error).toMatch(/too dark/);
  });

  it.skipIf(!hasSharedData('tongue-seg'))('writes one JSON line per photo and masks the size of each input', async () => {
    const photo = path.join(sharedDataDir, 'tongue-seg/images/271.jpg');
    // A rotated PNG copy checks other formats and sizes: 576 x 768.
    const rotated = path.join(tmp, 'rotated-271.png');
    await sharp(photo).rotate(90).png().toFile(rotated);
    const maskDir = path.join(tmp, 'masks'),
      overlayDir = path.join(tmp, 'overlays');
    const result = await tcm('tongue', photo, rotated, '--mask-dir', maskDir, '--overlay-dir', overlayDir);
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n').map(parseLine);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.findings?.assessment.bodyColor.value).toBeTypeOf('string');
      expect(line.findings?.tongueAnalysis.saburra).toBeDefined();
    }
    const m1 = await sharp(path.join(maskDir, '271.png')).metadata();
    expect([m1.width, m1.height, m1.channels]).toEqual([768, 576, 1]);
    const m2 = await sharp(path.join(maskDir, 'rotated-271.png')).metadata();
    expect([m2.width, m2.height]).toEqual([576, 768]);
    const { data } = await sharp(path.join(maskDir, '271.png')).raw().toBuffer({ resolveWithObject: true });
    expect(new Set(data)).toEqual(new Set([0, 255]));
    expect(readdirSync(overlayDir).sort()).toEqual(['271.png', 'rotated-271.png']);
  });
});
