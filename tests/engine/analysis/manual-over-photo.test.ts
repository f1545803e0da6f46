import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../../../src/edge/decode-image.ts';
import { analyse } from '../../../src/engine/analysis/analyse.ts';
import { tongueGroupFromAssessment } from '../../../src/engine/analysis/tongue-map.ts';
import { wordingFor } from '../../../src/engine/analysis/wording.ts';
import { tongueRecordOf } from '../../../src/engine/records/tongue-record.ts';
import { analyzeTongue } from '../../../src/engine/tongue/index.ts';
import { hasSharedData, sharedDataDir } from '../../support/shared-data.ts';

const withPhotos = hasSharedData('tongue-seg');

describe.skipIf(!withPhotos)('the practitioner’s tongue group: manual values over the photo’s, part by part', () => {
  it('a body colour set by hand keeps the coating, moisture and areas the photo read', async () => {
    const { image } = await decodeImage(path.join(sharedDataDir, 'tongue-seg/images/001.jpg'));
    const measured = analyzeTongue(image);
    if (!measured.ok) throw new Error('the shared photo was refused');
    const photoOnly = analyse({ tongueFindings: measured.findings, pulse: { overallQuality: 'wiry' } }).practitioner
      .tongue_analysis;
    const withBody = analyse({
      tongueFindings: measured.findings,
      manualAssessment: { bodyColor: 'pale' },
      pulse: { overallQuality: 'wiry' },
    }).practitioner.tongue_analysis;

    expect(withBody.color_cuerpo).toBe('pale');
    expect(photoOnly.color_cuerpo).not.toBe('pale');
    // What the practitioner did not judge is still the photo's reading, not 'not assessed'.
    expect(withBody.saburra).toEqual(photoOnly.saburra);
    expect(withBody.saburra.color).not.toMatch(/not assessed/);
    expect(withBody.humedad).toBe(photoOnly.humedad);
    expect(withBody.forma_tamaño).toBe(photoOnly.forma_tamaño);
    expect(withBody.areas_especificas).toEqual(photoOnly.areas_especificas);
  });

  it('a coating and a tip sign set by hand replace those parts only', async () => {
    const { image } = await decodeImage(path.join(sharedDataDir, 'tongue-seg/images/001.jpg'));
    const measured = analyzeTongue(image);
    if (!measured.ok) throw new Error('the shared photo was refused');
    const photoOnly = analyse({ tongueFindings: measured.findings }).practitioner.tongue_analysis;
    const judged = analyse({
      tongueFindings: measured.findings,
      manualAssessment: { coating: 'thick-white', signs: ['red-tip'] },
    }).practitioner.tongue_analysis;
    expect(judged.saburra.grosor).toBe('thick');
    expect(judged.areas_especificas.punta).toMatch(/red tip/i);
    expect(judged.color_cuerpo).toBe(photoOnly.color_cuerpo);
    expect(judged.areas_especificas.bordes).toBe(photoOnly.areas_especificas.bordes);
    expect(judged.areas_especificas.raiz).toBe(photoOnly.areas_especificas.raiz);
  });

  it('the parts the practitioner touched read as the visit’s record holds them', async () => {
    const { image } = await decodeImage(path.join(sharedDataDir, 'tongue-seg/images/001.jpg'));
    const measured = analyzeTongue(image);
    if (!measured.ok) throw new Error('the shared photo was refused');
    const findings = measured.findings;
    const group = (manual: Parameters<typeof tongueRecordOf>[1]) =>
      analyse({ tongueFindings: findings, manualAssessment: manual ?? undefined }).practitioner.tongue_analysis;
    const en = wordingFor('en');

    // A sign on the sides: the sides read as the record's signs (the photo's and the practitioner's).
    const sides = { signs: ['red-sides' as const] };
    expect(group(sides).areas_especificas.bordes).toBe(
      tongueGroupFromAssessment(tongueRecordOf(findings, sides), en).areas_especificas.bordes,
    );
    // A judged shape that is not scalloped: the record drops tooth marks, and so do the sides.
    const flat = { shape: 'normal' as const, signs: ['tooth-marks' as const] };
    expect(group({ shape: 'normal' }).areas_especificas.bordes).not.toMatch(/tooth marks/i);
    expect(tongueRecordOf(findings, { shape: 'normal' }).toothMarks).toBe('none');
    expect(group(flat).areas_especificas.bordes).toMatch(/tooth marks/i);
    // A yellow coat says nothing of thickness: record and group both keep the photo's.
    expect(tongueRecordOf(findings, { coating: 'yellow' }).coatingThickness).toBe(findings.coatingDetails.thickness);
    expect(group({ coating: 'yellow' }).saburra.grosor).toBe(group(null).saburra.grosor);
  });
});
