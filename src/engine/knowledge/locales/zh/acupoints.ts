import type { Catalogue } from '../../localize/translate.ts';

/** Chinese locations of the acupoints, in the wording of GB/T 12346-2021 and the WHO standard locations, codes kept. */
export const ZH_ACUPOINTS: Catalogue = {
  'acupoint.LR3.location': {
    en: 'Dorsum of the foot, in the depression distal to the junction of the 1st and 2nd metatarsal bones',
    text: '在足背，第1、2跖骨间，跖骨底结合部前方凹陷中',
  },
  'acupoint.LI4.location': {
    en: 'Dorsum of the hand, radial to the midpoint of the 2nd metacarpal bone',
    text: '在手背，第2掌骨桡侧的中点处',
  },
  'acupoint.GB34.location': {
    en: 'Lateral leg, in the depression anterior and distal to the head of the fibula',
    text: '在小腿外侧，腓骨头前下方凹陷中',
  },
  'acupoint.LR14.location': {
    en: 'On the chest, in the 6th intercostal space, 4 cun lateral to the anterior midline',
    text: '在胸部，第6肋间隙，前正中线旁开4寸',
  },
  'acupoint.PC6.location': {
    en: 'Anterior forearm, 2 cun proximal to the wrist crease, between the tendons of palmaris longus and flexor carpi radialis',
    text: '在前臂前区，腕掌侧远端横纹上2寸，掌长肌腱与桡侧腕屈肌腱之间',
  },
  'acupoint.TE6.location': {
    en: 'Posterior forearm, 3 cun proximal to the dorsal wrist crease, between radius and ulna',
    text: '在前臂后区，腕背侧远端横纹上3寸，尺骨与桡骨间隙中点',
  },
  'acupoint.LR13.location': {
    en: 'Lateral abdomen, just inferior to the free extremity of the 11th rib',
    text: '在侧腹部，第11肋游离端的下际',
  },
  'acupoint.ST36.location': {
    en: '3 cun below ST35, one finger-breadth lateral to the anterior crest of the tibia',
    text: '在小腿外侧，犊鼻（ST35）下3寸，胫骨前嵴外一横指处',
  },
  'acupoint.SP6.location': {
    en: 'Medial leg, 3 cun above the prominence of the medial malleolus, posterior to the medial border of the tibia',
    text: '在小腿内侧，内踝尖上3寸，胫骨内侧缘后际',
  },
  'acupoint.BL20.location': {
    en: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T11',
    text: '在脊柱区，第11胸椎棘突下缘，后正中线旁开1.5寸',
  },
  'acupoint.BL18.location': {
    en: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T9',
    text: '在脊柱区，第9胸椎棘突下缘，后正中线旁开1.5寸',
  },
  'acupoint.BL17.location': {
    en: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T7',
    text: '在脊柱区，第7胸椎棘突下缘，后正中线旁开1.5寸',
  },
  'acupoint.LR8.location': {
    en: 'Medial knee, in the depression medial to the tendons of semitendinosus and semimembranosus, at the medial end of the popliteal crease',
    text: '在膝部，腘横纹内侧端，半腱肌与半膜肌肌腱内侧的凹陷中',
  },
  'acupoint.CV4.location': {
    en: 'Lower abdomen, on the anterior midline, 3 cun below the umbilicus',
    text: '在下腹部，脐中下3寸，前正中线上',
  },
  'acupoint.GB20.location': {
    en: 'Below the occiput, in the depression between the origins of sternocleidomastoid and trapezius',
    text: '在颈后区，枕骨之下，胸锁乳突肌上端与斜方肌上端之间的凹陷中',
  },
  'acupoint.GB43.location': {
    en: 'Dorsum of the foot, between the 4th and 5th toes, proximal to the web margin',
    text: '在足背，第4、5趾间，趾蹼缘后方赤白肉际处',
  },
  'acupoint.GV20.location': {
    en: 'On the head, 5 cun posterior to the anterior hairline, on the midline',
    text: '在头部，前发际正中直上5寸',
  },
  'acupoint.EX-HN5.location': {
    en: 'In the depression about one finger-breadth posterior to the midpoint between the lateral end of the eyebrow and the outer canthus',
    text: '在头部，眉梢与目外眦之间，向后约一横指的凹陷中',
  },
  'acupoint.KI3.location': {
    en: 'Medial ankle, in the depression between the prominence of the medial malleolus and the calcaneal tendon',
    text: '在踝区，内踝尖与跟腱之间的凹陷中',
  },
  'acupoint.LR2.location': {
    en: 'Dorsum of the foot, between the 1st and 2nd toes, proximal to the web margin',
    text: '在足背，第1、2趾间，趾蹼缘后方赤白肉际处',
  },
  'acupoint.LI11.location': {
    en: 'Lateral elbow, at the midpoint between LU5 and the lateral epicondyle of the humerus',
    text: '在肘区，尺泽（LU5）与肱骨外上髁连线的中点处',
  },
  'acupoint.GB24.location': {
    en: 'On the chest, in the 7th intercostal space, 4 cun lateral to the anterior midline',
    text: '在胸部，第7肋间隙中，前正中线旁开4寸',
  },
  'acupoint.SP9.location': {
    en: 'Medial leg, in the depression between the lower border of the medial condyle of the tibia and the medial border of the tibia',
    text: '在小腿内侧，胫骨内侧髁下缘与胫骨内侧缘之间的凹陷中',
  },
  'acupoint.LR5.location': {
    en: 'Medial leg, 5 cun above the prominence of the medial malleolus, at the centre of the medial surface of the tibia',
    text: '在小腿内侧，内踝尖上5寸，胫骨内侧面的中央',
  },
  'acupoint.BL19.location': {
    en: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T10',
    text: '在脊柱区，第10胸椎棘突下缘，后正中线旁开1.5寸',
  },
  'acupoint.SP3.location': {
    en: 'Medial foot, in the depression proximal to the 1st metatarsophalangeal joint, at the border of the red and white skin',
    text: '在跖区，第1跖趾关节近端赤白肉际凹陷中',
  },
  'acupoint.CV12.location': {
    en: 'Upper abdomen, on the anterior midline, 4 cun above the umbilicus',
    text: '在上腹部，脐中上4寸，前正中线上',
  },
  'acupoint.BL21.location': {
    en: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T12',
    text: '在脊柱区，第12胸椎棘突下缘，后正中线旁开1.5寸',
  },
  'acupoint.CV6.location': {
    en: 'Lower abdomen, on the anterior midline, 1.5 cun below the umbilicus',
    text: '在下腹部，脐中下1.5寸，前正中线上',
  },
  'acupoint.ST25.location': {
    en: 'Abdomen, 2 cun lateral to the centre of the umbilicus',
    text: '在腹部，横平脐中，前正中线旁开2寸',
  },
  'acupoint.CV8.location': { en: 'At the centre of the umbilicus', text: '在脐区，脐中央' },
  'acupoint.CV9.location': {
    en: 'Upper abdomen, on the anterior midline, 1 cun above the umbilicus',
    text: '在上腹部，脐中上1寸，前正中线上',
  },
  'acupoint.ST44.location': {
    en: 'Dorsum of the foot, between the 2nd and 3rd toes, proximal to the web margin',
    text: '在足背，第2、3趾间，趾蹼缘后方赤白肉际处',
  },
  'acupoint.ST21.location': {
    en: 'Upper abdomen, 4 cun above the umbilicus, 2 cun lateral to the anterior midline',
    text: '在上腹部，脐中上4寸，前正中线旁开2寸',
  },
  'acupoint.ST34.location': {
    en: 'Anterolateral thigh, 2 cun above the base of the patella, between vastus lateralis and the lateral border of the rectus femoris tendon',
    text: '在股前区，髌底上2寸，股外侧肌与股直肌肌腱外侧缘之间',
  },
  'acupoint.KI6.location': {
    en: 'Medial foot, 1 cun below the prominence of the medial malleolus, in the depression below it',
    text: '在踝区，内踝尖下1寸，内踝下缘边际凹陷中',
  },
  'acupoint.CV10.location': {
    en: 'Upper abdomen, on the anterior midline, 2 cun above the umbilicus',
    text: '在上腹部，脐中上2寸，前正中线上',
  },
  'acupoint.SP4.location': {
    en: 'Medial foot, anterior and inferior to the base of the 1st metatarsal bone, at the border of the red and white skin',
    text: '在跖区，第1跖骨底的前下缘赤白肉际处',
  },
  'acupoint.HT7.location': {
    en: 'Anterior wrist, at the wrist crease, radial to the tendon of flexor carpi ulnaris',
    text: '在腕前区，腕掌侧远端横纹尺侧端，尺侧腕屈肌腱的桡侧缘',
  },
  'acupoint.CV14.location': {
    en: 'Upper abdomen, on the anterior midline, 6 cun above the umbilicus',
    text: '在上腹部，脐中上6寸，前正中线上',
  },
  'acupoint.BL15.location': {
    en: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T5',
    text: '在脊柱区，第5胸椎棘突下缘，后正中线旁开1.5寸',
  },
  'acupoint.HT6.location': {
    en: 'Anterior forearm, 0.5 cun proximal to the wrist crease, radial to the tendon of flexor carpi ulnaris',
    text: '在前臂前区，腕掌侧远端横纹上0.5寸，尺侧腕屈肌腱的桡侧缘',
  },
  'acupoint.PC7.location': {
    en: 'Anterior wrist, at the wrist crease, between the tendons of palmaris longus and flexor carpi radialis',
    text: '在腕前区，腕掌侧远端横纹中，掌长肌腱与桡侧腕屈肌腱之间',
  },
  'acupoint.HT8.location': {
    en: 'Palm, between the 4th and 5th metacarpal bones, where the tip of the little finger rests when a fist is made',
    text: '在手掌，第4、5掌骨之间，握拳时小指尖所指处',
  },
  'acupoint.HT9.location': {
    en: 'Radial side of the little finger, 0.1 cun from the corner of the nail',
    text: '在手指，小指末节桡侧，指甲根角侧上方0.1寸（指寸）',
  },
  'acupoint.BL23.location': {
    en: '1.5 cun lateral to the lower border of the spinous process of L2',
    text: '在脊柱区，第2腰椎棘突下缘，后正中线旁开1.5寸',
  },
  'acupoint.LU9.location': {
    en: 'At the wrist crease, in the depression between the radial artery and the abductor pollicis longus tendon',
    text: '在腕前区，腕掌侧远端横纹上，桡动脉与拇长展肌腱之间的凹陷中',
  },
  'acupoint.LU7.location': {
    en: '1.5 cun above the wrist crease, on the radial side of the forearm between the abductor pollicis longus and extensor pollicis brevis tendons',
    text: '在前臂，腕掌侧远端横纹上1.5寸，拇短伸肌腱与拇长展肌腱之间',
  },
  'acupoint.BL13.location': {
    en: '1.5 cun lateral to the lower border of the spinous process of T3',
    text: '在脊柱区，第3胸椎棘突下缘，后正中线旁开1.5寸',
  },
  'acupoint.GV12.location': {
    en: 'Below the spinous process of T3, on the midline',
    text: '在脊柱区，第3胸椎棘突下凹陷中，后正中线上',
  },
  'acupoint.CV17.location': {
    en: 'On the midline at the level of the fourth intercostal space',
    text: '在胸部，横平第4肋间隙，前正中线上',
  },
  'acupoint.LU10.location': {
    en: 'On the palm, at the midpoint of the first metacarpal bone, at the border of the red and white skin',
    text: '在手外侧，第1掌骨桡侧中点赤白肉际处',
  },
  'acupoint.BL43.location': {
    en: '3 cun lateral to the lower border of the spinous process of T4',
    text: '在脊柱区，第4胸椎棘突下缘，后正中线旁开3寸',
  },
  'acupoint.LU5.location': {
    en: 'On the cubital crease, in the depression radial to the biceps tendon',
    text: '在肘区，肘横纹上，肱二头肌腱桡侧缘凹陷中',
  },
  'acupoint.LU1.location': {
    en: '6 cun lateral to the midline, at the level of the first intercostal space',
    text: '在胸部，横平第1肋间隙，前正中线旁开6寸',
  },
  'acupoint.ST40.location': {
    en: '8 cun above the lateral malleolus, two finger-breadths lateral to the anterior crest of the tibia',
    text: '在小腿外侧，外踝尖上8寸，胫骨前嵴外二横指处',
  },
  'acupoint.BL12.location': {
    en: '1.5 cun lateral to the lower border of the spinous process of T2',
    text: '在脊柱区，第2胸椎棘突下缘，后正中线旁开1.5寸',
  },
  'acupoint.GV16.location': {
    en: 'On the midline, directly below the external occipital protuberance',
    text: '在颈后区，后正中线上，枕外隆凸直下',
  },
  'acupoint.LI20.location': {
    en: 'In the nasolabial groove, level with the midpoint of the lateral border of the ala nasi',
    text: '在面部，鼻翼外缘中点旁，鼻唇沟中',
  },
  'acupoint.TE5.location': {
    en: '2 cun above the dorsal wrist crease, between the radius and the ulna',
    text: '在前臂后区，腕背侧远端横纹上2寸，尺骨与桡骨间隙中点',
  },
  'acupoint.GV14.location': {
    en: 'On the midline, below the spinous process of C7',
    text: '在脊柱区，第7颈椎棘突下凹陷中，后正中线上',
  },
  'acupoint.LU11.location': {
    en: 'On the radial side of the thumb, 0.1 cun from the corner of the nail',
    text: '在手指，拇指末节桡侧，指甲根角侧上方0.1寸（指寸）',
  },
  'acupoint.GV4.location': {
    en: 'On the midline, below the spinous process of L2',
    text: '在脊柱区，第2腰椎棘突下凹陷中，后正中线上',
  },
  'acupoint.KI7.location': {
    en: '2 cun above KI3, on the anterior border of the Achilles tendon',
    text: '在小腿内侧，太溪（KI3）直上2寸，跟腱的前缘',
  },
  'acupoint.BL52.location': {
    en: '3 cun lateral to the lower border of the spinous process of L2',
    text: '在脊柱区，第2腰椎棘突下缘，后正中线旁开3寸',
  },
  'acupoint.KI2.location': {
    en: 'On the medial foot, below the tuberosity of the navicular bone, at the border of the red and white skin',
    text: '在足内侧，足舟骨粗隆下方，赤白肉际处',
  },
  'acupoint.SP10.location': {
    en: '2 cun above the superior border of the patella, on the bulge of the vastus medialis',
    text: '在股前区，髌底内侧端上2寸，股内侧肌隆起处',
  },
  'acupoint.SP8.location': {
    en: '3 cun below SP9, behind the medial border of the tibia',
    text: '在小腿内侧，阴陵泉（SP9）下3寸，胫骨内侧缘后际',
  },
  'acupoint.CV3.location': { en: 'On the midline, 4 cun below the umbilicus', text: '在下腹部，脐中下4寸，前正中线上' },
  'acupoint.BL28.location': {
    en: '1.5 cun lateral to the midline at the level of the second posterior sacral foramen',
    text: '在骶区，横平第2骶后孔，骶正中嵴旁开1.5寸',
  },
  'acupoint.BL22.location': {
    en: '1.5 cun lateral to the lower border of the spinous process of L1',
    text: '在脊柱区，第1腰椎棘突下缘，后正中线旁开1.5寸',
  },
  'acupoint.BL39.location': {
    en: 'At the lateral end of the popliteal crease, medial to the biceps femoris tendon',
    text: '在膝部，腘横纹外侧端，股二头肌腱内侧缘',
  },
};
