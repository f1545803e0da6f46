/**
 * Privacy mode (issue 11, item 7): the analysis entry run in the person's browser, on the photo's
 * pixels at working size, answering only what the server may receive of the photo: the findings
 * in the contract's shape (OnDeviceTongueFindings), never pixels.
 */
import type { OnDeviceTongueFindings } from '../../contract/consumer.ts';
import type { Locale } from '../../contract/person.ts';
import type { RgbImage, TongueFindings } from '../tongue/index.ts';
import { analyse, tongueWordsIn } from './analyse.ts';
import { wordingFor } from './wording.ts';

export type OnDeviceAnalysis = { ok: true; findings: OnDeviceTongueFindings } | { ok: false; code: string; reason: string };

/** The part of the engine's findings a privacy-mode check-in sends, observations written in `locale`. */
export function onDeviceFindingsOf(findings: TongueFindings, locale: Locale): OnDeviceTongueFindings {
  const { bodyColor, coating, texture, size, shape, moisture } = findings.assessment;
  const rated = <T extends string>(judged: { value: T; confidence: number }) => ({
    value: judged.value,
    confidence: judged.confidence,
  });
  const { head } = findings;
  return {
    assessment: {
      bodyColor: rated(bodyColor),
      coating: rated(coating),
      texture: rated(texture),
      size: rated(size),
      shape: rated(shape),
      ...(moisture ? { moisture: rated(moisture) } : {}),
    },
    signs: [...findings.signs],
    observations: [...(tongueWordsIn(findings, wordingFor(locale))?.observations ?? findings.observations)],
    head: {
      body: [...head.body],
      coatingColour: [...head.coatingColour],
      thick: head.thick,
      cracks: head.cracks,
      toothMarks: head.toothMarks,
      colourUncertain: head.colourUncertain,
      version: head.version,
    },
  };
}

/** Runs the analysis entry on the decoded photo; the quality gate's refusal comes back with its reason. */
export function analyseOnDevice(image: RgbImage, locale: Locale): OnDeviceAnalysis {
  const { tongue } = analyse({ image, locale });
  if (!tongue) return { ok: false, code: 'no-image', reason: 'No photo to analyse' };
  if (!tongue.ok) return tongue;
  return { ok: true, findings: onDeviceFindingsOf(tongue.findings, locale) };
}
