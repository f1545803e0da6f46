import { DISCLAIMER } from '../../contract/constants.ts';
import type { Locale } from '../../contract/person.ts';

/** The words of the consumer's text reports, per locale (English: the SPEC §7 sections as written). */
export interface ConsumerReportWords {
  resultsTitle: string;
  personalTitle: string;
  patientInformation: string;
  name: string;
  age: string;
  gender: string;
  generated: string;
  notProvided: string;
  genders: Record<string, string>;
  recommendation: string;
  tongueResults: string;
  results: string;
  analysisDate: string;
  pattern: string;
  notDetermined: string;
  tongueAnalysis: string;
  keyObservations: string;
  observations: string;
  noObservations: string;
  herbalTherapy: string;
  dietaryGuidance: string;
  lifestyleModifications: string;
  noHerbs: string;
  noDiet: string;
  noLifestyle: string;
  treatmentApproach: string;
  approach: (pattern: string) => string[];
  personalized: string;
  recommendationN: (n: number, date: string) => string;
  herbalSupport: string;
  /** Heading of the check-in's safety lines (see a doctor, medicines, pregnancy). */
  cautions: string;
  dietaryAdjustments: string;
  lifestylePractices: string;
  none: string;
  noLinked: string;
  disclaimerTitle: string;
  disclaimer: string;
  colon: string;
}

const en: ConsumerReportWords = {
  resultsTitle: 'MTC HEALTH: COMPREHENSIVE TCM REPORT',
  personalTitle: 'MTC HEALTH: PERSONAL TCM REPORT',
  patientInformation: 'Patient information',
  name: 'Name',
  age: 'Age',
  gender: 'Gender',
  generated: 'Report generated',
  notProvided: 'Not provided',
  genders: { male: 'Male', female: 'Female', other: 'Other', prefer_not_to_say: 'Prefer not to say' },
  recommendation: 'Recommendation',
  tongueResults: 'Tongue analysis results',
  results: 'Results',
  analysisDate: 'Analysis date',
  pattern: 'TCM pattern',
  notDetermined: 'Not determined',
  tongueAnalysis: 'Tongue Analysis',
  keyObservations: 'Key observations:',
  observations: 'Observations:',
  noObservations: 'No observations recorded.',
  herbalTherapy: 'Herbal therapy',
  dietaryGuidance: 'Dietary guidance',
  lifestyleModifications: 'Lifestyle modifications',
  noHerbs: 'No herbal suggestions.',
  noDiet: 'No dietary suggestions.',
  noLifestyle: 'No lifestyle suggestions.',
  treatmentApproach: 'Treatment approach',
  approach: (pattern) => [
    `The suggestions above aim to support the body's balance in the pattern found (${pattern}).`,
    'Follow the dietary and lifestyle guidance consistently for two to four weeks, and take a new tongue photo check-in every few days to follow the trend.',
    'Herbal teas and foods are gentle supports: talk with a licensed TCM practitioner or your doctor before taking herbs, especially if you are pregnant, take medication or have a health condition.',
    'See a doctor promptly if symptoms are severe, new or getting worse.',
  ],
  personalized: 'Personalized recommendations',
  recommendationN: (n, date) => `Recommendation ${n} (${date})`,
  herbalSupport: 'Herbal support:',
  cautions: 'Cautions:',
  dietaryAdjustments: 'Dietary adjustments:',
  lifestylePractices: 'Lifestyle practices:',
  none: 'None.',
  noLinked: 'No personalized recommendations available for this analysis.',
  disclaimerTitle: 'Disclaimer',
  disclaimer: DISCLAIMER,
  colon: ': ',
};

const es: ConsumerReportWords = {
  resultsTitle: 'MTC HEALTH: INFORME COMPLETO DE MTC',
  personalTitle: 'MTC HEALTH: INFORME PERSONAL DE MTC',
  patientInformation: 'Datos de la persona',
  name: 'Nombre',
  age: 'Edad',
  gender: 'Género',
  generated: 'Informe generado',
  notProvided: 'No indicado',
  genders: { male: 'Hombre', female: 'Mujer', other: 'Otro', prefer_not_to_say: 'Prefiere no decirlo' },
  recommendation: 'Recomendación',
  tongueResults: 'Resultados del análisis de la lengua',
  results: 'Resultados',
  analysisDate: 'Fecha del análisis',
  pattern: 'Patrón de MTC',
  notDetermined: 'Sin determinar',
  tongueAnalysis: 'Análisis de lengua',
  keyObservations: 'Observaciones clave:',
  observations: 'Observaciones:',
  noObservations: 'No se registraron observaciones.',
  herbalTherapy: 'Fitoterapia',
  dietaryGuidance: 'Orientación dietética',
  lifestyleModifications: 'Cambios en los hábitos',
  noHerbs: 'Sin sugerencias de hierbas.',
  noDiet: 'Sin sugerencias dietéticas.',
  noLifestyle: 'Sin sugerencias de hábitos.',
  treatmentApproach: 'Enfoque del tratamiento',
  approach: (pattern) => [
    `Las sugerencias anteriores buscan apoyar el equilibrio del cuerpo en el patrón encontrado (${pattern}).`,
    'Sigue las pautas de dieta y hábitos de forma constante durante dos a cuatro semanas, y haz una nueva revisión con foto de la lengua cada pocos días para seguir la tendencia.',
    'Las infusiones y los alimentos son apoyos suaves: habla con un profesional titulado de MTC o con tu médico antes de tomar hierbas, sobre todo si estás embarazada, tomas medicación o tienes una enfermedad.',
    'Acude pronto al médico si los síntomas son intensos, nuevos o empeoran.',
  ],
  personalized: 'Recomendaciones personalizadas',
  recommendationN: (n, date) => `Recomendación ${n} (${date})`,
  herbalSupport: 'Apoyo herbal:',
  cautions: 'Precauciones:',
  dietaryAdjustments: 'Ajustes en la dieta:',
  lifestylePractices: 'Hábitos de vida:',
  none: 'Ninguna.',
  noLinked: 'No hay recomendaciones personalizadas para este análisis.',
  disclaimerTitle: 'Aviso',
  disclaimer:
    'Este informe tiene fines educativos y no es un consejo médico. No sustituye el diagnóstico ni el tratamiento de un profesional sanitario cualificado.',
  colon: ': ',
};

const zh: ConsumerReportWords = {
  resultsTitle: 'MTC HEALTH：中医综合报告',
  personalTitle: 'MTC HEALTH：中医个人报告',
  patientInformation: '个人信息',
  name: '姓名',
  age: '年龄',
  gender: '性别',
  generated: '报告生成时间',
  notProvided: '未填写',
  genders: { male: '男', female: '女', other: '其他', prefer_not_to_say: '不愿透露' },
  recommendation: '建议',
  tongueResults: '舌诊分析结果',
  results: '结果',
  analysisDate: '分析日期',
  pattern: '中医证型',
  notDetermined: '未能确定',
  tongueAnalysis: '舌诊分析',
  keyObservations: '主要舌象表现：',
  observations: '舌象表现：',
  noObservations: '未记录舌象表现。',
  herbalTherapy: '草药调理',
  dietaryGuidance: '饮食指导',
  lifestyleModifications: '生活方式调整',
  noHerbs: '暂无草药建议。',
  noDiet: '暂无饮食建议。',
  noLifestyle: '暂无生活方式建议。',
  treatmentApproach: '调理思路',
  approach: (pattern) => [
    `以上建议旨在针对所见证型（${pattern}）帮助身体恢复平衡。`,
    '请坚持饮食和起居建议两到四周，并每隔几天拍一次舌象照片自查，观察变化趋势。',
    '药茶和食疗只是温和的辅助：服用草药前请咨询执业中医师或您的医生，尤其是在怀孕、服药或患有疾病时。',
    '如症状严重、新出现或加重，请及时就医。',
  ],
  personalized: '个性化建议',
  recommendationN: (n, date) => `建议 ${n}（${date}）`,
  herbalSupport: '草药调理：',
  cautions: '注意事项：',
  dietaryAdjustments: '饮食调整：',
  lifestylePractices: '生活调养：',
  none: '无。',
  noLinked: '此次分析暂无个性化建议。',
  disclaimerTitle: '免责声明',
  disclaimer: '本报告仅供健康教育参考，不构成医疗建议，不能替代合格医疗专业人员的诊断或治疗。',
  colon: '：',
};

export const CONSUMER_REPORT_WORDS: Readonly<Record<Locale, ConsumerReportWords>> = { en, es, zh };
