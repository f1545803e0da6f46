import { getAcupoint } from '../knowledge/acupoints/index.ts';
import { PREGNANCY_FORBIDDEN_POINTS } from '../knowledge/acupoints/pregnancy.ts';
import type { Cautions } from '../../contract/analysis.ts';
import { findHerb } from '../knowledge/herbs/index.ts';
import { localizeHerb, type LocalizedPattern } from '../knowledge/localize/views.ts';
import { message } from '../knowledge/messages.ts';
import { majorInteractionRisks, type MajorInteractionRisk } from '../treatment/interactions.ts';
import type { PersonContext } from './person.ts';
import { joinList, practitionerHerbName, type Wording } from './wording.ts';

/** A red-flag finding, as the differentiation reports it. */
export interface RedFlagHit {
  id: string;
  /** Short label in the reader's locale ('Chest pain'). */
  label?: string;
  /** The 'See a doctor now: ...' advice in the reader's locale. */
  message: string;
  /** 'emergency' (call emergency services) or 'urgent' (see a doctor today). */
  urgency?: string;
  evidence?: string;
}

/** A herb-drug interaction between a stated medication and a formula herb. */
export interface InteractionHit {
  /** The interaction table's row, whose effect and advice are written in the reader's language. */
  id?: string;
  herb: string;
  drug: string;
  severity: string;
  effect: string;
  advice?: string;
  /** The words of the medication text that named the drug. */
  mentioned?: string;
  /** Drug class of the interaction row (for consumer wording). */
  drugClass?: string;
}

/**
 * What is unsafe for this person in this plan, as ids (rendered by cautionsOf in any locale).
 * Pregnancy and breastfeeding entries exist only when the person's status calls for them; the
 * 'ask about' lists only when the fact is unknown. Sources: herb cautions of the catalogue
 * (Bensky, Materia Medica; Chen & Chen; NCCIH), interaction table.
 */
export interface HerbSafety {
  /** Pregnant or trying to conceive: herbs to avoid and herbs to use with care. */
  pregnancy: { avoid: string[]; caution: string[] } | null;
  /** Breastfeeding: herbs with a breastfeeding caution. */
  breastfeeding: string[] | null;
  /** Pregnancy possible but not recorded, and the formula holds these contraindicated herbs. */
  askAboutPregnancy: string[];
  /** No medicine recorded, and the formula's herbs interact seriously with these drug classes. */
  askAboutMedications: MajorInteractionRisk[];
  /** Herbs with an antiplatelet or blood-moving bleeding caution. */
  bleeding: string[];
  /** Herbs not meant for long courses or large doses. */
  longTerm: string[];
  /** Pregnant: the pattern's acupoints traditionally forbidden in pregnancy, left out of the plan. */
  pregnancyPoints: string[];
  /** Pregnancy possible but not recorded, and the plan holds these points forbidden in pregnancy. */
  askAboutPregnancyPoints: string[];
}

/** The herb safety of a plan's herbs for one person (see HerbSafety). */
export function assessHerbSafety(
  herbIds: readonly string[],
  person: PersonContext,
  medicationsRecorded: boolean,
  acupointCodes: readonly string[] = [],
): HerbSafety {
  const herbs = herbIds.map((id) => ({ id, herb: findHerb(id) })).filter((h) => h.herb !== undefined);
  const withCaution = (pick: (c: NonNullable<(typeof herbs)[number]['herb']>['cautions']) => unknown) =>
    herbs.filter((h) => pick(h.herb!.cautions)).map((h) => h.id);
  const avoid = withCaution((c) => c.pregnancy?.level === 'avoid');
  return {
    pregnancy: person.pregnancyCautions ? { avoid, caution: withCaution((c) => c.pregnancy?.level === 'caution') } : null,
    breastfeeding: person.breastfeedingCautions ? withCaution((c) => c.breastfeeding) : null,
    askAboutPregnancy: person.pregnancyUnknown ? avoid : [],
    askAboutMedications: medicationsRecorded ? [] : majorInteractionRisks(herbIds),
    bleeding: withCaution((c) => c.bleeding),
    longTerm: withCaution((c) => c.longTerm),
    pregnancyPoints: person.pregnancyStatus === 'pregnant' ? acupointCodes.filter((c) => PREGNANCY_FORBIDDEN_POINTS.has(c)) : [],
    askAboutPregnancyPoints: person.pregnancyUnknown ? acupointCodes.filter((c) => PREGNANCY_FORBIDDEN_POINTS.has(c)) : [],
  };
}

function herbLines(
  ids: readonly string[],
  w: Wording,
  reason: (h: ReturnType<typeof localizeHerb>) => string | undefined,
): string[] {
  return ids.map((id) => {
    const h = localizeHerb(findHerb(id)!, w.t);
    return message(w.t, 'safety.herb-reason', { herb: practitionerHerbName(h.id, w), reason: reason(h) ?? '' });
  });
}

/** The pregnancy caution lines (contraindicated herbs first), or none when the status does not call for them. */
export function pregnancyLines(s: HerbSafety, person: PersonContext, w: Wording): string[] {
  if (!s.pregnancy) return [];
  const line = (id: string, key: 'safety.pregnancy-avoid' | 'safety.pregnancy-caution') => {
    const h = localizeHerb(findHerb(id)!, w.t);
    return message(w.t, key, { herb: practitionerHerbName(id, w), reason: h.cautions.pregnancy?.reason ?? '' });
  };
  const lines = [
    ...s.pregnancy.avoid.map((id) => line(id, 'safety.pregnancy-avoid')),
    ...s.pregnancy.caution.map((id) => line(id, 'safety.pregnancy-caution')),
  ];
  if (lines.length === 0) lines.push(message(w.t, 'safety.pregnancy-clear'));
  for (const code of s.pregnancyPoints) {
    const point = getAcupoint(code);
    lines.push(
      message(w.t, 'safety.pregnancy-point', {
        point: `${point.code} ${point.pinyin} ${point.zh}`,
        reason: message(w.t, `pregnancy-point.${PREGNANCY_FORBIDDEN_POINTS.get(code)!}`),
      }),
    );
  }
  if (person.pregnancyStatus === 'trying_to_conceive') lines.unshift(message(w.t, 'safety.trying-to-conceive'));
  return lines;
}

/** The practitioner's 'ask about ...' lines: pregnancy and medicines, when unknown and relevant. */
export function askFirstLines(s: HerbSafety, w: Wording): string[] {
  const lines: string[] = [];
  // One question about pregnancy, naming the formula's contraindicated herbs and the plan's
  // forbidden points together when there are both.
  const herbs = joinList(
    s.askAboutPregnancy.map((id) => practitionerHerbName(id, w)),
    w,
  );
  const points = joinList(
    s.askAboutPregnancyPoints.map((code) => {
      const p = getAcupoint(code);
      return `${p.code} ${p.pinyin} ${p.zh}`;
    }),
    w,
  );
  if (s.askAboutPregnancy.length && s.askAboutPregnancyPoints.length)
    lines.push(message(w.t, 'safety.ask-pregnancy-both', { herbs, points }));
  else if (s.askAboutPregnancy.length) lines.push(message(w.t, 'safety.ask-pregnancy', { herbs }));
  else if (s.askAboutPregnancyPoints.length) lines.push(message(w.t, 'safety.ask-pregnancy-points', { points }));
  if (s.askAboutMedications.length) {
    const herbs = [...new Set(s.askAboutMedications.flatMap((r) => r.herbs))];
    lines.push(
      message(w.t, 'safety.ask-medications', {
        classes: joinList(
          s.askAboutMedications.map((r) => message(w.t, `drug-class.${r.drugClass}`)),
          w,
        ),
        herbs: joinList(
          herbs.map((id) => practitionerHerbName(id, w)),
          w,
        ),
      }),
    );
  }
  return lines;
}

/**
 * The contract's cautions of a differentiation, in the reader's locale: red flags and named
 * interactions; pregnancy lines only when the status calls for them (breastfeeding likewise);
 * then what to ask first, the herbs' bleeding and long-term cautions, age notes and the
 * pattern's own cautions.
 */
export function cautionsOf(
  parts: {
    redFlags: readonly RedFlagHit[];
    interactions: readonly InteractionHit[];
    safety: HerbSafety;
    person: PersonContext;
    ageNotes: readonly string[];
    pattern: LocalizedPattern | undefined;
  },
  w: Wording,
): Cautions {
  const { safety, pattern } = parts;
  const pregnancy = pregnancyLines(safety, parts.person, w);
  const breastfeeding = safety.breastfeeding ? herbLines(safety.breastfeeding, w, (h) => h.cautions.breastfeeding) : [];
  const bleeding = herbLines(safety.bleeding, w, (h) => h.cautions.bleeding);
  // A herb the pattern's own long-term caution already names ('Zhi Gan Cao taken in high doses...') is not repeated.
  const patternLongTerm = pattern?.cautions.longTerm;
  const named = (id: string) => patternLongTerm?.toLowerCase().includes(id.replaceAll('-', ' ')) ?? false;
  const longTerm = [
    ...(patternLongTerm ? [patternLongTerm] : []),
    ...herbLines(
      safety.longTerm.filter((id) => !named(id)),
      w,
      (h) => h.cautions.longTerm,
    ),
  ];
  return {
    redFlags: parts.redFlags.map((r) => ({
      id: r.id,
      message: r.message,
      ...(r.urgency ? { urgency: r.urgency } : {}),
      ...(r.evidence ? { evidence: r.evidence } : {}),
    })),
    interactions: parts.interactions.map((i) => ({
      herb: i.herb,
      drug: i.drug,
      severity: i.severity,
      effect: i.effect,
      ...(i.advice ? { advice: i.advice } : {}),
    })),
    ...(pregnancy.length ? { pregnancy: pregnancy.join(' ') } : {}),
    ...(breastfeeding.length ? { breastfeeding: breastfeeding.join(' ') } : {}),
    ...(bleeding.length ? { bleedingRisk: bleeding.join('; ') } : {}),
    ...(longTerm.length ? { longTerm: longTerm.join('; ') } : {}),
    other: [...askFirstLines(safety, w), ...parts.ageNotes, ...(pattern?.cautions.other ?? [])],
  };
}
