import type { Catalogue } from '../../localize/translate.ts';

/** Chinese clinical texts of the patterns: acupoint roles, formula modifications, cautions and prognosis (treatment principles are facts of the data). */
export const ZH_CLINICAL: Catalogue = {
  'pattern.liver-qi-stagnation.acupoint.LR3': {
    en: 'Source point of the Liver: spreads Liver Qi and calms the mind',
    text: '肝经原穴：疏肝理气，安神',
  },
  'pattern.liver-qi-stagnation.acupoint.LI4': {
    en: 'With LR3 (the Four Gates) moves Qi throughout the body and relieves tension',
    text: '与太冲（LR3）相配为“四关”：通行全身气机，缓解紧张',
  },
  'pattern.liver-qi-stagnation.acupoint.GB34': {
    en: 'Smooths Liver and Gallbladder Qi, relieves hypochondriac pain',
    text: '疏利肝胆之气，缓解胁痛',
  },
  'pattern.liver-qi-stagnation.acupoint.LR14': {
    en: 'Front Mu point of the Liver: relieves hypochondriac and breast distension',
    text: '肝之募穴：缓解胁肋及乳房胀痛',
  },
  'pattern.liver-qi-stagnation.acupoint.PC6': {
    en: 'Opens the chest, calms the mind, eases chest oppression and nausea',
    text: '宽胸理气，安神，缓解胸闷和恶心',
  },
  'pattern.liver-qi-stagnation.acupoint.TE6': { en: 'Moves Qi in the lateral costal region', text: '疏通胁肋部气机' },
  'pattern.liver-qi-stagnation.modification.0': {
    en: 'stagnation turning to heat: irritability, bitter taste, red sides of the tongue',
    text: '气郁化热（烦躁易怒、口苦、舌边红）',
  },
  'pattern.liver-qi-stagnation.modification.1': {
    en: 'with Spleen deficiency: fatigue, poor appetite, loose stools',
    text: '兼脾虚（乏力、纳差、便溏）',
  },
  'pattern.liver-qi-stagnation.modification.2': {
    en: 'fixed, stabbing pain or dark clots: stagnation reaching the Blood',
    text: '痛有定处、刺痛或经血紫暗有块（气滞及血）',
  },
  'pattern.liver-qi-stagnation.modification.3': {
    en: 'plum-stone throat: feeling of a lump in the throat with phlegm',
    text: '梅核气（咽中如有物阻，伴有痰）',
  },
  'pattern.liver-qi-stagnation.caution.long-term': {
    en: 'Acrid, aromatic Qi-moving herbs (Chai Hu, Xiang Fu, Chen Pi, Zhi Ke) disperse Qi and dry Yin; not for prolonged use without tonics, and use with care in Yin or Blood deficiency.',
    text: '柴胡、香附、陈皮、枳壳等辛香行气药易耗气伤阴；不宜在不配补益药的情况下久服，阴虚或血虚者慎用。',
  },
  'pattern.liver-qi-stagnation.caution.other.0': {
    en: 'Low mood that is persistent or severe, or any thought of self-harm, needs medical and psychological care first.',
    text: '情绪低落持续不缓解或程度严重，或出现任何自伤念头，须首先接受医学和心理治疗。',
  },
  'pattern.liver-qi-stagnation.prognosis.expectation': {
    en: 'Usually improves within 2-6 weeks of regular treatment, but tends to recur with renewed emotional stress.',
    text: '规律治疗2-6周内通常可见好转，但遇新的情志刺激容易复发。',
  },
  'pattern.liver-qi-stagnation.prognosis.favourable.0': { en: 'recent onset', text: '发病时间短' },
  'pattern.liver-qi-stagnation.prognosis.favourable.1': {
    en: 'clear link to a stressful event that has resolved',
    text: '与已经过去的应激事件明显相关',
  },
  'pattern.liver-qi-stagnation.prognosis.favourable.2': { en: 'regular exercise', text: '坚持规律运动' },
  'pattern.liver-qi-stagnation.prognosis.favourable.3': { en: 'good emotional support', text: '有良好的情感支持' },
  'pattern.liver-qi-stagnation.prognosis.obstacles.0': { en: 'ongoing stress or conflict', text: '压力或矛盾持续存在' },
  'pattern.liver-qi-stagnation.prognosis.obstacles.1': {
    en: 'long-standing stagnation turning to heat or Blood stasis',
    text: '气郁日久，已化热或致血瘀',
  },
  'pattern.liver-qi-stagnation.prognosis.obstacles.2': { en: 'alcohol use', text: '饮酒' },
  'pattern.liver-qi-stagnation.prognosis.obstacles.3': { en: 'underlying Blood or Yin deficiency', text: '素有血虚或阴虚' },
  'pattern.liver-qi-stagnation-spleen-deficiency.acupoint.LR3': {
    en: 'Source point of the Liver: spreads Liver Qi',
    text: '肝经原穴：疏肝理气',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.acupoint.LR13': {
    en: 'Front Mu point of the Spleen: harmonises Liver and Spleen',
    text: '脾之募穴：调和肝脾',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.acupoint.ST36': { en: 'Tonifies Spleen and Stomach Qi', text: '补益脾胃之气' },
  'pattern.liver-qi-stagnation-spleen-deficiency.acupoint.SP6': {
    en: 'Strengthens the Spleen, nourishes Blood, regulates menstruation',
    text: '健脾养血，调经',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.acupoint.PC6': {
    en: 'Calms the mind and harmonises the Stomach',
    text: '安神和胃',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.acupoint.BL20': {
    en: 'Back Shu point of the Spleen: tonifies Spleen Qi',
    text: '脾之背俞穴：补益脾气',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.modification.0': {
    en: 'stagnation producing heat: irritability, red sides, hot flushes, premenstrual irritability (Dan Zhi Xiao Yao San)',
    text: '气郁化热（烦躁易怒、舌边红、烘热、经前烦躁；即丹栀逍遥散）',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.modification.1': {
    en: 'marked Blood deficiency: pale tongue, scanty periods, dizziness, blurred vision (Hei Xiao Yao San)',
    text: '血虚明显（舌淡、月经量少、头晕、视物模糊；即黑逍遥散）',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.modification.2': {
    en: 'marked Spleen Qi deficiency: exhaustion, very poor appetite, tooth-marked tongue',
    text: '脾气虚明显（极度疲乏、食欲很差、舌有齿痕）',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.modification.3': {
    en: 'painful diarrhoea brought on by stress, pain relieved after the bowel movement (Tong Xie Yao Fang idea)',
    text: '情绪紧张诱发腹痛腹泻，泻后痛减（取痛泻要方之意）',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.caution.long-term': {
    en: 'Generally suited to longer courses, but Chai Hu is acrid and dispersing: with Yin deficiency (night sweats, red peeled tongue) it must be balanced or replaced.',
    text: '一般适合较长疗程，但柴胡辛散：若兼阴虚（盗汗、舌红少苔），须配伍制约或改用他药。',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.prognosis.expectation': {
    en: 'Usually improves over 4-8 weeks; digestive symptoms settle first, mood and menstrual symptoms over two or three cycles.',
    text: '通常4-8周内好转；消化症状先缓解，情绪及月经相关症状需两三个月经周期。',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.prognosis.favourable.0': { en: 'regular meals', text: '饮食规律' },
  'pattern.liver-qi-stagnation-spleen-deficiency.prognosis.favourable.1': { en: 'reduced stress', text: '压力减轻' },
  'pattern.liver-qi-stagnation-spleen-deficiency.prognosis.favourable.2': { en: 'regular exercise', text: '坚持规律运动' },
  'pattern.liver-qi-stagnation-spleen-deficiency.prognosis.favourable.3': { en: 'recent onset', text: '发病时间短' },
  'pattern.liver-qi-stagnation-spleen-deficiency.prognosis.obstacles.0': { en: 'ongoing stress', text: '压力持续存在' },
  'pattern.liver-qi-stagnation-spleen-deficiency.prognosis.obstacles.1': {
    en: 'irregular eating and cold, raw food',
    text: '饮食不规律，嗜食生冷',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.prognosis.obstacles.2': {
    en: 'long-standing Spleen deficiency with dampness',
    text: '脾虚日久夹湿',
  },
  'pattern.liver-blood-deficiency.acupoint.BL18': {
    en: 'Back Shu point of the Liver: nourishes Liver Blood, benefits the eyes',
    text: '肝之背俞穴：养肝血，明目',
  },
  'pattern.liver-blood-deficiency.acupoint.BL17': {
    en: 'Influential (Hui) point of Blood: nourishes Blood',
    text: '八会穴之血会：养血',
  },
  'pattern.liver-blood-deficiency.acupoint.BL20': {
    en: 'Back Shu point of the Spleen: supports the source of Blood',
    text: '脾之背俞穴：助气血生化之源',
  },
  'pattern.liver-blood-deficiency.acupoint.LR8': {
    en: 'Water point of the Liver: nourishes Liver Blood',
    text: '肝经五输穴之水穴（合穴）：养肝血',
  },
  'pattern.liver-blood-deficiency.acupoint.ST36': {
    en: 'Tonifies Stomach and Spleen, the source of Qi and Blood',
    text: '补益脾胃，以资气血生化之源',
  },
  'pattern.liver-blood-deficiency.acupoint.SP6': { en: 'Nourishes Blood and regulates menstruation', text: '养血调经' },
  'pattern.liver-blood-deficiency.acupoint.CV4': { en: 'Nourishes Blood and the Uterus', text: '养血，温养胞宫' },
  'pattern.liver-blood-deficiency.modification.0': {
    en: 'muscle cramps, numbness and poor sleep (Bu Gan Tang)',
    text: '肌肉拘挛、肢体麻木、睡眠欠佳（补肝汤）',
  },
  'pattern.liver-blood-deficiency.modification.1': {
    en: 'with Qi deficiency: fatigue, shortness of breath, weak pulse (towards Ba Zhen Tang)',
    text: '兼气虚（乏力、气短、脉弱；向八珍汤化裁）',
  },
  'pattern.liver-blood-deficiency.modification.2': {
    en: 'dry eyes, blurred vision and dry tongue: deficiency reaching Liver and Kidney Yin',
    text: '两目干涩、视物模糊、舌干（虚及肝肾之阴）',
  },
  'pattern.liver-blood-deficiency.modification.3': {
    en: 'weak digestion, bloating after taking the formula',
    text: '脾胃虚弱，服药后脘腹胀满',
  },
  'pattern.liver-blood-deficiency.caution.long-term': {
    en: 'Shu Di Huang is rich and cloying: with weak digestion it causes bloating and loose stools, so add a digestive herb such as Sha Ren for long courses.',
    text: '熟地黄滋腻碍胃：脾胃虚弱者易致腹胀、便溏，长期服用宜加砂仁等醒脾助运之品。',
  },
  'pattern.liver-blood-deficiency.caution.other.0': {
    en: 'Persistent fatigue with pallor should be checked for anaemia and its cause (e.g. heavy periods, blood loss).',
    text: '持续乏力伴面色苍白者，应检查是否贫血并查明原因（如月经过多、失血）。',
  },
  'pattern.liver-blood-deficiency.prognosis.expectation': {
    en: 'Builds up slowly: usually 2-3 months of treatment and diet, longer after heavy blood loss or childbirth.',
    text: '恢复较慢：通常需治疗及饮食调理2-3个月，大量失血或产后则需更久。',
  },
  'pattern.liver-blood-deficiency.prognosis.favourable.0': { en: 'good appetite and digestion', text: '食欲和消化良好' },
  'pattern.liver-blood-deficiency.prognosis.favourable.1': { en: 'adequate diet', text: '饮食营养充足' },
  'pattern.liver-blood-deficiency.prognosis.favourable.2': { en: 'treated cause of blood loss', text: '失血原因已得到治疗' },
  'pattern.liver-blood-deficiency.prognosis.obstacles.0': { en: 'heavy menstrual bleeding', text: '月经量多' },
  'pattern.liver-blood-deficiency.prognosis.obstacles.1': { en: 'restrictive diet', text: '过度节食' },
  'pattern.liver-blood-deficiency.prognosis.obstacles.2': { en: 'weak Spleen unable to make Blood', text: '脾虚不能化生气血' },
  'pattern.liver-blood-deficiency.prognosis.obstacles.3': {
    en: 'chronic overwork and lack of sleep',
    text: '长期过劳、睡眠不足',
  },
  'pattern.liver-yang-rising.acupoint.LR3': { en: 'Subdues Liver Yang', text: '平肝潜阳' },
  'pattern.liver-yang-rising.acupoint.GB20': {
    en: 'Subdues Yang and relieves headache and dizziness',
    text: '潜阳，止头痛、眩晕',
  },
  'pattern.liver-yang-rising.acupoint.GB43': {
    en: 'Subdues Liver Yang, relieves temporal headache and tinnitus',
    text: '平肝潜阳，缓解偏头痛（颞部）和耳鸣',
  },
  'pattern.liver-yang-rising.acupoint.GV20': {
    en: 'Subdues Yang rising to the vertex (reducing method)',
    text: '潜降上扰巅顶之阳（用泻法）',
  },
  'pattern.liver-yang-rising.acupoint.EX-HN5': { en: 'Local point for temporal headache', text: '治颞部头痛的局部取穴' },
  'pattern.liver-yang-rising.acupoint.KI3': {
    en: 'Source point of the Kidney: nourishes the Yin that anchors Yang',
    text: '肾经原穴：滋阴以潜阳',
  },
  'pattern.liver-yang-rising.acupoint.SP6': { en: 'Nourishes Liver and Kidney Yin', text: '滋补肝肾之阴' },
  'pattern.liver-yang-rising.modification.0': {
    en: 'marked Fire: bitter taste, red eyes, constipation, rapid pulse',
    text: '火热明显（口苦、目赤、便秘、脉数）',
  },
  'pattern.liver-yang-rising.modification.1': {
    en: 'marked Liver and Kidney Yin deficiency: dry eyes, night sweats, red peeled tongue',
    text: '肝肾阴虚明显（两目干涩、盗汗、舌红少苔）',
  },
  'pattern.liver-yang-rising.modification.2': {
    en: 'severe dizziness, numbness or tremor: Yang starting to stir Liver Wind',
    text: '眩晕较甚、肢麻或震颤（阳亢欲动肝风）',
  },
  'pattern.liver-yang-rising.caution.long-term': {
    en: 'Bitter-cold Huang Qin and Zhi Zi can injure the Spleen and Stomach, and heavy shells (Shi Jue Ming) are hard on digestion: reduce them once the Yang symptoms settle.',
    text: '黄芩、栀子苦寒，易伤脾胃；石决明等重镇介类药不易消化：阳亢症状缓解后应减量。',
  },
  'pattern.liver-yang-rising.caution.other.0': {
    en: 'Sudden, severe headache, one-sided weakness, slurred speech or facial drooping are emergencies, not this pattern: call emergency services.',
    text: '突发剧烈头痛、一侧肢体无力、言语不清或口角歪斜属于急症，并非本证：请立即拨打急救电话。',
  },
  'pattern.liver-yang-rising.prognosis.expectation': {
    en: 'Headaches and dizziness usually ease within 2-6 weeks; the underlying Yin deficiency needs months of nourishing.',
    text: '头痛、眩晕通常2-6周内缓解；其根本的阴虚则需数月滋养。',
  },
  'pattern.liver-yang-rising.prognosis.favourable.0': { en: 'younger age', text: '年纪较轻' },
  'pattern.liver-yang-rising.prognosis.favourable.1': { en: 'blood pressure under control', text: '血压控制良好' },
  'pattern.liver-yang-rising.prognosis.favourable.2': { en: 'reduced alcohol and stress', text: '饮酒和压力减少' },
  'pattern.liver-yang-rising.prognosis.favourable.3': { en: 'regular sleep', text: '睡眠规律' },
  'pattern.liver-yang-rising.prognosis.obstacles.0': { en: 'chronic stress and anger', text: '长期压力大、易怒' },
  'pattern.liver-yang-rising.prognosis.obstacles.1': { en: 'alcohol', text: '饮酒' },
  'pattern.liver-yang-rising.prognosis.obstacles.2': { en: 'advanced age with marked Kidney deficiency', text: '年老且肾虚明显' },
  'pattern.liver-yang-rising.prognosis.obstacles.3': {
    en: 'signs of internal Wind (tremor, numbness)',
    text: '出现内风征象（震颤、麻木）',
  },
  'pattern.liver-fire-blazing.acupoint.LR2': {
    en: 'Fire (spring) point of the Liver: the main point to drain Liver Fire',
    text: '肝经荥穴（属火）：泻肝火之主穴',
  },
  'pattern.liver-fire-blazing.acupoint.LR3': { en: 'Calms the Liver and subdues rising Qi', text: '平肝降逆' },
  'pattern.liver-fire-blazing.acupoint.GB20': {
    en: 'Clears Heat from the head, relieves headache and red eyes',
    text: '清头部之热，止头痛、治目赤',
  },
  'pattern.liver-fire-blazing.acupoint.GB43': {
    en: 'Clears Liver and Gallbladder Fire, relieves tinnitus and temporal headache',
    text: '清泻肝胆之火，缓解耳鸣及颞部头痛',
  },
  'pattern.liver-fire-blazing.acupoint.EX-HN5': {
    en: 'Local point for temporal headache and red eyes',
    text: '治颞部头痛、目赤的局部取穴',
  },
  'pattern.liver-fire-blazing.acupoint.LI11': { en: 'Clears Heat from the whole body', text: '清泻全身之热' },
  'pattern.liver-fire-blazing.modification.0': {
    en: 'no Dampness (dry tongue, no discharge or urinary signs): drop the draining diuretics',
    text: '无湿（舌干，无带下及小便症状），去渗利之品',
  },
  'pattern.liver-fire-blazing.modification.1': { en: 'severe headache and red, painful eyes', text: '头痛剧烈、目赤肿痛' },
  'pattern.liver-fire-blazing.modification.2': {
    en: 'constipation with dry stools (towards Dang Gui Long Hui Wan)',
    text: '大便秘结干燥（向当归龙荟丸化裁）',
  },
  'pattern.liver-fire-blazing.modification.3': {
    en: 'Fire stirring Wind in a patient with Yang rising: dizziness, tremor',
    text: '素有阳亢而火动生风（眩晕、震颤）',
  },
  'pattern.liver-fire-blazing.caution.long-term': {
    en: 'Bitter-cold draining formula: injures Spleen and Stomach Qi and Yin; stop once the Fire is cleared (usually a few weeks). Only Chuan Mu Tong or Tong Cao may be used: Aristolochia (Guan Mu Tong) has caused irreversible kidney failure.',
    text: '本方苦寒泻利，易伤脾胃气阴；火清即止（一般数周）。只可用川木通或通草：马兜铃属的关木通曾导致不可逆的肾衰竭。',
  },
  'pattern.liver-fire-blazing.caution.other.0': {
    en: 'Not for Spleen deficiency with loose stools or poor appetite.',
    text: '脾虚便溏或纳差者不宜使用。',
  },
  'pattern.liver-fire-blazing.prognosis.expectation': {
    en: 'Acute symptoms (red eyes, headache, bitter taste) often ease within 1-3 weeks; recurrence depends on alcohol, diet and emotional habits.',
    text: '目赤、头痛、口苦等急性症状常在1-3周内缓解；是否复发取决于饮酒、饮食和情绪习惯。',
  },
  'pattern.liver-fire-blazing.prognosis.favourable.0': { en: 'recent onset', text: '发病时间短' },
  'pattern.liver-fire-blazing.prognosis.favourable.1': { en: 'stopping alcohol', text: '戒酒' },
  'pattern.liver-fire-blazing.prognosis.favourable.2': { en: 'good bowel movements', text: '大便通畅' },
  'pattern.liver-fire-blazing.prognosis.favourable.3': { en: 'emotional outlet', text: '情绪有宣泄渠道' },
  'pattern.liver-fire-blazing.prognosis.obstacles.0': { en: 'continued alcohol and spicy food', text: '继续饮酒、吃辛辣食物' },
  'pattern.liver-fire-blazing.prognosis.obstacles.1': { en: 'chronic anger or stress', text: '长期恼怒或压力大' },
  'pattern.liver-fire-blazing.prognosis.obstacles.2': {
    en: 'Fire injuring Yin (red peeled tongue)',
    text: '火盛伤阴（舌红少苔）',
  },
  'pattern.liver-fire-blazing.prognosis.obstacles.3': { en: 'Fire stirring Wind', text: '火动生风' },
  'pattern.liver-gallbladder-damp-heat.acupoint.GB34': {
    en: 'Resolves Damp-Heat from the Liver and Gallbladder',
    text: '清利肝胆湿热',
  },
  'pattern.liver-gallbladder-damp-heat.acupoint.GB24': {
    en: 'Front Mu point of the Gallbladder: relieves hypochondriac pain, resolves Damp-Heat',
    text: '胆之募穴：缓解胁痛，清利湿热',
  },
  'pattern.liver-gallbladder-damp-heat.acupoint.LR14': {
    en: 'Front Mu point of the Liver: spreads Liver Qi, relieves fullness',
    text: '肝之募穴：疏肝理气，消胀满',
  },
  'pattern.liver-gallbladder-damp-heat.acupoint.SP9': { en: 'Resolves Dampness from the Lower Burner', text: '清利下焦湿邪' },
  'pattern.liver-gallbladder-damp-heat.acupoint.LR5': {
    en: 'Connecting point of the Liver: clears Damp-Heat from the genitals',
    text: '肝经络穴：清利前阴湿热',
  },
  'pattern.liver-gallbladder-damp-heat.acupoint.BL19': {
    en: 'Back Shu point of the Gallbladder: resolves Damp-Heat',
    text: '胆之背俞穴：清利湿热',
  },
  'pattern.liver-gallbladder-damp-heat.acupoint.LR2': { en: 'Drains Liver Fire and Heat', text: '清泻肝火、肝热' },
  'pattern.liver-gallbladder-damp-heat.modification.0': {
    en: 'jaundice with bright yellow skin and eyes (with Yin Chen Hao Tang)',
    text: '黄疸，身目俱黄、色泽鲜明（合茵陈蒿汤）',
  },
  'pattern.liver-gallbladder-damp-heat.modification.1': {
    en: 'gallstones or marked right hypochondriac pain',
    text: '胆结石或右胁疼痛明显',
  },
  'pattern.liver-gallbladder-damp-heat.modification.2': {
    en: 'Dampness predominant over Heat (thick greasy coating, heaviness, little thirst): drop the cloying Yin tonic',
    text: '湿重于热（苔厚腻、身重、口渴不甚），去滋腻养阴之品',
  },
  'pattern.liver-gallbladder-damp-heat.modification.3': {
    en: 'genital itching, yellow foul discharge or burning urination',
    text: '阴部瘙痒、带下色黄臭秽或小便灼热',
  },
  'pattern.liver-gallbladder-damp-heat.caution.long-term': {
    en: 'Bitter-cold formula that injures Spleen and Stomach Qi: stop once Damp-Heat clears. Only Chuan Mu Tong or Tong Cao may be used: Aristolochia (Guan Mu Tong) caused irreversible kidney failure.',
    text: '本方苦寒，易伤脾胃之气：湿热一清即停。只可用川木通或通草：马兜铃属的关木通曾导致不可逆的肾衰竭。',
  },
  'pattern.liver-gallbladder-damp-heat.caution.other.0': {
    en: 'Jaundice, severe right upper abdominal pain, or fever with rigors need medical assessment (gallstones, hepatitis, cholangitis).',
    text: '出现黄疸、右上腹剧痛或寒战高热，须就医评估（胆结石、肝炎、胆管炎）。',
  },
  'pattern.liver-gallbladder-damp-heat.caution.other.1': {
    en: 'Not for Spleen deficiency with loose stools.',
    text: '脾虚便溏者不宜使用。',
  },
  'pattern.liver-gallbladder-damp-heat.prognosis.expectation': {
    en: 'Acute presentations often improve within 1-4 weeks; chronic cases relapse easily with diet and need a longer, gentler follow-up.',
    text: '急性者常在1-4周内好转；慢性者易因饮食而复发，需要更长期、更平和的调治。',
  },
  'pattern.liver-gallbladder-damp-heat.prognosis.favourable.0': { en: 'acute onset', text: '急性起病' },
  'pattern.liver-gallbladder-damp-heat.prognosis.favourable.1': {
    en: 'stopping alcohol and greasy food',
    text: '戒酒、不吃油腻',
  },
  'pattern.liver-gallbladder-damp-heat.prognosis.favourable.2': { en: 'no underlying Spleen deficiency', text: '素无脾虚' },
  'pattern.liver-gallbladder-damp-heat.prognosis.obstacles.0': { en: 'continued alcohol', text: '继续饮酒' },
  'pattern.liver-gallbladder-damp-heat.prognosis.obstacles.1': { en: 'obesity', text: '肥胖' },
  'pattern.liver-gallbladder-damp-heat.prognosis.obstacles.2': { en: 'gallstones', text: '胆结石' },
  'pattern.liver-gallbladder-damp-heat.prognosis.obstacles.3': { en: 'chronic viral hepatitis', text: '慢性病毒性肝炎' },
  'pattern.liver-gallbladder-damp-heat.prognosis.obstacles.4': { en: 'Spleen deficiency producing Dampness', text: '脾虚生湿' },
  'pattern.spleen-qi-deficiency.acupoint.ST36': { en: 'Main point to tonify Stomach and Spleen Qi', text: '补益脾胃之气的主穴' },
  'pattern.spleen-qi-deficiency.acupoint.SP3': {
    en: 'Source point of the Spleen: tonifies Spleen Qi',
    text: '脾经原穴：补益脾气',
  },
  'pattern.spleen-qi-deficiency.acupoint.SP6': { en: 'Strengthens the Spleen and resolves Dampness', text: '健脾化湿' },
  'pattern.spleen-qi-deficiency.acupoint.CV12': {
    en: 'Front Mu point of the Stomach: tonifies the Middle Burner',
    text: '胃之募穴：补益中焦',
  },
  'pattern.spleen-qi-deficiency.acupoint.BL20': { en: 'Back Shu point of the Spleen', text: '脾之背俞穴' },
  'pattern.spleen-qi-deficiency.acupoint.BL21': { en: 'Back Shu point of the Stomach', text: '胃之背俞穴' },
  'pattern.spleen-qi-deficiency.acupoint.CV6': { en: 'Tonifies Qi in general (moxibustion suits)', text: '补益一身之气（宜灸）' },
  'pattern.spleen-qi-deficiency.modification.0': {
    en: 'mild or chronic cases (the usual modern substitution for Ren Shen)',
    text: '病情较轻或病程较长者（现代常以党参代人参）',
  },
  'pattern.spleen-qi-deficiency.modification.1': {
    en: 'with Phlegm-Dampness: nausea, white sputum, greasy coating (Liu Jun Zi Tang)',
    text: '兼痰湿（恶心、痰白、苔腻；即六君子汤）',
  },
  'pattern.spleen-qi-deficiency.modification.2': {
    en: 'marked epigastric and abdominal distension after eating (Xiang Sha Liu Jun Zi Tang)',
    text: '食后脘腹胀满明显（香砂六君子汤）',
  },
  'pattern.spleen-qi-deficiency.modification.3': {
    en: 'sinking Qi: prolapse, chronic diarrhoea, dragging-down sensation (towards Bu Zhong Yi Qi Tang)',
    text: '中气下陷（脏器脱垂、久泻、坠胀感；向补中益气汤化裁）',
  },
  'pattern.spleen-qi-deficiency.caution.long-term': {
    en: 'Suited to longer courses; but Zhi Gan Cao taken in high doses for months may cause fluid retention, high blood pressure and low potassium.',
    text: '适合较长疗程；但炙甘草大剂量连服数月，可致水钠潴留、血压升高和低血钾。',
  },
  'pattern.spleen-qi-deficiency.caution.other.0': {
    en: 'Not during acute fevers or infections (Ren Shen).',
    text: '急性发热或感染期间不宜使用（因含人参）。',
  },
  'pattern.spleen-qi-deficiency.caution.other.1': {
    en: 'Persistent diarrhoea, weight loss or blood in the stool need medical assessment.',
    text: '持续腹泻、体重下降或便血，须就医评估。',
  },
  'pattern.spleen-qi-deficiency.prognosis.expectation': {
    en: 'Energy and appetite usually improve within 3-6 weeks; lasting change needs 2-3 months of diet and treatment.',
    text: '精力和食欲通常3-6周内改善；要巩固疗效需饮食调理和治疗2-3个月。',
  },
  'pattern.spleen-qi-deficiency.prognosis.favourable.0': { en: 'regular warm meals', text: '饮食温热规律' },
  'pattern.spleen-qi-deficiency.prognosis.favourable.1': { en: 'adequate rest', text: '休息充足' },
  'pattern.spleen-qi-deficiency.prognosis.favourable.2': { en: 'recent onset', text: '发病时间短' },
  'pattern.spleen-qi-deficiency.prognosis.favourable.3': { en: 'younger age', text: '年纪较轻' },
  'pattern.spleen-qi-deficiency.prognosis.obstacles.0': {
    en: 'irregular eating, cold and raw food',
    text: '饮食不规律，嗜食生冷',
  },
  'pattern.spleen-qi-deficiency.prognosis.obstacles.1': { en: 'chronic overwork or worry', text: '长期过劳或忧思' },
  'pattern.spleen-qi-deficiency.prognosis.obstacles.2': { en: 'long-standing deficiency with Dampness', text: '久虚夹湿' },
  'pattern.spleen-qi-deficiency.prognosis.obstacles.3': { en: 'advanced age', text: '年事已高' },
  'pattern.spleen-yang-deficiency.acupoint.ST36': {
    en: 'Tonifies Stomach and Spleen (with moxibustion)',
    text: '补益脾胃（配合艾灸）',
  },
  'pattern.spleen-yang-deficiency.acupoint.CV12': {
    en: 'Warms and tonifies the Middle Burner (with moxibustion)',
    text: '温补中焦（配合艾灸）',
  },
  'pattern.spleen-yang-deficiency.acupoint.BL20': {
    en: 'Back Shu point of the Spleen: tonifies Spleen Yang with moxibustion',
    text: '脾之背俞穴：灸之温补脾阳',
  },
  'pattern.spleen-yang-deficiency.acupoint.CV6': { en: 'Tonifies Yang and Qi (moxibustion)', text: '补益阳气（宜灸）' },
  'pattern.spleen-yang-deficiency.acupoint.ST25': {
    en: 'Front Mu point of the Large Intestine: stops chronic diarrhoea',
    text: '大肠之募穴：止久泻',
  },
  'pattern.spleen-yang-deficiency.acupoint.CV8': {
    en: 'Moxibustion only (on salt or ginger), never needled: rescues Yang and stops diarrhoea',
    text: '只灸不针（隔盐灸或隔姜灸）：回阳救逆，止泻',
  },
  'pattern.spleen-yang-deficiency.acupoint.SP3': { en: 'Source point of the Spleen', text: '脾经原穴' },
  'pattern.spleen-yang-deficiency.modification.0': {
    en: 'severe cold with cold limbs, low back cold and early-morning diarrhoea: Kidney Yang involved (Fu Zi Li Zhong Wan)',
    text: '寒甚，四肢不温、腰部发冷、五更泄泻（累及肾阳；即附子理中丸）',
  },
  'pattern.spleen-yang-deficiency.modification.1': { en: 'vomiting of clear fluid or nausea', text: '呕吐清水或恶心' },
  'pattern.spleen-yang-deficiency.modification.2': { en: 'Dampness with oedema or scanty urine', text: '湿盛而见水肿或小便短少' },
  'pattern.spleen-yang-deficiency.modification.3': { en: 'cold abdominal pain with distension', text: '腹部冷痛伴胀满' },
  'pattern.spleen-yang-deficiency.caution.long-term': {
    en: 'Hot, drying herbs can injure Yin if continued after the cold has gone. Zhi Fu Zi, if added (Kidney Yang involved: Fu Zi Li Zhong Wan), is toxic (aconite alkaloids): only the processed root, decocted first for 30-60 minutes, at the lowest effective dose and for limited periods.',
    text: '温燥之品在寒象消除后仍继续服用，易伤阴液。若加制附子（累及肾阳，即附子理中丸）：制附子有毒（含乌头类生物碱），只用炮制品，先煎30-60分钟，用最低有效剂量并限定疗程。',
  },
  'pattern.spleen-yang-deficiency.caution.other.0': {
    en: 'Not for heat signs (red tongue, yellow coating, thirst, rapid pulse).',
    text: '有热象（舌红、苔黄、口渴、脉数）者不宜使用。',
  },
  'pattern.spleen-yang-deficiency.prognosis.expectation': {
    en: 'Cold and loose stools usually improve within 2-6 weeks; rebuilding Yang takes 2-4 months.',
    text: '畏寒、便溏通常2-6周内改善；阳气的恢复需要2-4个月。',
  },
  'pattern.spleen-yang-deficiency.prognosis.favourable.0': { en: 'warm diet adopted', text: '已改为温热饮食' },
  'pattern.spleen-yang-deficiency.prognosis.favourable.1': { en: 'younger age', text: '年纪较轻' },
  'pattern.spleen-yang-deficiency.prognosis.favourable.2': { en: 'no Kidney involvement', text: '未累及肾' },
  'pattern.spleen-yang-deficiency.prognosis.obstacles.0': { en: 'cold, raw diet', text: '饮食生冷' },
  'pattern.spleen-yang-deficiency.prognosis.obstacles.1': { en: 'cold, damp environment', text: '居处寒冷潮湿' },
  'pattern.spleen-yang-deficiency.prognosis.obstacles.2': {
    en: 'Kidney Yang involvement (early-morning diarrhoea, cold lower back)',
    text: '累及肾阳（五更泄泻、腰部发冷）',
  },
  'pattern.spleen-yang-deficiency.prognosis.obstacles.3': { en: 'advanced age', text: '年事已高' },
  'pattern.cold-damp-encumbering-spleen.acupoint.SP9': { en: 'Main point to resolve Dampness', text: '化湿之主穴' },
  'pattern.cold-damp-encumbering-spleen.acupoint.CV12': {
    en: 'Resolves Dampness from the Middle Burner (moxibustion suits the Cold)',
    text: '化中焦之湿（寒者宜灸）',
  },
  'pattern.cold-damp-encumbering-spleen.acupoint.ST36': {
    en: 'Strengthens the Stomach and Spleen to transform Dampness',
    text: '健运脾胃以化湿',
  },
  'pattern.cold-damp-encumbering-spleen.acupoint.SP3': {
    en: 'Source point of the Spleen: resolves Dampness',
    text: '脾经原穴：化湿',
  },
  'pattern.cold-damp-encumbering-spleen.acupoint.BL20': {
    en: 'Strengthens the Spleen to transform Dampness',
    text: '健脾以化湿',
  },
  'pattern.cold-damp-encumbering-spleen.acupoint.CV9': {
    en: 'Promotes the transformation of fluids, relieves oedema (moxibustion)',
    text: '助水液运化，消水肿（宜灸）',
  },
  'pattern.cold-damp-encumbering-spleen.modification.0': {
    en: 'marked Cold: cold abdominal pain, cold limbs',
    text: '寒象明显（腹部冷痛、四肢不温）',
  },
  'pattern.cold-damp-encumbering-spleen.modification.1': { en: 'nausea and vomiting', text: '恶心呕吐' },
  'pattern.cold-damp-encumbering-spleen.modification.2': {
    en: 'oedema, scanty urine and watery diarrhoea (Wei Ling Tang)',
    text: '水肿、小便短少、泻下清稀如水（胃苓汤）',
  },
  'pattern.cold-damp-encumbering-spleen.modification.3': {
    en: 'underlying Spleen deficiency once the Dampness is reduced: fatigue, tooth-marked pale tongue',
    text: '湿邪渐化后显露脾虚本质（乏力、舌淡有齿痕）',
  },
  'pattern.cold-damp-encumbering-spleen.caution.long-term': {
    en: 'Warm, aromatic and drying (Cang Zhu, Hou Po): it depletes Yin, fluids and Qi if used beyond the point where the coating clears; not for Yin or Blood deficiency.',
    text: '本方温燥芳香（苍术、厚朴）：舌苔化净后仍继续服用，会耗伤阴液和正气；阴虚或血虚者不宜。',
  },
  'pattern.cold-damp-encumbering-spleen.caution.other.0': {
    en: 'Not for Damp-Heat (yellow greasy coating, thirst) without modification.',
    text: '湿热（苔黄腻、口渴）者未经加减不宜使用。',
  },
  'pattern.cold-damp-encumbering-spleen.caution.other.1': {
    en: 'Persistent nausea, vomiting or swelling need medical assessment.',
    text: '恶心、呕吐或水肿持续不缓解，须就医评估。',
  },
  'pattern.cold-damp-encumbering-spleen.prognosis.expectation': {
    en: 'Heaviness and fullness usually lift within 1-3 weeks once the diet changes; recurrent cases reflect an underlying Spleen deficiency.',
    text: '调整饮食后，身重、脘腹胀满通常1-3周内消除；反复发作者提示有脾虚的根本。',
  },
  'pattern.cold-damp-encumbering-spleen.prognosis.favourable.0': {
    en: 'acute onset from diet or weather',
    text: '因饮食或气候急性起病',
  },
  'pattern.cold-damp-encumbering-spleen.prognosis.favourable.1': { en: 'dietary change', text: '已调整饮食' },
  'pattern.cold-damp-encumbering-spleen.prognosis.favourable.2': { en: 'warm, dry living conditions', text: '居处温暖干燥' },
  'pattern.cold-damp-encumbering-spleen.prognosis.obstacles.0': {
    en: 'continued dairy, sugar and iced food',
    text: '继续食用奶制品、糖和冰冻食物',
  },
  'pattern.cold-damp-encumbering-spleen.prognosis.obstacles.1': { en: 'damp climate or housing', text: '气候或居处潮湿' },
  'pattern.cold-damp-encumbering-spleen.prognosis.obstacles.2': {
    en: 'underlying Spleen or Kidney Yang deficiency',
    text: '素有脾阳虚或肾阳虚',
  },
  'pattern.spleen-stomach-damp-heat.acupoint.CV12': {
    en: 'Regulates the Stomach and resolves Dampness from the Middle Burner',
    text: '调理胃腑，化中焦之湿',
  },
  'pattern.spleen-stomach-damp-heat.acupoint.SP9': { en: 'Resolves Dampness', text: '化湿' },
  'pattern.spleen-stomach-damp-heat.acupoint.LI11': { en: 'Clears Heat and Damp-Heat', text: '清热，清利湿热' },
  'pattern.spleen-stomach-damp-heat.acupoint.ST44': { en: 'Clears Heat from the Stomach and intestines', text: '清胃肠之热' },
  'pattern.spleen-stomach-damp-heat.acupoint.ST25': {
    en: 'Regulates the intestines, stops Damp-Heat diarrhoea',
    text: '调理肠腑，止湿热泄泻',
  },
  'pattern.spleen-stomach-damp-heat.acupoint.SP6': { en: 'Strengthens the Spleen and resolves Dampness', text: '健脾化湿' },
  'pattern.spleen-stomach-damp-heat.modification.0': {
    en: 'Dampness predominant: very thick greasy coating, heaviness, little thirst',
    text: '湿重（苔厚腻甚、身重、口渴不甚）',
  },
  'pattern.spleen-stomach-damp-heat.modification.1': { en: 'jaundice with yellow eyes and skin', text: '黄疸，身目发黄' },
  'pattern.spleen-stomach-damp-heat.modification.2': {
    en: 'diarrhoea with burning anus and tenesmus',
    text: '泄泻伴肛门灼热、里急后重',
  },
  'pattern.spleen-stomach-damp-heat.modification.3': {
    en: 'food retention: foul belching, distension after overeating',
    text: '兼食积（嗳腐吞酸、暴食后胀满）',
  },
  'pattern.spleen-stomach-damp-heat.caution.long-term': {
    en: 'Bitter-cold Huang Lian and Zhi Zi injure Spleen and Stomach Qi: stop once Heat and Dampness clear. Long-term Zhi Zi (Gardenia) use has been linked to mesenteric phlebosclerosis.',
    text: '黄连、栀子苦寒，易伤脾胃之气：湿热清除即停药。长期服用栀子与肠系膜静脉硬化症有关。',
  },
  'pattern.spleen-stomach-damp-heat.caution.other.0': {
    en: 'Blood in the stool, high fever or signs of dehydration need medical care.',
    text: '便血、高热或有脱水征象者须就医。',
  },
  'pattern.spleen-stomach-damp-heat.prognosis.expectation': {
    en: 'Usually improves within 1-3 weeks in acute cases; chronic cases need several weeks of strict diet.',
    text: '急性者通常1-3周内好转；慢性者需严格控制饮食数周。',
  },
  'pattern.spleen-stomach-damp-heat.prognosis.favourable.0': {
    en: 'acute onset after dietary excess',
    text: '饮食不节后急性起病',
  },
  'pattern.spleen-stomach-damp-heat.prognosis.favourable.1': { en: 'good dietary compliance', text: '能很好地遵守饮食建议' },
  'pattern.spleen-stomach-damp-heat.prognosis.favourable.2': { en: 'no underlying Spleen deficiency', text: '素无脾虚' },
  'pattern.spleen-stomach-damp-heat.prognosis.obstacles.0': {
    en: 'continued alcohol, greasy and sweet food',
    text: '继续饮酒、食用油腻甜食',
  },
  'pattern.spleen-stomach-damp-heat.prognosis.obstacles.1': { en: 'overweight', text: '超重' },
  'pattern.spleen-stomach-damp-heat.prognosis.obstacles.2': { en: 'underlying Spleen deficiency', text: '素有脾虚' },
  'pattern.spleen-stomach-damp-heat.prognosis.obstacles.3': { en: 'hot, humid climate', text: '气候湿热' },
  'pattern.stomach-fire.acupoint.ST44': {
    en: 'Water (spring) point of the Stomach: main point to clear Stomach Fire',
    text: '胃经荥穴（属水）：清胃火之主穴',
  },
  'pattern.stomach-fire.acupoint.ST21': { en: 'Relieves epigastric pain and clears Stomach Heat', text: '止胃脘痛，清胃热' },
  'pattern.stomach-fire.acupoint.ST34': {
    en: 'Cleft (Xi) point of the Stomach: acute epigastric pain',
    text: '胃经郄穴：治急性胃脘痛',
  },
  'pattern.stomach-fire.acupoint.LI4': {
    en: 'Clears Heat from the Yang Ming channels, relieves toothache and gum swelling',
    text: '清阳明经之热，止牙痛、消牙龈肿',
  },
  'pattern.stomach-fire.acupoint.LI11': { en: 'Clears Heat', text: '清热' },
  'pattern.stomach-fire.acupoint.CV12': { en: 'Front Mu point of the Stomach: regulates Stomach Qi', text: '胃之募穴：调理胃气' },
  'pattern.stomach-fire.modification.0': {
    en: 'intense thirst and hunger, high heat (with Shi Gao and Zhi Mu as in Yu Nu Jian)',
    text: '口渴、消谷善饥明显，热势较盛（加石膏、知母，取玉女煎之意）',
  },
  'pattern.stomach-fire.modification.1': { en: 'constipation with dry stools', text: '大便秘结干燥' },
  'pattern.stomach-fire.modification.2': { en: 'marked gum bleeding', text: '牙龈出血明显' },
  'pattern.stomach-fire.modification.3': {
    en: 'Heat has injured Stomach Yin: dry mouth, peeling coating, thin rapid pulse',
    text: '热伤胃阴（口干、舌苔剥落、脉细数）',
  },
  'pattern.stomach-fire.caution.long-term': {
    en: 'Bitter-cold Huang Lian injures Stomach Qi and Yin: stop once the Fire is cleared.',
    text: '黄连苦寒，易伤胃之气阴：胃火清除即停药。',
  },
  'pattern.stomach-fire.caution.other.0': {
    en: 'Not for Stomach Yin deficiency alone (peeled tongue, little coating): the bitter-drying herbs worsen it.',
    text: '单纯胃阴虚（舌苔剥落、少苔）者不宜使用：苦燥之品会使其加重。',
  },
  'pattern.stomach-fire.prognosis.expectation': {
    en: 'Usually improves within 1-3 weeks with treatment and dietary change.',
    text: '配合治疗和饮食调整，通常1-3周内好转。',
  },
  'pattern.stomach-fire.prognosis.favourable.0': { en: 'acute onset', text: '急性起病' },
  'pattern.stomach-fire.prognosis.favourable.1': { en: 'stopping spicy food and alcohol', text: '不再吃辛辣食物、戒酒' },
  'pattern.stomach-fire.prognosis.favourable.2': { en: 'regular bowel movements', text: '大便通畅规律' },
  'pattern.stomach-fire.prognosis.obstacles.0': { en: 'continued alcohol and spicy diet', text: '继续饮酒、吃辛辣食物' },
  'pattern.stomach-fire.prognosis.obstacles.1': { en: 'chronic stress', text: '长期压力大' },
  'pattern.stomach-fire.prognosis.obstacles.2': { en: 'Heat that has injured Stomach Yin', text: '热邪已伤胃阴' },
  'pattern.stomach-yin-deficiency.acupoint.CV12': {
    en: 'Front Mu point of the Stomach: tonifies the Stomach',
    text: '胃之募穴：补益胃腑',
  },
  'pattern.stomach-yin-deficiency.acupoint.ST36': { en: 'Tonifies the Stomach and benefits fluids', text: '补益胃气，生津' },
  'pattern.stomach-yin-deficiency.acupoint.SP6': { en: 'Nourishes Yin', text: '滋阴' },
  'pattern.stomach-yin-deficiency.acupoint.KI6': { en: 'Nourishes Yin and generates fluids', text: '滋阴生津' },
  'pattern.stomach-yin-deficiency.acupoint.PC6': {
    en: 'Descends rebellious Stomach Qi: dry retching, hiccup',
    text: '降胃气之上逆：治干呕、呃逆',
  },
  'pattern.stomach-yin-deficiency.acupoint.BL21': { en: 'Back Shu point of the Stomach', text: '胃之背俞穴' },
  'pattern.stomach-yin-deficiency.modification.0': { en: 'dry retching, hiccup or nausea', text: '干呕、呃逆或恶心' },
  'pattern.stomach-yin-deficiency.modification.1': { en: 'dull epigastric pain', text: '胃脘隐痛' },
  'pattern.stomach-yin-deficiency.modification.2': { en: 'dry stools and constipation', text: '大便干结、便秘' },
  'pattern.stomach-yin-deficiency.modification.3': {
    en: 'with Spleen Qi deficiency: fatigue, poor appetite, pale-red tongue with little coating',
    text: '兼脾气虚（乏力、纳差、舌淡红少苔）',
  },
  'pattern.stomach-yin-deficiency.caution.long-term': {
    en: 'Moist, cloying Yin tonics (Sheng Di Huang, Mai Men Dong) can weaken digestion and cause loose stools or bloating; not for patients with Dampness or a thick, greasy coating.',
    text: '生地黄、麦冬等滋腻养阴之品可能妨碍消化，引起便溏或腹胀；有湿或舌苔厚腻者不宜。',
  },
  'pattern.stomach-yin-deficiency.caution.other.0': {
    en: 'Contains rock sugar: replace or omit in diabetes.',
    text: '方中含冰糖：糖尿病患者应替换或去掉。',
  },
  'pattern.stomach-yin-deficiency.caution.other.1': {
    en: 'Persistent epigastric pain, weight loss or difficulty swallowing need medical assessment.',
    text: '胃脘痛持续、体重下降或吞咽困难，须就医评估。',
  },
  'pattern.stomach-yin-deficiency.prognosis.expectation': {
    en: 'Dryness and appetite improve over 4-8 weeks; the coating regrows slowly, over 2-3 months.',
    text: '口干和食欲在4-8周内改善；舌苔恢复较慢，需2-3个月。',
  },
  'pattern.stomach-yin-deficiency.prognosis.favourable.0': { en: 'regular, unhurried meals', text: '饮食规律、从容进餐' },
  'pattern.stomach-yin-deficiency.prognosis.favourable.1': {
    en: 'recovery after a recent febrile illness',
    text: '近期发热性疾病后的恢复期',
  },
  'pattern.stomach-yin-deficiency.prognosis.favourable.2': { en: 'younger age', text: '年纪较轻' },
  'pattern.stomach-yin-deficiency.prognosis.obstacles.0': { en: 'late and irregular eating', text: '进食过晚、不规律' },
  'pattern.stomach-yin-deficiency.prognosis.obstacles.1': { en: 'overwork', text: '过度劳累' },
  'pattern.stomach-yin-deficiency.prognosis.obstacles.2': {
    en: 'long-standing deficiency with deep cracks',
    text: '久虚而舌有深裂纹',
  },
  'pattern.stomach-yin-deficiency.prognosis.obstacles.3': { en: 'smoking and alcohol', text: '吸烟、饮酒' },
  'pattern.food-stagnation.acupoint.CV10': { en: 'Moves food down from the Stomach', text: '导胃中食滞下行' },
  'pattern.food-stagnation.acupoint.CV12': {
    en: 'Front Mu point of the Stomach: regulates Stomach Qi',
    text: '胃之募穴：调理胃气',
  },
  'pattern.food-stagnation.acupoint.ST21': {
    en: 'Relieves epigastric fullness and pain from retention',
    text: '消食滞所致的胃脘胀满疼痛',
  },
  'pattern.food-stagnation.acupoint.ST25': { en: 'Moves Qi in the intestines, relieves distension', text: '行肠腑之气，消胀' },
  'pattern.food-stagnation.acupoint.ST36': { en: 'Descends Stomach Qi and supports digestion', text: '降胃气，助消化' },
  'pattern.food-stagnation.acupoint.PC6': {
    en: 'Descends rebellious Stomach Qi: nausea, belching, vomiting',
    text: '降胃气之上逆：治恶心、嗳气、呕吐',
  },
  'pattern.food-stagnation.acupoint.SP4': {
    en: 'Connecting point of the Spleen: relieves fullness and retention',
    text: '脾经络穴：消胀满、化积滞',
  },
  'pattern.food-stagnation.modification.0': {
    en: 'retention turning to Heat: yellow coating, constipation, abdominal pain (towards Zhi Shi Dao Zhi Wan)',
    text: '食积化热（苔黄、便秘、腹痛；向枳实导滞丸化裁）',
  },
  'pattern.food-stagnation.modification.1': {
    en: 'recurrent retention on a weak Spleen: fatigue, loose stools (Da An Wan)',
    text: '脾虚而反复食积（乏力、便溏；即大安丸）',
  },
  'pattern.food-stagnation.modification.2': { en: 'retention of starchy food (rice, bread, noodles)', text: '米面等淀粉类食积' },
  'pattern.food-stagnation.modification.3': { en: 'marked distension and fullness', text: '胀满明显' },
  'pattern.food-stagnation.caution.long-term': {
    en: 'Digestive, Qi-moving herbs disperse Qi: for short courses only; recurrent retention points to Spleen deficiency, which should be tonified instead.',
    text: '消导行气之品易耗散正气：只宜短期使用；反复食积提示脾虚，应改以补脾为主。',
  },
  'pattern.food-stagnation.caution.other.0': {
    en: 'Lai Fu Zi is traditionally not combined with Ren Shen, as it reduces its tonifying effect.',
    text: '传统上莱菔子不与人参同用，因其会减弱人参的补益作用。',
  },
  'pattern.food-stagnation.caution.other.1': {
    en: 'Severe abdominal pain, persistent vomiting or no bowel movement or wind need urgent medical care.',
    text: '腹部剧痛、持续呕吐，或既不排便也不排气，须紧急就医。',
  },
  'pattern.food-stagnation.prognosis.expectation': {
    en: 'Acute food retention usually clears within 1-3 days; recurrent cases need the underlying Spleen weakness addressed.',
    text: '急性食滞通常1-3天内消除；反复发作者须调治其根本的脾虚。',
  },
  'pattern.food-stagnation.prognosis.favourable.0': { en: 'clear dietary trigger', text: '有明确的饮食诱因' },
  'pattern.food-stagnation.prognosis.favourable.1': { en: 'acute onset', text: '急性起病' },
  'pattern.food-stagnation.prognosis.favourable.2': { en: 'strong constitution', text: '体质壮实' },
  'pattern.food-stagnation.prognosis.obstacles.0': { en: 'habitual overeating or late meals', text: '习惯性暴食或晚食' },
  'pattern.food-stagnation.prognosis.obstacles.1': { en: 'underlying Spleen Qi deficiency', text: '素有脾气虚' },
  'pattern.food-stagnation.prognosis.obstacles.2': { en: 'retention turning to Heat', text: '食积化热' },
  'pattern.heart-blood-deficiency.acupoint.HT7': {
    en: 'Source point of the Heart: nourishes Heart Blood and calms the Mind',
    text: '心经原穴：养心血，安神',
  },
  'pattern.heart-blood-deficiency.acupoint.PC6': { en: 'Calms the Mind, relieves palpitations', text: '安神，止心悸' },
  'pattern.heart-blood-deficiency.acupoint.CV14': { en: 'Front Mu point of the Heart: calms the Mind', text: '心之募穴：安神' },
  'pattern.heart-blood-deficiency.acupoint.BL15': {
    en: 'Back Shu point of the Heart: tonifies the Heart',
    text: '心之背俞穴：补益心气血',
  },
  'pattern.heart-blood-deficiency.acupoint.BL17': {
    en: 'Influential point of Blood: nourishes Blood',
    text: '八会穴之血会：养血',
  },
  'pattern.heart-blood-deficiency.acupoint.ST36': {
    en: 'Tonifies Spleen and Stomach, the source of Blood',
    text: '补益脾胃，以资生血之源',
  },
  'pattern.heart-blood-deficiency.acupoint.SP6': { en: 'Nourishes Blood and calms the Mind', text: '养血安神' },
  'pattern.heart-blood-deficiency.modification.0': {
    en: 'marked Blood deficiency with blurred vision, numbness or scanty periods',
    text: '血虚明显，兼视物模糊、肢体麻木或月经量少',
  },
  'pattern.heart-blood-deficiency.modification.1': {
    en: 'with Heart Yin deficiency: night sweats, dry mouth, tongue turning red at the tip',
    text: '兼心阴虚（盗汗、口干、舌尖转红）',
  },
  'pattern.heart-blood-deficiency.modification.2': { en: 'severe insomnia and anxiety', text: '失眠、焦虑严重' },
  'pattern.heart-blood-deficiency.modification.3': {
    en: 'mild cases or for economy (the usual substitution)',
    text: '病情较轻或出于经济考虑（常规替代）',
  },
  'pattern.heart-blood-deficiency.caution.long-term': {
    en: 'Sweet, warm tonics can cause bloating or heat in some people; Long Yan Rou is warming and unsuited to Heat signs.',
    text: '甘温补益之品在部分人身上可能引起腹胀或上火；龙眼肉性温，有热象者不宜。',
  },
  'pattern.heart-blood-deficiency.caution.other.0': {
    en: 'Palpitations with chest pain, fainting or breathlessness need urgent medical assessment.',
    text: '心悸伴胸痛、晕厥或呼吸困难，须紧急就医评估。',
  },
  'pattern.heart-blood-deficiency.prognosis.expectation': {
    en: 'Sleep and palpitations usually improve within 3-6 weeks; full recovery of Blood takes 2-3 months.',
    text: '睡眠和心悸通常3-6周内改善；心血完全恢复需2-3个月。',
  },
  'pattern.heart-blood-deficiency.prognosis.favourable.0': { en: 'good appetite and digestion', text: '食欲和消化良好' },
  'pattern.heart-blood-deficiency.prognosis.favourable.1': { en: 'regular sleep', text: '睡眠规律' },
  'pattern.heart-blood-deficiency.prognosis.favourable.2': { en: 'reduced worry', text: '忧虑减少' },
  'pattern.heart-blood-deficiency.prognosis.favourable.3': { en: 'recent onset', text: '发病时间短' },
  'pattern.heart-blood-deficiency.prognosis.obstacles.0': { en: 'chronic worry or overwork', text: '长期忧思或过劳' },
  'pattern.heart-blood-deficiency.prognosis.obstacles.1': { en: 'heavy menstrual bleeding', text: '月经量多' },
  'pattern.heart-blood-deficiency.prognosis.obstacles.2': { en: 'poor diet', text: '饮食营养不良' },
  'pattern.heart-blood-deficiency.prognosis.obstacles.3': { en: 'long-standing deficiency', text: '虚损日久' },
  'pattern.heart-yin-deficiency.acupoint.HT7': {
    en: 'Source point of the Heart: calms the Mind, nourishes the Heart',
    text: '心经原穴：安神，养心',
  },
  'pattern.heart-yin-deficiency.acupoint.HT6': {
    en: 'Cleft point of the Heart: nourishes Heart Yin, stops night sweats',
    text: '心经郄穴：滋养心阴，止盗汗',
  },
  'pattern.heart-yin-deficiency.acupoint.PC7': { en: 'Clears Heat from the Heart and calms the Mind', text: '清心热，安神' },
  'pattern.heart-yin-deficiency.acupoint.CV14': { en: 'Front Mu point of the Heart: calms the Mind', text: '心之募穴：安神' },
  'pattern.heart-yin-deficiency.acupoint.KI6': { en: 'Nourishes Yin and promotes sleep', text: '滋阴，助眠' },
  'pattern.heart-yin-deficiency.acupoint.SP6': { en: 'Nourishes Yin and calms the Mind', text: '滋阴安神' },
  'pattern.heart-yin-deficiency.acupoint.CV4': {
    en: 'Nourishes Kidney Yin, the root of Heart Yin',
    text: '滋补肾阴（肾阴为心阴之根）',
  },
  'pattern.heart-yin-deficiency.modification.0': {
    en: 'Heart and Kidney not communicating: low back ache, tinnitus, nocturnal emissions, cold feet with hot upper body (Jiao Tai Wan)',
    text: '心肾不交（腰酸、耳鸣、遗精、上热下寒而足冷；合交泰丸）',
  },
  'pattern.heart-yin-deficiency.modification.1': { en: 'profuse night sweats', text: '盗汗量多' },
  'pattern.heart-yin-deficiency.modification.2': {
    en: 'severe insomnia with palpitations and fright',
    text: '严重失眠，伴心悸、易惊',
  },
  'pattern.heart-yin-deficiency.modification.3': {
    en: 'weak digestion, loose stools: reduce the cloying herbs',
    text: '脾胃虚弱、便溏，减去滋腻之品',
  },
  'pattern.heart-yin-deficiency.caution.long-term': {
    en: 'Rich, cloying Yin tonics can impair digestion and cause loose stools. Traditional pills are coated with cinnabar (Zhu Sha, mercury sulphide): never use cinnabar-coated products.',
    text: '滋腻养阴之品可能妨碍消化，导致便溏。传统丸剂以朱砂（硫化汞）为衣：切勿使用朱砂包衣的制剂。',
  },
  'pattern.heart-yin-deficiency.caution.other.0': {
    en: 'Wu Wei Zi can raise blood levels of tacrolimus and other CYP3A4 drugs.',
    text: '五味子可升高他克莫司及其他经CYP3A4代谢药物的血药浓度。',
  },
  'pattern.heart-yin-deficiency.caution.other.1': {
    en: 'Palpitations with chest pain, fainting or breathlessness need urgent medical assessment; night sweats with weight loss or fever need a medical check.',
    text: '心悸伴胸痛、晕厥或呼吸困难，须紧急就医评估；盗汗伴体重下降或发热，须就医检查。',
  },
  'pattern.heart-yin-deficiency.prognosis.expectation': {
    en: 'Sleep and night sweats usually improve within 4-8 weeks; restoring Yin takes several months.',
    text: '睡眠和盗汗通常4-8周内改善；阴液的恢复需要数月。',
  },
  'pattern.heart-yin-deficiency.prognosis.favourable.0': { en: 'reduced workload and stress', text: '工作量和压力减轻' },
  'pattern.heart-yin-deficiency.prognosis.favourable.1': { en: 'regular sleep', text: '睡眠规律' },
  'pattern.heart-yin-deficiency.prognosis.favourable.2': { en: 'younger age', text: '年纪较轻' },
  'pattern.heart-yin-deficiency.prognosis.favourable.3': { en: 'no Kidney involvement', text: '未累及肾' },
  'pattern.heart-yin-deficiency.prognosis.obstacles.0': { en: 'chronic overwork and late nights', text: '长期过劳、熬夜' },
  'pattern.heart-yin-deficiency.prognosis.obstacles.1': { en: 'stimulant use', text: '常用刺激性饮品或药物' },
  'pattern.heart-yin-deficiency.prognosis.obstacles.2': { en: 'menopause transition', text: '处于围绝经期' },
  'pattern.heart-yin-deficiency.prognosis.obstacles.3': { en: 'long-standing Kidney Yin deficiency', text: '肾阴虚日久' },
  'pattern.heart-fire-blazing.acupoint.HT8': {
    en: 'Fire point of the Heart: drains Heart Fire',
    text: '心经荥穴（属火）：泻心火',
  },
  'pattern.heart-fire-blazing.acupoint.HT9': {
    en: 'Well point of the Heart: clears Heat (may be pricked to bleed)',
    text: '心经井穴：清热（可点刺出血）',
  },
  'pattern.heart-fire-blazing.acupoint.HT7': { en: 'Calms the Mind', text: '安神' },
  'pattern.heart-fire-blazing.acupoint.PC7': {
    en: 'Clears Heart Heat, calms the Mind, treats mouth ulcers',
    text: '清心热，安神，治口舌生疮',
  },
  'pattern.heart-fire-blazing.acupoint.LI11': { en: 'Clears Heat', text: '清热' },
  'pattern.heart-fire-blazing.acupoint.KI6': {
    en: 'Nourishes Yin to restrain Fire and promotes sleep',
    text: '滋阴以制火，助眠',
  },
  'pattern.heart-fire-blazing.modification.0': {
    en: 'intense Fire with agitation, insomnia and constipation (towards Xie Xin Tang)',
    text: '火热炽盛，烦躁、失眠、便秘（向泻心汤化裁）',
  },
  'pattern.heart-fire-blazing.modification.1': { en: 'blood in the urine', text: '尿血' },
  'pattern.heart-fire-blazing.modification.2': { en: 'marked insomnia and restlessness', text: '失眠、心烦不安明显' },
  'pattern.heart-fire-blazing.modification.3': {
    en: 'Fire has injured Heart Yin: night sweats, peeled red tongue, thin rapid pulse',
    text: '火热伤及心阴（盗汗、舌红少苔、脉细数）',
  },
  'pattern.heart-fire-blazing.caution.long-term': {
    en: 'Cold, draining formula for short courses only: it injures Spleen and Stomach Qi. Only Chuan Mu Tong (or Tong Cao) may be used: Aristolochia (Guan Mu Tong) caused irreversible kidney failure.',
    text: '本方寒凉通利，只宜短期使用：易伤脾胃之气。只可用川木通（或通草）：马兜铃属的关木通曾导致不可逆的肾衰竭。',
  },
  'pattern.heart-fire-blazing.caution.other.0': {
    en: 'Palpitations with chest pain, fainting or breathlessness need urgent medical assessment.',
    text: '心悸伴胸痛、晕厥或呼吸困难，须紧急就医评估。',
  },
  'pattern.heart-fire-blazing.caution.other.1': {
    en: 'Mouth ulcers lasting more than three weeks, or blood in the urine, need a medical check.',
    text: '口腔溃疡超过三周不愈，或出现尿血，须就医检查。',
  },
  'pattern.heart-fire-blazing.caution.other.2': {
    en: 'Severe agitation, mania or thoughts of self-harm need medical and psychiatric care first.',
    text: '严重烦躁、躁狂或有自伤念头，须首先接受医学和精神科治疗。',
  },
  'pattern.heart-fire-blazing.prognosis.expectation': {
    en: 'Mouth ulcers and urinary burning usually clear within 1-2 weeks; agitation and sleep settle as the emotional cause is addressed.',
    text: '口舌生疮和小便灼热通常1-2周内消除；烦躁和睡眠随着情志病因的解决而逐渐平复。',
  },
  'pattern.heart-fire-blazing.prognosis.favourable.0': { en: 'acute onset', text: '急性起病' },
  'pattern.heart-fire-blazing.prognosis.favourable.1': {
    en: 'identifiable emotional trigger that resolves',
    text: '有明确且可以化解的情绪诱因',
  },
  'pattern.heart-fire-blazing.prognosis.favourable.2': { en: 'stopping stimulants and alcohol', text: '停用刺激性饮品、戒酒' },
  'pattern.heart-fire-blazing.prognosis.obstacles.0': { en: 'ongoing emotional strain', text: '情绪压力持续存在' },
  'pattern.heart-fire-blazing.prognosis.obstacles.1': { en: 'stimulant or alcohol use', text: '饮用刺激性饮品或饮酒' },
  'pattern.heart-fire-blazing.prognosis.obstacles.2': { en: 'Fire injuring Heart Yin', text: '火热伤及心阴' },
  'pattern.heart-spleen-deficiency.acupoint.HT7': {
    en: 'Source point of the Heart: nourishes Heart Blood and calms the Mind',
    text: '心经原穴：养心血，安神',
  },
  'pattern.heart-spleen-deficiency.acupoint.PC6': { en: 'Calms the Mind and eases palpitations', text: '安神，缓解心悸' },
  'pattern.heart-spleen-deficiency.acupoint.ST36': {
    en: 'Tonifies Stomach and Spleen Qi so that Blood can be made',
    text: '补益脾胃之气，使气血生化有源',
  },
  'pattern.heart-spleen-deficiency.acupoint.SP6': {
    en: 'Strengthens the Spleen, nourishes Blood and promotes sleep',
    text: '健脾养血，助眠',
  },
  'pattern.heart-spleen-deficiency.acupoint.BL15': {
    en: 'Back-shu point of the Heart: tonifies the Heart',
    text: '心之背俞穴：补益心气血',
  },
  'pattern.heart-spleen-deficiency.acupoint.BL20': {
    en: 'Back-shu point of the Spleen: tonifies Spleen Qi',
    text: '脾之背俞穴：补益脾气',
  },
  'pattern.heart-spleen-deficiency.acupoint.CV6': { en: 'Tonifies Qi in general', text: '补益一身之气' },
  'pattern.heart-spleen-deficiency.modification.0': {
    en: 'with heavy or prolonged menstrual bleeding (Spleen not holding Blood)',
    text: '兼月经量多或经期延长（脾不统血）',
  },
  'pattern.heart-spleen-deficiency.modification.1': { en: 'with marked insomnia and anxiety', text: '兼失眠、焦虑明显' },
  'pattern.heart-spleen-deficiency.modification.2': {
    en: 'with prominent Heart Blood deficiency (pale lips, dizziness, blurred vision)',
    text: '兼心血虚突出（唇色淡白、头晕、视物模糊）',
  },
  'pattern.heart-spleen-deficiency.modification.3': {
    en: 'with Liver Qi stagnation from worry (sighing, hypochondriac distension)',
    text: '兼忧思致肝气郁结（善太息、胁肋胀满）',
  },
  'pattern.heart-spleen-deficiency.caution.long-term': {
    en: 'Usually taken for weeks to months; zhi gan cao in long courses can raise blood pressure and lower potassium. Ren shen is stimulating: reduce or replace with dang shen if it causes insomnia or hypertension.',
    text: '一般需服用数周至数月；炙甘草久服可升高血压、降低血钾。人参有兴奋作用：如引起失眠或血压升高，应减量或改用党参。',
  },
  'pattern.heart-spleen-deficiency.caution.other.0': {
    en: 'Not suitable when there is Heat from Yin deficiency (red tongue without coating) or Damp-Heat: the formula is warm and sweet.',
    text: '阴虚有热（舌红无苔）或湿热者不宜：本方性味甘温。',
  },
  'pattern.heart-spleen-deficiency.prognosis.expectation': {
    en: 'Chronic deficiency: sleep and energy usually improve within 4-8 weeks; full recovery of Blood takes 3-6 months of treatment and regular habits.',
    text: '属慢性虚证：睡眠和精力通常4-8周内改善；心血完全恢复需治疗并保持规律作息3-6个月。',
  },
  'pattern.heart-spleen-deficiency.prognosis.favourable.0': { en: 'regular meals and sleep', text: '饮食和睡眠规律' },
  'pattern.heart-spleen-deficiency.prognosis.favourable.1': { en: 'reduced overwork and worry', text: '过劳和忧思减少' },
  'pattern.heart-spleen-deficiency.prognosis.favourable.2': {
    en: 'good appetite returning early in treatment',
    text: '治疗早期食欲即有恢复',
  },
  'pattern.heart-spleen-deficiency.prognosis.obstacles.0': {
    en: 'continued overwork or chronic worry',
    text: '持续过劳或长期忧思',
  },
  'pattern.heart-spleen-deficiency.prognosis.obstacles.1': { en: 'irregular eating or dieting', text: '饮食不规律或节食' },
  'pattern.heart-spleen-deficiency.prognosis.obstacles.2': {
    en: 'ongoing heavy menstrual blood loss',
    text: '月经失血量多持续存在',
  },
  'pattern.heart-kidney-disharmony.acupoint.HT7': { en: 'Calms the Mind and settles the Heart', text: '宁心安神' },
  'pattern.heart-kidney-disharmony.acupoint.HT6': { en: 'Nourishes Heart Yin and stops night sweats', text: '滋养心阴，止盗汗' },
  'pattern.heart-kidney-disharmony.acupoint.KI3': {
    en: 'Source point of the Kidney: nourishes Kidney Yin',
    text: '肾经原穴：滋补肾阴',
  },
  'pattern.heart-kidney-disharmony.acupoint.KI6': {
    en: 'Nourishes Yin, benefits the throat and promotes sleep',
    text: '滋阴，利咽，助眠',
  },
  'pattern.heart-kidney-disharmony.acupoint.SP6': { en: 'Nourishes Yin and calms the Mind', text: '滋阴安神' },
  'pattern.heart-kidney-disharmony.acupoint.CV4': {
    en: 'Strengthens the Kidney and roots the Mind',
    text: '补肾固本，使神有所藏',
  },
  'pattern.heart-kidney-disharmony.acupoint.BL23': {
    en: 'Back-shu point of the Kidney: tonifies the Kidney',
    text: '肾之背俞穴：补肾',
  },
  'pattern.heart-kidney-disharmony.modification.0': {
    en: 'with marked palpitations, anxiety and poor memory (Heart Yin deficiency)',
    text: '兼心悸、焦虑、健忘明显（心阴虚）',
  },
  'pattern.heart-kidney-disharmony.modification.1': {
    en: 'with intense irritability and inability to lie down to sleep (strong Heart Fire)',
    text: '兼心烦甚、不得卧（心火较盛）',
  },
  'pattern.heart-kidney-disharmony.modification.2': { en: 'with night sweats and nocturnal emissions', text: '兼盗汗、遗精' },
  'pattern.heart-kidney-disharmony.caution.long-term': {
    en: 'Huang lian is bitter and cold and may weaken digestion in long courses; shu di huang is cloying: add a Qi-moving herb if appetite falls.',
    text: '黄连苦寒，久服可能损伤脾胃；熟地黄滋腻：如食欲下降，宜加行气之品。',
  },
  'pattern.heart-kidney-disharmony.caution.other.0': {
    en: 'Not suitable with loose stools from Spleen deficiency or with Damp accumulation without adjustment.',
    text: '脾虚便溏或湿浊内停者，未经调整不宜使用。',
  },
  'pattern.heart-kidney-disharmony.caution.other.1': {
    en: 'Rou gui is kept at a small dose: its role is only to guide Fire back to the Kidney.',
    text: '肉桂只用小剂量：其作用仅在于引火归原。',
  },
  'pattern.heart-kidney-disharmony.prognosis.expectation': {
    en: 'Sleep often improves within 2-4 weeks; the underlying Yin deficiency usually needs 3-6 months of treatment and lifestyle change.',
    text: '睡眠常在2-4周内改善；其根本的阴虚一般需治疗并调整生活方式3-6个月。',
  },
  'pattern.heart-kidney-disharmony.prognosis.favourable.0': { en: 'regular sleep schedule', text: '作息规律' },
  'pattern.heart-kidney-disharmony.prognosis.favourable.1': { en: 'reduced stimulants', text: '刺激性饮品减少' },
  'pattern.heart-kidney-disharmony.prognosis.favourable.2': { en: 'short history', text: '病程较短' },
  'pattern.heart-kidney-disharmony.prognosis.obstacles.0': {
    en: 'ongoing night work or chronic stress',
    text: '持续上夜班或长期压力大',
  },
  'pattern.heart-kidney-disharmony.prognosis.obstacles.1': {
    en: 'menopause transition not supported',
    text: '围绝经期未得到相应调理',
  },
  'pattern.heart-kidney-disharmony.prognosis.obstacles.2': {
    en: 'long-standing insomnia with hypnotic dependence',
    text: '长期失眠并依赖安眠药',
  },
  'pattern.lung-qi-deficiency.acupoint.LU9': { en: 'Source point of the Lung: tonifies Lung Qi', text: '肺经原穴：补益肺气' },
  'pattern.lung-qi-deficiency.acupoint.LU7': {
    en: 'Stimulates the descending of Lung Qi and strengthens the exterior',
    text: '助肺气肃降，固表',
  },
  'pattern.lung-qi-deficiency.acupoint.BL13': {
    en: 'Back-shu point of the Lung: tonifies Lung Qi',
    text: '肺之背俞穴：补益肺气',
  },
  'pattern.lung-qi-deficiency.acupoint.GV12': { en: 'Strengthens Lung Qi, especially with moxa', text: '补益肺气，尤宜艾灸' },
  'pattern.lung-qi-deficiency.acupoint.ST36': { en: 'Tonifies Qi through Earth, the mother of Metal', text: '培土生金以补气' },
  'pattern.lung-qi-deficiency.acupoint.CV6': { en: 'Tonifies Qi in general', text: '补益一身之气' },
  'pattern.lung-qi-deficiency.acupoint.CV17': {
    en: 'Influential point of Qi: tonifies the Gathering Qi of the chest',
    text: '八会穴之气会：补益胸中宗气',
  },
  'pattern.lung-qi-deficiency.modification.0': {
    en: 'with marked spontaneous sweating and frequent colds (weak Defensive Qi): combine with Jade Windscreen Powder',
    text: '兼自汗明显、易感冒（卫气不固）：合玉屏风散',
  },
  'pattern.lung-qi-deficiency.modification.1': {
    en: 'with poor appetite, loose stools and tiredness after eating (Spleen Qi deficiency)',
    text: '兼纳差、便溏、食后困倦（脾气虚）',
  },
  'pattern.lung-qi-deficiency.modification.2': {
    en: 'with copious white sputum and chest oppression (Phlegm-Damp)',
    text: '兼痰白量多、胸闷（痰湿）',
  },
  'pattern.lung-qi-deficiency.caution.long-term': {
    en: 'Shu di huang is cloying and may upset weak digestion in long courses; wu wei zi is astringent.',
    text: '熟地黄滋腻，久服可能影响虚弱的消化功能；五味子酸涩收敛。',
  },
  'pattern.lung-qi-deficiency.caution.other.0': {
    en: 'Do not use during an acute cold or fever: the tonifying and astringent herbs (wu wei zi, shu di huang) can trap the pathogen.',
    text: '急性感冒或发热期间不宜使用：补益收涩之品（五味子、熟地黄）易致闭门留寇。',
  },
  'pattern.lung-qi-deficiency.caution.other.1': {
    en: 'Persistent breathlessness needs a medical check (heart, lungs, anaemia).',
    text: '气短持续不缓解，须就医检查（心脏、肺部、贫血）。',
  },
  'pattern.lung-qi-deficiency.prognosis.expectation': {
    en: 'Usually improves within 4-8 weeks; resistance to colds builds over one or two seasons.',
    text: '通常4-8周内好转；抵抗感冒的能力需要一两个季节逐步增强。',
  },
  'pattern.lung-qi-deficiency.prognosis.favourable.0': { en: 'regular breathing exercise', text: '坚持规律的呼吸练习' },
  'pattern.lung-qi-deficiency.prognosis.favourable.1': { en: 'no smoking', text: '不吸烟' },
  'pattern.lung-qi-deficiency.prognosis.favourable.2': { en: 'good digestion', text: '消化良好' },
  'pattern.lung-qi-deficiency.prognosis.obstacles.0': { en: 'smoking or polluted air', text: '吸烟或空气污染' },
  'pattern.lung-qi-deficiency.prognosis.obstacles.1': { en: 'repeated infections during treatment', text: '治疗期间反复感染' },
  'pattern.lung-qi-deficiency.prognosis.obstacles.2': { en: 'chronic lung disease', text: '慢性肺部疾病' },
  'pattern.lung-yin-deficiency.acupoint.LU9': {
    en: 'Source point of the Lung: tonifies Lung Qi and Yin',
    text: '肺经原穴：补益肺之气阴',
  },
  'pattern.lung-yin-deficiency.acupoint.LU7': {
    en: 'With KI6 opens the Conception Vessel: nourishes Yin and benefits the throat',
    text: '配照海（KI6）通任脉：滋阴利咽',
  },
  'pattern.lung-yin-deficiency.acupoint.KI6': { en: 'Nourishes Yin and moistens the throat', text: '滋阴润咽' },
  'pattern.lung-yin-deficiency.acupoint.LU10': { en: 'Clears Lung Heat and benefits the throat', text: '清肺热，利咽喉' },
  'pattern.lung-yin-deficiency.acupoint.BL13': { en: 'Back-shu point of the Lung', text: '肺之背俞穴' },
  'pattern.lung-yin-deficiency.acupoint.BL43': {
    en: 'Tonifies and moistens the Lung in chronic deficiency',
    text: '久虚者补肺润肺',
  },
  'pattern.lung-yin-deficiency.acupoint.CV4': {
    en: 'Nourishes Kidney Yin, the root of Lung Yin',
    text: '滋补肾阴（肾阴为肺阴之根）',
  },
  'pattern.lung-yin-deficiency.modification.0': {
    en: 'with afternoon fever, night sweats and hot palms (marked Empty Heat)',
    text: '兼午后潮热、盗汗、手心热（虚热明显）',
  },
  'pattern.lung-yin-deficiency.modification.1': {
    en: 'with sore lower back, dizziness and a cough worse at night (Lung and Kidney Yin deficiency): towards Lily Bulb Decoction to Preserve the Metal',
    text: '兼腰酸、头晕、夜间咳甚（肺肾阴虚）：向百合固金汤化裁',
  },
  'pattern.lung-yin-deficiency.modification.2': { en: 'with blood-streaked sputum', text: '兼痰中带血' },
  'pattern.lung-yin-deficiency.modification.3': {
    en: 'with a persistent dry cough and scanty sticky sputum',
    text: '兼干咳日久、痰少而黏',
  },
  'pattern.lung-yin-deficiency.caution.long-term': {
    en: 'The moistening herbs are cloying: with long use, watch for poor appetite, bloating or loose stools.',
    text: '滋润之品多滋腻：久服须注意有无食欲不振、腹胀或便溏。',
  },
  'pattern.lung-yin-deficiency.caution.other.0': {
    en: 'Not for coughs with copious phlegm, Damp or an unresolved exterior invasion.',
    text: '咳嗽痰多、有湿或表邪未解者不宜。',
  },
  'pattern.lung-yin-deficiency.caution.other.1': {
    en: 'A cough lasting over three weeks, coughing blood, weight loss or night sweats need medical assessment (e.g. tuberculosis, lung tumour).',
    text: '咳嗽超过三周、咯血、体重下降或盗汗，须就医评估（如肺结核、肺部肿瘤）。',
  },
  'pattern.lung-yin-deficiency.prognosis.expectation': {
    en: 'Dry cough usually eases within 2-4 weeks; rebuilding Yin takes 2-3 months or more.',
    text: '干咳通常2-4周内缓解；阴液的恢复需要2-3个月或更久。',
  },
  'pattern.lung-yin-deficiency.prognosis.favourable.0': { en: 'stopping smoking', text: '戒烟' },
  'pattern.lung-yin-deficiency.prognosis.favourable.1': { en: 'humid environment', text: '环境湿润' },
  'pattern.lung-yin-deficiency.prognosis.favourable.2': { en: 'recent onset after an infection', text: '感染后不久起病' },
  'pattern.lung-yin-deficiency.prognosis.obstacles.0': { en: 'continued smoking', text: '继续吸烟' },
  'pattern.lung-yin-deficiency.prognosis.obstacles.1': { en: 'chronic lung disease', text: '慢性肺部疾病' },
  'pattern.lung-yin-deficiency.prognosis.obstacles.2': { en: 'very dry climate or overwork', text: '气候非常干燥或过度劳累' },
  'pattern.phlegm-heat-in-lung.acupoint.LU5': { en: 'Clears Lung Heat and resolves Phlegm', text: '清肺热，化痰' },
  'pattern.phlegm-heat-in-lung.acupoint.LU7': {
    en: 'Restores the descending of Lung Qi and stops cough',
    text: '恢复肺气肃降，止咳',
  },
  'pattern.phlegm-heat-in-lung.acupoint.LU1': {
    en: 'Front-mu point of the Lung: clears fullness from the chest',
    text: '肺之募穴：宽胸，消胸中胀满',
  },
  'pattern.phlegm-heat-in-lung.acupoint.ST40': { en: 'Main point to resolve Phlegm', text: '化痰之主穴' },
  'pattern.phlegm-heat-in-lung.acupoint.LI11': { en: 'Clears Heat', text: '清热' },
  'pattern.phlegm-heat-in-lung.acupoint.BL13': { en: 'Back-shu point of the Lung: clears Lung Heat', text: '肺之背俞穴：清肺热' },
  'pattern.phlegm-heat-in-lung.acupoint.CV17': { en: 'Opens the chest and eases breathing', text: '宽胸理气，利呼吸' },
  'pattern.phlegm-heat-in-lung.modification.0': {
    en: 'with high fever, strong thirst and sweating (intense Lung Heat)',
    text: '兼高热、大渴、汗出（肺热炽盛）',
  },
  'pattern.phlegm-heat-in-lung.modification.1': { en: 'with foul-smelling, purulent sputum', text: '兼咳吐脓痰、气味腥臭' },
  'pattern.phlegm-heat-in-lung.modification.2': { en: 'with wheezing and breathlessness', text: '兼喘息气促' },
  'pattern.phlegm-heat-in-lung.modification.3': {
    en: 'with constipation (Heat binding the Large Intestine, the paired organ of the Lung)',
    text: '兼便秘（热结大肠，肺与大肠相表里）',
  },
  'pattern.phlegm-heat-in-lung.caution.long-term': {
    en: 'Bitter-cold and drying: stop once the sputum clears, as prolonged use injures the Spleen and Yin. Xing ren contains amygdalin: keep to the usual dose.',
    text: '本方苦寒而燥：痰清即停，久用易伤脾胃及阴液。苦杏仁含苦杏仁苷：用量不超过常用剂量。',
  },
  'pattern.phlegm-heat-in-lung.caution.other.0': {
    en: 'Not for dry cough from Yin deficiency or for Cold-Phlegm with white sputum.',
    text: '阴虚干咳或寒痰（痰白）者不宜。',
  },
  'pattern.phlegm-heat-in-lung.caution.other.1': {
    en: 'Pneumonia must be ruled out: high fever, breathlessness or chest pain need urgent medical assessment.',
    text: '须排除肺炎：高热、呼吸困难或胸痛，须紧急就医评估。',
  },
  'pattern.phlegm-heat-in-lung.prognosis.expectation': {
    en: 'Acute cases usually settle within 1-2 weeks; in chronic lung disease flares recur and the underlying deficiency must then be treated.',
    text: '急性者通常1-2周内缓解；慢性肺病者易反复急性发作，此时须调治其根本之虚。',
  },
  'pattern.phlegm-heat-in-lung.prognosis.favourable.0': { en: 'acute onset in a robust person', text: '体质壮实者急性起病' },
  'pattern.phlegm-heat-in-lung.prognosis.favourable.1': { en: 'no smoking', text: '不吸烟' },
  'pattern.phlegm-heat-in-lung.prognosis.favourable.2': { en: 'sputum becoming thinner and lighter', text: '痰液渐稀、颜色渐淡' },
  'pattern.phlegm-heat-in-lung.prognosis.obstacles.0': { en: 'smoking', text: '吸烟' },
  'pattern.phlegm-heat-in-lung.prognosis.obstacles.1': { en: 'chronic bronchitis or COPD', text: '慢性支气管炎或慢阻肺' },
  'pattern.phlegm-heat-in-lung.prognosis.obstacles.2': { en: 'underlying Lung or Spleen deficiency', text: '素有肺虚或脾虚' },
  'pattern.wind-cold-exterior.acupoint.LU7': {
    en: 'Releases the exterior and restores the dispersing of Lung Qi',
    text: '解表，宣肺',
  },
  'pattern.wind-cold-exterior.acupoint.LI4': { en: 'Releases the exterior and relieves headache', text: '解表，止头痛' },
  'pattern.wind-cold-exterior.acupoint.BL12': { en: 'Expels Wind; cupping or moxa for Cold', text: '祛风；寒者宜拔罐或艾灸' },
  'pattern.wind-cold-exterior.acupoint.BL13': { en: "Stimulates the Lung's dispersing function", text: '宣发肺气' },
  'pattern.wind-cold-exterior.acupoint.GB20': {
    en: 'Expels Wind and relieves a stiff neck and headache',
    text: '祛风，缓解颈项强痛和头痛',
  },
  'pattern.wind-cold-exterior.acupoint.GV16': { en: 'Expels Wind from the head and neck', text: '祛头项之风' },
  'pattern.wind-cold-exterior.acupoint.LI20': { en: 'Opens the nose', text: '通鼻窍' },
  'pattern.wind-cold-exterior.modification.0': {
    en: 'with sweating and an aversion to wind, a floating and moderate (not tight) pulse (exterior-deficiency type): change to Cinnamon Twig Decoction (Gui Zhi Tang)',
    text: '汗出恶风、脉浮缓而不紧（表虚证）：改用桂枝汤',
  },
  'pattern.wind-cold-exterior.modification.1': {
    en: 'with heavy, aching limbs (Wind-Cold-Damp)',
    text: '兼肢体沉重酸痛（风寒夹湿）',
  },
  'pattern.wind-cold-exterior.modification.2': { en: 'with a blocked nose and frontal headache', text: '兼鼻塞、前额头痛' },
  'pattern.wind-cold-exterior.modification.3': { en: 'with cough and copious thin white sputum', text: '兼咳嗽、痰白清稀量多' },
  'pattern.wind-cold-exterior.caution.long-term': {
    en: 'For a few days only: stop as soon as a light sweat appears. Repeated sweating injures fluids and Qi.',
    text: '只用数日：微汗出即停。反复发汗会耗伤津液和正气。',
  },
  'pattern.wind-cold-exterior.caution.other.0': {
    en: 'Not for people who already sweat, have Heat signs, or are weak, elderly or depleted by blood loss.',
    text: '已有汗出、有热象，或体弱、年老、失血后体虚者不宜。',
  },
  'pattern.wind-cold-exterior.caution.other.1': {
    en: 'Xing ren contains amygdalin: keep to the usual dose.',
    text: '苦杏仁含苦杏仁苷：用量不超过常用剂量。',
  },
  'pattern.wind-cold-exterior.caution.other.2': {
    en: 'Ma huang (ephedrine) is contraindicated in hypertension, heart disease, hyperthyroidism, glaucoma, insomnia, anxiety and prostatic hypertrophy, and is restricted or banned in supplements in several countries.',
    text: '麻黄（含麻黄碱）禁用于高血压、心脏病、甲状腺功能亢进、青光眼、失眠、焦虑及前列腺增生患者；多个国家限制或禁止在保健品中使用。',
  },
  'pattern.wind-cold-exterior.prognosis.expectation': {
    en: 'Usually resolves within 3-7 days; with correct early treatment often in 1-3 days.',
    text: '通常3-7天痊愈；早期正确治疗常在1-3天内好转。',
  },
  'pattern.wind-cold-exterior.prognosis.favourable.0': { en: 'treated at the first chill', text: '刚开始发冷时即治疗' },
  'pattern.wind-cold-exterior.prognosis.favourable.1': { en: 'rest and warmth', text: '休息并保暖' },
  'pattern.wind-cold-exterior.prognosis.favourable.2': { en: 'robust constitution', text: '体质壮实' },
  'pattern.wind-cold-exterior.prognosis.obstacles.0': { en: 'overwork while ill', text: '带病过度劳累' },
  'pattern.wind-cold-exterior.prognosis.obstacles.1': { en: 'weak Defensive Qi (repeated colds)', text: '卫气虚弱（反复感冒）' },
  'pattern.wind-cold-exterior.prognosis.obstacles.2': { en: 'pathogen moving inward and turning to Heat', text: '病邪入里化热' },
  'pattern.wind-heat-exterior.acupoint.LI4': {
    en: 'Releases the exterior and relieves headache and sore throat',
    text: '解表，止头痛、咽痛',
  },
  'pattern.wind-heat-exterior.acupoint.LI11': { en: 'Clears Heat and reduces fever', text: '清热退热' },
  'pattern.wind-heat-exterior.acupoint.TE5': { en: 'Releases the exterior and expels Wind-Heat', text: '解表，疏散风热' },
  'pattern.wind-heat-exterior.acupoint.GV14': { en: 'Clears Heat and reduces fever', text: '清热退热' },
  'pattern.wind-heat-exterior.acupoint.GB20': { en: 'Expels Wind and relieves headache', text: '祛风，止头痛' },
  'pattern.wind-heat-exterior.acupoint.LU11': { en: 'Bled to relieve a very sore throat', text: '点刺出血，缓解咽喉剧痛' },
  'pattern.wind-heat-exterior.acupoint.LU10': { en: 'Clears Lung Heat and benefits the throat', text: '清肺热，利咽喉' },
  'pattern.wind-heat-exterior.modification.0': { en: 'with a very sore, swollen throat', text: '兼咽喉肿痛明显' },
  'pattern.wind-heat-exterior.modification.1': {
    en: 'with cough predominating over fever (towards Mulberry Leaf and Chrysanthemum Drink)',
    text: '咳嗽为主、发热较轻（向桑菊饮化裁）',
  },
  'pattern.wind-heat-exterior.modification.2': {
    en: 'with marked thirst (Heat injuring fluids)',
    text: '兼口渴明显（热伤津液）',
  },
  'pattern.wind-heat-exterior.modification.3': {
    en: 'with cough and thick yellow sputum (Heat entering the Lung and condensing Phlegm)',
    text: '兼咳嗽、痰黄稠（热邪入肺，炼液为痰）',
  },
  'pattern.wind-heat-exterior.caution.long-term': {
    en: 'For the acute stage only, usually a few days: the cool-acrid herbs disperse and cool, and may weaken digestion if continued.',
    text: '只用于急性期，一般数日：辛凉之品疏散清凉，久服可能损伤脾胃。',
  },
  'pattern.wind-heat-exterior.caution.other.0': {
    en: 'Aromatic herbs (bo he, jing jie) should not be over-boiled: add them near the end.',
    text: '芳香之品（薄荷、荆芥）不宜久煎：应后下。',
  },
  'pattern.wind-heat-exterior.caution.other.1': {
    en: 'Not for Wind-Cold with chills, no sweating and no thirst.',
    text: '风寒证见恶寒、无汗、口不渴者不宜。',
  },
  'pattern.wind-heat-exterior.prognosis.expectation': { en: 'Usually resolves within 3-7 days.', text: '通常3-7天痊愈。' },
  'pattern.wind-heat-exterior.prognosis.favourable.0': { en: 'treated early', text: '及早治疗' },
  'pattern.wind-heat-exterior.prognosis.favourable.1': { en: 'rest and fluids', text: '休息并多饮水' },
  'pattern.wind-heat-exterior.prognosis.favourable.2': { en: 'no underlying chronic illness', text: '无慢性基础疾病' },
  'pattern.wind-heat-exterior.prognosis.obstacles.0': {
    en: 'pathogen penetrating to the Qi level (high fever, yellow sputum)',
    text: '病邪深入气分（高热、痰黄）',
  },
  'pattern.wind-heat-exterior.prognosis.obstacles.1': { en: 'weak constitution', text: '体质虚弱' },
  'pattern.wind-heat-exterior.prognosis.obstacles.2': { en: 'continuing to work while ill', text: '带病坚持工作' },
  'pattern.kidney-yang-deficiency.acupoint.BL23': {
    en: 'Back-shu point of the Kidney: tonifies Kidney Yang (with moxa)',
    text: '肾之背俞穴：温补肾阳（宜灸）',
  },
  'pattern.kidney-yang-deficiency.acupoint.GV4': {
    en: 'Strengthens the Fire of the Gate of Life (with moxa)',
    text: '温补命门之火（宜灸）',
  },
  'pattern.kidney-yang-deficiency.acupoint.KI3': {
    en: 'Source point of the Kidney: tonifies the Kidney',
    text: '肾经原穴：补肾',
  },
  'pattern.kidney-yang-deficiency.acupoint.KI7': { en: 'Tonifies Kidney Yang and resolves oedema', text: '温补肾阳，利水消肿' },
  'pattern.kidney-yang-deficiency.acupoint.CV4': {
    en: 'Tonifies the Original Qi and Kidney Yang (with moxa)',
    text: '培补元气，温补肾阳（宜灸）',
  },
  'pattern.kidney-yang-deficiency.acupoint.CV6': { en: 'Tonifies Qi and Yang (with moxa)', text: '补益阳气（宜灸）' },
  'pattern.kidney-yang-deficiency.acupoint.BL52': { en: 'Strengthens the Kidney and the will-power', text: '补肾，强志' },
  'pattern.kidney-yang-deficiency.modification.0': {
    en: 'with marked cold and exhaustion but no oedema (pure deficiency of Yang and Essence): towards Restore the Right Pill (You Gui Wan)',
    text: '畏寒、极度疲乏明显而无水肿（纯属阳虚精亏）：向右归丸化裁',
  },
  'pattern.kidney-yang-deficiency.modification.1': {
    en: 'with oedema of the legs and scanty urine: towards Kidney Qi Pill from Formulas to Aid the Living (Ji Sheng Shen Qi Wan)',
    text: '兼下肢水肿、小便短少：向济生肾气丸化裁',
  },
  'pattern.kidney-yang-deficiency.modification.2': {
    en: 'with daybreak diarrhoea and cold abdomen (Spleen and Kidney Yang deficiency): add Four-Miracle Pill (Si Shen Wan)',
    text: '兼五更泄泻、腹部发冷（脾肾阳虚）：合四神丸',
  },
  'pattern.kidney-yang-deficiency.modification.3': { en: 'with impotence and low libido', text: '兼阳痿、性欲减退' },
  'pattern.kidney-yang-deficiency.caution.long-term': {
    en: 'Fu zi must be the processed root, decocted first for 30-60 minutes, and kept within the dose range: aconite alkaloids are cardiotoxic. Hot formula: reassess regularly and stop if Heat signs appear (red tongue, dry mouth).',
    text: '附子必须用炮制品，先煎30-60分钟，并控制在剂量范围内：乌头类生物碱有心脏毒性。本方温热：应定期复评，出现热象（舌红、口干）即停用。',
  },
  'pattern.kidney-yang-deficiency.caution.other.0': { en: 'Not for Yin deficiency with Empty Heat.', text: '阴虚有虚热者不宜。' },
  'pattern.kidney-yang-deficiency.caution.other.1': {
    en: 'Fu zi: avoid in heart rhythm disorders unless supervised.',
    text: '附子：心律失常者除非在监护下使用，否则应避免。',
  },
  'pattern.kidney-yang-deficiency.caution.other.2': {
    en: 'New oedema or marked nocturia should have a medical check (heart, kidney, prostate, diabetes).',
    text: '新出现的水肿或夜尿明显增多，应就医检查（心脏、肾脏、前列腺、糖尿病）。',
  },
  'pattern.kidney-yang-deficiency.prognosis.expectation': {
    en: 'Chronic and slow: warmth and energy usually improve within 1-3 months; lasting change takes 3-6 months or more.',
    text: '属慢性病程，恢复较慢：怕冷和精力通常1-3个月内改善；巩固疗效需3-6个月或更久。',
  },
  'pattern.kidney-yang-deficiency.prognosis.favourable.0': { en: 'younger age', text: '年纪较轻' },
  'pattern.kidney-yang-deficiency.prognosis.favourable.1': { en: 'good digestion', text: '消化良好' },
  'pattern.kidney-yang-deficiency.prognosis.favourable.2': { en: 'avoidance of cold and overwork', text: '避免受寒和过度劳累' },
  'pattern.kidney-yang-deficiency.prognosis.obstacles.0': { en: 'advanced age', text: '年事已高' },
  'pattern.kidney-yang-deficiency.prognosis.obstacles.1': {
    en: 'chronic kidney, thyroid or heart disease',
    text: '慢性肾脏病、甲状腺疾病或心脏病',
  },
  'pattern.kidney-yang-deficiency.prognosis.obstacles.2': {
    en: 'continued exposure to cold or overwork',
    text: '持续受寒或过度劳累',
  },
  'pattern.kidney-yin-deficiency.acupoint.KI3': {
    en: 'Source point of the Kidney: nourishes Kidney Yin',
    text: '肾经原穴：滋补肾阴',
  },
  'pattern.kidney-yin-deficiency.acupoint.KI6': { en: 'Nourishes Yin and cools Empty Heat', text: '滋阴，清虚热' },
  'pattern.kidney-yin-deficiency.acupoint.LU7': {
    en: 'With KI6 opens the Conception Vessel to nourish Yin',
    text: '配照海（KI6）通任脉以滋阴',
  },
  'pattern.kidney-yin-deficiency.acupoint.KI2': { en: 'Clears Empty Heat from the Kidney', text: '清肾之虚热' },
  'pattern.kidney-yin-deficiency.acupoint.SP6': { en: 'Nourishes Yin', text: '滋阴' },
  'pattern.kidney-yin-deficiency.acupoint.CV4': { en: 'Nourishes the Kidney and Essence', text: '补肾益精' },
  'pattern.kidney-yin-deficiency.acupoint.BL23': {
    en: 'Back-shu point of the Kidney: tonifies the Kidney (no moxa)',
    text: '肾之背俞穴：补肾（不灸）',
  },
  'pattern.kidney-yin-deficiency.modification.0': {
    en: 'with marked Empty Heat (night sweats, hot flushes, afternoon fever): Anemarrhena, Phellodendron and Rehmannia Pill (Zhi Bai Di Huang Wan)',
    text: '虚热明显（盗汗、烘热、午后潮热）：知柏地黄丸',
  },
  'pattern.kidney-yin-deficiency.modification.1': {
    en: 'with dry eyes and blurred vision (Liver Yin also deficient): Lycium Fruit, Chrysanthemum and Rehmannia Pill (Qi Ju Di Huang Wan)',
    text: '兼两目干涩、视物模糊（肝阴亦虚）：杞菊地黄丸',
  },
  'pattern.kidney-yin-deficiency.modification.2': {
    en: 'with a chronic dry cough or wheezing (Lung Yin also deficient): Ophiopogon, Schisandra and Rehmannia Pill (Mai Wei Di Huang Wan)',
    text: '兼久咳干咳或喘息（肺阴亦虚）：麦味地黄丸',
  },
  'pattern.kidney-yin-deficiency.modification.3': {
    en: 'with insomnia, palpitations and restlessness (Heart and Kidney not communicating)',
    text: '兼失眠、心悸、心烦（心肾不交）',
  },
  'pattern.kidney-yin-deficiency.caution.long-term': {
    en: 'Shu di huang is rich and cloying: with long use watch for bloating or loose stools and add a little sha ren or chen pi.',
    text: '熟地黄滋腻：久服须注意有无腹胀或便溏，可少加砂仁或陈皮。',
  },
  'pattern.kidney-yin-deficiency.caution.other.0': {
    en: 'Not for patients with Spleen deficiency and loose stools or Damp accumulation without adjustment.',
    text: '脾虚便溏或湿浊内停者，未经调整不宜使用。',
  },
  'pattern.kidney-yin-deficiency.caution.other.1': {
    en: 'Persistent night sweats with weight loss or fever need a medical check.',
    text: '盗汗持续并伴体重下降或发热，须就医检查。',
  },
  'pattern.kidney-yin-deficiency.prognosis.expectation': {
    en: 'Slow to change: heat symptoms and sleep usually improve within 1-2 months; rebuilding Yin takes 3-6 months or longer.',
    text: '变化较慢：热象和睡眠通常1-2个月内改善；阴液的恢复需要3-6个月或更久。',
  },
  'pattern.kidney-yin-deficiency.prognosis.favourable.0': { en: 'adequate sleep', text: '睡眠充足' },
  'pattern.kidney-yin-deficiency.prognosis.favourable.1': { en: 'reduced stimulants', text: '刺激性饮品减少' },
  'pattern.kidney-yin-deficiency.prognosis.favourable.2': { en: 'younger age', text: '年纪较轻' },
  'pattern.kidney-yin-deficiency.prognosis.obstacles.0': { en: 'chronic overwork or night shifts', text: '长期过劳或上夜班' },
  'pattern.kidney-yin-deficiency.prognosis.obstacles.1': { en: 'chronic illness', text: '慢性疾病' },
  'pattern.kidney-yin-deficiency.prognosis.obstacles.2': {
    en: 'ageing and the menopause transition',
    text: '年龄增长及围绝经期',
  },
  'pattern.liver-kidney-yin-deficiency.acupoint.LR8': { en: 'Nourishes Liver Blood and Yin', text: '滋养肝之阴血' },
  'pattern.liver-kidney-yin-deficiency.acupoint.KI3': {
    en: 'Source point of the Kidney: nourishes Kidney Yin',
    text: '肾经原穴：滋补肾阴',
  },
  'pattern.liver-kidney-yin-deficiency.acupoint.KI6': { en: 'Nourishes Yin and benefits the eyes', text: '滋阴明目' },
  'pattern.liver-kidney-yin-deficiency.acupoint.SP6': { en: 'Nourishes Liver and Kidney Yin', text: '滋补肝肾之阴' },
  'pattern.liver-kidney-yin-deficiency.acupoint.CV4': { en: 'Nourishes Yin and Essence', text: '滋阴益精' },
  'pattern.liver-kidney-yin-deficiency.acupoint.BL18': {
    en: 'Back-shu point of the Liver: nourishes the Liver and benefits the eyes',
    text: '肝之背俞穴：养肝明目',
  },
  'pattern.liver-kidney-yin-deficiency.acupoint.BL23': {
    en: 'Back-shu point of the Kidney: tonifies the Kidney',
    text: '肾之背俞穴：补肾',
  },
  'pattern.liver-kidney-yin-deficiency.modification.0': {
    en: 'with dull hypochondriac pain, dry throat and acid regurgitation (Yin deficiency with Liver Qi constraint): towards Linking Decoction (Yi Guan Jian)',
    text: '兼胁肋隐痛、咽干、吞酸（阴虚兼肝气郁滞）：向一贯煎化裁',
  },
  'pattern.liver-kidney-yin-deficiency.modification.1': {
    en: 'with headache, dizziness and irritability from ascending Liver Yang',
    text: '兼头痛、眩晕、烦躁（肝阳上亢）',
  },
  'pattern.liver-kidney-yin-deficiency.modification.2': {
    en: 'with scanty periods, numbness and pale nails (Liver Blood also deficient)',
    text: '兼月经量少、肢体麻木、爪甲色淡（肝血亦虚）',
  },
  'pattern.liver-kidney-yin-deficiency.modification.3': {
    en: 'with marked night sweats and hot flushes (Empty Heat)',
    text: '兼盗汗、烘热明显（虚热）',
  },
  'pattern.liver-kidney-yin-deficiency.caution.long-term': {
    en: 'Cloying Yin tonics may impair digestion over long courses. Chuan lian zi, if added, is mildly toxic to the liver: short courses only, not in liver disease.',
    text: '滋腻养阴之品久服可能妨碍消化。如加川楝子，其有小毒、可损伤肝脏：只宜短期使用，肝病患者忌用。',
  },
  'pattern.liver-kidney-yin-deficiency.caution.other.0': {
    en: 'Not for Spleen deficiency with loose stools or Damp without adjustment.',
    text: '脾虚便溏或有湿者，未经调整不宜使用。',
  },
  'pattern.liver-kidney-yin-deficiency.caution.other.1': {
    en: 'Sudden visual loss, or dizziness with slurred speech or weakness, needs emergency care.',
    text: '突然视力丧失，或头晕伴言语不清、肢体无力，须紧急就医。',
  },
  'pattern.liver-kidney-yin-deficiency.prognosis.expectation': {
    en: 'Chronic: eye and heat symptoms usually ease within 1-2 months; deeper change takes 3-6 months.',
    text: '属慢性病程：眼部症状和热象通常1-2个月内缓解；更深层的改善需3-6个月。',
  },
  'pattern.liver-kidney-yin-deficiency.prognosis.favourable.0': { en: 'adequate sleep', text: '睡眠充足' },
  'pattern.liver-kidney-yin-deficiency.prognosis.favourable.1': { en: 'reduced screen time', text: '减少看屏幕的时间' },
  'pattern.liver-kidney-yin-deficiency.prognosis.favourable.2': { en: 'early treatment', text: '及早治疗' },
  'pattern.liver-kidney-yin-deficiency.prognosis.obstacles.0': { en: 'age', text: '年龄因素' },
  'pattern.liver-kidney-yin-deficiency.prognosis.obstacles.1': {
    en: 'continuing overwork or late nights',
    text: '持续过劳或熬夜',
  },
  'pattern.liver-kidney-yin-deficiency.prognosis.obstacles.2': { en: 'alcohol use', text: '饮酒' },
  'pattern.qi-and-blood-deficiency.acupoint.ST36': {
    en: 'Tonifies Qi and Blood through the Stomach and Spleen',
    text: '通过补益脾胃以补气养血',
  },
  'pattern.qi-and-blood-deficiency.acupoint.SP6': { en: 'Strengthens the Spleen and nourishes Blood', text: '健脾养血' },
  'pattern.qi-and-blood-deficiency.acupoint.CV4': { en: 'Nourishes Blood and the Original Qi', text: '养血，培补元气' },
  'pattern.qi-and-blood-deficiency.acupoint.CV6': { en: 'Tonifies Qi', text: '补气' },
  'pattern.qi-and-blood-deficiency.acupoint.BL17': {
    en: 'Influential point of Blood: nourishes Blood (often with moxa)',
    text: '八会穴之血会：养血（常配艾灸）',
  },
  'pattern.qi-and-blood-deficiency.acupoint.BL20': {
    en: 'Back-shu point of the Spleen: tonifies the source of Qi and Blood',
    text: '脾之背俞穴：补益气血生化之源',
  },
  'pattern.qi-and-blood-deficiency.acupoint.BL23': {
    en: 'Tonifies the Kidney, which supports Blood through Essence',
    text: '补肾，精能化血',
  },
  'pattern.qi-and-blood-deficiency.modification.0': {
    en: 'with cold limbs and aversion to cold (deficiency tending to Cold): All-Inclusive Great Tonifying Decoction (Shi Quan Da Bu Tang)',
    text: '兼四肢不温、畏寒（虚而偏寒）：十全大补汤',
  },
  'pattern.qi-and-blood-deficiency.modification.1': {
    en: 'with palpitations, insomnia and poor memory (Heart and Spleen involvement)',
    text: '兼心悸、失眠、健忘（累及心脾）',
  },
  'pattern.qi-and-blood-deficiency.modification.2': {
    en: 'with poor appetite and abdominal distension (weak Spleen not tolerating rich tonics)',
    text: '兼纳差、腹胀（脾虚不耐滋补）',
  },
  'pattern.qi-and-blood-deficiency.caution.long-term': {
    en: 'Rich tonics (shu di huang) may cause bloating with long use; zhi gan cao in long courses may raise blood pressure and lower potassium.',
    text: '熟地黄等滋腻补品久服可能引起腹胀；炙甘草久服可升高血压、降低血钾。',
  },
  'pattern.qi-and-blood-deficiency.caution.other.0': {
    en: 'Not to be used during an acute infection (fever, sore throat): tonics can hold the pathogen in.',
    text: '急性感染（发热、咽痛）期间不宜使用：补益之品易致留邪。',
  },
  'pattern.qi-and-blood-deficiency.caution.other.1': {
    en: 'Unexplained fatigue, pallor or weight loss need medical investigation (anaemia, bleeding, thyroid).',
    text: '不明原因的疲乏、面色苍白或体重下降，须就医检查（贫血、出血、甲状腺）。',
  },
  'pattern.qi-and-blood-deficiency.prognosis.expectation': {
    en: 'Energy usually improves within 4-6 weeks; rebuilding Blood takes about 3 months.',
    text: '精力通常4-6周内改善；血的恢复约需3个月。',
  },
  'pattern.qi-and-blood-deficiency.prognosis.favourable.0': { en: 'good appetite and digestion', text: '食欲和消化良好' },
  'pattern.qi-and-blood-deficiency.prognosis.favourable.1': {
    en: 'known and resolved cause (e.g. after childbirth)',
    text: '病因明确且已消除（如产后）',
  },
  'pattern.qi-and-blood-deficiency.prognosis.favourable.2': { en: 'adequate rest', text: '休息充足' },
  'pattern.qi-and-blood-deficiency.prognosis.obstacles.0': { en: 'ongoing blood loss', text: '持续失血' },
  'pattern.qi-and-blood-deficiency.prognosis.obstacles.1': { en: 'chronic illness', text: '慢性疾病' },
  'pattern.qi-and-blood-deficiency.prognosis.obstacles.2': { en: 'poor diet or eating disorder', text: '饮食营养不良或进食障碍' },
  'pattern.blood-stasis.acupoint.SP10': { en: 'Invigorates Blood and removes stasis', text: '活血化瘀' },
  'pattern.blood-stasis.acupoint.BL17': { en: 'Influential point of Blood: invigorates Blood', text: '八会穴之血会：活血' },
  'pattern.blood-stasis.acupoint.SP6': { en: 'Moves Blood, especially in the uterus', text: '活血，尤善调胞宫之血' },
  'pattern.blood-stasis.acupoint.LI4': { en: 'Moves Qi and Blood and stops pain', text: '行气活血，止痛' },
  'pattern.blood-stasis.acupoint.LR3': { en: 'Moves Liver Qi and Blood', text: '疏肝理气活血' },
  'pattern.blood-stasis.acupoint.PC6': { en: 'Moves Blood in the chest', text: '活胸中之血' },
  'pattern.blood-stasis.acupoint.SP8': {
    en: 'Accumulation point of the Spleen: removes stasis in the uterus and stops pain',
    text: '脾经郄穴：化胞宫之瘀，止痛',
  },
  'pattern.blood-stasis.modification.0': { en: 'with severe fixed pain', text: '兼痛处固定、疼痛剧烈' },
  'pattern.blood-stasis.modification.1': {
    en: 'with cold lower abdomen and pain relieved by warmth (Cold causing stasis)',
    text: '兼小腹发冷、得温痛减（寒凝血瘀）',
  },
  'pattern.blood-stasis.modification.2': {
    en: 'with distending pain, irritability and symptoms that change with mood (Qi stagnation)',
    text: '兼胀痛、烦躁，症状随情绪变化（气滞）',
  },
  'pattern.blood-stasis.modification.3': {
    en: 'with fatigue, shortness of breath and a weak pulse (Qi deficiency unable to move Blood)',
    text: '兼乏力、气短、脉弱（气虚无力行血）',
  },
  'pattern.blood-stasis.caution.long-term': {
    en: 'Blood-moving herbs consume Blood and Qi with prolonged use: combine with tonics or stop once the stasis signs improve.',
    text: '活血药久用会耗伤气血：应配伍补益药，或在瘀血征象改善后停用。',
  },
  'pattern.blood-stasis.caution.other.0': {
    en: 'Chest pain, sudden severe headache or a painful swollen calf may be medical emergencies, not a stasis pattern to treat with herbs.',
    text: '胸痛、突发剧烈头痛或小腿肿痛可能是医疗急症，而不是可以用中药调理的瘀血证。',
  },
  'pattern.blood-stasis.caution.other.1': {
    en: 'Ru xiang and mo yao, if added, irritate the stomach.',
    text: '如加乳香、没药，二者对胃有刺激。',
  },
  'pattern.blood-stasis.prognosis.expectation': {
    en: 'Pain often eases within 2-6 weeks; long-standing stasis (masses, old injuries) takes months and may not fully resolve.',
    text: '疼痛常在2-6周内缓解；日久的瘀血（肿块、陈旧外伤）需数月，且未必能完全消除。',
  },
  'pattern.blood-stasis.prognosis.favourable.0': { en: 'recent injury or onset', text: '新近外伤或起病' },
  'pattern.blood-stasis.prognosis.favourable.1': { en: 'regular exercise', text: '坚持规律运动' },
  'pattern.blood-stasis.prognosis.favourable.2': {
    en: 'identifiable cause such as cold or trauma',
    text: '病因明确，如受寒或外伤',
  },
  'pattern.blood-stasis.prognosis.obstacles.0': { en: 'long duration', text: '病程较长' },
  'pattern.blood-stasis.prognosis.obstacles.1': { en: 'palpable masses', text: '可触及肿块' },
  'pattern.blood-stasis.prognosis.obstacles.2': {
    en: 'sedentary life, smoking or ongoing Cold',
    text: '久坐少动、吸烟或寒邪持续存在',
  },
  'pattern.qi-stagnation-blood-stasis.acupoint.LR3': {
    en: 'Moves Liver Qi and Blood; with LI4 the "Four Gates"',
    text: '疏肝理气活血；与合谷（LI4）相配为“四关”',
  },
  'pattern.qi-stagnation-blood-stasis.acupoint.LI4': {
    en: 'Moves Qi and stops pain; with LR3 the "Four Gates"',
    text: '行气止痛；与太冲（LR3）相配为“四关”',
  },
  'pattern.qi-stagnation-blood-stasis.acupoint.PC6': {
    en: 'Moves Qi and Blood in the chest and calms the Mind',
    text: '行胸中气血，安神',
  },
  'pattern.qi-stagnation-blood-stasis.acupoint.SP6': { en: 'Invigorates Blood and regulates menstruation', text: '活血调经' },
  'pattern.qi-stagnation-blood-stasis.acupoint.SP10': { en: 'Invigorates Blood and removes stasis', text: '活血化瘀' },
  'pattern.qi-stagnation-blood-stasis.acupoint.BL17': {
    en: 'Influential point of Blood: invigorates Blood',
    text: '八会穴之血会：活血',
  },
  'pattern.qi-stagnation-blood-stasis.acupoint.LR14': {
    en: 'Front-mu point of the Liver: moves Qi in the hypochondrium',
    text: '肝之募穴：疏理胁肋气机',
  },
  'pattern.qi-stagnation-blood-stasis.modification.0': {
    en: 'with marked mood-related distension, sighing and breast tenderness (Liver Qi stagnation predominates)',
    text: '兼随情绪变化的胀满明显、善太息、乳房胀痛（以肝气郁滞为主）',
  },
  'pattern.qi-stagnation-blood-stasis.modification.1': {
    en: 'with painful periods and lower abdominal pain',
    text: '兼痛经、小腹疼痛',
  },
  'pattern.qi-stagnation-blood-stasis.modification.2': {
    en: 'with hypochondriac masses or chronic liver-region pain',
    text: '兼胁下积块或肝区慢性疼痛',
  },
  'pattern.qi-stagnation-blood-stasis.modification.3': {
    en: 'with fatigue and a weak pulse (Qi deficiency)',
    text: '兼乏力、脉弱（气虚）',
  },
  'pattern.qi-stagnation-blood-stasis.caution.long-term': {
    en: 'Moving formula: prolonged use depletes Qi and Blood; reassess after 4-6 weeks and add tonics if needed.',
    text: '本方以行散为主：久用耗伤气血；4-6周后应复评，必要时加补益药。',
  },
  'pattern.qi-stagnation-blood-stasis.caution.other.0': {
    en: 'Chest pain must be assessed medically before being attributed to stasis.',
    text: '胸痛须先经医学评估，才能归因于瘀血。',
  },
  'pattern.qi-stagnation-blood-stasis.prognosis.expectation': {
    en: 'Distension and mood improve within 2-4 weeks; fixed pain and menstrual clots usually need 2-3 cycles or months.',
    text: '胀满和情绪在2-4周内改善；固定性疼痛和经血血块一般需2-3个月经周期或数月。',
  },
  'pattern.qi-stagnation-blood-stasis.prognosis.favourable.0': { en: 'regular exercise', text: '坚持规律运动' },
  'pattern.qi-stagnation-blood-stasis.prognosis.favourable.1': { en: 'stress addressed', text: '压力已得到疏解' },
  'pattern.qi-stagnation-blood-stasis.prognosis.favourable.2': { en: 'no masses', text: '无肿块' },
  'pattern.qi-stagnation-blood-stasis.prognosis.obstacles.0': { en: 'chronic unresolved stress', text: '长期压力未能化解' },
  'pattern.qi-stagnation-blood-stasis.prognosis.obstacles.1': { en: 'long-standing stasis or masses', text: '瘀血或肿块日久' },
  'pattern.qi-stagnation-blood-stasis.prognosis.obstacles.2': { en: 'sedentary life', text: '久坐少动' },
  'pattern.phlegm-dampness.acupoint.ST40': { en: 'Main point to resolve Phlegm', text: '化痰之主穴' },
  'pattern.phlegm-dampness.acupoint.SP9': { en: 'Resolves Dampness', text: '化湿' },
  'pattern.phlegm-dampness.acupoint.CV12': {
    en: 'Front-mu point of the Stomach: strengthens the Middle Burner to stop Phlegm forming',
    text: '胃之募穴：健运中焦，杜生痰之源',
  },
  'pattern.phlegm-dampness.acupoint.ST36': { en: 'Tonifies the Spleen and Stomach', text: '补益脾胃' },
  'pattern.phlegm-dampness.acupoint.SP3': {
    en: 'Source point of the Spleen: strengthens the Spleen and resolves Dampness',
    text: '脾经原穴：健脾化湿',
  },
  'pattern.phlegm-dampness.acupoint.BL20': { en: 'Back-shu point of the Spleen', text: '脾之背俞穴' },
  'pattern.phlegm-dampness.acupoint.PC6': { en: 'Opens the chest and stops nausea', text: '宽胸，止呕' },
  'pattern.phlegm-dampness.acupoint.CV9': { en: 'Promotes the transformation of fluids', text: '助水液运化' },
  'pattern.phlegm-dampness.modification.0': {
    en: 'with fatigue, poor appetite and loose stools (Spleen Qi deficiency generating Phlegm): Six-Gentlemen Decoction (Liu Jun Zi Tang)',
    text: '兼乏力、纳差、便溏（脾气虚而生痰）：六君子汤',
  },
  'pattern.phlegm-dampness.modification.1': {
    en: 'with dizziness and a heavy, muzzy head (Phlegm obscuring the head): towards Pinellia, White Atractylodes and Gastrodia Decoction',
    text: '兼头晕、头重昏蒙（痰浊上蒙清窍）：向半夏白术天麻汤化裁',
  },
  'pattern.phlegm-dampness.modification.2': {
    en: 'with epigastric fullness, a thick white coating and heavy limbs (Cold-Damp in the Spleen): combine with Calm the Stomach Powder (Ping Wei San)',
    text: '兼胃脘痞满、苔白厚、肢体沉重（寒湿困脾）：合平胃散',
  },
  'pattern.phlegm-dampness.modification.3': {
    en: 'with yellow sticky sputum and a yellow greasy coating (Phlegm turning to Heat)',
    text: '兼痰黄黏稠、苔黄腻（痰郁化热）',
  },
  'pattern.phlegm-dampness.caution.long-term': {
    en: 'Warm and drying: with long use it can injure Yin and fluids; stop or adjust if the tongue becomes red or dry.',
    text: '本方温燥：久用可能耗伤阴液；若舌转红或干燥，应停药或调整。',
  },
  'pattern.phlegm-dampness.caution.other.0': {
    en: 'Not for dry cough from Yin deficiency or for coughing blood.',
    text: '阴虚干咳或咯血者不宜。',
  },
  'pattern.phlegm-dampness.caution.other.1': {
    en: 'Raw ban xia is toxic: only processed Pinellia is used.',
    text: '生半夏有毒：只用炮制后的半夏。',
  },
  'pattern.phlegm-dampness.prognosis.expectation': {
    en: 'Heaviness and phlegm usually improve within 2-6 weeks with diet change; weight and constitution change over months.',
    text: '配合饮食调整，身重和痰多通常2-6周内改善；体重和体质的改变则需数月。',
  },
  'pattern.phlegm-dampness.prognosis.favourable.0': { en: 'diet change', text: '已调整饮食' },
  'pattern.phlegm-dampness.prognosis.favourable.1': { en: 'regular exercise', text: '坚持规律运动' },
  'pattern.phlegm-dampness.prognosis.favourable.2': { en: 'good Spleen function', text: '脾胃功能良好' },
  'pattern.phlegm-dampness.prognosis.obstacles.0': { en: 'continued rich, sweet or greasy diet', text: '继续肥甘厚腻的饮食' },
  'pattern.phlegm-dampness.prognosis.obstacles.1': { en: 'sedentary life', text: '久坐少动' },
  'pattern.phlegm-dampness.prognosis.obstacles.2': { en: 'damp living environment', text: '居处潮湿' },
  'pattern.damp-heat-lower-burner.acupoint.CV3': {
    en: 'Front-mu point of the Bladder: clears Damp-Heat from the Bladder',
    text: '膀胱之募穴：清利膀胱湿热',
  },
  'pattern.damp-heat-lower-burner.acupoint.BL28': {
    en: 'Back-shu point of the Bladder: drains Damp-Heat',
    text: '膀胱之背俞穴：清利湿热',
  },
  'pattern.damp-heat-lower-burner.acupoint.SP9': {
    en: 'Main point to drain Dampness from the Lower Burner',
    text: '利下焦之湿的主穴',
  },
  'pattern.damp-heat-lower-burner.acupoint.SP6': { en: 'Resolves Dampness and stops urinary pain', text: '化湿，止小便涩痛' },
  'pattern.damp-heat-lower-burner.acupoint.BL22': {
    en: 'Back-shu point of the Triple Burner: opens the water passages',
    text: '三焦之背俞穴：通调水道',
  },
  'pattern.damp-heat-lower-burner.acupoint.BL39': {
    en: 'Lower sea point of the Triple Burner: promotes urination',
    text: '三焦之下合穴：通利小便',
  },
  'pattern.damp-heat-lower-burner.acupoint.LR5': {
    en: 'Connecting point of the Liver: clears Damp-Heat from the genitals, stops itching',
    text: '肝经络穴：清利前阴湿热，止痒',
  },
  'pattern.damp-heat-lower-burner.modification.0': {
    en: 'with blood in the urine (after medical assessment)',
    text: '兼尿血（须先经医学评估）',
  },
  'pattern.damp-heat-lower-burner.modification.1': {
    en: 'with urinary stones (sandy urine, colicky pain)',
    text: '兼尿路结石（尿中有砂石、绞痛）',
  },
  'pattern.damp-heat-lower-burner.modification.2': {
    en: 'with yellow, foul vaginal discharge, genital itching or heavy aching legs and no urinary pain: towards Four-Marvel Pill (Si Miao Wan)',
    text: '兼带下色黄臭秽、阴痒或下肢沉重酸痛而无小便涩痛：向四妙丸化裁',
  },
  'pattern.damp-heat-lower-burner.modification.3': {
    en: 'with bitter taste, irritability, red eyes and hypochondriac pain (Liver channel Damp-Heat)',
    text: '兼口苦、烦躁、目赤、胁痛（肝经湿热）',
  },
  'pattern.damp-heat-lower-burner.caution.long-term': {
    en: 'Bitter-cold and draining: for short courses only (days to a few weeks); prolonged use injures the Spleen, Kidney and Yin. Da huang causes diarrhoea and, long term, electrolyte loss.',
    text: '本方苦寒通利：只宜短期使用（数日至数周）；久用损伤脾、肾及阴液。大黄致泻，长期使用可致电解质丢失。',
  },
  'pattern.damp-heat-lower-burner.caution.other.0': {
    en: 'Only chuan mu tong (Clematis) or tong cao may be used: guan mu tong (Aristolochia) causes aristolochic-acid nephropathy and is banned.',
    text: '只可用川木通（铁线莲属）或通草：关木通（马兜铃属）可致马兜铃酸肾病，已被禁用。',
  },
  'pattern.damp-heat-lower-burner.caution.other.1': {
    en: 'Urinary infection with fever, flank pain or blood in the urine needs medical diagnosis and, often, antibiotics.',
    text: '泌尿系感染伴发热、腰侧疼痛或尿血，须由医生诊断，常需使用抗生素。',
  },
  'pattern.damp-heat-lower-burner.caution.other.2': {
    en: 'Not for weak or elderly patients with deficiency-type urinary dribbling.',
    text: '体弱或年老、属虚证的小便淋沥不尽者不宜。',
  },
  'pattern.damp-heat-lower-burner.prognosis.expectation': {
    en: 'Acute urinary Damp-Heat usually settles within 3-10 days; recurrent or chronic cases need the underlying deficiency treated.',
    text: '急性下焦湿热（小便症状）通常3-10天内缓解；反复发作或慢性者须调治其根本之虚。',
  },
  'pattern.damp-heat-lower-burner.prognosis.favourable.0': { en: 'acute onset', text: '急性起病' },
  'pattern.damp-heat-lower-burner.prognosis.favourable.1': { en: 'plenty of fluids', text: '饮水充足' },
  'pattern.damp-heat-lower-burner.prognosis.favourable.2': { en: 'diet change', text: '已调整饮食' },
  'pattern.damp-heat-lower-burner.prognosis.obstacles.0': { en: 'recurrent infections', text: '反复感染' },
  'pattern.damp-heat-lower-burner.prognosis.obstacles.1': { en: 'alcohol and spicy diet', text: '饮酒、饮食辛辣' },
  'pattern.damp-heat-lower-burner.prognosis.obstacles.2': {
    en: 'underlying Kidney or Spleen deficiency',
    text: '素有肾虚或脾虚',
  },
  'pattern.balanced.acupoint.ST36': {
    en: 'General wellness point: supports digestion and energy (self-massage)',
    text: '日常保健穴：助消化、增精力（自我按摩）',
  },
  'pattern.balanced.acupoint.PC6': {
    en: 'General wellness point: calms and settles the stomach (self-massage)',
    text: '日常保健穴：安神和胃（自我按摩）',
  },
  'pattern.balanced.acupoint.GV20': {
    en: 'General wellness point: clears the mind (self-massage)',
    text: '日常保健穴：醒脑清神（自我按摩）',
  },
  'pattern.balanced.caution.other.0': {
    en: 'No herbal treatment is indicated. A normal tongue does not exclude disease: see a doctor for any persistent or worrying symptom.',
    text: '无需中药治疗。舌象正常并不能排除疾病：如有任何持续或令人担心的症状，请就医。',
  },
  'pattern.balanced.caution.other.1': {
    en: 'Acupressure on LI4 and SP6 is traditionally avoided in pregnancy; the self-massage points listed here do not include them.',
    text: '传统上孕期避免按压合谷（LI4）和三阴交（SP6）；这里列出的自我按摩穴位不包括这两个穴位。',
  },
  'pattern.balanced.prognosis.expectation': {
    en: 'Good: a balanced state is kept with regular habits.',
    text: '良好：保持规律的生活习惯即可维持平和状态。',
  },
  'pattern.balanced.prognosis.favourable.0': { en: 'regular sleep and meals', text: '睡眠和饮食规律' },
  'pattern.balanced.prognosis.favourable.1': { en: 'daily movement', text: '每天活动' },
  'pattern.balanced.prognosis.favourable.2': { en: 'emotional balance', text: '情绪平和' },
  'pattern.balanced.prognosis.obstacles.0': { en: 'chronic overwork', text: '长期过劳' },
  'pattern.balanced.prognosis.obstacles.1': { en: 'irregular eating', text: '饮食不规律' },
  'pattern.balanced.prognosis.obstacles.2': { en: 'prolonged stress', text: '长期压力' },
};
