import type { Acupoint } from '../types.ts';

/**
 * The acupuncture points our patterns use, by channel: WHO codes, pinyin and Chinese names and
 * locations from the WHO Standard Acupuncture Point Locations (2008) and Deadman, A Manual of
 * Acupuncture, in our own words.
 */
export const ACUPOINT_LIST: readonly Acupoint[] = [
  {
    code: 'LU1',
    pinyin: 'Zhōngfǔ',
    zh: '中府',
    location: '6 cun lateral to the midline, at the level of the first intercostal space',
  },
  { code: 'LU5', pinyin: 'Chǐzé', zh: '尺泽', location: 'On the cubital crease, in the depression radial to the biceps tendon' },
  {
    code: 'LU7',
    pinyin: 'Lièquē',
    zh: '列缺',
    location:
      '1.5 cun above the wrist crease, on the radial side of the forearm between the abductor pollicis longus and extensor pollicis brevis tendons',
  },
  {
    code: 'LU9',
    pinyin: 'Tàiyuān',
    zh: '太渊',
    location: 'At the wrist crease, in the depression between the radial artery and the abductor pollicis longus tendon',
  },
  {
    code: 'LU10',
    pinyin: 'Yújì',
    zh: '鱼际',
    location: 'On the palm, at the midpoint of the first metacarpal bone, at the border of the red and white skin',
  },
  {
    code: 'LU11',
    pinyin: 'Shàoshāng',
    zh: '少商',
    location: 'On the radial side of the thumb, 0.1 cun from the corner of the nail',
  },
  { code: 'LI4', pinyin: 'Hégǔ', zh: '合谷', location: 'Dorsum of the hand, radial to the midpoint of the 2nd metacarpal bone' },
  {
    code: 'LI11',
    pinyin: 'Qūchí',
    zh: '曲池',
    location: 'Lateral elbow, at the midpoint between LU5 and the lateral epicondyle of the humerus',
  },
  {
    code: 'LI20',
    pinyin: 'Yíngxiāng',
    zh: '迎香',
    location: 'In the nasolabial groove, level with the midpoint of the lateral border of the ala nasi',
  },
  {
    code: 'ST21',
    pinyin: 'Liángmén',
    zh: '梁门',
    location: 'Upper abdomen, 4 cun above the umbilicus, 2 cun lateral to the anterior midline',
  },
  { code: 'ST25', pinyin: 'Tiānshū', zh: '天枢', location: 'Abdomen, 2 cun lateral to the centre of the umbilicus' },
  {
    code: 'ST34',
    pinyin: 'Liángqiū',
    zh: '梁丘',
    location:
      'Anterolateral thigh, 2 cun above the base of the patella, between vastus lateralis and the lateral border of the rectus femoris tendon',
  },
  {
    code: 'ST36',
    pinyin: 'Zúsānlǐ',
    zh: '足三里',
    location: '3 cun below ST35, one finger-breadth lateral to the anterior crest of the tibia',
  },
  {
    code: 'ST40',
    pinyin: 'Fēnglóng',
    zh: '丰隆',
    location: '8 cun above the lateral malleolus, two finger-breadths lateral to the anterior crest of the tibia',
  },
  {
    code: 'ST44',
    pinyin: 'Nèitíng',
    zh: '内庭',
    location: 'Dorsum of the foot, between the 2nd and 3rd toes, proximal to the web margin',
  },
  {
    code: 'SP3',
    pinyin: 'Tàibái',
    zh: '太白',
    location:
      'Medial foot, in the depression proximal to the 1st metatarsophalangeal joint, at the border of the red and white skin',
  },
  {
    code: 'SP4',
    pinyin: 'Gōngsūn',
    zh: '公孙',
    location:
      'Medial foot, anterior and inferior to the base of the 1st metatarsal bone, at the border of the red and white skin',
  },
  {
    code: 'SP6',
    pinyin: 'Sānyīnjiāo',
    zh: '三阴交',
    location: 'Medial leg, 3 cun above the prominence of the medial malleolus, posterior to the medial border of the tibia',
  },
  { code: 'SP8', pinyin: 'Dìjī', zh: '地机', location: '3 cun below SP9, behind the medial border of the tibia' },
  {
    code: 'SP9',
    pinyin: 'Yīnlíngquán',
    zh: '阴陵泉',
    location:
      'Medial leg, in the depression between the lower border of the medial condyle of the tibia and the medial border of the tibia',
  },
  {
    code: 'SP10',
    pinyin: 'Xuèhǎi',
    zh: '血海',
    location: '2 cun above the superior border of the patella, on the bulge of the vastus medialis',
  },
  {
    code: 'HT6',
    pinyin: 'Yīnxì',
    zh: '阴郄',
    location: 'Anterior forearm, 0.5 cun proximal to the wrist crease, radial to the tendon of flexor carpi ulnaris',
  },
  {
    code: 'HT7',
    pinyin: 'Shénmén',
    zh: '神门',
    location: 'Anterior wrist, at the wrist crease, radial to the tendon of flexor carpi ulnaris',
  },
  {
    code: 'HT8',
    pinyin: 'Shàofǔ',
    zh: '少府',
    location: 'Palm, between the 4th and 5th metacarpal bones, where the tip of the little finger rests when a fist is made',
  },
  {
    code: 'HT9',
    pinyin: 'Shàochōng',
    zh: '少冲',
    location: 'Radial side of the little finger, 0.1 cun from the corner of the nail',
  },
  { code: 'BL12', pinyin: 'Fēngmén', zh: '风门', location: '1.5 cun lateral to the lower border of the spinous process of T2' },
  { code: 'BL13', pinyin: 'Fèishū', zh: '肺俞', location: '1.5 cun lateral to the lower border of the spinous process of T3' },
  {
    code: 'BL15',
    pinyin: 'Xīnshū',
    zh: '心俞',
    location: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T5',
  },
  {
    code: 'BL17',
    pinyin: 'Géshū',
    zh: '膈俞',
    location: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T7',
  },
  {
    code: 'BL18',
    pinyin: 'Gānshū',
    zh: '肝俞',
    location: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T9',
  },
  {
    code: 'BL19',
    pinyin: 'Dǎnshū',
    zh: '胆俞',
    location: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T10',
  },
  {
    code: 'BL20',
    pinyin: 'Píshū',
    zh: '脾俞',
    location: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T11',
  },
  {
    code: 'BL21',
    pinyin: 'Wèishū',
    zh: '胃俞',
    location: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T12',
  },
  {
    code: 'BL22',
    pinyin: 'Sānjiāoshū',
    zh: '三焦俞',
    location: '1.5 cun lateral to the lower border of the spinous process of L1',
  },
  { code: 'BL23', pinyin: 'Shènshū', zh: '肾俞', location: '1.5 cun lateral to the lower border of the spinous process of L2' },
  {
    code: 'BL28',
    pinyin: 'Pángguāngshū',
    zh: '膀胱俞',
    location: '1.5 cun lateral to the midline at the level of the second posterior sacral foramen',
  },
  {
    code: 'BL39',
    pinyin: 'Wěiyáng',
    zh: '委阳',
    location: 'At the lateral end of the popliteal crease, medial to the biceps femoris tendon',
  },
  { code: 'BL43', pinyin: 'Gāohuāng', zh: '膏肓', location: '3 cun lateral to the lower border of the spinous process of T4' },
  { code: 'BL52', pinyin: 'Zhìshì', zh: '志室', location: '3 cun lateral to the lower border of the spinous process of L2' },
  {
    code: 'KI2',
    pinyin: 'Rángǔ',
    zh: '然谷',
    location: 'On the medial foot, below the tuberosity of the navicular bone, at the border of the red and white skin',
  },
  {
    code: 'KI3',
    pinyin: 'Tàixī',
    zh: '太溪',
    location: 'Medial ankle, in the depression between the prominence of the medial malleolus and the calcaneal tendon',
  },
  {
    code: 'KI6',
    pinyin: 'Zhàohǎi',
    zh: '照海',
    location: 'Medial foot, 1 cun below the prominence of the medial malleolus, in the depression below it',
  },
  { code: 'KI7', pinyin: 'Fùliū', zh: '复溜', location: '2 cun above KI3, on the anterior border of the Achilles tendon' },
  {
    code: 'PC6',
    pinyin: 'Nèiguān',
    zh: '内关',
    location:
      'Anterior forearm, 2 cun proximal to the wrist crease, between the tendons of palmaris longus and flexor carpi radialis',
  },
  {
    code: 'PC7',
    pinyin: 'Dàlíng',
    zh: '大陵',
    location: 'Anterior wrist, at the wrist crease, between the tendons of palmaris longus and flexor carpi radialis',
  },
  {
    code: 'TE5',
    pinyin: 'Wàiguān',
    zh: '外关',
    location: '2 cun above the dorsal wrist crease, between the radius and the ulna',
  },
  {
    code: 'TE6',
    pinyin: 'Zhīgōu',
    zh: '支沟',
    location: 'Posterior forearm, 3 cun proximal to the dorsal wrist crease, between radius and ulna',
  },
  {
    code: 'GB20',
    pinyin: 'Fēngchí',
    zh: '风池',
    location: 'Below the occiput, in the depression between the origins of sternocleidomastoid and trapezius',
  },
  {
    code: 'GB24',
    pinyin: 'Rìyuè',
    zh: '日月',
    location: 'On the chest, in the 7th intercostal space, 4 cun lateral to the anterior midline',
  },
  {
    code: 'GB34',
    pinyin: 'Yánglíngquán',
    zh: '阳陵泉',
    location: 'Lateral leg, in the depression anterior and distal to the head of the fibula',
  },
  {
    code: 'GB43',
    pinyin: 'Xiáxī',
    zh: '侠溪',
    location: 'Dorsum of the foot, between the 4th and 5th toes, proximal to the web margin',
  },
  {
    code: 'LR2',
    pinyin: 'Xíngjiān',
    zh: '行间',
    location: 'Dorsum of the foot, between the 1st and 2nd toes, proximal to the web margin',
  },
  {
    code: 'LR3',
    pinyin: 'Tàichōng',
    zh: '太冲',
    location: 'Dorsum of the foot, in the depression distal to the junction of the 1st and 2nd metatarsal bones',
  },
  {
    code: 'LR5',
    pinyin: 'Lígōu',
    zh: '蠡沟',
    location: 'Medial leg, 5 cun above the prominence of the medial malleolus, at the centre of the medial surface of the tibia',
  },
  {
    code: 'LR8',
    pinyin: 'Qūquán',
    zh: '曲泉',
    location:
      'Medial knee, in the depression medial to the tendons of semitendinosus and semimembranosus, at the medial end of the popliteal crease',
  },
  {
    code: 'LR13',
    pinyin: 'Zhāngmén',
    zh: '章门',
    location: 'Lateral abdomen, just inferior to the free extremity of the 11th rib',
  },
  {
    code: 'LR14',
    pinyin: 'Qīmén',
    zh: '期门',
    location: 'On the chest, in the 6th intercostal space, 4 cun lateral to the anterior midline',
  },
  { code: 'GV4', pinyin: 'Mìngmén', zh: '命门', location: 'On the midline, below the spinous process of L2' },
  { code: 'GV12', pinyin: 'Shēnzhù', zh: '身柱', location: 'Below the spinous process of T3, on the midline' },
  { code: 'GV14', pinyin: 'Dàzhuī', zh: '大椎', location: 'On the midline, below the spinous process of C7' },
  { code: 'GV16', pinyin: 'Fēngfǔ', zh: '风府', location: 'On the midline, directly below the external occipital protuberance' },
  {
    code: 'GV20',
    pinyin: 'Bǎihuì',
    zh: '百会',
    location: 'On the head, 5 cun posterior to the anterior hairline, on the midline',
  },
  { code: 'CV3', pinyin: 'Zhōngjí', zh: '中极', location: 'On the midline, 4 cun below the umbilicus' },
  { code: 'CV4', pinyin: 'Guānyuán', zh: '关元', location: 'Lower abdomen, on the anterior midline, 3 cun below the umbilicus' },
  { code: 'CV6', pinyin: 'Qìhǎi', zh: '气海', location: 'Lower abdomen, on the anterior midline, 1.5 cun below the umbilicus' },
  { code: 'CV8', pinyin: 'Shénquè', zh: '神阙', location: 'At the centre of the umbilicus' },
  { code: 'CV9', pinyin: 'Shuǐfēn', zh: '水分', location: 'Upper abdomen, on the anterior midline, 1 cun above the umbilicus' },
  { code: 'CV10', pinyin: 'Xiàwǎn', zh: '下脘', location: 'Upper abdomen, on the anterior midline, 2 cun above the umbilicus' },
  { code: 'CV12', pinyin: 'Zhōngwǎn', zh: '中脘', location: 'Upper abdomen, on the anterior midline, 4 cun above the umbilicus' },
  { code: 'CV14', pinyin: 'Jùquè', zh: '巨阙', location: 'Upper abdomen, on the anterior midline, 6 cun above the umbilicus' },
  { code: 'CV17', pinyin: 'Dànzhōng', zh: '膻中', location: 'On the midline at the level of the fourth intercostal space' },
  {
    code: 'EX-HN5',
    pinyin: 'Tàiyáng',
    zh: '太阳',
    location:
      'In the depression about one finger-breadth posterior to the midpoint between the lateral end of the eyebrow and the outer canthus',
  },
];
