import { describe, expect, it } from 'vitest';
import { HEAD_VERSION, headVersionOf } from '../../../src/engine/tongue/model/head-version.ts';
import { TONGUE_HEAD_CALIBRATION } from '../../../src/engine/tongue/model/tongue-head-calibration.ts';
import { TONGUE_HEAD_MODEL } from '../../../src/engine/tongue/model/tongue-head-weights.ts';

describe('the tongue head version kept with each reading', () => {
  it('is eight hex digits and changes with the weights or with the calibration of the probabilities', () => {
    expect(HEAD_VERSION).toMatch(/^[0-9a-f]{8}$/);
    const refitted = { ...TONGUE_HEAD_MODEL, b2: TONGUE_HEAD_MODEL.b2.map((b, i) => (i === 0 ? b + 1e-6 : b)) };
    expect(headVersionOf(refitted, TONGUE_HEAD_CALIBRATION)).not.toBe(HEAD_VERSION);
    const recalibrated = {
      ...TONGUE_HEAD_CALIBRATION,
      temperature: { ...TONGUE_HEAD_CALIBRATION.temperature, body: TONGUE_HEAD_CALIBRATION.temperature.body + 0.05 },
    };
    expect(headVersionOf(TONGUE_HEAD_MODEL, recalibrated)).not.toBe(HEAD_VERSION);
    // The thresholds that only name categories do not move the probabilities a trend compares.
    const renamed = { ...TONGUE_HEAD_CALIBRATION, thresholds: { ...TONGUE_HEAD_CALIBRATION.thresholds, cracks: 0.9 } };
    expect(headVersionOf(TONGUE_HEAD_MODEL, renamed)).toBe(HEAD_VERSION);
  });
});
