import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BuiltinAnalysisResultSchema } from '../../../src/contract/analysis.ts';
import { analyse } from '../../../src/engine/analysis/analyse.ts';
import { engineAnswerOf } from '../../../src/engine/analysis/stored-analysis.ts';
import { decodeImage } from '../../../src/edge/decode-image.ts';
import { hasSharedData, sharedDataDir } from '../../support/shared-data.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const photo = path.join(sharedDataDir, 'tongue-seg/images/001.jpg');
const tcm = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'analyse', ...args], { cwd: root });

const answers = {
  questionnaire: { energyLevel: 2, sleepQuality: 3, digestion: 2, discomforts: ['Bloating'], notes: 'tired after meals' },
  person: { gender: 'female', age: 34, pregnancyStatus: 'no' },
  medications: 'warfarin',
  locale: 'es',
};

function answersFile(content: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tcm-analyse-')), 'answers.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe.skipIf(!hasSharedData('tongue-seg'))('tcm analyse IMAGE --answers FILE', () => {
  it('prints the SPEC §3 object as the practitioner API stores it, from the shared decoder and the analysis entry', async () => {
    const { stdout } = await tcm(photo, '--answers', answersFile(answers));
    const printed = JSON.parse(stdout) as Record<string, unknown>;
    const { overlay_image_url, image_note, camera_profile, reasoning, record, safety_alerts, ...spec } = printed;
    expect(overlay_image_url).toBeNull();
    expect(image_note).toBeNull();
    expect(camera_profile).toBeNull();
    expect(BuiltinAnalysisResultSchema.safeParse(spec).success).toBe(true);
    const decoded = await decodeImage(photo);
    const direct = analyse({
      ...(answers as Parameters<typeof analyse>[0]),
      image: decoded.image,
      meta: { analysisId: 'builtin-cli', timestamp: spec.timestamp as string },
    });
    expect(spec).toEqual(direct.practitioner);
    // Our keys beside the SPEC's, as the job stores them: the reasoning panel, the record the
    // comparisons and reports read (patterns by id, the photo's tongue), the alerts shown first.
    expect(reasoning).toEqual(direct.reasoningView);
    expect(record).toMatchObject({ patternIds: [direct.patterns[0].id, ...direct.secondaryPatterns] });
    expect((record as { tongue: { bodyColor?: string } }).tongue.bodyColor).toBe(
      direct.tongue?.ok ? direct.tongue.findings.assessment.bodyColor.value : undefined,
    );
    // The alerts shown first are the run's own (none is stored as no key, as the job does).
    const alerts = engineAnswerOf(direct).alerts;
    expect(safety_alerts).toEqual(alerts.length ? alerts : undefined);
    expect(spec.basic_analysis).toMatch(/^Patrón principal/);
  }, 60_000);

  it('prints the whole result with --full, consumer recommendation included', async () => {
    const { stdout } = await tcm(photo, '--full');
    const full = JSON.parse(stdout) as { tongue: { ok: boolean }; patterns: unknown[]; consumer: { recommendation: unknown } };
    expect(full.tongue.ok).toBe(true);
    expect(full.patterns.length).toBeGreaterThan(0);
    expect(full.consumer.recommendation).toBeTruthy();
  }, 60_000);
});

describe('tcm analyse usage', () => {
  it('exits 2 naming the field of an invalid answers file', async () => {
    const error = await tcm(photo, '--answers', answersFile({ person: { age: 'old' }, extra: 1 })).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 2 });
    expect((error as { stderr: string }).stderr).toMatch(/person\.age/);
  }, 60_000);

  it('exits 2 without an image', async () => {
    const error = await tcm().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 2 });
    expect((error as { stderr: string }).stderr).toMatch(/no image given/);
  }, 60_000);
});
