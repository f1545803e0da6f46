import { describe, expect, it } from 'vitest';
import {
  computeProgress,
  computeWeekly,
  progressLabel,
  scoreToPercent,
  weekStart,
} from '../../../src/server/services/consumer/progress-formula.ts';

describe('progress formula', () => {
  it('maps questionnaire scores 1-5 to 0-100 %', () => {
    expect([1, 2, 3, 4, 5].map(scoreToPercent)).toEqual([0, 25, 50, 75, 100]);
  });

  it('gives each score its own label', () => {
    expect([0, 25, 50, 75, 100].map(progressLabel)).toEqual(['Low', 'Fair', 'Moderate', 'Good', 'Excellent']);
    expect([19, 20, 39, 40, 59, 60, 79, 80].map(progressLabel)).toEqual([
      'Low',
      'Fair',
      'Fair',
      'Moderate',
      'Moderate',
      'Good',
      'Good',
      'Excellent',
    ]);
  });

  it('balance is the questionnaire mean without a tongue analysis, and blends in the tongue when there is one', () => {
    const scores = { energyLevel: 5, digestion: 5, sleepQuality: 5 };
    expect(computeProgress(scores, null).balance).toBe(100);
    expect(computeProgress(scores, { balanced: true, severity: 'mild' }).balance).toBe(100);
    expect(computeProgress(scores, { balanced: false, severity: 'severe' }).balance).toBe(70);
    expect(
      computeProgress({ energyLevel: 1, digestion: 1, sleepQuality: 1 }, { balanced: false, severity: 'mild' }).balance,
    ).toBe(30);
  });
});

describe('progress with unanswered scales', () => {
  it('leaves an unanswered scale out of the balance instead of counting it as its middle', () => {
    const p = computeProgress({ energyLevel: 1, digestion: null, sleepQuality: null }, null);
    expect(p).toEqual({ balance: 0, energy: 0, digestion: null, sleep: null });
    expect(computeProgress({ energyLevel: 5, digestion: 1, sleepQuality: null }, null).balance).toBe(50);
  });

  it('falls back on the tongue alone, and has no balance when nothing at all is known', () => {
    const none = { energyLevel: null, digestion: null, sleepQuality: null };
    expect(computeProgress(none, { balanced: false, severity: 'severe' }).balance).toBe(25);
    expect(computeProgress(none, null).balance).toBeNull();
  });
});

describe('weekly progress', () => {
  // Wednesday 2026-11-18 10:00 UTC.
  const wednesday = new Date('2026-11-18T10:00:00Z');

  it('starts the week on the local Monday', () => {
    expect(new Date(weekStart(wednesday, 0)).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    // UTC+2 (offset -120): local Monday midnight is Sunday 22:00 UTC.
    expect(new Date(weekStart(wednesday, -120)).toISOString()).toBe('2026-11-15T22:00:00.000Z');
    // A Sunday evening belongs to the week that began six days before.
    expect(new Date(weekStart(new Date('2026-11-22T23:00:00Z'), 0)).toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });

  it("shows each day's last balance, 0 for days without a check-in, and flags today", () => {
    const w = computeWeekly(
      [
        { date: new Date('2026-11-16T08:00:00Z'), balance: 40 },
        { date: new Date('2026-11-18T07:00:00Z'), balance: 50 },
        { date: new Date('2026-11-18T09:00:00Z'), balance: 70 },
      ],
      wednesday,
    );
    expect(w.data).toEqual([
      { day: 'Mon', value: 40, isToday: false },
      { day: 'Tue', value: 0, isToday: false },
      { day: 'Wed', value: 70, isToday: true },
      { day: 'Thu', value: 0, isToday: false },
      { day: 'Fri', value: 0, isToday: false },
      { day: 'Sat', value: 0, isToday: false },
      { day: 'Sun', value: 0, isToday: false },
    ]);
    expect(w.overall).toBe(55);
    expect(w.trend).toBe(0);
  });

  it('trend is the change of the weekly mean against the previous week, in percentage points', () => {
    const w = computeWeekly(
      [
        { date: new Date('2026-11-10T08:00:00Z'), balance: 40 },
        { date: new Date('2026-11-12T08:00:00Z'), balance: 50 },
        { date: new Date('2026-11-17T08:00:00Z'), balance: 60 },
      ],
      wednesday,
    );
    expect([w.overall, w.trend]).toEqual([60, 15]);
  });
});
