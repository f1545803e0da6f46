import type { LocalizedText } from '../../contract/person.ts';
import type { ConstitutionId } from '../../contract/constitution.ts';

/**
 * The 60 questions of the Constitution in Chinese Medicine Questionnaire (CCMQ, Wang Qi; the
 * China Association of Chinese Medicine standard ZYYXH/T157-2009), in our own wording of each
 * question's meaning, in English, Spanish and Chinese. Each question asks about the last year.
 *
 * `counts` names the constitution(s) whose sub-scale the question belongs to; five questions of
 * the balanced sub-scale are shared with a biased one and are scored reversed for balanced
 * (6 − answer), as the standard prescribes.
 */
export interface CcmqItem {
  n: number;
  counts: readonly { id: ConstitutionId; reversed?: boolean }[];
  text: LocalizedText;
  /** The damp-heat question asked differently of women and men (the standard's two variants). */
  male?: LocalizedText;
}

const item = (n: number, counts: CcmqItem['counts'], en: string, es: string, zh: string, male?: LocalizedText): CcmqItem => ({
  n,
  counts,
  text: { en, es, zh },
  ...(male ? { male } : {}),
});
const only = (id: ConstitutionId) => [{ id }] as const;

export const CCMQ_ITEMS: readonly CcmqItem[] = [
  // Balanced (平和质): 8 questions, 5 of them shared and reversed
  item(1, only('balanced'), 'Do you have plenty of energy?', '¿Tienes energía de sobra?', '您精力充沛吗？'),
  item(
    2,
    [{ id: 'qi-deficient' }, { id: 'balanced', reversed: true }],
    'Do you tire easily?',
    '¿Te cansas con facilidad?',
    '您容易疲劳吗？',
  ),
  item(
    3,
    [{ id: 'qi-deficient' }, { id: 'balanced', reversed: true }],
    'Is your voice weak or faint when you speak?',
    '¿Tu voz es débil o apagada al hablar?',
    '您说话声音低弱无力吗？',
  ),
  item(
    4,
    [{ id: 'qi-stagnation' }, { id: 'balanced', reversed: true }],
    'Do you feel low or downhearted?',
    '¿Tienes el ánimo bajo o te falta ilusión?',
    '您感到闷闷不乐、情绪低落吗？',
  ),
  item(
    5,
    [{ id: 'yang-deficient' }, { id: 'balanced', reversed: true }],
    'Do you bear cold (winter, air conditioning, fans) worse than most people?',
    '¿Soportas el frío (invierno, aire acondicionado, ventiladores) peor que la mayoría?',
    '您比一般人更怕冷（冬天的寒冷、空调、电扇）吗？',
  ),
  item(
    6,
    only('balanced'),
    'Do you adapt well to changes in your surroundings and in your life?',
    '¿Te adaptas bien a los cambios de tu entorno y de tu vida?',
    '您能适应自然环境和社会环境的变化吗？',
  ),
  item(7, [{ id: 'balanced', reversed: true }], 'Do you have trouble sleeping?', '¿Te cuesta dormir?', '您容易失眠吗？'),
  item(
    8,
    [{ id: 'blood-stasis' }, { id: 'balanced', reversed: true }],
    'Are you forgetful?',
    '¿Eres olvidadizo?',
    '您容易忘事吗？',
  ),
  // Qi-deficient (气虚质): with 2 and 3 above
  item(
    9,
    only('qi-deficient'),
    'Do you get short of breath easily?',
    '¿Te quedas sin aliento con facilidad?',
    '您容易气短、接不上气吗？',
  ),
  item(
    10,
    only('qi-deficient'),
    'Does your heart race or flutter easily?',
    '¿Se te acelera o palpita el corazón con facilidad?',
    '您容易心慌吗？',
  ),
  item(
    11,
    only('qi-deficient'),
    'Do you get dizzy, or light-headed when you stand up?',
    '¿Te mareas, o se te nubla la vista al ponerte de pie?',
    '您容易头晕或站起来时眼前发黑吗？',
  ),
  item(
    12,
    [{ id: 'qi-deficient' }, { id: 'yang-deficient' }],
    'Do you catch colds more easily than others?',
    '¿Te resfrías con más facilidad que los demás?',
    '您比别人更容易感冒吗？',
  ),
  item(
    13,
    only('qi-deficient'),
    'Do you prefer quiet and find talking an effort?',
    '¿Prefieres la calma y te cuesta hablar?',
    '您喜欢安静、不爱说话吗？',
  ),
  item(
    14,
    only('qi-deficient'),
    'Do you sweat easily with only a little exertion?',
    '¿Sudas con facilidad con un poco de esfuerzo?',
    '您稍微活动就容易出汗吗？',
  ),
  // Yang-deficient (阳虚质): with 5 and 12 above
  item(15, only('yang-deficient'), 'Are your hands and feet cold?', '¿Tienes las manos y los pies fríos?', '您手脚发凉吗？'),
  item(
    16,
    only('yang-deficient'),
    'Do your stomach, back, lower back or knees feel cold?',
    '¿Sientes frío en el estómago, la espalda, la zona lumbar o las rodillas?',
    '您胃部、背部或腰膝部怕冷吗？',
  ),
  item(
    17,
    only('yang-deficient'),
    'Do you feel the cold and wear more clothes than others?',
    '¿Eres friolero y te abrigas más que los demás?',
    '您怕冷、穿的衣服比别人多吗？',
  ),
  item(
    18,
    only('yang-deficient'),
    'Do cold foods or drinks disagree with you, or do you avoid them?',
    '¿Te sientan mal los alimentos o bebidas fríos, o los evitas?',
    '您吃喝凉的东西会不舒服或者不敢吃喝凉的吗？',
  ),
  item(
    19,
    only('yang-deficient'),
    'Do you get loose stools after getting chilled or eating cold food?',
    '¿Tienes heces sueltas tras enfriarte o tomar algo frío?',
    '您受凉或吃喝凉的东西后容易腹泻吗？',
  ),
  // Yin-deficient (阴虚质)
  item(
    20,
    only('yin-deficient'),
    'Do your palms and soles feel hot?',
    '¿Sientes calor en las palmas de las manos y las plantas de los pies?',
    '您感到手心脚心发热吗？',
  ),
  item(
    21,
    only('yin-deficient'),
    'Do your body or face feel hot?',
    '¿Sientes calor en el cuerpo o en la cara?',
    '您感到身体或脸上发热吗？',
  ),
  item(22, only('yin-deficient'), 'Are your skin or lips dry?', '¿Tienes la piel o los labios secos?', '您皮肤或嘴唇干吗？'),
  item(
    23,
    only('yin-deficient'),
    'Are your lips redder than most people’s?',
    '¿Tienes los labios más rojos que la mayoría?',
    '您嘴唇的颜色比一般人红吗？',
  ),
  item(
    24,
    only('yin-deficient'),
    'Are you prone to constipation or dry stools?',
    '¿Tiendes al estreñimiento o a heces secas?',
    '您容易便秘或大便干燥吗？',
  ),
  item(
    25,
    only('yin-deficient'),
    'Are your cheeks flushed or reddish?',
    '¿Tienes las mejillas encendidas o rojizas?',
    '您两颊潮红或偏红吗？',
  ),
  item(26, only('yin-deficient'), 'Do your eyes feel dry?', '¿Sientes los ojos secos?', '您感到眼睛干涩吗？'),
  item(
    27,
    only('yin-deficient'),
    'Do your mouth and throat feel dry, so that you always want to drink?',
    '¿Sientes la boca y la garganta secas y ganas de beber a menudo?',
    '您感到口干咽燥、总想喝水吗？',
  ),
  // Phlegm-dampness (痰湿质)
  item(
    28,
    only('phlegm-dampness'),
    'Do you feel tightness in the chest or fullness in the belly?',
    '¿Sientes opresión en el pecho o el vientre lleno?',
    '您感到胸闷或腹部胀满吗？',
  ),
  item(
    29,
    only('phlegm-dampness'),
    'Does your body feel heavy and sluggish?',
    '¿Sientes el cuerpo pesado y torpe?',
    '您感到身体沉重、不轻快吗？',
  ),
  item(
    30,
    only('phlegm-dampness'),
    'Is your belly large and soft?',
    '¿Tienes el vientre abultado y blando?',
    '您腹部肥大松软吗？',
  ),
  item(31, only('phlegm-dampness'), 'Is your forehead oily?', '¿Tienes la frente grasa?', '您额头油脂分泌多吗？'),
  item(
    32,
    only('phlegm-dampness'),
    'Are your upper eyelids puffier than most people’s?',
    '¿Tienes los párpados superiores más hinchados que la mayoría?',
    '您上眼皮比别人肿吗？',
  ),
  item(33, only('phlegm-dampness'), 'Does your mouth feel sticky?', '¿Sientes la boca pegajosa?', '您嘴里有黏黏的感觉吗？'),
  item(
    34,
    only('phlegm-dampness'),
    'Do you have a lot of phlegm, as if something blocked your throat?',
    '¿Tienes mucha flema, como si algo te tapara la garganta?',
    '您平时痰多、总觉得咽喉有痰堵着吗？',
  ),
  item(
    35,
    only('phlegm-dampness'),
    'Is your tongue coating thick and greasy, or does it feel so?',
    '¿Tienes una saburra gruesa y grasienta en la lengua, o lo sientes así?',
    '您舌苔厚腻或感觉舌苔厚吗？',
  ),
  // Damp-heat (湿热质)
  item(
    36,
    only('damp-heat'),
    'Does your face or nose look or feel greasy and shiny?',
    '¿Tienes la cara o la nariz grasa y brillante?',
    '您面部或鼻子油腻发亮吗？',
  ),
  item(
    37,
    only('damp-heat'),
    'Do you get acne or boils easily?',
    '¿Te salen granos o forúnculos con facilidad?',
    '您容易长痤疮或疮疖吗？',
  ),
  item(
    38,
    only('damp-heat'),
    'Do you have a bitter taste or an odd taste in your mouth?',
    '¿Tienes sabor amargo o un sabor extraño en la boca?',
    '您感到口苦或嘴里有异味吗？',
  ),
  item(
    39,
    only('damp-heat'),
    'Are your stools sticky, with a feeling of not being finished?',
    '¿Son tus heces pegajosas, con sensación de no haber terminado?',
    '您大便黏滞、有解不干净的感觉吗？',
  ),
  item(
    40,
    only('damp-heat'),
    'Does urinating burn, with dark urine?',
    '¿Te arde al orinar, con orina oscura?',
    '您小便时尿道发热、尿色深吗？',
  ),
  item(41, only('damp-heat'), 'Is your vaginal discharge yellowish?', '¿Es amarillento tu flujo vaginal?', '您白带颜色发黄吗？', {
    en: 'Is your scrotum damp?',
    es: '¿Tienes el escroto húmedo?',
    zh: '您阴囊部位潮湿吗？',
  }),
  // Blood stasis (血瘀质): with 8 above
  item(
    42,
    only('blood-stasis'),
    'Do bruises appear on your skin without a clear cause?',
    '¿Te aparecen moratones sin causa clara?',
    '您皮肤会不知不觉出现青紫瘀斑吗？',
  ),
  item(
    43,
    only('blood-stasis'),
    'Do you have fine red veins on your cheeks?',
    '¿Tienes venitas rojas finas en las mejillas?',
    '您两颊有细小的红血丝吗？',
  ),
  item(
    44,
    only('blood-stasis'),
    'Do you have pain somewhere in your body?',
    '¿Tienes dolor en alguna parte del cuerpo?',
    '您身上有哪里疼痛吗？',
  ),
  item(
    45,
    only('blood-stasis'),
    'Is your complexion dull, or do brown spots appear easily?',
    '¿Tienes la tez apagada, o te salen manchas marrones con facilidad?',
    '您面色晦暗或容易长褐斑吗？',
  ),
  item(
    46,
    only('blood-stasis'),
    'Do you get dark circles under your eyes easily?',
    '¿Se te forman ojeras oscuras con facilidad?',
    '您容易有黑眼圈吗？',
  ),
  item(47, only('blood-stasis'), 'Are your lips dark in colour?', '¿Tienes los labios de color oscuro?', '您嘴唇颜色偏暗吗？'),
  // Qi stagnation (气郁质): with 4 above
  item(
    48,
    only('qi-stagnation'),
    'Do you get tense, nervous or anxious easily?',
    '¿Sientes tensión, nervios o ansiedad con facilidad?',
    '您容易精神紧张、焦虑不安吗？',
  ),
  item(
    49,
    only('qi-stagnation'),
    'Are you sensitive and easily moved or hurt?',
    '¿Eres sensible y te conmueves o te hieres con facilidad?',
    '您多愁善感、感情脆弱吗？',
  ),
  item(
    50,
    only('qi-stagnation'),
    'Do you get frightened or startled easily?',
    '¿Te asustas o sobresaltas con facilidad?',
    '您容易感到害怕或受惊吓吗？',
  ),
  item(
    51,
    only('qi-stagnation'),
    'Do you have distending pain in your ribs or breasts?',
    '¿Sientes dolor con distensión en los costados o los pechos?',
    '您胁肋部或乳房胀痛吗？',
  ),
  item(52, only('qi-stagnation'), 'Do you sigh for no reason?', '¿Suspiras sin motivo?', '您会无缘无故叹气吗？'),
  item(
    53,
    only('qi-stagnation'),
    'Do you feel a lump in your throat that you can neither cough up nor swallow?',
    '¿Sientes un nudo en la garganta que no puedes expulsar ni tragar?',
    '您咽喉部有异物感、吐不出也咽不下吗？',
  ),
  // Inherited special (特禀质)
  item(
    54,
    only('inherited-special'),
    'Do you sneeze even when you do not have a cold?',
    '¿Estornudas sin tener un resfriado?',
    '您没有感冒时也会打喷嚏吗？',
  ),
  item(
    55,
    only('inherited-special'),
    'Do you get a blocked or runny nose without a cold?',
    '¿Tienes la nariz tapada o moqueas sin tener un resfriado?',
    '您没有感冒时也会鼻塞、流鼻涕吗？',
  ),
  item(
    56,
    only('inherited-special'),
    'Do seasons, temperature changes or smells make you cough or wheeze?',
    '¿Te hacen toser o te dan pitos los cambios de estación, de temperatura o los olores?',
    '您会因季节、温度变化或异味而咳喘吗？',
  ),
  item(
    57,
    only('inherited-special'),
    'Are you prone to allergies (medicines, foods, smells, pollen, changes of season)?',
    '¿Tiendes a las alergias (medicamentos, alimentos, olores, polen, cambios de estación)?',
    '您容易过敏（药物、食物、气味、花粉、季节或气候变化）吗？',
  ),
  item(
    58,
    only('inherited-special'),
    'Do you get hives (itchy raised welts) easily?',
    '¿Te salen ronchas (habones que pican) con facilidad?',
    '您皮肤容易起荨麻疹（风团）吗？',
  ),
  item(
    59,
    only('inherited-special'),
    'Have allergies ever caused purple-red spots on your skin?',
    '¿Alguna vez una alergia te ha causado manchas rojo-violáceas en la piel?',
    '您皮肤曾因过敏出现紫红色瘀点或瘀斑吗？',
  ),
  item(
    60,
    only('inherited-special'),
    'Does your skin turn red and show marks as soon as you scratch it?',
    '¿Se te enrojece la piel y te quedan marcas en cuanto te rascas?',
    '您皮肤一抓就红并出现抓痕吗？',
  ),
];

/** The answer scale's words: 1 not at all ... 5 very much (the standard's five grades). */
export const CCMQ_SCALE: readonly LocalizedText[] = [
  { en: 'Not at all', es: 'Nada', zh: '没有' },
  { en: 'A little', es: 'Un poco', zh: '很少' },
  { en: 'Somewhat', es: 'Algo', zh: '有时' },
  { en: 'Quite a bit', es: 'Bastante', zh: '经常' },
  { en: 'Very much', es: 'Mucho', zh: '总是' },
];
