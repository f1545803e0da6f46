import { describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../../src/contract/constants.ts';
import {
  buildPersonalReport,
  NO_LINKED_RECOMMENDATIONS,
  personalReportFileName,
} from '../../../src/engine/report/consumer-personal-report.ts';
import { buildResultsReport, resultsReportFileName } from '../../../src/engine/report/consumer-results-report.ts';

const rec = {
  id: 42,
  createdAt: '2026-03-04T09:05:00Z',
  pattern: 'Spleen Qi deficiency',
  observations: ['Pale tongue body', 'Tooth marks on the edges'],
  herbs: [{ name: 'Ginger tea', description: 'Warms the middle' }],
  diet: [{ recommendation: 'Congee', description: 'Easy to digest' }],
  lifestyle: [],
};
const person = { firstName: 'Mei', lastName: 'Lin', age: 34, gender: 'female' };
const at = new Date(2026, 2, 7, 15, 30);

describe('consumer results report', () => {
  it('is named tcm-comprehensive-report-{id}-{yyyy-MM-dd}.txt after the download day', () => {
    expect(resultsReportFileName(42, at)).toBe('tcm-comprehensive-report-42-2026-03-07.txt');
    expect(resultsReportFileName(7, new Date(2026, 10, 22, 0, 1))).toBe('tcm-comprehensive-report-7-2026-11-22.txt');
  });

  it('has the SPEC sections in order with the pattern, numbered observations and advice', () => {
    const text = buildResultsReport(rec, person, at);
    const headings = [
      'PATIENT INFORMATION',
      'TONGUE ANALYSIS RESULTS',
      'HERBAL THERAPY',
      'DIETARY GUIDANCE',
      'LIFESTYLE MODIFICATIONS',
      'TREATMENT APPROACH',
      'DISCLAIMER',
    ];
    const positions = headings.map((h) => text.indexOf(h));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain('Name: Mei Lin');
    expect(text).toContain('TCM pattern: Spleen Qi deficiency');
    expect(text).toContain('1. Pale tongue body\n2. Tooth marks on the edges');
    expect(text).toContain('1. Ginger tea: Warms the middle');
    expect(text).toContain('1. Congee: Easy to digest');
    expect(text).toContain('No lifestyle suggestions.');
    expect(text).toContain(DISCLAIMER);
  });
});

describe('consumer personal report', () => {
  const analysis = {
    id: 9,
    createdAt: '2026-03-04T09:00:00Z',
    analysisResult: { pattern: 'Damp-heat', observations: ['Yellow coating'] },
  };

  it('is named tcm-personal-report-{id}-{yyyy-MM-dd}.txt', () => {
    expect(personalReportFileName(9, at)).toBe('tcm-personal-report-9-2026-03-07.txt');
  });

  it('includes only the recommendations linked through tongueAnalysisId', () => {
    const linked = { ...rec, tongueAnalysisId: 9 };
    const unrelated = { ...rec, tongueAnalysisId: 10, herbs: [{ name: 'Unrelated herb', description: 'x' }] };
    const text = buildPersonalReport(analysis, [unrelated, linked], person, at);
    expect(text).toContain('TCM pattern: Damp-heat');
    expect(text).toContain('1. Yellow coating');
    expect(text).toContain('1. Ginger tea: Warms the middle');
    expect(text).not.toContain('Unrelated herb');
    expect(text).not.toContain(NO_LINKED_RECOMMENDATIONS);
    expect(text).toContain(DISCLAIMER);
  });

  /* An exploratory test's history report dropped why turmeric was left out for warfarin. */
  it("carries the linked check-in's cautions: see a doctor, and a herb left out for a medicine", () => {
    const safety = {
      seeADoctor: 'See a doctor soon about the bleeding you mentioned.',
      notices: ['Turmeric and your medicine warfarin can increase bleeding: we left it out of your suggestions.'],
    };
    const text = buildPersonalReport(analysis, [{ ...rec, tongueAnalysisId: 9, safety }], person, at);
    expect(text).toMatch(
      /Cautions:\n- See a doctor soon about the bleeding you mentioned\.\n- Turmeric and your medicine warfarin/,
    );
    expect(buildPersonalReport(analysis, [{ ...rec, tongueAnalysisId: 9, safety: null }], person, at)).not.toContain('Cautions:');
  });

  it("says 'No personalized recommendations available for this analysis.' when none is linked", () => {
    const text = buildPersonalReport(analysis, [], {}, at);
    expect(text).toContain(NO_LINKED_RECOMMENDATIONS);
    expect(text).toContain('Name: Not provided');
  });
});

describe('consumer reports in Spanish and Chinese', () => {
  const rec = {
    id: 7,
    createdAt: '2026-03-04T10:00:00Z',
    pattern: '脾气虚 (Pí Qì Xū)',
    observations: ['舌淡苔白'],
    herbs: [{ name: '四君子汤', description: '健脾益气' }],
    diet: [],
    lifestyle: [],
  };
  it('writes the results report in the reader language, with no English heading left', () => {
    const zh = buildResultsReport(rec, { firstName: '李', gender: 'female' }, new Date(2026, 2, 4, 12, 0), 'zh');
    expect(zh).toContain('中医综合报告');
    expect(zh).toContain('中医证型：脾气虚 (Pí Qì Xū)');
    expect(zh).toContain('性别：女');
    expect(zh).toContain('1. 四君子汤：健脾益气');
    expect(zh).not.toMatch(/Patient information|Herbal therapy|Disclaimer|Not provided/i);
    const es = buildResultsReport(rec, {}, new Date(2026, 2, 4, 12, 0), 'es');
    expect(es).toContain('INFORME COMPLETO DE MTC');
    expect(es).toContain('Nombre: No indicado');
    expect(es).toContain('Sin sugerencias dietéticas.');
  });
  it('writes the personal report in the reader language', () => {
    const es = buildPersonalReport(
      { id: 7, createdAt: rec.createdAt, analysisResult: { pattern: null, observations: [] } },
      [],
      {},
      new Date(2026, 2, 4, 12, 0),
      'es',
    );
    expect(es).toContain('No hay recomendaciones personalizadas para este análisis.');
    expect(es).toContain('Patrón de MTC: Análisis de lengua');
  });
});
