import { describe, expect, it } from 'vitest';
import { sessionReportDocument } from '../../../src/engine/report/record-report.ts';

const practitioner = { firstName: 'Mei', lastName: 'Lin', licenseNumber: 'L-1' };
const visit = (pulse: object) => ({
  date: new Date('2026-11-28T09:00:00Z'),
  imageUrl: null,
  overlayImageUrl: null,
  manual: { pulse, symptoms: 'nausea' },
  analysis: null,
});

/* An exploratory test found a pregnant patient's status only inside the herb cautions, and 'left hand: wiry' without its position. */
describe('the session PDF report', () => {
  it("names the patient's pregnancy status and each pulse quality at its position, in the reader's language", () => {
    const doc = (locale: 'en' | 'zh', pregnancyStatus: string | null) =>
      JSON.stringify(
        sessionReportDocument({
          locale,
          practitioner,
          patient: { firstName: 'Maria', lastName: 'Gonzalez', gender: 'female', pregnancyStatus },
          visit: visit({ overallQuality: 'slippery', leftHand: { guan: 'wiry' }, rightHand: { guan: 'weak', chi: 'deep' } }),
          generatedAt: new Date('2026-11-28T10:00:00Z'),
        }).blocks,
      );
    const en = doc('en', 'pregnant');
    expect(en).toContain('"label":"Pregnancy status","value":"pregnant"');
    expect(en).toContain('left hand: guan wiry pulse; right hand: guan weak pulse, chi deep pulse');
    expect(doc('zh', 'pregnant')).toMatch(/妊娠状况","value":"妊娠期/);
    expect(doc('zh', 'pregnant')).toMatch(/左手：关 弦/);
    expect(doc('en', 'no')).not.toContain('Pregnancy status');
  });

  it('lists the coating in the way each language writes a list (白、薄、均匀 in Chinese)', () => {
    const coating = (locale: 'en' | 'zh', saburra: object) =>
      JSON.stringify(
        sessionReportDocument({
          locale,
          practitioner,
          patient: { firstName: 'Li', lastName: 'Wang' },
          visit: { ...visit({}), analysis: { tongue_analysis: { color_cuerpo: 'x', saburra } } as never },
          generatedAt: new Date('2026-11-28T10:00:00Z'),
        }).blocks,
      );
    expect(coating('zh', { color: '白', grosor: '薄', distribucion: '舌根偏厚' })).toContain(
      '"label":"舌苔","value":"白、薄、舌根偏厚"',
    );
    expect(coating('en', { color: 'white', grosor: 'thin', distribucion: 'even' })).toContain('"value":"white, thin, even"');
    // A coat that was not read is said once, not once per part.
    expect(coating('en', { color: 'not assessed', grosor: 'not assessed', distribucion: 'not assessed' })).toContain(
      '"value":"not assessed"',
    );
  });

  // A session keeps the words of its day (decision 0116); an exploratory test read Chinese cautions
  // under Spanish headings with no word why.
  it('says in which language a visit was written when it is read in another', () => {
    const blocks = (locale: 'es' | 'zh', written?: 'es' | 'zh') =>
      JSON.stringify(
        sessionReportDocument({
          locale,
          practitioner,
          patient: { firstName: 'Li', lastName: 'Wang' },
          visit: {
            ...visit({}),
            analysis: {
              tcm_diagnosis: { patron_principal: '脾气虚' },
              record: written ? { locale: written } : {},
            } as never,
          },
          generatedAt: new Date('2026-11-28T10:00:00Z'),
        }).blocks,
      );
    expect(blocks('es', 'zh')).toContain('El análisis de esta visita se escribió en chino y se imprime tal como se registró.');
    expect(blocks('zh', 'zh')).not.toContain('撰写');
    expect(blocks('es')).not.toContain('se escribió en');
  });
});
