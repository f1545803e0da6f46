import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../../../src/edge/decode-image.ts';
import { analyse } from '../../../src/engine/analysis/analyse.ts';
import { analyzeTongue } from '../../../src/engine/tongue/index.ts';
import { hasSharedData, sharedDataDir } from '../../support/shared-data.ts';

const questionnaire = { energyLevel: 1, sleepQuality: 3, digestion: 1, discomforts: ['Bloating' as const] };

/* An exploratory test read 'Your tongue photo shows tooth marks.' and 'The edges of your tongue show tooth marks...' in the same results. */
describe.skipIf(!hasSharedData('tongue-labels'))('why the consumer’s pattern was named', () => {
  it('says each photo finding once, in the photo’s own observation, and gives the answers as reasons', async () => {
    const { image } = await decodeImage(path.join(sharedDataDir, 'tongue-labels/images/029.jpg'));
    const measured = analyzeTongue(image);
    if (!measured.ok) throw new Error('the shared photo was refused');
    const { observations } = analyse({ tongueFindings: measured.findings, questionnaire }).consumer.recommendation;
    expect(observations.some((o) => /edges of your tongue show tooth marks/.test(o))).toBe(true);
    expect(observations.filter((o) => /^Your tongue photo shows/.test(o))).toEqual([]);
    expect(observations.some((o) => /^Your answers point to/.test(o))).toBe(true);
  });

  it('still names the tongue as a reason when no observation of the photo is shown', () => {
    const { observations } = analyse({
      tongueFindings: { assessment: { bodyColor: { value: 'pale', confidence: 0.9 } }, signs: ['tooth-marks'] },
      questionnaire,
    }).consumer.recommendation;
    expect(observations.some((o) => /^Your tongue photo shows/.test(o))).toBe(true);
  });
});

/* An exploratory test was told 'Your tongue photo does not match what you told us... retake the photo in daylight' for a normal tongue. */
describe('a normal tongue photo', () => {
  it('contradicts no pattern, so nobody is told to retake it', () => {
    const normal = {
      assessment: {
        bodyColor: { value: 'normal' as const, confidence: 0.8 },
        coating: { value: 'thin-white' as const, confidence: 0.8 },
        moisture: { value: 'normal' as const, confidence: 0.8 },
      },
      signs: [],
    };
    for (const symptoms of [
      'chills and fever, headache, stiff neck, no sweating',
      'frequent urination at night, cold lower back, tired',
    ]) {
      const result = analyse({ tongueFindings: normal, symptoms, pulse: { overallQuality: 'deep' } });
      expect(result.reasoning.tongueConflict).toBeNull();
      expect(result.consumer.recommendation.observations.join(' ')).not.toMatch(/does not match/);
    }
  });
});
