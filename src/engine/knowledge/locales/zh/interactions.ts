import type { Catalogue } from '../../localize/translate.ts';

/** Chinese texts of the herb-drug interaction table (../../interactions/table.ts): effect and advice of each row. */
export const ZH_INTERACTIONS: Catalogue = {
  'interaction.anticoagulants-warfarin-potentiating.effect': {
    en: 'Raises the effect of warfarin and other anticoagulants (dan shen slows its clearance, dang gui holds coumarins, ginkgo and goji act on platelets and metabolism): case reports of markedly raised INR and bleeding.',
    text: '增强华法林及其他抗凝药的作用（丹参减慢其清除，当归含香豆素类成分，银杏叶和枸杞子影响血小板功能及药物代谢）：已有INR显著升高及出血的病例报告。',
  },
  'interaction.anticoagulants-warfarin-potentiating.advice': {
    en: 'Avoid the combination; if the herb is essential, coordinate with the prescribing doctor and monitor INR or bleeding signs closely.',
    text: '避免合用；如确需使用该药，应与开具抗凝药的医生协调，并密切监测INR或出血征象。',
  },
  'interaction.anticoagulants-blood-moving.effect': {
    en: 'Blood-moving herbs inhibit platelet aggregation and coagulation; added to an anticoagulant they raise the risk of bruising and bleeding.',
    text: '活血药可抑制血小板聚集和凝血；与抗凝药合用会增加瘀斑和出血的风险。',
  },
  'interaction.anticoagulants-blood-moving.advice': {
    en: 'Use the lowest effective dose for the shortest time, watch for bruising or bleeding, and tell the prescribing doctor; stop before surgery.',
    text: '以最低有效剂量、最短疗程使用，注意观察瘀斑或出血，并告知开药医生；手术前停用。',
  },
  'interaction.vitamin-k-antagonists-ginseng.effect': {
    en: 'Ginseng can lower the effect of warfarin: reduced INR in case reports and in a controlled trial of American ginseng.',
    text: '人参类药物可能减弱华法林的作用：病例报告及一项西洋参对照试验中均观察到INR下降。',
  },
  'interaction.vitamin-k-antagonists-ginseng.advice': {
    en: 'Avoid starting or stopping ginseng without INR monitoring; check INR within one to two weeks of any change.',
    text: '未监测INR时不要开始或停用人参类药物；任何调整后一至两周内复查INR。',
  },
  'interaction.antiplatelets-antiplatelet-herbs.effect': {
    en: 'Additive inhibition of platelet function: higher risk of bruising, nosebleeds, gastrointestinal and post-operative bleeding.',
    text: '对血小板功能的抑制作用相加：瘀斑、鼻出血、消化道出血及术后出血的风险增加。',
  },
  'interaction.antiplatelets-antiplatelet-herbs.advice': {
    en: 'Prefer formulas without these herbs or lower their dose; watch for bleeding signs; stop at least a week before surgery or dental extraction.',
    text: '优先选用不含这些药物的方剂或减少其用量；注意出血征象；手术或拔牙前至少停用一周。',
  },
  'interaction.nsaids-warfarin-potentiating.effect': {
    en: 'NSAIDs impair platelets and irritate the stomach lining; with ginkgo, dan shen or dang gui the risk of gastrointestinal and other bleeding rises.',
    text: '非甾体抗炎药影响血小板功能并刺激胃黏膜；与银杏叶、丹参或当归合用时，消化道及其他部位出血的风险增加。',
  },
  'interaction.nsaids-warfarin-potentiating.advice': {
    en: 'Avoid regular NSAID use with these herbs; watch for black stools, bruising or nosebleeds.',
    text: '服用这些中药期间避免常规服用非甾体抗炎药；注意有无黑便、瘀斑或鼻出血。',
  },
  'interaction.nsaids-blood-moving.effect': {
    en: 'Occasional NSAIDs with blood-moving herbs slightly raise the bleeding tendency.',
    text: '偶尔服用非甾体抗炎药并同用活血药，出血倾向略有增加。',
  },
  'interaction.nsaids-blood-moving.advice': {
    en: 'Usually compatible for occasional use; avoid daily NSAIDs during a blood-moving course.',
    text: '偶尔服用一般可以合用；活血治疗期间避免每日服用非甾体抗炎药。',
  },
  'interaction.antihypertensives-ephedrine.effect': {
    en: 'Ephedrine in ma huang raises blood pressure and heart rate and counteracts antihypertensive treatment; risk of hypertensive episodes, arrhythmia and stroke.',
    text: '麻黄所含麻黄碱可升高血压、加快心率，抵消降压治疗；有血压骤升、心律失常及脑卒中的风险。',
  },
  'interaction.antihypertensives-ephedrine.advice': {
    en: 'Avoid ma huang in patients treated for hypertension; choose another exterior-releasing herb (e.g. jing jie, fang feng, zi su ye).',
    text: '正在接受降压治疗的患者避免使用麻黄；改用其他解表药（如荆芥、防风、紫苏叶）。',
  },
  'interaction.antihypertensives-glycyrrhizin.effect': {
    en: 'Glycyrrhizin causes sodium and water retention and potassium loss (pseudoaldosteronism), raising blood pressure and opposing the treatment.',
    text: '甘草酸引起水钠潴留和失钾（假性醛固酮增多症），使血压升高，与降压治疗相抵。',
  },
  'interaction.antihypertensives-glycyrrhizin.advice': {
    en: 'Keep licorice to the small harmonising dose, for short courses; monitor blood pressure and potassium in longer use.',
    text: '甘草仅用调和诸药的小剂量，短期使用；较长期使用时监测血压和血钾。',
  },
  'interaction.antihypertensives-hypotensive.effect': {
    en: 'These herbs lower blood pressure in pharmacological studies; with antihypertensives the effect may add up (dizziness, low blood pressure on standing).',
    text: '药理研究显示这些中药有降压作用；与降压药合用时作用可能叠加（头晕、体位性低血压）。',
  },
  'interaction.antihypertensives-hypotensive.advice': {
    en: 'Usually compatible; ask the patient to check blood pressure at home during the first weeks and report dizziness.',
    text: '一般可以合用；请患者在最初几周在家自测血压，如有头晕及时告知。',
  },
  'interaction.diuretics-glycyrrhizin.effect': {
    en: 'Licorice and potassium-wasting diuretics both lower potassium: risk of severe hypokalaemia, muscle weakness and arrhythmia.',
    text: '甘草与排钾利尿剂均可降低血钾：有严重低钾血症、肌无力及心律失常的风险。',
  },
  'interaction.diuretics-glycyrrhizin.advice': {
    en: 'Avoid more than a harmonising dose of licorice; if used, monitor potassium; consider removing licorice from the formula.',
    text: '甘草用量不超过调和剂量；如使用须监测血钾；可考虑从方中去掉甘草。',
  },
  'interaction.diuretics-anthraquinone.effect': {
    en: "The anthraquinone purgative da huang causes potassium loss with diarrhoea, adding to the diuretic's potassium loss.",
    text: '含蒽醌类成分的泻下药大黄可因腹泻导致失钾，与利尿剂的失钾作用叠加。',
  },
  'interaction.diuretics-anthraquinone.advice': {
    en: 'Use da huang briefly and stop once the bowels move; monitor potassium if diarrhoea persists.',
    text: '大黄短期使用，得泻即停；如腹泻持续须监测血钾。',
  },
  'interaction.diuretics-diuretic-herbs.effect': {
    en: "Damp-draining herbs have a mild diuretic effect that may add to the drug's (more urination, thirst, electrolyte shifts).",
    text: '利水渗湿药有轻度利尿作用，可能与药物作用叠加（尿量增多、口渴、电解质紊乱）。',
  },
  'interaction.diuretics-diuretic-herbs.advice': {
    en: 'Usually compatible; watch for dizziness, dehydration or cramps, especially in older patients.',
    text: '一般可以合用；注意有无头晕、脱水或肌肉痉挛，老年患者尤应注意。',
  },
  'interaction.potassium-sparing-diuretics-glycyrrhizin.effect': {
    en: "Licorice's mineralocorticoid-like effect opposes spironolactone and eplerenone.",
    text: '甘草的类盐皮质激素作用与螺内酯和依普利酮相拮抗。',
  },
  'interaction.potassium-sparing-diuretics-glycyrrhizin.advice': {
    en: 'Avoid regular licorice; keep to a small harmonising dose and monitor blood pressure and potassium.',
    text: '避免常规使用甘草；仅用小剂量调和，并监测血压和血钾。',
  },
  'interaction.digoxin-potassium-loss.effect': {
    en: 'Potassium loss from licorice (pseudoaldosteronism) or from the purgative da huang makes digoxin toxicity more likely (nausea, visual changes, arrhythmia).',
    text: '甘草（假性醛固酮增多症）或泻下药大黄所致的失钾，使地高辛中毒更易发生（恶心、视觉异常、心律失常）。',
  },
  'interaction.digoxin-potassium-loss.advice': {
    en: 'Avoid the combination; if unavoidable, monitor potassium and digoxin levels.',
    text: '避免合用；如无法避免，须监测血钾及地高辛血药浓度。',
  },
  'interaction.digoxin-cardiotoxic-herbs.effect': {
    en: 'Aconite alkaloids (fu zi) and ephedrine (ma huang) are arrhythmogenic, and ting li zi contains cardiac glycosides: additive cardiac toxicity.',
    text: '乌头类生物碱（附子）和麻黄碱（麻黄）可致心律失常，葶苈子含强心苷：心脏毒性相加。',
  },
  'interaction.digoxin-cardiotoxic-herbs.advice': {
    en: 'Do not combine; choose other herbs for warming Yang or calming wheezing, and refer for cardiac review if palpitations appear.',
    text: '不可合用；温阳或平喘改用其他药物，如出现心悸应转诊心内科评估。',
  },
  'interaction.digoxin-ginseng-hawthorn.effect': {
    en: 'Ginseng has been reported to raise measured digoxin levels (assay interference or true rise); hawthorn fruit potentiates the action of cardiac glycosides.',
    text: '有报道人参可使地高辛测定浓度升高（检测干扰或真实升高）；山楂可增强强心苷的作用。',
  },
  'interaction.digoxin-ginseng-hawthorn.advice': {
    en: 'Monitor digoxin levels and heart rate when starting these herbs.',
    text: '开始使用这些中药时监测地高辛血药浓度和心率。',
  },
  'interaction.digoxin-mucilage.effect': {
    en: 'The mucilage of plantago seed can bind digoxin in the gut and reduce its absorption.',
    text: '车前子所含黏液质可在肠道内结合地高辛，减少其吸收。',
  },
  'interaction.digoxin-mucilage.advice': {
    en: 'Take digoxin at least two hours apart from the decoction.',
    text: '地高辛与汤药至少间隔两小时服用。',
  },
  'interaction.antiarrhythmics-proarrhythmic-herbs.effect': {
    en: 'Aconite and ephedrine are pro-arrhythmic, and the low potassium caused by licorice raises the risk of QT prolongation with these drugs.',
    text: '乌头和麻黄碱有致心律失常作用，甘草引起的低血钾使这些药物导致QT间期延长的风险增加。',
  },
  'interaction.antiarrhythmics-proarrhythmic-herbs.advice': {
    en: 'Avoid; refer back to the cardiologist before any formula containing these herbs.',
    text: '避免使用；使用任何含这些药物的方剂前，先请心内科医生评估。',
  },
  'interaction.hypoglycaemics-glucose-lowering.effect': {
    en: 'These herbs lower blood glucose (ginseng saponins, berberine in huang lian, puerarin in ge gen, polysaccharides); with insulin or sulfonylureas the effect adds up and may cause hypoglycaemia.',
    text: '这些中药可降低血糖（人参皂苷、黄连所含小檗碱、葛根所含葛根素、多糖类）；与胰岛素或磺脲类药物合用时作用叠加，可能引起低血糖。',
  },
  'interaction.hypoglycaemics-glucose-lowering.advice': {
    en: 'Ask the patient to monitor blood glucose more often during the first weeks; the doctor may need to adjust the dose.',
    text: '请患者在最初几周增加血糖监测次数；医生可能需要调整降糖药剂量。',
  },
  'interaction.hypoglycaemics-ephedrine-glycyrrhizin.effect': {
    en: 'Ephedrine raises blood glucose; licorice in large doses can disturb glucose and potassium balance, working against diabetes control.',
    text: '麻黄碱升高血糖；大剂量甘草可扰乱血糖和血钾平衡，不利于糖尿病控制。',
  },
  'interaction.hypoglycaemics-ephedrine-glycyrrhizin.advice': {
    en: 'Prefer other herbs in diabetic patients or monitor glucose.',
    text: '糖尿病患者宜选用其他药物，或监测血糖。',
  },
  'interaction.sedatives-hypnotics-sedative.effect': {
    en: 'Shen-calming herbs have sedative-hypnotic effects (suan zao ren and wu wei zi prolong barbiturate sleep time in studies): additive drowsiness and slowed reactions.',
    text: '安神药有镇静催眠作用（研究显示酸枣仁、五味子可延长巴比妥类药物诱导的睡眠时间）：嗜睡和反应迟钝相加。',
  },
  'interaction.sedatives-hypnotics-sedative.advice': {
    en: 'Warn about drowsiness, driving and alcohol; consider taking the herbs in the evening only; do not stop the drug abruptly.',
    text: '提醒患者注意嗜睡、驾驶及饮酒问题；可考虑仅在晚间服用中药；西药不可骤停。',
  },
  'interaction.sedatives-hypnotics-stimulating-herbs.effect': {
    en: 'Stimulating herbs (ephedrine, ginseng) may counteract the sedative and worsen insomnia.',
    text: '具有兴奋作用的药物（麻黄碱、人参）可能抵消镇静药的作用并加重失眠。',
  },
  'interaction.sedatives-hypnotics-stimulating-herbs.advice': {
    en: 'Avoid these herbs in the evening; reconsider them when insomnia is the main complaint.',
    text: '晚间避免使用这些药物；以失眠为主诉时应重新考虑是否使用。',
  },
  'interaction.immunosuppressants-cyp3a4-inhibiting.effect': {
    en: 'Schisandra lignans and berberine inhibit CYP3A4 and P-glycoprotein: clinical studies show markedly higher tacrolimus and cyclosporine blood levels (risk of kidney and nerve toxicity).',
    text: '五味子木脂素和小檗碱抑制CYP3A4及P-糖蛋白：临床研究显示他克莫司和环孢素血药浓度明显升高（有肾毒性和神经毒性风险）。',
  },
  'interaction.immunosuppressants-cyp3a4-inhibiting.advice': {
    en: 'Avoid in transplant patients unless the transplant team agrees and monitors drug levels.',
    text: '器官移植患者避免使用，除非移植团队同意并监测血药浓度。',
  },
  'interaction.immunosuppressants-baicalin-glycyrrhizin.effect': {
    en: 'Baicalin in huang qin and licorice lower cyclosporine absorption or raise its metabolism in studies, with a risk of under-immunosuppression.',
    text: '研究显示黄芩所含黄芩苷及甘草可减少环孢素吸收或加快其代谢，有免疫抑制不足的风险。',
  },
  'interaction.immunosuppressants-baicalin-glycyrrhizin.advice': {
    en: 'Avoid or coordinate with the transplant team and monitor drug levels.',
    text: '避免使用，或与移植团队协调并监测血药浓度。',
  },
  'interaction.immunosuppressants-immune-stimulating.effect': {
    en: 'Immune-stimulating tonics (astragalus, ginseng, cordyceps) may work against the intended immunosuppression.',
    text: '具有免疫增强作用的补益药（黄芪、人参、冬虫夏草）可能对抗预期的免疫抑制效果。',
  },
  'interaction.immunosuppressants-immune-stimulating.advice': {
    en: 'Avoid in transplant recipients and in autoimmune disease under immunosuppression unless the specialist agrees.',
    text: '器官移植受者及正在接受免疫抑制治疗的自身免疫病患者避免使用，除非专科医生同意。',
  },
  'interaction.mao-inhibitors-sympathomimetic.effect': {
    en: 'Ephedrine and the synephrine of zhi shi release noradrenaline: with an MAO inhibitor they can cause a hypertensive crisis.',
    text: '麻黄碱及枳实所含辛弗林可促使去甲肾上腺素释放：与单胺氧化酶抑制剂合用可引起高血压危象。',
  },
  'interaction.mao-inhibitors-sympathomimetic.advice': {
    en: 'Contraindicated; do not use during MAO-inhibitor treatment or within two weeks of stopping it.',
    text: '禁忌合用；单胺氧化酶抑制剂治疗期间及停药后两周内不可使用。',
  },
  'interaction.mao-inhibitors-ginseng-ginkgo.effect': {
    en: 'Case reports of headache, tremor, insomnia and manic symptoms with ginseng and phenelzine; ginkgo may add MAO inhibition.',
    text: '有人参与苯乙肼合用出现头痛、震颤、失眠及躁狂症状的病例报告；银杏叶可能额外抑制单胺氧化酶。',
  },
  'interaction.mao-inhibitors-ginseng-ginkgo.advice': {
    en: 'Avoid the combination; choose other Qi tonics (e.g. dang shen, huang qi).',
    text: '避免合用；改用其他补气药（如党参、黄芪）。',
  },
  'interaction.stimulants-sympathomimetic.effect': {
    en: 'Additive sympathomimetic stimulation: raised blood pressure and heart rate, arrhythmia, anxiety, insomnia and, rarely, stroke.',
    text: '拟交感兴奋作用相加：血压升高、心率加快、心律失常、焦虑、失眠，罕见脑卒中。',
  },
  'interaction.stimulants-sympathomimetic.advice': { en: 'Avoid the combination.', text: '避免合用。' },
  'interaction.stimulants-ginseng.effect': {
    en: 'Ginseng can add to stimulation (nervousness, insomnia, palpitations).',
    text: '人参可能加重兴奋作用（紧张不安、失眠、心悸）。',
  },
  'interaction.stimulants-ginseng.advice': {
    en: 'Use in the morning and lower the dose if the patient feels over-stimulated.',
    text: '宜在上午服用；如患者感觉过度兴奋则减量。',
  },
  'interaction.oral-contraceptives-glycyrrhizin.effect': {
    en: 'Oestrogens increase sensitivity to glycyrrhizin: case reports of hypertension and hypokalaemia with licorice in women on the pill.',
    text: '雌激素增加机体对甘草酸的敏感性：有服用避孕药的女性使用甘草后出现高血压和低钾血症的病例报告。',
  },
  'interaction.oral-contraceptives-glycyrrhizin.advice': {
    en: 'Keep licorice to a small harmonising dose and short courses; check blood pressure.',
    text: '甘草仅用小剂量调和、短期使用；监测血压。',
  },
  'interaction.oral-contraceptives-phytoestrogenic.effect': {
    en: 'Herbs with phyto-oestrogenic or hormonal activity may add to or interfere with hormonal treatment (breakthrough bleeding, breast tenderness).',
    text: '具有植物雌激素或激素样活性的中药可能增强或干扰激素治疗（突破性出血、乳房胀痛）。',
  },
  'interaction.oral-contraceptives-phytoestrogenic.advice': {
    en: 'Usually compatible; report breakthrough bleeding; avoid in oestrogen-dependent conditions.',
    text: '一般可以合用；出现突破性出血应告知；雌激素依赖性疾病患者避免使用。',
  },
  'interaction.ssri-snri-blood-moving.effect': {
    en: 'SSRIs and SNRIs deplete platelet serotonin; with blood-moving herbs the risk of bruising and gastrointestinal bleeding rises.',
    text: 'SSRI和SNRI类药物会耗竭血小板内的5-羟色胺；与活血药合用时瘀斑和消化道出血的风险增加。',
  },
  'interaction.ssri-snri-blood-moving.advice': {
    en: 'Watch for bleeding, avoid also taking NSAIDs, and prefer lower doses of blood-moving herbs.',
    text: '注意出血情况，避免再同时服用非甾体抗炎药，活血药宜用较低剂量。',
  },
  'interaction.ssri-snri-stimulating-herbs.effect': {
    en: 'Case reports of agitation, mania or serotonergic symptoms when stimulating herbs are combined with antidepressants.',
    text: '有兴奋性中药与抗抑郁药合用出现激越、躁狂或5-羟色胺能症状的病例报告。',
  },
  'interaction.ssri-snri-stimulating-herbs.advice': {
    en: 'Monitor mood, sleep and agitation; stop the herb if symptoms appear.',
    text: '观察情绪、睡眠及有无激越；一旦出现症状即停用该药。',
  },
  'interaction.corticosteroids-glycyrrhizin.effect': {
    en: 'Glycyrrhizin inhibits the enzyme that inactivates cortisol and prednisolone: stronger steroid effect, more fluid retention, hypertension and potassium loss.',
    text: '甘草酸抑制使皮质醇和泼尼松龙失活的酶：激素作用增强，水钠潴留、高血压及失钾加重。',
  },
  'interaction.corticosteroids-glycyrrhizin.advice': {
    en: 'Keep licorice to the harmonising dose; monitor blood pressure, oedema and potassium.',
    text: '甘草仅用调和剂量；监测血压、水肿及血钾。',
  },
  'interaction.corticosteroids-anthraquinone.effect': {
    en: "Purgative potassium loss adds to the steroid's potassium loss.",
    text: '泻下药所致的失钾与激素所致的失钾叠加。',
  },
  'interaction.corticosteroids-anthraquinone.advice': {
    en: 'Use da huang briefly; monitor potassium if diarrhoea persists.',
    text: '大黄短期使用；如腹泻持续须监测血钾。',
  },
  'interaction.cyp3a4-substrates-cyp3a4-inhibiting.effect': {
    en: 'Schisandra lignans and berberine (huang lian, huang bai) inhibit CYP3A4 and raise blood levels of drugs cleared by it (muscle pain with statins, low blood pressure, sedation).',
    text: '五味子木脂素和小檗碱（黄连、黄柏）抑制CYP3A4，使经其代谢的药物血药浓度升高（他汀类致肌痛、低血压、过度镇静）。',
  },
  'interaction.cyp3a4-substrates-cyp3a4-inhibiting.advice': {
    en: 'Use lower doses or avoid with narrow-margin drugs; ask about muscle pain, dizziness or excessive sedation.',
    text: '与治疗窗窄的药物合用时减量或避免使用；询问有无肌肉疼痛、头晕或过度镇静。',
  },
  'interaction.cyp3a4-substrates-glycyrrhizin.effect': {
    en: 'Licorice induces CYP3A4 in studies and may slightly lower levels of drugs cleared by it.',
    text: '研究显示甘草可诱导CYP3A4，可能使经其代谢的药物浓度略有下降。',
  },
  'interaction.cyp3a4-substrates-glycyrrhizin.advice': {
    en: 'Usually of little consequence at harmonising doses.',
    text: '调和剂量下通常影响不大。',
  },
  'interaction.lithium-diuretic-herbs.effect': {
    en: 'Diuretic herbs change sodium and water balance and can reduce lithium clearance, raising lithium to toxic levels.',
    text: '利尿类中药改变钠水平衡，可减少锂的清除，使血锂升至中毒水平。',
  },
  'interaction.lithium-diuretic-herbs.advice': {
    en: 'Avoid or monitor lithium levels when starting or stopping damp-draining herbs.',
    text: '避免使用；或在开始或停用利水渗湿药时监测血锂浓度。',
  },
  'interaction.quinolones-tetracyclines-mineral.effect': {
    en: 'Calcium, magnesium and iron in mineral and shell herbs (shi gao, long gu, mu li...) bind these antibiotics in the gut and reduce their absorption.',
    text: '矿物类及贝壳类药物（石膏、龙骨、牡蛎等）所含的钙、镁、铁可在肠道内与这些抗生素结合，减少其吸收。',
  },
  'interaction.quinolones-tetracyclines-mineral.advice': {
    en: 'Take the antibiotic at least two hours before or six hours after the decoction.',
    text: '抗生素应在服汤药前至少两小时或服汤药后六小时服用。',
  },
};
