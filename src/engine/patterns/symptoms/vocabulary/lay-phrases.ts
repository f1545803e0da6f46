/**
 * Everyday words for symptoms, as people write them about themselves ('runny poo', 'can't get
 * warm', 'wiped out after lunch', 'siempre tengo frío', '手脚冰凉'), grouped by family so that
 * each family has its own test (tests/engine/symptoms/lay-phrases.test.ts). The clinical
 * synonyms stay in the other files of this folder; these are only the lay words, in English,
 * Spanish and Chinese, chosen from how patients describe the complaints of the interrogation
 * chapters (Maciocia, Foundations, 'Interrogation'; Deng, Practical Diagnosis, 问诊) in our own
 * selection. Matching is the extractor's: case and accents folded, negation and qualifiers
 * handled as for clinical words ('no runny poo' is a denial).
 *
 * A phrase may stand for more than one symptom: 'wiped out after lunch' is fatigue that is
 * worse after eating. The first id is the symptom; the others are found with it.
 */
export interface LayPhrase {
  ids: readonly [string, ...string[]];
  en?: readonly string[];
  es?: readonly string[];
  zh?: readonly string[];
}

/** One family of lay phrases (energy, bowels, temperature...). */
export interface LayPhraseFamily {
  family: string;
  phrases: readonly LayPhrase[];
}

export const LAY_PHRASE_FAMILIES: readonly LayPhraseFamily[] = [
  {
    family: 'energy',
    phrases: [
      {
        ids: ['fatigue'],
        en: [
          'wiped out',
          'knackered',
          'shattered',
          'always tired',
          'run down',
          'running on empty',
          'dead on my feet',
          'no get up and go',
        ],
        es: ['hecho polvo', 'hecha polvo', 'reventado', 'reventada', 'sin pilas', 'sin ganas de nada'],
        zh: ['很累', '总是累', '容易累', '没力气', '浑身没劲'],
      },
      {
        ids: ['fatigue', 'worse-after-eating'],
        en: [
          'wiped out after lunch',
          'wiped out after meals',
          'tired after eating',
          'tired after meals',
          'tired after lunch',
          'crash after lunch',
          'crash after meals',
        ],
        es: ['cansancio despues de comer', 'me da sueno despues de comer', 'cansada despues de comer'],
        zh: ['饭后犯困', '饭后疲倦', '吃完饭就困', '饭后乏力'],
      },
    ],
  },
  {
    family: 'bowels',
    phrases: [
      {
        ids: ['loose-stools'],
        en: [
          'runny poo',
          'runny poos',
          'runny stools',
          'the runs',
          'mushy poo',
          'soft poo',
          'loose poo',
          'watery poo',
          'the squits',
        ],
        es: ['caca liquida', 'caca blanda', 'heces liquidas', 'cacas blandas'],
        zh: ['拉肚子', '大便不成形', '稀便', '便稀'],
      },
      {
        ids: ['constipation'],
        en: ['bunged up', 'blocked up', 'hard poo', 'can not poo', "can't poo", 'struggle to poo'],
        es: ['no puedo ir al bano', 'me cuesta ir al bano', 'estrenida', 'estrenido'],
        zh: ['便秘', '大便干', '大便干燥', '排便困难'],
      },
      {
        ids: ['flatulence'],
        en: ['farting', 'farts', 'lots of gas'],
        es: ['pedos', 'muchos gases'],
        zh: ['放屁多', '排气多'],
      },
    ],
  },
  {
    family: 'temperature',
    phrases: [
      {
        ids: ['aversion-to-cold'],
        en: ["can't get warm", 'cannot get warm', 'never warm', 'feel the cold', 'always freezing', 'always chilly', 'shivery'],
        es: ['no entro en calor', 'siempre tengo frio', 'friolento', 'friolenta', 'friolero', 'friolera'],
        zh: ['总是冷', '身上发冷', '畏冷'],
      },
      {
        ids: ['cold-limbs'],
        en: ['hands and feet like ice', 'icy hands', 'icy feet', 'freezing hands', 'freezing feet', 'hands and feet always cold'],
        es: ['manos y pies frios', 'pies helados', 'manos heladas', 'pies frios'],
        zh: ['手脚冰凉', '手脚发凉', '手脚冷', '四肢冰凉'],
      },
      {
        ids: ['cold-abdomen'],
        en: ['tummy feels cold', 'cold tummy', 'cold belly', 'belly feels cold'],
        es: ['barriga fria', 'frio en la barriga', 'tripa fria'],
        zh: ['肚子凉', '肚子冷', '小腹冷'],
      },
      {
        ids: ['prefers-warm-drinks'],
        en: ['only want hot drinks', 'love hot drinks', 'prefer hot drinks', 'want warm drinks', 'only want warm drinks'],
        es: ['prefiero bebidas calientes', 'solo quiero bebidas calientes'],
        zh: ['喜欢喝热水', '喜热饮', '爱喝热水'],
      },
      {
        ids: ['five-palm-heat'],
        en: ['palms and soles burn', 'burning feet at night', 'hot feet at night', 'hot hands and feet at night', 'soles burn'],
        es: ['me arden las plantas de los pies', 'calor en las manos y los pies', 'pies calientes por la noche'],
        zh: ['手心脚心发热', '手脚心热', '五心烦热', '手心发热'],
      },
      {
        ids: ['night-sweats'],
        en: ['wake up sweaty', 'wake up drenched', 'wake up soaked', 'soaked sheets', 'sweat at night', 'sweaty at night'],
        es: ['me despierto sudando', 'sudo por la noche', 'sudor por la noche'],
        zh: ['盗汗', '晚上出汗', '夜里出汗', '睡觉出汗'],
      },
      {
        ids: ['aversion-to-heat'],
        en: ["can't stand the heat", 'hate the heat'],
        es: ['no soporto el calor'],
        zh: ['怕热'],
      },
      {
        ids: ['malar-flush'],
        en: ['cheeks go red', 'flushed cheeks', 'red cheeks'],
        es: ['se me ponen rojas las mejillas'],
        zh: ['两颧潮红', '颧红'],
      },
      {
        ids: ['hot-flushes'],
        en: ['hot flashes', 'hot flushes', 'sudden heat'],
        es: ['sofocos', 'bochornos'],
        zh: ['潮热', '烘热'],
      },
    ],
  },
  {
    family: 'eating',
    phrases: [
      {
        ids: ['craving-sweets'],
        en: [
          'crave sweets',
          'craving sweets',
          'sweet tooth',
          'crave sugar',
          'sugar cravings',
          'craving sugar',
          'crave sweet things',
        ],
        es: ['antojo de dulces', 'antojos de dulce', 'me apetece el dulce', 'ganas de comer dulce'],
        zh: ['想吃甜食', '爱吃甜食', '嗜甜'],
      },
      {
        ids: ['excessive-hunger'],
        en: ['always starving', 'always hungry', 'starving all the time', 'hungry all the time', 'never full'],
        es: ['hambre todo el tiempo', 'siempre tengo hambre'],
        zh: ['总是饿', '容易饿', '消谷善饥'],
      },
      {
        ids: ['poor-appetite'],
        en: ['off my food', 'not hungry', 'no interest in food'],
        es: ['no tengo hambre', 'sin ganas de comer'],
        zh: ['没胃口', '食欲差', '不想吃饭', '胃口不好'],
      },
      {
        ids: ['aversion-to-food'],
        en: ["can't face food", 'cannot face food', "can't stand the sight of food"],
        es: ['no soporto la comida'],
        zh: ['厌食', '不想吃东西'],
      },
      {
        ids: ['overeating'],
        en: ['ate way too much', 'ate too much', 'pigged out', 'stuffed myself', 'overdid the food'],
        es: ['comi demasiado', 'me atiborre'],
        zh: ['吃多了', '暴饮暴食', '吃撑了'],
      },
      {
        ids: ['sour-belching'],
        en: ['sour burps', 'acid burps', 'eggy burps'],
        es: ['eructos agrios'],
        zh: ['嗳腐', '打嗝有酸味'],
      },
      {
        ids: ['bloating'],
        en: ['bloated tummy', 'tummy bloats', 'puffed up after meals'],
        es: ['barriga hinchada', 'me hincho despues de comer', 'tripa hinchada'],
        zh: ['肚子胀', '腹胀'],
      },
      {
        // 食后腹胀, the bloating after meals of Spleen qi deficiency, in the words people use.
        ids: ['bloating', 'worse-after-eating'],
        zh: ['食后腹胀', '饭后腹胀', '饭后肚子胀', '吃完饭肚子胀', '吃完饭就胀'],
      },
      {
        ids: ['epigastric-fullness'],
        en: ['feel stuffed', 'stomach feels full', 'stomach feels heavy'],
        es: ['estomago lleno', 'estomago pesado'],
        zh: ['胃胀', '胃里胀'],
      },
      {
        ids: ['nausea'],
        en: ['feel sick', 'queasy'],
        es: ['ganas de vomitar', 'revuelto el estomago'],
        zh: ['恶心', '想吐'],
      },
      {
        ids: ['acid-regurgitation'],
        en: ['acid reflux', 'acid coming up'],
        es: ['acidez', 'ardor de estomago'],
        zh: ['烧心', '反酸', '泛酸'],
      },
      {
        ids: ['bad-breath'],
        en: ['breath smells'],
        es: ['me huele la boca'],
        zh: ['口臭'],
      },
      {
        ids: ['bleeding-gums'],
        en: ['gums bleed', 'gums bleed when I brush'],
        es: ['me sangran las encias', 'sangran las encias'],
        zh: ['牙龈出血', '刷牙出血'],
      },
      {
        ids: ['thirst-for-cold-drinks'],
        en: ['thirsty for cold water', 'want cold water', 'crave cold drinks'],
        es: ['sed de agua fria'],
        zh: ['想喝冷水', '喜冷饮', '爱喝冰水'],
      },
      {
        ids: ['dry-mouth'],
        en: ['mouth feels dry', 'mouth dry'],
        es: ['se me seca la boca'],
        zh: ['口干'],
      },
      {
        ids: ['thirst'],
        en: ['always thirsty', 'super thirsty'],
        es: ['mucha sed'],
        zh: ['口渴'],
      },
      {
        ids: ['sticky-mouth'],
        en: ['mouth feels sticky', 'sticky mouth feeling'],
        es: ['boca pastosa'],
        zh: ['口黏', '口中黏腻'],
      },
    ],
  },
  {
    family: 'sleep and mind',
    phrases: [
      {
        ids: ['insomnia'],
        en: ["can't switch off at night", "can't switch off", 'lie awake', "can't get to sleep", "can't nod off"],
        es: ['no puedo dormir', 'me cuesta dormirme', 'no pego ojo'],
        zh: ['失眠', '睡不着', '睡不好'],
      },
      {
        ids: ['dream-disturbed-sleep'],
        en: ['lots of dreams', 'dream all night'],
        es: ['sueno mucho'],
        zh: ['多梦', '做梦多'],
      },
      {
        ids: ['palpitations'],
        en: ['heart races', 'heart racing', 'heart flutters', 'heart pounding', 'fluttery heart'],
        es: ['el corazon se me acelera', 'se me acelera el corazon'],
        zh: ['心慌', '心悸', '心跳快'],
      },
      {
        ids: ['poor-memory'],
        en: ['forgetful', 'memory like a sieve', 'keep forgetting things'],
        es: ['se me olvida todo', 'olvidadizo', 'olvidadiza'],
        zh: ['健忘', '记性差', '记忆力差'],
      },
      {
        ids: ['irritability'],
        en: ['short fuse', 'snappy', 'snap at people', 'grumpy', 'irritable with everyone'],
        es: ['salto por todo', 'de mal humor'],
        zh: ['烦躁', '易怒', '脾气大', '爱发脾气'],
      },
      {
        ids: ['mood-swings'],
        en: ['moody', 'up and down emotionally'],
        es: ['cambios de humor'],
        zh: ['情绪波动'],
      },
      {
        ids: ['depression'],
        en: ['feeling down', 'feel down', 'feel low'],
        es: ['animo bajo', 'bajon de animo'],
        zh: ['情绪低落', '心情低落'],
      },
      {
        ids: ['sighing'],
        en: ['sigh a lot', 'keep sighing'],
        es: ['suspiro mucho', 'suspira mucho'],
        zh: ['叹气', '爱叹气'],
      },
      {
        ids: ['anxiety'],
        en: ['on edge', 'anxious all the time'],
        es: ['nervioso todo el tiempo', 'nerviosa todo el tiempo'],
        zh: ['焦虑', '紧张不安'],
      },
    ],
  },
  {
    family: 'breath and throat',
    phrases: [
      {
        ids: ['easily-catch-colds'],
        en: ['catch every cold', 'catch every cold going', 'always getting colds', 'always catching colds', 'get sick easily'],
        es: ['me resfrio con facilidad', 'siempre resfriado', 'siempre resfriada'],
        zh: ['容易感冒', '老感冒', '经常感冒'],
      },
      {
        ids: ['spontaneous-sweating'],
        en: ['sweat at the slightest effort', 'sweat easily', 'sweats easily'],
        es: ['sudo con cualquier esfuerzo', 'sudo facilmente'],
        zh: ['自汗', '动则汗出', '容易出汗'],
      },
      {
        ids: ['weak-voice'],
        en: ['voice is soft', 'soft voice', 'quiet voice', 'voice is weak'],
        es: ['hablo bajito', 'voz flojita'],
        zh: ['声音低', '说话没力气', '懒言'],
      },
      {
        ids: ['hoarse-voice'],
        en: ['croaky voice', 'voice croaky', 'voice is croaky'],
        es: ['voz tomada'],
        zh: ['声音嘶哑', '嗓子哑'],
      },
      {
        ids: ['dry-cough'],
        en: ['tickly cough', 'tickle in my throat'],
        es: ['tos irritativa'],
        zh: ['干咳'],
      },
      {
        ids: ['shortness-of-breath'],
        en: ['puffed out', 'winded easily'],
        es: ['me ahogo', 'me falta el aire'],
        zh: ['气短', '喘不上气', '上气不接下气'],
      },
      {
        ids: ['cough'],
        es: ['toso mucho'],
        zh: ['咳嗽'],
      },
      {
        ids: ['yellow-sputum'],
        en: ['yellow phlegm', 'yellow gunk'],
        es: ['flemas amarillas'],
        zh: ['黄痰', '痰黄'],
      },
      {
        ids: ['white-sputum'],
        en: ['white phlegm'],
        es: ['flemas blancas'],
        zh: ['白痰', '痰白'],
      },
      {
        ids: ['chest-oppression'],
        en: ['tight chest', 'chest feels tight'],
        es: ['pecho apretado'],
        zh: ['胸闷'],
      },
      {
        ids: ['fever'],
        en: ['running a temperature', 'temperature of 38'],
        es: ['calentura'],
        zh: ['发烧', '发热'],
      },
      {
        ids: ['nasal-congestion'],
        en: ['stuffy nose', 'blocked nose', 'bunged up nose'],
        es: ['nariz tapada', 'nariz congestionada'],
        zh: ['鼻塞'],
      },
      {
        ids: ['runny-nose'],
        en: ['streaming nose', 'nose is running'],
        es: ['mocos claros', 'me gotea la nariz'],
        zh: ['流鼻涕', '流清涕'],
      },
      {
        ids: ['sore-throat'],
        en: ['scratchy throat', 'throat is sore'],
        es: ['me duele la garganta'],
        zh: ['嗓子疼', '喉咙痛', '咽痛'],
      },
    ],
  },
  {
    family: 'urine',
    phrases: [
      {
        ids: ['burning-urination'],
        en: [
          'burns when I pee',
          'stings when I pee',
          'pee stings',
          'it stings to pee',
          'burning pee',
          'hurts to pee',
          'pee is dark and stings',
        ],
        es: ['me arde al orinar', 'me arde al hacer pis', 'escozor al orinar'],
        zh: ['尿痛', '小便灼热', '尿道灼痛', '小便刺痛'],
      },
      {
        ids: ['scanty-dark-urine'],
        en: ['dark wee', 'dark pee', 'pee is dark', 'wee is dark'],
        es: ['pis oscuro', 'orino oscuro'],
        zh: ['小便黄', '尿黄', '小便短赤'],
      },
      {
        ids: ['frequent-urination'],
        en: ['need to go all the time', 'peeing all the time', 'always need to pee', 'always running to the loo'],
        es: ['orino todo el tiempo', 'hago pis a cada rato'],
        zh: ['尿频'],
      },
      {
        ids: ['nocturia'],
        en: [
          'get up at night to pee',
          'up at night to pee',
          'getting up to pee',
          'wake up to pee',
          'a night to pee',
          'night to pass urine',
          'get up to pee at night',
        ],
        es: ['me levanto a orinar', 'me levanto a hacer pis', 'orinar por la noche'],
        zh: ['夜尿多', '夜尿', '起夜'],
      },
      {
        ids: ['urinary-urgency'],
        en: ["can't hold it", 'desperate to pee'],
        es: ['no me aguanto el pis'],
        zh: ['尿急'],
      },
    ],
  },
  {
    family: 'body and pain',
    phrases: [
      {
        ids: ['low-back-pain'],
        en: ['lower back aches', 'lower back always aching', 'lower back aching', 'aching lower back', 'sore back'],
        es: ['me duelen los rinones', 'dolor de rinones', 'dolor en la parte baja de la espalda'],
        zh: ['腰酸', '腰痛', '腰疼'],
      },
      {
        ids: ['cold-back'],
        en: ['back is cold', 'back feels cold', 'back always cold'],
        es: ['espalda fria', 'frio en la espalda'],
        zh: ['腰冷', '腰凉'],
      },
      {
        ids: ['weak-knees'],
        en: ['wobbly knees', 'knees give way'],
        es: ['rodillas flojas'],
        zh: ['膝盖发软', '腿软', '膝软'],
      },
      {
        ids: ['body-aches'],
        en: ['achy', 'aching everywhere'],
        es: ['me duele todo el cuerpo'],
        zh: ['浑身疼', '全身酸痛'],
      },
      {
        ids: ['headache'],
        en: ['head hurts', 'thumping head'],
        es: ['me duele la cabeza'],
        zh: ['头痛', '头疼'],
      },
      {
        ids: ['temporal-headache'],
        en: ['headaches at the sides of my head', 'sides of my head', 'pain in my temples'],
        es: ['me duelen las sienes'],
        zh: ['两侧头痛', '太阳穴痛', '太阳穴疼'],
      },
      {
        ids: ['dizziness'],
        en: ['head spins', 'woozy', 'lightheaded', 'light-headed'],
        es: ['me da vueltas la cabeza'],
        zh: ['头晕', '头昏'],
      },
      {
        ids: ['tinnitus'],
        en: ['ears buzzing', 'buzzing in my ears'],
        es: ['pitido en los oidos'],
        zh: ['耳鸣'],
      },
      {
        ids: ['muscle-cramps'],
        en: ['cramps in my calves', 'calf cramps', 'leg cramps', 'charley horse'],
        es: ['calambres en las piernas', 'calambres en los gemelos'],
        zh: ['抽筋', '腿抽筋'],
      },
      {
        ids: ['numbness'],
        en: ['pins and needles'],
        es: ['hormigueo'],
        zh: ['麻木', '手脚发麻'],
      },
      {
        ids: ['dry-eyes'],
        en: ['eyes feel dry', 'gritty eyes'],
        es: ['ojos resecos'],
        zh: ['眼干', '眼睛干涩'],
      },
      {
        ids: ['blurred-vision'],
        en: ['blurry eyes', 'blurry vision', 'things look blurry'],
        es: ['veo borroso'],
        zh: ['视物模糊', '眼花', '看东西模糊'],
      },
      {
        ids: ['brittle-nails'],
        en: ['nails break easily', 'nails split'],
        es: ['unas quebradizas', 'se me rompen las unas'],
        zh: ['指甲易断', '指甲脆'],
      },
      {
        ids: ['hair-loss'],
        en: ['hair falling out', 'losing my hair'],
        es: ['se me cae el pelo'],
        zh: ['掉头发', '脱发'],
      },
      {
        ids: ['low-libido'],
        en: ['no sex drive', 'low sex drive', 'not interested in sex'],
        es: ['sin deseo sexual', 'sin ganas de sexo'],
        zh: ['性欲低', '性欲减退'],
      },
      {
        ids: ['red-face'],
        en: ['face goes red', 'face gets red'],
        es: ['se me pone roja la cara'],
        zh: ['面红', '脸红'],
      },
      {
        ids: ['sallow-complexion'],
        en: ['look sallow', 'yellowish skin'],
        es: ['cara amarillenta'],
        zh: ['脸色发黄', '面色萎黄'],
      },
      {
        ids: ['pale-complexion'],
        en: ['look pale', 'washed out', 'white as a sheet'],
        es: ['estoy palida', 'estoy palido'],
        zh: ['脸色苍白', '面色苍白'],
      },
      {
        ids: ['heaviness'],
        en: ['body feels like lead', 'legs feel like lead'],
        es: ['cuerpo como de plomo'],
        zh: ['身体沉重', '身重'],
      },
      {
        ids: ['dizziness-heavy-head'],
        en: ['head feels like cotton wool', 'heavy head'],
        es: ['cabeza embotada'],
        zh: ['头重', '头昏沉'],
      },
    ],
  },
  {
    family: "women's health",
    phrases: [
      {
        ids: ['premenstrual-syndrome'],
        en: ['PMT', 'before my period I get'],
        es: ['sindrome premenstrual'],
        zh: ['经前综合征', '经前期综合征'],
      },
      {
        ids: ['breast-distension'],
        en: ['boobs sore', 'sore boobs', 'tender breasts', 'swollen breasts', 'sore breasts'],
        es: ['pechos hinchados', 'me duelen los pechos'],
        zh: ['乳房胀痛', '经前乳胀', '乳房胀'],
      },
      {
        ids: ['scanty-menstruation'],
        en: ['very light periods', 'light periods'],
        es: ['regla escasa', 'reglas escasas', 'regla muy poca'],
        zh: ['月经量少', '经量少'],
      },
      {
        ids: ['dysmenorrhea'],
        en: ['painful periods', 'period pain', 'bad period cramps'],
        es: ['reglas dolorosas', 'dolor de regla'],
        zh: ['痛经'],
      },
      {
        ids: ['dark-menstrual-clots'],
        en: ['dark clots', 'clots in my period'],
        es: ['coagulos oscuros'],
        zh: ['有血块', '经血有块'],
      },
    ],
  },
];

/** Every lay phrase of every family, with its family, in the order written. */
export function allLayPhrases(): { family: string; phrase: LayPhrase }[] {
  return LAY_PHRASE_FAMILIES.flatMap((f) => f.phrases.map((phrase) => ({ family: f.family, phrase })));
}
