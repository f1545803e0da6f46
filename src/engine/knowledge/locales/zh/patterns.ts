import type { Catalogue } from '../../localize/translate.ts';

/** Chinese texts of the patterns for consumers: explanations and diet, lifestyle and herb advice (pattern names are facts of the data). */
export const ZH_PATTERNS: Catalogue = {
  'pattern.liver-qi-stagnation.explanation': {
    en: 'In Chinese medicine the Liver keeps energy and emotions moving smoothly. Stress, frustration or held-back feelings can make this flow get stuck, which often shows as tension under the ribs, mood swings, sighing or premenstrual discomfort. It is a common pattern of modern life and usually responds well to movement, relaxation and regular routines.',
    text: '中医认为，肝负责让全身的气和情绪保持顺畅。压力、烦闷或压抑的情绪会让这种流动受阻，常表现为两胁胀闷、情绪起伏、爱叹气或经前不适。这是现代生活中很常见的一种证型，坚持运动、放松身心、作息规律，通常都能明显改善。',
  },
  'pattern.liver-qi-stagnation.consumer-herbs.rose-bud-tea.name': { en: 'Rose bud tea', text: '玫瑰花茶' },
  'pattern.liver-qi-stagnation.consumer-herbs.rose-bud-tea.description': {
    en: 'Dried rose buds steeped in hot water are traditionally used to ease emotional tension and a tight feeling in the chest.',
    text: '干玫瑰花用热水冲泡，传统上用来缓解情绪紧张和胸口发闷。',
  },
  'pattern.liver-qi-stagnation.consumer-herbs.mint-tea.name': { en: 'Mint tea', text: '薄荷茶' },
  'pattern.liver-qi-stagnation.consumer-herbs.mint-tea.description': {
    en: 'A light mint infusion helps Qi move and feels refreshing when you are tense or irritable.',
    text: '一杯淡淡的薄荷茶有助于理气，紧张或烦躁时喝起来也很清爽。',
  },
  'pattern.liver-qi-stagnation.consumer-herbs.dried-tangerine-peel.name': { en: 'Dried tangerine peel', text: '陈皮' },
  'pattern.liver-qi-stagnation.consumer-herbs.dried-tangerine-peel.description': {
    en: 'Dried tangerine peel in tea or cooking helps digestion when stress causes bloating.',
    text: '压力大引起腹胀时，用陈皮泡茶或入菜有助于消化。',
  },
  'pattern.liver-qi-stagnation.diet.regular-relaxed-meals.name': { en: 'Regular, relaxed meals', text: '按时吃饭，放松进餐' },
  'pattern.liver-qi-stagnation.diet.regular-relaxed-meals.description': {
    en: 'Eat at regular times and avoid eating when angry, rushed or working at your desk.',
    text: '每天按时吃饭，避免在生气、匆忙或伏案工作时进食。',
  },
  'pattern.liver-qi-stagnation.diet.lightly-pungent-fresh-foods.name': {
    en: 'Lightly pungent, fresh foods',
    text: '清淡微辛的新鲜食物',
  },
  'pattern.liver-qi-stagnation.diet.lightly-pungent-fresh-foods.description': {
    en: 'Radish, spring onion, basil, citrus zest and leafy greens help keep Qi moving.',
    text: '萝卜、小葱、罗勒、柑橘皮屑和绿叶菜有助于气的运行。',
  },
  'pattern.liver-qi-stagnation.diet.less-alcohol-coffee-and-greasy-food.name': {
    en: 'Less alcohol, coffee and greasy food',
    text: '少喝酒、少喝咖啡、少吃油腻',
  },
  'pattern.liver-qi-stagnation.diet.less-alcohol-coffee-and-greasy-food.description': {
    en: 'These burden the Liver and tend to turn tension into heat and irritability.',
    text: '这些会加重肝的负担，容易让郁闷化为内热和烦躁。',
  },
  'pattern.liver-qi-stagnation.lifestyle.move-every-day.name': { en: 'Move every day', text: '每天动一动' },
  'pattern.liver-qi-stagnation.lifestyle.move-every-day.description': {
    en: 'Brisk walking, dancing, swimming or any exercise you enjoy is one of the best ways to free stuck Qi.',
    text: '快走、跳舞、游泳或任何您喜欢的运动，都是疏通郁滞之气的好方法。',
  },
  'pattern.liver-qi-stagnation.lifestyle.express-feelings.name': { en: 'Express feelings', text: '把情绪表达出来' },
  'pattern.liver-qi-stagnation.lifestyle.express-feelings.description': {
    en: 'Talking, journaling or creative activities help release emotions that would otherwise be held in.',
    text: '找人聊聊、写日记或做些创作，有助于释放憋在心里的情绪。',
  },
  'pattern.liver-qi-stagnation.lifestyle.slow-breathing.name': { en: 'Slow breathing', text: '慢慢呼吸' },
  'pattern.liver-qi-stagnation.lifestyle.slow-breathing.description': {
    en: 'A few minutes of slow abdominal breathing or stretching during the day relaxes the chest and ribs.',
    text: '白天花几分钟做缓慢的腹式呼吸或伸展运动，可以放松胸口和两胁。',
  },
  'pattern.liver-qi-stagnation.lifestyle.regular-bedtime.name': { en: 'Regular bedtime', text: '按时睡觉' },
  'pattern.liver-qi-stagnation.lifestyle.regular-bedtime.description': {
    en: 'Going to bed before eleven at night supports the Liver in Chinese medicine.',
    text: '中医认为，晚上十一点前入睡有助于养肝。',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.explanation': {
    en: 'Here stress and tension (the Liver) upset a digestive system that is already a little weak (the Spleen). Typical signs are mood swings or irritability together with tiredness, bloating and bowel habits that change with stress. Calm routines, regular warm meals and gentle exercise usually help a lot.',
    text: '这种情况是压力和紧张（中医所说的“肝”）扰乱了本来就有些虚弱的消化功能（中医所说的“脾”）。常见表现是情绪起伏或烦躁，同时伴有疲乏、腹胀，大便情况随压力而变化。作息平和、按时吃温热的饭菜、做些温和的运动，通常会有很大帮助。',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.consumer-herbs.jujube-dates.name': { en: 'Jujube dates', text: '红枣' },
  'pattern.liver-qi-stagnation-spleen-deficiency.consumer-herbs.jujube-dates.description': {
    en: 'Sweet red dates in tea or porridge gently support digestion and calm the mind.',
    text: '甘甜的红枣用来泡茶或煮粥，可以温和地帮助消化、安定心神。',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.consumer-herbs.dried-tangerine-peel.name': {
    en: 'Dried tangerine peel',
    text: '陈皮',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.consumer-herbs.dried-tangerine-peel.description': {
    en: 'Used in tea or cooking to relieve bloating after meals.',
    text: '用来泡茶或入菜，可缓解饭后腹胀。',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.consumer-herbs.mint-tea.name': { en: 'Mint tea', text: '薄荷茶' },
  'pattern.liver-qi-stagnation-spleen-deficiency.consumer-herbs.mint-tea.description': {
    en: 'A mild mint infusion eases tension and a stuck feeling in the belly.',
    text: '一杯淡薄荷茶能缓解紧张感和肚子里堵堵的感觉。',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.diet.warm-cooked-meals-at-regular-times.name': {
    en: 'Warm, cooked meals at regular times',
    text: '按时吃温热熟食',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.diet.warm-cooked-meals-at-regular-times.description': {
    en: 'Soups, stews, rice and steamed vegetables are easy for a tired digestion.',
    text: '汤、炖菜、米饭和蒸蔬菜，对疲惫的脾胃来说容易消化。',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.diet.avoid-cold-raw-and-very-sweet-foods.name': {
    en: 'Avoid cold, raw and very sweet foods',
    text: '避免生冷和过甜的食物',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.diet.avoid-cold-raw-and-very-sweet-foods.description': {
    en: 'Iced drinks, salads in excess and sweets weaken the Spleen.',
    text: '冰饮、大量沙拉和甜食会损伤脾胃。',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.diet.do-not-eat-when-upset.name': {
    en: 'Do not eat when upset',
    text: '心情不好时别急着吃饭',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.diet.do-not-eat-when-upset.description': {
    en: 'Take a few calm breaths before eating; stress at the table is what upsets this pattern most.',
    text: '吃饭前先平静地深呼吸几次；饭桌上的紧张情绪最容易加重这种情况。',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.lifestyle.gentle-daily-exercise.name': {
    en: 'Gentle daily exercise',
    text: '每天做些温和的运动',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.lifestyle.gentle-daily-exercise.description': {
    en: 'Walking, yoga or tai chi move Qi without exhausting you.',
    text: '散步、瑜伽或太极拳能促进气的运行，又不会让您过度疲劳。',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.lifestyle.manage-stress.name': { en: 'Manage stress', text: '调节压力' },
  'pattern.liver-qi-stagnation-spleen-deficiency.lifestyle.manage-stress.description': {
    en: 'Short breaks, breathing exercises and clear limits at work protect both mood and digestion.',
    text: '工作中适当小憩、做做呼吸练习、给工作设定清晰的界限，能同时保护情绪和消化。',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.lifestyle.avoid-overthinking-and-overwork.name': {
    en: 'Avoid overthinking and overwork',
    text: '避免思虑过度和过度劳累',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.lifestyle.avoid-overthinking-and-overwork.description': {
    en: 'Long hours of mental work weaken the Spleen in Chinese medicine; rest your mind as well as your body.',
    text: '中医认为，长时间用脑会损伤脾；除了让身体休息，也要让头脑休息。',
  },
  'pattern.liver-blood-deficiency.explanation': {
    en: 'In Chinese medicine the Liver stores Blood that nourishes the eyes, muscles, nails and menstrual cycle. When this store runs low you may notice tired or blurry eyes, dizziness on standing, brittle nails, cramps or light periods. Nourishing food, enough sleep and not overstraining the eyes help rebuild it.',
    text: '中医认为，肝储藏血液，滋养眼睛、肌肉、指甲和月经。当这份“储备”不足时，您可能会感到眼睛疲劳或视物模糊、站起时头晕、指甲易脆、肌肉抽筋或月经量少。吃得有营养、睡得充足、不过度用眼，都有助于把它补回来。',
  },
  'pattern.liver-blood-deficiency.consumer-herbs.goji-berries.name': { en: 'Goji berries', text: '枸杞' },
  'pattern.liver-blood-deficiency.consumer-herbs.goji-berries.description': {
    en: 'A handful in tea, porridge or soup is traditionally used to nourish the Blood and the eyes.',
    text: '抓一小把放入茶、粥或汤中，传统上用来养血明目。',
  },
  'pattern.liver-blood-deficiency.consumer-herbs.jujube-dates.name': { en: 'Jujube dates', text: '红枣' },
  'pattern.liver-blood-deficiency.consumer-herbs.jujube-dates.description': {
    en: 'Sweet red dates in tea or stews support digestion, the source of Blood.',
    text: '甘甜的红枣泡茶或炖汤，有助于消化；中医认为消化是气血生成的来源。',
  },
  'pattern.liver-blood-deficiency.consumer-herbs.black-sesame.name': { en: 'Black sesame', text: '黑芝麻' },
  'pattern.liver-blood-deficiency.consumer-herbs.black-sesame.description': {
    en: 'Toasted black sesame sprinkled on food is a classic Blood-nourishing food in Chinese cooking.',
    text: '把炒香的黑芝麻撒在饭菜上，是中式饮食中经典的养血食物。',
  },
  'pattern.liver-blood-deficiency.diet.blood-building-foods.name': { en: 'Blood-building foods', text: '养血的食物' },
  'pattern.liver-blood-deficiency.diet.blood-building-foods.description': {
    en: 'Dark leafy greens, beetroot, eggs, lentils, black beans, and some lean red meat or fish if you eat them.',
    text: '深绿色叶菜、甜菜根、鸡蛋、小扁豆、黑豆；如果您吃肉，也可适量吃些瘦红肉或鱼。',
  },
  'pattern.liver-blood-deficiency.diet.warm-well-cooked-meals.name': { en: 'Warm, well-cooked meals', text: '温热、煮透的饭菜' },
  'pattern.liver-blood-deficiency.diet.warm-well-cooked-meals.description': {
    en: 'Good digestion makes Blood: soups, stews and congee are easier to absorb than cold, raw food.',
    text: '消化好，血才能生成：汤、炖菜和粥比生冷食物更容易吸收。',
  },
  'pattern.liver-blood-deficiency.diet.do-not-skip-meals-or-diet-harshly.name': {
    en: 'Do not skip meals or diet harshly',
    text: '不要不吃饭或过度节食',
  },
  'pattern.liver-blood-deficiency.diet.do-not-skip-meals-or-diet-harshly.description': {
    en: 'Very restrictive diets are a common cause of this pattern, especially in women.',
    text: '过于严格的节食是这种情况的常见原因，女性尤其如此。',
  },
  'pattern.liver-blood-deficiency.lifestyle.rest-your-eyes.name': { en: 'Rest your eyes', text: '让眼睛休息' },
  'pattern.liver-blood-deficiency.lifestyle.rest-your-eyes.description': {
    en: 'Long screen and reading hours use up Liver Blood; take regular breaks and look into the distance.',
    text: '长时间看屏幕和读书会耗伤肝血；请定时休息，向远处眺望。',
  },
  'pattern.liver-blood-deficiency.lifestyle.sleep-before-eleven.name': { en: 'Sleep before eleven', text: '十一点前入睡' },
  'pattern.liver-blood-deficiency.lifestyle.sleep-before-eleven.description': {
    en: 'In Chinese medicine Blood returns to the Liver during sleep, so early, regular sleep helps.',
    text: '中医认为，睡眠时血归于肝，所以早睡、规律地睡很有帮助。',
  },
  'pattern.liver-blood-deficiency.lifestyle.avoid-overexertion.name': { en: 'Avoid overexertion', text: '避免过度劳累' },
  'pattern.liver-blood-deficiency.lifestyle.avoid-overexertion.description': {
    en: 'Prefer gentle exercise such as walking, yoga or tai chi to exhausting training, and rest during heavy periods.',
    text: '选择散步、瑜伽或太极拳这类温和的运动，而不是让人筋疲力尽的训练；月经量多时要注意休息。',
  },
  'pattern.liver-yang-rising.explanation': {
    en: 'In this pattern energy rushes up to the head because what should anchor it below is depleted. It typically brings throbbing headaches at the temples, dizziness, ringing in the ears, a flushed face and a short temper, often worse with stress or fatigue. Calm routines, rest and avoiding alcohol help, and blood pressure should be checked regularly.',
    text: '这种情况下，身体的能量向上冲到头部，因为本该在下面“压住”它的根基已经亏虚。典型表现是两侧太阳穴搏动性头痛、头晕、耳鸣、面色潮红、脾气急躁，压力大或劳累时往往加重。作息平和、充分休息、不喝酒会有帮助，同时应定期测量血压。',
  },
  'pattern.liver-yang-rising.consumer-herbs.chrysanthemum-tea.name': { en: 'Chrysanthemum tea', text: '菊花茶' },
  'pattern.liver-yang-rising.consumer-herbs.chrysanthemum-tea.description': {
    en: 'A traditional cooling tea for tension headaches, red or tired eyes and a hot head.',
    text: '传统的清凉茶饮，适合紧张性头痛、眼睛发红或疲劳、头部发热时饮用。',
  },
  'pattern.liver-yang-rising.consumer-herbs.mulberry-leaf-tea.name': { en: 'Mulberry leaf tea', text: '桑叶茶' },
  'pattern.liver-yang-rising.consumer-herbs.mulberry-leaf-tea.description': {
    en: 'A mild tea used in Chinese food culture to clear heat from the head and eyes.',
    text: '一种温和的茶，中国饮食传统中用来清头目之热。',
  },
  'pattern.liver-yang-rising.consumer-herbs.goji-berries.name': { en: 'Goji berries', text: '枸杞' },
  'pattern.liver-yang-rising.consumer-herbs.goji-berries.description': {
    en: 'Nourish the Yin of Liver and Kidney that keeps rising energy anchored.',
    text: '滋养肝肾之阴，而肝肾之阴正是让上冲的能量安定下来的根本。',
  },
  'pattern.liver-yang-rising.diet.cooling-calming-foods.name': { en: 'Cooling, calming foods', text: '清凉平和的食物' },
  'pattern.liver-yang-rising.diet.cooling-calming-foods.description': {
    en: 'Celery, leafy greens, cucumber, seaweed, mushrooms and plenty of vegetables.',
    text: '芹菜、绿叶菜、黄瓜、海带紫菜、菌菇，以及大量蔬菜。',
  },
  'pattern.liver-yang-rising.diet.avoid-alcohol-and-spicy-food.name': {
    en: 'Avoid alcohol and spicy food',
    text: '避免饮酒和辛辣食物',
  },
  'pattern.liver-yang-rising.diet.avoid-alcohol-and-spicy-food.description': {
    en: 'Alcohol, chilli, coffee and fried food push energy upwards and make headaches worse.',
    text: '酒、辣椒、咖啡和油炸食品会让能量往上冲，使头痛加重。',
  },
  'pattern.liver-yang-rising.diet.less-salt.name': { en: 'Less salt', text: '少吃盐' },
  'pattern.liver-yang-rising.diet.less-salt.description': {
    en: 'Keeping salt low also helps keep blood pressure in a healthy range.',
    text: '清淡少盐也有助于把血压保持在健康范围内。',
  },
  'pattern.liver-yang-rising.lifestyle.calm-the-mind.name': { en: 'Calm the mind', text: '让心静下来' },
  'pattern.liver-yang-rising.lifestyle.calm-the-mind.description': {
    en: 'Meditation, slow breathing or tai chi help keep anger and stress from rising to the head.',
    text: '冥想、慢呼吸或太极拳，有助于避免怒气和压力冲上头部。',
  },
  'pattern.liver-yang-rising.lifestyle.regular-sleep.name': { en: 'Regular sleep', text: '规律睡眠' },
  'pattern.liver-yang-rising.lifestyle.regular-sleep.description': {
    en: 'Late nights drain the Yin that anchors Yang; keep a regular, early bedtime.',
    text: '熬夜会耗伤收敛阳气的阴液；请保持规律、较早的就寝时间。',
  },
  'pattern.liver-yang-rising.lifestyle.check-your-blood-pressure.name': { en: 'Check your blood pressure', text: '测量血压' },
  'pattern.liver-yang-rising.lifestyle.check-your-blood-pressure.description': {
    en: 'These symptoms can accompany high blood pressure; measure it and see your doctor if it is high.',
    text: '这些症状可能伴随高血压出现；请测量血压，如果偏高请就医。',
  },
  'pattern.liver-fire-blazing.explanation': {
    en: 'This is a pattern of strong internal heat linked to the Liver, often built up by long-standing anger, stress, alcohol or rich, spicy food. It tends to cause a red face and eyes, pounding headaches, a bitter taste, quick temper, thirst and constipation. Cooling foods, less alcohol and ways to release anger help calm it.',
    text: '这是一种与肝有关的较强的内热，常由长期生气、压力、饮酒或油腻辛辣的饮食积累而成。常见面红目赤、头痛欲裂、口苦、脾气急躁、口渴和便秘。多吃清凉的食物、少喝酒、找到释放怒气的方式，都有助于让它平息下来。',
  },
  'pattern.liver-fire-blazing.consumer-herbs.chrysanthemum-tea.name': { en: 'Chrysanthemum tea', text: '菊花茶' },
  'pattern.liver-fire-blazing.consumer-herbs.chrysanthemum-tea.description': {
    en: 'A cooling tea traditionally used for red, sore eyes and heat in the head.',
    text: '一种清凉的茶，传统上用于眼睛红痛和头部发热。',
  },
  'pattern.liver-fire-blazing.consumer-herbs.mung-bean-soup.name': { en: 'Mung bean soup', text: '绿豆汤' },
  'pattern.liver-fire-blazing.consumer-herbs.mung-bean-soup.description': {
    en: 'A simple cooling soup used in Chinese homes to clear heat.',
    text: '中国家庭常用来清热的简单清凉汤饮。',
  },
  'pattern.liver-fire-blazing.consumer-herbs.dandelion-tea.name': { en: 'Dandelion tea', text: '蒲公英茶' },
  'pattern.liver-fire-blazing.consumer-herbs.dandelion-tea.description': {
    en: 'A bitter herbal tea that helps clear heat from the Liver.',
    text: '一种微苦的花草茶，有助于清肝热。',
  },
  'pattern.liver-fire-blazing.diet.cut-alcohol-chilli-and-fried-food.name': {
    en: 'Cut alcohol, chilli and fried food',
    text: '戒酒，少吃辣椒和油炸食品',
  },
  'pattern.liver-fire-blazing.diet.cut-alcohol-chilli-and-fried-food.description': {
    en: 'These feed Liver Fire directly; avoiding them is often the single biggest help.',
    text: '这些会直接助长肝火；避开它们往往是最有效的一步。',
  },
  'pattern.liver-fire-blazing.diet.cooling-vegetables-and-fruit.name': {
    en: 'Cooling vegetables and fruit',
    text: '清凉的蔬菜水果',
  },
  'pattern.liver-fire-blazing.diet.cooling-vegetables-and-fruit.description': {
    en: 'Celery, cucumber, leafy greens, tomato, pear and watermelon help cool the system.',
    text: '芹菜、黄瓜、绿叶菜、番茄、梨和西瓜有助于身体降温。',
  },
  'pattern.liver-fire-blazing.diet.drink-enough-water.name': { en: 'Drink enough water', text: '多喝水' },
  'pattern.liver-fire-blazing.diet.drink-enough-water.description': {
    en: 'Plain water or light cooling teas instead of coffee and energy drinks.',
    text: '喝白开水或清淡的凉茶，代替咖啡和功能饮料。',
  },
  'pattern.liver-fire-blazing.lifestyle.release-anger-safely.name': { en: 'Release anger safely', text: '用安全的方式释放怒气' },
  'pattern.liver-fire-blazing.lifestyle.release-anger-safely.description': {
    en: 'Vigorous exercise, talking things through or counselling keep anger from building up.',
    text: '做些强度较大的运动、把事情说开，或寻求心理咨询，避免怒气越积越多。',
  },
  'pattern.liver-fire-blazing.lifestyle.cool-down-before-bed.name': { en: 'Cool down before bed', text: '睡前让自己“降降温”' },
  'pattern.liver-fire-blazing.lifestyle.cool-down-before-bed.description': {
    en: 'Avoid screens, arguments and work late in the evening; a cool, dark bedroom helps sleep.',
    text: '晚上避免看屏幕、争吵和工作；凉爽、黑暗的卧室有助于入睡。',
  },
  'pattern.liver-fire-blazing.lifestyle.keep-the-bowels-moving.name': { en: 'Keep the bowels moving', text: '保持大便通畅' },
  'pattern.liver-fire-blazing.lifestyle.keep-the-bowels-moving.description': {
    en: 'Fibre, water and daily movement prevent constipation, which keeps heat in.',
    text: '多吃膳食纤维、多喝水、每天活动，可以预防便秘，避免热积在体内。',
  },
  'pattern.liver-gallbladder-damp-heat.explanation': {
    en: 'Here a combination of heat and heavy, sticky dampness settles around the liver and gallbladder. It can show as fullness or pain under the right ribs, a bitter taste, nausea, dark urine, and sometimes yellowish skin or itchy, yellow discharge. A light, plain diet without alcohol or greasy food helps, and yellow skin or eyes always need a medical check.',
    text: '这种情况是热与沉重黏腻的湿结合在一起，停聚在肝胆周围。可表现为右侧胁下胀满或疼痛、口苦、恶心、尿色深，有时皮肤发黄，或出现瘙痒、黄色的分泌物。饮食清淡、不喝酒、不吃油腻会有帮助；皮肤或眼睛发黄一定要去医院检查。',
  },
  'pattern.liver-gallbladder-damp-heat.consumer-herbs.corn-silk-tea.name': { en: 'Corn silk tea', text: '玉米须茶' },
  'pattern.liver-gallbladder-damp-heat.consumer-herbs.corn-silk-tea.description': {
    en: 'A mild tea made from corn silk, traditionally used to help clear dampness through the urine.',
    text: '用玉米须泡的温和茶饮，传统上用来帮助湿邪从小便排出。',
  },
  'pattern.liver-gallbladder-damp-heat.consumer-herbs.dandelion-tea.name': { en: 'Dandelion tea', text: '蒲公英茶' },
  'pattern.liver-gallbladder-damp-heat.consumer-herbs.dandelion-tea.description': {
    en: 'A bitter herbal tea used to clear heat and support the liver and gallbladder.',
    text: '一种微苦的花草茶，用来清热、养护肝胆。',
  },
  'pattern.liver-gallbladder-damp-heat.consumer-herbs.barley-water.name': { en: 'Barley water', text: '薏米水' },
  'pattern.liver-gallbladder-damp-heat.consumer-herbs.barley-water.description': {
    en: "Water in which barley or Job's tears has simmered, a light drink that drains dampness.",
    text: '用大麦或薏米小火煮出的水，是一种清淡的祛湿饮品。',
  },
  'pattern.liver-gallbladder-damp-heat.diet.no-alcohol-greasy-or-fried-food.name': {
    en: 'No alcohol, greasy or fried food',
    text: '不喝酒，不吃油腻和油炸食品',
  },
  'pattern.liver-gallbladder-damp-heat.diet.no-alcohol-greasy-or-fried-food.description': {
    en: 'These are the main dietary sources of Damp-Heat and burden the liver and gallbladder.',
    text: '这些是饮食中湿热的主要来源，也会加重肝胆的负担。',
  },
  'pattern.liver-gallbladder-damp-heat.diet.light-plain-mostly-plant-based-meals.name': {
    en: 'Light, plain, mostly plant-based meals',
    text: '清淡、以素为主的饮食',
  },
  'pattern.liver-gallbladder-damp-heat.diet.light-plain-mostly-plant-based-meals.description': {
    en: 'Steamed vegetables, rice, mung beans, aduki beans, cucumber and bitter greens.',
    text: '蒸蔬菜、米饭、绿豆、赤小豆、黄瓜和苦味的绿叶菜。',
  },
  'pattern.liver-gallbladder-damp-heat.diet.less-sugar-and-dairy.name': { en: 'Less sugar and dairy', text: '少吃糖和奶制品' },
  'pattern.liver-gallbladder-damp-heat.diet.less-sugar-and-dairy.description': {
    en: 'Sweet and rich dairy foods add to dampness.',
    text: '甜食和浓厚的奶制品会加重湿气。',
  },
  'pattern.liver-gallbladder-damp-heat.lifestyle.get-yellow-skin-or-eyes-checked.name': {
    en: 'Get yellow skin or eyes checked',
    text: '皮肤或眼睛发黄要就医',
  },
  'pattern.liver-gallbladder-damp-heat.lifestyle.get-yellow-skin-or-eyes-checked.description': {
    en: 'Yellowing, dark urine with pale stools, or fever with right-sided pain need a doctor promptly.',
    text: '出现皮肤眼睛发黄、尿色深而大便颜色变浅，或发热伴右侧腹痛，请尽快就医。',
  },
  'pattern.liver-gallbladder-damp-heat.lifestyle.keep-moving.name': { en: 'Keep moving', text: '多活动' },
  'pattern.liver-gallbladder-damp-heat.lifestyle.keep-moving.description': {
    en: 'Regular exercise and sweating help clear dampness.',
    text: '规律运动、适当出汗有助于祛除湿气。',
  },
  'pattern.liver-gallbladder-damp-heat.lifestyle.breathable-clothing.name': { en: 'Breathable clothing', text: '穿透气的衣物' },
  'pattern.liver-gallbladder-damp-heat.lifestyle.breathable-clothing.description': {
    en: 'With genital itching or discharge, wear cotton underwear and avoid tight clothing and scented products.',
    text: '如有外阴瘙痒或分泌物，请穿纯棉内裤，避免紧身衣物和带香味的用品。',
  },
  'pattern.spleen-qi-deficiency.explanation': {
    en: 'In Chinese medicine the Spleen turns food into energy. When it is weak, meals are poorly used: you may feel tired, especially after eating, with little appetite, bloating and soft stools. Warm, cooked meals at regular times and avoiding overwork help it recover.',
    text: '中医认为，脾负责把食物转化为能量。脾虚时，吃进去的东西不能被很好地利用：您可能会感到疲倦，饭后尤其明显，同时食欲不振、腹胀、大便偏软。按时吃温热的熟食、避免过度劳累，有助于脾的恢复。',
  },
  'pattern.spleen-qi-deficiency.consumer-herbs.jujube-dates.name': { en: 'Jujube dates', text: '红枣' },
  'pattern.spleen-qi-deficiency.consumer-herbs.jujube-dates.description': {
    en: 'Sweet red dates in tea, porridge or soup gently strengthen digestion.',
    text: '甘甜的红枣用来泡茶、煮粥或煲汤，可以温和地增强消化功能。',
  },
  'pattern.spleen-qi-deficiency.consumer-herbs.chinese-yam.name': { en: 'Chinese yam', text: '山药' },
  'pattern.spleen-qi-deficiency.consumer-herbs.chinese-yam.description': {
    en: 'A mild, starchy root cooked in soups or congee, traditionally used to strengthen the Spleen.',
    text: '一种口感温和、富含淀粉的根茎，可煲汤或煮粥，传统上用来健脾。',
  },
  'pattern.spleen-qi-deficiency.consumer-herbs.roasted-barley-tea.name': { en: 'Roasted barley tea', text: '大麦茶' },
  'pattern.spleen-qi-deficiency.consumer-herbs.roasted-barley-tea.description': {
    en: 'A warm, caffeine-free tea that is easy on digestion.',
    text: '温热、不含咖啡因的茶饮，对消化很温和。',
  },
  'pattern.spleen-qi-deficiency.diet.warm-cooked-food.name': { en: 'Warm, cooked food', text: '温热的熟食' },
  'pattern.spleen-qi-deficiency.diet.warm-cooked-food.description': {
    en: 'Rice porridge, soups, stews, root vegetables, oats and lightly cooked vegetables are easiest to digest.',
    text: '米粥、汤、炖菜、根茎类蔬菜、燕麦和稍微煮过的蔬菜最容易消化。',
  },
  'pattern.spleen-qi-deficiency.diet.avoid-cold-raw-and-iced-food.name': {
    en: 'Avoid cold, raw and iced food',
    text: '避免生冷和冰冻食物',
  },
  'pattern.spleen-qi-deficiency.diet.avoid-cold-raw-and-iced-food.description': {
    en: 'Iced drinks, large salads, smoothies and ice cream weaken the Spleen.',
    text: '冰饮、大份沙拉、冰沙和冰淇淋都会损伤脾胃。',
  },
  'pattern.spleen-qi-deficiency.diet.less-sugar-and-dairy.name': { en: 'Less sugar and dairy', text: '少吃糖和奶制品' },
  'pattern.spleen-qi-deficiency.diet.less-sugar-and-dairy.description': {
    en: 'Too much sweet or rich food creates dampness that burdens digestion.',
    text: '过甜或过于油腻浓厚的食物会生湿，加重消化负担。',
  },
  'pattern.spleen-qi-deficiency.diet.regular-meals-chewed-well.name': {
    en: 'Regular meals, chewed well',
    text: '按时吃饭，细嚼慢咽',
  },
  'pattern.spleen-qi-deficiency.diet.regular-meals-chewed-well.description': {
    en: 'Eat at regular times, sitting down, and stop before you are completely full.',
    text: '每天按时坐下来吃饭，吃到七八分饱就停下。',
  },
  'pattern.spleen-qi-deficiency.lifestyle.do-not-overwork-or-overthink.name': {
    en: 'Do not overwork or overthink',
    text: '不要过度劳累或思虑过多',
  },
  'pattern.spleen-qi-deficiency.lifestyle.do-not-overwork-or-overthink.description': {
    en: 'Long hours of study or worry weaken the Spleen in Chinese medicine.',
    text: '中医认为，长时间学习或忧思会损伤脾。',
  },
  'pattern.spleen-qi-deficiency.lifestyle.gentle-exercise.name': { en: 'Gentle exercise', text: '温和运动' },
  'pattern.spleen-qi-deficiency.lifestyle.gentle-exercise.description': {
    en: 'A short walk after meals and gentle exercise build energy without exhausting it.',
    text: '饭后散散步、做些温和的运动，可以积蓄能量而不会耗竭它。',
  },
  'pattern.spleen-qi-deficiency.lifestyle.rest-enough.name': { en: 'Rest enough', text: '充分休息' },
  'pattern.spleen-qi-deficiency.lifestyle.rest-enough.description': {
    en: 'Regular sleep and short breaks during the day let energy rebuild.',
    text: '规律睡眠，白天适当小憩，让能量慢慢恢复。',
  },
  'pattern.spleen-yang-deficiency.explanation': {
    en: 'This is a weak digestion that has also become cold. Besides tiredness, poor appetite and loose stools, you may feel chilly, have cold hands and feet, and notice a dull belly ache that feels better with warmth. Warm cooked food, warming spices and keeping the belly warm are the most helpful steps.',
    text: '这是一种消化虚弱、同时又偏寒的状态。除了疲倦、食欲差、大便稀溏，您还可能怕冷、手脚冰凉，肚子隐隐作痛、遇暖则舒。吃温热的熟食、用些温性香料、注意腹部保暖，是最有帮助的做法。',
  },
  'pattern.spleen-yang-deficiency.consumer-herbs.fresh-ginger-tea.name': { en: 'Fresh ginger tea', text: '生姜茶' },
  'pattern.spleen-yang-deficiency.consumer-herbs.fresh-ginger-tea.description': {
    en: 'A few slices of fresh ginger in hot water warm the stomach and ease a cold, queasy belly.',
    text: '几片鲜姜用热水冲泡，能温胃，缓解肚子发凉、恶心不适。',
  },
  'pattern.spleen-yang-deficiency.consumer-herbs.cinnamon.name': { en: 'Cinnamon', text: '肉桂粉' },
  'pattern.spleen-yang-deficiency.consumer-herbs.cinnamon.description': {
    en: 'Culinary cinnamon in porridge or drinks is a warming spice for a cold digestion.',
    text: '在粥或饮品中加一点烹调用的肉桂粉，是适合脾胃虚寒的温性香料。',
  },
  'pattern.spleen-yang-deficiency.consumer-herbs.jujube-dates.name': { en: 'Jujube dates', text: '红枣' },
  'pattern.spleen-yang-deficiency.consumer-herbs.jujube-dates.description': {
    en: 'Cooked with ginger in tea or porridge they support digestion.',
    text: '与生姜一起泡茶或煮粥，有助于消化。',
  },
  'pattern.spleen-yang-deficiency.diet.only-warm-cooked-food.name': { en: 'Only warm, cooked food', text: '只吃温热的熟食' },
  'pattern.spleen-yang-deficiency.diet.only-warm-cooked-food.description': {
    en: 'Soups, stews, congee and roasted root vegetables; avoid raw salads, fruit in excess and iced drinks.',
    text: '汤、炖菜、粥和烤根茎类蔬菜；避免生冷沙拉、过多水果和冰饮。',
  },
  'pattern.spleen-yang-deficiency.diet.warming-spices.name': { en: 'Warming spices', text: '温性香料' },
  'pattern.spleen-yang-deficiency.diet.warming-spices.description': {
    en: 'Ginger, cinnamon, fennel, cardamom, black pepper and nutmeg in cooking.',
    text: '烹饪时加些生姜、肉桂、茴香、豆蔻、黑胡椒和肉豆蔻。',
  },
  'pattern.spleen-yang-deficiency.diet.warming-proteins.name': { en: 'Warming proteins', text: '温补的蛋白质' },
  'pattern.spleen-yang-deficiency.diet.warming-proteins.description': {
    en: 'Chicken or lamb soups and stews, if you eat meat, are traditional warming foods.',
    text: '如果您吃肉，鸡汤、羊肉汤或炖菜是传统的温补食物。',
  },
  'pattern.spleen-yang-deficiency.lifestyle.keep-the-belly-warm.name': { en: 'Keep the belly warm', text: '注意腹部保暖' },
  'pattern.spleen-yang-deficiency.lifestyle.keep-the-belly-warm.description': {
    en: 'Cover the abdomen and lower back; a warm water bottle on the belly eases cold pain.',
    text: '护住腹部和腰部；在肚子上放个热水袋可以缓解冷痛。',
  },
  'pattern.spleen-yang-deficiency.lifestyle.avoid-cold-and-damp.name': { en: 'Avoid cold and damp', text: '避免受寒受湿' },
  'pattern.spleen-yang-deficiency.lifestyle.avoid-cold-and-damp.description': {
    en: 'Dress warmly, dry off after swimming, and avoid sitting on cold floors.',
    text: '穿得暖和些，游泳后及时擦干，不要坐在冰冷的地面上。',
  },
  'pattern.spleen-yang-deficiency.lifestyle.rest-and-gentle-movement.name': {
    en: 'Rest and gentle movement',
    text: '休息与温和活动',
  },
  'pattern.spleen-yang-deficiency.lifestyle.rest-and-gentle-movement.description': {
    en: 'Avoid exhausting exercise; walking and tai chi support Yang without draining it.',
    text: '避免让人筋疲力尽的运动；散步和太极拳可以扶助阳气而不耗损它。',
  },
  'pattern.cold-damp-encumbering-spleen.explanation': {
    en: 'Cold and damp, often from cold or greasy food or a damp environment, can weigh down the digestion. People feel heavy in the head and body, full and bloated in the stomach, without appetite or thirst, and may have loose stools or mild nausea. Warm, light, dry-cooked food and keeping warm and dry help clear it.',
    text: '寒和湿常因吃生冷或油腻食物、或居处潮湿而来，会拖累消化功能。人会觉得头身沉重、胃部胀满，不想吃东西也不觉得口渴，可能大便稀溏或轻度恶心。吃温热清淡、少汤水的熟食，注意保暖防潮，有助于祛除寒湿。',
  },
  'pattern.cold-damp-encumbering-spleen.consumer-herbs.fresh-ginger-tea.name': { en: 'Fresh ginger tea', text: '生姜茶' },
  'pattern.cold-damp-encumbering-spleen.consumer-herbs.fresh-ginger-tea.description': {
    en: 'Warms the stomach and helps settle nausea and a cold, heavy belly.',
    text: '温暖胃部，有助于缓解恶心和肚子发凉、沉重的感觉。',
  },
  'pattern.cold-damp-encumbering-spleen.consumer-herbs.dried-tangerine-peel.name': { en: 'Dried tangerine peel', text: '陈皮' },
  'pattern.cold-damp-encumbering-spleen.consumer-herbs.dried-tangerine-peel.description': {
    en: 'In tea or cooking, an aromatic peel that helps dry dampness and ease bloating.',
    text: '泡茶或入菜均可，这种芳香的果皮有助于燥湿、缓解腹胀。',
  },
  'pattern.cold-damp-encumbering-spleen.consumer-herbs.roasted-job-s-tears-coix-seed.name': {
    en: "Roasted Job's tears (coix seed)",
    text: '炒薏米',
  },
  'pattern.cold-damp-encumbering-spleen.consumer-herbs.roasted-job-s-tears-coix-seed.description': {
    en: 'Dry-roasted and simmered as a grain or tea, traditionally used to drain dampness.',
    text: '干炒后当作谷物煮食或泡茶，传统上用来祛湿。',
  },
  'pattern.cold-damp-encumbering-spleen.diet.avoid-damp-forming-foods.name': {
    en: 'Avoid damp-forming foods',
    text: '避免生湿的食物',
  },
  'pattern.cold-damp-encumbering-spleen.diet.avoid-damp-forming-foods.description': {
    en: 'Dairy, sugar, sweets, fried and greasy food, white bread and iced drinks.',
    text: '奶制品、糖、甜点、油炸油腻食品、白面包和冰饮。',
  },
  'pattern.cold-damp-encumbering-spleen.diet.warm-light-aromatic-meals.name': {
    en: 'Warm, light, aromatic meals',
    text: '温热、清淡、芳香的饭菜',
  },
  'pattern.cold-damp-encumbering-spleen.diet.warm-light-aromatic-meals.description': {
    en: 'Rice, aduki beans, leeks, onion, and cooking with ginger, cardamom and tangerine peel.',
    text: '米饭、赤小豆、韭葱、洋葱，烹调时加些生姜、豆蔻和陈皮。',
  },
  'pattern.cold-damp-encumbering-spleen.diet.moderate-portions.name': { en: 'Moderate portions', text: '饭量适中' },
  'pattern.cold-damp-encumbering-spleen.diet.moderate-portions.description': {
    en: 'Smaller meals, eaten warm, are easier for a heavy digestion to process.',
    text: '少量、温热的饭菜，对运化迟缓的脾胃来说更容易消化。',
  },
  'pattern.cold-damp-encumbering-spleen.lifestyle.stay-warm-and-dry.name': { en: 'Stay warm and dry', text: '保暖防潮' },
  'pattern.cold-damp-encumbering-spleen.lifestyle.stay-warm-and-dry.description': {
    en: 'Avoid damp houses and wet clothes, and dry off well after rain or swimming.',
    text: '避免住在潮湿的房子里、穿湿衣服；淋雨或游泳后要彻底擦干。',
  },
  'pattern.cold-damp-encumbering-spleen.lifestyle.move-regularly.name': { en: 'Move regularly', text: '经常活动' },
  'pattern.cold-damp-encumbering-spleen.lifestyle.move-regularly.description': {
    en: 'Daily walking or exercise that makes you gently sweat helps disperse dampness and heaviness.',
    text: '每天散步或做些能微微出汗的运动，有助于驱散湿气和沉重感。',
  },
  'pattern.cold-damp-encumbering-spleen.lifestyle.do-not-lie-down-after-meals.name': {
    en: 'Do not lie down after meals',
    text: '饭后不要马上躺下',
  },
  'pattern.cold-damp-encumbering-spleen.lifestyle.do-not-lie-down-after-meals.description': {
    en: 'A short walk after eating helps the stomach empty.',
    text: '饭后散散步，有助于胃的排空。',
  },
  'pattern.spleen-stomach-damp-heat.explanation': {
    en: 'Heat combined with sticky dampness settles in the digestion, often after rich, greasy, sweet food or alcohol, or in hot, humid weather. It brings a full, uncomfortable stomach, nausea, heaviness, thirst without wanting to drink much, and sticky, smelly stools. A light, plain diet with little fat, sugar or alcohol is the main help.',
    text: '热与黏腻的湿结合，停聚在消化系统，常发生在吃了油腻、肥甘、甜腻食物或饮酒之后，或在湿热的天气里。表现为胃部胀满不适、恶心、身体沉重、口渴却不太想喝水，大便黏滞、气味重。清淡的饮食，少油、少糖、少酒，是最主要的调理方法。',
  },
  'pattern.spleen-stomach-damp-heat.consumer-herbs.barley-water.name': { en: 'Barley water', text: '薏米水' },
  'pattern.spleen-stomach-damp-heat.consumer-herbs.barley-water.description': {
    en: "Water in which barley or Job's tears has simmered, a light drink that clears damp and heat.",
    text: '用大麦或薏米小火煮出的水，是一种清淡的饮品，可以清热祛湿。',
  },
  'pattern.spleen-stomach-damp-heat.consumer-herbs.mung-bean-soup.name': { en: 'Mung bean soup', text: '绿豆汤' },
  'pattern.spleen-stomach-damp-heat.consumer-herbs.mung-bean-soup.description': {
    en: 'A light, cooling soup traditionally eaten in hot, humid weather.',
    text: '清淡解暑的汤饮，传统上在湿热天气里食用。',
  },
  'pattern.spleen-stomach-damp-heat.consumer-herbs.lotus-leaf-tea.name': { en: 'Lotus leaf tea', text: '荷叶茶' },
  'pattern.spleen-stomach-damp-heat.consumer-herbs.lotus-leaf-tea.description': {
    en: 'A traditional summer tea used to clear heat and dampness.',
    text: '传统的夏季茶饮，用来清热祛湿。',
  },
  'pattern.spleen-stomach-damp-heat.diet.cut-greasy-sweet-and-fried-food.name': {
    en: 'Cut greasy, sweet and fried food',
    text: '少吃油腻、甜食和油炸食品',
  },
  'pattern.spleen-stomach-damp-heat.diet.cut-greasy-sweet-and-fried-food.description': {
    en: 'These are the main sources of Damp-Heat in the digestion.',
    text: '这些是消化系统湿热的主要来源。',
  },
  'pattern.spleen-stomach-damp-heat.diet.avoid-alcohol-and-spicy-food.name': {
    en: 'Avoid alcohol and spicy food',
    text: '避免饮酒和辛辣食物',
  },
  'pattern.spleen-stomach-damp-heat.diet.avoid-alcohol-and-spicy-food.description': {
    en: 'Both add heat and dampness to the stomach.',
    text: '两者都会给胃增添湿热。',
  },
  'pattern.spleen-stomach-damp-heat.diet.light-plain-meals.name': { en: 'Light, plain meals', text: '清淡的饭菜' },
  'pattern.spleen-stomach-damp-heat.diet.light-plain-meals.description': {
    en: 'Rice, steamed vegetables, cucumber, winter melon, celery, aduki and mung beans.',
    text: '米饭、蒸蔬菜、黄瓜、冬瓜、芹菜、赤小豆和绿豆。',
  },
  'pattern.spleen-stomach-damp-heat.lifestyle.do-not-overeat.name': { en: 'Do not overeat', text: '不要吃得过饱' },
  'pattern.spleen-stomach-damp-heat.lifestyle.do-not-overeat.description': {
    en: 'Stop eating before you feel full and avoid late, heavy dinners.',
    text: '吃到感觉饱之前就停下，避免晚餐吃得太晚、太油腻。',
  },
  'pattern.spleen-stomach-damp-heat.lifestyle.stay-active.name': { en: 'Stay active', text: '保持活动' },
  'pattern.spleen-stomach-damp-heat.lifestyle.stay-active.description': {
    en: 'Regular exercise helps the body clear dampness.',
    text: '规律运动有助于身体祛除湿气。',
  },
  'pattern.spleen-stomach-damp-heat.lifestyle.food-hygiene-in-hot-weather.name': {
    en: 'Food hygiene in hot weather',
    text: '炎热天气注意饮食卫生',
  },
  'pattern.spleen-stomach-damp-heat.lifestyle.food-hygiene-in-hot-weather.description': {
    en: 'Keep food cool and fresh in summer; fever with diarrhoea and dehydration needs medical care.',
    text: '夏季食物要冷藏、保持新鲜；发热伴腹泻和脱水时需要就医。',
  },
  'pattern.stomach-fire.explanation': {
    en: 'Strong heat builds up in the stomach, often from spicy, fried or rich food, alcohol or stress. It can cause a burning stomach ache, constant hunger, strong thirst for cold drinks, bad breath, sore or bleeding gums and constipation. Cooling, simple food and avoiding spicy food and alcohol help it settle.',
    text: '胃中积聚了较强的热，常由辛辣、油炸或肥甘厚味的饮食、饮酒或压力引起。可出现胃部灼痛、总觉得饿、很想喝冷饮、口臭、牙龈肿痛或出血以及便秘。吃清凉简单的食物，避免辛辣和饮酒，有助于胃火平息。',
  },
  'pattern.stomach-fire.consumer-herbs.mung-bean-soup.name': { en: 'Mung bean soup', text: '绿豆汤' },
  'pattern.stomach-fire.consumer-herbs.mung-bean-soup.description': {
    en: 'A simple cooling soup used in Chinese homes to clear stomach heat.',
    text: '中国家庭常用来清胃热的简单清凉汤饮。',
  },
  'pattern.stomach-fire.consumer-herbs.fresh-pear.name': { en: 'Fresh pear', text: '鲜梨' },
  'pattern.stomach-fire.consumer-herbs.fresh-pear.description': {
    en: 'Juicy and cooling, it soothes thirst and a dry, hot mouth.',
    text: '多汁清凉，能缓解口渴和口干发热。',
  },
  'pattern.stomach-fire.consumer-herbs.chrysanthemum-tea.name': { en: 'Chrysanthemum tea', text: '菊花茶' },
  'pattern.stomach-fire.consumer-herbs.chrysanthemum-tea.description': {
    en: 'A gentle cooling tea in place of coffee.',
    text: '一种温和清凉的茶，可代替咖啡。',
  },
  'pattern.stomach-fire.diet.avoid-spicy-fried-and-grilled-food.name': {
    en: 'Avoid spicy, fried and grilled food',
    text: '避免辛辣、油炸和烧烤食物',
  },
  'pattern.stomach-fire.diet.avoid-spicy-fried-and-grilled-food.description': {
    en: 'Chilli, pepper, barbecued and deep-fried food feed Stomach Fire.',
    text: '辣椒、胡椒、烧烤和油炸食品会助长胃火。',
  },
  'pattern.stomach-fire.diet.no-alcohol-less-coffee.name': { en: 'No alcohol, less coffee', text: '不喝酒，少喝咖啡' },
  'pattern.stomach-fire.diet.no-alcohol-less-coffee.description': {
    en: 'Both heat the stomach and worsen burning pain.',
    text: '两者都会让胃更热，加重灼痛。',
  },
  'pattern.stomach-fire.diet.cooling-moist-foods.name': { en: 'Cooling, moist foods', text: '清凉滋润的食物' },
  'pattern.stomach-fire.diet.cooling-moist-foods.description': {
    en: 'Cucumber, tofu, lettuce, spinach, pear, watermelon, and plenty of water.',
    text: '黄瓜、豆腐、生菜、菠菜、梨、西瓜，并多喝水。',
  },
  'pattern.stomach-fire.diet.regular-moderate-meals.name': { en: 'Regular, moderate meals', text: '按时吃饭，饭量适中' },
  'pattern.stomach-fire.diet.regular-moderate-meals.description': {
    en: 'Eat at regular times even when very hungry, and avoid binge eating.',
    text: '即使很饿也要按时吃饭，避免暴饮暴食。',
  },
  'pattern.stomach-fire.lifestyle.manage-stress.name': { en: 'Manage stress', text: '调节压力' },
  'pattern.stomach-fire.lifestyle.manage-stress.description': {
    en: 'Stress and anger add heat to the stomach; relaxing activities help.',
    text: '压力和怒气会给胃增添热；做些让自己放松的事情会有帮助。',
  },
  'pattern.stomach-fire.lifestyle.look-after-your-gums.name': { en: 'Look after your gums', text: '护理好牙龈' },
  'pattern.stomach-fire.lifestyle.look-after-your-gums.description': {
    en: 'Gentle brushing and regular dental check-ups, especially if gums bleed.',
    text: '轻柔刷牙，定期看牙医，牙龈出血时尤其要注意。',
  },
  'pattern.stomach-fire.lifestyle.get-persistent-pain-checked.name': {
    en: 'Get persistent pain checked',
    text: '疼痛持续要就医',
  },
  'pattern.stomach-fire.lifestyle.get-persistent-pain-checked.description': {
    en: 'Burning stomach pain lasting weeks, black stools or vomiting blood need a doctor.',
    text: '胃部灼痛持续数周、出现黑便或呕血，请及时就医。',
  },
  'pattern.stomach-yin-deficiency.explanation': {
    en: 'The stomach needs moisture to digest well, and this can be used up by eating late or in a hurry, long working hours or a past fever. Typical signs are a dry mouth and throat, feeling hungry but not wanting to eat, a dull stomach ache, and dry stools, with a tongue that is peeled in the middle. Regular, calm meals of moist, easy food help restore it.',
    text: '胃需要津液才能好好消化，而吃饭太晚或太匆忙、长时间工作或曾经发过高热，都会耗伤胃中的津液。典型表现是口干咽燥、有饥饿感却不想吃、胃部隐隐作痛、大便干燥，舌头中间的苔像被剥掉了一样。规律、从容地吃些滋润易消化的饭菜，有助于恢复。',
  },
  'pattern.stomach-yin-deficiency.consumer-herbs.white-fungus-tremella-soup.name': {
    en: 'White fungus (tremella) soup',
    text: '银耳汤',
  },
  'pattern.stomach-yin-deficiency.consumer-herbs.white-fungus-tremella-soup.description': {
    en: 'A mild, moistening sweet soup used in Chinese cooking for a dry mouth and stomach.',
    text: '一种温和滋润的甜汤，中式饮食中用来缓解口干和胃燥。',
  },
  'pattern.stomach-yin-deficiency.consumer-herbs.lily-bulb.name': { en: 'Lily bulb', text: '百合' },
  'pattern.stomach-yin-deficiency.consumer-herbs.lily-bulb.description': {
    en: 'Dried lily bulb cooked in congee or soup gently moistens dryness.',
    text: '干百合煮粥或煲汤，可以温和地滋润干燥。',
  },
  'pattern.stomach-yin-deficiency.consumer-herbs.fresh-pear.name': { en: 'Fresh pear', text: '鲜梨' },
  'pattern.stomach-yin-deficiency.consumer-herbs.fresh-pear.description': {
    en: 'Eaten fresh or gently stewed, it soothes a dry mouth and throat.',
    text: '生吃或慢炖，都能缓解口干咽燥。',
  },
  'pattern.stomach-yin-deficiency.diet.moist-soft-easy-foods.name': {
    en: 'Moist, soft, easy foods',
    text: '滋润、软烂、易消化的食物',
  },
  'pattern.stomach-yin-deficiency.diet.moist-soft-easy-foods.description': {
    en: 'Rice congee, soups, tofu, eggs, soy milk, stewed fruit and cooked vegetables.',
    text: '米粥、汤、豆腐、鸡蛋、豆浆、炖水果和煮熟的蔬菜。',
  },
  'pattern.stomach-yin-deficiency.diet.avoid-spicy-fried-and-roasted-food.name': {
    en: 'Avoid spicy, fried and roasted food',
    text: '避免辛辣、油炸和烘烤的食物',
  },
  'pattern.stomach-yin-deficiency.diet.avoid-spicy-fried-and-roasted-food.description': {
    en: 'Chilli, crisps, roasted nuts, coffee and alcohol dry the stomach further.',
    text: '辣椒、薯片、烤坚果、咖啡和酒会让胃更加干燥。',
  },
  'pattern.stomach-yin-deficiency.diet.small-regular-meals.name': { en: 'Small, regular meals', text: '少量多餐，按时吃饭' },
  'pattern.stomach-yin-deficiency.diet.small-regular-meals.description': {
    en: 'Several small meals at regular times are easier than large or late ones.',
    text: '按时吃几顿小份的饭，比一次吃很多或吃得很晚更容易消化。',
  },
  'pattern.stomach-yin-deficiency.lifestyle.do-not-eat-late-or-in-a-rush.name': {
    en: 'Do not eat late or in a rush',
    text: '不要吃得太晚或太匆忙',
  },
  'pattern.stomach-yin-deficiency.lifestyle.do-not-eat-late-or-in-a-rush.description': {
    en: 'Late-night meals and eating while working are classic causes of this pattern.',
    text: '深夜进食和边工作边吃饭，是导致这种情况的典型原因。',
  },
  'pattern.stomach-yin-deficiency.lifestyle.rest-after-illness.name': { en: 'Rest after illness', text: '病后好好休养' },
  'pattern.stomach-yin-deficiency.lifestyle.rest-after-illness.description': {
    en: 'After a fever, allow time to recover with light, moist meals.',
    text: '发烧之后，吃些清淡滋润的饭菜，给身体留出恢复的时间。',
  },
  'pattern.stomach-yin-deficiency.lifestyle.avoid-overwork.name': { en: 'Avoid overwork', text: '避免过度劳累' },
  'pattern.stomach-yin-deficiency.lifestyle.avoid-overwork.description': {
    en: 'Long working hours without breaks consume Yin; build rest into your day.',
    text: '长时间工作而不休息会耗伤阴液；请在一天中安排休息时间。',
  },
  'pattern.food-stagnation.explanation': {
    en: 'Food stagnation means a meal is sitting in the stomach without moving on, usually after overeating, eating too fast or eating late. It brings a full, painful stomach, sour or smelly burps, bad breath, loss of appetite and sometimes nausea, vomiting or smelly stools. Eating lightly for a day or two and walking after meals usually helps it pass.',
    text: '食滞就是吃下去的东西停在胃里、不往下走，通常发生在吃得太多、太快或太晚之后。表现为胃部胀满疼痛、嗳气带酸味或臭味、口臭、不想吃东西，有时恶心、呕吐或大便臭秽。清淡饮食一两天、饭后散散步，通常就能让它消下去。',
  },
  'pattern.food-stagnation.consumer-herbs.hawthorn-berry-tea.name': { en: 'Hawthorn berry tea', text: '山楂茶' },
  'pattern.food-stagnation.consumer-herbs.hawthorn-berry-tea.description': {
    en: 'Dried hawthorn berries, a traditional food remedy for heaviness after rich, meaty meals.',
    text: '干山楂是传统的食疗方，适合吃了油腻肉食后觉得胃里沉甸甸的时候。',
  },
  'pattern.food-stagnation.consumer-herbs.dried-tangerine-peel.name': { en: 'Dried tangerine peel', text: '陈皮' },
  'pattern.food-stagnation.consumer-herbs.dried-tangerine-peel.description': {
    en: 'Tea from the peel helps the stomach move and eases belching and bloating.',
    text: '陈皮泡茶能帮助胃的蠕动，缓解嗳气和腹胀。',
  },
  'pattern.food-stagnation.consumer-herbs.roasted-barley-sprout-tea.name': { en: 'Roasted barley sprout tea', text: '炒麦芽茶' },
  'pattern.food-stagnation.consumer-herbs.roasted-barley-sprout-tea.description': {
    en: 'A traditional digestive tea after heavy, starchy meals.',
    text: '吃了米面等淀粉类食物过多后饮用的传统消食茶。',
  },
  'pattern.food-stagnation.diet.eat-lightly-for-a-day-or-two.name': {
    en: 'Eat lightly for a day or two',
    text: '清淡饮食一两天',
  },
  'pattern.food-stagnation.diet.eat-lightly-for-a-day-or-two.description': {
    en: 'Plain rice porridge, clear soups and steamed vegetables give the stomach a rest.',
    text: '白米粥、清汤和蒸蔬菜可以让胃休息一下。',
  },
  'pattern.food-stagnation.diet.stop-at-about-70-percent-full.name': { en: 'Stop at about 70 percent full', text: '吃到七分饱' },
  'pattern.food-stagnation.diet.stop-at-about-70-percent-full.description': {
    en: 'Leaving a little room is the simplest way to prevent this pattern.',
    text: '给胃留一点余地，是预防食滞最简单的方法。',
  },
  'pattern.food-stagnation.diet.avoid-heavy-greasy-and-late-meals.name': {
    en: 'Avoid heavy, greasy and late meals',
    text: '避免丰盛、油腻和过晚的饭菜',
  },
  'pattern.food-stagnation.diet.avoid-heavy-greasy-and-late-meals.description': {
    en: 'Large evening meals, fried food and mixing many rich dishes overload the stomach.',
    text: '晚餐吃得太多、吃油炸食品、一顿混吃许多油腻菜肴，都会让胃负担过重。',
  },
  'pattern.food-stagnation.diet.radish-and-digestive-foods.name': {
    en: 'Radish and digestive foods',
    text: '萝卜等助消化的食物',
  },
  'pattern.food-stagnation.diet.radish-and-digestive-foods.description': {
    en: 'Radish, daikon, pineapple, papaya and a little vinegar help digestion of rich food.',
    text: '萝卜、白萝卜、菠萝、木瓜和少许醋，有助于消化油腻食物。',
  },
  'pattern.food-stagnation.lifestyle.eat-slowly-and-chew-well.name': { en: 'Eat slowly and chew well', text: '细嚼慢咽' },
  'pattern.food-stagnation.lifestyle.eat-slowly-and-chew-well.description': {
    en: 'Sit down to eat, without screens, and put the fork down between bites.',
    text: '坐下来吃饭，不看屏幕，每吃一口就放下筷子。',
  },
  'pattern.food-stagnation.lifestyle.walk-after-meals.name': { en: 'Walk after meals', text: '饭后散步' },
  'pattern.food-stagnation.lifestyle.walk-after-meals.description': {
    en: 'A gentle ten-minute walk helps the stomach empty.',
    text: '饭后轻松地走上十分钟，有助于胃的排空。',
  },
  'pattern.food-stagnation.lifestyle.no-food-before-bed.name': { en: 'No food before bed', text: '睡前不进食' },
  'pattern.food-stagnation.lifestyle.no-food-before-bed.description': {
    en: 'Leave two to three hours between the last meal and sleep.',
    text: '最后一餐和睡觉之间至少间隔两到三个小时。',
  },
  'pattern.heart-blood-deficiency.explanation': {
    en: "In Chinese medicine the Heart's Blood gives the mind a calm place to rest. When it runs low, people often notice palpitations, trouble falling asleep, vivid dreams, poor memory, a tendency to feel anxious or easily startled, and a pale face. Regular sleep, nourishing food and less worry help rebuild it.",
    text: '中医认为，心血为心神提供了一个安宁的“栖身之所”。心血不足时，人们常会感到心慌心悸、难以入睡、多梦、记忆力差、容易焦虑或受惊，面色也较苍白。规律睡眠、吃有营养的食物、少些忧虑，有助于把心血养回来。',
  },
  'pattern.heart-blood-deficiency.consumer-herbs.longan-fruit.name': { en: 'Longan fruit', text: '桂圆' },
  'pattern.heart-blood-deficiency.consumer-herbs.longan-fruit.description': {
    en: 'Dried longan, eaten or made into tea, is a traditional food to nourish the Heart and help sleep.',
    text: '桂圆干可直接吃或泡茶，是养心、助眠的传统食物。',
  },
  'pattern.heart-blood-deficiency.consumer-herbs.jujube-dates.name': { en: 'Jujube dates', text: '红枣' },
  'pattern.heart-blood-deficiency.consumer-herbs.jujube-dates.description': {
    en: 'Sweet red dates in tea or porridge calm the mind and support Blood.',
    text: '甘甜的红枣泡茶或煮粥，可以安神、养血。',
  },
  'pattern.heart-blood-deficiency.consumer-herbs.goji-berries.name': { en: 'Goji berries', text: '枸杞' },
  'pattern.heart-blood-deficiency.consumer-herbs.goji-berries.description': {
    en: 'Added to porridge, soups or tea to nourish Blood.',
    text: '加在粥、汤或茶里，可以养血。',
  },
  'pattern.heart-blood-deficiency.diet.blood-building-foods.name': { en: 'Blood-building foods', text: '养血的食物' },
  'pattern.heart-blood-deficiency.diet.blood-building-foods.description': {
    en: 'Dark leafy greens, beetroot, eggs, lentils, black beans, dates and some lean meat or fish if you eat them.',
    text: '深绿色叶菜、甜菜根、鸡蛋、小扁豆、黑豆、红枣；如果您吃肉，也可适量吃些瘦肉或鱼。',
  },
  'pattern.heart-blood-deficiency.diet.warm-regular-meals.name': { en: 'Warm, regular meals', text: '温热、规律的饮食' },
  'pattern.heart-blood-deficiency.diet.warm-regular-meals.description': {
    en: 'Good digestion makes Blood: eat warm, cooked meals at regular times.',
    text: '消化好，血才能生成：请按时吃温热的熟食。',
  },
  'pattern.heart-blood-deficiency.diet.less-coffee-especially-late.name': {
    en: 'Less coffee, especially late',
    text: '少喝咖啡，晚上尤其要少喝',
  },
  'pattern.heart-blood-deficiency.diet.less-coffee-especially-late.description': {
    en: 'Caffeine worsens palpitations and sleep problems.',
    text: '咖啡因会加重心慌和睡眠问题。',
  },
  'pattern.heart-blood-deficiency.lifestyle.regular-sleep-routine.name': { en: 'Regular sleep routine', text: '规律的睡眠习惯' },
  'pattern.heart-blood-deficiency.lifestyle.regular-sleep-routine.description': {
    en: 'Go to bed at the same early time; keep the last hour before bed calm and screen-free.',
    text: '每天在同一个较早的时间上床；睡前一小时保持平静，不看屏幕。',
  },
  'pattern.heart-blood-deficiency.lifestyle.less-worry-and-overthinking.name': {
    en: 'Less worry and overthinking',
    text: '少些忧虑和思虑',
  },
  'pattern.heart-blood-deficiency.lifestyle.less-worry-and-overthinking.description': {
    en: 'Meditation, gentle breathing or writing worries down before bed helps settle the mind.',
    text: '冥想、轻柔的呼吸练习，或睡前把担心的事写下来，都有助于让心神安定。',
  },
  'pattern.heart-blood-deficiency.lifestyle.gentle-exercise.name': { en: 'Gentle exercise', text: '温和运动' },
  'pattern.heart-blood-deficiency.lifestyle.gentle-exercise.description': {
    en: 'Walking, yoga or tai chi; avoid exhausting training.',
    text: '散步、瑜伽或太极拳；避免让人筋疲力尽的训练。',
  },
  'pattern.heart-yin-deficiency.explanation': {
    en: "Yin is the cooling, calming, moistening side of the body. When the Heart's Yin is depleted, often by long-term stress, overwork and too little sleep, the mind becomes restless: palpitations, waking at night, night sweats, a feeling of heat in the palms and soles and a dry mouth are common. Rest, calm evenings and cooling, moistening food help restore it.",
    text: '阴是身体中清凉、安静、滋润的一面。心阴常因长期压力、过度劳累和睡眠不足而耗伤，这时心神就会不安：常见心悸、夜间易醒、盗汗、手足心发热和口干。充分休息、晚上保持平静、吃些清凉滋润的食物，有助于恢复。',
  },
  'pattern.heart-yin-deficiency.consumer-herbs.lily-bulb.name': { en: 'Lily bulb', text: '百合' },
  'pattern.heart-yin-deficiency.consumer-herbs.lily-bulb.description': {
    en: 'Dried lily bulb cooked in congee or sweet soup is a traditional food to calm a restless mind and moisten dryness.',
    text: '干百合煮粥或做甜汤，是安定心神、滋润干燥的传统食物。',
  },
  'pattern.heart-yin-deficiency.consumer-herbs.lotus-seeds.name': { en: 'Lotus seeds', text: '莲子' },
  'pattern.heart-yin-deficiency.consumer-herbs.lotus-seeds.description': {
    en: 'Cooked in congee or soups, lotus seeds calm the Heart and support sleep.',
    text: '莲子煮粥或煲汤，可以养心安神、帮助睡眠。',
  },
  'pattern.heart-yin-deficiency.consumer-herbs.white-fungus-tremella-soup.name': {
    en: 'White fungus (tremella) soup',
    text: '银耳汤',
  },
  'pattern.heart-yin-deficiency.consumer-herbs.white-fungus-tremella-soup.description': {
    en: 'A mild moistening soup for dryness and heat at night.',
    text: '一种温和滋润的汤品，适合干燥和夜间发热的情况。',
  },
  'pattern.heart-yin-deficiency.diet.moistening-cooling-foods.name': { en: 'Moistening, cooling foods', text: '滋润清凉的食物' },
  'pattern.heart-yin-deficiency.diet.moistening-cooling-foods.description': {
    en: 'Soups, congee, tofu, eggs, pear, mulberries, black sesame, leafy greens and fish.',
    text: '汤、粥、豆腐、鸡蛋、梨、桑葚、黑芝麻、绿叶菜和鱼。',
  },
  'pattern.heart-yin-deficiency.diet.avoid-stimulants.name': { en: 'Avoid stimulants', text: '避免刺激性饮品' },
  'pattern.heart-yin-deficiency.diet.avoid-stimulants.description': {
    en: 'Coffee, strong tea, energy drinks and alcohol worsen palpitations and night sweats.',
    text: '咖啡、浓茶、功能饮料和酒会加重心悸和盗汗。',
  },
  'pattern.heart-yin-deficiency.diet.less-spicy-and-fried-food.name': {
    en: 'Less spicy and fried food',
    text: '少吃辛辣和油炸食品',
  },
  'pattern.heart-yin-deficiency.diet.less-spicy-and-fried-food.description': {
    en: 'Hot, drying foods consume Yin.',
    text: '辛热燥烈的食物会耗伤阴液。',
  },
  'pattern.heart-yin-deficiency.lifestyle.protect-your-sleep.name': { en: 'Protect your sleep', text: '保护好睡眠' },
  'pattern.heart-yin-deficiency.lifestyle.protect-your-sleep.description': {
    en: 'Regular early bedtime, a cool bedroom and no screens in the last hour.',
    text: '规律早睡，卧室保持凉爽，睡前一小时不看屏幕。',
  },
  'pattern.heart-yin-deficiency.lifestyle.slow-down.name': { en: 'Slow down', text: '放慢节奏' },
  'pattern.heart-yin-deficiency.lifestyle.slow-down.description': {
    en: 'Long hours, constant hurry and worry drain Heart Yin; plan real rest into each day.',
    text: '长时间工作、总是匆匆忙忙和忧虑会耗伤心阴；请在每天的安排中留出真正的休息时间。',
  },
  'pattern.heart-yin-deficiency.lifestyle.calming-practices.name': { en: 'Calming practices', text: '让身心平静的练习' },
  'pattern.heart-yin-deficiency.lifestyle.calming-practices.description': {
    en: 'Meditation, gentle yoga, qigong or slow breathing in the evening.',
    text: '晚上做做冥想、舒缓的瑜伽、气功或慢呼吸。',
  },
  'pattern.heart-fire-blazing.explanation': {
    en: 'This is a pattern of strong heat affecting the Heart, which in Chinese medicine houses the mind and opens into the tongue. It often shows as agitation, difficulty sleeping, palpitations, thirst, a red face, painful ulcers on the tongue or mouth and dark, sometimes burning urine. It is often linked to long-standing emotional strain, and cooling food, rest and calming activities help.',
    text: '这是一种热邪较盛、影响到心的证型。中医认为，心藏神，开窍于舌。常表现为烦躁不安、难以入睡、心悸、口渴、面红、舌头或口腔溃疡疼痛，小便色深，有时有灼热感。它常与长期的情绪压力有关，吃清凉的食物、充分休息、做些让人平静的活动会有帮助。',
  },
  'pattern.heart-fire-blazing.consumer-herbs.bamboo-leaf-tea.name': { en: 'Bamboo leaf tea', text: '竹叶茶' },
  'pattern.heart-fire-blazing.consumer-herbs.bamboo-leaf-tea.description': {
    en: 'A light, cooling tea traditionally used for restlessness, thirst and mouth ulcers.',
    text: '一种清淡凉爽的茶，传统上用于心烦、口渴和口腔溃疡。',
  },
  'pattern.heart-fire-blazing.consumer-herbs.lotus-seed-heart-tea.name': { en: 'Lotus seed heart tea', text: '莲子心茶' },
  'pattern.heart-fire-blazing.consumer-herbs.lotus-seed-heart-tea.description': {
    en: 'The bitter green centre of lotus seeds, steeped as a tea to calm a hot, restless Heart.',
    text: '莲子中间微苦的绿色胚芽，泡茶饮用，可以清心除烦。',
  },
  'pattern.heart-fire-blazing.consumer-herbs.mung-bean-soup.name': { en: 'Mung bean soup', text: '绿豆汤' },
  'pattern.heart-fire-blazing.consumer-herbs.mung-bean-soup.description': {
    en: 'A simple cooling soup used in Chinese homes to clear heat.',
    text: '中国家庭常用来清热的简单清凉汤饮。',
  },
  'pattern.heart-fire-blazing.diet.cooling-foods.name': { en: 'Cooling foods', text: '清凉的食物' },
  'pattern.heart-fire-blazing.diet.cooling-foods.description': {
    en: 'Cucumber, watermelon, celery, leafy greens, tofu and bitter greens such as endive or rocket.',
    text: '黄瓜、西瓜、芹菜、绿叶菜、豆腐，以及苦苣、芝麻菜等微苦的绿叶菜。',
  },
  'pattern.heart-fire-blazing.diet.avoid-stimulants-and-alcohol.name': {
    en: 'Avoid stimulants and alcohol',
    text: '避免刺激性饮品和酒',
  },
  'pattern.heart-fire-blazing.diet.avoid-stimulants-and-alcohol.description': {
    en: 'Coffee, energy drinks, alcohol and chilli feed Heart Fire and disturb sleep.',
    text: '咖啡、功能饮料、酒和辣椒会助长心火、扰乱睡眠。',
  },
  'pattern.heart-fire-blazing.diet.drink-enough-water.name': { en: 'Drink enough water', text: '多喝水' },
  'pattern.heart-fire-blazing.diet.drink-enough-water.description': {
    en: 'Plenty of water or light cooling teas help clear heat through the urine.',
    text: '多喝白开水或清淡的凉茶，有助于让热从小便排出。',
  },
  'pattern.heart-fire-blazing.lifestyle.calm-the-mind.name': { en: 'Calm the mind', text: '让心静下来' },
  'pattern.heart-fire-blazing.lifestyle.calm-the-mind.description': {
    en: 'Meditation, slow breathing and quiet time in nature help settle agitation.',
    text: '冥想、慢呼吸，以及在大自然中安静地待一会儿，有助于平复烦躁。',
  },
  'pattern.heart-fire-blazing.lifestyle.wind-down-in-the-evening.name': { en: 'Wind down in the evening', text: '晚上慢慢放松' },
  'pattern.heart-fire-blazing.lifestyle.wind-down-in-the-evening.description': {
    en: 'Avoid exciting films, work and arguments before bed.',
    text: '睡前避免看刺激的影片、工作和争吵。',
  },
  'pattern.heart-fire-blazing.lifestyle.seek-support-for-emotional-strain.name': {
    en: 'Seek support for emotional strain',
    text: '情绪压力大时寻求支持',
  },
  'pattern.heart-fire-blazing.lifestyle.seek-support-for-emotional-strain.description': {
    en: 'Talking to someone you trust or a counsellor helps release long-held emotions.',
    text: '和信任的人或心理咨询师谈一谈，有助于释放积压已久的情绪。',
  },
  'pattern.heart-spleen-deficiency.explanation': {
    en: 'In Chinese medicine the digestion (the "Spleen") makes the energy and blood that calm the mind (the "Heart"). When both are worn out, people often feel tired, worry a lot, sleep lightly, forget things and have a weak appetite. It is common after long periods of overwork, overthinking or irregular eating.',
    text: '中医认为，消化功能（“脾”）化生出能量和血液，用来安养心神（“心”）。当两者都被耗伤时，人常会感到疲倦、思虑多、睡眠浅、健忘、食欲不振。这种情况常见于长期过度劳累、思虑过多或饮食不规律之后。',
  },
  'pattern.heart-spleen-deficiency.consumer-herbs.longan-fruit.name': { en: 'Longan fruit', text: '桂圆' },
  'pattern.heart-spleen-deficiency.consumer-herbs.longan-fruit.description': {
    en: 'Dried longan, eaten as a snack or simmered in a warm drink, is a traditional food to nourish the blood and help restful sleep.',
    text: '桂圆干可当零食吃，也可煮成热饮，是养血、助眠的传统食物。',
  },
  'pattern.heart-spleen-deficiency.consumer-herbs.jujube-red-date-tea.name': { en: 'Jujube (red date) tea', text: '红枣茶' },
  'pattern.heart-spleen-deficiency.consumer-herbs.jujube-red-date-tea.description': {
    en: 'A mild, sweet tea of simmered red dates, traditionally used to support digestion and calm the mind.',
    text: '用红枣慢煮的清甜茶饮，传统上用来帮助消化、安定心神。',
  },
  'pattern.heart-spleen-deficiency.diet.regular-warm-cooked-meals.name': {
    en: 'Regular warm, cooked meals',
    text: '按时吃温热的熟食',
  },
  'pattern.heart-spleen-deficiency.diet.regular-warm-cooked-meals.description': {
    en: 'Eat at regular times and favour soups, stews, porridge and steamed vegetables, which are easy to digest.',
    text: '每天按时吃饭，多吃汤、炖菜、粥和蒸蔬菜，这些都容易消化。',
  },
  'pattern.heart-spleen-deficiency.diet.blood-nourishing-foods.name': { en: 'Blood-nourishing foods', text: '养血的食物' },
  'pattern.heart-spleen-deficiency.diet.blood-nourishing-foods.description': {
    en: 'Include eggs, lean meat or fish, dark leafy greens, beetroot, dates and lentils.',
    text: '饮食中加入鸡蛋、瘦肉或鱼、深绿色叶菜、甜菜根、红枣和小扁豆。',
  },
  'pattern.heart-spleen-deficiency.diet.gentle-grains-and-root-vegetables.name': {
    en: 'Gentle grains and root vegetables',
    text: '温和的谷物和根茎类蔬菜',
  },
  'pattern.heart-spleen-deficiency.diet.gentle-grains-and-root-vegetables.description': {
    en: 'Rice, oats, millet, sweet potato, pumpkin and carrots support the digestion.',
    text: '米饭、燕麦、小米、红薯、南瓜和胡萝卜，对消化有益。',
  },
  'pattern.heart-spleen-deficiency.diet.limit-cold-and-raw-food.name': { en: 'Limit cold and raw food', text: '少吃生冷食物' },
  'pattern.heart-spleen-deficiency.diet.limit-cold-and-raw-food.description': {
    en: 'Iced drinks, large salads and very sweet or greasy food burden a tired digestion.',
    text: '冰饮、大份沙拉以及过甜或过油腻的食物，会加重疲惫的脾胃的负担。',
  },
  'pattern.heart-spleen-deficiency.lifestyle.protect-your-sleep.name': { en: 'Protect your sleep', text: '保护好睡眠' },
  'pattern.heart-spleen-deficiency.lifestyle.protect-your-sleep.description': {
    en: 'Go to bed at a regular time and avoid screens and work in the last hour before sleep.',
    text: '按时上床，睡前一小时不看屏幕、不工作。',
  },
  'pattern.heart-spleen-deficiency.lifestyle.balance-mental-work-with-rest.name': {
    en: 'Balance mental work with rest',
    text: '用脑与休息相结合',
  },
  'pattern.heart-spleen-deficiency.lifestyle.balance-mental-work-with-rest.description': {
    en: 'Take short breaks from studying or screen work, and do not work while eating.',
    text: '学习或对着屏幕工作时适当小憩，吃饭时不要工作。',
  },
  'pattern.heart-spleen-deficiency.lifestyle.gentle-movement.name': { en: 'Gentle movement', text: '温和活动' },
  'pattern.heart-spleen-deficiency.lifestyle.gentle-movement.description': {
    en: 'Walking, tai chi or qigong build energy without exhausting it.',
    text: '散步、太极拳或气功，可以积蓄能量而不会耗竭它。',
  },
  'pattern.heart-kidney-disharmony.explanation': {
    en: 'In Chinese medicine the cooling, restoring energy of the "Kidney" should balance the warm, active energy of the "Heart". When that cooling side runs low, the mind stays "switched on": people lie awake, feel restless, have palpitations and may notice night sweats, ringing ears or a sore lower back. It often follows long periods of stress, late nights and overwork.',
    text: '中医认为，“肾”的清凉、滋养之力应当与“心”的温热、活跃之力保持平衡。当清凉的一面不足时，心神就总是处于“开机”状态：人躺在床上睡不着、心烦不安、心悸，还可能出现盗汗、耳鸣或腰酸。这种情况常出现在长期压力、熬夜和过度劳累之后。',
  },
  'pattern.heart-kidney-disharmony.consumer-herbs.lily-bulb-and-lotus-seed-soup.name': {
    en: 'Lily bulb and lotus seed soup',
    text: '百合莲子汤',
  },
  'pattern.heart-kidney-disharmony.consumer-herbs.lily-bulb-and-lotus-seed-soup.description': {
    en: 'A traditional light sweet soup of dried lily bulb and lotus seeds, eaten in the evening to calm the mind.',
    text: '用干百合和莲子煮成的清淡甜汤，传统上在晚上食用，可以安神。',
  },
  'pattern.heart-kidney-disharmony.consumer-herbs.goji-berries.name': { en: 'Goji berries', text: '枸杞' },
  'pattern.heart-kidney-disharmony.consumer-herbs.goji-berries.description': {
    en: 'A handful of goji berries in porridge or tea is a traditional food to nourish and cool.',
    text: '在粥或茶里放一小把枸杞，是传统的滋养清润食物。',
  },
  'pattern.heart-kidney-disharmony.diet.moistening-foods.name': { en: 'Moistening foods', text: '滋润的食物' },
  'pattern.heart-kidney-disharmony.diet.moistening-foods.description': {
    en: 'Favour soups, congee, pears, mung beans, tofu, black sesame, eggs and fish.',
    text: '多吃汤、粥、梨、绿豆、豆腐、黑芝麻、鸡蛋和鱼。',
  },
  'pattern.heart-kidney-disharmony.diet.avoid-stimulants.name': { en: 'Avoid stimulants', text: '避免刺激性饮品' },
  'pattern.heart-kidney-disharmony.diet.avoid-stimulants.description': {
    en: 'Coffee, strong tea, energy drinks and alcohol, especially after midday, keep the mind awake.',
    text: '咖啡、浓茶、功能饮料和酒，尤其是在中午以后饮用，会让大脑一直处于清醒状态。',
  },
  'pattern.heart-kidney-disharmony.diet.go-easy-on-hot-spices.name': { en: 'Go easy on hot spices', text: '少吃辛辣调料' },
  'pattern.heart-kidney-disharmony.diet.go-easy-on-hot-spices.description': {
    en: 'Chilli, pepper and deep-fried food add heat and dryness.',
    text: '辣椒、胡椒和油炸食品会增加燥热。',
  },
  'pattern.heart-kidney-disharmony.diet.a-light-early-dinner.name': { en: 'A light, early dinner', text: '晚餐清淡且早吃' },
  'pattern.heart-kidney-disharmony.diet.a-light-early-dinner.description': {
    en: 'Eating lightly a few hours before bed helps sleep come more easily.',
    text: '睡前几个小时吃得清淡一些，更容易入睡。',
  },
  'pattern.heart-kidney-disharmony.lifestyle.regular-early-bedtime.name': { en: 'Regular, early bedtime', text: '规律早睡' },
  'pattern.heart-kidney-disharmony.lifestyle.regular-early-bedtime.description': {
    en: 'Being asleep before about 11 pm is considered the most restoring in Chinese medicine.',
    text: '中医认为，晚上十一点左右之前入睡，最能让身体得到修复。',
  },
  'pattern.heart-kidney-disharmony.lifestyle.wind-down-in-the-evening.name': {
    en: 'Wind down in the evening',
    text: '晚上慢慢放松',
  },
  'pattern.heart-kidney-disharmony.lifestyle.wind-down-in-the-evening.description': {
    en: 'Dim lights, avoid screens and try slow breathing or a warm foot soak before bed.',
    text: '调暗灯光，不看屏幕，睡前试试慢呼吸或用温水泡泡脚。',
  },
  'pattern.heart-kidney-disharmony.lifestyle.avoid-burnout.name': { en: 'Avoid burnout', text: '避免精力透支' },
  'pattern.heart-kidney-disharmony.lifestyle.avoid-burnout.description': {
    en: 'Pace work and exercise; very intense sport or long working hours drain this pattern further.',
    text: '工作和运动都要张弛有度；高强度运动或长时间工作会让这种情况更加严重。',
  },
  'pattern.lung-qi-deficiency.explanation': {
    en: 'In Chinese medicine the "Lung" governs breathing and the body\'s outer defence. When its energy is weak, people get short of breath on effort, speak softly, sweat easily and catch colds often. It is common after a long illness, in people who talk a lot for work, or with a sedentary life.',
    text: '中医认为，“肺”主管呼吸和身体的外层防御。肺气虚弱时，人一活动就气短、说话声音低弱、容易出汗、经常感冒。这种情况常见于久病之后、工作需要大量说话的人，或久坐少动的人。',
  },
  'pattern.lung-qi-deficiency.consumer-herbs.astragalus-and-chicken-soup.name': {
    en: 'Astragalus and chicken soup',
    text: '黄芪鸡汤',
  },
  'pattern.lung-qi-deficiency.consumer-herbs.astragalus-and-chicken-soup.description': {
    en: 'Astragalus root simmered in chicken broth is a traditional food to build energy and resistance to colds.',
    text: '用黄芪和鸡一起慢炖的汤，是增强体力、提高抗感冒能力的传统食物。',
  },
  'pattern.lung-qi-deficiency.consumer-herbs.chinese-yam-shan-yao-porridge.name': {
    en: 'Chinese yam (shan yao) porridge',
    text: '山药粥',
  },
  'pattern.lung-qi-deficiency.consumer-herbs.chinese-yam-shan-yao-porridge.description': {
    en: 'Chinese yam cooked in rice porridge gently strengthens the lungs and digestion.',
    text: '山药和大米一起煮粥，可以温和地补益肺和脾胃。',
  },
  'pattern.lung-qi-deficiency.diet.warm-nourishing-meals.name': { en: 'Warm, nourishing meals', text: '温热滋养的饭菜' },
  'pattern.lung-qi-deficiency.diet.warm-nourishing-meals.description': {
    en: 'Soups, stews, rice, oats, root vegetables and chicken support energy.',
    text: '汤、炖菜、米饭、燕麦、根茎类蔬菜和鸡肉，有助于补充体力。',
  },
  'pattern.lung-qi-deficiency.diet.pungent-touch-in-moderation.name': { en: 'Pungent touch in moderation', text: '适量加点辛味' },
  'pattern.lung-qi-deficiency.diet.pungent-touch-in-moderation.description': {
    en: 'A little onion, ginger or leek helps the lungs spread energy.',
    text: '少许洋葱、生姜或韭葱，有助于肺气的宣发。',
  },
  'pattern.lung-qi-deficiency.diet.limit-dairy-and-cold-drinks.name': {
    en: 'Limit dairy and cold drinks',
    text: '少吃奶制品和冷饮',
  },
  'pattern.lung-qi-deficiency.diet.limit-dairy-and-cold-drinks.description': {
    en: 'Large amounts of milk, cheese, sugar and iced drinks tend to create phlegm.',
    text: '大量的牛奶、奶酪、糖和冰饮容易生痰。',
  },
  'pattern.lung-qi-deficiency.lifestyle.breathing-practice.name': { en: 'Breathing practice', text: '练习呼吸' },
  'pattern.lung-qi-deficiency.lifestyle.breathing-practice.description': {
    en: 'A few minutes a day of slow, deep abdominal breathing strengthens the breath.',
    text: '每天花几分钟做缓慢深长的腹式呼吸，可以增强气息。',
  },
  'pattern.lung-qi-deficiency.lifestyle.walk-in-fresh-air.name': { en: 'Walk in fresh air', text: '到空气清新的地方散步' },
  'pattern.lung-qi-deficiency.lifestyle.walk-in-fresh-air.description': {
    en: 'Regular, moderate walks build stamina; avoid exhausting exercise.',
    text: '规律、适度地散步能增强耐力；避免让人筋疲力尽的运动。',
  },
  'pattern.lung-qi-deficiency.lifestyle.protect-from-wind-and-cold.name': { en: 'Protect from wind and cold', text: '防风防寒' },
  'pattern.lung-qi-deficiency.lifestyle.protect-from-wind-and-cold.description': {
    en: 'Cover the neck and upper back, and change out of sweaty clothes quickly.',
    text: '护好颈部和上背部，出汗后及时换下湿衣服。',
  },
  'pattern.lung-qi-deficiency.lifestyle.rest-the-voice.name': { en: 'Rest the voice', text: '让嗓子休息' },
  'pattern.lung-qi-deficiency.lifestyle.rest-the-voice.description': {
    en: 'If you talk a lot for work, plan quiet breaks.',
    text: '如果工作需要大量说话，请安排安静休息的时间。',
  },
  'pattern.lung-yin-deficiency.explanation': {
    en: 'In Chinese medicine the "Lung" needs moisture to work smoothly. When that moisture runs low, people have a dry, tickly cough with little phlegm, a dry throat or hoarse voice, and may feel warm in the afternoon or sweat at night. It often follows a lingering infection, smoking or living in a very dry climate.',
    text: '中医认为，“肺”需要津液滋润才能正常工作。当津液不足时，人会干咳、喉咙发痒、痰少，咽干或声音嘶哑，下午可能感觉身上发热，或夜间盗汗。这种情况常出现在感染迁延不愈、吸烟或生活在非常干燥的气候之后。',
  },
  'pattern.lung-yin-deficiency.consumer-herbs.pear-poached-with-honey.name': { en: 'Pear poached with honey', text: '蜂蜜炖梨' },
  'pattern.lung-yin-deficiency.consumer-herbs.pear-poached-with-honey.description': {
    en: 'A pear steamed or poached with a little honey is a classic home remedy to moisten a dry throat and cough.',
    text: '梨加少许蜂蜜蒸或炖，是滋润咽干、缓解咳嗽的经典家常方。',
  },
  'pattern.lung-yin-deficiency.consumer-herbs.lily-bulb-and-white-fungus-soup.name': {
    en: 'Lily bulb and white fungus soup',
    text: '百合银耳汤',
  },
  'pattern.lung-yin-deficiency.consumer-herbs.lily-bulb-and-white-fungus-soup.description': {
    en: 'Dried lily bulb and snow fungus simmered into a light sweet soup are traditional moistening foods for the lungs.',
    text: '干百合和银耳慢炖成清淡的甜汤，是传统的润肺食物。',
  },
  'pattern.lung-yin-deficiency.diet.moistening-foods.name': { en: 'Moistening foods', text: '滋润的食物' },
  'pattern.lung-yin-deficiency.diet.moistening-foods.description': {
    en: 'Pears, apples, almonds, sesame, honey, tofu, soy milk, eggs and white fungus.',
    text: '梨、苹果、杏仁、芝麻、蜂蜜、豆腐、豆浆、鸡蛋和银耳。',
  },
  'pattern.lung-yin-deficiency.diet.soups-and-congee.name': { en: 'Soups and congee', text: '汤和粥' },
  'pattern.lung-yin-deficiency.diet.soups-and-congee.description': {
    en: 'Liquid, gently cooked meals help replace lost moisture.',
    text: '汤水多、慢火煮的饭菜有助于补充流失的津液。',
  },
  'pattern.lung-yin-deficiency.diet.avoid-drying-and-hot-foods.name': {
    en: 'Avoid drying and hot foods',
    text: '避免燥热的食物',
  },
  'pattern.lung-yin-deficiency.diet.avoid-drying-and-hot-foods.description': {
    en: 'Chilli, fried and roasted food, crisps, coffee and alcohol dry the lungs further.',
    text: '辣椒、油炸和烘烤食品、薯片、咖啡和酒会让肺更加干燥。',
  },
  'pattern.lung-yin-deficiency.lifestyle.stop-smoking-and-avoid-smoke.name': {
    en: 'Stop smoking and avoid smoke',
    text: '戒烟，远离烟雾',
  },
  'pattern.lung-yin-deficiency.lifestyle.stop-smoking-and-avoid-smoke.description': {
    en: 'Smoke is the main drying irritant for the lungs.',
    text: '烟雾是让肺变得干燥的主要刺激物。',
  },
  'pattern.lung-yin-deficiency.lifestyle.humidify-the-air.name': { en: 'Humidify the air', text: '保持空气湿润' },
  'pattern.lung-yin-deficiency.lifestyle.humidify-the-air.description': {
    en: 'In heated or air-conditioned rooms, a humidifier or a bowl of water helps the throat.',
    text: '在开暖气或空调的房间里，用加湿器或放一盆水，对喉咙有好处。',
  },
  'pattern.lung-yin-deficiency.lifestyle.rest-and-sleep-early.name': { en: 'Rest and sleep early', text: '多休息，早睡觉' },
  'pattern.lung-yin-deficiency.lifestyle.rest-and-sleep-early.description': {
    en: "Late nights and overwork use up the body's moisture.",
    text: '熬夜和过度劳累会耗伤身体的津液。',
  },
  'pattern.phlegm-heat-in-lung.explanation': {
    en: 'In Chinese medicine this describes heat in the chest that thickens mucus, so the "Lung" cannot breathe freely. Typical signs are a loud cough with thick yellow or green phlegm, a tight chest and sometimes wheezing or fever. It often follows a cold that has settled in the chest; high fever or trouble breathing needs a doctor promptly.',
    text: '中医用它来描述胸中有热、把痰液熬得黏稠，使“肺”不能顺畅呼吸的情况。典型表现是咳声响亮、痰黄绿而稠、胸闷，有时伴有喘息或发热。它常出现在感冒后病邪深入胸肺之时；如有高热或呼吸困难，请尽快就医。',
  },
  'pattern.phlegm-heat-in-lung.consumer-herbs.pear-and-daikon-drink.name': { en: 'Pear and daikon drink', text: '雪梨萝卜水' },
  'pattern.phlegm-heat-in-lung.consumer-herbs.pear-and-daikon-drink.description': {
    en: 'Pear and white radish simmered in water are a traditional home drink to cool the chest and loosen phlegm.',
    text: '梨和白萝卜加水煮，是传统的家常饮品，可以清胸中之热、化痰。',
  },
  'pattern.phlegm-heat-in-lung.consumer-herbs.loquat-leaf-or-loquat-syrup.name': {
    en: 'Loquat leaf or loquat syrup',
    text: '枇杷叶或枇杷膏',
  },
  'pattern.phlegm-heat-in-lung.consumer-herbs.loquat-leaf-or-loquat-syrup.description': {
    en: 'Loquat preparations are widely used in Chinese homes to soothe a cough with sticky phlegm.',
    text: '枇杷制品在中国家庭中广泛用来缓解痰黏难咳的咳嗽。',
  },
  'pattern.phlegm-heat-in-lung.diet.light-cooling-meals.name': { en: 'Light, cooling meals', text: '清淡清凉的饭菜' },
  'pattern.phlegm-heat-in-lung.diet.light-cooling-meals.description': {
    en: 'Vegetable soups, rice, pears, white radish, celery and seaweed.',
    text: '蔬菜汤、米饭、梨、白萝卜、芹菜和海带紫菜。',
  },
  'pattern.phlegm-heat-in-lung.diet.avoid-phlegm-forming-foods.name': {
    en: 'Avoid phlegm-forming foods',
    text: '避免生痰的食物',
  },
  'pattern.phlegm-heat-in-lung.diet.avoid-phlegm-forming-foods.description': {
    en: 'Dairy, sugar, fried and greasy food increase mucus.',
    text: '奶制品、糖、油炸和油腻食物会让痰增多。',
  },
  'pattern.phlegm-heat-in-lung.diet.avoid-heating-foods-and-alcohol.name': {
    en: 'Avoid heating foods and alcohol',
    text: '避免温燥的食物和酒',
  },
  'pattern.phlegm-heat-in-lung.diet.avoid-heating-foods-and-alcohol.description': {
    en: 'Chilli, lamb, spirits and smoking feed the heat.',
    text: '辣椒、羊肉、烈酒和吸烟会助长热邪。',
  },
  'pattern.phlegm-heat-in-lung.diet.drink-enough-fluids.name': { en: 'Drink enough fluids', text: '多喝水' },
  'pattern.phlegm-heat-in-lung.diet.drink-enough-fluids.description': {
    en: 'Warm water and clear broths keep phlegm thin.',
    text: '温开水和清汤能让痰保持稀薄。',
  },
  'pattern.phlegm-heat-in-lung.lifestyle.rest-while-it-is-acute.name': { en: 'Rest while it is acute', text: '急性期多休息' },
  'pattern.phlegm-heat-in-lung.lifestyle.rest-while-it-is-acute.description': {
    en: 'Avoid strenuous exercise until the cough and fever settle.',
    text: '在咳嗽和发热缓解之前，避免剧烈运动。',
  },
  'pattern.phlegm-heat-in-lung.lifestyle.no-smoke.name': { en: 'No smoke', text: '远离烟雾' },
  'pattern.phlegm-heat-in-lung.lifestyle.no-smoke.description': {
    en: 'Do not smoke and keep away from smoky or polluted air.',
    text: '不要吸烟，远离烟雾弥漫或污染的空气。',
  },
  'pattern.phlegm-heat-in-lung.lifestyle.know-when-to-see-a-doctor.name': {
    en: 'Know when to see a doctor',
    text: '了解何时该就医',
  },
  'pattern.phlegm-heat-in-lung.lifestyle.know-when-to-see-a-doctor.description': {
    en: 'High fever, breathlessness at rest, chest pain or blood in the phlegm need medical care now.',
    text: '高热、静息时也喘不过气、胸痛或痰中带血，需要立即就医。',
  },
  'pattern.wind-cold-exterior.explanation': {
    en: 'This is the Chinese-medicine picture of a common cold caught from cold weather: the body feels chilly, with a blocked or runny nose with clear mucus, sneezing, a stiff neck and aches, and little or no sweating. It is an early, surface stage that usually passes quickly with rest and warmth.',
    text: '这是中医对受寒引起的普通感冒的描述：身上发冷，鼻塞或流清涕，打喷嚏，脖子发僵、身体酸痛，出汗很少或不出汗。这是病邪在体表的早期阶段，注意休息、保暖，通常很快就会好。',
  },
  'pattern.wind-cold-exterior.consumer-herbs.fresh-ginger-and-spring-onion-tea.name': {
    en: 'Fresh ginger and spring onion tea',
    text: '姜葱茶',
  },
  'pattern.wind-cold-exterior.consumer-herbs.fresh-ginger-and-spring-onion-tea.description': {
    en: 'A hot tea of fresh ginger slices and the white part of spring onions, drunk at the first chill, is a traditional way to warm up and bring on a light sweat.',
    text: '刚开始发冷时，用几片鲜姜和葱白煮一杯热茶喝下，是让身体暖和起来、微微出汗的传统方法。',
  },
  'pattern.wind-cold-exterior.consumer-herbs.perilla-leaf-tea.name': { en: 'Perilla leaf tea', text: '紫苏叶茶' },
  'pattern.wind-cold-exterior.consumer-herbs.perilla-leaf-tea.description': {
    en: 'Perilla (shiso) leaves are a culinary herb traditionally used in warm teas for chills and a queasy stomach.',
    text: '紫苏叶是一种可食用的香草，传统上用来泡热茶，缓解发冷和胃部不适。',
  },
  'pattern.wind-cold-exterior.diet.hot-soups-and-broths.name': { en: 'Hot soups and broths', text: '热汤热粥' },
  'pattern.wind-cold-exterior.diet.hot-soups-and-broths.description': {
    en: 'Rice porridge or broth with ginger and spring onion, eaten hot.',
    text: '加了生姜和葱的米粥或清汤，趁热吃。',
  },
  'pattern.wind-cold-exterior.diet.avoid-cold-and-raw-food.name': { en: 'Avoid cold and raw food', text: '避免生冷食物' },
  'pattern.wind-cold-exterior.diet.avoid-cold-and-raw-food.description': {
    en: 'Skip iced drinks, salads, fruit juices and ice cream while the chill lasts.',
    text: '发冷期间不要喝冰饮、吃沙拉、喝果汁和吃冰淇淋。',
  },
  'pattern.wind-cold-exterior.diet.eat-lightly.name': { en: 'Eat lightly', text: '吃得清淡些' },
  'pattern.wind-cold-exterior.diet.eat-lightly.description': {
    en: 'Heavy, greasy meals slow recovery; small warm meals are enough.',
    text: '丰盛油腻的饭菜会拖慢康复；少量温热的饭菜就够了。',
  },
  'pattern.wind-cold-exterior.lifestyle.rest-and-keep-warm.name': { en: 'Rest and keep warm', text: '休息保暖' },
  'pattern.wind-cold-exterior.lifestyle.rest-and-keep-warm.description': {
    en: 'Rest early, cover the neck and upper back and stay out of wind and draughts.',
    text: '早点休息，护好颈部和上背部，避免吹风和受凉。',
  },
  'pattern.wind-cold-exterior.lifestyle.a-light-sweat-not-a-heavy-one.name': {
    en: 'A light sweat, not a heavy one',
    text: '微微出汗即可，不要大汗',
  },
  'pattern.wind-cold-exterior.lifestyle.a-light-sweat-not-a-heavy-one.description': {
    en: 'After a warm drink, wrap up until you sweat lightly, then dry off and change clothes; avoid saunas or heavy sweating.',
    text: '喝完热饮后盖好被子，等到微微出汗，然后擦干、换上干衣服；避免蒸桑拿或大量出汗。',
  },
  'pattern.wind-cold-exterior.lifestyle.watch-for-warning-signs.name': { en: 'Watch for warning signs', text: '注意危险信号' },
  'pattern.wind-cold-exterior.lifestyle.watch-for-warning-signs.description': {
    en: 'High fever, a stiff neck with headache, or breathlessness need a doctor now.',
    text: '高热、头痛伴颈项强直，或呼吸困难，需要立即就医。',
  },
  'pattern.wind-heat-exterior.explanation': {
    en: 'This is the Chinese-medicine picture of a cold or flu that starts with a sore throat: fever more than chills, thirst, a headache and sometimes a cough with a little yellowish mucus. It is an early, surface stage that usually passes within days; a high or lasting fever needs a doctor.',
    text: '这是中医对以咽喉痛开始的感冒或流感的描述：发热重、怕冷轻，口渴、头痛，有时咳嗽、有少量偏黄的痰。这是病邪在体表的早期阶段，通常几天内就会好；如果高热或发热持续不退，请就医。',
  },
  'pattern.wind-heat-exterior.consumer-herbs.chrysanthemum-and-mint-tea.name': {
    en: 'Chrysanthemum and mint tea',
    text: '菊花薄荷茶',
  },
  'pattern.wind-heat-exterior.consumer-herbs.chrysanthemum-and-mint-tea.description': {
    en: 'A light tea of chrysanthemum flowers with a few mint leaves is a traditional cooling drink for a sore throat and headache.',
    text: '菊花加几片薄荷叶泡成的淡茶，是缓解咽喉痛和头痛的传统清凉饮品。',
  },
  'pattern.wind-heat-exterior.consumer-herbs.honeysuckle-flower-tea.name': { en: 'Honeysuckle flower tea', text: '金银花茶' },
  'pattern.wind-heat-exterior.consumer-herbs.honeysuckle-flower-tea.description': {
    en: 'Honeysuckle flowers are drunk as a tea in China during hot weather and at the start of a sore throat.',
    text: '在中国，人们在炎热天气里和咽喉刚开始疼痛时常喝金银花茶。',
  },
  'pattern.wind-heat-exterior.diet.light-cooling-food.name': { en: 'Light, cooling food', text: '清淡清凉的食物' },
  'pattern.wind-heat-exterior.diet.light-cooling-food.description': {
    en: 'Vegetable soups, rice porridge, pears, watermelon, cucumber and leafy greens.',
    text: '蔬菜汤、米粥、梨、西瓜、黄瓜和绿叶菜。',
  },
  'pattern.wind-heat-exterior.diet.plenty-of-fluids.name': { en: 'Plenty of fluids', text: '多喝水' },
  'pattern.wind-heat-exterior.diet.plenty-of-fluids.description': {
    en: 'Water, light teas and clear soups replace what fever uses up.',
    text: '白开水、淡茶和清汤可以补充发热消耗的水分。',
  },
  'pattern.wind-heat-exterior.diet.avoid-heating-and-heavy-food.name': {
    en: 'Avoid heating and heavy food',
    text: '避免温燥和油腻厚重的食物',
  },
  'pattern.wind-heat-exterior.diet.avoid-heating-and-heavy-food.description': {
    en: 'Skip chilli, fried food, red meat, alcohol and sweets while feverish.',
    text: '发热期间不要吃辣椒、油炸食品、红肉、甜食，也不要喝酒。',
  },
  'pattern.wind-heat-exterior.lifestyle.rest.name': { en: 'Rest', text: '休息' },
  'pattern.wind-heat-exterior.lifestyle.rest.description': {
    en: 'Rest at home for the first days; it shortens the illness and protects others.',
    text: '头几天在家休息；这样能缩短病程，也能保护他人。',
  },
  'pattern.wind-heat-exterior.lifestyle.do-not-overheat.name': { en: 'Do not overheat', text: '不要捂得太热' },
  'pattern.wind-heat-exterior.lifestyle.do-not-overheat.description': {
    en: 'Dress comfortably and keep the room airy; heavy wrapping does not help a feverish cold.',
    text: '穿着舒适，保持房间通风；发热性感冒捂厚被子并没有帮助。',
  },
  'pattern.wind-heat-exterior.lifestyle.know-when-to-see-a-doctor.name': {
    en: 'Know when to see a doctor',
    text: '了解何时该就医',
  },
  'pattern.wind-heat-exterior.lifestyle.know-when-to-see-a-doctor.description': {
    en: 'Fever over three days, a very high fever, a stiff neck, a rash or difficulty swallowing or breathing need medical care.',
    text: '发热超过三天、体温很高、颈项强直、出皮疹，或吞咽、呼吸困难，需要就医。',
  },
  'pattern.kidney-yang-deficiency.explanation': {
    en: 'In Chinese medicine the "Kidney" holds the body\'s deepest warmth. When that warmth is low, people feel cold (especially the lower back, knees and feet), tire easily, pass a lot of pale urine and get up at night to urinate, and may have low sexual energy. It is more common with age, after long illness or after prolonged exposure to cold.',
    text: '中医认为，“肾”蕴藏着身体最深处的温暖。这份温暖不足时，人会怕冷（尤其是腰、膝和脚），容易疲劳，小便清长、夜里要起来小便，还可能性欲减退。这种情况在年纪较大、久病之后或长期受寒的人中更为常见。',
  },
  'pattern.kidney-yang-deficiency.consumer-herbs.cinnamon-and-ginger.name': { en: 'Cinnamon and ginger', text: '肉桂和姜' },
  'pattern.kidney-yang-deficiency.consumer-herbs.cinnamon-and-ginger.description': {
    en: 'A little cinnamon or dried ginger in cooking or in a warm drink is a traditional way to warm the body.',
    text: '在饭菜或热饮中加少许肉桂或干姜，是让身体暖和起来的传统方法。',
  },
  'pattern.kidney-yang-deficiency.consumer-herbs.walnuts.name': { en: 'Walnuts', text: '核桃' },
  'pattern.kidney-yang-deficiency.consumer-herbs.walnuts.description': {
    en: 'Walnuts are a traditional warming food for the lower back and kidneys, eaten as a snack or in porridge.',
    text: '核桃是补益腰肾的传统温性食物，可当零食，也可加入粥中。',
  },
  'pattern.kidney-yang-deficiency.diet.warm-cooked-food.name': { en: 'Warm, cooked food', text: '温热的熟食' },
  'pattern.kidney-yang-deficiency.diet.warm-cooked-food.description': {
    en: 'Slow-cooked stews and soups with lamb or beef, onions, leeks and root vegetables.',
    text: '用羊肉或牛肉、洋葱、韭葱和根茎类蔬菜慢炖的菜肴和汤。',
  },
  'pattern.kidney-yang-deficiency.diet.warming-spices.name': { en: 'Warming spices', text: '温性香料' },
  'pattern.kidney-yang-deficiency.diet.warming-spices.description': {
    en: 'Use cinnamon, clove, fennel seed, black pepper and ginger in cooking.',
    text: '烹饪时加些肉桂、丁香、小茴香、黑胡椒和生姜。',
  },
  'pattern.kidney-yang-deficiency.diet.nuts-and-seeds.name': { en: 'Nuts and seeds', text: '坚果和种子' },
  'pattern.kidney-yang-deficiency.diet.nuts-and-seeds.description': {
    en: 'Walnuts, chestnuts, black beans and black sesame support the kidneys.',
    text: '核桃、栗子、黑豆和黑芝麻对肾有益。',
  },
  'pattern.kidney-yang-deficiency.diet.avoid-cold-food-and-drinks.name': {
    en: 'Avoid cold food and drinks',
    text: '避免生冷食物和冷饮',
  },
  'pattern.kidney-yang-deficiency.diet.avoid-cold-food-and-drinks.description': {
    en: 'Iced drinks, raw food and too much fruit cool the body further.',
    text: '冰饮、生冷食物和过多的水果会让身体更冷。',
  },
  'pattern.kidney-yang-deficiency.lifestyle.keep-the-lower-back-and-feet-warm.name': {
    en: 'Keep the lower back and feet warm',
    text: '注意腰部和双脚保暖',
  },
  'pattern.kidney-yang-deficiency.lifestyle.keep-the-lower-back-and-feet-warm.description': {
    en: 'Wear layers over the lower back, warm socks, and avoid sitting on cold surfaces.',
    text: '腰部多穿一层，穿保暖的袜子，不要坐在冰冷的地方。',
  },
  'pattern.kidney-yang-deficiency.lifestyle.gentle-regular-exercise.name': {
    en: 'Gentle, regular exercise',
    text: '温和、规律的运动',
  },
  'pattern.kidney-yang-deficiency.lifestyle.gentle-regular-exercise.description': {
    en: 'Walking, tai chi or qigong warm the body without exhausting it; avoid swimming in cold water.',
    text: '散步、太极拳或气功能让身体暖和起来而不至于过度疲劳；避免在冷水中游泳。',
  },
  'pattern.kidney-yang-deficiency.lifestyle.rest-and-moderation.name': { en: 'Rest and moderation', text: '休息与节制' },
  'pattern.kidney-yang-deficiency.lifestyle.rest-and-moderation.description': {
    en: "Enough sleep and moderation in sexual activity preserve the body's reserves.",
    text: '睡眠充足、房事有节，可以保存身体的根本储备。',
  },
  'pattern.kidney-yin-deficiency.explanation': {
    en: 'In Chinese medicine the "Kidney" stores the body\'s deep, cooling and nourishing reserves. When these run low, people may have a sore lower back, ringing in the ears, dizziness, night sweats, warm palms and soles and a dry mouth at night. It often follows years of overwork, too little sleep, chronic illness or the change of life.',
    text: '中医认为，“肾”储藏着身体深层的、清凉滋养的储备。这份储备不足时，人可能会腰酸、耳鸣、头晕、盗汗、手足心发热，夜里口干。这种情况常出现在多年过度劳累、睡眠不足、久病或更年期之后。',
  },
  'pattern.kidney-yin-deficiency.consumer-herbs.goji-berries.name': { en: 'Goji berries', text: '枸杞' },
  'pattern.kidney-yin-deficiency.consumer-herbs.goji-berries.description': {
    en: 'Goji berries, eaten as a snack or added to porridge and soups, are a traditional food to nourish the kidneys and eyes.',
    text: '枸杞可当零食，也可加到粥和汤里，是补肾明目的传统食物。',
  },
  'pattern.kidney-yin-deficiency.consumer-herbs.black-sesame.name': { en: 'Black sesame', text: '黑芝麻' },
  'pattern.kidney-yin-deficiency.consumer-herbs.black-sesame.description': {
    en: 'Toasted black sesame or black sesame paste is a traditional nourishing food for the kidneys and hair.',
    text: '炒黑芝麻或黑芝麻糊，是滋养肾与头发的传统食物。',
  },
  'pattern.kidney-yin-deficiency.diet.nourishing-moist-foods.name': { en: 'Nourishing, moist foods', text: '滋养润燥的食物' },
  'pattern.kidney-yin-deficiency.diet.nourishing-moist-foods.description': {
    en: 'Black beans, tofu, eggs, fish, seaweed, millet, pears and mulberries.',
    text: '黑豆、豆腐、鸡蛋、鱼、海带紫菜、小米、梨和桑葚。',
  },
  'pattern.kidney-yin-deficiency.diet.soups-and-stews.name': { en: 'Soups and stews', text: '汤和炖菜' },
  'pattern.kidney-yin-deficiency.diet.soups-and-stews.description': {
    en: 'Gently cooked, liquid dishes are easier to absorb and moistening.',
    text: '慢火烹制、汤水多的菜肴更容易吸收，也更滋润。',
  },
  'pattern.kidney-yin-deficiency.diet.avoid-heating-and-drying-items.name': {
    en: 'Avoid heating and drying items',
    text: '避免温燥之物',
  },
  'pattern.kidney-yin-deficiency.diet.avoid-heating-and-drying-items.description': {
    en: 'Limit coffee, alcohol, chilli, lamb and fried or grilled food.',
    text: '少喝咖啡和酒，少吃辣椒、羊肉以及油炸或烧烤食物。',
  },
  'pattern.kidney-yin-deficiency.lifestyle.sleep-before-midnight.name': { en: 'Sleep before midnight', text: '午夜前入睡' },
  'pattern.kidney-yin-deficiency.lifestyle.sleep-before-midnight.description': {
    en: 'Regular, sufficient sleep is the most important way to rebuild these reserves.',
    text: '规律、充足的睡眠，是补回这份储备最重要的方法。',
  },
  'pattern.kidney-yin-deficiency.lifestyle.pace-yourself.name': { en: 'Pace yourself', text: '量力而行' },
  'pattern.kidney-yin-deficiency.lifestyle.pace-yourself.description': {
    en: 'Avoid long working hours, exhausting sport and sweating heavily.',
    text: '避免长时间工作、让人筋疲力尽的运动和大量出汗。',
  },
  'pattern.kidney-yin-deficiency.lifestyle.calm-practices.name': { en: 'Calm practices', text: '平和的练习' },
  'pattern.kidney-yin-deficiency.lifestyle.calm-practices.description': {
    en: 'Yoga, tai chi, meditation or quiet walks restore without draining.',
    text: '瑜伽、太极拳、冥想或安静地散步，能让身体恢复而不损耗。',
  },
  'pattern.liver-kidney-yin-deficiency.explanation': {
    en: 'In Chinese medicine the "Liver" and "Kidney" share the body\'s deep nourishing reserves. When these run low, the eyes become dry and tired, vision blurs, and people may have dizziness, ringing ears, a sore lower back and knees, and night sweats. It is common with age, long-term overwork, heavy screen use and around the menopause.',
    text: '中医认为，“肝”和“肾”共同掌管着身体深层的滋养储备。这份储备不足时，眼睛会干涩疲劳、视物模糊，人还可能头晕、耳鸣、腰膝酸软、盗汗。这种情况在年纪较大、长期过度劳累、大量使用电子屏幕的人中，以及更年期前后都很常见。',
  },
  'pattern.liver-kidney-yin-deficiency.consumer-herbs.goji-berry-and-chrysanthemum-tea.name': {
    en: 'Goji berry and chrysanthemum tea',
    text: '枸杞菊花茶',
  },
  'pattern.liver-kidney-yin-deficiency.consumer-herbs.goji-berry-and-chrysanthemum-tea.description': {
    en: 'A classic tea for tired, dry eyes: a few goji berries and chrysanthemum flowers steeped in hot water.',
    text: '缓解眼睛疲劳干涩的经典茶饮：几粒枸杞和几朵菊花，用热水冲泡。',
  },
  'pattern.liver-kidney-yin-deficiency.consumer-herbs.black-sesame-and-mulberries.name': {
    en: 'Black sesame and mulberries',
    text: '黑芝麻和桑葚',
  },
  'pattern.liver-kidney-yin-deficiency.consumer-herbs.black-sesame-and-mulberries.description': {
    en: 'Black sesame and dried mulberries are traditional foods to nourish the liver and kidneys.',
    text: '黑芝麻和桑葚干是滋养肝肾的传统食物。',
  },
  'pattern.liver-kidney-yin-deficiency.diet.nourishing-moist-foods.name': {
    en: 'Nourishing, moist foods',
    text: '滋养润燥的食物',
  },
  'pattern.liver-kidney-yin-deficiency.diet.nourishing-moist-foods.description': {
    en: 'Eggs, fish, tofu, black beans, dark leafy greens, beetroot and pears.',
    text: '鸡蛋、鱼、豆腐、黑豆、深绿色叶菜、甜菜根和梨。',
  },
  'pattern.liver-kidney-yin-deficiency.diet.gently-cooked-meals.name': { en: 'Gently cooked meals', text: '温和烹制的饭菜' },
  'pattern.liver-kidney-yin-deficiency.diet.gently-cooked-meals.description': {
    en: 'Steaming, stewing and soups rather than frying or grilling.',
    text: '多用蒸、炖、煲汤，少用煎炸和烧烤。',
  },
  'pattern.liver-kidney-yin-deficiency.diet.limit-alcohol-coffee-and-spicy-food.name': {
    en: 'Limit alcohol, coffee and spicy food',
    text: '少喝酒和咖啡，少吃辛辣',
  },
  'pattern.liver-kidney-yin-deficiency.diet.limit-alcohol-coffee-and-spicy-food.description': {
    en: 'They heat and dry, and strain the liver.',
    text: '它们性质温燥，会加重肝的负担。',
  },
  'pattern.liver-kidney-yin-deficiency.lifestyle.rest-your-eyes.name': { en: 'Rest your eyes', text: '让眼睛休息' },
  'pattern.liver-kidney-yin-deficiency.lifestyle.rest-your-eyes.description': {
    en: 'Take screen breaks every 20-30 minutes and look into the distance.',
    text: '看屏幕每20-30分钟休息一下，向远处眺望。',
  },
  'pattern.liver-kidney-yin-deficiency.lifestyle.sleep-before-11-pm.name': { en: 'Sleep before 11 pm', text: '晚上十一点前入睡' },
  'pattern.liver-kidney-yin-deficiency.lifestyle.sleep-before-11-pm.description': {
    en: 'Chinese medicine considers late-evening sleep the time the liver restores blood.',
    text: '中医认为，深夜睡眠是肝养血、恢复的时间。',
  },
  'pattern.liver-kidney-yin-deficiency.lifestyle.gentle-exercise.name': { en: 'Gentle exercise', text: '温和运动' },
  'pattern.liver-kidney-yin-deficiency.lifestyle.gentle-exercise.description': {
    en: 'Tai chi, yoga or walking; avoid exhausting workouts and heavy sweating.',
    text: '太极拳、瑜伽或散步；避免让人筋疲力尽的锻炼和大量出汗。',
  },
  'pattern.qi-and-blood-deficiency.explanation': {
    en: 'In Chinese medicine "Qi" is the body\'s energy and "Blood" its nourishment. When both are low, people feel tired and weak, look pale, get dizzy when standing up, feel their heart flutter and may have light periods. It often follows a long illness, blood loss, childbirth, or a poor diet.',
    text: '中医认为，“气”是身体的能量，“血”是身体的滋养。两者都不足时，人会感到疲倦乏力、面色苍白、站起来时头晕、心慌，月经量也可能偏少。这种情况常出现在久病、失血、生产之后，或饮食营养不良时。',
  },
  'pattern.qi-and-blood-deficiency.consumer-herbs.red-dates-and-goji-berries.name': {
    en: 'Red dates and goji berries',
    text: '红枣枸杞',
  },
  'pattern.qi-and-blood-deficiency.consumer-herbs.red-dates-and-goji-berries.description': {
    en: 'Red dates and goji berries cooked in porridge or steeped as a tea are traditional foods to build energy and blood.',
    text: '红枣和枸杞煮粥或泡茶，是补充精力、养血的传统食物。',
  },
  'pattern.qi-and-blood-deficiency.consumer-herbs.chicken-soup-with-chinese-yam-and-longan.name': {
    en: 'Chicken soup with Chinese yam and longan',
    text: '山药桂圆鸡汤',
  },
  'pattern.qi-and-blood-deficiency.consumer-herbs.chicken-soup-with-chinese-yam-and-longan.description': {
    en: 'A slow-simmered chicken broth with Chinese yam and a few dried longan fruits is a traditional restorative soup after illness or childbirth.',
    text: '用山药和几颗桂圆干慢炖的鸡汤，是病后或产后调养身体的传统汤品。',
  },
  'pattern.qi-and-blood-deficiency.diet.regular-warm-nourishing-meals.name': {
    en: 'Regular, warm, nourishing meals',
    text: '规律、温热、有营养的饮食',
  },
  'pattern.qi-and-blood-deficiency.diet.regular-warm-nourishing-meals.description': {
    en: 'Three cooked meals a day with good protein: eggs, fish, poultry, lean meat or legumes.',
    text: '一日三餐吃熟食，保证优质蛋白：鸡蛋、鱼、禽肉、瘦肉或豆类。',
  },
  'pattern.qi-and-blood-deficiency.diet.blood-building-foods.name': { en: 'Blood-building foods', text: '养血的食物' },
  'pattern.qi-and-blood-deficiency.diet.blood-building-foods.description': {
    en: 'Dark leafy greens, beetroot, lentils, dates, apricots and black sesame.',
    text: '深绿色叶菜、甜菜根、小扁豆、红枣、杏干和黑芝麻。',
  },
  'pattern.qi-and-blood-deficiency.diet.easy-to-digest-grains.name': { en: 'Easy-to-digest grains', text: '容易消化的谷物' },
  'pattern.qi-and-blood-deficiency.diet.easy-to-digest-grains.description': {
    en: 'Rice, oats, millet and sweet potato support the digestion that makes blood.',
    text: '米饭、燕麦、小米和红薯，有助于化生血液的消化功能。',
  },
  'pattern.qi-and-blood-deficiency.diet.avoid-restrictive-dieting.name': {
    en: 'Avoid restrictive dieting',
    text: '避免过度节食',
  },
  'pattern.qi-and-blood-deficiency.diet.avoid-restrictive-dieting.description': {
    en: 'Skipping meals and very low-calorie diets deepen this pattern.',
    text: '不吃饭和极低热量的节食会让这种情况更加严重。',
  },
  'pattern.qi-and-blood-deficiency.lifestyle.rest-generously.name': { en: 'Rest generously', text: '多多休息' },
  'pattern.qi-and-blood-deficiency.lifestyle.rest-generously.description': {
    en: 'Allow enough sleep and short rests during the day while recovering.',
    text: '恢复期间要保证充足的睡眠，白天也适当小憩。',
  },
  'pattern.qi-and-blood-deficiency.lifestyle.build-up-gradually.name': { en: 'Build up gradually', text: '循序渐进' },
  'pattern.qi-and-blood-deficiency.lifestyle.build-up-gradually.description': {
    en: 'Start with short walks and gentle qigong, increasing slowly.',
    text: '从短时间散步和舒缓的气功开始，再慢慢增加活动量。',
  },
  'pattern.qi-and-blood-deficiency.lifestyle.check-for-anaemia.name': { en: 'Check for anaemia', text: '检查是否贫血' },
  'pattern.qi-and-blood-deficiency.lifestyle.check-for-anaemia.description': {
    en: 'Persistent tiredness and paleness are worth a simple blood test with your doctor.',
    text: '如果持续疲倦、面色苍白，值得请医生做个简单的血液检查。',
  },
  'pattern.blood-stasis.explanation': {
    en: 'In Chinese medicine "Blood stasis" means the blood is not circulating freely in some area. It is linked with pain that is sharp and always in the same place, often worse at night, dark clots in menstrual blood, and a purplish tinge of the lips or tongue. It can follow injuries, surgery, long-standing cold or stress, or chronic illness.',
    text: '中医所说的“血瘀”，是指某个部位的血液运行不畅。它常与刺痛、痛处固定不移、夜间加重有关，月经中可见暗色血块，嘴唇或舌头带紫色。它可能出现在外伤、手术之后，或由长期受寒、压力或慢性病引起。',
  },
  'pattern.blood-stasis.consumer-herbs.hawthorn-berry-tea.name': { en: 'Hawthorn berry tea', text: '山楂茶' },
  'pattern.blood-stasis.consumer-herbs.hawthorn-berry-tea.description': {
    en: 'Dried hawthorn berries are a traditional food-grade herb to help blood circulation and digestion.',
    text: '干山楂是药食两用的传统食材，有助于血液循环和消化。',
  },
  'pattern.blood-stasis.consumer-herbs.turmeric-in-cooking.name': { en: 'Turmeric in cooking', text: '烹饪时加点姜黄' },
  'pattern.blood-stasis.consumer-herbs.turmeric-in-cooking.description': {
    en: 'Turmeric is used in food as a mild circulation-moving spice; avoid concentrated supplements if you take blood thinners.',
    text: '姜黄作为一种温和的活血香料用于烹饪；如果您在服用抗凝药，请避免服用浓缩的姜黄补充剂。',
  },
  'pattern.blood-stasis.diet.foods-that-move-the-blood.name': { en: 'Foods that move the blood', text: '活血的食物' },
  'pattern.blood-stasis.diet.foods-that-move-the-blood.description': {
    en: 'Onions, garlic, chives, leeks, aubergine, black fungus, hawthorn and a little vinegar.',
    text: '洋葱、大蒜、韭菜、韭葱、茄子、黑木耳、山楂和少许醋。',
  },
  'pattern.blood-stasis.diet.warm-rather-than-cold.name': { en: 'Warm rather than cold', text: '宜温不宜凉' },
  'pattern.blood-stasis.diet.warm-rather-than-cold.description': {
    en: 'Cold food and iced drinks slow circulation; favour cooked, warm meals.',
    text: '生冷食物和冰饮会让血液运行变慢；多吃温热的熟食。',
  },
  'pattern.blood-stasis.diet.limit-fatty-and-fried-food.name': { en: 'Limit fatty and fried food', text: '少吃油腻和油炸食品' },
  'pattern.blood-stasis.diet.limit-fatty-and-fried-food.description': {
    en: 'Heavy, greasy food is thought to make the blood sluggish.',
    text: '一般认为，厚重油腻的食物会让血液运行迟滞。',
  },
  'pattern.blood-stasis.lifestyle.move-every-day.name': { en: 'Move every day', text: '每天动一动' },
  'pattern.blood-stasis.lifestyle.move-every-day.description': {
    en: 'Regular walking, stretching, swimming or tai chi keep blood flowing; avoid sitting for hours.',
    text: '经常散步、伸展、游泳或打太极拳，能让血液保持畅通；避免久坐。',
  },
  'pattern.blood-stasis.lifestyle.keep-warm.name': { en: 'Keep warm', text: '注意保暖' },
  'pattern.blood-stasis.lifestyle.keep-warm.description': {
    en: 'Cold slows circulation, especially in the lower abdomen during the period.',
    text: '寒冷会让血液运行变慢，经期尤其要注意小腹保暖。',
  },
  'pattern.blood-stasis.lifestyle.get-new-or-severe-pain-checked.name': {
    en: 'Get new or severe pain checked',
    text: '新出现或剧烈的疼痛要就医',
  },
  'pattern.blood-stasis.lifestyle.get-new-or-severe-pain-checked.description': {
    en: 'Chest pain, sudden severe pain, a new lump or a swollen painful leg need medical care now.',
    text: '胸痛、突发剧痛、新出现的肿块，或一条腿肿痛，需要立即就医。',
  },
  'pattern.qi-stagnation-blood-stasis.explanation': {
    en: 'In Chinese medicine, long-lasting tension and emotional strain can block the smooth flow of energy ("Qi"), and in time the blood stops flowing freely too. People may feel irritable or low, with tightness in the chest or ribs, breast tenderness and painful periods with dark clots; pain tends to be fixed and sharp. It is common with chronic stress.',
    text: '中医认为，长期的紧张和情绪压力会阻碍能量（“气”）的顺畅运行，日子久了，血液也会跟着运行不畅。人可能烦躁或情绪低落，胸口或两胁发紧，乳房胀痛，月经痛且有暗色血块；疼痛多为刺痛、位置固定。这种情况在长期压力下很常见。',
  },
  'pattern.qi-stagnation-blood-stasis.consumer-herbs.rose-bud-tea.name': { en: 'Rose bud tea', text: '玫瑰花茶' },
  'pattern.qi-stagnation-blood-stasis.consumer-herbs.rose-bud-tea.description': {
    en: 'Dried rose buds are a traditional tea to ease tension, soothe the mood and help the blood move.',
    text: '干玫瑰花泡茶是传统饮品，可以缓解紧张、舒畅心情、帮助血液运行。',
  },
  'pattern.qi-stagnation-blood-stasis.consumer-herbs.hawthorn-berry-tea.name': { en: 'Hawthorn berry tea', text: '山楂茶' },
  'pattern.qi-stagnation-blood-stasis.consumer-herbs.hawthorn-berry-tea.description': {
    en: 'Hawthorn berries are a food-grade herb traditionally used to help circulation.',
    text: '山楂是药食两用的食材，传统上用来促进血液循环。',
  },
  'pattern.qi-stagnation-blood-stasis.consumer-herbs.citrus-peel.name': { en: 'Citrus peel', text: '陈皮' },
  'pattern.qi-stagnation-blood-stasis.consumer-herbs.citrus-peel.description': {
    en: 'A little dried tangerine peel in tea or cooking helps the energy move.',
    text: '在茶或饭菜中加一点陈皮，有助于气的运行。',
  },
  'pattern.qi-stagnation-blood-stasis.diet.moving-foods.name': { en: 'Moving foods', text: '行气活血的食物' },
  'pattern.qi-stagnation-blood-stasis.diet.moving-foods.description': {
    en: 'Onions, chives, radish, citrus peel, aubergine, black fungus and a little vinegar.',
    text: '洋葱、韭菜、萝卜、陈皮、茄子、黑木耳和少许醋。',
  },
  'pattern.qi-stagnation-blood-stasis.diet.regular-unhurried-meals.name': {
    en: 'Regular, unhurried meals',
    text: '按时从容地吃饭',
  },
  'pattern.qi-stagnation-blood-stasis.diet.regular-unhurried-meals.description': {
    en: 'Eat at calm, regular times; eating under stress worsens the blockage.',
    text: '在平静、固定的时间吃饭；带着压力吃饭会加重郁滞。',
  },
  'pattern.qi-stagnation-blood-stasis.diet.limit-alcohol-fatty-and-cold-food.name': {
    en: 'Limit alcohol, fatty and cold food',
    text: '少喝酒，少吃油腻和生冷食物',
  },
  'pattern.qi-stagnation-blood-stasis.diet.limit-alcohol-fatty-and-cold-food.description': {
    en: 'Alcohol and greasy food burden the liver; cold food slows circulation.',
    text: '酒和油腻食物会加重肝的负担；生冷食物会让血液运行变慢。',
  },
  'pattern.qi-stagnation-blood-stasis.lifestyle.daily-exercise.name': { en: 'Daily exercise', text: '每天运动' },
  'pattern.qi-stagnation-blood-stasis.lifestyle.daily-exercise.description': {
    en: 'Brisk walking, swimming, dancing or stretching are the best ways to move energy and blood.',
    text: '快走、游泳、跳舞或伸展运动，是促进气血运行的最好方法。',
  },
  'pattern.qi-stagnation-blood-stasis.lifestyle.release-stress.name': { en: 'Release stress', text: '释放压力' },
  'pattern.qi-stagnation-blood-stasis.lifestyle.release-stress.description': {
    en: 'Breathing exercises, talking things through and creative outlets ease emotional tension.',
    text: '呼吸练习、把事情说开、做些创作，都能缓解情绪上的紧张。',
  },
  'pattern.qi-stagnation-blood-stasis.lifestyle.get-chest-pain-checked-at-once.name': {
    en: 'Get chest pain checked at once',
    text: '胸痛要立即就医',
  },
  'pattern.qi-stagnation-blood-stasis.lifestyle.get-chest-pain-checked-at-once.description': {
    en: 'Chest pain or pressure, especially with breathlessness or sweating, needs emergency care.',
    text: '胸痛或胸口有压迫感，尤其伴有呼吸困难或出汗时，需要紧急就医。',
  },
  'pattern.phlegm-dampness.explanation': {
    en: 'In Chinese medicine, when digestion is sluggish the body\'s fluids are not processed well and build up as "Dampness" and "Phlegm". People feel heavy and foggy-headed, have a stuffy chest, bring up white mucus, feel queasy and tend to gain weight easily. It is linked with rich, sweet, greasy or cold food and a sedentary life.',
    text: '中医认为，消化功能迟缓时，体内的水液不能被很好地运化，就会积聚成“湿”和“痰”。人会感到身体沉重、头脑昏沉、胸闷、咳吐白痰、恶心，而且容易发胖。这与肥甘、甜腻、油腻或生冷的饮食以及久坐少动的生活有关。',
  },
  'pattern.phlegm-dampness.consumer-herbs.dried-tangerine-peel-tea.name': { en: 'Dried tangerine peel tea', text: '陈皮茶' },
  'pattern.phlegm-dampness.consumer-herbs.dried-tangerine-peel-tea.description': {
    en: 'Aged tangerine peel steeped as a tea is a traditional way to ease phlegm and a heavy stomach.',
    text: '用陈年橘皮泡茶，是化痰、缓解胃部沉重感的传统方法。',
  },
  'pattern.phlegm-dampness.consumer-herbs.job-s-tears-coix-barley-water.name': {
    en: "Job's tears (coix) barley water",
    text: '薏米水',
  },
  'pattern.phlegm-dampness.consumer-herbs.job-s-tears-coix-barley-water.description': {
    en: 'Coix seeds simmered in water or porridge are a traditional food to drain dampness.',
    text: '薏米加水煮或煮粥，是传统的祛湿食物。',
  },
  'pattern.phlegm-dampness.consumer-herbs.fresh-ginger.name': { en: 'Fresh ginger', text: '生姜' },
  'pattern.phlegm-dampness.consumer-herbs.fresh-ginger.description': {
    en: 'A slice of fresh ginger in hot water or cooking warms the stomach and eases queasiness.',
    text: '一片鲜姜用热水冲泡或入菜，能温胃、缓解恶心。',
  },
  'pattern.phlegm-dampness.diet.cut-down-phlegm-forming-foods.name': {
    en: 'Cut down phlegm-forming foods',
    text: '少吃生痰的食物',
  },
  'pattern.phlegm-dampness.diet.cut-down-phlegm-forming-foods.description': {
    en: 'Dairy, sugar, sweets, white bread, fried and greasy food, and alcohol.',
    text: '奶制品、糖、甜点、白面包、油炸油腻食物和酒。',
  },
  'pattern.phlegm-dampness.diet.light-cooked-meals.name': { en: 'Light, cooked meals', text: '清淡的熟食' },
  'pattern.phlegm-dampness.diet.light-cooked-meals.description': {
    en: 'Steamed vegetables, rice, barley, adzuki beans, radish, celery and lean protein.',
    text: '蒸蔬菜、米饭、大麦、赤小豆、萝卜、芹菜和优质瘦肉蛋白。',
  },
  'pattern.phlegm-dampness.diet.avoid-cold-and-raw-food-and-drinks.name': {
    en: 'Avoid cold and raw food and drinks',
    text: '避免生冷食物和冷饮',
  },
  'pattern.phlegm-dampness.diet.avoid-cold-and-raw-food-and-drinks.description': {
    en: 'Iced drinks and large raw salads weaken digestion further.',
    text: '冰饮和大份生冷沙拉会进一步削弱消化功能。',
  },
  'pattern.phlegm-dampness.diet.do-not-overeat.name': { en: 'Do not overeat', text: '不要吃得过饱' },
  'pattern.phlegm-dampness.diet.do-not-overeat.description': {
    en: 'Stop before you feel full and avoid late, heavy dinners.',
    text: '吃到感觉饱之前就停下，避免晚餐吃得太晚、太油腻。',
  },
  'pattern.phlegm-dampness.lifestyle.regular-exercise.name': { en: 'Regular exercise', text: '规律运动' },
  'pattern.phlegm-dampness.lifestyle.regular-exercise.description': {
    en: 'Daily brisk walking or other aerobic exercise helps the body clear dampness.',
    text: '每天快走或做其他有氧运动，有助于身体祛除湿气。',
  },
  'pattern.phlegm-dampness.lifestyle.avoid-damp-environments.name': { en: 'Avoid damp environments', text: '避免潮湿的环境' },
  'pattern.phlegm-dampness.lifestyle.avoid-damp-environments.description': {
    en: 'Keep your home dry and ventilated, and change out of damp clothes.',
    text: '保持家中干燥通风，及时换下潮湿的衣服。',
  },
  'pattern.phlegm-dampness.lifestyle.do-not-lie-down-after-meals.name': {
    en: 'Do not lie down after meals',
    text: '饭后不要马上躺下',
  },
  'pattern.phlegm-dampness.lifestyle.do-not-lie-down-after-meals.description': {
    en: 'A short walk after eating helps digestion.',
    text: '饭后散散步，有助于消化。',
  },
  'pattern.damp-heat-lower-burner.explanation': {
    en: 'In Chinese medicine "Damp-Heat" is a sticky, hot state that can settle in the lower abdomen. It is linked with burning or urgent urination, dark cloudy urine, yellow vaginal discharge with itching, or foul-smelling loose stools. Rich, spicy food and alcohol favour it; urinary symptoms with fever, back pain or blood need a doctor.',
    text: '中医所说的“湿热”是一种黏滞又发热的状态，可停聚在下腹部。它常与小便灼热或尿急、尿色深而浑浊、带下色黄伴瘙痒，或大便稀溏臭秽有关。油腻辛辣的饮食和饮酒容易诱发；如果小便症状伴有发热、腰痛或尿血，请就医。',
  },
  'pattern.damp-heat-lower-burner.consumer-herbs.barley-water.name': { en: 'Barley water', text: '薏米水' },
  'pattern.damp-heat-lower-burner.consumer-herbs.barley-water.description': {
    en: 'Pearl barley simmered in water and drunk through the day is a traditional cooling drink that supports the urine flow.',
    text: '用薏米加水慢煮，一天中分次饮用，是传统的清凉饮品，有助于小便通畅。',
  },
  'pattern.damp-heat-lower-burner.consumer-herbs.corn-silk-tea.name': { en: 'Corn silk tea', text: '玉米须茶' },
  'pattern.damp-heat-lower-burner.consumer-herbs.corn-silk-tea.description': {
    en: 'The silky threads of corn, steeped as a tea, are a gentle traditional drink for the urinary tract.',
    text: '玉米须泡茶，是对泌尿系统温和的传统饮品。',
  },
  'pattern.damp-heat-lower-burner.consumer-herbs.mung-bean-soup.name': { en: 'Mung bean soup', text: '绿豆汤' },
  'pattern.damp-heat-lower-burner.consumer-herbs.mung-bean-soup.description': {
    en: 'A simple soup of mung beans is a traditional food to clear heat.',
    text: '简单的绿豆汤是传统的清热食物。',
  },
  'pattern.damp-heat-lower-burner.diet.drink-plenty-of-water.name': { en: 'Drink plenty of water', text: '多喝水' },
  'pattern.damp-heat-lower-burner.diet.drink-plenty-of-water.description': {
    en: 'Frequent glasses of water or light teas keep the urine flowing.',
    text: '经常喝水或淡茶，让小便保持通畅。',
  },
  'pattern.damp-heat-lower-burner.diet.cooling-draining-foods.name': { en: 'Cooling, draining foods', text: '清热利湿的食物' },
  'pattern.damp-heat-lower-burner.diet.cooling-draining-foods.description': {
    en: 'Cucumber, celery, watermelon, winter melon, mung beans, barley and leafy greens.',
    text: '黄瓜、芹菜、西瓜、冬瓜、绿豆、薏米和绿叶菜。',
  },
  'pattern.damp-heat-lower-burner.diet.avoid-alcohol-spicy-and-greasy-food.name': {
    en: 'Avoid alcohol, spicy and greasy food',
    text: '避免饮酒和辛辣油腻的食物',
  },
  'pattern.damp-heat-lower-burner.diet.avoid-alcohol-spicy-and-greasy-food.description': {
    en: 'Beer and spirits, chilli, fried food, rich sauces and sweets feed damp-heat.',
    text: '啤酒和烈酒、辣椒、油炸食品、浓厚的酱汁和甜食都会助长湿热。',
  },
  'pattern.damp-heat-lower-burner.lifestyle.do-not-hold-urine.name': { en: 'Do not hold urine', text: '不要憋尿' },
  'pattern.damp-heat-lower-burner.lifestyle.do-not-hold-urine.description': {
    en: 'Empty the bladder regularly, including after sexual activity.',
    text: '定时排空膀胱，同房后也要及时排尿。',
  },
  'pattern.damp-heat-lower-burner.lifestyle.breathable-clothing-and-hygiene.name': {
    en: 'Breathable clothing and hygiene',
    text: '穿透气衣物，注意卫生',
  },
  'pattern.damp-heat-lower-burner.lifestyle.breathable-clothing-and-hygiene.description': {
    en: 'Cotton underwear, loose clothes, gentle washing without harsh soaps.',
    text: '穿纯棉内裤和宽松的衣服，用温和的方式清洗，不用刺激性的肥皂。',
  },
  'pattern.damp-heat-lower-burner.lifestyle.see-a-doctor-when-needed.name': {
    en: 'See a doctor when needed',
    text: '需要时及时就医',
  },
  'pattern.damp-heat-lower-burner.lifestyle.see-a-doctor-when-needed.description': {
    en: 'Fever, back or flank pain, blood in the urine, or symptoms during pregnancy need prompt medical care.',
    text: '出现发热、腰部或侧腹疼痛、尿血，或在孕期出现这些症状，请尽快就医。',
  },
  'pattern.balanced.explanation': {
    en: 'Nothing points clearly to one imbalance: what the tongue shows and what you reported do not add up to a pattern strongly enough to name it. Chinese medicine calls a healthy tongue (pink, with a thin white coating) without notable complaints a balanced constitution, and the aim then is simply to keep it with regular habits. Where a sign noted here differs from that picture, watch it at your next check-ins. This is not a medical check-up: see a doctor for any symptom that worries you.',
    text: '目前没有明显指向某种失衡的迹象：舌象和您所述的情况合起来也不足以确定某一证型。中医把舌象健康（淡红舌、薄白苔）且没有明显不适称为平和体质，此时的目标只是通过规律的生活习惯把它保持下去。如这里提到与此不同的表现，请在之后的自查中留意。这并不等同于医学体检：如有任何让您担心的症状，请就医。',
  },
  'pattern.balanced.consumer-herbs.seasonal-teas.name': { en: 'Seasonal teas', text: '应季茶饮' },
  'pattern.balanced.consumer-herbs.seasonal-teas.description': {
    en: 'Light chrysanthemum or mint tea in summer, ginger or cinnamon tea in winter: small adjustments that follow the seasons.',
    text: '夏天喝点清淡的菊花茶或薄荷茶，冬天喝点姜茶或肉桂茶：顺应季节做些小调整。',
  },
  'pattern.balanced.consumer-herbs.green-tea-in-moderation.name': { en: 'Green tea in moderation', text: '适量喝绿茶' },
  'pattern.balanced.consumer-herbs.green-tea-in-moderation.description': {
    en: 'A cup or two in the morning or early afternoon, not late in the day.',
    text: '上午或下午早些时候喝一两杯，傍晚以后就不要喝了。',
  },
  'pattern.balanced.diet.varied-mostly-cooked-meals.name': {
    en: 'Varied, mostly cooked meals',
    text: '多样化、以熟食为主的饮食',
  },
  'pattern.balanced.diet.varied-mostly-cooked-meals.description': {
    en: 'Grains, vegetables, legumes and moderate protein, eaten at regular times.',
    text: '谷物、蔬菜、豆类和适量的蛋白质，按时进餐。',
  },
  'pattern.balanced.diet.eat-with-the-seasons.name': { en: 'Eat with the seasons', text: '顺应季节饮食' },
  'pattern.balanced.diet.eat-with-the-seasons.description': {
    en: 'Lighter, cooling food in summer and warmer, richer dishes in winter.',
    text: '夏天吃得清淡、偏凉一些，冬天吃得温热、丰盛一些。',
  },
  'pattern.balanced.diet.moderation.name': { en: 'Moderation', text: '饮食有节' },
  'pattern.balanced.diet.moderation.description': {
    en: 'Stop eating before feeling full, and keep alcohol, sweets and fried food occasional.',
    text: '吃到感觉饱之前就停下，酒、甜食和油炸食品偶尔为之。',
  },
  'pattern.balanced.lifestyle.regular-sleep.name': { en: 'Regular sleep', text: '规律睡眠' },
  'pattern.balanced.lifestyle.regular-sleep.description': {
    en: 'Go to bed and get up at similar times, earlier in winter.',
    text: '每天在差不多的时间睡觉和起床，冬天早一些。',
  },
  'pattern.balanced.lifestyle.daily-movement.name': { en: 'Daily movement', text: '每天活动' },
  'pattern.balanced.lifestyle.daily-movement.description': {
    en: 'Walking, tai chi, yoga or any activity you enjoy, without exhausting yourself.',
    text: '散步、太极拳、瑜伽或任何您喜欢的活动，不要让自己过度疲劳。',
  },
  'pattern.balanced.lifestyle.emotional-balance.name': { en: 'Emotional balance', text: '情绪平和' },
  'pattern.balanced.lifestyle.emotional-balance.description': {
    en: 'Time for rest, friends and quiet reflection keeps the mind at ease.',
    text: '留出时间休息、与朋友相处、安静地思考，让心情保持舒畅。',
  },
};
