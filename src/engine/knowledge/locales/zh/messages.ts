import type { Catalogue } from '../../localize/translate.ts';

/** Chinese texts of the engine's own wording (../../messages.ts). */
export const ZH_MESSAGES: Catalogue = {
  'message.result.summary': {
    en: 'Main pattern: {pattern}, confidence {confidence}; {coherence} coherence of tongue, pulse and symptoms.',
    text: '主要证型：{pattern}，置信度 {confidence}；舌、脉、症的一致性：{coherence}。',
  },
  'message.result.no-findings': { en: 'No findings to analyse.', text: '没有可供分析的资料。' },
  'message.result.completed': { en: 'Analysis completed by the built-in TCM engine.', text: '由内置中医引擎完成分析。' },
  'message.result.previous-treatments': { en: 'Previous treatments: {text}.', text: '既往治疗：{text}。' },
  'message.result.evidence-for': { en: 'Findings for {pattern}: {list}.', text: '支持{pattern}的表现：{list}。' },
  'message.result.evidence-against': { en: 'Findings against it: {list}.', text: '不支持的表现：{list}。' },
  'message.result.none': { en: 'none', text: '无' },
  'message.result.undetermined': { en: 'undetermined', text: '未能确定' },
  'message.result.no-formula': { en: 'no formula needed', text: '无需方剂' },
  'message.result.not-estimated': { en: 'not estimated', text: '未估计' },
  'message.result.nothing-specific': { en: 'nothing specific', text: '无特定指向' },
  'message.result.correlation': {
    en: 'Tongue points to {tongue}, pulse to {pulse}, symptoms to {symptoms}; coherence {level} ({score}).',
    text: '舌象指向{tongue}，脉象指向{pulse}，症状指向{symptoms}；一致性{level}（{score}）。',
  },
  'message.result.modification-applied': { en: 'Applied, {when}: {changes}', text: '已加减，{when}：{changes}' },
  'message.result.modification-option': { en: 'If {when}: {changes}', text: '若{when}：{changes}' },
  'message.result.add-herbs': { en: 'add {herbs}', text: '加{herbs}' },
  'message.result.remove-herbs': { en: 'remove {herbs}', text: '去{herbs}' },
  'message.result.red-flag': { en: 'RED FLAG: {advice}', text: '危险信号：{advice}' },
  'message.result.pregnancy': { en: 'PREGNANCY: {text}', text: '妊娠：{text}' },
  'message.result.breastfeeding': { en: 'BREASTFEEDING: {text}', text: '哺乳期：{text}' },
  'message.result.bleeding': { en: 'Bleeding risk: {text}', text: '出血风险：{text}' },
  'message.result.long-term': { en: 'Long-term use: {text}', text: '长期使用：{text}' },
  'message.follow-up.referral': {
    en: '{referral} Resume TCM care only after medical clearance.',
    text: '{referral} 须经医生评估许可后方可继续中医治疗。',
  },
  'message.follow-up.acute': {
    en: 'Review in 3-5 days, or sooner if symptoms worsen.',
    text: '3-5 天后复诊，如症状加重请提前就诊。',
  },
  'message.follow-up.severe': {
    en: 'Review weekly; reassess tongue and pulse at every visit.',
    text: '每周复诊；每次复诊均重新评估舌脉。',
  },
  'message.follow-up.chronic': {
    en: 'Review every 2 weeks; reassess tongue and pulse after 4-6 weeks of treatment.',
    text: '每 2 周复诊；治疗 4-6 周后重新评估舌脉。',
  },
  'message.follow-up.default': {
    en: 'Review in 1-2 weeks and adjust the formula to the response.',
    text: '1-2 周后复诊，根据反应调整方药。',
  },
  'message.tongue-map.not-assessed': { en: 'not assessed', text: '未评估' },
  'message.tongue-map.nothing-special': { en: 'no particular finding', text: '无特殊表现' },
  'message.tongue-map.coating-none': { en: 'none', text: '无苔' },
  'message.tongue-map.coating-white': { en: 'white', text: '白' },
  'message.tongue-map.coating-yellow': { en: 'yellow', text: '黄' },
  'message.tongue-map.coating-brown': { en: 'brown', text: '褐' },
  'message.tongue-map.coating-black': { en: 'black', text: '黑' },
  'message.tongue-map.absent': { en: 'absent', text: '无' },
  'message.tongue-map.thin': { en: 'thin', text: '薄' },
  'message.tongue-map.thick': { en: 'thick', text: '厚' },
  'message.tongue-map.thick-at-root': { en: 'thick at the root', text: '舌根苔厚' },
  'message.tongue-map.peeled-patches': { en: 'peeled in patches', text: '花剥' },
  'message.tongue-map.thicker-at-root': { en: 'thicker at the root', text: '根部较厚' },
  'message.tongue-map.greasy-even': { en: 'greasy, even', text: '腻，分布均匀' },
  'message.tongue-map.even': { en: 'even', text: '均匀' },
  'message.tongue-map.shape': { en: 'shape {value}', text: '舌形 {value}' },
  'message.tongue-map.size': { en: 'size {value}', text: '大小 {value}' },
  'message.tongue-map.texture': { en: 'texture {value}', text: '质地 {value}' },
  'message.tongue-map.trembling': { en: 'trembling', text: '颤动' },
  'message.tongue-map.deviated': { en: 'deviated', text: '歪斜' },
  'message.tongue-map.red-tip': { en: 'red tip (Heart heat)', text: '舌尖红（心火）' },
  'message.tongue-map.red-points': { en: 'red points (heat)', text: '红点（热）' },
  'message.tongue-map.red-sides': { en: 'red sides (Liver heat)', text: '舌边红（肝热）' },
  'message.tongue-map.pale-sides': { en: 'pale sides (Liver Blood deficiency)', text: '舌边淡（肝血虚）' },
  'message.tongue-map.tooth-marks': { en: 'tooth marks (Spleen Qi deficiency)', text: '齿痕（脾气虚）' },
  'message.tongue-map.purple-spots': { en: 'purple spots (Blood stasis)', text: '瘀斑（血瘀）' },
  'message.tongue-map.midline-crack': { en: 'midline crack (Stomach/Heart)', text: '中裂（胃/心）' },
  'message.tongue-map.peeled-coating': { en: 'peeled coating (Stomach Yin deficiency)', text: '剥苔（胃阴虚）' },
  'message.tongue-map.thick-root-coating': {
    en: 'thick coating at the root (Damp in the Lower Burner)',
    text: '舌根苔厚（下焦湿）',
  },
  'message.age.child': {
    en: 'Age {age}: children need reduced doses (by body weight) and gentler formulas; follow paediatric TCM guidance.',
    text: '年龄 {age}：儿童须按体重减量，选用较平和的方剂，遵循儿科中医指导。',
  },
  'message.age.elderly': {
    en: 'Age {age}: start at the low end of the dose ranges; check kidney and liver function and all current medications.',
    text: '年龄 {age}：从剂量范围的下限开始；检查肝肾功能及所有正在服用的药物。',
  },
  'message.safety.pregnancy-avoid': {
    en: '{herb}: contraindicated in pregnancy ({reason}).',
    text: '{herb}：妊娠禁用（{reason}）。',
  },
  'message.safety.pregnancy-caution': {
    en: '{herb}: use only with care in pregnancy ({reason}).',
    text: '{herb}：妊娠慎用（{reason}）。',
  },
  'message.safety.pregnancy-clear': {
    en: 'No herb of this formula is listed as contraindicated in pregnancy; prescribe under supervision.',
    text: '本方无妊娠禁用药；须在专业指导下使用。',
  },
  'message.safety.ask-pregnancy': {
    en: 'Pregnancy status not recorded: ask about pregnancy before prescribing ({herbs} contraindicated in pregnancy).',
    text: '未记录妊娠状况：处方前请询问是否怀孕（{herbs}为妊娠禁用药）。',
  },
  'message.safety.ask-medications': {
    en: 'No medicines recorded: ask about {classes} before prescribing ({herbs} in the formula interact with them).',
    text: '未记录用药：处方前请询问是否服用{classes}（方中{herbs}与之有相互作用）。',
  },
  'message.safety.herb-reason': { en: '{herb}: {reason}', text: '{herb}：{reason}' },
  'message.safety.interaction': {
    en: '{herb} + {drug} ({severity}): {effect} {advice}',
    text: '{herb} + {drug}（{severity}）：{effect} {advice}',
  },
  'message.safety.trying-to-conceive': {
    en: 'Trying to conceive: treat as possible pregnancy.',
    text: '备孕中：按可能已怀孕处理。',
  },
  'message.prognosis.coherent': { en: 'tongue, pulse and symptoms agree (clear pattern)', text: '舌、脉、症一致（证型明确）' },
  'message.prognosis.complex-factor': { en: 'complex factor: {factor}', text: '复杂因素：{factor}' },
  'message.prognosis.chronic': { en: 'long-standing condition: expect a longer course', text: '病程较长：疗程可能更长' },
  'message.prognosis.mixed': {
    en: 'mixed picture: tongue, pulse and symptoms point to different patterns',
    text: '证候错杂：舌、脉、症指向不同证型',
  },
  'message.consumer.low-energy': { en: 'Low energy reported', text: '精力不足' },
  'message.consumer.poor-sleep': { en: 'Poor sleep reported', text: '睡眠欠佳' },
  'message.consumer.weak-digestion': { en: 'Weak digestion reported', text: '消化较弱' },
  'message.consumer.discomfort': { en: 'Reported discomfort: {item}', text: '自述不适：{item}' },
  'message.consumer.herbs-withheld': {
    en: 'Herbal suggestions are not given for this check-in: please see a doctor first.',
    text: '本次打卡不提供草药建议：请先就医。',
  },
  'message.consumer.all-withheld': {
    en: 'No suggestions are given for this check-in: what you told us needs medical help now, before any self-care.',
    text: '本次打卡不提供任何建议：您描述的情况需要立即就医，先于任何自我调理。',
  },
  'message.consumer.interaction': {
    en: '{herb} and your medicine {medicine}: {risk} We left it out of your suggestions; ask your doctor or pharmacist before taking them together.',
    text: '{herb}与您正在服用的药物{medicine}：{risk} 我们已将其从建议中去除；同时服用前请咨询医生或药师。',
  },
  'message.consumer.pregnancy-withheld': {
    en: '{herb} is left out of your suggestions because it is not advised during pregnancy.',
    text: '{herb}不适合孕期使用，已从您的建议中去除。',
  },
  'message.consumer.breastfeeding-withheld': {
    en: '{herb} is left out of your suggestions because it is not advised while breastfeeding.',
    text: '{herb}不适合哺乳期使用，已从您的建议中去除。',
  },
  'message.drug-class.anticoagulants': {
    en: 'anticoagulants (warfarin, apixaban, rivaroxaban...)',
    text: '抗凝药（华法林、阿哌沙班、利伐沙班等）',
  },
  'message.drug-class.vitamin-k-antagonists': { en: 'warfarin or acenocoumarol', text: '华法林或醋硝香豆素' },
  'message.drug-class.antiplatelets': {
    en: 'antiplatelet drugs (aspirin, clopidogrel)',
    text: '抗血小板药（阿司匹林、氯吡格雷）',
  },
  'message.drug-class.nsaids': { en: 'anti-inflammatory painkillers (NSAIDs)', text: '非甾体抗炎止痛药' },
  'message.drug-class.antihypertensives': { en: 'blood-pressure medicines', text: '降压药' },
  'message.drug-class.diuretics': { en: 'diuretics', text: '利尿剂' },
  'message.drug-class.potassium-sparing-diuretics': {
    en: 'potassium-sparing diuretics (spironolactone)',
    text: '保钾利尿剂（螺内酯）',
  },
  'message.drug-class.digoxin': { en: 'digoxin', text: '地高辛' },
  'message.drug-class.antiarrhythmics': {
    en: 'antiarrhythmics (amiodarone, flecainide)',
    text: '抗心律失常药（胺碘酮、氟卡尼）',
  },
  'message.drug-class.hypoglycaemics': { en: 'diabetes medicines', text: '降糖药' },
  'message.drug-class.sedatives-hypnotics': { en: 'sleeping pills and sedatives', text: '安眠药和镇静药' },
  'message.drug-class.immunosuppressants': {
    en: 'immunosuppressants (tacrolimus, ciclosporin)',
    text: '免疫抑制剂（他克莫司、环孢素）',
  },
  'message.drug-class.mao-inhibitors': { en: 'MAO inhibitors', text: '单胺氧化酶抑制剂' },
  'message.drug-class.stimulants': { en: 'stimulants (ADHD medicines, decongestants)', text: '兴奋剂（多动症用药、减充血剂）' },
  'message.drug-class.oral-contraceptives': { en: 'the contraceptive pill or HRT', text: '口服避孕药或激素替代治疗' },
  'message.drug-class.ssri-snri': { en: 'antidepressants (SSRIs, SNRIs)', text: '抗抑郁药（SSRI、SNRI）' },
  'message.drug-class.corticosteroids': { en: 'corticosteroids (prednisone)', text: '糖皮质激素（泼尼松）' },
  'message.drug-class.cyp3a4-substrates': {
    en: 'statins and other drugs cleared by CYP3A4',
    text: '他汀类及其他经 CYP3A4 代谢的药物',
  },
  'message.drug-class.lithium': { en: 'lithium', text: '锂盐' },
  'message.drug-class.quinolones-tetracyclines': {
    en: 'quinolone or tetracycline antibiotics',
    text: '喹诺酮类或四环素类抗生素',
  },
  'message.consumer-risk.anticoagulants': {
    en: 'together they can make your blood thinner act more strongly and raise the risk of bleeding.',
    text: '两者同用可能使抗凝药作用增强，增加出血风险。',
  },
  'message.consumer-risk.vitamin-k-antagonists': {
    en: 'it can change how well your blood thinner works.',
    text: '可能改变抗凝药的效果。',
  },
  'message.consumer-risk.antiplatelets': {
    en: 'together they can raise the risk of bruising and bleeding.',
    text: '两者同用可能增加瘀青和出血的风险。',
  },
  'message.consumer-risk.nsaids': {
    en: 'together they can raise the risk of stomach bleeding and bruising.',
    text: '两者同用可能增加胃出血和瘀青的风险。',
  },
  'message.consumer-risk.antihypertensives': {
    en: 'it can change your blood pressure and work against your medicine.',
    text: '可能改变血压，与您的药物作用相抵。',
  },
  'message.consumer-risk.diuretics': {
    en: 'together they can lower your potassium or dry you out.',
    text: '两者同用可能使血钾降低或导致脱水。',
  },
  'message.consumer-risk.potassium-sparing-diuretics': {
    en: 'it can work against your medicine.',
    text: '可能与您的药物作用相抵。',
  },
  'message.consumer-risk.digoxin': {
    en: 'it can make your heart medicine more likely to cause side effects.',
    text: '可能使您的心脏药物更容易产生副作用。',
  },
  'message.consumer-risk.antiarrhythmics': {
    en: 'it can upset the heart rhythm your medicine controls.',
    text: '可能扰乱药物所控制的心律。',
  },
  'message.consumer-risk.hypoglycaemics': {
    en: 'together they can lower your blood sugar too much.',
    text: '两者同用可能使血糖降得过低。',
  },
  'message.consumer-risk.sedatives-hypnotics': {
    en: 'together they can make you too drowsy.',
    text: '两者同用可能使您过于嗜睡。',
  },
  'message.consumer-risk.immunosuppressants': {
    en: 'it can change how your transplant or immune medicine works.',
    text: '可能改变移植或免疫药物的效果。',
  },
  'message.consumer-risk.mao-inhibitors': {
    en: 'together they can cause a dangerous rise in blood pressure or agitation.',
    text: '两者同用可能引起血压危险升高或烦躁。',
  },
  'message.consumer-risk.stimulants': {
    en: 'together they can overstimulate you (racing heart, sleeplessness).',
    text: '两者同用可能过度兴奋（心跳加快、失眠）。',
  },
  'message.consumer-risk.oral-contraceptives': {
    en: 'it can interfere with your hormone medicine.',
    text: '可能干扰您的激素类药物。',
  },
  'message.consumer-risk.ssri-snri': {
    en: 'together they can raise the risk of bleeding or agitation.',
    text: '两者同用可能增加出血或烦躁的风险。',
  },
  'message.consumer-risk.corticosteroids': {
    en: 'together they can raise blood pressure and lower potassium.',
    text: '两者同用可能升高血压、降低血钾。',
  },
  'message.consumer-risk.cyp3a4-substrates': {
    en: 'it can raise the level of your medicine in the blood.',
    text: '可能使您的药物在血液中的浓度升高。',
  },
  'message.consumer-risk.lithium': { en: 'it can raise lithium to harmful levels.', text: '可能使血锂升高到有害水平。' },
  'message.consumer-risk.quinolones-tetracyclines': {
    en: 'it can stop your antibiotic from being absorbed.',
    text: '可能妨碍抗生素的吸收。',
  },
};
