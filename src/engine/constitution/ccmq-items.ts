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
  item(1, only('balanced'), 'Do you have plenty of energy?', '¿Tiene energía de sobra?', '您精力充沛吗？'),
  item(
    2,
    [{ id: 'qi-deficient' }, { id: 'balanced', reversed: true }],
    'Do you tire easily?',
    '¿Se cansa con facilidad?',
    '您容易疲劳吗？',
  ),
  item(
    3,
    [{ id: 'qi-deficient' }, { id: 'balanced', reversed: true }],
    'Is your voice weak or faint when you speak?',
    '¿Su voz es débil o apagada al hablar?',
    '您说话声音低弱无力吗？',
  ),
  item(
    4,
    [{ id: 'qi-stagnation' }, { id: 'balanced', reversed: true }],
    'Do you feel low or downhearted?',
    '¿Se siente decaído o desanimado?',
    '您感到闷闷不乐、情绪低落吗？',
  ),
  item(
    5,
    [{ id: 'yang-deficient' }, { id: 'balanced', reversed: true }],
    'Do you bear cold (winter, air conditioning, fans) worse than most people?',
    '¿Soporta el frío (invierno, aire acondicionado, ventiladores) peor que la mayoría?',
    '您比一般人更怕冷（冬天的寒冷、空调、电扇）吗？',
  ),
  item(
    6,
    only('balanced'),
    'Do you adapt well to changes in your surroundings and in your life?',
    '¿Se adapta bien a los cambios de su entorno y de su vida?',
    '您能适应自然环境和社会环境的变化吗？',
  ),
  item(7, [{ id: 'balanced', reversed: true }], 'Do you have trouble sleeping?', '¿Le cuesta dormir?', '您容易失眠吗？'),
  item(
    8,
    [{ id: 'blood-stasis' }, { id: 'balanced', reversed: true }],
    'Are you forgetful?',
    '¿Es olvidadizo?',
    '您容易忘事吗？',
  ),
  // Qi-deficient (气虚质): with 2 and 3 above
  item(
    9,
    only('qi-deficient'),
    'Do you get short of breath easily?',
    '¿Se queda sin aliento con facilidad?',
    '您容易气短、接不上气吗？',
  ),
  item(
    10,
    only('qi-deficient'),
    'Does your heart race or flutter easily?',
    '¿Se le acelera o palpita el corazón con facilidad?',
    '您容易心慌吗？',
  ),
  item(
    11,
    only('qi-deficient'),
    'Do you get dizzy, or light-headed when you stand up?',
    '¿Se marea, o se le nubla la vista al ponerse de pie?',
    '您容易头晕或站起来时眼前发黑吗？',
  ),
  item(
    12,
    [{ id: 'qi-deficient' }, { id: 'yang-deficient' }],
    'Do you catch colds more easily than others?',
    '¿Se resfría con más facilidad que los demás?',
    '您比别人更容易感冒吗？',
  ),
  item(
    13,
    only('qi-deficient'),
    'Do you prefer quiet and find talking an effort?',
    '¿Prefiere la calma y le cuesta hablar?',
    '您喜欢安静、不爱说话吗？',
  ),
  item(
    14,
    only('qi-deficient'),
    'Do you sweat easily with only a little exertion?',
    '¿Suda con facilidad con un poco de esfuerzo?',
    '您稍微活动就容易出汗吗？',
  ),
  // Yang-deficient (阳虚质): with 5 and 12 above
  item(15, only('yang-deficient'), 'Are your hands and feet cold?', '¿Tiene las manos y los pies fríos?', '您手脚发凉吗？'),
  item(
    16,
    only('yang-deficient'),
    'Do your stomach, back, lower back or knees feel cold?',
    '¿Siente frío en el estómago, la espalda, la zona lumbar o las rodillas?',
    '您胃部、背部或腰膝部怕冷吗？',
  ),
  item(
    17,
    only('yang-deficient'),
    'Do you feel the cold and wear more clothes than others?',
    '¿Es friolero y se abriga más que los demás?',
    '您怕冷、穿的衣服比别人多吗？',
  ),
  item(
    18,
    only('yang-deficient'),
    'Do cold foods or drinks disagree with you, or do you avoid them?',
    '¿Le sientan mal los alimentos o bebidas fríos, o los evita?',
    '您吃喝凉的东西会不舒服或者不敢吃喝凉的吗？',
  ),
  item(
    19,
    only('yang-deficient'),
    'Do you get loose stools after getting chilled or eating cold food?',
    '¿Tiene heces sueltas tras enfriarse o tomar algo frío?',
    '您受凉或吃喝凉的东西后容易腹泻吗？',
  ),
  // Yin-deficient (阴虚质)
  item(
    20,
    only('yin-deficient'),
    'Do your palms and soles feel hot?',
    '¿Siente calor en las palmas de las manos y las plantas de los pies?',
    '您感到手心脚心发热吗？',
  ),
  item(
    21,
    only('yin-deficient'),
    'Do your body or face feel hot?',
    '¿Siente calor en el cuerpo o en la cara?',
    '您感到身体或脸上发热吗？',
  ),
  item(22, only('yin-deficient'), 'Are your skin or lips dry?', '¿Tiene la piel o los labios secos?', '您皮肤或嘴唇干吗？'),
  item(
    23,
    only('yin-deficient'),
    'Are your lips redder than most people’s?',
    '¿Tiene los labios más rojos que la mayoría?',
    '您嘴唇的颜色比一般人红吗？',
  ),
  item(
    24,
    only('yin-deficient'),
    'Are you prone to constipation or dry stools?',
    '¿Tiende al estreñimiento o a heces secas?',
    '您容易便秘或大便干燥吗？',
  ),
  item(
    25,
    only('yin-deficient'),
    'Are your cheeks flushed or reddish?',
    '¿Tiene las mejillas encendidas o rojizas?',
    '您两颊潮红或偏红吗？',
  ),
  item(26, only('yin-deficient'), 'Do your eyes feel dry?', '¿Siente los ojos secos?', '您感到眼睛干涩吗？'),
  item(
    27,
    only('yin-deficient'),
    'Do your mouth and throat feel dry, so that you always want to drink?',
    '¿Siente la boca y la garganta secas y ganas de beber a menudo?',
    '您感到口干咽燥、总想喝水吗？',
  ),
  // Phlegm-dampness (痰湿质)
  item(
    28,
    only('phlegm-dampness'),
    'Do you feel tightness in the chest or fullness in the belly?',
    '¿Siente opresión en el pecho o el vientre lleno?',
    '您感到胸闷或腹部胀满吗？',
  ),
  item(
    29,
    only('phlegm-dampness'),
    'Does your body feel heavy and sluggish?',
    '¿Siente el cuerpo pesado y torpe?',
    '您感到身体沉重、不轻快吗？',
  ),
  item(
    30,
    only('phlegm-dampness'),
    'Is your belly large and soft?',
    '¿Tiene el vientre abultado y blando?',
    '您腹部肥大松软吗？',
  ),
  item(31, only('phlegm-dampness'), 'Is your forehead oily?', '¿Tiene la frente grasa?', '您额头油脂分泌多吗？'),
  item(
    32,
    only('phlegm-dampness'),
    'Are your upper eyelids puffier than most people’s?',
    '¿Tiene los párpados superiores más hinchados que la mayoría?',
    '您上眼皮比别人肿吗？',
  ),
  item(33, only('phlegm-dampness'), 'Does your mouth feel sticky?', '¿Siente la boca pegajosa?', '您嘴里有黏黏的感觉吗？'),
  item(
    34,
    only('phlegm-dampness'),
    'Do you have a lot of phlegm, as if something blocked your throat?',
    '¿Tiene mucha flema, como si algo le tapara la garganta?',
    '您平时痰多、总觉得咽喉有痰堵着吗？',
  ),
  item(
    35,
    only('phlegm-dampness'),
    'Is your tongue coating thick and greasy, or does it feel so?',
    '¿Tiene una saburra gruesa y grasienta en la lengua, o lo siente así?',
    '您舌苔厚腻或感觉舌苔厚吗？',
  ),
  // Damp-heat (湿热质)
  item(
    36,
    only('damp-heat'),
    'Does your face or nose look or feel greasy and shiny?',
    '¿Tiene la cara o la nariz grasa y brillante?',
    '您面部或鼻子油腻发亮吗？',
  ),
  item(
    37,
    only('damp-heat'),
    'Do you get acne or boils easily?',
    '¿Le salen granos o forúnculos con facilidad?',
    '您容易长痤疮或疮疖吗？',
  ),
  item(
    38,
    only('damp-heat'),
    'Do you have a bitter taste or an odd taste in your mouth?',
    '¿Tiene sabor amargo o un sabor extraño en la boca?',
    '您感到口苦或嘴里有异味吗？',
  ),
  item(
    39,
    only('damp-heat'),
    'Are your stools sticky, with a feeling of not being finished?',
    '¿Son sus heces pegajosas, con sensación de no haber terminado?',
    '您大便黏滞、有解不干净的感觉吗？',
  ),
  item(
    40,
    only('damp-heat'),
    'Does urinating burn, with dark urine?',
    '¿Le arde al orinar, con orina oscura?',
    '您小便时尿道发热、尿色深吗？',
  ),
  item(41, only('damp-heat'), 'Is your vaginal discharge yellowish?', '¿Es amarillento su flujo vaginal?', '您白带颜色发黄吗？', {
    en: 'Is your scrotum damp?',
    es: '¿Tiene el escroto húmedo?',
    zh: '您阴囊部位潮湿吗？',
  }),
  // Blood stasis (血瘀质): with 8 above
  item(
    42,
    only('blood-stasis'),
    'Do bruises appear on your skin without a clear cause?',
    '¿Le aparecen moratones sin causa clara?',
    '您皮肤会不知不觉出现青紫瘀斑吗？',
  ),
  item(
    43,
    only('blood-stasis'),
    'Do you have fine red veins on your cheeks?',
    '¿Tiene venitas rojas finas en las mejillas?',
    '您两颊有细小的红血丝吗？',
  ),
  item(
    44,
    only('blood-stasis'),
    'Do you have pain somewhere in your body?',
    '¿Tiene dolor en alguna parte del cuerpo?',
    '您身上有哪里疼痛吗？',
  ),
  item(
    45,
    only('blood-stasis'),
    'Is your complexion dull, or do brown spots appear easily?',
    '¿Tiene la tez apagada, o le salen manchas marrones con facilidad?',
    '您面色晦暗或容易长褐斑吗？',
  ),
  item(
    46,
    only('blood-stasis'),
    'Do you get dark circles under your eyes easily?',
    '¿Se le forman ojeras oscuras con facilidad?',
    '您容易有黑眼圈吗？',
  ),
  item(47, only('blood-stasis'), 'Are your lips dark in colour?', '¿Tiene los labios de color oscuro?', '您嘴唇颜色偏暗吗？'),
  // Qi stagnation (气郁质): with 4 above
  item(
    48,
    only('qi-stagnation'),
    'Do you get tense, nervous or anxious easily?',
    '¿Se pone tenso, nervioso o ansioso con facilidad?',
    '您容易精神紧张、焦虑不安吗？',
  ),
  item(
    49,
    only('qi-stagnation'),
    'Are you sensitive and easily moved or hurt?',
    '¿Es sensible y se conmueve o se hiere con facilidad?',
    '您多愁善感、感情脆弱吗？',
  ),
  item(
    50,
    only('qi-stagnation'),
    'Do you get frightened or startled easily?',
    '¿Se asusta o sobresalta con facilidad?',
    '您容易感到害怕或受惊吓吗？',
  ),
  item(
    51,
    only('qi-stagnation'),
    'Do you have distending pain in your ribs or breasts?',
    '¿Siente dolor con distensión en los costados o los pechos?',
    '您胁肋部或乳房胀痛吗？',
  ),
  item(52, only('qi-stagnation'), 'Do you sigh for no reason?', '¿Suspira sin motivo?', '您会无缘无故叹气吗？'),
  item(
    53,
    only('qi-stagnation'),
    'Do you feel a lump in your throat that you can neither cough up nor swallow?',
    '¿Siente un nudo en la garganta que no puede expulsar ni tragar?',
    '您咽喉部有异物感、吐不出也咽不下吗？',
  ),
  // Inherited special (特禀质)
  item(
    54,
    only('inherited-special'),
    'Do you sneeze even when you do not have a cold?',
    '¿Estornuda aunque no esté resfriado?',
    '您没有感冒时也会打喷嚏吗？',
  ),
  item(
    55,
    only('inherited-special'),
    'Do you get a blocked or runny nose without a cold?',
    '¿Tiene la nariz tapada o moquea sin estar resfriado?',
    '您没有感冒时也会鼻塞、流鼻涕吗？',
  ),
  item(
    56,
    only('inherited-special'),
    'Do seasons, temperature changes or smells make you cough or wheeze?',
    '¿Le hacen toser o le dan pitos los cambios de estación, de temperatura o los olores?',
    '您会因季节、温度变化或异味而咳喘吗？',
  ),
  item(
    57,
    only('inherited-special'),
    'Are you prone to allergies (medicines, foods, smells, pollen, changes of season)?',
    '¿Tiende a las alergias (medicamentos, alimentos, olores, polen, cambios de estación)?',
    '您容易过敏（药物、食物、气味、花粉、季节或气候变化）吗？',
  ),
  item(
    58,
    only('inherited-special'),
    'Do you get hives (itchy raised welts) easily?',
    '¿Le salen ronchas (habones que pican) con facilidad?',
    '您皮肤容易起荨麻疹（风团）吗？',
  ),
  item(
    59,
    only('inherited-special'),
    'Have allergies ever caused purple-red spots on your skin?',
    '¿Alguna vez una alergia le ha causado manchas rojo-violáceas en la piel?',
    '您皮肤曾因过敏出现紫红色瘀点或瘀斑吗？',
  ),
  item(
    60,
    only('inherited-special'),
    'Does your skin turn red and show marks as soon as you scratch it?',
    '¿Se le enrojece la piel y le quedan marcas en cuanto se rasca?',
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
