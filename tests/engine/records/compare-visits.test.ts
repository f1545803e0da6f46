import { describe, expect, it } from 'vitest';
import { TM1_CODES } from '../../../src/engine/knowledge/icd11-tm1.ts';
import { PATTERN_IDS } from '../../../src/engine/knowledge/types.ts';
import { describeTongueChanges } from '../../../src/engine/records/compare-visits.ts';
import { patternIdOfLabel } from '../../../src/engine/records/pattern-of-label.ts';
import { tongueRecordOf } from '../../../src/engine/records/tongue-record.ts';

describe('visits compared in words', () => {
  const before = tongueRecordOf(null, { bodyColor: 'red', coating: 'thick-white', shape: 'scalloped', signs: ['red-tip'] });
  const after = tongueRecordOf(null, { bodyColor: 'normal', coating: 'thin-white', shape: 'normal', signs: [] });

  it('says what changed as a clinician would: coating thinner, body less red, tooth marks no longer seen', () => {
    expect(describeTongueChanges(before, after, 'en')).toEqual([
      'coating thinner',
      'body less red',
      'tooth marks no longer seen',
      'red tip no longer seen',
    ]);
    expect(describeTongueChanges(after, before, 'en')).toEqual([
      'coating thicker',
      'body redder',
      'tooth marks now seen',
      'red tip now seen',
    ]);
  });

  it('speaks the reader’s language and names a pattern change', () => {
    expect(describeTongueChanges(before, after, 'zh', { before: '脾气虚', after: '肝郁气滞' })).toEqual([
      '舌苔变薄',
      '舌色转淡',
      '齿痕已不明显',
      '舌尖红已不明显',
      '证型由脾气虚变为肝郁气滞',
    ]);
    expect(describeTongueChanges(before, after, 'es')[0]).toBe('saburra más fina');
  });

  it('compares only what both visits recorded, and says when nothing changed', () => {
    expect(
      describeTongueChanges(tongueRecordOf(null, { bodyColor: 'pale' }), tongueRecordOf(null, { moisture: 'wet' }), 'en'),
    ).toEqual(['no change in the tongue findings']);
    expect(
      describeTongueChanges(tongueRecordOf(null, { bodyColor: 'red' }), tongueRecordOf(null, { bodyColor: 'purple' }), 'en'),
    ).toEqual(['body now purple']);
  });
});

describe('ICD-11 TM1 codes', () => {
  it('every pattern but balanced has a chapter 26 pattern code (SE-SJ blocks)', () => {
    for (const id of PATTERN_IDS.filter((p) => p !== 'balanced')) {
      expect(TM1_CODES[id].code, id).toMatch(/^S[E-J][0-9A-Z]{2}$/);
      expect(TM1_CODES[id].title).toMatch(/\(TM1\)$/);
    }
  });

  it('reads a stored pattern label back to its id by the Chinese name', () => {
    expect(patternIdOfLabel('Spleen Qi Deficiency (脾气虚, pí qì xū)')).toBe('spleen-qi-deficiency');
    expect(patternIdOfLabel('脾阳虚 (pí yáng xū)')).toBe('spleen-yang-deficiency');
    expect(patternIdOfLabel('something else')).toBeNull();
  });
});
