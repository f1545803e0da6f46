/*
 * How progress is computed from a consumer's own check-ins (documented in docs/progress.md).
 * Pure functions over plain data, so the formula is tested without a database; the server
 * reads the rows and calls these.
 */
import { QUESTIONNAIRE_MAX, QUESTIONNAIRE_MIN } from '../../contract/assessment.ts';
import { WEEKLY_PROGRESS_DAYS } from '../../contract/constants.ts';
import type { WeeklyProgress } from '../../contract/consumer.ts';

/** Severity of the tongue's main pattern (the differentiation's estimate). */
export type PatternSeverity = 'mild' | 'moderate' | 'severe';

/** A check-in's questionnaire scores (1-5 each; null = the scale was left unanswered). */
export interface CheckInScores {
  energyLevel: number | null;
  digestion: number | null;
  sleepQuality: number | null;
}

/** What the latest tongue analysis said: a balanced tongue, or a pattern with its severity. */
export interface TongueState {
  balanced: boolean;
  severity: PatternSeverity | null;
}

/** Label thresholds (lower bound inclusive, percent): each questionnaire score lands on its own label. */
export const PROGRESS_LABELS = [
  { min: 80, label: 'Excellent' },
  { min: 60, label: 'Good' },
  { min: 40, label: 'Moderate' },
  { min: 20, label: 'Fair' },
  { min: 0, label: 'Low' },
] as const;

/** Tongue score (percent) for the main pattern's severity; a balanced tongue scores 100. */
export const TONGUE_SCORE = { balanced: 100, mild: 75, moderate: 50, severe: 25 } as const;

/** Weight of the tongue in the balance; the questionnaire mean carries the rest. */
export const TONGUE_WEIGHT = 0.4;

/** A 1-5 questionnaire score as a percentage: (s - 1) / 4 x 100, so 1 = 0 %, 3 = 50 %, 5 = 100 %. */
export function scoreToPercent(score: number): number {
  const clamped = Math.min(QUESTIONNAIRE_MAX, Math.max(QUESTIONNAIRE_MIN, score));
  return Math.round(((clamped - QUESTIONNAIRE_MIN) / (QUESTIONNAIRE_MAX - QUESTIONNAIRE_MIN)) * 100);
}

/** The text label of a percentage (PROGRESS_LABELS). */
export function progressLabel(percent: number): string {
  return (PROGRESS_LABELS.find((l) => percent >= l.min) ?? PROGRESS_LABELS[PROGRESS_LABELS.length - 1]).label;
}

/** The tongue's contribution, or null when there is no analysis to go on. */
export function tongueScore(tongue: TongueState | null): number | null {
  if (!tongue) return null;
  if (tongue.balanced) return TONGUE_SCORE.balanced;
  return TONGUE_SCORE[tongue.severity ?? 'moderate'];
}

/**
 * The four progress values of one check-in: energy, digestion and sleep as percentages of
 * their scores (null where the scale was left unanswered); balance = mean of the answered
 * ones, blended 60/40 with the tongue score when a tongue analysis exists, or the tongue score
 * alone when no scale was answered. An unanswered scale is left out rather than counted as its
 * middle. With neither answers nor a tongue analysis the balance is null: nothing is known.
 */
export function computeProgress(scores: CheckInScores, tongue: TongueState | null) {
  const percent = (score: number | null) => (score === null ? null : scoreToPercent(score));
  const energy = percent(scores.energyLevel);
  const digestion = percent(scores.digestion);
  const sleep = percent(scores.sleepQuality);
  const answered = [energy, digestion, sleep].filter((v): v is number => v !== null);
  const mean = answered.length ? answered.reduce((sum, v) => sum + v, 0) / answered.length : null;
  const t = tongueScore(tongue);
  let balance: number | null;
  if (mean === null) balance = t;
  else balance = Math.round(t === null ? mean : (1 - TONGUE_WEIGHT) * mean + TONGUE_WEIGHT * t);
  return { balance, energy, digestion, sleep };
}

/** Weekday names of the SPEC §3 weekly view, Monday first. */
const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const DAY_MS = 86_400_000;

/** Start (UTC instant) of the local Monday of the week holding `now`, for a caller `tzOffset` minutes behind UTC. */
export function weekStart(now: Date, tzOffset: number): number {
  const local = now.getTime() - tzOffset * 60_000;
  const localMidnight = Math.floor(local / DAY_MS) * DAY_MS;
  const sinceMonday = (new Date(localMidnight).getUTCDay() + 6) % 7;
  return localMidnight - sinceMonday * DAY_MS + tzOffset * 60_000;
}

/** A progress_tracking row as the weekly view reads it. */
export interface BalancePoint {
  date: Date;
  balance: number;
}

function dailyBalances(points: readonly BalancePoint[], start: number): (number | null)[] {
  const days: ({ at: number; balance: number } | null)[] = Array.from({ length: WEEKLY_PROGRESS_DAYS }, () => null);
  for (const p of points) {
    const at = p.date.getTime();
    const index = Math.floor((at - start) / DAY_MS);
    if (index < 0 || index >= WEEKLY_PROGRESS_DAYS) continue;
    // A day with several check-ins shows its last one.
    const current = days[index];
    if (!current || current.at <= at) days[index] = { at, balance: p.balance };
  }
  return days.map((d) => (d ? d.balance : null));
}

function meanOf(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? present.reduce((a, b) => a + b, 0) / present.length : null;
}

/**
 * SPEC §3 weekly progress: Mon-Sun of the current local week with that day's (last) balance or
 * 0, today flagged; overall = mean balance of this week's check-in days (0 without any);
 * trend = overall minus the previous week's, in percentage points (0 when either week is empty).
 */
export function computeWeekly(points: readonly BalancePoint[], now: Date, tzOffset = 0): WeeklyProgress {
  const start = weekStart(now, tzOffset);
  const thisWeek = dailyBalances(points, start);
  const lastWeek = dailyBalances(points, start - WEEKLY_PROGRESS_DAYS * DAY_MS);
  const todayIndex = Math.floor((now.getTime() - start) / DAY_MS);
  const overall = meanOf(thisWeek);
  const previous = meanOf(lastWeek);
  return {
    overall: overall === null ? 0 : Math.round(overall),
    trend: overall === null || previous === null ? 0 : Math.round(overall - previous),
    data: DAY_NAMES.map((day, i) => ({ day, value: thisWeek[i] ?? 0, isToday: i === todayIndex })),
  };
}
