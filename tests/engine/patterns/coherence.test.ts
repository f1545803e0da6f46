import { describe, expect, it } from 'vitest';
import { assessCoherence } from '../../../src/engine/patterns/coherence.ts';
import type { PatternScore } from '../../../src/engine/patterns/score-patterns.ts';

/** A ranked pattern with its score on each source alone (only what coherence reads). */
const scored = (id: string, bySource: PatternScore['bySource'], temperature = 'neutral') =>
  ({ pattern: { id, temperature, names: { en: id } }, bySource }) as unknown as PatternScore;

describe('clinical coherence', () => {
  it('is high when every source favours the first pattern', () => {
    const c = assessCoherence([
      scored('spleen-qi-deficiency', { tongue: 0.8, pulse: 0.9, symptom: 0.9 }),
      scored('stomach-fire', { tongue: 0.5, pulse: 0.1, symptom: 0.2 }),
    ]);
    expect(c.level).toBe('high');
    expect(c.bySource).toEqual({
      tongue: 'spleen-qi-deficiency',
      pulse: 'spleen-qi-deficiency',
      symptom: 'spleen-qi-deficiency',
    });
  });

  /* An exploratory test read 'Tongue points to Stomach Fire, pulse and symptoms to Spleen Qi Deficiency; coherence high (91%)'. */
  it('is not high when a source clearly favours another pattern, however high the mean', () => {
    const c = assessCoherence([
      scored('spleen-qi-deficiency', { tongue: 0.58, pulse: 0.9, symptom: 0.9 }),
      scored('stomach-fire', { tongue: 0.8, pulse: 0.1, symptom: 0.2 }),
    ]);
    expect(c.score).toBeGreaterThanOrEqual(0.75);
    expect(c.bySource.tongue).toBe('stomach-fire');
    expect(c.level).toBe('moderate');
  });

  it('is not high when a conflicting tongue is said to point to another pattern, even if it fits the first as well', () => {
    const ranked = [
      scored('kidney-yang-deficiency', { tongue: 0.8, pulse: 0.9, symptom: 0.9 }),
      scored('lung-qi-deficiency', { tongue: 0.8, pulse: 0.2, symptom: 0.1 }),
    ];
    expect(assessCoherence(ranked).level).toBe('high');
    const conflicting = assessCoherence(ranked, undefined, { tongueFavours: 'lung-qi-deficiency' });
    expect(conflicting.bySource.tongue).toBe('lung-qi-deficiency');
    expect(conflicting.level).toBe('moderate');
  });

  it('leaves a normal tongue out: it fits most patterns and points to none', () => {
    const ranked = [
      scored('wind-cold', { tongue: 0.3, pulse: 0.9, symptom: 0.9 }),
      scored('balanced', { tongue: 0.9, pulse: null, symptom: null }),
    ];
    expect(assessCoherence(ranked).level).not.toBe('high');
    const normal = assessCoherence(ranked, undefined, { tongueNormal: true });
    expect(normal.level).toBe('high');
    expect(normal.bySource.tongue).toBeNull();
  });

  it('is moderate when a source favours another pattern even narrowly', () => {
    const c = assessCoherence([
      scored('spleen-qi-deficiency', { tongue: 0.78, pulse: 0.9, symptom: 0.9 }),
      scored('spleen-qi-deficiency-with-dampness', { tongue: 0.8, pulse: 0.5, symptom: 0.6 }),
    ]);
    expect(c.bySource.tongue).toBe('spleen-qi-deficiency-with-dampness');
    expect(c.level).toBe('moderate');
  });
});
