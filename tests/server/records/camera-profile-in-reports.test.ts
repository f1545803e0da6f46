import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/contract/person.ts';
import type { SavedAnalysis } from '../../../src/contract/practitioner.ts';
import { buildPractitionerReport } from '../../../src/engine/report/practitioner-report.ts';
import { sessionReportDocument, type ReportDocument } from '../../../src/engine/report/record-report.ts';
import { renderReportPdf } from '../../../src/server/reports/render-pdf.ts';
import { readPdf } from '../../support/poppler.ts';

/*
 * Decision 0060: every saved session names the camera profile that corrected the photo's colours
 * (`camera_profile: {id, name}`, or null). The reports say so as the consultation screen does:
 * the profile's name, or that none was used when the analysis read a photo; nothing for an
 * analysis made before profiles existed or without a photo.
 */

const practitioner = { firstName: 'Mei', lastName: 'Lin', licenseNumber: 'LAC-1', licenseState: 'CA' };
const patient = { firstName: 'Lan', lastName: 'Zhou', chiefComplaint: 'Poor appetite' };
const generatedAt = new Date(2026, 10, 22);

const analysis = (extra: Partial<SavedAnalysis>): SavedAnalysis => ({
  status: 'success',
  basic_analysis: 'Pale tongue with a thin white coating.',
  tongue_analysis: { color_cuerpo: 'pale', saburra: { color: 'white', grosor: 'thin' } },
  tcm_diagnosis: { patron_principal: 'Spleen Qi deficiency (脾气虚)' },
  treatment_plan: { principio: 'Tonify the spleen', formula_principal: 'Si Jun Zi Tang', hierbas_clave: ['Ren Shen 人参'] },
  ...extra,
});

const withProfile = analysis({ overlay_image_url: '/api/images/overlay-1', camera_profile: { id: 7, name: 'Exam room phone' } });
const photoWithoutProfile = analysis({ overlay_image_url: '/api/images/overlay-2', camera_profile: null });
const noPhoto = analysis({ overlay_image_url: null, camera_profile: null });
const beforeProfiles = analysis({ overlay_image_url: '/api/images/overlay-3' });

const textOf = (a: SavedAnalysis, locale: Locale = 'en') =>
  buildPractitionerReport({ practitioner, patient, generatedAt, analysis: a, locale }).text;

const TEXT_LINES: Record<Locale, { applied: string; none: string }> = {
  en: {
    applied: 'Colour correction: camera profile Exam room phone',
    none: 'Colour correction: no camera profile, colours as the camera gave them',
  },
  es: {
    applied: 'Corrección del color: perfil de cámara Exam room phone',
    none: 'Corrección del color: sin perfil de cámara, colores tal como los dio la cámara',
  },
  zh: {
    applied: '颜色校正：相机配置 Exam room phone',
    none: '颜色校正：未使用相机配置，颜色为相机原始颜色',
  },
};

describe('the practitioner text report names the camera profile', () => {
  for (const locale of ['en', 'es', 'zh'] as const) {
    it(`names the profile that corrected the colours, or says none was used for a photo (${locale})`, () => {
      const applied = textOf(withProfile, locale).split('\n');
      expect(applied).toContain(TEXT_LINES[locale].applied);
      expect(textOf(photoWithoutProfile, locale).split('\n')).toContain(TEXT_LINES[locale].none);
    });
  }

  it('prints the line once, in the AI analysis section before the tongue findings', () => {
    const lines = textOf(withProfile).split('\n');
    const at = lines.indexOf(TEXT_LINES.en.applied);
    expect(lines.filter((l) => l.startsWith('Colour correction:'))).toHaveLength(1);
    expect(at).toBeGreaterThan(lines.indexOf('AI ANALYSIS'));
    expect(at).toBeLessThan(lines.indexOf('TONGUE ANALYSIS'));
  });

  it('says nothing without a photo, or for an analysis made before camera profiles existed', () => {
    expect(textOf(noPhoto)).not.toContain('Colour correction');
    expect(textOf(beforeProfiles)).not.toContain('Colour correction');
  });
});

const PDF_LINES: Record<Locale, { label: string; applied: string; none: string }> = {
  en: { label: 'Colour correction', applied: 'camera profile Exam room phone', none: TEXT_LINES.en.none.split(': ')[1]! },
  es: { label: 'Corrección del color', applied: 'perfil de cámara Exam room phone', none: TEXT_LINES.es.none.split(': ')[1]! },
  zh: { label: '颜色校正', applied: '相机配置 Exam room phone', none: '未使用相机配置，颜色为相机原始颜色' },
};

const sessionDocument = (a: SavedAnalysis, locale: Locale = 'en'): ReportDocument =>
  sessionReportDocument({
    locale,
    practitioner,
    patient,
    generatedAt,
    visit: {
      date: generatedAt,
      imageUrl: a.overlay_image_url ? '/api/images/photo-1' : null,
      overlayImageUrl: a.overlay_image_url ?? null,
      manual: null,
      analysis: a,
    },
  });

const rowsOf = (doc: ReportDocument) => doc.blocks.flatMap((b) => (b.kind === 'fields' ? b.rows : []));

describe('the session PDF report names the camera profile', () => {
  for (const locale of ['en', 'es', 'zh'] as const) {
    it(`has a field naming the profile, or saying none was used for a photo (${locale})`, () => {
      expect(rowsOf(sessionDocument(withProfile, locale))).toContainEqual({
        label: PDF_LINES[locale].label,
        value: PDF_LINES[locale].applied,
      });
      expect(rowsOf(sessionDocument(photoWithoutProfile, locale))).toContainEqual({
        label: PDF_LINES[locale].label,
        value: PDF_LINES[locale].none,
      });
    });
  }

  it('has no such field without a photo or before camera profiles existed', () => {
    for (const a of [noPhoto, beforeProfiles])
      expect(rowsOf(sessionDocument(a)).map((r) => r.label)).not.toContain(PDF_LINES.en.label);
  });

  it('prints it in the PDF, Chinese included', async () => {
    for (const locale of ['en', 'zh'] as const) {
      const pdf = await renderReportPdf(sessionDocument(withProfile, locale), async () => null, generatedAt);
      const chunks: Buffer[] = [];
      for await (const chunk of pdf) chunks.push(chunk as Buffer);
      const text = (await readPdf(Buffer.concat(chunks))).text.replace(/\s+/g, ' ');
      expect(text).toContain(PDF_LINES[locale].label);
      expect(text).toContain(PDF_LINES[locale].applied);
    }
  }, 60_000);
});
