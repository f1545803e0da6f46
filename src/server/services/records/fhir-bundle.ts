import type { ConstitutionResult } from '../../../contract/constitution.ts';
import type { TongueRecord } from '../../../contract/records.ts';
import { CONSTITUTION_NAMES } from '../../../engine/constitution/constitutions.ts';
import { ICD11_MMS_SYSTEM, tm1CodeOf } from '../../../engine/knowledge/icd11-tm1.ts';
import { getPattern, isPatternId } from '../../../engine/knowledge/patterns/index.ts';

/*
 * A person's record as a FHIR R4 Bundle of type 'collection' (docs/fhir-export.md): the
 * Patient, an Encounter per visit or check-in, Observations for each tongue finding, the pulse
 * and the questionnaire scores (LOINC where a code exists, our CodeSystem otherwise), the
 * pattern as a Condition coded with ICD-11 TM1 and our own code, the formula as a text
 * MedicationStatement, and the photos as DocumentReferences pointing at our authorised image
 * route. Every reference is to a fullUrl inside the Bundle (urn:uuid).
 */

/** Our CodeSystems (canonical URLs under the app's public address; documented in docs/fhir-export.md). */
export const codeSystems = (base: string) => ({
  observation: `${base}/fhir/CodeSystem/mtc-observation`,
  tongue: `${base}/fhir/CodeSystem/mtc-tongue-finding`,
  pattern: `${base}/fhir/CodeSystem/mtc-pattern`,
  constitution: `${base}/fhir/CodeSystem/mtc-constitution`,
});
const LOINC = 'http://loinc.org';
const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';

export type FhirResource = { resourceType: string; [key: string]: unknown };
export interface FhirBundle {
  resourceType: 'Bundle';
  type: 'collection';
  timestamp: string;
  meta: { lastUpdated: string };
  identifier: { system: string; value: string };
  entry: { fullUrl: string; resource: FhirResource }[];
}

export interface FhirPerson {
  kind: 'patient' | 'consumer';
  id: number;
  firstName: string | null;
  lastName: string | null;
  gender: string | null;
  birthDate: string | null;
  email: string | null;
  phone: string | null;
  constitution: ConstitutionResult | null;
}

export interface FhirVisit {
  kind: 'session' | 'check-in';
  id: number;
  date: Date;
  imageUrl: string | null;
  overlayImageUrl: string | null;
  tongue: TongueRecord;
  patternId: string | null;
  patternText: string | null;
  secondaryPatternIds: string[];
  formula: string | null;
  herbs: string[];
  pulse: { overallQuality?: string; rate?: number; strength?: string; notes?: string } | null;
  /** Consumer questionnaire answers (1-5). */
  questionnaire: { energyLevel: number | null; sleepQuality: number | null; digestion: number | null } | null;
}

const FHIR_GENDER: Record<string, string> = {
  male: 'male',
  female: 'female',
  other: 'other',
  prefer_not_to_say: 'unknown',
  'prefer-not-to-say': 'unknown',
};

/** A stable urn:uuid for a resource of the export (one export's ids are unique within it). */
function urn(seed: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (const ch of seed) {
    h1 = Math.imul(h1 ^ ch.charCodeAt(0), 16777619) >>> 0;
    h2 = Math.imul(h2 ^ ch.charCodeAt(0), 2246822519) >>> 0;
  }
  const hex = (h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0')).repeat(2);
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const TONGUE_FIELDS = [
  'bodyColor',
  'coating',
  'texture',
  'size',
  'shape',
  'moisture',
  'coatingThickness',
  'cracks',
  'toothMarks',
] as const;
const TONGUE_FIELD_NAMES: Record<(typeof TONGUE_FIELDS)[number], string> = {
  bodyColor: 'Tongue body colour',
  coating: 'Tongue coating',
  texture: 'Tongue texture',
  size: 'Tongue size',
  shape: 'Tongue shape',
  moisture: 'Tongue moisture',
  coatingThickness: 'Tongue coating thickness',
  cracks: 'Tongue cracks',
  toothMarks: 'Tongue tooth marks',
};

export function buildFhirBundle(input: {
  publicUrl: string;
  person: FhirPerson;
  visits: FhirVisit[];
  exportedAt: Date;
}): FhirBundle {
  const base = input.publicUrl.replace(/\/$/, '');
  const cs = codeSystems(base);
  const p = input.person;
  const entries: { fullUrl: string; resource: FhirResource }[] = [];
  const add = (seed: string, resource: FhirResource) => {
    const fullUrl = urn(`${p.kind}/${p.id}/${seed}`);
    entries.push({ fullUrl, resource });
    return fullUrl;
  };

  const patientUrl = add('Patient', {
    resourceType: 'Patient',
    identifier: [{ system: `${base}/fhir/${p.kind === 'patient' ? 'patient' : 'user'}-id`, value: String(p.id) }],
    ...(p.firstName || p.lastName
      ? { name: [{ ...(p.lastName ? { family: p.lastName } : {}), ...(p.firstName ? { given: [p.firstName] } : {}) }] }
      : {}),
    ...(p.gender && FHIR_GENDER[p.gender] ? { gender: FHIR_GENDER[p.gender] } : {}),
    ...(p.birthDate ? { birthDate: p.birthDate } : {}),
    ...(p.email || p.phone
      ? {
          telecom: [
            ...(p.email ? [{ system: 'email', value: p.email }] : []),
            ...(p.phone ? [{ system: 'phone', value: p.phone }] : []),
          ],
        }
      : {}),
  });
  const subject = { reference: patientUrl };

  const observation = (seed: string, code: object, value: object, extra: Record<string, unknown> = {}) =>
    add(seed, {
      resourceType: 'Observation',
      status: 'final',
      category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: extra.category ?? 'exam' }] }],
      code,
      subject,
      ...value,
      ...Object.fromEntries(Object.entries(extra).filter(([k]) => k !== 'category')),
    });

  if (p.constitution) {
    const c = p.constitution;
    observation(
      'constitution',
      { coding: [{ system: cs.observation, code: 'ccmq-constitution', display: 'Constitution (CCMQ, ZYYXH/T157-2009)' }] },
      c.primary
        ? {
            valueCodeableConcept: {
              coding: [{ system: cs.constitution, code: c.primary, display: CONSTITUTION_NAMES[c.primary].en }],
              text: `${CONSTITUTION_NAMES[c.primary].en} (${CONSTITUTION_NAMES[c.primary].zh})`,
            },
          }
        : { dataAbsentReason: { text: 'No constitution reached the threshold' } },
      {
        category: 'survey',
        effectiveDateTime: c.takenAt,
        component: c.scores.map((s) => ({
          code: { coding: [{ system: cs.constitution, code: s.id, display: CONSTITUTION_NAMES[s.id].en }] },
          valueQuantity: { value: s.transformed, unit: 'score', system: 'http://unitsofmeasure.org', code: '1' },
          interpretation: [{ text: s.verdict }],
        })),
      },
    );
  }

  for (const v of input.visits) {
    const seed = `${v.kind}/${v.id}`;
    const when = v.date.toISOString();
    const encounterUrl = add(`${seed}/Encounter`, {
      resourceType: 'Encounter',
      status: 'finished',
      class: {
        system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
        code: v.kind === 'session' ? 'AMB' : 'VR',
        display: v.kind === 'session' ? 'ambulatory' : 'virtual',
      },
      type: [{ text: v.kind === 'session' ? 'TCM consultation' : 'TCM tongue check-in' }],
      subject,
      period: { start: when, end: when },
    });
    const context = { encounter: { reference: encounterUrl }, effectiveDateTime: when };

    for (const field of TONGUE_FIELDS) {
      const value = v.tongue[field];
      if (!value) continue;
      observation(
        `${seed}/tongue/${field}`,
        { coding: [{ system: cs.observation, code: `tongue-${field}`, display: TONGUE_FIELD_NAMES[field] }] },
        { valueCodeableConcept: { coding: [{ system: cs.tongue, code: `${field}:${value}`, display: value }], text: value } },
        context,
      );
    }
    for (const sign of v.tongue.signs) {
      observation(
        `${seed}/tongue/sign/${sign}`,
        { coding: [{ system: cs.observation, code: 'tongue-sign', display: 'Tongue sign' }] },
        { valueCodeableConcept: { coding: [{ system: cs.tongue, code: `sign:${sign}`, display: sign }], text: sign } },
        context,
      );
    }
    if (v.pulse) {
      if (v.pulse.rate !== undefined) {
        // LOINC 8867-4 Heart rate: the pulse rate counted at the wrist.
        observation(
          `${seed}/pulse/rate`,
          { coding: [{ system: LOINC, code: '8867-4', display: 'Heart rate' }] },
          { valueQuantity: { value: v.pulse.rate, unit: 'beats/minute', system: 'http://unitsofmeasure.org', code: '/min' } },
          { ...context, category: 'vital-signs' },
        );
      }
      const quality = [v.pulse.overallQuality, v.pulse.strength, v.pulse.notes].filter(Boolean).join('; ');
      if (quality) {
        observation(
          `${seed}/pulse/quality`,
          { coding: [{ system: cs.observation, code: 'pulse-quality', display: 'TCM pulse quality' }] },
          { valueString: quality },
          context,
        );
      }
    }
    if (v.questionnaire) {
      const q = v.questionnaire;
      for (const [key, value] of [
        ['energy-level', q.energyLevel],
        ['sleep-quality', q.sleepQuality],
        ['digestion', q.digestion],
      ] as const) {
        // A scale left unanswered is no observation (issue 12 item 6), not a made-up middle.
        if (value === null) continue;
        observation(
          `${seed}/questionnaire/${key}`,
          {
            coding: [
              { system: cs.observation, code: `questionnaire-${key}`, display: `Self-rated ${key.replace('-', ' ')} (1-5)` },
            ],
          },
          { valueInteger: value },
          { ...context, category: 'survey' },
        );
      }
    }

    const photos = [
      [v.imageUrl, 'Tongue photo'],
      [v.overlayImageUrl, 'Tongue segmentation overlay'],
    ] as const;
    for (const [url, title] of photos) {
      if (!url) continue;
      add(`${seed}/photo/${url}`, {
        resourceType: 'DocumentReference',
        status: 'current',
        type: { text: title },
        subject,
        date: when,
        content: [{ attachment: { contentType: 'image/jpeg', url: `${base}${url}`, title } }],
        context: { encounter: [{ reference: encounterUrl }] },
      });
    }

    const patternIds = [v.patternId, ...v.secondaryPatternIds].filter((id): id is string => !!id && id !== 'balanced');
    patternIds.forEach((id, index) => {
      const tm1 = tm1CodeOf(id);
      const known = isPatternId(id) ? getPattern(id) : null;
      add(`${seed}/Condition/${id}`, {
        resourceType: 'Condition',
        clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }] },
        verificationStatus: {
          coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status', code: 'provisional' }],
        },
        category: [{ text: index === 0 ? 'TCM pattern (main)' : 'TCM pattern (secondary)' }],
        code: {
          coding: [
            ...(tm1 ? [{ system: ICD11_MMS_SYSTEM, code: tm1.code, display: tm1.title }] : []),
            { system: cs.pattern, code: id, ...(known ? { display: known.names.en } : {}) },
          ],
          text: known ? `${known.names.en} (${known.names.zh}, ${known.names.pinyin})` : (v.patternText ?? id),
        },
        subject,
        encounter: { reference: encounterUrl },
        recordedDate: when,
      });
    });
    if (patternIds.length === 0 && v.patternText && v.patternId !== 'balanced') {
      add(`${seed}/Condition/text`, {
        resourceType: 'Condition',
        verificationStatus: {
          coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status', code: 'provisional' }],
        },
        code: { text: v.patternText },
        subject,
        encounter: { reference: encounterUrl },
        recordedDate: when,
      });
    }

    if (v.formula) {
      add(`${seed}/MedicationStatement`, {
        resourceType: 'MedicationStatement',
        status: 'intended',
        medicationCodeableConcept: { text: v.formula },
        subject,
        context: { reference: encounterUrl },
        effectiveDateTime: when,
        ...(v.herbs.length ? { note: [{ text: v.herbs.join('; ') }] } : {}),
      });
    }
  }

  const now = input.exportedAt.toISOString();
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: now,
    meta: { lastUpdated: now },
    identifier: { system: `${base}/fhir/export`, value: `${p.kind}-${p.id}-${input.exportedAt.getTime()}` },
    entry: entries,
  };
}
