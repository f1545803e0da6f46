import type { Catalogue } from '../../localize/translate.ts';

/** Chinese texts of the herbs: cautions (pregnancy, breastfeeding, bleeding, long-term use); the Chinese names are facts of the data. */
export const ZH_HERBS: Catalogue = {
  'herb.gan-cao.caution.pregnancy': {
    en: 'large amounts of licorice in pregnancy have been linked to preterm birth: keep to a small harmonising dose',
    text: '孕期大量摄入甘草与早产有关：仅用调和诸药的小剂量',
  },
  'herb.gan-cao.caution.long-term': {
    en: 'in large doses or long courses causes fluid retention, high blood pressure and low potassium (pseudoaldosteronism)',
    text: '大剂量或长期服用可致水钠潴留、血压升高及低血钾（假性醛固酮增多症）',
  },
  'herb.zhi-gan-cao.caution.pregnancy': {
    en: 'large amounts of licorice in pregnancy have been linked to preterm birth: keep to a small harmonising dose',
    text: '孕期大量摄入甘草与早产有关：仅用调和诸药的小剂量',
  },
  'herb.zhi-gan-cao.caution.long-term': {
    en: 'in large doses or long courses causes fluid retention, high blood pressure and low potassium (pseudoaldosteronism)',
    text: '大剂量或长期服用可致水钠潴留、血压升高及低血钾（假性醛固酮增多症）',
  },
  'herb.dang-gui.caution.pregnancy': { en: 'moves Blood and may stimulate the uterus', text: '活血，可能兴奋子宫' },
  'herb.dang-gui.caution.bleeding': {
    en: 'strong antiplatelet action: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '抗血小板作用较强：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.gou-qi-zi.caution.bleeding': {
    en: 'strong antiplatelet action: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '抗血小板作用较强：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.bu-gu-zhi.caution.pregnancy': { en: 'very warm and drying; used with care in pregnancy', text: '温燥之性较强，妊娠慎用' },
  'herb.bo-he.caution.breastfeeding': {
    en: 'may reduce milk production: use with care while breastfeeding',
    text: '可能减少乳汁分泌：哺乳期慎用',
  },
  'herb.gui-zhi.caution.pregnancy': {
    en: 'hot and acrid: disperses and is traditionally used with care in pregnancy',
    text: '辛热走散，传统上妊娠慎用',
  },
  'herb.ma-huang.caution.pregnancy': { en: 'ephedrine raises blood pressure and heart rate', text: '麻黄碱升高血压、加快心率' },
  'herb.ma-huang.caution.breastfeeding': {
    en: 'ephedrine passes into breast milk (irritability, poor sleep in the baby)',
    text: '麻黄碱可进入乳汁（婴儿烦躁、睡眠差）',
  },
  'herb.ma-huang.caution.long-term': {
    en: 'not for long courses: raises blood pressure and heart rate; avoid in hypertension and heart disease',
    text: '不宜久服：升高血压、加快心率；高血压及心脏病患者忌用',
  },
  'herb.chi-shao.caution.pregnancy': { en: 'moves Blood and may stimulate the uterus', text: '活血，可能兴奋子宫' },
  'herb.chi-shao.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.dan-zhu-ye.caution.pregnancy': { en: 'drains Dampness downward with a sliding action', text: '性滑利，渗湿下行' },
  'herb.huang-lian.caution.pregnancy': {
    en: 'its berberine may harm the newborn (jaundice)',
    text: '所含小檗碱可能危害新生儿（黄疸）',
  },
  'herb.huang-lian.caution.breastfeeding': {
    en: 'berberine passes into breast milk and may worsen jaundice in the newborn',
    text: '小檗碱可进入乳汁，可能加重新生儿黄疸',
  },
  'herb.huang-lian.caution.long-term': { en: 'bitter and cold: injures the Stomach in long courses', text: '苦寒，久服伤胃' },
  'herb.mu-dan-pi.caution.pregnancy': { en: 'moves Blood and may stimulate the uterus', text: '活血，可能兴奋子宫' },
  'herb.mu-dan-pi.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.tian-hua-fen.caution.pregnancy': {
    en: 'its protein trichosanthin can end a pregnancy',
    text: '所含天花粉蛋白可终止妊娠',
  },
  'herb.zhi-zi.caution.long-term': {
    en: 'years of use have been linked to mesenteric phlebosclerosis',
    text: '长年服用与肠系膜静脉硬化症有关',
  },
  'herb.da-huang.caution.pregnancy': {
    en: 'strong downward-draining purgative that may stimulate the uterus',
    text: '泻下攻积力强，可能兴奋子宫',
  },
  'herb.da-huang.caution.breastfeeding': {
    en: 'its anthraquinones pass into breast milk and may cause diarrhoea in the baby',
    text: '所含蒽醌类成分可进入乳汁，可能引起婴儿腹泻',
  },
  'herb.da-huang.caution.long-term': {
    en: 'purgative: use briefly; long use causes potassium loss and dependence on laxatives',
    text: '泻下药，宜短期使用；久用可致失钾及泻药依赖',
  },
  'herb.che-qian-zi.caution.pregnancy': { en: 'drains Dampness downward with a sliding action', text: '性滑利，渗湿下行' },
  'herb.chuan-mu-tong.caution.pregnancy': { en: 'drains Dampness downward with a sliding action', text: '性滑利，渗湿下行' },
  'herb.chuan-mu-tong.caution.long-term': {
    en: 'drains strongly: stop once the Damp-Heat clears; never replace with Aristolochia (Guan Mu Tong), which causes kidney failure',
    text: '通利力强：湿热一清即停；切勿以关木通（马兜铃属）代用，关木通可致肾衰竭',
  },
  'herb.hua-shi.caution.pregnancy': { en: 'drains Dampness downward with a sliding action', text: '性滑利，渗湿下行' },
  'herb.mu-tong.caution.pregnancy': { en: 'drains Dampness downward with a sliding action', text: '性滑利，渗湿下行' },
  'herb.qu-mai.caution.pregnancy': { en: 'drains downward and stimulates the uterus', text: '通利下行，兴奋子宫' },
  'herb.yi-yi-ren.caution.pregnancy': { en: 'drains Dampness downward with a sliding action', text: '性滑利，渗湿下行' },
  'herb.hou-po.caution.pregnancy': { en: 'moves Qi forcefully downward', text: '行气下气之力较猛' },
  'herb.ban-xia.caution.pregnancy': {
    en: 'traditionally used with care in pregnancy; only the prepared rhizome',
    text: '传统上妊娠慎用；只用炮制品',
  },
  'herb.dan-nan-xing.caution.pregnancy': {
    en: 'derived from a toxic rhizome; used with care in pregnancy',
    text: '由有毒的天南星制成；妊娠慎用',
  },
  'herb.xing-ren.caution.long-term': {
    en: 'contains amygdalin: toxic in overdose, take care in infants',
    text: '含苦杏仁苷：过量有毒，婴幼儿慎用',
  },
  'herb.chuan-lian-zi.caution.pregnancy': { en: 'mildly toxic', text: '有小毒' },
  'herb.chuan-lian-zi.caution.long-term': {
    en: 'mildly toxic: not in large doses or for long periods (liver injury reported)',
    text: '有小毒：不宜大剂量或长期使用（有肝损伤报道）',
  },
  'herb.zhi-ke.caution.pregnancy': { en: 'moves Qi forcefully downward', text: '行气下气之力较猛' },
  'herb.zhi-shi.caution.pregnancy': { en: 'moves Qi forcefully downward', text: '行气下气之力较猛' },
  'herb.chuan-niu-xi.caution.pregnancy': { en: 'moves Blood downward and stimulates the uterus', text: '引血下行，兴奋子宫' },
  'herb.chuan-niu-xi.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.chuan-xiong.caution.pregnancy': { en: 'moves Blood and may stimulate the uterus', text: '活血，可能兴奋子宫' },
  'herb.chuan-xiong.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.dan-shen.caution.pregnancy': { en: 'moves Blood and may stimulate the uterus', text: '活血，可能兴奋子宫' },
  'herb.dan-shen.caution.bleeding': {
    en: 'strong antiplatelet action: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '抗血小板作用较强：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.e-zhu.caution.pregnancy': {
    en: 'breaks up Blood stasis strongly and may cause miscarriage',
    text: '破血逐瘀力强，可致流产',
  },
  'herb.e-zhu.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.hong-hua.caution.pregnancy': {
    en: 'breaks up Blood stasis strongly and may cause miscarriage',
    text: '破血逐瘀力强，可致流产',
  },
  'herb.hong-hua.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.ji-xue-teng.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.jiang-huang.caution.pregnancy': { en: 'moves Blood and may stimulate the uterus', text: '活血，可能兴奋子宫' },
  'herb.jiang-huang.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.mo-yao.caution.pregnancy': {
    en: 'breaks up Blood stasis strongly and may cause miscarriage',
    text: '破血逐瘀力强，可致流产',
  },
  'herb.mo-yao.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.niu-xi.caution.pregnancy': { en: 'moves Blood downward and stimulates the uterus', text: '引血下行，兴奋子宫' },
  'herb.niu-xi.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.ru-xiang.caution.pregnancy': {
    en: 'breaks up Blood stasis strongly and may cause miscarriage',
    text: '破血逐瘀力强，可致流产',
  },
  'herb.ru-xiang.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.san-leng.caution.pregnancy': {
    en: 'breaks up Blood stasis strongly and may cause miscarriage',
    text: '破血逐瘀力强，可致流产',
  },
  'herb.san-leng.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.shui-zhi.caution.pregnancy': {
    en: 'breaks up Blood stasis strongly and may cause miscarriage',
    text: '破血逐瘀力强，可致流产',
  },
  'herb.shui-zhi.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.tao-ren.caution.pregnancy': {
    en: 'breaks up Blood stasis strongly and may cause miscarriage',
    text: '破血逐瘀力强，可致流产',
  },
  'herb.tao-ren.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.tao-ren.caution.long-term': { en: 'contains amygdalin: toxic in overdose', text: '含苦杏仁苷：过量有毒' },
  'herb.wu-ling-zhi.caution.pregnancy': { en: 'moves Blood and may stimulate the uterus', text: '活血，可能兴奋子宫' },
  'herb.wu-ling-zhi.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.yan-hu-suo.caution.pregnancy': { en: 'moves Blood and may stimulate the uterus', text: '活血，可能兴奋子宫' },
  'herb.yan-hu-suo.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.yi-mu-cao.caution.pregnancy': { en: 'stimulates the uterus', text: '兴奋子宫' },
  'herb.yi-mu-cao.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.yin-xing-ye.caution.bleeding': {
    en: 'strong antiplatelet action: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '抗血小板作用较强：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.yu-jin.caution.pregnancy': { en: 'moves Blood and may stimulate the uterus', text: '活血，可能兴奋子宫' },
  'herb.yu-jin.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.pao-jiang.caution.pregnancy': {
    en: 'hot and acrid: disperses and is traditionally used with care in pregnancy',
    text: '辛热走散，传统上妊娠慎用',
  },
  'herb.pu-huang.caution.pregnancy': { en: 'moves Blood and may stimulate the uterus', text: '活血，可能兴奋子宫' },
  'herb.pu-huang.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.san-qi.caution.pregnancy': { en: 'moves Blood and may stimulate the uterus', text: '活血，可能兴奋子宫' },
  'herb.san-qi.caution.bleeding': {
    en: 'moves Blood and inhibits platelets: bleeding risk with bleeding disorders, heavy periods and before surgery',
    text: '活血并抑制血小板：出血性疾病、月经过多及手术前使用有出血风险',
  },
  'herb.fu-zi.caution.pregnancy': {
    en: 'toxic aconite alkaloids; may harm the fetus',
    text: '含有毒的乌头类生物碱，可能损害胎儿',
  },
  'herb.fu-zi.caution.breastfeeding': { en: 'toxic alkaloids: not while breastfeeding', text: '含有毒生物碱：哺乳期不宜使用' },
  'herb.fu-zi.caution.long-term': {
    en: 'toxic: only the processed root, decocted first for 30-60 minutes, at the lowest effective dose and for limited periods',
    text: '有毒：只用炮制品，先煎30-60分钟，用最低有效剂量并限定疗程',
  },
  'herb.gan-jiang.caution.pregnancy': {
    en: 'hot and acrid: disperses and is traditionally used with care in pregnancy',
    text: '辛热走散，传统上妊娠慎用',
  },
  'herb.rou-gui.caution.pregnancy': {
    en: 'hot and acrid: disperses and is traditionally used with care in pregnancy',
    text: '辛热走散，传统上妊娠慎用',
  },
  'herb.wu-zhu-yu.caution.pregnancy': {
    en: 'hot and acrid: disperses and is traditionally used with care in pregnancy',
    text: '辛热走散，传统上妊娠慎用',
  },
  'herb.wu-zhu-yu.caution.long-term': {
    en: 'slightly toxic: not in large doses or for long periods',
    text: '有小毒：不宜大剂量或长期使用',
  },
  'herb.zhi-fu-zi.caution.pregnancy': {
    en: 'toxic aconite alkaloids; may harm the fetus',
    text: '含有毒的乌头类生物碱，可能损害胎儿',
  },
  'herb.zhi-fu-zi.caution.breastfeeding': {
    en: 'toxic alkaloids: not while breastfeeding',
    text: '含有毒生物碱：哺乳期不宜使用',
  },
  'herb.zhi-fu-zi.caution.long-term': {
    en: 'toxic: only the processed root, decocted first for 30-60 minutes, at the lowest effective dose and for limited periods',
    text: '有毒：只用炮制品，先煎30-60分钟，用最低有效剂量并限定疗程',
  },
  'herb.mai-ya.caution.breastfeeding': {
    en: 'large doses reduce milk production (traditionally used to stop lactation)',
    text: '大剂量可减少乳汁分泌（传统用于回乳）',
  },
  'herb.shan-zha.caution.pregnancy': { en: 'in large doses moves Blood', text: '大剂量可活血' },
  'herb.shen-qu.caution.pregnancy': { en: 'traditionally used with care in pregnancy', text: '传统上妊娠慎用' },
  'herb.ci-shi.caution.pregnancy': { en: 'heavy and descending', text: '质重沉降' },
  'herb.he-huan-pi.caution.pregnancy': { en: 'moves Blood and may stimulate the uterus', text: '活血，可能兴奋子宫' },
  'herb.dai-zhe-shi.caution.pregnancy': { en: 'heavy and descending', text: '质重沉降' },
  'herb.rou-dou-kou.caution.long-term': {
    en: 'large doses are toxic (myristicin): keep to usual doses',
    text: '大剂量有毒（肉豆蔻醚）：不超过常用剂量',
  },
};
