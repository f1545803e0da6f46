import type { SymptomEntry } from '../types.ts';
import { symptom } from './define.ts';

/**
 * Circumstances that aggravate a complaint and that TCM weighs as signs in their own
 * right (worse with stress points to Liver qi stagnation, worse after eating to Spleen
 * deficiency; Maciocia, Foundations). The extractor also attaches them as qualifiers.
 */
export const MODALITY_SYMPTOMS: SymptomEntry[] = [
  symptom('worse-with-stress', 'modality', ['Worse with stress or emotions', 'Empeora con el estrés o las emociones'],
    ['worse with stress', 'worse when stressed', 'worse under stress', 'triggered by stress', 'stress-related', 'stress related', 'worse with emotions',
      'worse when upset', 'aggravated by stress', 'aggravated by emotions', 'worse with emotional upset', 'brought on by stress', 'when stressed',
      'with stress', 'worse with anger', 'related to emotions', 'emotional triggers'],
    ['empeora con el estres', 'peor con el estres', 'por estres', 'con el estres', 'empeora con las emociones', 'relacionado con el estres',
      'cuando se estresa', 'cuando esta estresado', 'cuando esta estresada', 'desencadenado por el estres', 'empeora con los disgustos',
      'empeora con los enfados', 'cuando se enoja', 'cuando se enfada']),
  symptom('worse-after-eating', 'modality', ['Worse after eating', 'Empeora después de comer'],
    ['worse after eating', 'worse after meals', 'worse after a meal', 'after meals', 'after eating', 'postprandial', 'after food', 'worse after food',
      'worse with food', 'aggravated by eating', 'after each meal', 'following meals', 'worse after big meals'],
    ['despues de comer', 'despues de las comidas', 'tras las comidas', 'tras comer', 'empeora al comer', 'empeora despues de comer',
      'postprandial', 'peor despues de comer', 'despues de cada comida', 'al comer']),
  symptom('pain-worse-at-night', 'modality', ['Pain worse at night', 'Dolor que empeora por la noche'],
    ['pain worse at night', 'pain is worse at night', 'pain at night', 'night pain', 'nocturnal pain', 'pain wakes at night'],
    ['dolor que empeora por la noche', 'dolor peor por la noche', 'dolor nocturno', 'dolor por la noche', 'el dolor le despierta']),
  symptom('pain-better-with-pressure', 'modality', ['Pain relieved by pressure', 'Dolor que mejora con la presión'],
    ['pain better with pressure', 'pain relieved by pressure', 'pain eased by pressure', 'pain better with massage'],
    ['dolor que mejora con la presion', 'dolor que se alivia con la presion', 'dolor que mejora con masaje']),
  symptom('pain-worse-with-pressure', 'modality', ['Pain worse with pressure', 'Dolor que empeora con la presión'],
    ['pain worse with pressure', 'pain aggravated by pressure', 'pain worse on pressure', 'tender to pressure'],
    ['dolor que empeora con la presion', 'dolor que empeora al presionar', 'dolor a la presion']),
];
