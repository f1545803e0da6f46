import type { Catalogue } from '../../localize/translate.ts';

/** Chinese texts of the red flags: labels, reasons and the actions by urgency. */
export const ZH_RED_FLAGS: Catalogue = {
  'red-flag.recorded-pregnancy': { en: 'recorded as pregnant', text: '记录为妊娠期' },
  'red-flag.advice': { en: '{see}: {reason}. {action}', text: '{see}：{reason}。{action}' },
  'red-flag.see-a-doctor': { en: 'See a doctor now', text: '请立即就医' },
  'red-flag.action.emergency': {
    en: 'Call emergency services (112 / 911) or go to the nearest emergency department now.',
    text: '请立即拨打急救电话（120 / 112 / 911）或前往最近的急诊科。',
  },
  'red-flag.action.urgent': {
    en: 'Arrange a medical assessment today, before any TCM treatment or self-care.',
    text: '请今天就安排医生评估，在任何中医治疗或自我调理之前。',
  },
  'red-flag.cardiac-chest-pain.label': { en: 'Chest pain with cardiac features', text: '具有心脏特征的胸痛' },
  'red-flag.cardiac-chest-pain.reason': {
    en: 'chest pain that spreads to the arm or jaw, or comes with sweating or breathlessness, can be a heart attack',
    text: '胸痛放射到手臂或下颌，或伴出汗、气短，可能是心肌梗死',
  },
  'red-flag.chest-pain.label': { en: 'Chest pain', text: '胸痛' },
  'red-flag.chest-pain.reason': {
    en: 'chest pain needs a medical examination to rule out a heart or lung problem',
    text: '胸痛需要医学检查，以排除心脏或肺部疾病',
  },
  'red-flag.thunderclap-headache.label': { en: 'Sudden severe headache', text: '突发剧烈头痛' },
  'red-flag.thunderclap-headache.reason': {
    en: 'a sudden, very severe headache can be a bleed in the brain',
    text: '突然出现的极剧烈头痛可能是脑出血',
  },
  'red-flag.vomiting-blood.label': { en: 'Vomiting blood', text: '呕血' },
  'red-flag.vomiting-blood.reason': {
    en: 'vomiting blood is a sign of bleeding in the digestive tract',
    text: '呕血是消化道出血的征象',
  },
  'red-flag.black-stools.label': { en: 'Black, tarry stools', text: '柏油样黑便' },
  'red-flag.black-stools.reason': {
    en: 'black tarry stools usually mean bleeding in the stomach or bowel',
    text: '柏油样黑便通常提示胃或肠道出血',
  },
  'red-flag.blood-in-stool.label': { en: 'Blood in the stool', text: '便血' },
  'red-flag.blood-in-stool.reason': { en: 'blood in the stool must be examined by a doctor', text: '便血必须由医生检查' },
  'red-flag.coughing-blood.label': { en: 'Coughing up blood', text: '咯血' },
  'red-flag.coughing-blood.reason': { en: 'coughing up blood needs a chest examination', text: '咯血需要胸部检查' },
  'red-flag.blood-in-urine.label': { en: 'Blood in the urine', text: '血尿' },
  'red-flag.blood-in-urine.reason': { en: 'visible blood in the urine must be investigated', text: '肉眼可见的血尿必须查明原因' },
  'red-flag.unexplained-weight-loss.label': { en: 'Unexplained weight loss', text: '不明原因的体重下降' },
  'red-flag.unexplained-weight-loss.reason': {
    en: 'losing weight without trying needs medical investigation',
    text: '非刻意的体重下降需要医学检查',
  },
  'red-flag.abdominal-mass.label': { en: 'Abdominal mass', text: '腹部肿块' },
  'red-flag.abdominal-mass.reason': {
    en: 'a lump or mass in the abdomen must be examined and imaged by a doctor',
    text: '腹部的包块或肿块必须由医生检查并做影像学检查',
  },
  'red-flag.meningism.label': { en: 'High fever with a stiff neck', text: '高热伴颈项强直' },
  'red-flag.meningism.reason': { en: 'high fever with a stiff neck can be meningitis', text: '高热伴颈项强直可能是脑膜炎' },
  'red-flag.suicidal-thoughts.label': { en: 'Suicidal thoughts or self-harm', text: '自杀念头或自伤' },
  'red-flag.suicidal-thoughts.reason': {
    en: 'thoughts of suicide or self-harm need help today; you can also call a crisis line',
    text: '有自杀或自伤的念头需要今天就寻求帮助；也可以拨打心理危机热线',
  },
  'red-flag.severe-breathing-difficulty.label': { en: 'Severe difficulty breathing', text: '严重呼吸困难' },
  'red-flag.severe-breathing-difficulty.reason': {
    en: 'severe breathlessness or breathlessness at rest is an emergency',
    text: '严重气短或静息时气短属于急症',
  },
  'red-flag.difficulty-breathing.label': { en: 'Difficulty breathing', text: '呼吸困难' },
  'red-flag.difficulty-breathing.reason': {
    en: 'new or worsening difficulty breathing needs a medical examination',
    text: '新出现或加重的呼吸困难需要医学检查',
  },
  'red-flag.stroke-signs.label': { en: 'Signs of a stroke', text: '中风征象' },
  'red-flag.stroke-signs.reason': {
    en: 'weakness of one side, a drooping face or slurred speech can be a stroke; call emergency services',
    text: '一侧肢体无力、口角歪斜或言语不清可能是中风；请拨打急救电话',
  },
  'red-flag.fainting.label': { en: 'Fainting or loss of consciousness', text: '晕厥或意识丧失' },
  'red-flag.fainting.reason': {
    en: 'fainting needs a medical check of the heart and circulation',
    text: '晕厥需要检查心脏和循环功能',
  },
  'red-flag.confusion-or-seizure.label': { en: 'Sudden confusion or a seizure', text: '突然意识混乱或抽搐' },
  'red-flag.confusion-or-seizure.reason': {
    en: 'sudden confusion or a seizure needs emergency care',
    text: '突然意识混乱或抽搐需要急诊处理',
  },
  'red-flag.severe-abdominal-pain.label': { en: 'Severe abdominal pain', text: '剧烈腹痛' },
  'red-flag.severe-abdominal-pain.reason': {
    en: 'severe or sudden abdominal pain can be a surgical emergency',
    text: '剧烈或突发的腹痛可能是外科急症',
  },
  'red-flag.bleeding-in-pregnancy.label': { en: 'Bleeding or pain in pregnancy', text: '孕期出血或腹痛' },
  'red-flag.bleeding-in-pregnancy.reason': {
    en: 'bleeding or abdominal pain in pregnancy needs immediate medical care',
    text: '孕期出血或腹痛可能危及母婴',
  },
};
