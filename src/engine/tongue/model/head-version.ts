/**
 * Which tongue head read a photo. A person's trend compares the head's probabilities between
 * check-ins (analysis/baseline.ts), and a refitted head or a new calibration moves those
 * probabilities for the same tongue: compared across the change, the trend would report a new
 * model as a change in the person. Every check-in keeps the version that read it, and only
 * readings of one version are compared.
 *
 * The version is a fingerprint of what turns a photo's features into the stored probabilities:
 * the weights and the calibration's temperatures, class offsets and colour limits. It changes by
 * itself whenever scripts/tongue-head/fit-head.ts writes new ones, so nobody has to remember to
 * bump it. (A change to what head-features.ts measures needs a refit to be valid, which changes
 * the weights.) The thresholds that only name categories are left out: they do not move the
 * probabilities the trend compares.
 */
import { TONGUE_HEAD_CALIBRATION } from './tongue-head-calibration.ts';
import { TONGUE_HEAD_MODEL } from './tongue-head-weights.ts';

/** 32-bit FNV-1a over the UTF-16 code units, as 8 hex digits: a label, not a security hash. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The fingerprint of a head and the calibration parts that shape its probabilities. */
export function headVersionOf(model: unknown, calibration: { temperature: unknown; bias: unknown; colour: unknown }): string {
  return fnv1a(JSON.stringify([model, calibration.temperature, calibration.bias, calibration.colour]));
}

export const HEAD_VERSION = headVersionOf(TONGUE_HEAD_MODEL, TONGUE_HEAD_CALIBRATION);
