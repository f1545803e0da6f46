/**
 * Chinese (Simplified) synonyms by symptom id, matched as character sequences (see
 * ../../../text/tokenize.ts). Kept apart from the English/Spanish tables so the Chinese
 * vocabulary lives in one place; lay-phrases.ts adds the everyday words of some entries.
 *
 * Every entry of the vocabulary has Chinese here or in lay-phrases.ts, and the first term is
 * the one a Chinese practitioner reads as the label (findingLabel in
 * ../../../analysis/reasoning-view.ts): the standard clinical term of 问诊 in Deng Tietao,
 * Practical Diagnosis in TCM, 《中医诊断学》 and the WHO International Standard Terminologies on
 * TCM, with 《中医妇科学》 for the menstrual terms (docs/tcm-references.md: deng-diagnosis,
 * zy-textbooks, who-ist-tcm, zy-gynaecology); the others are clinical variants and what
 * patients type (肚子疼 for 腹痛). Our own selection.
 *
 * Matching takes the longest phrase and never lets two overlap (PhraseMatcher), so 小腹痛 is
 * lower abdominal pain rather than 腹痛, and 站起来头晕 is postural dizziness. Negation
 * characters inside a term (无汗, 口不渴, 月经先后无定期) belong to the term and negate nothing.
 * No term is a single character or a bare pain word (痛, 疼), which would match too much.
 */
export const CHINESE_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // general
  fatigue: ['乏力', '疲倦', '神疲', '疲劳', '没精神'],
  weakness: ['全身无力', '身体虚弱', '浑身无力', '周身无力', '无力'],
  'limb-weakness': ['四肢无力', '四肢乏力', '肢体无力', '手脚无力', '腿没劲'],
  'desire-to-lie-down': ['嗜卧', '倦怠嗜卧', '总想躺着', '懒得动', '不想动'],
  'weight-gain': ['体重增加', '发胖', '长胖', '变胖', '体重上升'],
  obesity: ['肥胖', '形体肥胖', '体胖', '太胖', '超重'],
  // 不明原因 would otherwise read as a negation of the weight loss after it.
  'weight-loss': ['体重下降', '体重减轻', '体重减少', '掉秤', '瘦了', '不明原因体重下降', '原因不明体重下降'],
  emaciation: ['消瘦', '形体消瘦', '形瘦', '骨瘦如柴', '很瘦'],
  prolapse: ['脏器下垂', '脱垂', '脱肛', '子宫脱垂', '胃下垂'],
  'easy-bruising': ['易见瘀斑', '容易淤青', '容易青紫', '一碰就青', '身上有淤青'],
  'poor-concentration': ['注意力不集中', '精神不集中', '注意力差', '走神', '脑雾'],
  edema: ['水肿', '浮肿', '下肢水肿', '腿肿', '脚肿'],
  'facial-puffiness': ['面部浮肿', '颜面浮肿', '眼睑浮肿', '脸肿', '眼皮肿'],
  fainting: ['晕厥', '昏厥', '昏倒', '晕倒', '失去意识'],
  tremor: ['震颤', '肢体颤动', '颤抖', '手抖', '手颤'],
  pregnancy: ['妊娠', '怀孕', '孕期', '孕妇', '有孕'],

  // thermal
  'aversion-to-cold': ['畏寒', '怕冷', '恶寒'],
  'prefers-warmth': ['喜温', '喜暖', '喜欢温暖', '喜欢暖和'],
  'high-fever': ['高热', '壮热', '高烧', '发高烧'],
  'low-grade-fever': ['低热', '低烧', '微热', '轻微发热', '有点发烧'],
  'afternoon-fever': ['午后潮热', '日晡潮热', '下午发热', '下午发烧', '傍晚发热'],
  'alternating-chills-fever': ['寒热往来', '往来寒热', '忽冷忽热', '时冷时热', '一会冷一会热'],

  // sweat
  sweating: ['汗出', '出汗', '流汗', '爱出汗'],
  'absence-of-sweating': ['无汗', '不出汗', '不爱出汗', '没有汗'],
  'sweating-on-exertion': ['动辄汗出', '活动后汗出', '活动后出汗', '一动就出汗', '稍动即汗出'],
  'profuse-sweating': ['大汗', '汗多', '出汗多', '大汗淋漓', '汗出过多'],
  'cold-sweat': ['冷汗', '出冷汗', '冒冷汗', '冷汗淋漓'],
  'head-sweating': ['头汗', '头汗出', '头部出汗', '头上出汗', '但头汗出'],
  'sweaty-palms': ['手心多汗', '手心出汗', '手足心汗', '手汗', '手汗多'],

  // digestive
  'hunger-no-desire-to-eat': ['饥不欲食', '饥而不欲食', '饿但不想吃', '饿了也不想吃'],
  vomiting: ['呕吐', '吐了', '老是吐', '吃了就吐'],
  'vomiting-blood': ['呕血', '吐血', '吐了血', '呕吐物带血', '呕吐咖啡样物'],
  'dry-retching': ['干呕', '干哕', '呕而无物'],
  'abdominal-masses': ['腹部包块', '腹部肿块', '腹内结块', '肚子里有包块', '肚子里有硬块'],
  belching: ['嗳气', '嗳气频作', '打饱嗝', '饱嗝'],
  // 呃逆 is 'commonly called 打嗝'; burping is 打饱嗝 (belching).
  hiccups: ['呃逆', '打嗝', '打嗝不止'],
  'epigastric-pain': ['胃脘痛', '胃脘疼痛', '胃痛', '胃疼', '胃部疼痛'],
  'burning-epigastric-pain': ['胃脘灼痛', '胃灼痛', '胃部灼热疼痛', '胃里烧着疼', '胃脘灼热', '胃部灼热'],
  'abdominal-pain': ['腹痛', '腹部疼痛', '肚子疼', '肚子痛'],
  'lower-abdominal-pain': ['小腹痛', '少腹痛', '小腹疼痛', '下腹痛', '下腹部疼痛', '小腹疼', '小肚子疼', '小肚子痛'],
  // 腹胀 and 肚子胀 are bloating (lay-phrases.ts); distension is the fuller, visible sign.
  'abdominal-distension': ['腹部胀满', '腹胀满', '腹部胀大', '肚子胀大'],
  borborygmi: ['肠鸣', '腹中雷鸣', '肚子咕咕叫', '肚子咕噜', '肚子叫'],
  jaundice: ['黄疸', '身目发黄', '面目发黄', '巩膜黄染', '皮肤发黄', '眼睛发黄'],

  // stool
  'loose-stools': ['大便溏', '便溏', '大便稀', '溏泄', '腹泻', '泄泻'],
  'undigested-food-in-stools': ['完谷不化', '下利清谷', '大便夹有不消化食物', '便中有未消化食物', '大便里有没消化的食物'],
  'early-morning-diarrhea': ['五更泻', '五更泄泻', '黎明泄泻', '鸡鸣泻', '早上拉肚子', '凌晨腹泻'],
  'dry-stools': ['大便干结', '大便干硬', '大便硬', '大便如羊屎', '羊屎便'],
  'alternating-constipation-diarrhea': ['大便时干时稀', '大便溏结不调', '便秘与腹泻交替', '便秘腹泻交替', '时而便秘时而腹泻'],
  'foul-smelling-stools': ['大便臭秽', '大便恶臭', '大便很臭', '便臭'],
  'sticky-stools': ['大便黏滞', '大便黏腻', '大便粘腻', '大便黏', '大便粘马桶'],
  'mucus-in-stools': ['大便有黏液', '大便黏液', '便下黏液', '大便带黏液', '大便有粘液', '黏液便'],
  'blood-in-stool': ['便血', '大便带血', '大便出血', '大便有血', '便中带血', '拉血', '脓血便'],
  'black-stools': ['黑便', '柏油样便', '大便发黑', '大便黑', '大便呈黑色', '黑色大便', '拉黑便'],
  'incomplete-evacuation': ['排便不尽', '大便不尽感', '大便不爽', '里急后重', '拉不干净'],
  'burning-anus': ['肛门灼热', '肛门灼痛', '肛门发热', '肛门烧灼感'],
  hemorrhoids: ['痔疮', '内痔', '外痔', '混合痔'],

  // mouth and throat
  'bitter-taste': ['口苦', '嘴苦', '嘴里发苦', '口中发苦'],
  'sweet-taste': ['口甜', '口甘', '口中发甜', '嘴里发甜'],
  'loss-of-taste': ['口淡', '口淡无味', '食不知味', '味觉减退', '吃东西没味道'],
  'dry-mouth-and-throat': ['口干咽燥', '口燥咽干', '口干咽干', '口咽干燥', '嘴巴和喉咙干'],
  'no-thirst': ['口不渴', '不口渴', '不渴', '不想喝水'],
  'thirst-no-desire-to-drink': ['渴不欲饮', '口渴不欲饮', '渴而不欲饮', '口干不欲饮', '口渴但不想喝水'],
  'excessive-salivation': ['多涎', '口中多涎', '涎多', '口水多', '流口水'],
  'mouth-ulcers': ['口疮', '口舌生疮', '口腔溃疡', '嘴巴溃疡', '口腔起泡'],
  'swollen-gums': ['牙龈肿痛', '牙龈肿', '牙龈红肿', '牙肉肿', '牙龈疼'],
  toothache: ['牙痛', '牙疼', '牙齿疼痛', '牙齿痛'],
  'pale-lips': ['唇色淡白', '口唇淡白', '唇淡', '嘴唇发白', '嘴唇苍白'],
  'purple-lips': ['口唇青紫', '唇紫', '口唇紫暗', '嘴唇发紫', '嘴唇发乌'],

  // sleep
  'waking-at-night': ['夜间易醒', '易醒', '半夜醒', '夜里醒来', '睡觉容易醒'],
  'early-waking': ['早醒', '醒得早', '很早就醒', '醒后不能再睡'],
  nightmares: ['噩梦', '恶梦', '做噩梦', '梦魇'],
  somnolence: ['嗜睡', '困倦', '犯困', '总想睡觉', '睡不醒'],
  'unrefreshing-sleep': ['醒后不解乏', '睡后不解乏', '醒后疲乏', '睡醒还是累', '睡醒仍觉疲乏'],
  'restless-sleep': ['睡卧不安', '睡眠不安', '辗转反侧', '翻来覆去', '睡不踏实'],

  // emotional
  sadness: ['悲伤', '善悲', '悲伤欲哭', '伤心', '想哭', '爱哭'],
  // 烦躁 is irritability (lay-phrases.ts); 烦躁不安 is the longer, restless form.
  restlessness: ['烦躁不安', '心烦', '坐立不安', '躁动不安', '心神不宁'],
  'easily-startled': ['胆怯易惊', '易惊', '容易受惊', '胆小易惊', '胆小害怕'],
  overthinking: ['思虑过度', '多思多虑', '胡思乱想', '想得太多', '想太多'],
  stress: ['情志不畅', '精神压力大', '压力大', '精神紧张', '工作压力'],

  // head
  migraine: ['偏头痛', '偏头疼', '半边头痛', '头一侧痛'],
  'frontal-headache': ['前额头痛', '前额痛', '前额疼', '额头痛', '额头疼'],
  'occipital-headache': ['后头痛', '枕部头痛', '后头部疼痛', '后脑勺痛', '后脑勺疼'],
  'vertex-headache': ['巅顶痛', '巅顶头痛', '头顶痛', '头顶疼', '头顶疼痛'],
  'distending-headache': ['头胀痛', '头部胀痛', '头胀', '头痛欲裂', '头跳痛'],
  'dull-headache': ['头隐痛', '头部隐痛', '隐隐头痛', '头闷痛'],
  'postural-dizziness': ['起立时头晕', '体位性头晕', '站起来头晕', '站起来时头晕', '起身头晕', '起身时头晕', '蹲起头晕'],
  'premature-greying': ['须发早白', '头发早白', '少白头', '早白头', '白头发多'],
  'dry-hair': ['头发干枯', '发枯', '头发干', '发质干枯', '头发分叉'],
  'dark-complexion': ['面色晦暗', '面色黧黑', '面色黑', '脸色发黑', '脸色暗'],
  'dark-circles': ['眼圈发黑', '目眶暗黑', '黑眼圈', '眼周发黑', '眼袋'],

  // eyes and ears
  'red-eyes': ['目赤', '目赤肿痛', '眼睛红', '眼睛充血', '红眼'],
  floaters: ['眼前黑影', '飞蚊症', '眼前有黑点', '眼前飞蚊', '眼前黑花'],
  'eye-pain': ['目痛', '眼痛', '眼睛痛', '眼睛疼', '眼睛疲劳'],
  'itchy-eyes': ['目痒', '眼痒', '眼睛痒', '眼睛发痒'],
  'night-blindness': ['夜盲', '雀目', '夜间视物不清', '晚上看不清', '夜里看不清'],
  photophobia: ['畏光', '羞明', '怕光', '见光流泪'],
  'hearing-loss': ['听力减退', '耳聋', '听力下降', '耳背', '听不清'],
  'ear-pain': ['耳痛', '耳内疼痛', '耳朵疼', '耳朵痛'],

  // respiratory
  'productive-cough': ['咳嗽有痰', '咳痰', '咳嗽痰多', '有痰咳嗽'],
  phlegm: ['痰多', '多痰', '有痰', '喉中有痰', '嗓子有痰'],
  'scanty-sticky-sputum': ['痰少而黏', '痰少质黏', '痰黏难咯', '痰粘难咳', '痰少难咯', '痰黏不易咳出'],
  'blood-in-sputum': ['痰中带血', '咯血', '咳血', '咳嗽带血', '咳痰带血'],
  wheezing: ['喉中哮鸣', '哮鸣', '喘鸣', '喘息有声', '嗓子里有哨音'],
  // 说话无力 would otherwise be general weakness (无力).
  'weak-voice': ['语声低微', '说话无力', '声音低'],
  asthma: ['哮喘', '哮病', '哮喘发作', '支气管哮喘'],
  'yellow-nasal-discharge': ['鼻流黄涕', '流黄涕', '黄涕', '黄鼻涕', '流黄鼻涕', '鼻流浊涕'],
  nosebleeds: ['鼻衄', '鼻出血', '流鼻血', '鼻子出血'],
  // 容易感冒 (catches colds easily, lay-phrases.ts) is longer and wins over 感冒.
  'common-cold': ['感冒', '伤风', '流感', '着凉', '得了感冒'],
  sneezing: ['喷嚏', '打喷嚏', '喷嚏频作'],
  'swollen-tonsils': ['扁桃体肿大', '乳蛾', '喉核肿大', '扁桃体发炎', '扁桃体炎'],
  'dry-throat': ['咽干', '咽燥', '咽喉干燥', '喉咙干', '嗓子干'],
  'plum-pit-throat': ['梅核气', '咽中如有炙脔', '咽部异物感', '喉咙有异物感', '喉咙像有东西堵着'],

  // cardio
  'chest-pain': ['胸痛', '胸部疼痛', '胸口痛', '胸口疼'],
  'irregular-heartbeat': ['心律不齐', '心跳不规律', '早搏', '心跳漏拍', '房颤'],
  'varicose-veins': ['静脉曲张', '下肢静脉曲张', '筋瘤', '青筋暴露', '腿上青筋'],

  // urinary
  'clear-copious-urine': ['小便清长', '尿清长', '小便清', '尿多色清', '小便多而清'],
  incontinence: ['小便失禁', '尿失禁', '遗尿', '漏尿', '憋不住尿'],
  'dribbling-urination': ['尿后余沥', '小便余沥不尽', '尿后滴沥', '尿滴沥', '尿不尽'],
  'difficult-urination': ['排尿困难', '小便不利', '小便困难', '尿不出', '尿线细'],
  'cloudy-urine': ['小便浑浊', '尿浊', '尿液浑浊', '小便混浊', '尿色浑浊'],
  'blood-in-urine': ['尿血', '血尿', '小便带血', '小便出血', '尿中带血'],
  'urinary-stones': ['尿路结石', '石淋', '肾结石', '膀胱结石', '输尿管结石'],

  // gynaecological and reproductive (中医妇科学 names the cycle disorders)
  'irregular-menstruation': ['月经先后无定期', '月经不调', '月经不规律', '经期不准', '例假不准'],
  'early-periods': ['月经先期', '月经提前', '经期提前', '例假提前', '月经周期短'],
  'late-periods': ['月经后期', '月经推迟', '月经延后', '经期延后', '例假推迟', '月经周期长'],
  'heavy-menstruation': ['月经过多', '月经量多', '经量多', '例假量多'],
  amenorrhea: ['闭经', '经闭', '月经停闭', '不来月经'],
  'pale-menstrual-blood': ['经色淡质稀', '经色淡', '月经色淡', '经血色淡', '月经颜色淡'],
  'intermenstrual-bleeding': ['经间期出血', '非经期出血', '两次月经之间出血', '点滴出血'],
  'vaginal-discharge': ['带下', '带下量多', '白带', '白带多', '阴道分泌物多'],
  'leukorrhea-yellow': ['带下色黄', '带下黄稠', '黄带', '白带发黄', '白带黄'],
  'leukorrhea-white': ['带下色白清稀', '带下清稀', '白带清稀', '白带多而清稀', '白带稀'],
  'itching-genital': ['阴痒', '外阴瘙痒', '阴部瘙痒', '阴囊瘙痒', '下身痒'],
  infertility: ['不孕', '不孕症', '不育', '怀不上', '难以受孕'],
  'menopausal-symptoms': ['绝经前后诸症', '更年期', '更年期综合征', '围绝经期', '绝经'],
  impotence: ['阳痿', '阳事不举', '勃起功能障碍', '勃起困难', '硬不起来'],
  'premature-ejaculation': ['早泄', '射精过快', '射精快'],
  'seminal-emission': ['遗精', '梦遗', '滑精', '梦中遗精'],

  // pain
  'joint-pain': ['关节疼痛', '关节痛', '关节疼', '关节酸痛', '骨节疼痛'],
  'joint-swelling': ['关节肿胀', '关节肿', '关节肿痛', '关节红肿', '关节红肿热痛'],
  'wandering-pain': ['游走痛', '疼痛游走不定', '痛无定处', '窜痛', '到处串着疼'],
  'bone-pain': ['骨痛', '骨骼疼痛', '骨头疼', '骨头痛', '骨头酸痛'],
  'sore-lower-back-and-knees': ['腰膝酸软', '腰膝酸痛', '腰膝无力', '腰酸腿软', '腰腿酸软'],
  'knee-pain': ['膝痛', '膝关节痛', '膝关节疼痛', '膝盖疼', '膝盖痛'],
  'heel-pain': ['足跟痛', '足跟疼痛', '脚跟痛', '脚后跟疼', '脚后跟痛'],
  'hypochondriac-pain': ['胁痛', '胁肋疼痛', '胁肋胀痛', '两胁胀痛', '右胁痛', '肋骨疼'],
  'fixed-stabbing-pain': ['固定刺痛', '刺痛', '痛有定处', '针扎样痛', '像针扎一样疼'],
  'stiff-neck': ['颈项僵硬', '项强', '颈项强痛', '颈项强直', '脖子僵硬', '颈部僵硬', '落枕'],
  'shoulder-pain': ['肩痛', '肩部疼痛', '肩膀疼', '肩膀痛', '肩周炎'],

  // skin
  itching: ['皮肤瘙痒', '瘙痒', '皮肤痒', '身上痒'],
  'dry-skin': ['皮肤干燥', '肌肤甲错', '皮肤粗糙', '皮肤干', '皮肤脱屑', '皮肤起皮'],
  rash: ['皮疹', '红疹', '疹子', '起疹子', '出疹子'],
  hives: ['荨麻疹', '瘾疹', '风团', '起风团', '风疹块'],
  eczema: ['湿疹', '湿疮', '皮炎', '特应性皮炎'],
  psoriasis: ['银屑病', '白疕', '牛皮癣'],
  acne: ['痤疮', '粉刺', '青春痘', '痘痘', '长痘'],
  boils: ['疮疖', '疖肿', '疖子', '长疖子', '脓肿'],
  purpura: ['紫癜', '紫斑', '皮下出血点', '皮肤出血点', '出血点'],
  'oily-skin': ['皮肤油腻', '面垢油光', '面部油腻', '油性皮肤', '脸上出油'],

  // modality: what aggravates or relieves (also attached as qualifiers to the nearest symptom)
  'worse-with-stress': [
    '遇情志刺激加重',
    '情志不畅加重',
    '生气后加重',
    '生气就加重',
    '压力大时加重',
    '紧张时加重',
    '情绪波动时加重',
    '心情不好时加重',
    '与情绪有关',
  ],
  // Not 饭后 alone: it is also how medicines are taken (饭后服用).
  'worse-after-eating': ['食后加重', '饭后加重', '进食后加重', '吃饭后加重', '饭后明显', '食后'],
  'pain-worse-at-night': ['疼痛夜间加重', '夜间痛甚', '入夜痛甚', '夜间疼痛', '晚上疼得厉害', '夜里疼'],
  'pain-better-with-pressure': ['疼痛喜按', '喜按', '痛而喜按', '按之痛减', '按着舒服'],
  'pain-worse-with-pressure': ['疼痛拒按', '拒按', '按之痛甚', '一按就疼', '压痛'],
  // Entries whose everyday words are in lay-phrases.ts: the clinical term comes first here so
  // that it, not the lay word (没胃口, 叹气), is the label a practitioner reads.
  heaviness: ['身体困重', '肢体困重', '身重'],
  'cold-limbs': ['四肢不温', '手足不温', '四肢厥冷', '手足冰冷'],
  'cold-abdomen': ['腹部发凉', '腹冷', '脘腹冷痛'],
  fever: ['发热'],
  'five-palm-heat': ['五心烦热'],
  'aversion-to-heat': ['恶热'],
  'poor-appetite': ['食欲不振', '纳差', '纳呆', '食少'],
  'excessive-hunger': ['消谷善饥', '多食易饥', '易饥'],
  overeating: ['暴饮暴食', '饮食过量', '饮食不节'],
  'epigastric-fullness': ['胃脘痞满', '胃脘胀满', '脘痞'],
  'acid-regurgitation': ['泛酸', '吞酸'],
  bloating: ['腹胀'],
  flatulence: ['矢气频多', '矢气多', '矢气频作'],
  'craving-sweets': ['嗜食甜食', '喜食甜食'],
  'thirst-for-cold-drinks': ['渴喜冷饮', '喜冷饮'],
  'prefers-warm-drinks': ['喜热饮', '渴喜热饮'],
  irritability: ['急躁易怒', '易怒', '烦躁'],
  depression: ['情志抑郁', '抑郁', '闷闷不乐'],
  sighing: ['善太息', '太息', '喜叹气'],
  'dizziness-heavy-head': ['头重如裹', '头重'],
  'hair-loss': ['脱发', '头发脱落'],
  'pale-complexion': ['面色淡白', '面色苍白', '面色㿠白'],
  'sallow-complexion': ['面色萎黄'],
  'dry-eyes': ['两目干涩', '目涩', '眼睛干涩'],
  'runny-nose': ['流涕', '鼻流清涕'],
  'sore-throat': ['咽痛', '咽喉肿痛', '咽喉疼痛'],
  palpitations: ['心悸'],
  'scanty-dark-urine': ['小便短黄', '小便短赤', '尿少色黄'],
  'burning-urination': ['小便涩痛', '小便灼热', '尿痛'],
  'scanty-menstruation': ['月经过少', '月经量少'],
  'dark-menstrual-clots': ['经血有块', '经色紫暗有块', '月经有血块'],
  'low-libido': ['性欲减退'],
  'body-aches': ['身痛', '周身疼痛', '肢体酸痛', '全身酸痛'],
  'low-back-pain': ['腰痛', '腰部疼痛', '腰酸痛', '腰酸'],
  'weak-knees': ['膝软', '膝软无力', '双膝无力'],
  'muscle-cramps': ['转筋', '筋脉拘急', '抽筋'],
  'brittle-nails': ['爪甲不荣', '指甲脆薄', '指甲易断'],
};
