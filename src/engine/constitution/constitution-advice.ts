import type { ConstitutionId } from '../../contract/constitution.ts';
import type { LocalizedText } from '../../contract/person.ts';

/** One piece of everyday advice, in English, Spanish and Chinese. */
export interface ConstitutionAdviceItem {
  name: LocalizedText;
  description: LocalizedText;
}

/**
 * Everyday diet and lifestyle for each biased constitution: one diet item and one lifestyle item,
 * in our own words, from the regulation principles (调体) the China Association of Chinese
 * Medicine's standard 'Classification and Determination of Constitution in TCM'
 * (ZYYXH/T157-2009) and Wang Qi's constitution teaching give for each type: supplement qi and
 * avoid exhaustion (qi-deficient), warm yang and keep warm (yang-deficient), nourish yin and
 * avoid heat and late nights (yin-deficient), transform dampness with light food and daily
 * movement (phlegm-dampness), clear damp-heat and avoid rich food and alcohol (damp-heat), move
 * the blood and keep moving (blood stasis), ease qi and lift the mood (qi stagnation), avoid
 * triggers (inherited special). Educational: foods and habits, never a herb dose. Balanced has none:
 * the advice for the pattern found stands alone.
 */
export const CONSTITUTION_ADVICE: Readonly<
  Record<Exclude<ConstitutionId, 'balanced'>, { diet: ConstitutionAdviceItem; lifestyle: ConstitutionAdviceItem }>
> = {
  'qi-deficient': {
    diet: {
      name: { en: 'Regular, warm, easy meals', es: 'Comidas regulares, templadas y fáciles', zh: '规律进食，温热易消化' },
      description: {
        en: 'Eat at regular times and favour cooked, easily digested food such as rice or millet porridge, yam, chicken and dates. Go easy on raw, iced and greasy food, and stop before you are overfull.',
        es: 'Come a horas regulares y prefiere comida cocinada y fácil de digerir, como arroz o papilla de mijo, ñame, pollo y dátiles. Modera lo crudo, lo helado y lo grasiento, y no comas hasta llenarte del todo.',
        zh: '按时吃饭，多吃熟食和容易消化的食物，如大米或小米粥、山药、鸡肉、大枣。少吃生冷、冰镇和油腻的食物，吃到七八分饱即可。',
      },
    },
    lifestyle: {
      name: { en: 'Gentle exercise, enough rest', es: 'Ejercicio suave y descanso suficiente', zh: '和缓运动，充分休息' },
      description: {
        en: 'Choose gentle, steady movement such as walking, tai chi or qigong, a little every day, and stop before you are exhausted or soaked in sweat. Rest well and keep out of draughts after sweating.',
        es: 'Elige un movimiento suave y constante, como caminar, taichí o qigong, un poco cada día, y detente antes de agotarte o empaparte de sudor. Descansa bien y evita las corrientes de aire después de sudar.',
        zh: '选择散步、太极拳、气功等和缓而持续的运动，每天练一点，在筋疲力尽或大汗淋漓之前停下。注意休息，出汗后避免吹风。',
      },
    },
  },
  'yang-deficient': {
    diet: {
      name: {
        en: 'Warming food, fewer cold drinks',
        es: 'Comida que calienta, menos bebidas frías',
        zh: '多吃温性食物，少喝冷饮',
      },
      description: {
        en: 'Cook with warming foods such as ginger, leeks, lamb, walnuts and cinnamon, and favour soups and stews. Cut down on iced drinks, raw salads and cold fruit, especially in the morning and in winter.',
        es: 'Cocina con alimentos que calientan, como jengibre, puerro, cordero, nueces y canela, y prefiere sopas y guisos. Reduce las bebidas heladas, las ensaladas crudas y la fruta fría, sobre todo por la mañana y en invierno.',
        zh: '烹饪时多用生姜、韭菜、羊肉、核桃、肉桂等温性食物，多喝汤、多吃炖菜。少喝冰饮，少吃生冷沙拉和寒凉水果，早晨和冬季尤其注意。',
      },
    },
    lifestyle: {
      name: { en: 'Keep warm, seek the sun', es: 'Abrígate y busca el sol', zh: '注意保暖，多晒太阳' },
      description: {
        en: 'Keep your back, belly and feet warm, and avoid sitting in the direct stream of air conditioning. Spend time in the morning sun and exercise in the warmer part of the day.',
        es: 'Mantén abrigados la espalda, el vientre y los pies, y no te sientes bajo el chorro directo del aire acondicionado. Toma el sol de la mañana y haz ejercicio en las horas más templadas del día.',
        zh: '注意背部、腹部和双脚的保暖，不要对着空调直吹。多晒晒上午的太阳，在一天中较暖和的时候运动。',
      },
    },
  },
  'yin-deficient': {
    diet: {
      name: { en: 'Moistening food, less spice', es: 'Comida que humedece, menos picante', zh: '多吃滋润食物，少吃辛辣' },
      description: {
        en: 'Favour moistening foods such as pears, lily bulb, white fungus, sesame, tofu and duck. Cut down on hot spices, fried and roasted food, coffee and alcohol.',
        es: 'Prefiere alimentos que humedecen, como peras, bulbo de lirio, hongo blanco, sésamo, tofu y pato. Reduce las especias picantes, los fritos y asados, el café y el alcohol.',
        zh: '多吃梨、百合、银耳、芝麻、豆腐、鸭肉等滋润的食物。少吃辛辣调料、油炸和烧烤食物，少喝咖啡和酒。',
      },
    },
    lifestyle: {
      name: { en: 'Early nights, cool calm', es: 'Acostarse temprano, calma fresca', zh: '早睡，保持清静' },
      description: {
        en: 'Go to bed before eleven and avoid staying up late. Choose moderate exercise that does not leave you soaked in sweat, keep away from saunas and strong heat, and make time for calm activities.',
        es: 'Acuéstate antes de las once y evita trasnochar. Elige un ejercicio moderado que no te empape de sudor, evita saunas y calor intenso, y reserva tiempo para actividades tranquilas.',
        zh: '晚上十一点前入睡，避免熬夜。选择不会大汗淋漓的适度运动，远离桑拿和酷热，留出时间做些安静的事情。',
      },
    },
  },
  'phlegm-dampness': {
    diet: {
      name: { en: 'Light food, fewer sweets and fats', es: 'Comida ligera, menos dulces y grasas', zh: '饮食清淡，少甜少油' },
      description: {
        en: 'Eat light meals with plenty of vegetables, and foods such as Job’s tears (coix), adzuki beans, winter melon and radish. Cut down on sweets, fatty and rich food and late heavy dinners, and eat slowly.',
        es: 'Haz comidas ligeras con muchas verduras y alimentos como lágrimas de Job (coix), judías adzuki, melón de invierno y rábano. Reduce los dulces, lo graso y copioso y las cenas tardías pesadas, y come despacio.',
        zh: '饮食清淡，多吃蔬菜，以及薏米、赤小豆、冬瓜、萝卜等食物。少吃甜食和肥甘厚味，晚餐不要吃得太晚太饱，细嚼慢咽。',
      },
    },
    lifestyle: {
      name: { en: 'Move every day, stay dry', es: 'Moverse cada día y evitar la humedad', zh: '每天运动，远离潮湿' },
      description: {
        en: 'Build up to brisk exercise most days, such as fast walking, cycling or swimming, until you sweat lightly. Avoid long naps after meals and damp rooms; air your home and dry your bedding in the sun.',
        es: 'Llega poco a poco a hacer ejercicio enérgico casi todos los días, como caminar rápido, bicicleta o natación, hasta sudar ligeramente. Evita siestas largas tras las comidas y los cuartos húmedos; ventila la casa y seca la ropa de cama al sol.',
        zh: '循序渐进，大多数日子做快走、骑车或游泳等运动，以微微出汗为度。饭后不要久睡，避免住在潮湿的房间；居室常通风，被褥常晾晒。',
      },
    },
  },
  'damp-heat': {
    diet: {
      name: { en: 'Light, cooling food; less alcohol', es: 'Comida ligera y fresca; menos alcohol', zh: '饮食清淡偏凉，少饮酒' },
      description: {
        en: 'Favour light, cooling foods such as mung beans, cucumber, celery, bitter melon and winter melon. Cut down on fried, greasy and very spicy food, sweets and alcohol.',
        es: 'Prefiere alimentos ligeros y frescos, como judías mungo, pepino, apio, melón amargo y melón de invierno. Reduce los fritos, lo grasiento y muy picante, los dulces y el alcohol.',
        zh: '多吃绿豆、黄瓜、芹菜、苦瓜、冬瓜等清淡偏凉的食物。少吃油炸、油腻和过辣的食物，少吃甜食，少饮酒。',
      },
    },
    lifestyle: {
      name: { en: 'Stay cool and dry, sleep regularly', es: 'Fresco y seco, sueño regular', zh: '清爽干燥，作息规律' },
      description: {
        en: 'Keep your surroundings dry and airy and wear loose, breathable clothes. Keep regular sleep without late nights; more vigorous exercise such as running or swimming suits you; avoid smoking.',
        es: 'Mantén tu entorno seco y ventilado y lleva ropa holgada y transpirable. Duerme con horario regular, sin trasnochar; te conviene un ejercicio más intenso, como correr o nadar; evita fumar.',
        zh: '居住环境保持干燥通风，穿宽松透气的衣服。作息规律，不熬夜；适合跑步、游泳等强度稍大的运动；不要吸烟。',
      },
    },
  },
  'blood-stasis': {
    diet: {
      name: { en: 'Food that helps circulation', es: 'Comida que ayuda a la circulación', zh: '多吃有助血行的食物' },
      description: {
        en: 'Include foods such as black fungus, onions, aubergine, leafy greens and a little vinegar in cooking. Avoid iced and very cold food, and rich greasy meals.',
        es: 'Incluye alimentos como hongo negro, cebolla, berenjena, verduras de hoja y un poco de vinagre al cocinar. Evita lo helado y muy frío, y las comidas grasientas y copiosas.',
        zh: '做菜时可多用黑木耳、洋葱、茄子、绿叶菜和少许醋。避免冰镇和过凉的食物，少吃油腻厚味。',
      },
    },
    lifestyle: {
      name: { en: 'Keep moving, keep warm', es: 'Moverse y abrigarse', zh: '多活动，注意保暖' },
      description: {
        en: 'Get up and move at least once an hour instead of sitting for long stretches, and exercise regularly, for example by walking, dancing or tai chi. Keep warm in cold weather and keep a cheerful, unhurried mood.',
        es: 'Levántate y muévete al menos una vez por hora en lugar de pasar mucho tiempo sin moverte, y haz ejercicio con regularidad, por ejemplo caminar, bailar o taichí. Abrígate cuando haga frío y mantén un ánimo alegre y sin prisas.',
        zh: '避免久坐，至少每小时起身活动一次，坚持规律运动，如散步、跳舞或太极拳。天冷注意保暖，保持心情舒畅、从容。',
      },
    },
  },
  'qi-stagnation': {
    diet: {
      name: { en: 'Food and tea that ease tension', es: 'Comida y té que alivian la tensión', zh: '多用疏理气机的食物和花茶' },
      description: {
        en: 'Include foods such as citrus peel, radish, fennel, buckwheat and onions, and drink jasmine tea now and then. Keep meals at regular times and go easy on coffee late in the day.',
        es: 'Incluye alimentos como piel de cítricos, rábano, hinojo, trigo sarraceno y cebolla, y toma de vez en cuando té de jazmín. Come a horas regulares y modera el café por la tarde.',
        zh: '多用陈皮、萝卜、茴香、荞麦、洋葱等食物，平时可喝点茉莉花茶。三餐定时，下午以后少喝咖啡。',
      },
    },
    lifestyle: {
      name: { en: 'Lift your mood, go outdoors', es: 'Levanta el ánimo y sal al aire libre', zh: '舒畅情志，多去户外' },
      description: {
        en: 'Spend time outdoors and with friends, and choose exercise you enjoy, such as jogging, dancing or team sports. Make room for music, hobbies and talking about what worries you rather than keeping it in.',
        es: 'Pasa tiempo al aire libre y con amigos, y elige un ejercicio que disfrutes, como trotar, bailar o deportes de equipo. Haz sitio a la música, las aficiones y a hablar de lo que te preocupa en vez de guardártelo.',
        zh: '多到户外走走，多和朋友相处，选择自己喜欢的运动，如慢跑、跳舞或团体运动。多听音乐、培养爱好，有心事说出来，不要憋在心里。',
      },
    },
  },
  'inherited-special': {
    diet: {
      name: {
        en: 'Simple, balanced food; know your triggers',
        es: 'Comida sencilla y equilibrada; conoce tus desencadenantes',
        zh: '饮食均衡清淡，留意致敏食物',
      },
      description: {
        en: 'Eat a simple, balanced diet and avoid the foods you know you react to. Try new foods, seafood and very spicy dishes one at a time, and note anything that sets off a reaction.',
        es: 'Lleva una dieta sencilla y equilibrada y evita los alimentos que sabes que te sientan mal. Prueba los alimentos nuevos, el marisco y los platos muy picantes de uno en uno, y anota lo que te provoque una reacción.',
        zh: '饮食均衡清淡，避开已知会引起过敏的食物。新的食物、海鲜和很辣的菜一次只尝试一样，记下引起反应的东西。',
      },
    },
    lifestyle: {
      name: {
        en: 'Fewer triggers at home and outside',
        es: 'Menos desencadenantes en casa y fuera',
        zh: '减少居家和外出的过敏诱因',
      },
      description: {
        en: 'Keep your home clean and aired, wash bedding often, and stay indoors or wear a mask on high-pollen days. Dress for sudden changes of weather and get regular, moderate exercise.',
        es: 'Mantén la casa limpia y ventilada, lava a menudo la ropa de cama y quédate en casa o usa mascarilla los días de mucho polen. Vístete para los cambios bruscos de tiempo y haz ejercicio moderado con regularidad.',
        zh: '居室保持清洁通风，勤洗被褥，花粉多的日子少出门或戴口罩。天气骤变时及时增减衣物，坚持适度运动。',
      },
    },
  },
};
