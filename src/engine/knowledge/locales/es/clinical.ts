import type { Catalogue } from '../../localize/translate.ts';

/** Spanish clinical texts of the patterns: treatment principles, acupoint roles, formula modifications, cautions and prognosis. */
export const ES_CLINICAL: Catalogue = {
  'pattern.liver-qi-stagnation.principle': { en: 'Soothe the Liver and regulate Qi', text: 'Suavizar el Hígado y regular el Qi' },
  'pattern.liver-qi-stagnation-spleen-deficiency.principle': {
    en: 'Soothe the Liver, strengthen the Spleen and nourish Blood',
    text: 'Suavizar el Hígado, fortalecer el Bazo y nutrir la Sangre',
  },
  'pattern.liver-blood-deficiency.principle': { en: 'Nourish Liver Blood', text: 'Nutrir la Sangre de Hígado' },
  'pattern.liver-yang-rising.principle': {
    en: 'Pacify the Liver, subdue Yang and nourish Liver and Kidney Yin',
    text: 'Pacificar el Hígado, someter el Yang y nutrir el Yin de Hígado y Riñón',
  },
  'pattern.liver-fire-blazing.principle': { en: 'Clear the Liver and drain Fire', text: 'Aclarar el Hígado y drenar el Fuego' },
  'pattern.liver-gallbladder-damp-heat.principle': {
    en: 'Clear Heat and resolve Dampness from the Liver and Gallbladder',
    text: 'Aclarar el Calor y resolver la Humedad de Hígado y Vesícula Biliar',
  },
  'pattern.spleen-qi-deficiency.principle': { en: 'Tonify Spleen Qi', text: 'Tonificar el Qi de Bazo' },
  'pattern.spleen-yang-deficiency.principle': {
    en: 'Warm the Middle and tonify Spleen Yang',
    text: 'Calentar el Centro y tonificar el Yang de Bazo',
  },
  'pattern.cold-damp-encumbering-spleen.principle': {
    en: 'Dry Dampness with warm aromatics and strengthen the Spleen',
    text: 'Secar la Humedad con aromáticos cálidos y fortalecer el Bazo',
  },
  'pattern.spleen-stomach-damp-heat.principle': {
    en: 'Clear Heat, resolve Dampness and harmonise the Middle Burner',
    text: 'Aclarar el Calor, resolver la Humedad y armonizar el Jiao Medio',
  },
  'pattern.stomach-fire.principle': {
    en: 'Clear Stomach Fire and cool the Blood',
    text: 'Aclarar el Fuego de Estómago y enfriar la Sangre',
  },
  'pattern.stomach-yin-deficiency.principle': {
    en: 'Nourish Stomach Yin and generate fluids',
    text: 'Nutrir el Yin de Estómago y generar líquidos',
  },
  'pattern.food-stagnation.principle': {
    en: 'Reduce food retention and harmonise the Stomach',
    text: 'Reducir la retención de alimentos y armonizar el Estómago',
  },
  'pattern.heart-blood-deficiency.principle': {
    en: 'Nourish Heart Blood and calm the Mind',
    text: 'Nutrir la Sangre de Corazón y calmar la Mente',
  },
  'pattern.heart-yin-deficiency.principle': {
    en: 'Nourish Heart Yin, clear Empty Heat and calm the Mind',
    text: 'Nutrir el Yin de Corazón, aclarar el Calor vacío y calmar la Mente',
  },
  'pattern.heart-fire-blazing.principle': {
    en: 'Clear Heart Fire and drain Heat through the urine',
    text: 'Aclarar el Fuego de Corazón y drenar el Calor por la orina',
  },
  'pattern.heart-spleen-deficiency.principle': {
    en: 'Tonify Spleen Qi, nourish Heart Blood and calm the Mind',
    text: 'Tonificar el Qi de Bazo, nutrir la Sangre de Corazón y calmar la Mente',
  },
  'pattern.heart-kidney-disharmony.principle': {
    en: 'Nourish Kidney Yin, clear Heart Fire and restore communication between Heart and Kidney',
    text: 'Nutrir el Yin de Riñón, aclarar el Fuego de Corazón y restablecer la comunicación entre Corazón y Riñón',
  },
  'pattern.lung-qi-deficiency.principle': {
    en: 'Tonify Lung Qi and consolidate the exterior',
    text: 'Tonificar el Qi de Pulmón y consolidar el exterior',
  },
  'pattern.lung-yin-deficiency.principle': {
    en: 'Nourish Lung Yin, moisten Dryness and clear Empty Heat',
    text: 'Nutrir el Yin de Pulmón, humedecer la Sequedad y aclarar el Calor vacío',
  },
  'pattern.phlegm-heat-in-lung.principle': {
    en: 'Clear Heat, transform Phlegm and restore the descending of Lung Qi',
    text: 'Aclarar el Calor, transformar la Flema y restablecer el descenso del Qi de Pulmón',
  },
  'pattern.wind-cold-exterior.principle': {
    en: "Release the exterior with warm-acrid herbs, disperse Wind-Cold and restore the Lung's dispersing",
    text: 'Liberar el exterior con hierbas tibias y picantes, dispersar el Viento-Frío y restablecer la dispersión del Pulmón',
  },
  'pattern.wind-heat-exterior.principle': {
    en: 'Release the exterior with cool-acrid herbs, clear Heat and relieve toxicity',
    text: 'Liberar el exterior con hierbas frescas y picantes, aclarar el Calor y eliminar la toxicidad',
  },
  'pattern.kidney-yang-deficiency.principle': {
    en: 'Warm and tonify Kidney Yang, strengthen the Fire of the Gate of Life',
    text: 'Calentar y tonificar el Yang de Riñón, fortalecer el Fuego de la Puerta de la Vida (Ming Men)',
  },
  'pattern.kidney-yin-deficiency.principle': {
    en: 'Nourish Kidney Yin and Essence, clear Empty Heat if present',
    text: 'Nutrir el Yin y la Esencia de Riñón; aclarar el Calor vacío si lo hay',
  },
  'pattern.liver-kidney-yin-deficiency.principle': {
    en: 'Nourish Liver and Kidney Yin, brighten the eyes',
    text: 'Nutrir el Yin de Hígado y Riñón, aclarar la vista',
  },
  'pattern.qi-and-blood-deficiency.principle': { en: 'Tonify Qi and nourish Blood', text: 'Tonificar el Qi y nutrir la Sangre' },
  'pattern.blood-stasis.principle': {
    en: 'Invigorate Blood, remove stasis and nourish Blood',
    text: 'Vigorizar la Sangre, eliminar la estasis y nutrir la Sangre',
  },
  'pattern.qi-stagnation-blood-stasis.principle': {
    en: 'Move Qi, invigorate Blood and remove stasis',
    text: 'Mover el Qi, vigorizar la Sangre y eliminar la estasis',
  },
  'pattern.phlegm-dampness.principle': {
    en: 'Dry Dampness, transform Phlegm, regulate Qi and harmonise the Middle Burner',
    text: 'Secar la Humedad, transformar la Flema, regular el Qi y armonizar el Jiao Medio',
  },
  'pattern.damp-heat-lower-burner.principle': {
    en: 'Clear Heat, drain Dampness and promote urination to relieve painful urinary dysfunction',
    text: 'Aclarar el Calor, drenar la Humedad y favorecer la micción para aliviar el síndrome Lin (micción dolorosa)',
  },
  'pattern.balanced.principle': {
    en: 'No treatment needed: preserve health by following the seasons and keeping regular habits',
    text: 'No precisa tratamiento: conservar la salud siguiendo el ritmo de las estaciones y manteniendo hábitos regulares',
  },
};
