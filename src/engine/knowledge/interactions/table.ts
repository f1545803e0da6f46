import type { Interaction } from './types.ts';

const ANTICOAGULANT_NAMES = [
  'warfarin (Coumadin, warfarina)',
  'acenocoumarol (Sintrom)',
  'apixaban (Eliquis)',
  'rivaroxaban (Xarelto)',
  'dabigatran (Pradaxa)',
  'edoxaban',
  'heparin (heparina)',
  'enoxaparin (Clexane, Lovenox)',
];
const ANTIPLATELET_NAMES = [
  'aspirin (aspirina, Adiro)',
  'clopidogrel (Plavix)',
  'prasugrel',
  'ticagrelor (Brilinta, Brilique)',
  'dipyridamole',
  'cilostazol',
];

/**
 * The herb-drug interaction table: drug classes against herb interaction classes (each herb
 * carries its classes in the catalogue, ../herbs), written in our own words from Chen & Chen, *Chinese Medical Herbology and
 * Pharmacology* (herb-drug interaction sections), the NCCIH *Herbs at a Glance* fact
 * sheets, and Bensky's *Materia Medica* cautions. Severity follows the strength of the
 * evidence and the harm: major = documented clinical cases or a dangerous mechanism.
 */
export const INTERACTIONS: readonly Interaction[] = [
  // Anticoagulants and antiplatelets
  {
    id: 'anticoagulants-warfarin-potentiating',
    drugClass: 'anticoagulants',
    drugNames: ANTICOAGULANT_NAMES,
    herbClasses: ['warfarin-potentiating'],
    severity: 'major',
    effect:
      'Raises the effect of warfarin and other anticoagulants (dan shen slows its clearance, dang gui holds coumarins, ginkgo and goji act on platelets and metabolism): case reports of markedly raised INR and bleeding.',
    advice:
      'Avoid the combination; if the herb is essential, coordinate with the prescribing doctor and monitor INR or bleeding signs closely.',
    reference: 'chen-pharmacology',
  },
  {
    id: 'anticoagulants-blood-moving',
    drugClass: 'anticoagulants',
    drugNames: ANTICOAGULANT_NAMES,
    herbClasses: ['blood-moving'],
    severity: 'moderate',
    effect:
      'Blood-moving herbs inhibit platelet aggregation and coagulation; added to an anticoagulant they raise the risk of bruising and bleeding.',
    advice:
      'Use the lowest effective dose for the shortest time, watch for bruising or bleeding, and tell the prescribing doctor; stop before surgery.',
    reference: 'chen-pharmacology',
  },
  {
    id: 'vitamin-k-antagonists-ginseng',
    drugClass: 'vitamin-k-antagonists',
    drugNames: ['warfarin (Coumadin, warfarina)', 'acenocoumarol (Sintrom)'],
    herbClasses: ['ginseng'],
    severity: 'moderate',
    effect:
      'Ginseng can lower the effect of warfarin: reduced INR in case reports and in a controlled trial of American ginseng.',
    advice: 'Avoid starting or stopping ginseng without INR monitoring; check INR within one to two weeks of any change.',
    reference: 'nccih-herbs',
  },
  {
    id: 'antiplatelets-antiplatelet-herbs',
    drugClass: 'antiplatelets',
    drugNames: ANTIPLATELET_NAMES,
    herbClasses: ['warfarin-potentiating', 'blood-moving'],
    severity: 'moderate',
    effect:
      'Additive inhibition of platelet function: higher risk of bruising, nosebleeds, gastrointestinal and post-operative bleeding.',
    advice:
      'Prefer formulas without these herbs or lower their dose; watch for bleeding signs; stop at least a week before surgery or dental extraction.',
    reference: 'chen-pharmacology',
  },
  {
    id: 'nsaids-warfarin-potentiating',
    drugClass: 'nsaids',
    drugNames: [
      'ibuprofen (ibuprofeno, Advil)',
      'naproxen',
      'diclofenac (Voltaren)',
      'dexketoprofen (Enantyum)',
      'celecoxib',
      'meloxicam',
    ],
    herbClasses: ['warfarin-potentiating'],
    severity: 'moderate',
    effect:
      'NSAIDs impair platelets and irritate the stomach lining; with ginkgo, dan shen or dang gui the risk of gastrointestinal and other bleeding rises.',
    advice: 'Avoid regular NSAID use with these herbs; watch for black stools, bruising or nosebleeds.',
    reference: 'nccih-herbs',
  },
  {
    id: 'nsaids-blood-moving',
    drugClass: 'nsaids',
    drugNames: ['ibuprofen', 'naproxen', 'diclofenac'],
    herbClasses: ['blood-moving'],
    severity: 'minor',
    effect: 'Occasional NSAIDs with blood-moving herbs slightly raise the bleeding tendency.',
    advice: 'Usually compatible for occasional use; avoid daily NSAIDs during a blood-moving course.',
    reference: 'chen-pharmacology',
  },
  // Blood pressure
  {
    id: 'antihypertensives-ephedrine',
    drugClass: 'antihypertensives',
    drugNames: [
      'ACE inhibitors (enalapril, lisinopril, ramipril)',
      'ARBs (losartan, valsartan)',
      'beta-blockers (metoprolol, atenolol, bisoprolol)',
      'calcium-channel blockers (amlodipine, nifedipine)',
      'thiazides',
    ],
    herbClasses: ['ephedrine'],
    severity: 'major',
    effect:
      'Ephedrine in ma huang raises blood pressure and heart rate and counteracts antihypertensive treatment; risk of hypertensive episodes, arrhythmia and stroke.',
    advice:
      'Avoid ma huang in patients treated for hypertension; choose another exterior-releasing herb (e.g. jing jie, fang feng, zi su ye).',
    reference: 'nccih-herbs',
  },
  {
    id: 'antihypertensives-glycyrrhizin',
    drugClass: 'antihypertensives',
    drugNames: ['ACE inhibitors', 'ARBs', 'beta-blockers', 'calcium-channel blockers', 'thiazides'],
    herbClasses: ['glycyrrhizin'],
    severity: 'moderate',
    effect:
      'Glycyrrhizin causes sodium and water retention and potassium loss (pseudoaldosteronism), raising blood pressure and opposing the treatment.',
    advice: 'Keep licorice to the small harmonising dose, for short courses; monitor blood pressure and potassium in longer use.',
    reference: 'chen-pharmacology',
  },
  {
    id: 'antihypertensives-hypotensive',
    drugClass: 'antihypertensives',
    drugNames: ['ACE inhibitors', 'ARBs', 'beta-blockers', 'calcium-channel blockers'],
    herbClasses: ['hypotensive'],
    severity: 'minor',
    effect:
      'These herbs lower blood pressure in pharmacological studies; with antihypertensives the effect may add up (dizziness, low blood pressure on standing).',
    advice: 'Usually compatible; ask the patient to check blood pressure at home during the first weeks and report dizziness.',
    reference: 'chen-pharmacology',
  },
  // Diuretics and potassium
  {
    id: 'diuretics-glycyrrhizin',
    drugClass: 'diuretics',
    drugNames: [
      'furosemide (Lasix, furosemida)',
      'hydrochlorothiazide (hidroclorotiazida)',
      'chlorthalidone',
      'indapamide',
      'bumetanide',
      'torasemide',
    ],
    herbClasses: ['glycyrrhizin'],
    severity: 'major',
    effect:
      'Licorice and potassium-wasting diuretics both lower potassium: risk of severe hypokalaemia, muscle weakness and arrhythmia.',
    advice:
      'Avoid more than a harmonising dose of licorice; if used, monitor potassium; consider removing licorice from the formula.',
    reference: 'chen-pharmacology',
  },
  {
    id: 'diuretics-anthraquinone',
    drugClass: 'diuretics',
    drugNames: ['furosemide', 'hydrochlorothiazide', 'chlorthalidone', 'indapamide'],
    herbClasses: ['anthraquinone'],
    severity: 'moderate',
    effect: "The anthraquinone purgative da huang causes potassium loss with diarrhoea, adding to the diuretic's potassium loss.",
    advice: 'Use da huang briefly and stop once the bowels move; monitor potassium if diarrhoea persists.',
    reference: 'bensky-materia',
  },
  {
    id: 'diuretics-diuretic-herbs',
    drugClass: 'diuretics',
    drugNames: ['furosemide', 'hydrochlorothiazide', 'spironolactone', 'indapamide'],
    herbClasses: ['diuretic'],
    severity: 'minor',
    effect:
      "Damp-draining herbs have a mild diuretic effect that may add to the drug's (more urination, thirst, electrolyte shifts).",
    advice: 'Usually compatible; watch for dizziness, dehydration or cramps, especially in older patients.',
    reference: 'chen-pharmacology',
  },
  {
    id: 'potassium-sparing-diuretics-glycyrrhizin',
    drugClass: 'potassium-sparing-diuretics',
    drugNames: ['spironolactone (Aldactone, espironolactona)', 'eplerenone', 'amiloride'],
    herbClasses: ['glycyrrhizin'],
    severity: 'moderate',
    effect: "Licorice's mineralocorticoid-like effect opposes spironolactone and eplerenone.",
    advice: 'Avoid regular licorice; keep to a small harmonising dose and monitor blood pressure and potassium.',
    reference: 'chen-pharmacology',
  },
  // Heart
  {
    id: 'digoxin-potassium-loss',
    drugClass: 'digoxin',
    drugNames: ['digoxin (Lanoxin, digoxina)', 'digitoxin'],
    herbClasses: ['glycyrrhizin', 'anthraquinone'],
    severity: 'major',
    effect:
      'Potassium loss from licorice (pseudoaldosteronism) or from the purgative da huang makes digoxin toxicity more likely (nausea, visual changes, arrhythmia).',
    advice: 'Avoid the combination; if unavoidable, monitor potassium and digoxin levels.',
    reference: 'chen-pharmacology',
  },
  {
    id: 'digoxin-cardiotoxic-herbs',
    drugClass: 'digoxin',
    drugNames: ['digoxin (Lanoxin, digoxina)'],
    herbClasses: ['aconite', 'ephedrine', 'cardiac-glycoside'],
    severity: 'major',
    effect:
      'Aconite alkaloids (fu zi) and ephedrine (ma huang) are arrhythmogenic, and ting li zi contains cardiac glycosides: additive cardiac toxicity.',
    advice:
      'Do not combine; choose other herbs for warming Yang or calming wheezing, and refer for cardiac review if palpitations appear.',
    reference: 'chen-pharmacology',
  },
  {
    id: 'digoxin-ginseng-hawthorn',
    drugClass: 'digoxin',
    drugNames: ['digoxin (Lanoxin, digoxina)'],
    herbClasses: ['ginseng', 'cardiotonic'],
    severity: 'moderate',
    effect:
      'Ginseng has been reported to raise measured digoxin levels (assay interference or true rise); hawthorn fruit potentiates the action of cardiac glycosides.',
    advice: 'Monitor digoxin levels and heart rate when starting these herbs.',
    reference: 'chen-pharmacology',
  },
  {
    id: 'digoxin-mucilage',
    drugClass: 'digoxin',
    drugNames: ['digoxin (Lanoxin, digoxina)'],
    herbClasses: ['mucilage'],
    severity: 'minor',
    effect: 'The mucilage of plantago seed can bind digoxin in the gut and reduce its absorption.',
    advice: 'Take digoxin at least two hours apart from the decoction.',
    reference: 'chen-pharmacology',
  },
  {
    id: 'antiarrhythmics-proarrhythmic-herbs',
    drugClass: 'antiarrhythmics',
    drugNames: ['amiodarone (amiodarona)', 'flecainide', 'sotalol', 'dronedarone'],
    herbClasses: ['aconite', 'ephedrine', 'glycyrrhizin'],
    severity: 'major',
    effect:
      'Aconite and ephedrine are pro-arrhythmic, and the low potassium caused by licorice raises the risk of QT prolongation with these drugs.',
    advice: 'Avoid; refer back to the cardiologist before any formula containing these herbs.',
    reference: 'chen-pharmacology',
  },
  // Diabetes
  {
    id: 'hypoglycaemics-glucose-lowering',
    drugClass: 'hypoglycaemics',
    drugNames: [
      'insulin (insulina)',
      'metformin (metformina)',
      'sulfonylureas (gliclazide, glimepiride, glibenclamide)',
      'SGLT2 and DPP-4 inhibitors',
      'GLP-1 agonists (semaglutide)',
    ],
    herbClasses: ['glucose-lowering'],
    severity: 'moderate',
    effect:
      'These herbs lower blood glucose (ginseng saponins, berberine in huang lian, puerarin in ge gen, polysaccharides); with insulin or sulfonylureas the effect adds up and may cause hypoglycaemia.',
    advice: 'Ask the patient to monitor blood glucose more often during the first weeks; the doctor may need to adjust the dose.',
    reference: 'nccih-herbs',
  },
  {
    id: 'hypoglycaemics-ephedrine-glycyrrhizin',
    drugClass: 'hypoglycaemics',
    drugNames: ['insulin', 'metformin', 'sulfonylureas'],
    herbClasses: ['ephedrine', 'glycyrrhizin'],
    severity: 'minor',
    effect:
      'Ephedrine raises blood glucose; licorice in large doses can disturb glucose and potassium balance, working against diabetes control.',
    advice: 'Prefer other herbs in diabetic patients or monitor glucose.',
    reference: 'chen-pharmacology',
  },
  // Sedatives
  {
    id: 'sedatives-hypnotics-sedative',
    drugClass: 'sedatives-hypnotics',
    drugNames: [
      'benzodiazepines (diazepam, lorazepam, alprazolam, clonazepam)',
      'zolpidem (Ambien, Stilnox)',
      'zopiclone',
      'phenobarbital',
    ],
    herbClasses: ['sedative'],
    severity: 'moderate',
    effect:
      'Shen-calming herbs have sedative-hypnotic effects (suan zao ren and wu wei zi prolong barbiturate sleep time in studies): additive drowsiness and slowed reactions.',
    advice:
      'Warn about drowsiness, driving and alcohol; consider taking the herbs in the evening only; do not stop the drug abruptly.',
    reference: 'chen-pharmacology',
  },
  {
    id: 'sedatives-hypnotics-stimulating-herbs',
    drugClass: 'sedatives-hypnotics',
    drugNames: ['benzodiazepines', 'zolpidem', 'zopiclone'],
    herbClasses: ['ephedrine', 'ginseng'],
    severity: 'minor',
    effect: 'Stimulating herbs (ephedrine, ginseng) may counteract the sedative and worsen insomnia.',
    advice: 'Avoid these herbs in the evening; reconsider them when insomnia is the main complaint.',
    reference: 'chen-pharmacology',
  },
  // Immunosuppressants
  {
    id: 'immunosuppressants-cyp3a4-inhibiting',
    drugClass: 'immunosuppressants',
    drugNames: ['tacrolimus (Prograf, Advagraf)', 'cyclosporine (ciclosporina, Neoral)', 'sirolimus', 'everolimus'],
    herbClasses: ['cyp3a4-inhibiting'],
    severity: 'major',
    effect:
      'Schisandra lignans and berberine inhibit CYP3A4 and P-glycoprotein: clinical studies show markedly higher tacrolimus and cyclosporine blood levels (risk of kidney and nerve toxicity).',
    advice: 'Avoid in transplant patients unless the transplant team agrees and monitors drug levels.',
    reference: 'chen-pharmacology',
  },
  {
    id: 'immunosuppressants-baicalin-glycyrrhizin',
    drugClass: 'immunosuppressants',
    drugNames: ['cyclosporine (ciclosporina)', 'tacrolimus'],
    herbClasses: ['baicalin', 'glycyrrhizin'],
    severity: 'moderate',
    effect:
      'Baicalin in huang qin and licorice lower cyclosporine absorption or raise its metabolism in studies, with a risk of under-immunosuppression.',
    advice: 'Avoid or coordinate with the transplant team and monitor drug levels.',
    reference: 'chen-pharmacology',
  },
  {
    id: 'immunosuppressants-immune-stimulating',
    drugClass: 'immunosuppressants',
    drugNames: ['cyclosporine', 'tacrolimus', 'mycophenolate (micofenolato)', 'azathioprine (azatioprina)'],
    herbClasses: ['immune-stimulating'],
    severity: 'moderate',
    effect: 'Immune-stimulating tonics (astragalus, ginseng, cordyceps) may work against the intended immunosuppression.',
    advice: 'Avoid in transplant recipients and in autoimmune disease under immunosuppression unless the specialist agrees.',
    reference: 'nccih-herbs',
  },
  // MAO inhibitors
  {
    id: 'mao-inhibitors-sympathomimetic',
    drugClass: 'mao-inhibitors',
    drugNames: ['phenelzine (Nardil)', 'tranylcypromine (Parnate)', 'selegiline', 'rasagiline', 'moclobemide', 'linezolid'],
    herbClasses: ['ephedrine', 'synephrine'],
    severity: 'major',
    effect:
      'Ephedrine and the synephrine of zhi shi release noradrenaline: with an MAO inhibitor they can cause a hypertensive crisis.',
    advice: 'Contraindicated; do not use during MAO-inhibitor treatment or within two weeks of stopping it.',
    reference: 'chen-pharmacology',
  },
  {
    id: 'mao-inhibitors-ginseng-ginkgo',
    drugClass: 'mao-inhibitors',
    drugNames: ['phenelzine (Nardil)', 'tranylcypromine', 'selegiline'],
    herbClasses: ['ginseng', 'ginkgo'],
    severity: 'moderate',
    effect:
      'Case reports of headache, tremor, insomnia and manic symptoms with ginseng and phenelzine; ginkgo may add MAO inhibition.',
    advice: 'Avoid the combination; choose other Qi tonics (e.g. dang shen, huang qi).',
    reference: 'nccih-herbs',
  },
  // Stimulants
  {
    id: 'stimulants-sympathomimetic',
    drugClass: 'stimulants',
    drugNames: [
      'amphetamines (Adderall, Vyvanse)',
      'methylphenidate (Ritalin, Concerta)',
      'pseudoephedrine (Sudafed)',
      'phentermine',
      'caffeine',
      'modafinil',
    ],
    herbClasses: ['ephedrine', 'synephrine'],
    severity: 'major',
    effect:
      'Additive sympathomimetic stimulation: raised blood pressure and heart rate, arrhythmia, anxiety, insomnia and, rarely, stroke.',
    advice: 'Avoid the combination.',
    reference: 'nccih-herbs',
  },
  {
    id: 'stimulants-ginseng',
    drugClass: 'stimulants',
    drugNames: ['amphetamines', 'methylphenidate', 'caffeine'],
    herbClasses: ['ginseng'],
    severity: 'minor',
    effect: 'Ginseng can add to stimulation (nervousness, insomnia, palpitations).',
    advice: 'Use in the morning and lower the dose if the patient feels over-stimulated.',
    reference: 'nccih-herbs',
  },
  // Hormones
  {
    id: 'oral-contraceptives-glycyrrhizin',
    drugClass: 'oral-contraceptives',
    drugNames: ['combined pill (ethinylestradiol)', 'progestogen-only pill', 'hormone replacement therapy (estradiol)'],
    herbClasses: ['glycyrrhizin'],
    severity: 'moderate',
    effect:
      'Oestrogens increase sensitivity to glycyrrhizin: case reports of hypertension and hypokalaemia with licorice in women on the pill.',
    advice: 'Keep licorice to a small harmonising dose and short courses; check blood pressure.',
    reference: 'chen-pharmacology',
  },
  {
    id: 'oral-contraceptives-phytoestrogenic',
    drugClass: 'oral-contraceptives',
    drugNames: ['combined pill', 'hormone replacement therapy'],
    herbClasses: ['phytoestrogenic'],
    severity: 'minor',
    effect:
      'Herbs with phyto-oestrogenic or hormonal activity may add to or interfere with hormonal treatment (breakthrough bleeding, breast tenderness).',
    advice: 'Usually compatible; report breakthrough bleeding; avoid in oestrogen-dependent conditions.',
    reference: 'bensky-materia',
  },
  // Antidepressants
  {
    id: 'ssri-snri-blood-moving',
    drugClass: 'ssri-snri',
    drugNames: [
      'fluoxetine (Prozac)',
      'sertraline (Zoloft)',
      'paroxetine',
      'citalopram',
      'escitalopram (Lexapro)',
      'venlafaxine',
      'duloxetine',
    ],
    herbClasses: ['warfarin-potentiating', 'blood-moving'],
    severity: 'moderate',
    effect:
      'SSRIs and SNRIs deplete platelet serotonin; with blood-moving herbs the risk of bruising and gastrointestinal bleeding rises.',
    advice: 'Watch for bleeding, avoid also taking NSAIDs, and prefer lower doses of blood-moving herbs.',
    reference: 'chen-pharmacology',
  },
  {
    id: 'ssri-snri-stimulating-herbs',
    drugClass: 'ssri-snri',
    drugNames: ['SSRIs', 'SNRIs'],
    herbClasses: ['ginseng', 'ephedrine', 'ginkgo'],
    severity: 'minor',
    effect: 'Case reports of agitation, mania or serotonergic symptoms when stimulating herbs are combined with antidepressants.',
    advice: 'Monitor mood, sleep and agitation; stop the herb if symptoms appear.',
    reference: 'nccih-herbs',
  },
  // Corticosteroids
  {
    id: 'corticosteroids-glycyrrhizin',
    drugClass: 'corticosteroids',
    drugNames: [
      'prednisone (prednisona)',
      'prednisolone',
      'methylprednisolone (Medrol, Urbason)',
      'dexamethasone',
      'hydrocortisone',
    ],
    herbClasses: ['glycyrrhizin'],
    severity: 'moderate',
    effect:
      'Glycyrrhizin inhibits the enzyme that inactivates cortisol and prednisolone: stronger steroid effect, more fluid retention, hypertension and potassium loss.',
    advice: 'Keep licorice to the harmonising dose; monitor blood pressure, oedema and potassium.',
    reference: 'chen-pharmacology',
  },
  {
    id: 'corticosteroids-anthraquinone',
    drugClass: 'corticosteroids',
    drugNames: ['prednisone', 'dexamethasone'],
    herbClasses: ['anthraquinone'],
    severity: 'minor',
    effect: "Purgative potassium loss adds to the steroid's potassium loss.",
    advice: 'Use da huang briefly; monitor potassium if diarrhoea persists.',
    reference: 'bensky-materia',
  },
  // CYP3A4
  {
    id: 'cyp3a4-substrates-cyp3a4-inhibiting',
    drugClass: 'cyp3a4-substrates',
    drugNames: [
      'simvastatin, atorvastatin',
      'nifedipine, felodipine, amlodipine',
      'midazolam, triazolam',
      'sildenafil, tadalafil',
      'quetiapine',
      'amiodarone',
    ],
    herbClasses: ['cyp3a4-inhibiting'],
    severity: 'moderate',
    effect:
      'Schisandra lignans and berberine (huang lian, huang bai) inhibit CYP3A4 and raise blood levels of drugs cleared by it (muscle pain with statins, low blood pressure, sedation).',
    advice: 'Use lower doses or avoid with narrow-margin drugs; ask about muscle pain, dizziness or excessive sedation.',
    reference: 'chen-pharmacology',
  },
  {
    id: 'cyp3a4-substrates-glycyrrhizin',
    drugClass: 'cyp3a4-substrates',
    drugNames: ['CYP3A4 substrates'],
    herbClasses: ['glycyrrhizin'],
    severity: 'minor',
    effect: 'Licorice induces CYP3A4 in studies and may slightly lower levels of drugs cleared by it.',
    advice: 'Usually of little consequence at harmonising doses.',
    reference: 'chen-pharmacology',
  },
  // Lithium
  {
    id: 'lithium-diuretic-herbs',
    drugClass: 'lithium',
    drugNames: ['lithium (litio, Plenur, Priadel)'],
    herbClasses: ['diuretic'],
    severity: 'moderate',
    effect: 'Diuretic herbs change sodium and water balance and can reduce lithium clearance, raising lithium to toxic levels.',
    advice: 'Avoid or monitor lithium levels when starting or stopping damp-draining herbs.',
    reference: 'chen-pharmacology',
  },
  // Chelation
  {
    id: 'quinolones-tetracyclines-mineral',
    drugClass: 'quinolones-tetracyclines',
    drugNames: ['ciprofloxacin', 'levofloxacin', 'moxifloxacin', 'doxycycline', 'tetracycline', 'minocycline'],
    herbClasses: ['mineral'],
    severity: 'moderate',
    effect:
      'Calcium, magnesium and iron in mineral and shell herbs (shi gao, long gu, mu li...) bind these antibiotics in the gut and reduce their absorption.',
    advice: 'Take the antibiotic at least two hours before or six hours after the decoction.',
    reference: 'chen-pharmacology',
  },
];
