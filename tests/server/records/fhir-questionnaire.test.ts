import { describe, expect, it } from 'vitest';
import { tongueRecordOf } from '../../../src/engine/records/tongue-record.ts';
import { buildFhirBundle, type FhirVisit } from '../../../src/server/services/records/fhir-bundle.ts';
import { fhirSchemaErrors } from '../../support/fhir-schema.ts';

/** Issue 12 item 6: a questionnaire scale left unanswered is no Observation, not a made-up value. */
describe('FHIR export of a check-in questionnaire', () => {
  const visit = (questionnaire: FhirVisit['questionnaire']): FhirVisit => ({
    kind: 'check-in',
    id: 7,
    date: new Date('2026-11-20T09:00:00Z'),
    imageUrl: null,
    overlayImageUrl: null,
    tongue: tongueRecordOf(null),
    patternId: null,
    patternText: null,
    secondaryPatternIds: [],
    formula: null,
    herbs: [],
    pulse: null,
    questionnaire,
  });
  const surveyCodes = (questionnaire: FhirVisit['questionnaire']) => {
    const bundle = buildFhirBundle({
      publicUrl: 'https://example.org',
      exportedAt: new Date('2026-11-26T00:00:00Z'),
      person: {
        kind: 'consumer',
        id: 3,
        firstName: 'Lin',
        lastName: null,
        gender: null,
        birthDate: null,
        email: null,
        phone: null,
        constitution: null,
      },
      visits: [visit(questionnaire)],
    });
    expect(fhirSchemaErrors(bundle)).toEqual([]);
    return bundle.entry
      .map((e) => e.resource as { resourceType: string; code?: { coding?: { code: string }[] }; valueInteger?: number })
      .filter((r) => r.resourceType === 'Observation' && r.code?.coding?.[0]?.code.startsWith('questionnaire-'))
      .map((r) => [r.code!.coding![0]!.code, r.valueInteger]);
  };

  it('exports each answered scale with its value and leaves an unanswered one out', () => {
    expect(surveyCodes({ energyLevel: 2, sleepQuality: 4, digestion: 3 })).toEqual([
      ['questionnaire-energy-level', 2],
      ['questionnaire-sleep-quality', 4],
      ['questionnaire-digestion', 3],
    ]);
    expect(surveyCodes({ energyLevel: null, sleepQuality: 4, digestion: null })).toEqual([['questionnaire-sleep-quality', 4]]);
  });
});
