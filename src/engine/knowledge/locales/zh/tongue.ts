import type { Catalogue } from '../../localize/translate.ts';

/** Chinese words of the tongue engine (src/engine/tongue/describe/tongue-words.ts), in the terms of 中医诊断学 (舌淡、薄白苔、齿痕、裂纹). */
export const ZH_TONGUE: Catalogue = {
  'tongue.body.pale': { en: 'pale', text: '淡白' },
  'tongue.body.normal': { en: 'pale red (normal)', text: '淡红（正常）' },
  'tongue.body.red': { en: 'red', text: '红' },
  'tongue.body.deep-red': { en: 'deep red', text: '绛' },
  'tongue.body.purple': { en: 'purplish', text: '偏紫' },
  'tongue.value.thin': { en: 'thin', text: '薄' },
  'tongue.value.thick': { en: 'thick', text: '厚' },
  'tongue.value.white': { en: 'white', text: '白' },
  'tongue.value.light-yellow': { en: 'light yellow', text: '淡黄' },
  'tongue.value.yellow': { en: 'yellow', text: '黄' },
  'tongue.value.none': { en: 'none', text: '无' },
  'tongue.value.even': { en: 'even', text: '均匀' },
  'tongue.value.root-heavy': { en: 'root-heavy', text: '舌根偏厚' },
  'tongue.value.patchy': { en: 'patchy', text: '分布不均' },
  'tongue.value.normal': { en: 'normal', text: '正常' },
  'tongue.value.wet': { en: 'wet', text: '滑润' },
  'tongue.value.dry': { en: 'dry', text: '干燥' },
  'tongue.value.not-assessed': { en: 'not assessed', text: '未评估' },
  'tongue.value.light': { en: 'light', text: '轻度' },
  'tongue.value.severe': { en: 'severe', text: '明显' },
  'tongue.size.normal': { en: 'normal size', text: '大小正常' },
  'tongue.size.enlarged': { en: 'enlarged (swollen)', text: '胖大' },
  'tongue.size.small': { en: 'small', text: '瘦小' },
  'tongue.shape.normal': { en: 'normal shape', text: '形态正常' },
  'tongue.shape.thin': { en: 'thin', text: '瘦薄' },
  'tongue.shape.thick': { en: 'thick', text: '厚' },
  'tongue.shape.scalloped': { en: 'scalloped', text: '齿痕' },
  'tongue.cracks.none': { en: 'no cracks', text: '无裂纹' },
  'tongue.cracks.present': { en: '{severity} cracks', text: '{severity}裂纹' },
  'tongue.cracks.midline-suffix': { en: '{cracks} (midline)', text: '{cracks}（中线）' },
  'tongue.tooth-marks.none': { en: 'no tooth marks', text: '无齿痕' },
  'tongue.tooth-marks.present': { en: '{severity} tooth marks', text: '{severity}齿痕' },
  'tongue.region.redder': { en: 'redder than the centre', text: '较舌中红' },
  'tongue.region.paler': { en: 'paler than the centre', text: '较舌中淡' },
  'tongue.region.same': { en: 'same colour as the centre', text: '与舌中同色' },
  'tongue.region.peeled': { en: 'coating peeled off, a bare patch', text: '苔剥落，局部无苔' },
  'tongue.region.coating-thicker': { en: '{colour} coating, thicker than at the centre', text: '{colour}苔，较舌中厚' },
  'tongue.region.coating': { en: '{thickness} {colour} coating', text: '{thickness}{colour}苔' },
  'tongue.region.red-tip': { en: '(red tip)', text: '（舌尖红）' },
  'tongue.region.midline-crack': { en: 'midline crack', text: '中线裂纹' },
  'tongue.region.thick-root-coating': { en: '(thick root coating)', text: '（舌根苔厚）' },
  'tongue.obs.pale': {
    en: 'Your tongue looks paler than usual, which in TCM is often linked with low energy (Qi) or Blood that needs nourishing.',
    text: '您的舌色比一般人淡（舌淡），中医常认为与气虚或血虚、需要调养有关。',
  },
  'tongue.obs.red': {
    en: 'Your tongue looks redder than usual, which TCM traditionally associates with heat in the body.',
    text: '您的舌色比一般人红（舌红），中医传统上认为与体内有热有关。',
  },
  'tongue.obs.deep-red': {
    en: 'Your tongue looks deep red, which TCM traditionally associates with strong internal heat.',
    text: '您的舌色深红（舌绛），中医传统上认为与内热较盛有关。',
  },
  'tongue.obs.purple': {
    en: 'Your tongue has a purplish tone, which TCM traditionally associates with sluggish circulation of Qi and Blood.',
    text: '您的舌色偏紫，中医传统上认为与气血运行不畅有关。',
  },
  'tongue.obs.normal': { en: 'Your tongue body has a healthy pale-red colour.', text: '您的舌色淡红，属于健康的舌色。' },
  'tongue.obs.colour-uncertain': {
    en: 'The colour reading is uncertain on this photo: the light or camera makes colours hard to judge. Retake it in daylight to be sure.',
    text: '这张照片的颜色判断不够可靠：光线或相机使颜色难以分辨。请在自然光下重拍以便确认。',
  },
  'tongue.obs.colour-close-call': {
    en: '{colour} The colour reading is a close call on this photo: your tongue is near the line between two colour groups, so another photo may read it differently.',
    text: '{colour}这张照片中您的舌色处在两类颜色的交界附近，判断把握不大，换一张照片结果可能不同。',
  },
  'tongue.obs.yellow-thin': {
    en: 'Your tongue has a thin yellowish coating, which TCM often reads as a sign of heat, for example in digestion.',
    text: '您的舌苔薄而偏黄（薄黄苔），中医常视为有热的表现，例如消化系统有热。',
  },
  'tongue.obs.yellow-thick': {
    en: 'Your tongue has a thick yellowish coating, which TCM often reads as a sign of heat, for example in digestion.',
    text: '您的舌苔厚而偏黄（厚黄苔），中医常视为有热的表现，例如消化系统有热。',
  },
  'tongue.obs.white-thick': {
    en: 'Your tongue has a thick white coating, which TCM often links with dampness or cold affecting digestion.',
    text: '您的舌苔白而厚（厚白苔），中医常认为与湿或寒影响消化有关。',
  },
  'tongue.obs.white-thin': {
    en: 'Your tongue has a thin white coating, which is considered normal in TCM.',
    text: '您的舌苔薄白，中医认为这是正常的。',
  },
  'tongue.obs.red-tip': {
    en: 'The tip of your tongue is redder than the rest, which TCM links with restlessness, stress or poor sleep (Heart heat).',
    text: '您的舌尖比其他部位红，中医认为与烦躁、压力或睡眠不佳（心火）有关。',
  },
  'tongue.obs.red-sides': {
    en: 'The sides of your tongue are redder than the centre, which TCM associates with tension in the Liver system.',
    text: '您的舌边比舌中红，中医认为与肝的紧张（肝郁）有关。',
  },
  'tongue.obs.tooth-marks': {
    en: 'The edges of your tongue show tooth marks (a scalloped outline), which TCM often links with a weak digestion (Spleen Qi) and fluid retention.',
    text: '您的舌边有齿痕（边缘呈波浪状），中医常认为与脾气虚、消化弱及水湿停留有关。',
  },
  'tongue.obs.cracks-some': {
    en: 'Your tongue shows some cracks, which TCM often associates with dryness or depleted fluids.',
    text: '您的舌面有一些裂纹，中医常认为与津液不足或干燥有关。',
  },
  'tongue.obs.cracks-marked': {
    en: 'Your tongue shows marked cracks, which TCM often associates with dryness or depleted fluids.',
    text: '您的舌面裂纹明显，中医常认为与津液不足或干燥有关。',
  },
  'tongue.obs.thick-root-coating': {
    en: 'The coating is thicker at the back of your tongue, which TCM relates to the lower digestive tract.',
    text: '您的舌根部舌苔较厚，中医认为与下焦（下消化道）有关。',
  },
  'tongue.obs.peeled-coating': {
    en: 'Your coating is missing in patches, which TCM often links with depleted Stomach Yin.',
    text: '您的舌苔有片状剥落，中医常认为与胃阴不足有关。',
  },
  'tongue.obs.wet': {
    en: 'Your tongue looks very moist, which TCM relates to dampness or fluid build-up.',
    text: '您的舌面水分很多（舌滑），中医认为与湿或水液停聚有关。',
  },
  'tongue.obs.disclaimer': {
    en: 'These observations are educational and depend on light and camera; they are not a medical diagnosis.',
    text: '以上观察仅供教育参考，受光线和相机影响，并非医学诊断。',
  },
};
