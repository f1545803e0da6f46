import type { DrugClassId } from './interactions/types.ts';
import type { Translate } from './localize/translate.ts';

/*
 * The engine's own wording (English): the sentences the analysis writes around the
 * knowledge base's facts, for practitioners (SPEC §3 result, cautions) and consumers
 * (recommendation, safety messages). {name} marks a value filled in by the caller, already in
 * the reader's locale. Translations live in ./locales under 'message.<id>'.
 */
export const MESSAGES = {
  // SPEC §3 result, practitioner voice
  'result.summary': 'Main pattern: {pattern}, confidence {confidence}; {coherence} coherence of tongue, pulse and symptoms.',
  'result.no-findings': 'No findings to analyse.',
  'result.completed': 'Analysis completed by the built-in TCM engine.',
  'result.previous-treatments': 'Previous treatments: {text}.',
  'result.evidence-for': 'Findings for {pattern}: {list}.',
  'result.evidence-against': 'Findings against it: {list}.',
  'result.none': 'none',
  'result.undetermined': 'undetermined',
  'result.no-formula': 'no formula needed',
  'result.not-estimated': 'not estimated',
  'result.nothing-specific': 'nothing specific',
  'result.correlation': 'Tongue points to {tongue}, pulse to {pulse}, symptoms to {symptoms}; coherence {level} ({score}).',
  'result.modification-applied': 'Applied, {when}: {changes}',
  'result.modification-option': 'If {when}: {changes}',
  'result.add-herbs': 'add {herbs}',
  'result.remove-herbs': 'remove {herbs}',
  'result.red-flag': 'RED FLAG: {advice}',
  'result.pregnancy': 'PREGNANCY: {text}',
  'result.breastfeeding': 'BREASTFEEDING: {text}',
  'result.bleeding': 'Bleeding risk: {text}',
  'result.long-term': 'Long-term use: {text}',
  'follow-up.referral': '{referral} Resume TCM care only after medical clearance.',
  'follow-up.acute': 'Review in 3-5 days, or sooner if symptoms worsen.',
  'follow-up.severe': 'Review weekly; reassess tongue and pulse at every visit.',
  'follow-up.chronic': 'Review every 2 weeks; reassess tongue and pulse after 4-6 weeks of treatment.',
  'follow-up.default': 'Review in 1-2 weeks and adjust the formula to the response.',
  // Severity, chronicity and coherence: why the engine rated the case so (practitioner voice)
  'severity.red-flag': 'red-flag symptoms present: see a doctor before any other advice',
  'severity.findings': '{n} findings support the main pattern',
  'severity.full-picture': '10 or more: a full, pronounced picture',
  'severity.tongue': 'tongue shows {signs}',
  'severity.pulse-rate': 'pulse rate {rate}/min',
  'severity.questionnaire': 'a questionnaire answer at the worst score',
  'severity.described': 'symptoms described as severe',
  'case.complex-factors': 'complex factors: {factors}',
  'severity.few-findings': 'few findings, none of them marked',
  'chronicity.history-says': "history says '{words}'",
  'chronicity.described-acute': 'symptoms described as acute',
  'chronicity.described-chronic': 'symptoms described as chronic or recurrent',
  'chronicity.exterior': 'exterior pattern: an acute invasion',
  'chronicity.food-stagnation': 'food stagnation usually follows a recent dietary excess',
  'chronicity.deficiency': 'deficiency patterns develop over time',
  'chronicity.tongue': 'tongue signs that take months to form: {signs}',
  'chronicity.age': 'age {age} with a deficiency',
  'chronicity.unknown': 'no indication of duration',
  'coherence.source-none': '{source} findings point to no pattern in particular',
  'coherence.source-fits': '{source} findings fit {best} better than {top}',
  'coherence.mixed-temperature': 'heat and cold signs are mixed: check for a combined or true/false heat-cold picture',
  'coherence.insufficient': 'fewer than two of tongue, pulse and symptoms were given',
  'source.tongue': 'tongue',
  'source.pulse': 'pulse',
  'source.symptom': 'symptom',
  'severity-level.mild': 'mild',
  'severity-level.moderate': 'moderate',
  'severity-level.severe': 'severe',
  'chronicity-level.acute': 'acute',
  'chronicity-level.subacute': 'subacute',
  'chronicity-level.chronic': 'chronic',
  'coherence-level.high': 'high',
  'coherence-level.moderate': 'moderate',
  'coherence-level.low': 'low',
  'coherence-level.insufficient': 'insufficient',
  // SPEC §3 tongue_analysis group written from a manual assessment (Maciocia's tongue map)
  'tongue-map.not-assessed': 'not assessed',
  'tongue-map.nothing-special': 'no particular finding',
  'tongue-map.coating-none': 'none',
  'tongue-map.coating-white': 'white',
  'tongue-map.coating-yellow': 'yellow',
  'tongue-map.coating-brown': 'brown',
  'tongue-map.coating-black': 'black',
  'tongue-map.absent': 'absent',
  'tongue-map.thin': 'thin',
  'tongue-map.thick': 'thick',
  'tongue-map.thick-at-root': 'thick at the root',
  'tongue-map.peeled-patches': 'peeled in patches',
  'tongue-map.thicker-at-root': 'thicker at the root',
  'tongue-map.greasy-even': 'greasy, even',
  'tongue-map.even': 'even',
  'tongue-map.shape': 'shape {value}',
  'tongue-map.size': 'size {value}',
  'tongue-map.texture': 'texture {value}',
  'tongue-map.trembling': 'trembling',
  'tongue-map.deviated': 'deviated',
  'tongue-map.red-tip': 'red tip (Heart heat)',
  'tongue-map.red-points': 'red points (heat)',
  'tongue-map.red-sides': 'red sides (Liver heat)',
  'tongue-map.pale-sides': 'pale sides (Liver Blood deficiency)',
  'tongue-map.tooth-marks': 'tooth marks (Spleen Qi deficiency)',
  'tongue-map.purple-spots': 'purple spots (Blood stasis)',
  'tongue-map.midline-crack': 'midline crack (Stomach/Heart)',
  'tongue-map.peeled-coating': 'peeled coating (Stomach Yin deficiency)',
  'tongue-map.thick-root-coating': 'thick coating at the root (Damp in the Lower Burner)',
  // Age
  'age.child': 'Age {age}: children need reduced doses (by body weight) and gentler formulas; follow paediatric TCM guidance.',
  'age.elderly':
    'Age {age}: start at the low end of the dose ranges; check kidney and liver function and all current medications.',
  // Safety, practitioner voice
  'safety.pregnancy-avoid': '{herb}: contraindicated in pregnancy ({reason}).',
  'safety.formula-pregnancy':
    'Pregnancy: this formula holds herbs contraindicated in pregnancy ({herbs}); leave them out or choose another formula before prescribing.',
  'safety.key-herb-pregnancy': '{herb} (contraindicated in pregnancy)',
  'safety.pregnancy-caution': '{herb}: use only with care in pregnancy ({reason}).',
  'safety.pregnancy-clear': 'No herb of this formula is listed as contraindicated in pregnancy; prescribe under supervision.',
  'safety.pregnancy-point': '{point}: left out of the points, traditionally forbidden in pregnancy ({reason}).',
  'pregnancy-point.labour': 'it moves downwards and is used to induce labour',
  'pregnancy-point.lower-abdomen': 'a point of the lower abdomen or the sacrum',
  'safety.no-interaction': "Medicines recorded ({drugs}): none interacts with this formula's herbs in our interaction table.",
  'safety.ask-pregnancy':
    'Pregnancy status not recorded: ask about pregnancy before prescribing (contraindicated in pregnancy: {herbs}).',
  'safety.ask-pregnancy-both':
    'Pregnancy status not recorded: ask about pregnancy before prescribing (contraindicated in pregnancy: {herbs}) or needling {points} (traditionally forbidden in pregnancy).',
  'safety.ask-pregnancy-points':
    'Pregnancy status not recorded: ask about pregnancy before needling {points} (traditionally forbidden in pregnancy).',
  'safety.ask-medications':
    'No medicines recorded: ask about {classes} before prescribing (in the formula and interacting with them: {herbs}).',
  'safety.herb-reason': '{herb}: {reason}',
  'safety.interaction': '{herb} + {drug} ({severity}): {effect} {advice}',
  'safety.severity.major': 'major',
  'safety.severity.moderate': 'moderate',
  'safety.severity.minor': 'minor',
  'safety.trying-to-conceive': 'Trying to conceive: treat as possible pregnancy.',
  // Prognosis additions
  'prognosis.coherent': 'tongue, pulse and symptoms agree (clear pattern)',
  'prognosis.complex-factor': 'complex factor: {factor}',
  'prognosis.chronic': 'long-standing condition: expect a longer course',
  'prognosis.mixed': 'mixed picture: tongue, pulse and symptoms point to different patterns',
  // Consumer
  'consumer.low-energy': 'Low energy reported',
  'consumer.poor-sleep': 'Poor sleep reported',
  'consumer.weak-digestion': 'Weak digestion reported',
  'consumer.discomfort': 'Reported discomfort: {item}',
  // The questionnaire's discomforts (contract DISCOMFORTS), named in the reader's language.
  'discomfort.headache': 'Headache',
  'discomfort.sore-throat': 'Sore Throat',
  'discomfort.bloating': 'Bloating',
  'discomfort.joint-pain': 'Joint Pain',
  'consumer.herbs-withheld': 'Herbal suggestions are not given for this check-in: please see a doctor first.',
  'consumer.all-withheld':
    'No suggestions are given for this check-in: what you told us needs medical help now, before any self-care.',
  'consumer.interaction':
    '{herb} and your medicine {medicine}: {risk} We left it out of your suggestions; ask your doctor or pharmacist before taking them together.',
  'consumer.blood-thinner-foods':
    'You mentioned {medicine}, which thins the blood: keep foods that move the blood (garlic, black fungus, hawthorn) to ordinary kitchen amounts, take no supplements of them, and ask your doctor before changing your diet a lot.',
  'consumer.medicines-checked':
    'We checked your herbal suggestions against the medicines you listed ({medicines}): none is known to interact with them. Tell your doctor or pharmacist before starting any herb all the same.',
  'consumer.pregnancy-withheld': '{herb} is left out of your suggestions because it is not advised during pregnancy.',
  'consumer.breastfeeding-withheld': '{herb} is left out of your suggestions because it is not advised while breastfeeding.',
  // Advice for the person's constitution (CCMQ), first in its list ({advice} = the item's name)
  'consumer.for-constitution': 'For your constitution ({constitution}): {advice}',
  'consumer.for-constitution-tends': 'For your constitution (leaning {constitution}): {advice}',
  // A consumer's tongue against their own earlier check-ins ({count} = how many)
  'baseline.paler': 'Your tongue looks paler than in your last {count} check-ins',
  'baseline.redder': 'Your tongue looks redder than in your last {count} check-ins',
  'baseline.coating-thinner': 'Coating thinner than your usual',
  'baseline.coating-thicker': 'Coating thicker than your usual',
  'baseline.coating-whiter': 'Coating whiter than your usual',
  'baseline.coating-yellower': 'Coating more yellow than your usual',
  'baseline.cracks-fewer': 'Fewer cracks than your usual',
  'baseline.cracks-more': 'More cracks than your usual',
  'baseline.tooth-marks-fewer': 'Fewer tooth marks than your usual',
  'baseline.tooth-marks-more': 'More tooth marks than your usual',
  'baseline.steady': 'Your tongue looks much as in your last {count} check-ins',
  // Drug classes, for 'ask about ...'
  'drug-class.anticoagulants': 'anticoagulants (warfarin, apixaban, rivaroxaban...)',
  'drug-class.vitamin-k-antagonists': 'warfarin or acenocoumarol',
  'drug-class.antiplatelets': 'antiplatelet drugs (aspirin, clopidogrel)',
  'drug-class.nsaids': 'anti-inflammatory painkillers (NSAIDs)',
  'drug-class.antihypertensives': 'blood-pressure medicines',
  'drug-class.diuretics': 'diuretics',
  'drug-class.potassium-sparing-diuretics': 'potassium-sparing diuretics (spironolactone)',
  'drug-class.digoxin': 'digoxin',
  'drug-class.antiarrhythmics': 'antiarrhythmics (amiodarone, flecainide)',
  'drug-class.hypoglycaemics': 'diabetes medicines',
  'drug-class.sedatives-hypnotics': 'sleeping pills and sedatives',
  'drug-class.immunosuppressants': 'immunosuppressants (tacrolimus, ciclosporin)',
  'drug-class.mao-inhibitors': 'MAO inhibitors',
  'drug-class.stimulants': 'stimulants (ADHD medicines, decongestants)',
  'drug-class.oral-contraceptives': 'the contraceptive pill or HRT',
  'drug-class.ssri-snri': 'antidepressants (SSRIs, SNRIs)',
  'drug-class.corticosteroids': 'corticosteroids (prednisone)',
  'drug-class.cyp3a4-substrates': 'statins and other drugs cleared by CYP3A4',
  'drug-class.lithium': 'lithium',
  'drug-class.quinolones-tetracyclines': 'quinolone or tetracycline antibiotics',
  // What an interaction means, in a consumer's words
  'consumer-risk.anticoagulants': 'together they can make your blood thinner act more strongly and raise the risk of bleeding.',
  'consumer-risk.vitamin-k-antagonists': 'it can change how well your blood thinner works.',
  'consumer-risk.antiplatelets': 'together they can raise the risk of bruising and bleeding.',
  'consumer-risk.nsaids': 'together they can raise the risk of stomach bleeding and bruising.',
  'consumer-risk.antihypertensives': 'it can change your blood pressure and work against your medicine.',
  'consumer-risk.diuretics': 'together they can lower your potassium or dry you out.',
  'consumer-risk.potassium-sparing-diuretics': 'it can work against your medicine.',
  'consumer-risk.digoxin': 'it can make your heart medicine more likely to cause side effects.',
  'consumer-risk.antiarrhythmics': 'it can upset the heart rhythm your medicine controls.',
  'consumer-risk.hypoglycaemics': 'together they can lower your blood sugar too much.',
  'consumer-risk.sedatives-hypnotics': 'together they can make you too drowsy.',
  'consumer-risk.immunosuppressants': 'it can change how your transplant or immune medicine works.',
  'consumer-risk.mao-inhibitors': 'together they can cause a dangerous rise in blood pressure or agitation.',
  'consumer-risk.stimulants': 'together they can overstimulate you (racing heart, sleeplessness).',
  'consumer-risk.oral-contraceptives': 'it can interfere with your hormone medicine.',
  'consumer-risk.ssri-snri': 'together they can raise the risk of bleeding or agitation.',
  'consumer-risk.corticosteroids': 'together they can raise blood pressure and lower potassium.',
  'consumer-risk.cyp3a4-substrates': 'it can raise the level of your medicine in the blood.',
  'consumer-risk.lithium': 'it can raise lithium to harmful levels.',
  'consumer-risk.quinolones-tetracyclines': 'it can stop your antibiotic from being absorbed.',
} as const satisfies Record<string, string> & Record<`drug-class.${DrugClassId}` | `consumer-risk.${DrugClassId}`, string>;

/** One of the engine's message ids. */
export type MessageId = keyof typeof MESSAGES;

/**
 * A message in the reader's locale, with its {placeholders} filled: `values` must already be
 * in that locale (pattern names, herb names).
 */
export function message(t: Translate, id: MessageId, values: Readonly<Record<string, string | number>> = {}): string {
  const template = t(`message.${id}`, MESSAGES[id]);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
