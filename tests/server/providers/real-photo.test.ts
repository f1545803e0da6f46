import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BuiltinAnalysisResultSchema, RecommendationContentSchema } from '../../../src/contract/analysis.ts';
import { WORKING_LONG_SIDE, analyzeTongue } from '../../../src/engine/tongue/index.ts';
import { buildRecommendation } from '../../../src/engine/analysis/recommend.ts';
import { runBuiltinAnalysis } from '../../../src/server/jobs/providers/builtin.ts';
import { hasSharedData, sharedDataDir } from '../../support/shared-data.ts';

const present = hasSharedData('tongue-seg');

async function loadPhoto(file: string) {
  const { data, info } = await sharp(path.join(sharedDataDir, 'tongue-seg/images', file))
    .resize({ width: WORKING_LONG_SIDE, height: WORKING_LONG_SIDE, fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: 3 as const, data: new Uint8Array(data) };
}

describe.skipIf(!present)('analysis of a real tongue photo end to end', () => {
  it('feeds the tongue engine findings into the built-in analysis and the consumer recommendation', async () => {
    const analysed = analyzeTongue(await loadPhoto('001.jpg'));
    expect(analysed.ok).toBe(true);
    if (!analysed.ok) return;
    const findings = analysed.findings;
    const result = await runBuiltinAnalysis({ tongueFindings: findings, patient: { currentSymptoms: 'fatigue, poor appetite' } });
    expect(BuiltinAnalysisResultSchema.safeParse(result).success).toBe(true);
    expect(result.tongue_analysis).toEqual(findings.tongueAnalysis);
    // The photo's patient-voiced observations are not in the clinician's notes (issue 12).
    for (const o of findings.observations) expect(result.notas_clinicas).not.toContain(o);

    const rec = buildRecommendation({
      tongueFindings: findings,
      questionnaire: { energyLevel: 2, sleepQuality: 3, digestion: 3, discomforts: [] },
    });
    expect(RecommendationContentSchema.safeParse(rec).success).toBe(true);
    expect(rec.observations).toEqual(expect.arrayContaining(findings.observations));
  });
});
