import type { Catalogue } from '../../localize/translate.ts';

/** Spanish clinical texts of the patterns: treatment principles, acupoint roles, formula modifications, cautions and prognosis. */
export const ES_CLINICAL: Catalogue = {
  'pattern.liver-qi-stagnation.principle': { en: 'Soothe the Liver and regulate Qi', text: 'Suavizar el Hígado y regular el Qi' },
  'pattern.liver-qi-stagnation.acupoint.LR3': {
    en: 'Source point of the Liver: spreads Liver Qi and calms the mind',
    text: 'Punto Yuan (fuente) del Hígado: mueve el Qi de Hígado y calma la Mente',
  },
  'pattern.liver-qi-stagnation.acupoint.LI4': {
    en: 'With LR3 (the Four Gates) moves Qi throughout the body and relieves tension',
    text: 'Junto con LR3 (las Cuatro Puertas) mueve el Qi por todo el cuerpo y alivia la tensión',
  },
  'pattern.liver-qi-stagnation.acupoint.GB34': {
    en: 'Smooths Liver and Gallbladder Qi, relieves hypochondriac pain',
    text: 'Armoniza el Qi de Hígado y Vesícula Biliar, alivia el dolor en el hipocondrio',
  },
  'pattern.liver-qi-stagnation.acupoint.LR14': {
    en: 'Front Mu point of the Liver: relieves hypochondriac and breast distension',
    text: 'Punto Mu frontal del Hígado: alivia la distensión del hipocondrio y de las mamas',
  },
  'pattern.liver-qi-stagnation.acupoint.PC6': {
    en: 'Opens the chest, calms the mind, eases chest oppression and nausea',
    text: 'Abre el tórax, calma la Mente, alivia la opresión torácica y las náuseas',
  },
  'pattern.liver-qi-stagnation.acupoint.TE6': {
    en: 'Moves Qi in the lateral costal region',
    text: 'Mueve el Qi en la región costal lateral',
  },
  'pattern.liver-qi-stagnation.modification.0': {
    en: 'stagnation turning to heat: irritability, bitter taste, red sides of the tongue',
    text: 'estancamiento que se transforma en Calor: irritabilidad, sabor amargo, bordes de la lengua rojos',
  },
  'pattern.liver-qi-stagnation.modification.1': {
    en: 'with Spleen deficiency: fatigue, poor appetite, loose stools',
    text: 'con deficiencia de Bazo: cansancio, falta de apetito, heces blandas',
  },
  'pattern.liver-qi-stagnation.modification.2': {
    en: 'fixed, stabbing pain or dark clots: stagnation reaching the Blood',
    text: 'dolor fijo y punzante o coágulos oscuros: el estancamiento alcanza la Sangre',
  },
  'pattern.liver-qi-stagnation.modification.3': {
    en: 'plum-stone throat: feeling of a lump in the throat with phlegm',
    text: 'garganta de hueso de ciruela: sensación de un nudo en la garganta con flema',
  },
  'pattern.liver-qi-stagnation.caution.long-term': {
    en: 'Acrid, aromatic Qi-moving herbs (Chai Hu, Xiang Fu, Chen Pi, Zhi Ke) disperse Qi and dry Yin; not for prolonged use without tonics, and use with care in Yin or Blood deficiency.',
    text: 'Las hierbas picantes y aromáticas que mueven el Qi (Chai Hu, Xiang Fu, Chen Pi, Zhi Ke) dispersan el Qi y secan el Yin; no son para un uso prolongado sin tónicos, y deben usarse con precaución en la deficiencia de Yin o de Sangre.',
  },
  'pattern.liver-qi-stagnation.caution.other.0': {
    en: 'Low mood that is persistent or severe, or any thought of self-harm, needs medical and psychological care first.',
    text: 'El ánimo bajo persistente o intenso, o cualquier idea de autolesión, requiere primero atención médica y psicológica.',
  },
  'pattern.liver-qi-stagnation.prognosis.expectation': {
    en: 'Usually improves within 2-6 weeks of regular treatment, but tends to recur with renewed emotional stress.',
    text: 'Suele mejorar en 2-6 semanas de tratamiento regular, pero tiende a recidivar ante nuevas tensiones emocionales.',
  },
  'pattern.liver-qi-stagnation.prognosis.favourable.0': { en: 'recent onset', text: 'inicio reciente' },
  'pattern.liver-qi-stagnation.prognosis.favourable.1': {
    en: 'clear link to a stressful event that has resolved',
    text: 'relación clara con un acontecimiento estresante ya resuelto',
  },
  'pattern.liver-qi-stagnation.prognosis.favourable.2': { en: 'regular exercise', text: 'ejercicio regular' },
  'pattern.liver-qi-stagnation.prognosis.favourable.3': { en: 'good emotional support', text: 'buen apoyo emocional' },
  'pattern.liver-qi-stagnation.prognosis.obstacles.0': {
    en: 'ongoing stress or conflict',
    text: 'estrés o conflictos persistentes',
  },
  'pattern.liver-qi-stagnation.prognosis.obstacles.1': {
    en: 'long-standing stagnation turning to heat or Blood stasis',
    text: 'estancamiento de larga evolución que se ha transformado en Calor o en estasis de Sangre',
  },
  'pattern.liver-qi-stagnation.prognosis.obstacles.2': { en: 'alcohol use', text: 'consumo de alcohol' },
  'pattern.liver-qi-stagnation.prognosis.obstacles.3': {
    en: 'underlying Blood or Yin deficiency',
    text: 'deficiencia de Sangre o de Yin de base',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.principle': {
    en: 'Soothe the Liver, strengthen the Spleen and nourish Blood',
    text: 'Suavizar el Hígado, fortalecer el Bazo y nutrir la Sangre',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.acupoint.LR3': {
    en: 'Source point of the Liver: spreads Liver Qi',
    text: 'Punto Yuan (fuente) del Hígado: mueve el Qi de Hígado',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.acupoint.LR13': {
    en: 'Front Mu point of the Spleen: harmonises Liver and Spleen',
    text: 'Punto Mu frontal del Bazo: armoniza Hígado y Bazo',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.acupoint.ST36': {
    en: 'Tonifies Spleen and Stomach Qi',
    text: 'Tonifica el Qi de Bazo y Estómago',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.acupoint.SP6': {
    en: 'Strengthens the Spleen, nourishes Blood, regulates menstruation',
    text: 'Fortalece el Bazo, nutre la Sangre, regula la menstruación',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.acupoint.PC6': {
    en: 'Calms the mind and harmonises the Stomach',
    text: 'Calma la Mente y armoniza el Estómago',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.acupoint.BL20': {
    en: 'Back Shu point of the Spleen: tonifies Spleen Qi',
    text: 'Punto Shu dorsal del Bazo: tonifica el Qi de Bazo',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.modification.0': {
    en: 'stagnation producing heat: irritability, red sides, hot flushes, premenstrual irritability (Dan Zhi Xiao Yao San)',
    text: 'estancamiento que genera Calor: irritabilidad, bordes de la lengua rojos, sofocos, irritabilidad premenstrual (Dan Zhi Xiao Yao San)',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.modification.1': {
    en: 'marked Blood deficiency: pale tongue, scanty periods, dizziness, blurred vision (Hei Xiao Yao San)',
    text: 'deficiencia de Sangre marcada: lengua pálida, reglas escasas, mareo, visión borrosa (Hei Xiao Yao San)',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.modification.2': {
    en: 'marked Spleen Qi deficiency: exhaustion, very poor appetite, tooth-marked tongue',
    text: 'deficiencia de Qi de Bazo marcada: agotamiento, apetito muy escaso, lengua con marcas dentales',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.modification.3': {
    en: 'painful diarrhoea brought on by stress, pain relieved after the bowel movement (Tong Xie Yao Fang idea)',
    text: 'diarrea dolorosa desencadenada por el estrés, con dolor que se alivia tras la deposición (idea de Tong Xie Yao Fang)',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.caution.long-term': {
    en: 'Generally suited to longer courses, but Chai Hu is acrid and dispersing: with Yin deficiency (night sweats, red peeled tongue) it must be balanced or replaced.',
    text: 'En general apta para tratamientos largos, pero Chai Hu es picante y dispersante: con deficiencia de Yin (sudores nocturnos, lengua roja y sin saburra) hay que equilibrarlo o sustituirlo.',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.prognosis.expectation': {
    en: 'Usually improves over 4-8 weeks; digestive symptoms settle first, mood and menstrual symptoms over two or three cycles.',
    text: 'Suele mejorar en 4-8 semanas; los síntomas digestivos ceden primero, y los del ánimo y los menstruales a lo largo de dos o tres ciclos.',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.prognosis.favourable.0': { en: 'regular meals', text: 'comidas regulares' },
  'pattern.liver-qi-stagnation-spleen-deficiency.prognosis.favourable.1': { en: 'reduced stress', text: 'menos estrés' },
  'pattern.liver-qi-stagnation-spleen-deficiency.prognosis.favourable.2': { en: 'regular exercise', text: 'ejercicio regular' },
  'pattern.liver-qi-stagnation-spleen-deficiency.prognosis.favourable.3': { en: 'recent onset', text: 'inicio reciente' },
  'pattern.liver-qi-stagnation-spleen-deficiency.prognosis.obstacles.0': { en: 'ongoing stress', text: 'estrés persistente' },
  'pattern.liver-qi-stagnation-spleen-deficiency.prognosis.obstacles.1': {
    en: 'irregular eating and cold, raw food',
    text: 'comidas irregulares y alimentos fríos y crudos',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.prognosis.obstacles.2': {
    en: 'long-standing Spleen deficiency with dampness',
    text: 'deficiencia de Bazo de larga evolución con Humedad',
  },
  'pattern.liver-blood-deficiency.principle': { en: 'Nourish Liver Blood', text: 'Nutrir la Sangre de Hígado' },
  'pattern.liver-blood-deficiency.acupoint.BL18': {
    en: 'Back Shu point of the Liver: nourishes Liver Blood, benefits the eyes',
    text: 'Punto Shu dorsal del Hígado: nutre la Sangre de Hígado y beneficia los ojos',
  },
  'pattern.liver-blood-deficiency.acupoint.BL17': {
    en: 'Influential (Hui) point of Blood: nourishes Blood',
    text: 'Punto de reunión (Hui) de la Sangre: nutre la Sangre',
  },
  'pattern.liver-blood-deficiency.acupoint.BL20': {
    en: 'Back Shu point of the Spleen: supports the source of Blood',
    text: 'Punto Shu dorsal del Bazo: apoya la fuente de la Sangre',
  },
  'pattern.liver-blood-deficiency.acupoint.LR8': {
    en: 'Water point of the Liver: nourishes Liver Blood',
    text: 'Punto Agua del Hígado: nutre la Sangre de Hígado',
  },
  'pattern.liver-blood-deficiency.acupoint.ST36': {
    en: 'Tonifies Stomach and Spleen, the source of Qi and Blood',
    text: 'Tonifica Estómago y Bazo, fuente del Qi y de la Sangre',
  },
  'pattern.liver-blood-deficiency.acupoint.SP6': {
    en: 'Nourishes Blood and regulates menstruation',
    text: 'Nutre la Sangre y regula la menstruación',
  },
  'pattern.liver-blood-deficiency.acupoint.CV4': { en: 'Nourishes Blood and the Uterus', text: 'Nutre la Sangre y el Útero' },
  'pattern.liver-blood-deficiency.modification.0': {
    en: 'muscle cramps, numbness and poor sleep (Bu Gan Tang)',
    text: 'calambres musculares, entumecimiento y mal descanso (Bu Gan Tang)',
  },
  'pattern.liver-blood-deficiency.modification.1': {
    en: 'with Qi deficiency: fatigue, shortness of breath, weak pulse (towards Ba Zhen Tang)',
    text: 'con deficiencia de Qi: cansancio, falta de aliento, pulso débil (en la línea de Ba Zhen Tang)',
  },
  'pattern.liver-blood-deficiency.modification.2': {
    en: 'dry eyes, blurred vision and dry tongue: deficiency reaching Liver and Kidney Yin',
    text: 'ojos secos, visión borrosa y lengua seca: la deficiencia alcanza el Yin de Hígado y Riñón',
  },
  'pattern.liver-blood-deficiency.modification.3': {
    en: 'weak digestion, bloating after taking the formula',
    text: 'digestión débil, hinchazón abdominal al tomar la fórmula',
  },
  'pattern.liver-blood-deficiency.caution.long-term': {
    en: 'Shu Di Huang is rich and cloying: with weak digestion it causes bloating and loose stools, so add a digestive herb such as Sha Ren for long courses.',
    text: 'Shu Di Huang es rico y empalagoso: con una digestión débil causa hinchazón y heces blandas, por lo que en tratamientos largos conviene añadir una hierba digestiva como Sha Ren.',
  },
  'pattern.liver-blood-deficiency.caution.other.0': {
    en: 'Persistent fatigue with pallor should be checked for anaemia and its cause (e.g. heavy periods, blood loss).',
    text: 'El cansancio persistente con palidez debe estudiarse para descartar una anemia y su causa (p. ej., reglas abundantes, pérdidas de sangre).',
  },
  'pattern.liver-blood-deficiency.prognosis.expectation': {
    en: 'Builds up slowly: usually 2-3 months of treatment and diet, longer after heavy blood loss or childbirth.',
    text: 'Se recupera despacio: suelen hacer falta 2-3 meses de tratamiento y dieta, más tras una pérdida de sangre importante o un parto.',
  },
  'pattern.liver-blood-deficiency.prognosis.favourable.0': {
    en: 'good appetite and digestion',
    text: 'buen apetito y buena digestión',
  },
  'pattern.liver-blood-deficiency.prognosis.favourable.1': { en: 'adequate diet', text: 'alimentación suficiente' },
  'pattern.liver-blood-deficiency.prognosis.favourable.2': {
    en: 'treated cause of blood loss',
    text: 'causa de la pérdida de sangre tratada',
  },
  'pattern.liver-blood-deficiency.prognosis.obstacles.0': {
    en: 'heavy menstrual bleeding',
    text: 'sangrado menstrual abundante',
  },
  'pattern.liver-blood-deficiency.prognosis.obstacles.1': { en: 'restrictive diet', text: 'dieta restrictiva' },
  'pattern.liver-blood-deficiency.prognosis.obstacles.2': {
    en: 'weak Spleen unable to make Blood',
    text: 'Bazo débil incapaz de producir Sangre',
  },
  'pattern.liver-blood-deficiency.prognosis.obstacles.3': {
    en: 'chronic overwork and lack of sleep',
    text: 'exceso de trabajo crónico y falta de sueño',
  },
  'pattern.liver-yang-rising.principle': {
    en: 'Pacify the Liver, subdue Yang and nourish Liver and Kidney Yin',
    text: 'Pacificar el Hígado, someter el Yang y nutrir el Yin de Hígado y Riñón',
  },
  'pattern.liver-yang-rising.acupoint.LR3': { en: 'Subdues Liver Yang', text: 'Somete el Yang de Hígado' },
  'pattern.liver-yang-rising.acupoint.GB20': {
    en: 'Subdues Yang and relieves headache and dizziness',
    text: 'Somete el Yang y alivia la cefalea y el mareo',
  },
  'pattern.liver-yang-rising.acupoint.GB43': {
    en: 'Subdues Liver Yang, relieves temporal headache and tinnitus',
    text: 'Somete el Yang de Hígado, alivia la cefalea temporal y los acúfenos',
  },
  'pattern.liver-yang-rising.acupoint.GV20': {
    en: 'Subdues Yang rising to the vertex (reducing method)',
    text: 'Somete el Yang que asciende al vértex (método de dispersión)',
  },
  'pattern.liver-yang-rising.acupoint.EX-HN5': {
    en: 'Local point for temporal headache',
    text: 'Punto local para la cefalea temporal',
  },
  'pattern.liver-yang-rising.acupoint.KI3': {
    en: 'Source point of the Kidney: nourishes the Yin that anchors Yang',
    text: 'Punto Yuan (fuente) del Riñón: nutre el Yin que ancla el Yang',
  },
  'pattern.liver-yang-rising.acupoint.SP6': { en: 'Nourishes Liver and Kidney Yin', text: 'Nutre el Yin de Hígado y Riñón' },
  'pattern.liver-yang-rising.modification.0': {
    en: 'marked Fire: bitter taste, red eyes, constipation, rapid pulse',
    text: 'Fuego marcado: sabor amargo, ojos rojos, estreñimiento, pulso rápido',
  },
  'pattern.liver-yang-rising.modification.1': {
    en: 'marked Liver and Kidney Yin deficiency: dry eyes, night sweats, red peeled tongue',
    text: 'deficiencia de Yin de Hígado y Riñón marcada: ojos secos, sudores nocturnos, lengua roja y sin saburra',
  },
  'pattern.liver-yang-rising.modification.2': {
    en: 'severe dizziness, numbness or tremor: Yang starting to stir Liver Wind',
    text: 'mareo intenso, entumecimiento o temblor: el Yang empieza a agitar el Viento de Hígado',
  },
  'pattern.liver-yang-rising.caution.long-term': {
    en: 'Bitter-cold Huang Qin and Zhi Zi can injure the Spleen and Stomach, and heavy shells (Shi Jue Ming) are hard on digestion: reduce them once the Yang symptoms settle.',
    text: 'Huang Qin y Zhi Zi, amargos y fríos, pueden dañar el Bazo y el Estómago, y las conchas pesadas (Shi Jue Ming) son difíciles de digerir: reducirlas cuando se calmen los síntomas de Yang.',
  },
  'pattern.liver-yang-rising.caution.other.0': {
    en: 'Sudden, severe headache, one-sided weakness, slurred speech or facial drooping are emergencies, not this pattern: call emergency services.',
    text: 'La cefalea súbita e intensa, la debilidad de un lado del cuerpo, la dificultad para hablar o la caída de un lado de la cara son urgencias, no este patrón: llamar a los servicios de emergencia.',
  },
  'pattern.liver-yang-rising.prognosis.expectation': {
    en: 'Headaches and dizziness usually ease within 2-6 weeks; the underlying Yin deficiency needs months of nourishing.',
    text: 'La cefalea y el mareo suelen aliviarse en 2-6 semanas; la deficiencia de Yin de fondo necesita meses de nutrición.',
  },
  'pattern.liver-yang-rising.prognosis.favourable.0': { en: 'younger age', text: 'edad joven' },
  'pattern.liver-yang-rising.prognosis.favourable.1': { en: 'blood pressure under control', text: 'presión arterial controlada' },
  'pattern.liver-yang-rising.prognosis.favourable.2': { en: 'reduced alcohol and stress', text: 'menos alcohol y menos estrés' },
  'pattern.liver-yang-rising.prognosis.favourable.3': { en: 'regular sleep', text: 'sueño regular' },
  'pattern.liver-yang-rising.prognosis.obstacles.0': { en: 'chronic stress and anger', text: 'estrés e ira crónicos' },
  'pattern.liver-yang-rising.prognosis.obstacles.1': { en: 'alcohol', text: 'alcohol' },
  'pattern.liver-yang-rising.prognosis.obstacles.2': {
    en: 'advanced age with marked Kidney deficiency',
    text: 'edad avanzada con deficiencia de Riñón marcada',
  },
  'pattern.liver-yang-rising.prognosis.obstacles.3': {
    en: 'signs of internal Wind (tremor, numbness)',
    text: 'signos de Viento interno (temblor, entumecimiento)',
  },
  'pattern.liver-fire-blazing.principle': { en: 'Clear the Liver and drain Fire', text: 'Aclarar el Hígado y drenar el Fuego' },
  'pattern.liver-fire-blazing.acupoint.LR2': {
    en: 'Fire (spring) point of the Liver: the main point to drain Liver Fire',
    text: 'Punto Fuego (Ying, manantial) del Hígado: punto principal para drenar el Fuego de Hígado',
  },
  'pattern.liver-fire-blazing.acupoint.LR3': {
    en: 'Calms the Liver and subdues rising Qi',
    text: 'Calma el Hígado y somete el Qi que asciende',
  },
  'pattern.liver-fire-blazing.acupoint.GB20': {
    en: 'Clears Heat from the head, relieves headache and red eyes',
    text: 'Aclara el Calor de la cabeza, alivia la cefalea y los ojos rojos',
  },
  'pattern.liver-fire-blazing.acupoint.GB43': {
    en: 'Clears Liver and Gallbladder Fire, relieves tinnitus and temporal headache',
    text: 'Aclara el Fuego de Hígado y Vesícula Biliar, alivia los acúfenos y la cefalea temporal',
  },
  'pattern.liver-fire-blazing.acupoint.EX-HN5': {
    en: 'Local point for temporal headache and red eyes',
    text: 'Punto local para la cefalea temporal y los ojos rojos',
  },
  'pattern.liver-fire-blazing.acupoint.LI11': {
    en: 'Clears Heat from the whole body',
    text: 'Aclara el Calor de todo el cuerpo',
  },
  'pattern.liver-fire-blazing.modification.0': {
    en: 'no Dampness (dry tongue, no discharge or urinary signs): drop the draining diuretics',
    text: 'sin Humedad (lengua seca, sin flujo ni signos urinarios): retirar los diuréticos drenantes',
  },
  'pattern.liver-fire-blazing.modification.1': {
    en: 'severe headache and red, painful eyes',
    text: 'cefalea intensa y ojos rojos y dolorosos',
  },
  'pattern.liver-fire-blazing.modification.2': {
    en: 'constipation with dry stools (towards Dang Gui Long Hui Wan)',
    text: 'estreñimiento con heces secas (en la línea de Dang Gui Long Hui Wan)',
  },
  'pattern.liver-fire-blazing.modification.3': {
    en: 'Fire stirring Wind in a patient with Yang rising: dizziness, tremor',
    text: 'Fuego que agita el Viento en un paciente con ascenso del Yang: mareo, temblor',
  },
  'pattern.liver-fire-blazing.caution.long-term': {
    en: 'Bitter-cold draining formula: injures Spleen and Stomach Qi and Yin; stop once the Fire is cleared (usually a few weeks). Only Chuan Mu Tong or Tong Cao may be used: Aristolochia (Guan Mu Tong) has caused irreversible kidney failure.',
    text: 'Fórmula amarga, fría y drenante: daña el Qi y el Yin de Bazo y Estómago; suspender en cuanto se haya aclarado el Fuego (normalmente en pocas semanas). Solo puede usarse Chuan Mu Tong o Tong Cao: la Aristolochia (Guan Mu Tong) ha causado insuficiencia renal irreversible.',
  },
  'pattern.liver-fire-blazing.caution.other.0': {
    en: 'Not for Spleen deficiency with loose stools or poor appetite.',
    text: 'No indicada en la deficiencia de Bazo con heces blandas o falta de apetito.',
  },
  'pattern.liver-fire-blazing.prognosis.expectation': {
    en: 'Acute symptoms (red eyes, headache, bitter taste) often ease within 1-3 weeks; recurrence depends on alcohol, diet and emotional habits.',
    text: 'Los síntomas agudos (ojos rojos, cefalea, sabor amargo) suelen aliviarse en 1-3 semanas; las recaídas dependen del alcohol, la dieta y los hábitos emocionales.',
  },
  'pattern.liver-fire-blazing.prognosis.favourable.0': { en: 'recent onset', text: 'inicio reciente' },
  'pattern.liver-fire-blazing.prognosis.favourable.1': { en: 'stopping alcohol', text: 'dejar el alcohol' },
  'pattern.liver-fire-blazing.prognosis.favourable.2': { en: 'good bowel movements', text: 'buen tránsito intestinal' },
  'pattern.liver-fire-blazing.prognosis.favourable.3': { en: 'emotional outlet', text: 'una vía de desahogo emocional' },
  'pattern.liver-fire-blazing.prognosis.obstacles.0': {
    en: 'continued alcohol and spicy food',
    text: 'seguir tomando alcohol y comida picante',
  },
  'pattern.liver-fire-blazing.prognosis.obstacles.1': { en: 'chronic anger or stress', text: 'ira o estrés crónicos' },
  'pattern.liver-fire-blazing.prognosis.obstacles.2': {
    en: 'Fire injuring Yin (red peeled tongue)',
    text: 'Fuego que daña el Yin (lengua roja y sin saburra)',
  },
  'pattern.liver-fire-blazing.prognosis.obstacles.3': { en: 'Fire stirring Wind', text: 'Fuego que agita el Viento' },
  'pattern.liver-gallbladder-damp-heat.principle': {
    en: 'Clear Heat and resolve Dampness from the Liver and Gallbladder',
    text: 'Aclarar el Calor y resolver la Humedad de Hígado y Vesícula Biliar',
  },
  'pattern.liver-gallbladder-damp-heat.acupoint.GB34': {
    en: 'Resolves Damp-Heat from the Liver and Gallbladder',
    text: 'Resuelve la Humedad-Calor de Hígado y Vesícula Biliar',
  },
  'pattern.liver-gallbladder-damp-heat.acupoint.GB24': {
    en: 'Front Mu point of the Gallbladder: relieves hypochondriac pain, resolves Damp-Heat',
    text: 'Punto Mu frontal de la Vesícula Biliar: alivia el dolor en el hipocondrio, resuelve la Humedad-Calor',
  },
  'pattern.liver-gallbladder-damp-heat.acupoint.LR14': {
    en: 'Front Mu point of the Liver: spreads Liver Qi, relieves fullness',
    text: 'Punto Mu frontal del Hígado: mueve el Qi de Hígado, alivia la plenitud',
  },
  'pattern.liver-gallbladder-damp-heat.acupoint.SP9': {
    en: 'Resolves Dampness from the Lower Burner',
    text: 'Resuelve la Humedad del Jiao Inferior',
  },
  'pattern.liver-gallbladder-damp-heat.acupoint.LR5': {
    en: 'Connecting point of the Liver: clears Damp-Heat from the genitals',
    text: 'Punto Luo (de conexión) del Hígado: aclara la Humedad-Calor de los genitales',
  },
  'pattern.liver-gallbladder-damp-heat.acupoint.BL19': {
    en: 'Back Shu point of the Gallbladder: resolves Damp-Heat',
    text: 'Punto Shu dorsal de la Vesícula Biliar: resuelve la Humedad-Calor',
  },
  'pattern.liver-gallbladder-damp-heat.acupoint.LR2': {
    en: 'Drains Liver Fire and Heat',
    text: 'Drena el Fuego y el Calor de Hígado',
  },
  'pattern.liver-gallbladder-damp-heat.modification.0': {
    en: 'jaundice with bright yellow skin and eyes (with Yin Chen Hao Tang)',
    text: 'ictericia con piel y ojos de color amarillo brillante (con Yin Chen Hao Tang)',
  },
  'pattern.liver-gallbladder-damp-heat.modification.1': {
    en: 'gallstones or marked right hypochondriac pain',
    text: 'cálculos biliares o dolor marcado en el hipocondrio derecho',
  },
  'pattern.liver-gallbladder-damp-heat.modification.2': {
    en: 'Dampness predominant over Heat (thick greasy coating, heaviness, little thirst): drop the cloying Yin tonic',
    text: 'predominio de la Humedad sobre el Calor (saburra gruesa y grasienta, pesadez, poca sed): retirar el tónico de Yin empalagoso',
  },
  'pattern.liver-gallbladder-damp-heat.modification.3': {
    en: 'genital itching, yellow foul discharge or burning urination',
    text: 'picor genital, flujo amarillo y maloliente o micción con ardor',
  },
  'pattern.liver-gallbladder-damp-heat.caution.long-term': {
    en: 'Bitter-cold formula that injures Spleen and Stomach Qi: stop once Damp-Heat clears. Only Chuan Mu Tong or Tong Cao may be used: Aristolochia (Guan Mu Tong) caused irreversible kidney failure.',
    text: 'Fórmula amarga y fría que daña el Qi de Bazo y Estómago: suspender en cuanto se resuelva la Humedad-Calor. Solo puede usarse Chuan Mu Tong o Tong Cao: la Aristolochia (Guan Mu Tong) causó insuficiencia renal irreversible.',
  },
  'pattern.liver-gallbladder-damp-heat.caution.other.0': {
    en: 'Jaundice, severe right upper abdominal pain, or fever with rigors need medical assessment (gallstones, hepatitis, cholangitis).',
    text: 'La ictericia, el dolor intenso en el hemiabdomen superior derecho o la fiebre con escalofríos requieren valoración médica (cálculos biliares, hepatitis, colangitis).',
  },
  'pattern.liver-gallbladder-damp-heat.caution.other.1': {
    en: 'Not for Spleen deficiency with loose stools.',
    text: 'No indicada en la deficiencia de Bazo con heces blandas.',
  },
  'pattern.liver-gallbladder-damp-heat.prognosis.expectation': {
    en: 'Acute presentations often improve within 1-4 weeks; chronic cases relapse easily with diet and need a longer, gentler follow-up.',
    text: 'Los cuadros agudos suelen mejorar en 1-4 semanas; los crónicos recaen con facilidad con la dieta y necesitan un seguimiento más largo y suave.',
  },
  'pattern.liver-gallbladder-damp-heat.prognosis.favourable.0': { en: 'acute onset', text: 'inicio agudo' },
  'pattern.liver-gallbladder-damp-heat.prognosis.favourable.1': {
    en: 'stopping alcohol and greasy food',
    text: 'dejar el alcohol y la comida grasienta',
  },
  'pattern.liver-gallbladder-damp-heat.prognosis.favourable.2': {
    en: 'no underlying Spleen deficiency',
    text: 'sin deficiencia de Bazo de base',
  },
  'pattern.liver-gallbladder-damp-heat.prognosis.obstacles.0': { en: 'continued alcohol', text: 'seguir tomando alcohol' },
  'pattern.liver-gallbladder-damp-heat.prognosis.obstacles.1': { en: 'obesity', text: 'obesidad' },
  'pattern.liver-gallbladder-damp-heat.prognosis.obstacles.2': { en: 'gallstones', text: 'cálculos biliares' },
  'pattern.liver-gallbladder-damp-heat.prognosis.obstacles.3': {
    en: 'chronic viral hepatitis',
    text: 'hepatitis vírica crónica',
  },
  'pattern.liver-gallbladder-damp-heat.prognosis.obstacles.4': {
    en: 'Spleen deficiency producing Dampness',
    text: 'deficiencia de Bazo que genera Humedad',
  },
  'pattern.spleen-qi-deficiency.principle': { en: 'Tonify Spleen Qi', text: 'Tonificar el Qi de Bazo' },
  'pattern.spleen-qi-deficiency.acupoint.ST36': {
    en: 'Main point to tonify Stomach and Spleen Qi',
    text: 'Punto principal para tonificar el Qi de Estómago y Bazo',
  },
  'pattern.spleen-qi-deficiency.acupoint.SP3': {
    en: 'Source point of the Spleen: tonifies Spleen Qi',
    text: 'Punto Yuan (fuente) del Bazo: tonifica el Qi de Bazo',
  },
  'pattern.spleen-qi-deficiency.acupoint.SP6': {
    en: 'Strengthens the Spleen and resolves Dampness',
    text: 'Fortalece el Bazo y resuelve la Humedad',
  },
  'pattern.spleen-qi-deficiency.acupoint.CV12': {
    en: 'Front Mu point of the Stomach: tonifies the Middle Burner',
    text: 'Punto Mu frontal del Estómago: tonifica el Jiao Medio',
  },
  'pattern.spleen-qi-deficiency.acupoint.BL20': { en: 'Back Shu point of the Spleen', text: 'Punto Shu dorsal del Bazo' },
  'pattern.spleen-qi-deficiency.acupoint.BL21': { en: 'Back Shu point of the Stomach', text: 'Punto Shu dorsal del Estómago' },
  'pattern.spleen-qi-deficiency.acupoint.CV6': {
    en: 'Tonifies Qi in general (moxibustion suits)',
    text: 'Tonifica el Qi en general (se presta a la moxibustión)',
  },
  'pattern.spleen-qi-deficiency.modification.0': {
    en: 'mild or chronic cases (the usual modern substitution for Ren Shen)',
    text: 'casos leves o crónicos (la sustitución moderna habitual de Ren Shen)',
  },
  'pattern.spleen-qi-deficiency.modification.1': {
    en: 'with Phlegm-Dampness: nausea, white sputum, greasy coating (Liu Jun Zi Tang)',
    text: 'con Flema-Humedad: náuseas, esputo blanco, saburra grasienta (Liu Jun Zi Tang)',
  },
  'pattern.spleen-qi-deficiency.modification.2': {
    en: 'marked epigastric and abdominal distension after eating (Xiang Sha Liu Jun Zi Tang)',
    text: 'distensión epigástrica y abdominal marcada después de comer (Xiang Sha Liu Jun Zi Tang)',
  },
  'pattern.spleen-qi-deficiency.modification.3': {
    en: 'sinking Qi: prolapse, chronic diarrhoea, dragging-down sensation (towards Bu Zhong Yi Qi Tang)',
    text: 'hundimiento del Qi: prolapso, diarrea crónica, sensación de peso hacia abajo (en la línea de Bu Zhong Yi Qi Tang)',
  },
  'pattern.spleen-qi-deficiency.caution.long-term': {
    en: 'Suited to longer courses; but Zhi Gan Cao taken in high doses for months may cause fluid retention, high blood pressure and low potassium.',
    text: 'Apta para tratamientos largos; pero Zhi Gan Cao tomado a dosis altas durante meses puede causar retención de líquidos, hipertensión e hipopotasemia.',
  },
  'pattern.spleen-qi-deficiency.caution.other.0': {
    en: 'Not during acute fevers or infections (Ren Shen).',
    text: 'No usar durante fiebres o infecciones agudas (Ren Shen).',
  },
  'pattern.spleen-qi-deficiency.caution.other.1': {
    en: 'Persistent diarrhoea, weight loss or blood in the stool need medical assessment.',
    text: 'La diarrea persistente, la pérdida de peso o la sangre en las heces requieren valoración médica.',
  },
  'pattern.spleen-qi-deficiency.prognosis.expectation': {
    en: 'Energy and appetite usually improve within 3-6 weeks; lasting change needs 2-3 months of diet and treatment.',
    text: 'La energía y el apetito suelen mejorar en 3-6 semanas; un cambio duradero necesita 2-3 meses de dieta y tratamiento.',
  },
  'pattern.spleen-qi-deficiency.prognosis.favourable.0': { en: 'regular warm meals', text: 'comidas calientes y regulares' },
  'pattern.spleen-qi-deficiency.prognosis.favourable.1': { en: 'adequate rest', text: 'descanso suficiente' },
  'pattern.spleen-qi-deficiency.prognosis.favourable.2': { en: 'recent onset', text: 'inicio reciente' },
  'pattern.spleen-qi-deficiency.prognosis.favourable.3': { en: 'younger age', text: 'edad joven' },
  'pattern.spleen-qi-deficiency.prognosis.obstacles.0': {
    en: 'irregular eating, cold and raw food',
    text: 'comidas irregulares, alimentos fríos y crudos',
  },
  'pattern.spleen-qi-deficiency.prognosis.obstacles.1': {
    en: 'chronic overwork or worry',
    text: 'exceso de trabajo o preocupación crónicos',
  },
  'pattern.spleen-qi-deficiency.prognosis.obstacles.2': {
    en: 'long-standing deficiency with Dampness',
    text: 'deficiencia de larga evolución con Humedad',
  },
  'pattern.spleen-qi-deficiency.prognosis.obstacles.3': { en: 'advanced age', text: 'edad avanzada' },
  'pattern.spleen-yang-deficiency.principle': {
    en: 'Warm the Middle and tonify Spleen Yang',
    text: 'Calentar el Centro y tonificar el Yang de Bazo',
  },
  'pattern.spleen-yang-deficiency.acupoint.ST36': {
    en: 'Tonifies Stomach and Spleen (with moxibustion)',
    text: 'Tonifica Estómago y Bazo (con moxibustión)',
  },
  'pattern.spleen-yang-deficiency.acupoint.CV12': {
    en: 'Warms and tonifies the Middle Burner (with moxibustion)',
    text: 'Calienta y tonifica el Jiao Medio (con moxibustión)',
  },
  'pattern.spleen-yang-deficiency.acupoint.BL20': {
    en: 'Back Shu point of the Spleen: tonifies Spleen Yang with moxibustion',
    text: 'Punto Shu dorsal del Bazo: tonifica el Yang de Bazo con moxibustión',
  },
  'pattern.spleen-yang-deficiency.acupoint.CV6': {
    en: 'Tonifies Yang and Qi (moxibustion)',
    text: 'Tonifica el Yang y el Qi (moxibustión)',
  },
  'pattern.spleen-yang-deficiency.acupoint.ST25': {
    en: 'Front Mu point of the Large Intestine: stops chronic diarrhoea',
    text: 'Punto Mu frontal del Intestino Grueso: detiene la diarrea crónica',
  },
  'pattern.spleen-yang-deficiency.acupoint.CV8': {
    en: 'Moxibustion only (on salt or ginger), never needled: rescues Yang and stops diarrhoea',
    text: 'Solo moxibustión (sobre sal o jengibre), nunca se punciona: rescata el Yang y detiene la diarrea',
  },
  'pattern.spleen-yang-deficiency.acupoint.SP3': { en: 'Source point of the Spleen', text: 'Punto Yuan (fuente) del Bazo' },
  'pattern.spleen-yang-deficiency.modification.0': {
    en: 'severe cold with cold limbs, low back cold and early-morning diarrhoea: Kidney Yang involved (Fu Zi Li Zhong Wan)',
    text: 'frío intenso con extremidades frías, frío en la zona lumbar y diarrea al amanecer: afectación del Yang de Riñón (Fu Zi Li Zhong Wan)',
  },
  'pattern.spleen-yang-deficiency.modification.1': {
    en: 'vomiting of clear fluid or nausea',
    text: 'vómito de líquido claro o náuseas',
  },
  'pattern.spleen-yang-deficiency.modification.2': {
    en: 'Dampness with oedema or scanty urine',
    text: 'Humedad con edema u orina escasa',
  },
  'pattern.spleen-yang-deficiency.modification.3': {
    en: 'cold abdominal pain with distension',
    text: 'dolor abdominal por frío con distensión',
  },
  'pattern.spleen-yang-deficiency.caution.long-term': {
    en: 'Hot, drying herbs can injure Yin if continued after the cold has gone. Zhi Fu Zi, if added (Kidney Yang involved: Fu Zi Li Zhong Wan), is toxic (aconite alkaloids): only the processed root, decocted first for 30-60 minutes, at the lowest effective dose and for limited periods.',
    text: 'Las hierbas calientes y secantes pueden dañar el Yin si se siguen tomando cuando el frío ya ha desaparecido. Zhi Fu Zi, si se añade (afectación del Yang de Riñón: Fu Zi Li Zhong Wan), es tóxico (alcaloides del acónito): solo la raíz procesada, cocida primero durante 30-60 minutos, a la dosis eficaz más baja y durante periodos limitados.',
  },
  'pattern.spleen-yang-deficiency.caution.other.0': {
    en: 'Not for heat signs (red tongue, yellow coating, thirst, rapid pulse).',
    text: 'No indicada si hay signos de Calor (lengua roja, saburra amarilla, sed, pulso rápido).',
  },
  'pattern.spleen-yang-deficiency.prognosis.expectation': {
    en: 'Cold and loose stools usually improve within 2-6 weeks; rebuilding Yang takes 2-4 months.',
    text: 'El frío y las heces blandas suelen mejorar en 2-6 semanas; reconstruir el Yang lleva 2-4 meses.',
  },
  'pattern.spleen-yang-deficiency.prognosis.favourable.0': { en: 'warm diet adopted', text: 'adopción de una dieta caliente' },
  'pattern.spleen-yang-deficiency.prognosis.favourable.1': { en: 'younger age', text: 'edad joven' },
  'pattern.spleen-yang-deficiency.prognosis.favourable.2': { en: 'no Kidney involvement', text: 'sin afectación del Riñón' },
  'pattern.spleen-yang-deficiency.prognosis.obstacles.0': { en: 'cold, raw diet', text: 'dieta fría y cruda' },
  'pattern.spleen-yang-deficiency.prognosis.obstacles.1': { en: 'cold, damp environment', text: 'entorno frío y húmedo' },
  'pattern.spleen-yang-deficiency.prognosis.obstacles.2': {
    en: 'Kidney Yang involvement (early-morning diarrhoea, cold lower back)',
    text: 'afectación del Yang de Riñón (diarrea al amanecer, frío lumbar)',
  },
  'pattern.spleen-yang-deficiency.prognosis.obstacles.3': { en: 'advanced age', text: 'edad avanzada' },
  'pattern.cold-damp-encumbering-spleen.principle': {
    en: 'Dry Dampness with warm aromatics and strengthen the Spleen',
    text: 'Secar la Humedad con aromáticos cálidos y fortalecer el Bazo',
  },
  'pattern.cold-damp-encumbering-spleen.acupoint.SP9': {
    en: 'Main point to resolve Dampness',
    text: 'Punto principal para resolver la Humedad',
  },
  'pattern.cold-damp-encumbering-spleen.acupoint.CV12': {
    en: 'Resolves Dampness from the Middle Burner (moxibustion suits the Cold)',
    text: 'Resuelve la Humedad del Jiao Medio (la moxibustión conviene al Frío)',
  },
  'pattern.cold-damp-encumbering-spleen.acupoint.ST36': {
    en: 'Strengthens the Stomach and Spleen to transform Dampness',
    text: 'Fortalece el Estómago y el Bazo para transformar la Humedad',
  },
  'pattern.cold-damp-encumbering-spleen.acupoint.SP3': {
    en: 'Source point of the Spleen: resolves Dampness',
    text: 'Punto Yuan (fuente) del Bazo: resuelve la Humedad',
  },
  'pattern.cold-damp-encumbering-spleen.acupoint.BL20': {
    en: 'Strengthens the Spleen to transform Dampness',
    text: 'Fortalece el Bazo para transformar la Humedad',
  },
  'pattern.cold-damp-encumbering-spleen.acupoint.CV9': {
    en: 'Promotes the transformation of fluids, relieves oedema (moxibustion)',
    text: 'Favorece la transformación de los líquidos, alivia el edema (moxibustión)',
  },
  'pattern.cold-damp-encumbering-spleen.modification.0': {
    en: 'marked Cold: cold abdominal pain, cold limbs',
    text: 'Frío marcado: dolor abdominal por frío, extremidades frías',
  },
  'pattern.cold-damp-encumbering-spleen.modification.1': { en: 'nausea and vomiting', text: 'náuseas y vómitos' },
  'pattern.cold-damp-encumbering-spleen.modification.2': {
    en: 'oedema, scanty urine and watery diarrhoea (Wei Ling Tang)',
    text: 'edema, orina escasa y diarrea acuosa (Wei Ling Tang)',
  },
  'pattern.cold-damp-encumbering-spleen.modification.3': {
    en: 'underlying Spleen deficiency once the Dampness is reduced: fatigue, tooth-marked pale tongue',
    text: 'deficiencia de Bazo subyacente una vez reducida la Humedad: cansancio, lengua pálida con marcas dentales',
  },
  'pattern.cold-damp-encumbering-spleen.caution.long-term': {
    en: 'Warm, aromatic and drying (Cang Zhu, Hou Po): it depletes Yin, fluids and Qi if used beyond the point where the coating clears; not for Yin or Blood deficiency.',
    text: 'Cálida, aromática y secante (Cang Zhu, Hou Po): agota el Yin, los líquidos y el Qi si se usa más allá del momento en que la saburra se limpia; no indicada en la deficiencia de Yin o de Sangre.',
  },
  'pattern.cold-damp-encumbering-spleen.caution.other.0': {
    en: 'Not for Damp-Heat (yellow greasy coating, thirst) without modification.',
    text: 'No indicada, sin modificarla, en la Humedad-Calor (saburra amarilla y grasienta, sed).',
  },
  'pattern.cold-damp-encumbering-spleen.caution.other.1': {
    en: 'Persistent nausea, vomiting or swelling need medical assessment.',
    text: 'Las náuseas, los vómitos o la hinchazón persistentes requieren valoración médica.',
  },
  'pattern.cold-damp-encumbering-spleen.prognosis.expectation': {
    en: 'Heaviness and fullness usually lift within 1-3 weeks once the diet changes; recurrent cases reflect an underlying Spleen deficiency.',
    text: 'La pesadez y la plenitud suelen desaparecer en 1-3 semanas una vez cambiada la dieta; los casos recurrentes reflejan una deficiencia de Bazo subyacente.',
  },
  'pattern.cold-damp-encumbering-spleen.prognosis.favourable.0': {
    en: 'acute onset from diet or weather',
    text: 'inicio agudo por la dieta o el clima',
  },
  'pattern.cold-damp-encumbering-spleen.prognosis.favourable.1': { en: 'dietary change', text: 'cambio de dieta' },
  'pattern.cold-damp-encumbering-spleen.prognosis.favourable.2': {
    en: 'warm, dry living conditions',
    text: 'vivienda cálida y seca',
  },
  'pattern.cold-damp-encumbering-spleen.prognosis.obstacles.0': {
    en: 'continued dairy, sugar and iced food',
    text: 'seguir tomando lácteos, azúcar y alimentos helados',
  },
  'pattern.cold-damp-encumbering-spleen.prognosis.obstacles.1': {
    en: 'damp climate or housing',
    text: 'clima o vivienda húmedos',
  },
  'pattern.cold-damp-encumbering-spleen.prognosis.obstacles.2': {
    en: 'underlying Spleen or Kidney Yang deficiency',
    text: 'deficiencia de Yang de Bazo o de Riñón subyacente',
  },
  'pattern.spleen-stomach-damp-heat.principle': {
    en: 'Clear Heat, resolve Dampness and harmonise the Middle Burner',
    text: 'Aclarar el Calor, resolver la Humedad y armonizar el Jiao Medio',
  },
  'pattern.spleen-stomach-damp-heat.acupoint.CV12': {
    en: 'Regulates the Stomach and resolves Dampness from the Middle Burner',
    text: 'Regula el Estómago y resuelve la Humedad del Jiao Medio',
  },
  'pattern.spleen-stomach-damp-heat.acupoint.SP9': { en: 'Resolves Dampness', text: 'Resuelve la Humedad' },
  'pattern.spleen-stomach-damp-heat.acupoint.LI11': {
    en: 'Clears Heat and Damp-Heat',
    text: 'Aclara el Calor y la Humedad-Calor',
  },
  'pattern.spleen-stomach-damp-heat.acupoint.ST44': {
    en: 'Clears Heat from the Stomach and intestines',
    text: 'Aclara el Calor de Estómago e intestinos',
  },
  'pattern.spleen-stomach-damp-heat.acupoint.ST25': {
    en: 'Regulates the intestines, stops Damp-Heat diarrhoea',
    text: 'Regula los intestinos, detiene la diarrea por Humedad-Calor',
  },
  'pattern.spleen-stomach-damp-heat.acupoint.SP6': {
    en: 'Strengthens the Spleen and resolves Dampness',
    text: 'Fortalece el Bazo y resuelve la Humedad',
  },
  'pattern.spleen-stomach-damp-heat.modification.0': {
    en: 'Dampness predominant: very thick greasy coating, heaviness, little thirst',
    text: 'predominio de la Humedad: saburra muy gruesa y grasienta, pesadez, poca sed',
  },
  'pattern.spleen-stomach-damp-heat.modification.1': {
    en: 'jaundice with yellow eyes and skin',
    text: 'ictericia con ojos y piel amarillos',
  },
  'pattern.spleen-stomach-damp-heat.modification.2': {
    en: 'diarrhoea with burning anus and tenesmus',
    text: 'diarrea con ardor anal y tenesmo',
  },
  'pattern.spleen-stomach-damp-heat.modification.3': {
    en: 'food retention: foul belching, distension after overeating',
    text: 'retención de alimentos: eructos fétidos, distensión tras comer en exceso',
  },
  'pattern.spleen-stomach-damp-heat.caution.long-term': {
    en: 'Bitter-cold Huang Lian and Zhi Zi injure Spleen and Stomach Qi: stop once Heat and Dampness clear. Long-term Zhi Zi (Gardenia) use has been linked to mesenteric phlebosclerosis.',
    text: 'Huang Lian y Zhi Zi, amargos y fríos, dañan el Qi de Bazo y Estómago: suspender en cuanto se resuelvan el Calor y la Humedad. El uso prolongado de Zhi Zi (gardenia) se ha asociado a flebosclerosis mesentérica.',
  },
  'pattern.spleen-stomach-damp-heat.caution.other.0': {
    en: 'Blood in the stool, high fever or signs of dehydration need medical care.',
    text: 'La sangre en las heces, la fiebre alta o los signos de deshidratación requieren atención médica.',
  },
  'pattern.spleen-stomach-damp-heat.prognosis.expectation': {
    en: 'Usually improves within 1-3 weeks in acute cases; chronic cases need several weeks of strict diet.',
    text: 'En los casos agudos suele mejorar en 1-3 semanas; los crónicos necesitan varias semanas de dieta estricta.',
  },
  'pattern.spleen-stomach-damp-heat.prognosis.favourable.0': {
    en: 'acute onset after dietary excess',
    text: 'inicio agudo tras excesos alimentarios',
  },
  'pattern.spleen-stomach-damp-heat.prognosis.favourable.1': {
    en: 'good dietary compliance',
    text: 'buen cumplimiento de la dieta',
  },
  'pattern.spleen-stomach-damp-heat.prognosis.favourable.2': {
    en: 'no underlying Spleen deficiency',
    text: 'sin deficiencia de Bazo de base',
  },
  'pattern.spleen-stomach-damp-heat.prognosis.obstacles.0': {
    en: 'continued alcohol, greasy and sweet food',
    text: 'seguir tomando alcohol y comida grasienta y dulce',
  },
  'pattern.spleen-stomach-damp-heat.prognosis.obstacles.1': { en: 'overweight', text: 'sobrepeso' },
  'pattern.spleen-stomach-damp-heat.prognosis.obstacles.2': {
    en: 'underlying Spleen deficiency',
    text: 'deficiencia de Bazo subyacente',
  },
  'pattern.spleen-stomach-damp-heat.prognosis.obstacles.3': { en: 'hot, humid climate', text: 'clima cálido y húmedo' },
  'pattern.stomach-fire.principle': {
    en: 'Clear Stomach Fire and cool the Blood',
    text: 'Aclarar el Fuego de Estómago y enfriar la Sangre',
  },
  'pattern.stomach-fire.acupoint.ST44': {
    en: 'Water (spring) point of the Stomach: main point to clear Stomach Fire',
    text: 'Punto Agua (Ying, manantial) del Estómago: punto principal para aclarar el Fuego de Estómago',
  },
  'pattern.stomach-fire.acupoint.ST21': {
    en: 'Relieves epigastric pain and clears Stomach Heat',
    text: 'Alivia el dolor epigástrico y aclara el Calor de Estómago',
  },
  'pattern.stomach-fire.acupoint.ST34': {
    en: 'Cleft (Xi) point of the Stomach: acute epigastric pain',
    text: 'Punto Xi (de hendidura) del Estómago: dolor epigástrico agudo',
  },
  'pattern.stomach-fire.acupoint.LI4': {
    en: 'Clears Heat from the Yang Ming channels, relieves toothache and gum swelling',
    text: 'Aclara el Calor de los canales Yang Ming, alivia el dolor de muelas y la inflamación de las encías',
  },
  'pattern.stomach-fire.acupoint.LI11': { en: 'Clears Heat', text: 'Aclara el Calor' },
  'pattern.stomach-fire.acupoint.CV12': {
    en: 'Front Mu point of the Stomach: regulates Stomach Qi',
    text: 'Punto Mu frontal del Estómago: regula el Qi de Estómago',
  },
  'pattern.stomach-fire.modification.0': {
    en: 'intense thirst and hunger, high heat (with Shi Gao and Zhi Mu as in Yu Nu Jian)',
    text: 'sed y hambre intensas, Calor elevado (con Shi Gao y Zhi Mu como en Yu Nu Jian)',
  },
  'pattern.stomach-fire.modification.1': { en: 'constipation with dry stools', text: 'estreñimiento con heces secas' },
  'pattern.stomach-fire.modification.2': { en: 'marked gum bleeding', text: 'sangrado de encías marcado' },
  'pattern.stomach-fire.modification.3': {
    en: 'Heat has injured Stomach Yin: dry mouth, peeling coating, thin rapid pulse',
    text: 'el Calor ha dañado el Yin de Estómago: boca seca, saburra que se despega, pulso fino y rápido',
  },
  'pattern.stomach-fire.caution.long-term': {
    en: 'Bitter-cold Huang Lian injures Stomach Qi and Yin: stop once the Fire is cleared.',
    text: 'Huang Lian, amargo y frío, daña el Qi y el Yin de Estómago: suspender en cuanto se haya aclarado el Fuego.',
  },
  'pattern.stomach-fire.caution.other.0': {
    en: 'Not for Stomach Yin deficiency alone (peeled tongue, little coating): the bitter-drying herbs worsen it.',
    text: 'No indicada en la deficiencia de Yin de Estómago sola (lengua despegada, poca saburra): las hierbas amargas y secantes la empeoran.',
  },
  'pattern.stomach-fire.prognosis.expectation': {
    en: 'Usually improves within 1-3 weeks with treatment and dietary change.',
    text: 'Suele mejorar en 1-3 semanas con tratamiento y cambios en la dieta.',
  },
  'pattern.stomach-fire.prognosis.favourable.0': { en: 'acute onset', text: 'inicio agudo' },
  'pattern.stomach-fire.prognosis.favourable.1': {
    en: 'stopping spicy food and alcohol',
    text: 'dejar la comida picante y el alcohol',
  },
  'pattern.stomach-fire.prognosis.favourable.2': { en: 'regular bowel movements', text: 'deposiciones regulares' },
  'pattern.stomach-fire.prognosis.obstacles.0': {
    en: 'continued alcohol and spicy diet',
    text: 'seguir con el alcohol y la dieta picante',
  },
  'pattern.stomach-fire.prognosis.obstacles.1': { en: 'chronic stress', text: 'estrés crónico' },
  'pattern.stomach-fire.prognosis.obstacles.2': {
    en: 'Heat that has injured Stomach Yin',
    text: 'Calor que ha dañado el Yin de Estómago',
  },
  'pattern.stomach-yin-deficiency.principle': {
    en: 'Nourish Stomach Yin and generate fluids',
    text: 'Nutrir el Yin de Estómago y generar líquidos',
  },
  'pattern.stomach-yin-deficiency.acupoint.CV12': {
    en: 'Front Mu point of the Stomach: tonifies the Stomach',
    text: 'Punto Mu frontal del Estómago: tonifica el Estómago',
  },
  'pattern.stomach-yin-deficiency.acupoint.ST36': {
    en: 'Tonifies the Stomach and benefits fluids',
    text: 'Tonifica el Estómago y beneficia los líquidos',
  },
  'pattern.stomach-yin-deficiency.acupoint.SP6': { en: 'Nourishes Yin', text: 'Nutre el Yin' },
  'pattern.stomach-yin-deficiency.acupoint.KI6': {
    en: 'Nourishes Yin and generates fluids',
    text: 'Nutre el Yin y genera líquidos',
  },
  'pattern.stomach-yin-deficiency.acupoint.PC6': {
    en: 'Descends rebellious Stomach Qi: dry retching, hiccup',
    text: 'Hace descender el Qi de Estómago rebelde: arcadas secas, hipo',
  },
  'pattern.stomach-yin-deficiency.acupoint.BL21': { en: 'Back Shu point of the Stomach', text: 'Punto Shu dorsal del Estómago' },
  'pattern.stomach-yin-deficiency.modification.0': {
    en: 'dry retching, hiccup or nausea',
    text: 'arcadas secas, hipo o náuseas',
  },
  'pattern.stomach-yin-deficiency.modification.1': { en: 'dull epigastric pain', text: 'dolor epigástrico sordo' },
  'pattern.stomach-yin-deficiency.modification.2': { en: 'dry stools and constipation', text: 'heces secas y estreñimiento' },
  'pattern.stomach-yin-deficiency.modification.3': {
    en: 'with Spleen Qi deficiency: fatigue, poor appetite, pale-red tongue with little coating',
    text: 'con deficiencia de Qi de Bazo: cansancio, falta de apetito, lengua rojo pálido con poca saburra',
  },
  'pattern.stomach-yin-deficiency.caution.long-term': {
    en: 'Moist, cloying Yin tonics (Sheng Di Huang, Mai Men Dong) can weaken digestion and cause loose stools or bloating; not for patients with Dampness or a thick, greasy coating.',
    text: 'Los tónicos de Yin húmedos y empalagosos (Sheng Di Huang, Mai Men Dong) pueden debilitar la digestión y causar heces blandas o hinchazón; no indicados en pacientes con Humedad o con saburra gruesa y grasienta.',
  },
  'pattern.stomach-yin-deficiency.caution.other.0': {
    en: 'Contains rock sugar: replace or omit in diabetes.',
    text: 'Contiene azúcar cande: sustituirlo u omitirlo en caso de diabetes.',
  },
  'pattern.stomach-yin-deficiency.caution.other.1': {
    en: 'Persistent epigastric pain, weight loss or difficulty swallowing need medical assessment.',
    text: 'El dolor epigástrico persistente, la pérdida de peso o la dificultad para tragar requieren valoración médica.',
  },
  'pattern.stomach-yin-deficiency.prognosis.expectation': {
    en: 'Dryness and appetite improve over 4-8 weeks; the coating regrows slowly, over 2-3 months.',
    text: 'La sequedad y el apetito mejoran en 4-8 semanas; la saburra vuelve a crecer despacio, en 2-3 meses.',
  },
  'pattern.stomach-yin-deficiency.prognosis.favourable.0': {
    en: 'regular, unhurried meals',
    text: 'comidas regulares y sin prisas',
  },
  'pattern.stomach-yin-deficiency.prognosis.favourable.1': {
    en: 'recovery after a recent febrile illness',
    text: 'recuperación tras una enfermedad febril reciente',
  },
  'pattern.stomach-yin-deficiency.prognosis.favourable.2': { en: 'younger age', text: 'edad joven' },
  'pattern.stomach-yin-deficiency.prognosis.obstacles.0': {
    en: 'late and irregular eating',
    text: 'comidas tardías e irregulares',
  },
  'pattern.stomach-yin-deficiency.prognosis.obstacles.1': { en: 'overwork', text: 'exceso de trabajo' },
  'pattern.stomach-yin-deficiency.prognosis.obstacles.2': {
    en: 'long-standing deficiency with deep cracks',
    text: 'deficiencia de larga evolución con grietas profundas',
  },
  'pattern.stomach-yin-deficiency.prognosis.obstacles.3': { en: 'smoking and alcohol', text: 'tabaco y alcohol' },
  'pattern.food-stagnation.principle': {
    en: 'Reduce food retention and harmonise the Stomach',
    text: 'Reducir la retención de alimentos y armonizar el Estómago',
  },
  'pattern.food-stagnation.acupoint.CV10': {
    en: 'Moves food down from the Stomach',
    text: 'Hace descender los alimentos desde el Estómago',
  },
  'pattern.food-stagnation.acupoint.CV12': {
    en: 'Front Mu point of the Stomach: regulates Stomach Qi',
    text: 'Punto Mu frontal del Estómago: regula el Qi de Estómago',
  },
  'pattern.food-stagnation.acupoint.ST21': {
    en: 'Relieves epigastric fullness and pain from retention',
    text: 'Alivia la plenitud y el dolor epigástricos por retención',
  },
  'pattern.food-stagnation.acupoint.ST25': {
    en: 'Moves Qi in the intestines, relieves distension',
    text: 'Mueve el Qi en los intestinos, alivia la distensión',
  },
  'pattern.food-stagnation.acupoint.ST36': {
    en: 'Descends Stomach Qi and supports digestion',
    text: 'Hace descender el Qi de Estómago y ayuda a la digestión',
  },
  'pattern.food-stagnation.acupoint.PC6': {
    en: 'Descends rebellious Stomach Qi: nausea, belching, vomiting',
    text: 'Hace descender el Qi de Estómago rebelde: náuseas, eructos, vómitos',
  },
  'pattern.food-stagnation.acupoint.SP4': {
    en: 'Connecting point of the Spleen: relieves fullness and retention',
    text: 'Punto Luo (de conexión) del Bazo: alivia la plenitud y la retención',
  },
  'pattern.food-stagnation.modification.0': {
    en: 'retention turning to Heat: yellow coating, constipation, abdominal pain (towards Zhi Shi Dao Zhi Wan)',
    text: 'retención que se transforma en Calor: saburra amarilla, estreñimiento, dolor abdominal (en la línea de Zhi Shi Dao Zhi Wan)',
  },
  'pattern.food-stagnation.modification.1': {
    en: 'recurrent retention on a weak Spleen: fatigue, loose stools (Da An Wan)',
    text: 'retención recurrente sobre un Bazo débil: cansancio, heces blandas (Da An Wan)',
  },
  'pattern.food-stagnation.modification.2': {
    en: 'retention of starchy food (rice, bread, noodles)',
    text: 'retención de alimentos ricos en almidón (arroz, pan, fideos)',
  },
  'pattern.food-stagnation.modification.3': { en: 'marked distension and fullness', text: 'distensión y plenitud marcadas' },
  'pattern.food-stagnation.caution.long-term': {
    en: 'Digestive, Qi-moving herbs disperse Qi: for short courses only; recurrent retention points to Spleen deficiency, which should be tonified instead.',
    text: 'Las hierbas digestivas que mueven el Qi lo dispersan: solo para tratamientos cortos; la retención recurrente indica una deficiencia de Bazo, que es la que debe tonificarse.',
  },
  'pattern.food-stagnation.caution.other.0': {
    en: 'Lai Fu Zi is traditionally not combined with Ren Shen, as it reduces its tonifying effect.',
    text: 'Tradicionalmente Lai Fu Zi no se combina con Ren Shen, porque reduce su efecto tonificante.',
  },
  'pattern.food-stagnation.caution.other.1': {
    en: 'Severe abdominal pain, persistent vomiting or no bowel movement or wind need urgent medical care.',
    text: 'El dolor abdominal intenso, los vómitos persistentes o la ausencia de deposiciones y de gases requieren atención médica urgente.',
  },
  'pattern.food-stagnation.prognosis.expectation': {
    en: 'Acute food retention usually clears within 1-3 days; recurrent cases need the underlying Spleen weakness addressed.',
    text: 'La retención aguda de alimentos suele resolverse en 1-3 días; en los casos recurrentes hay que tratar la debilidad de Bazo de fondo.',
  },
  'pattern.food-stagnation.prognosis.favourable.0': { en: 'clear dietary trigger', text: 'desencadenante alimentario claro' },
  'pattern.food-stagnation.prognosis.favourable.1': { en: 'acute onset', text: 'inicio agudo' },
  'pattern.food-stagnation.prognosis.favourable.2': { en: 'strong constitution', text: 'constitución fuerte' },
  'pattern.food-stagnation.prognosis.obstacles.0': {
    en: 'habitual overeating or late meals',
    text: 'costumbre de comer en exceso o tarde',
  },
  'pattern.food-stagnation.prognosis.obstacles.1': {
    en: 'underlying Spleen Qi deficiency',
    text: 'deficiencia de Qi de Bazo subyacente',
  },
  'pattern.food-stagnation.prognosis.obstacles.2': {
    en: 'retention turning to Heat',
    text: 'retención que se transforma en Calor',
  },
  'pattern.heart-blood-deficiency.principle': {
    en: 'Nourish Heart Blood and calm the Mind',
    text: 'Nutrir la Sangre de Corazón y calmar la Mente',
  },
  'pattern.heart-blood-deficiency.acupoint.HT7': {
    en: 'Source point of the Heart: nourishes Heart Blood and calms the Mind',
    text: 'Punto Yuan (fuente) del Corazón: nutre la Sangre de Corazón y calma la Mente',
  },
  'pattern.heart-blood-deficiency.acupoint.PC6': {
    en: 'Calms the Mind, relieves palpitations',
    text: 'Calma la Mente, alivia las palpitaciones',
  },
  'pattern.heart-blood-deficiency.acupoint.CV14': {
    en: 'Front Mu point of the Heart: calms the Mind',
    text: 'Punto Mu frontal del Corazón: calma la Mente',
  },
  'pattern.heart-blood-deficiency.acupoint.BL15': {
    en: 'Back Shu point of the Heart: tonifies the Heart',
    text: 'Punto Shu dorsal del Corazón: tonifica el Corazón',
  },
  'pattern.heart-blood-deficiency.acupoint.BL17': {
    en: 'Influential point of Blood: nourishes Blood',
    text: 'Punto de reunión (Hui) de la Sangre: nutre la Sangre',
  },
  'pattern.heart-blood-deficiency.acupoint.ST36': {
    en: 'Tonifies Spleen and Stomach, the source of Blood',
    text: 'Tonifica Bazo y Estómago, fuente de la Sangre',
  },
  'pattern.heart-blood-deficiency.acupoint.SP6': {
    en: 'Nourishes Blood and calms the Mind',
    text: 'Nutre la Sangre y calma la Mente',
  },
  'pattern.heart-blood-deficiency.modification.0': {
    en: 'marked Blood deficiency with blurred vision, numbness or scanty periods',
    text: 'deficiencia de Sangre marcada con visión borrosa, entumecimiento o reglas escasas',
  },
  'pattern.heart-blood-deficiency.modification.1': {
    en: 'with Heart Yin deficiency: night sweats, dry mouth, tongue turning red at the tip',
    text: 'con deficiencia de Yin de Corazón: sudores nocturnos, boca seca, punta de la lengua que enrojece',
  },
  'pattern.heart-blood-deficiency.modification.2': { en: 'severe insomnia and anxiety', text: 'insomnio y ansiedad intensos' },
  'pattern.heart-blood-deficiency.modification.3': {
    en: 'mild cases or for economy (the usual substitution)',
    text: 'casos leves o por economía (la sustitución habitual)',
  },
  'pattern.heart-blood-deficiency.caution.long-term': {
    en: 'Sweet, warm tonics can cause bloating or heat in some people; Long Yan Rou is warming and unsuited to Heat signs.',
    text: 'Los tónicos dulces y cálidos pueden causar hinchazón o Calor en algunas personas; Long Yan Rou es calentador y no conviene si hay signos de Calor.',
  },
  'pattern.heart-blood-deficiency.caution.other.0': {
    en: 'Palpitations with chest pain, fainting or breathlessness need urgent medical assessment.',
    text: 'Las palpitaciones con dolor torácico, desmayo o falta de aliento requieren valoración médica urgente.',
  },
  'pattern.heart-blood-deficiency.prognosis.expectation': {
    en: 'Sleep and palpitations usually improve within 3-6 weeks; full recovery of Blood takes 2-3 months.',
    text: 'El sueño y las palpitaciones suelen mejorar en 3-6 semanas; la recuperación completa de la Sangre lleva 2-3 meses.',
  },
  'pattern.heart-blood-deficiency.prognosis.favourable.0': {
    en: 'good appetite and digestion',
    text: 'buen apetito y buena digestión',
  },
  'pattern.heart-blood-deficiency.prognosis.favourable.1': { en: 'regular sleep', text: 'sueño regular' },
  'pattern.heart-blood-deficiency.prognosis.favourable.2': { en: 'reduced worry', text: 'menos preocupación' },
  'pattern.heart-blood-deficiency.prognosis.favourable.3': { en: 'recent onset', text: 'inicio reciente' },
  'pattern.heart-blood-deficiency.prognosis.obstacles.0': {
    en: 'chronic worry or overwork',
    text: 'preocupación o exceso de trabajo crónicos',
  },
  'pattern.heart-blood-deficiency.prognosis.obstacles.1': {
    en: 'heavy menstrual bleeding',
    text: 'sangrado menstrual abundante',
  },
  'pattern.heart-blood-deficiency.prognosis.obstacles.2': { en: 'poor diet', text: 'alimentación deficiente' },
  'pattern.heart-blood-deficiency.prognosis.obstacles.3': {
    en: 'long-standing deficiency',
    text: 'deficiencia de larga evolución',
  },
  'pattern.heart-yin-deficiency.principle': {
    en: 'Nourish Heart Yin, clear Empty Heat and calm the Mind',
    text: 'Nutrir el Yin de Corazón, aclarar el Calor vacío y calmar la Mente',
  },
  'pattern.heart-yin-deficiency.acupoint.HT7': {
    en: 'Source point of the Heart: calms the Mind, nourishes the Heart',
    text: 'Punto Yuan (fuente) del Corazón: calma la Mente, nutre el Corazón',
  },
  'pattern.heart-yin-deficiency.acupoint.HT6': {
    en: 'Cleft point of the Heart: nourishes Heart Yin, stops night sweats',
    text: 'Punto Xi (de hendidura) del Corazón: nutre el Yin de Corazón, detiene los sudores nocturnos',
  },
  'pattern.heart-yin-deficiency.acupoint.PC7': {
    en: 'Clears Heat from the Heart and calms the Mind',
    text: 'Aclara el Calor del Corazón y calma la Mente',
  },
  'pattern.heart-yin-deficiency.acupoint.CV14': {
    en: 'Front Mu point of the Heart: calms the Mind',
    text: 'Punto Mu frontal del Corazón: calma la Mente',
  },
  'pattern.heart-yin-deficiency.acupoint.KI6': {
    en: 'Nourishes Yin and promotes sleep',
    text: 'Nutre el Yin y favorece el sueño',
  },
  'pattern.heart-yin-deficiency.acupoint.SP6': { en: 'Nourishes Yin and calms the Mind', text: 'Nutre el Yin y calma la Mente' },
  'pattern.heart-yin-deficiency.acupoint.CV4': {
    en: 'Nourishes Kidney Yin, the root of Heart Yin',
    text: 'Nutre el Yin de Riñón, raíz del Yin de Corazón',
  },
  'pattern.heart-yin-deficiency.modification.0': {
    en: 'Heart and Kidney not communicating: low back ache, tinnitus, nocturnal emissions, cold feet with hot upper body (Jiao Tai Wan)',
    text: 'falta de comunicación entre Corazón y Riñón: dolor lumbar, acúfenos, emisiones nocturnas, pies fríos con la parte superior del cuerpo caliente (Jiao Tai Wan)',
  },
  'pattern.heart-yin-deficiency.modification.1': { en: 'profuse night sweats', text: 'sudores nocturnos profusos' },
  'pattern.heart-yin-deficiency.modification.2': {
    en: 'severe insomnia with palpitations and fright',
    text: 'insomnio intenso con palpitaciones y sobresaltos',
  },
  'pattern.heart-yin-deficiency.modification.3': {
    en: 'weak digestion, loose stools: reduce the cloying herbs',
    text: 'digestión débil, heces blandas: reducir las hierbas empalagosas',
  },
  'pattern.heart-yin-deficiency.caution.long-term': {
    en: 'Rich, cloying Yin tonics can impair digestion and cause loose stools. Traditional pills are coated with cinnabar (Zhu Sha, mercury sulphide): never use cinnabar-coated products.',
    text: 'Los tónicos de Yin ricos y empalagosos pueden entorpecer la digestión y causar heces blandas. Las píldoras tradicionales se recubren de cinabrio (Zhu Sha, sulfuro de mercurio): no usar nunca productos recubiertos de cinabrio.',
  },
  'pattern.heart-yin-deficiency.caution.other.0': {
    en: 'Wu Wei Zi can raise blood levels of tacrolimus and other CYP3A4 drugs.',
    text: 'Wu Wei Zi puede elevar los niveles sanguíneos de tacrolimus y de otros fármacos metabolizados por el CYP3A4.',
  },
  'pattern.heart-yin-deficiency.caution.other.1': {
    en: 'Palpitations with chest pain, fainting or breathlessness need urgent medical assessment; night sweats with weight loss or fever need a medical check.',
    text: 'Las palpitaciones con dolor torácico, desmayo o falta de aliento requieren valoración médica urgente; los sudores nocturnos con pérdida de peso o fiebre requieren un control médico.',
  },
  'pattern.heart-yin-deficiency.prognosis.expectation': {
    en: 'Sleep and night sweats usually improve within 4-8 weeks; restoring Yin takes several months.',
    text: 'El sueño y los sudores nocturnos suelen mejorar en 4-8 semanas; restaurar el Yin lleva varios meses.',
  },
  'pattern.heart-yin-deficiency.prognosis.favourable.0': {
    en: 'reduced workload and stress',
    text: 'menos carga de trabajo y menos estrés',
  },
  'pattern.heart-yin-deficiency.prognosis.favourable.1': { en: 'regular sleep', text: 'sueño regular' },
  'pattern.heart-yin-deficiency.prognosis.favourable.2': { en: 'younger age', text: 'edad joven' },
  'pattern.heart-yin-deficiency.prognosis.favourable.3': { en: 'no Kidney involvement', text: 'sin afectación del Riñón' },
  'pattern.heart-yin-deficiency.prognosis.obstacles.0': {
    en: 'chronic overwork and late nights',
    text: 'exceso de trabajo crónico y trasnochar',
  },
  'pattern.heart-yin-deficiency.prognosis.obstacles.1': { en: 'stimulant use', text: 'consumo de estimulantes' },
  'pattern.heart-yin-deficiency.prognosis.obstacles.2': { en: 'menopause transition', text: 'transición menopáusica' },
  'pattern.heart-yin-deficiency.prognosis.obstacles.3': {
    en: 'long-standing Kidney Yin deficiency',
    text: 'deficiencia de Yin de Riñón de larga evolución',
  },
  'pattern.heart-fire-blazing.principle': {
    en: 'Clear Heart Fire and drain Heat through the urine',
    text: 'Aclarar el Fuego de Corazón y drenar el Calor por la orina',
  },
  'pattern.heart-fire-blazing.acupoint.HT8': {
    en: 'Fire point of the Heart: drains Heart Fire',
    text: 'Punto Fuego del Corazón: drena el Fuego de Corazón',
  },
  'pattern.heart-fire-blazing.acupoint.HT9': {
    en: 'Well point of the Heart: clears Heat (may be pricked to bleed)',
    text: 'Punto Jing (pozo) del Corazón: aclara el Calor (puede pincharse para sangrar)',
  },
  'pattern.heart-fire-blazing.acupoint.HT7': { en: 'Calms the Mind', text: 'Calma la Mente' },
  'pattern.heart-fire-blazing.acupoint.PC7': {
    en: 'Clears Heart Heat, calms the Mind, treats mouth ulcers',
    text: 'Aclara el Calor de Corazón, calma la Mente, trata las aftas bucales',
  },
  'pattern.heart-fire-blazing.acupoint.LI11': { en: 'Clears Heat', text: 'Aclara el Calor' },
  'pattern.heart-fire-blazing.acupoint.KI6': {
    en: 'Nourishes Yin to restrain Fire and promotes sleep',
    text: 'Nutre el Yin para contener el Fuego y favorece el sueño',
  },
  'pattern.heart-fire-blazing.modification.0': {
    en: 'intense Fire with agitation, insomnia and constipation (towards Xie Xin Tang)',
    text: 'Fuego intenso con agitación, insomnio y estreñimiento (en la línea de Xie Xin Tang)',
  },
  'pattern.heart-fire-blazing.modification.1': { en: 'blood in the urine', text: 'sangre en la orina' },
  'pattern.heart-fire-blazing.modification.2': { en: 'marked insomnia and restlessness', text: 'insomnio e inquietud marcados' },
  'pattern.heart-fire-blazing.modification.3': {
    en: 'Fire has injured Heart Yin: night sweats, peeled red tongue, thin rapid pulse',
    text: 'el Fuego ha dañado el Yin de Corazón: sudores nocturnos, lengua roja y sin saburra, pulso fino y rápido',
  },
  'pattern.heart-fire-blazing.caution.long-term': {
    en: 'Cold, draining formula for short courses only: it injures Spleen and Stomach Qi. Only Chuan Mu Tong (or Tong Cao) may be used: Aristolochia (Guan Mu Tong) caused irreversible kidney failure.',
    text: 'Fórmula fría y drenante solo para tratamientos cortos: daña el Qi de Bazo y Estómago. Solo puede usarse Chuan Mu Tong (o Tong Cao): la Aristolochia (Guan Mu Tong) causó insuficiencia renal irreversible.',
  },
  'pattern.heart-fire-blazing.caution.other.0': {
    en: 'Palpitations with chest pain, fainting or breathlessness need urgent medical assessment.',
    text: 'Las palpitaciones con dolor torácico, desmayo o falta de aliento requieren valoración médica urgente.',
  },
  'pattern.heart-fire-blazing.caution.other.1': {
    en: 'Mouth ulcers lasting more than three weeks, or blood in the urine, need a medical check.',
    text: 'Las aftas bucales que duran más de tres semanas, o la sangre en la orina, requieren un control médico.',
  },
  'pattern.heart-fire-blazing.caution.other.2': {
    en: 'Severe agitation, mania or thoughts of self-harm need medical and psychiatric care first.',
    text: 'La agitación intensa, la manía o las ideas de autolesión requieren primero atención médica y psiquiátrica.',
  },
  'pattern.heart-fire-blazing.prognosis.expectation': {
    en: 'Mouth ulcers and urinary burning usually clear within 1-2 weeks; agitation and sleep settle as the emotional cause is addressed.',
    text: 'Las aftas bucales y el ardor urinario suelen desaparecer en 1-2 semanas; la agitación y el sueño se normalizan a medida que se aborda la causa emocional.',
  },
  'pattern.heart-fire-blazing.prognosis.favourable.0': { en: 'acute onset', text: 'inicio agudo' },
  'pattern.heart-fire-blazing.prognosis.favourable.1': {
    en: 'identifiable emotional trigger that resolves',
    text: 'desencadenante emocional identificable que se resuelve',
  },
  'pattern.heart-fire-blazing.prognosis.favourable.2': {
    en: 'stopping stimulants and alcohol',
    text: 'dejar los estimulantes y el alcohol',
  },
  'pattern.heart-fire-blazing.prognosis.obstacles.0': { en: 'ongoing emotional strain', text: 'tensión emocional persistente' },
  'pattern.heart-fire-blazing.prognosis.obstacles.1': {
    en: 'stimulant or alcohol use',
    text: 'consumo de estimulantes o alcohol',
  },
  'pattern.heart-fire-blazing.prognosis.obstacles.2': { en: 'Fire injuring Heart Yin', text: 'Fuego que daña el Yin de Corazón' },
  'pattern.heart-spleen-deficiency.principle': {
    en: 'Tonify Spleen Qi, nourish Heart Blood and calm the Mind',
    text: 'Tonificar el Qi de Bazo, nutrir la Sangre de Corazón y calmar la Mente',
  },
  'pattern.heart-spleen-deficiency.acupoint.HT7': {
    en: 'Source point of the Heart: nourishes Heart Blood and calms the Mind',
    text: 'Punto Yuan (fuente) del Corazón: nutre la Sangre de Corazón y calma la Mente',
  },
  'pattern.heart-spleen-deficiency.acupoint.PC6': {
    en: 'Calms the Mind and eases palpitations',
    text: 'Calma la Mente y alivia las palpitaciones',
  },
  'pattern.heart-spleen-deficiency.acupoint.ST36': {
    en: 'Tonifies Stomach and Spleen Qi so that Blood can be made',
    text: 'Tonifica el Qi de Estómago y Bazo para que pueda producirse Sangre',
  },
  'pattern.heart-spleen-deficiency.acupoint.SP6': {
    en: 'Strengthens the Spleen, nourishes Blood and promotes sleep',
    text: 'Fortalece el Bazo, nutre la Sangre y favorece el sueño',
  },
  'pattern.heart-spleen-deficiency.acupoint.BL15': {
    en: 'Back-shu point of the Heart: tonifies the Heart',
    text: 'Punto Shu dorsal del Corazón: tonifica el Corazón',
  },
  'pattern.heart-spleen-deficiency.acupoint.BL20': {
    en: 'Back-shu point of the Spleen: tonifies Spleen Qi',
    text: 'Punto Shu dorsal del Bazo: tonifica el Qi de Bazo',
  },
  'pattern.heart-spleen-deficiency.acupoint.CV6': { en: 'Tonifies Qi in general', text: 'Tonifica el Qi en general' },
  'pattern.heart-spleen-deficiency.modification.0': {
    en: 'with heavy or prolonged menstrual bleeding (Spleen not holding Blood)',
    text: 'con sangrado menstrual abundante o prolongado (el Bazo no contiene la Sangre)',
  },
  'pattern.heart-spleen-deficiency.modification.1': {
    en: 'with marked insomnia and anxiety',
    text: 'con insomnio y ansiedad marcados',
  },
  'pattern.heart-spleen-deficiency.modification.2': {
    en: 'with prominent Heart Blood deficiency (pale lips, dizziness, blurred vision)',
    text: 'con deficiencia de Sangre de Corazón destacada (labios pálidos, mareo, visión borrosa)',
  },
  'pattern.heart-spleen-deficiency.modification.3': {
    en: 'with Liver Qi stagnation from worry (sighing, hypochondriac distension)',
    text: 'con estancamiento de Qi de Hígado por la preocupación (suspiros, distensión del hipocondrio)',
  },
  'pattern.heart-spleen-deficiency.caution.long-term': {
    en: 'Usually taken for weeks to months; zhi gan cao in long courses can raise blood pressure and lower potassium. Ren shen is stimulating: reduce or replace with dang shen if it causes insomnia or hypertension.',
    text: 'Suele tomarse durante semanas o meses; zhi gan cao en tratamientos largos puede elevar la presión arterial y bajar el potasio. Ren shen es estimulante: reducirlo o sustituirlo por dang shen si provoca insomnio o hipertensión.',
  },
  'pattern.heart-spleen-deficiency.caution.other.0': {
    en: 'Not suitable when there is Heat from Yin deficiency (red tongue without coating) or Damp-Heat: the formula is warm and sweet.',
    text: 'No indicada si hay Calor por deficiencia de Yin (lengua roja sin saburra) o Humedad-Calor: la fórmula es cálida y dulce.',
  },
  'pattern.heart-spleen-deficiency.prognosis.expectation': {
    en: 'Chronic deficiency: sleep and energy usually improve within 4-8 weeks; full recovery of Blood takes 3-6 months of treatment and regular habits.',
    text: 'Deficiencia crónica: el sueño y la energía suelen mejorar en 4-8 semanas; la recuperación completa de la Sangre lleva 3-6 meses de tratamiento y hábitos regulares.',
  },
  'pattern.heart-spleen-deficiency.prognosis.favourable.0': { en: 'regular meals and sleep', text: 'comidas y sueño regulares' },
  'pattern.heart-spleen-deficiency.prognosis.favourable.1': {
    en: 'reduced overwork and worry',
    text: 'menos exceso de trabajo y menos preocupación',
  },
  'pattern.heart-spleen-deficiency.prognosis.favourable.2': {
    en: 'good appetite returning early in treatment',
    text: 'recuperación temprana del apetito durante el tratamiento',
  },
  'pattern.heart-spleen-deficiency.prognosis.obstacles.0': {
    en: 'continued overwork or chronic worry',
    text: 'exceso de trabajo continuado o preocupación crónica',
  },
  'pattern.heart-spleen-deficiency.prognosis.obstacles.1': {
    en: 'irregular eating or dieting',
    text: 'comidas irregulares o dietas',
  },
  'pattern.heart-spleen-deficiency.prognosis.obstacles.2': {
    en: 'ongoing heavy menstrual blood loss',
    text: 'pérdida de sangre menstrual abundante persistente',
  },
  'pattern.heart-kidney-disharmony.principle': {
    en: 'Nourish Kidney Yin, clear Heart Fire and restore communication between Heart and Kidney',
    text: 'Nutrir el Yin de Riñón, aclarar el Fuego de Corazón y restablecer la comunicación entre Corazón y Riñón',
  },
  'pattern.heart-kidney-disharmony.acupoint.HT7': {
    en: 'Calms the Mind and settles the Heart',
    text: 'Calma la Mente y asienta el Corazón',
  },
  'pattern.heart-kidney-disharmony.acupoint.HT6': {
    en: 'Nourishes Heart Yin and stops night sweats',
    text: 'Nutre el Yin de Corazón y detiene los sudores nocturnos',
  },
  'pattern.heart-kidney-disharmony.acupoint.KI3': {
    en: 'Source point of the Kidney: nourishes Kidney Yin',
    text: 'Punto Yuan (fuente) del Riñón: nutre el Yin de Riñón',
  },
  'pattern.heart-kidney-disharmony.acupoint.KI6': {
    en: 'Nourishes Yin, benefits the throat and promotes sleep',
    text: 'Nutre el Yin, beneficia la garganta y favorece el sueño',
  },
  'pattern.heart-kidney-disharmony.acupoint.SP6': {
    en: 'Nourishes Yin and calms the Mind',
    text: 'Nutre el Yin y calma la Mente',
  },
  'pattern.heart-kidney-disharmony.acupoint.CV4': {
    en: 'Strengthens the Kidney and roots the Mind',
    text: 'Fortalece el Riñón y enraíza la Mente',
  },
  'pattern.heart-kidney-disharmony.acupoint.BL23': {
    en: 'Back-shu point of the Kidney: tonifies the Kidney',
    text: 'Punto Shu dorsal del Riñón: tonifica el Riñón',
  },
  'pattern.heart-kidney-disharmony.modification.0': {
    en: 'with marked palpitations, anxiety and poor memory (Heart Yin deficiency)',
    text: 'con palpitaciones, ansiedad y mala memoria marcadas (deficiencia de Yin de Corazón)',
  },
  'pattern.heart-kidney-disharmony.modification.1': {
    en: 'with intense irritability and inability to lie down to sleep (strong Heart Fire)',
    text: 'con irritabilidad intensa e incapacidad para acostarse a dormir (Fuego de Corazón fuerte)',
  },
  'pattern.heart-kidney-disharmony.modification.2': {
    en: 'with night sweats and nocturnal emissions',
    text: 'con sudores nocturnos y emisiones nocturnas',
  },
  'pattern.heart-kidney-disharmony.caution.long-term': {
    en: 'Huang lian is bitter and cold and may weaken digestion in long courses; shu di huang is cloying: add a Qi-moving herb if appetite falls.',
    text: 'Huang lian es amargo y frío y puede debilitar la digestión en tratamientos largos; shu di huang es empalagoso: añadir una hierba que mueva el Qi si disminuye el apetito.',
  },
  'pattern.heart-kidney-disharmony.caution.other.0': {
    en: 'Not suitable with loose stools from Spleen deficiency or with Damp accumulation without adjustment.',
    text: 'No indicada, sin ajustarla, con heces blandas por deficiencia de Bazo ni con acumulación de Humedad.',
  },
  'pattern.heart-kidney-disharmony.caution.other.1': {
    en: 'Rou gui is kept at a small dose: its role is only to guide Fire back to the Kidney.',
    text: 'Rou gui se mantiene a dosis baja: su único papel es conducir el Fuego de vuelta al Riñón.',
  },
  'pattern.heart-kidney-disharmony.prognosis.expectation': {
    en: 'Sleep often improves within 2-4 weeks; the underlying Yin deficiency usually needs 3-6 months of treatment and lifestyle change.',
    text: 'El sueño suele mejorar en 2-4 semanas; la deficiencia de Yin de fondo suele necesitar 3-6 meses de tratamiento y de cambios en el estilo de vida.',
  },
  'pattern.heart-kidney-disharmony.prognosis.favourable.0': { en: 'regular sleep schedule', text: 'horario de sueño regular' },
  'pattern.heart-kidney-disharmony.prognosis.favourable.1': { en: 'reduced stimulants', text: 'menos estimulantes' },
  'pattern.heart-kidney-disharmony.prognosis.favourable.2': { en: 'short history', text: 'poco tiempo de evolución' },
  'pattern.heart-kidney-disharmony.prognosis.obstacles.0': {
    en: 'ongoing night work or chronic stress',
    text: 'trabajo nocturno continuado o estrés crónico',
  },
  'pattern.heart-kidney-disharmony.prognosis.obstacles.1': {
    en: 'menopause transition not supported',
    text: 'transición menopáusica sin apoyo',
  },
  'pattern.heart-kidney-disharmony.prognosis.obstacles.2': {
    en: 'long-standing insomnia with hypnotic dependence',
    text: 'insomnio de larga evolución con dependencia de hipnóticos',
  },
  'pattern.lung-qi-deficiency.principle': {
    en: 'Tonify Lung Qi and consolidate the exterior',
    text: 'Tonificar el Qi de Pulmón y consolidar el exterior',
  },
  'pattern.lung-qi-deficiency.acupoint.LU9': {
    en: 'Source point of the Lung: tonifies Lung Qi',
    text: 'Punto Yuan (fuente) del Pulmón: tonifica el Qi de Pulmón',
  },
  'pattern.lung-qi-deficiency.acupoint.LU7': {
    en: 'Stimulates the descending of Lung Qi and strengthens the exterior',
    text: 'Estimula el descenso del Qi de Pulmón y fortalece el exterior',
  },
  'pattern.lung-qi-deficiency.acupoint.BL13': {
    en: 'Back-shu point of the Lung: tonifies Lung Qi',
    text: 'Punto Shu dorsal del Pulmón: tonifica el Qi de Pulmón',
  },
  'pattern.lung-qi-deficiency.acupoint.GV12': {
    en: 'Strengthens Lung Qi, especially with moxa',
    text: 'Fortalece el Qi de Pulmón, sobre todo con moxa',
  },
  'pattern.lung-qi-deficiency.acupoint.ST36': {
    en: 'Tonifies Qi through Earth, the mother of Metal',
    text: 'Tonifica el Qi a través de la Tierra, madre del Metal',
  },
  'pattern.lung-qi-deficiency.acupoint.CV6': { en: 'Tonifies Qi in general', text: 'Tonifica el Qi en general' },
  'pattern.lung-qi-deficiency.acupoint.CV17': {
    en: 'Influential point of Qi: tonifies the Gathering Qi of the chest',
    text: 'Punto de reunión (Hui) del Qi: tonifica el Qi de Reunión (Zong Qi) del tórax',
  },
  'pattern.lung-qi-deficiency.modification.0': {
    en: 'with marked spontaneous sweating and frequent colds (weak Defensive Qi): combine with Jade Windscreen Powder',
    text: 'con sudoración espontánea marcada y resfriados frecuentes (Qi Defensivo débil): combinar con el Polvo del Biombo de Jade (Yu Ping Feng San)',
  },
  'pattern.lung-qi-deficiency.modification.1': {
    en: 'with poor appetite, loose stools and tiredness after eating (Spleen Qi deficiency)',
    text: 'con falta de apetito, heces blandas y cansancio después de comer (deficiencia de Qi de Bazo)',
  },
  'pattern.lung-qi-deficiency.modification.2': {
    en: 'with copious white sputum and chest oppression (Phlegm-Damp)',
    text: 'con esputo blanco abundante y opresión torácica (Flema-Humedad)',
  },
  'pattern.lung-qi-deficiency.caution.long-term': {
    en: 'Shu di huang is cloying and may upset weak digestion in long courses; wu wei zi is astringent.',
    text: 'Shu di huang es empalagoso y puede alterar una digestión débil en tratamientos largos; wu wei zi es astringente.',
  },
  'pattern.lung-qi-deficiency.caution.other.0': {
    en: 'Do not use during an acute cold or fever: the tonifying and astringent herbs (wu wei zi, shu di huang) can trap the pathogen.',
    text: 'No usar durante un resfriado agudo o con fiebre: las hierbas tonificantes y astringentes (wu wei zi, shu di huang) pueden retener el factor patógeno.',
  },
  'pattern.lung-qi-deficiency.caution.other.1': {
    en: 'Persistent breathlessness needs a medical check (heart, lungs, anaemia).',
    text: 'La falta de aliento persistente requiere un control médico (corazón, pulmones, anemia).',
  },
  'pattern.lung-qi-deficiency.prognosis.expectation': {
    en: 'Usually improves within 4-8 weeks; resistance to colds builds over one or two seasons.',
    text: 'Suele mejorar en 4-8 semanas; la resistencia a los resfriados se construye a lo largo de una o dos estaciones.',
  },
  'pattern.lung-qi-deficiency.prognosis.favourable.0': {
    en: 'regular breathing exercise',
    text: 'ejercicios respiratorios regulares',
  },
  'pattern.lung-qi-deficiency.prognosis.favourable.1': { en: 'no smoking', text: 'no fumar' },
  'pattern.lung-qi-deficiency.prognosis.favourable.2': { en: 'good digestion', text: 'buena digestión' },
  'pattern.lung-qi-deficiency.prognosis.obstacles.0': { en: 'smoking or polluted air', text: 'tabaco o aire contaminado' },
  'pattern.lung-qi-deficiency.prognosis.obstacles.1': {
    en: 'repeated infections during treatment',
    text: 'infecciones repetidas durante el tratamiento',
  },
  'pattern.lung-qi-deficiency.prognosis.obstacles.2': { en: 'chronic lung disease', text: 'enfermedad pulmonar crónica' },
  'pattern.lung-yin-deficiency.principle': {
    en: 'Nourish Lung Yin, moisten Dryness and clear Empty Heat',
    text: 'Nutrir el Yin de Pulmón, humedecer la Sequedad y aclarar el Calor vacío',
  },
  'pattern.lung-yin-deficiency.acupoint.LU9': {
    en: 'Source point of the Lung: tonifies Lung Qi and Yin',
    text: 'Punto Yuan (fuente) del Pulmón: tonifica el Qi y el Yin de Pulmón',
  },
  'pattern.lung-yin-deficiency.acupoint.LU7': {
    en: 'With KI6 opens the Conception Vessel: nourishes Yin and benefits the throat',
    text: 'Con KI6 abre el Vaso Concepción (Ren Mai): nutre el Yin y beneficia la garganta',
  },
  'pattern.lung-yin-deficiency.acupoint.KI6': {
    en: 'Nourishes Yin and moistens the throat',
    text: 'Nutre el Yin y humedece la garganta',
  },
  'pattern.lung-yin-deficiency.acupoint.LU10': {
    en: 'Clears Lung Heat and benefits the throat',
    text: 'Aclara el Calor de Pulmón y beneficia la garganta',
  },
  'pattern.lung-yin-deficiency.acupoint.BL13': { en: 'Back-shu point of the Lung', text: 'Punto Shu dorsal del Pulmón' },
  'pattern.lung-yin-deficiency.acupoint.BL43': {
    en: 'Tonifies and moistens the Lung in chronic deficiency',
    text: 'Tonifica y humedece el Pulmón en la deficiencia crónica',
  },
  'pattern.lung-yin-deficiency.acupoint.CV4': {
    en: 'Nourishes Kidney Yin, the root of Lung Yin',
    text: 'Nutre el Yin de Riñón, raíz del Yin de Pulmón',
  },
  'pattern.lung-yin-deficiency.modification.0': {
    en: 'with afternoon fever, night sweats and hot palms (marked Empty Heat)',
    text: 'con fiebre vespertina, sudores nocturnos y palmas calientes (Calor vacío marcado)',
  },
  'pattern.lung-yin-deficiency.modification.1': {
    en: 'with sore lower back, dizziness and a cough worse at night (Lung and Kidney Yin deficiency): towards Lily Bulb Decoction to Preserve the Metal',
    text: 'con dolor lumbar, mareo y tos que empeora por la noche (deficiencia de Yin de Pulmón y Riñón): en la línea de la Decocción de Bulbo de Lirio para Preservar el Metal (Bai He Gu Jin Tang)',
  },
  'pattern.lung-yin-deficiency.modification.2': { en: 'with blood-streaked sputum', text: 'con esputo con hebras de sangre' },
  'pattern.lung-yin-deficiency.modification.3': {
    en: 'with a persistent dry cough and scanty sticky sputum',
    text: 'con tos seca persistente y esputo escaso y pegajoso',
  },
  'pattern.lung-yin-deficiency.caution.long-term': {
    en: 'The moistening herbs are cloying: with long use, watch for poor appetite, bloating or loose stools.',
    text: 'Las hierbas humectantes son empalagosas: con un uso prolongado, vigilar la falta de apetito, la hinchazón o las heces blandas.',
  },
  'pattern.lung-yin-deficiency.caution.other.0': {
    en: 'Not for coughs with copious phlegm, Damp or an unresolved exterior invasion.',
    text: 'No indicada en la tos con flema abundante, la Humedad o una invasión exterior no resuelta.',
  },
  'pattern.lung-yin-deficiency.caution.other.1': {
    en: 'A cough lasting over three weeks, coughing blood, weight loss or night sweats need medical assessment (e.g. tuberculosis, lung tumour).',
    text: 'La tos de más de tres semanas, la tos con sangre, la pérdida de peso o los sudores nocturnos requieren valoración médica (p. ej., tuberculosis, tumor pulmonar).',
  },
  'pattern.lung-yin-deficiency.prognosis.expectation': {
    en: 'Dry cough usually eases within 2-4 weeks; rebuilding Yin takes 2-3 months or more.',
    text: 'La tos seca suele aliviarse en 2-4 semanas; reconstruir el Yin lleva 2-3 meses o más.',
  },
  'pattern.lung-yin-deficiency.prognosis.favourable.0': { en: 'stopping smoking', text: 'dejar de fumar' },
  'pattern.lung-yin-deficiency.prognosis.favourable.1': { en: 'humid environment', text: 'ambiente húmedo' },
  'pattern.lung-yin-deficiency.prognosis.favourable.2': {
    en: 'recent onset after an infection',
    text: 'inicio reciente tras una infección',
  },
  'pattern.lung-yin-deficiency.prognosis.obstacles.0': { en: 'continued smoking', text: 'seguir fumando' },
  'pattern.lung-yin-deficiency.prognosis.obstacles.1': { en: 'chronic lung disease', text: 'enfermedad pulmonar crónica' },
  'pattern.lung-yin-deficiency.prognosis.obstacles.2': {
    en: 'very dry climate or overwork',
    text: 'clima muy seco o exceso de trabajo',
  },
  'pattern.phlegm-heat-in-lung.principle': {
    en: 'Clear Heat, transform Phlegm and restore the descending of Lung Qi',
    text: 'Aclarar el Calor, transformar la Flema y restablecer el descenso del Qi de Pulmón',
  },
  'pattern.phlegm-heat-in-lung.acupoint.LU5': {
    en: 'Clears Lung Heat and resolves Phlegm',
    text: 'Aclara el Calor de Pulmón y resuelve la Flema',
  },
  'pattern.phlegm-heat-in-lung.acupoint.LU7': {
    en: 'Restores the descending of Lung Qi and stops cough',
    text: 'Restablece el descenso del Qi de Pulmón y detiene la tos',
  },
  'pattern.phlegm-heat-in-lung.acupoint.LU1': {
    en: 'Front-mu point of the Lung: clears fullness from the chest',
    text: 'Punto Mu frontal del Pulmón: despeja la plenitud del tórax',
  },
  'pattern.phlegm-heat-in-lung.acupoint.ST40': {
    en: 'Main point to resolve Phlegm',
    text: 'Punto principal para resolver la Flema',
  },
  'pattern.phlegm-heat-in-lung.acupoint.LI11': { en: 'Clears Heat', text: 'Aclara el Calor' },
  'pattern.phlegm-heat-in-lung.acupoint.BL13': {
    en: 'Back-shu point of the Lung: clears Lung Heat',
    text: 'Punto Shu dorsal del Pulmón: aclara el Calor de Pulmón',
  },
  'pattern.phlegm-heat-in-lung.acupoint.CV17': {
    en: 'Opens the chest and eases breathing',
    text: 'Abre el tórax y facilita la respiración',
  },
  'pattern.phlegm-heat-in-lung.modification.0': {
    en: 'with high fever, strong thirst and sweating (intense Lung Heat)',
    text: 'con fiebre alta, sed intensa y sudoración (Calor de Pulmón intenso)',
  },
  'pattern.phlegm-heat-in-lung.modification.1': {
    en: 'with foul-smelling, purulent sputum',
    text: 'con esputo purulento y maloliente',
  },
  'pattern.phlegm-heat-in-lung.modification.2': {
    en: 'with wheezing and breathlessness',
    text: 'con sibilancias y falta de aliento',
  },
  'pattern.phlegm-heat-in-lung.modification.3': {
    en: 'with constipation (Heat binding the Large Intestine, the paired organ of the Lung)',
    text: 'con estreñimiento (Calor que se anuda en el Intestino Grueso, órgano acoplado del Pulmón)',
  },
  'pattern.phlegm-heat-in-lung.caution.long-term': {
    en: 'Bitter-cold and drying: stop once the sputum clears, as prolonged use injures the Spleen and Yin. Xing ren contains amygdalin: keep to the usual dose.',
    text: 'Amarga, fría y secante: suspender en cuanto se limpie el esputo, ya que el uso prolongado daña el Bazo y el Yin. Xing ren contiene amigdalina: no superar la dosis habitual.',
  },
  'pattern.phlegm-heat-in-lung.caution.other.0': {
    en: 'Not for dry cough from Yin deficiency or for Cold-Phlegm with white sputum.',
    text: 'No indicada en la tos seca por deficiencia de Yin ni en la Flema-Frío con esputo blanco.',
  },
  'pattern.phlegm-heat-in-lung.caution.other.1': {
    en: 'Pneumonia must be ruled out: high fever, breathlessness or chest pain need urgent medical assessment.',
    text: 'Hay que descartar una neumonía: la fiebre alta, la falta de aliento o el dolor torácico requieren valoración médica urgente.',
  },
  'pattern.phlegm-heat-in-lung.prognosis.expectation': {
    en: 'Acute cases usually settle within 1-2 weeks; in chronic lung disease flares recur and the underlying deficiency must then be treated.',
    text: 'Los casos agudos suelen resolverse en 1-2 semanas; en la enfermedad pulmonar crónica las reagudizaciones se repiten y entonces hay que tratar la deficiencia de fondo.',
  },
  'pattern.phlegm-heat-in-lung.prognosis.favourable.0': {
    en: 'acute onset in a robust person',
    text: 'inicio agudo en una persona robusta',
  },
  'pattern.phlegm-heat-in-lung.prognosis.favourable.1': { en: 'no smoking', text: 'no fumar' },
  'pattern.phlegm-heat-in-lung.prognosis.favourable.2': {
    en: 'sputum becoming thinner and lighter',
    text: 'esputo cada vez más fluido y claro',
  },
  'pattern.phlegm-heat-in-lung.prognosis.obstacles.0': { en: 'smoking', text: 'tabaco' },
  'pattern.phlegm-heat-in-lung.prognosis.obstacles.1': { en: 'chronic bronchitis or COPD', text: 'bronquitis crónica o EPOC' },
  'pattern.phlegm-heat-in-lung.prognosis.obstacles.2': {
    en: 'underlying Lung or Spleen deficiency',
    text: 'deficiencia de Pulmón o de Bazo subyacente',
  },
  'pattern.wind-cold-exterior.principle': {
    en: "Release the exterior with warm-acrid herbs, disperse Wind-Cold and restore the Lung's dispersing",
    text: 'Liberar el exterior con hierbas tibias y picantes, dispersar el Viento-Frío y restablecer la dispersión del Pulmón',
  },
  'pattern.wind-cold-exterior.acupoint.LU7': {
    en: 'Releases the exterior and restores the dispersing of Lung Qi',
    text: 'Libera el exterior y restablece la dispersión del Qi de Pulmón',
  },
  'pattern.wind-cold-exterior.acupoint.LI4': {
    en: 'Releases the exterior and relieves headache',
    text: 'Libera el exterior y alivia la cefalea',
  },
  'pattern.wind-cold-exterior.acupoint.BL12': {
    en: 'Expels Wind; cupping or moxa for Cold',
    text: 'Expulsa el Viento; ventosas o moxa para el Frío',
  },
  'pattern.wind-cold-exterior.acupoint.BL13': {
    en: "Stimulates the Lung's dispersing function",
    text: 'Estimula la función de dispersión del Pulmón',
  },
  'pattern.wind-cold-exterior.acupoint.GB20': {
    en: 'Expels Wind and relieves a stiff neck and headache',
    text: 'Expulsa el Viento y alivia la rigidez de nuca y la cefalea',
  },
  'pattern.wind-cold-exterior.acupoint.GV16': {
    en: 'Expels Wind from the head and neck',
    text: 'Expulsa el Viento de la cabeza y la nuca',
  },
  'pattern.wind-cold-exterior.acupoint.LI20': { en: 'Opens the nose', text: 'Abre la nariz' },
  'pattern.wind-cold-exterior.modification.0': {
    en: 'with sweating and an aversion to wind, a floating and moderate (not tight) pulse (exterior-deficiency type): change to Cinnamon Twig Decoction (Gui Zhi Tang)',
    text: 'con sudoración y aversión al viento, pulso flotante y moderado (no tenso) (tipo exterior con deficiencia): cambiar a la Decocción de Ramita de Canela (Gui Zhi Tang)',
  },
  'pattern.wind-cold-exterior.modification.1': {
    en: 'with heavy, aching limbs (Wind-Cold-Damp)',
    text: 'con extremidades pesadas y doloridas (Viento-Frío-Humedad)',
  },
  'pattern.wind-cold-exterior.modification.2': {
    en: 'with a blocked nose and frontal headache',
    text: 'con obstrucción nasal y cefalea frontal',
  },
  'pattern.wind-cold-exterior.modification.3': {
    en: 'with cough and copious thin white sputum',
    text: 'con tos y esputo blanco, fluido y abundante',
  },
  'pattern.wind-cold-exterior.caution.long-term': {
    en: 'For a few days only: stop as soon as a light sweat appears. Repeated sweating injures fluids and Qi.',
    text: 'Solo para unos pocos días: suspender en cuanto aparezca una sudoración ligera. La sudoración repetida daña los líquidos y el Qi.',
  },
  'pattern.wind-cold-exterior.caution.other.0': {
    en: 'Not for people who already sweat, have Heat signs, or are weak, elderly or depleted by blood loss.',
    text: 'No indicada en personas que ya sudan, que tienen signos de Calor, o que están débiles, son mayores o están agotadas por una pérdida de sangre.',
  },
  'pattern.wind-cold-exterior.caution.other.1': {
    en: 'Xing ren contains amygdalin: keep to the usual dose.',
    text: 'Xing ren contiene amigdalina: no superar la dosis habitual.',
  },
  'pattern.wind-cold-exterior.caution.other.2': {
    en: 'Ma huang (ephedrine) is contraindicated in hypertension, heart disease, hyperthyroidism, glaucoma, insomnia, anxiety and prostatic hypertrophy, and is restricted or banned in supplements in several countries.',
    text: 'Ma huang (efedrina) está contraindicado en hipertensión, cardiopatías, hipertiroidismo, glaucoma, insomnio, ansiedad e hipertrofia prostática, y su uso en complementos está restringido o prohibido en varios países.',
  },
  'pattern.wind-cold-exterior.prognosis.expectation': {
    en: 'Usually resolves within 3-7 days; with correct early treatment often in 1-3 days.',
    text: 'Suele resolverse en 3-7 días; con un tratamiento temprano y correcto, a menudo en 1-3 días.',
  },
  'pattern.wind-cold-exterior.prognosis.favourable.0': { en: 'treated at the first chill', text: 'tratado al primer escalofrío' },
  'pattern.wind-cold-exterior.prognosis.favourable.1': { en: 'rest and warmth', text: 'reposo y calor' },
  'pattern.wind-cold-exterior.prognosis.favourable.2': { en: 'robust constitution', text: 'constitución robusta' },
  'pattern.wind-cold-exterior.prognosis.obstacles.0': {
    en: 'overwork while ill',
    text: 'seguir trabajando en exceso estando enfermo',
  },
  'pattern.wind-cold-exterior.prognosis.obstacles.1': {
    en: 'weak Defensive Qi (repeated colds)',
    text: 'Qi Defensivo débil (resfriados repetidos)',
  },
  'pattern.wind-cold-exterior.prognosis.obstacles.2': {
    en: 'pathogen moving inward and turning to Heat',
    text: 'factor patógeno que penetra hacia el interior y se transforma en Calor',
  },
  'pattern.wind-heat-exterior.principle': {
    en: 'Release the exterior with cool-acrid herbs, clear Heat and relieve toxicity',
    text: 'Liberar el exterior con hierbas frescas y picantes, aclarar el Calor y eliminar la toxicidad',
  },
  'pattern.wind-heat-exterior.acupoint.LI4': {
    en: 'Releases the exterior and relieves headache and sore throat',
    text: 'Libera el exterior y alivia la cefalea y el dolor de garganta',
  },
  'pattern.wind-heat-exterior.acupoint.LI11': { en: 'Clears Heat and reduces fever', text: 'Aclara el Calor y baja la fiebre' },
  'pattern.wind-heat-exterior.acupoint.TE5': {
    en: 'Releases the exterior and expels Wind-Heat',
    text: 'Libera el exterior y expulsa el Viento-Calor',
  },
  'pattern.wind-heat-exterior.acupoint.GV14': { en: 'Clears Heat and reduces fever', text: 'Aclara el Calor y baja la fiebre' },
  'pattern.wind-heat-exterior.acupoint.GB20': {
    en: 'Expels Wind and relieves headache',
    text: 'Expulsa el Viento y alivia la cefalea',
  },
  'pattern.wind-heat-exterior.acupoint.LU11': {
    en: 'Bled to relieve a very sore throat',
    text: 'Se sangra para aliviar un dolor de garganta intenso',
  },
  'pattern.wind-heat-exterior.acupoint.LU10': {
    en: 'Clears Lung Heat and benefits the throat',
    text: 'Aclara el Calor de Pulmón y beneficia la garganta',
  },
  'pattern.wind-heat-exterior.modification.0': {
    en: 'with a very sore, swollen throat',
    text: 'con garganta muy dolorida e inflamada',
  },
  'pattern.wind-heat-exterior.modification.1': {
    en: 'with cough predominating over fever (towards Mulberry Leaf and Chrysanthemum Drink)',
    text: 'con predominio de la tos sobre la fiebre (en la línea de la Bebida de Hoja de Morera y Crisantemo, Sang Ju Yin)',
  },
  'pattern.wind-heat-exterior.modification.2': {
    en: 'with marked thirst (Heat injuring fluids)',
    text: 'con sed marcada (el Calor daña los líquidos)',
  },
  'pattern.wind-heat-exterior.modification.3': {
    en: 'with cough and thick yellow sputum (Heat entering the Lung and condensing Phlegm)',
    text: 'con tos y esputo amarillo y espeso (el Calor entra en el Pulmón y condensa la Flema)',
  },
  'pattern.wind-heat-exterior.caution.long-term': {
    en: 'For the acute stage only, usually a few days: the cool-acrid herbs disperse and cool, and may weaken digestion if continued.',
    text: 'Solo para la fase aguda, normalmente unos pocos días: las hierbas frescas y picantes dispersan y enfrían, y pueden debilitar la digestión si se prolongan.',
  },
  'pattern.wind-heat-exterior.caution.other.0': {
    en: 'Aromatic herbs (bo he, jing jie) should not be over-boiled: add them near the end.',
    text: 'Las hierbas aromáticas (bo he, jing jie) no deben hervirse demasiado: añadirlas al final de la cocción.',
  },
  'pattern.wind-heat-exterior.caution.other.1': {
    en: 'Not for Wind-Cold with chills, no sweating and no thirst.',
    text: 'No indicada en el Viento-Frío con escalofríos, sin sudoración y sin sed.',
  },
  'pattern.wind-heat-exterior.prognosis.expectation': {
    en: 'Usually resolves within 3-7 days.',
    text: 'Suele resolverse en 3-7 días.',
  },
  'pattern.wind-heat-exterior.prognosis.favourable.0': { en: 'treated early', text: 'tratado pronto' },
  'pattern.wind-heat-exterior.prognosis.favourable.1': { en: 'rest and fluids', text: 'reposo y líquidos' },
  'pattern.wind-heat-exterior.prognosis.favourable.2': {
    en: 'no underlying chronic illness',
    text: 'sin enfermedad crónica de base',
  },
  'pattern.wind-heat-exterior.prognosis.obstacles.0': {
    en: 'pathogen penetrating to the Qi level (high fever, yellow sputum)',
    text: 'factor patógeno que penetra hasta el nivel del Qi (fiebre alta, esputo amarillo)',
  },
  'pattern.wind-heat-exterior.prognosis.obstacles.1': { en: 'weak constitution', text: 'constitución débil' },
  'pattern.wind-heat-exterior.prognosis.obstacles.2': {
    en: 'continuing to work while ill',
    text: 'seguir trabajando estando enfermo',
  },
  'pattern.kidney-yang-deficiency.principle': {
    en: 'Warm and tonify Kidney Yang, strengthen the Fire of the Gate of Life',
    text: 'Calentar y tonificar el Yang de Riñón, fortalecer el Fuego de la Puerta de la Vida (Ming Men)',
  },
  'pattern.kidney-yang-deficiency.acupoint.BL23': {
    en: 'Back-shu point of the Kidney: tonifies Kidney Yang (with moxa)',
    text: 'Punto Shu dorsal del Riñón: tonifica el Yang de Riñón (con moxa)',
  },
  'pattern.kidney-yang-deficiency.acupoint.GV4': {
    en: 'Strengthens the Fire of the Gate of Life (with moxa)',
    text: 'Fortalece el Fuego de la Puerta de la Vida (con moxa)',
  },
  'pattern.kidney-yang-deficiency.acupoint.KI3': {
    en: 'Source point of the Kidney: tonifies the Kidney',
    text: 'Punto Yuan (fuente) del Riñón: tonifica el Riñón',
  },
  'pattern.kidney-yang-deficiency.acupoint.KI7': {
    en: 'Tonifies Kidney Yang and resolves oedema',
    text: 'Tonifica el Yang de Riñón y resuelve el edema',
  },
  'pattern.kidney-yang-deficiency.acupoint.CV4': {
    en: 'Tonifies the Original Qi and Kidney Yang (with moxa)',
    text: 'Tonifica el Qi Original y el Yang de Riñón (con moxa)',
  },
  'pattern.kidney-yang-deficiency.acupoint.CV6': {
    en: 'Tonifies Qi and Yang (with moxa)',
    text: 'Tonifica el Qi y el Yang (con moxa)',
  },
  'pattern.kidney-yang-deficiency.acupoint.BL52': {
    en: 'Strengthens the Kidney and the will-power',
    text: 'Fortalece el Riñón y la fuerza de voluntad',
  },
  'pattern.kidney-yang-deficiency.modification.0': {
    en: 'with marked cold and exhaustion but no oedema (pure deficiency of Yang and Essence): towards Restore the Right Pill (You Gui Wan)',
    text: 'con frío y agotamiento marcados pero sin edema (deficiencia pura de Yang y de Esencia): en la línea de la Píldora para Restaurar la Derecha (You Gui Wan)',
  },
  'pattern.kidney-yang-deficiency.modification.1': {
    en: 'with oedema of the legs and scanty urine: towards Kidney Qi Pill from Formulas to Aid the Living (Ji Sheng Shen Qi Wan)',
    text: 'con edema de piernas y orina escasa: en la línea de la Píldora del Qi de Riñón de las Fórmulas para Ayudar a los Vivos (Ji Sheng Shen Qi Wan)',
  },
  'pattern.kidney-yang-deficiency.modification.2': {
    en: 'with daybreak diarrhoea and cold abdomen (Spleen and Kidney Yang deficiency): add Four-Miracle Pill (Si Shen Wan)',
    text: 'con diarrea al amanecer y abdomen frío (deficiencia de Yang de Bazo y Riñón): añadir la Píldora de los Cuatro Milagros (Si Shen Wan)',
  },
  'pattern.kidney-yang-deficiency.modification.3': { en: 'with impotence and low libido', text: 'con impotencia y libido baja' },
  'pattern.kidney-yang-deficiency.caution.long-term': {
    en: 'Fu zi must be the processed root, decocted first for 30-60 minutes, and kept within the dose range: aconite alkaloids are cardiotoxic. Hot formula: reassess regularly and stop if Heat signs appear (red tongue, dry mouth).',
    text: 'Fu zi debe ser la raíz procesada, cocida primero durante 30-60 minutos, y mantenerse dentro del rango de dosis: los alcaloides del acónito son cardiotóxicos. Fórmula caliente: reevaluar con regularidad y suspender si aparecen signos de Calor (lengua roja, boca seca).',
  },
  'pattern.kidney-yang-deficiency.caution.other.0': {
    en: 'Not for Yin deficiency with Empty Heat.',
    text: 'No indicada en la deficiencia de Yin con Calor vacío.',
  },
  'pattern.kidney-yang-deficiency.caution.other.1': {
    en: 'Fu zi: avoid in heart rhythm disorders unless supervised.',
    text: 'Fu zi: evitar en los trastornos del ritmo cardiaco salvo bajo supervisión.',
  },
  'pattern.kidney-yang-deficiency.caution.other.2': {
    en: 'New oedema or marked nocturia should have a medical check (heart, kidney, prostate, diabetes).',
    text: 'El edema de aparición reciente o la nicturia marcada deben estudiarse médicamente (corazón, riñón, próstata, diabetes).',
  },
  'pattern.kidney-yang-deficiency.prognosis.expectation': {
    en: 'Chronic and slow: warmth and energy usually improve within 1-3 months; lasting change takes 3-6 months or more.',
    text: 'Crónica y lenta: el calor y la energía suelen mejorar en 1-3 meses; un cambio duradero lleva 3-6 meses o más.',
  },
  'pattern.kidney-yang-deficiency.prognosis.favourable.0': { en: 'younger age', text: 'edad joven' },
  'pattern.kidney-yang-deficiency.prognosis.favourable.1': { en: 'good digestion', text: 'buena digestión' },
  'pattern.kidney-yang-deficiency.prognosis.favourable.2': {
    en: 'avoidance of cold and overwork',
    text: 'evitar el frío y el exceso de trabajo',
  },
  'pattern.kidney-yang-deficiency.prognosis.obstacles.0': { en: 'advanced age', text: 'edad avanzada' },
  'pattern.kidney-yang-deficiency.prognosis.obstacles.1': {
    en: 'chronic kidney, thyroid or heart disease',
    text: 'enfermedad renal, tiroidea o cardiaca crónica',
  },
  'pattern.kidney-yang-deficiency.prognosis.obstacles.2': {
    en: 'continued exposure to cold or overwork',
    text: 'exposición continuada al frío o exceso de trabajo',
  },
  'pattern.kidney-yin-deficiency.principle': {
    en: 'Nourish Kidney Yin and Essence, clear Empty Heat if present',
    text: 'Nutrir el Yin y la Esencia de Riñón; aclarar el Calor vacío si lo hay',
  },
  'pattern.kidney-yin-deficiency.acupoint.KI3': {
    en: 'Source point of the Kidney: nourishes Kidney Yin',
    text: 'Punto Yuan (fuente) del Riñón: nutre el Yin de Riñón',
  },
  'pattern.kidney-yin-deficiency.acupoint.KI6': {
    en: 'Nourishes Yin and cools Empty Heat',
    text: 'Nutre el Yin y enfría el Calor vacío',
  },
  'pattern.kidney-yin-deficiency.acupoint.LU7': {
    en: 'With KI6 opens the Conception Vessel to nourish Yin',
    text: 'Con KI6 abre el Vaso Concepción (Ren Mai) para nutrir el Yin',
  },
  'pattern.kidney-yin-deficiency.acupoint.KI2': {
    en: 'Clears Empty Heat from the Kidney',
    text: 'Aclara el Calor vacío del Riñón',
  },
  'pattern.kidney-yin-deficiency.acupoint.SP6': { en: 'Nourishes Yin', text: 'Nutre el Yin' },
  'pattern.kidney-yin-deficiency.acupoint.CV4': { en: 'Nourishes the Kidney and Essence', text: 'Nutre el Riñón y la Esencia' },
  'pattern.kidney-yin-deficiency.acupoint.BL23': {
    en: 'Back-shu point of the Kidney: tonifies the Kidney (no moxa)',
    text: 'Punto Shu dorsal del Riñón: tonifica el Riñón (sin moxa)',
  },
  'pattern.kidney-yin-deficiency.modification.0': {
    en: 'with marked Empty Heat (night sweats, hot flushes, afternoon fever): Anemarrhena, Phellodendron and Rehmannia Pill (Zhi Bai Di Huang Wan)',
    text: 'con Calor vacío marcado (sudores nocturnos, sofocos, fiebre vespertina): Píldora de Anemarrhena, Phellodendron y Rehmannia (Zhi Bai Di Huang Wan)',
  },
  'pattern.kidney-yin-deficiency.modification.1': {
    en: 'with dry eyes and blurred vision (Liver Yin also deficient): Lycium Fruit, Chrysanthemum and Rehmannia Pill (Qi Ju Di Huang Wan)',
    text: 'con ojos secos y visión borrosa (también deficiencia de Yin de Hígado): Píldora de Lycium, Crisantemo y Rehmannia (Qi Ju Di Huang Wan)',
  },
  'pattern.kidney-yin-deficiency.modification.2': {
    en: 'with a chronic dry cough or wheezing (Lung Yin also deficient): Ophiopogon, Schisandra and Rehmannia Pill (Mai Wei Di Huang Wan)',
    text: 'con tos seca crónica o sibilancias (también deficiencia de Yin de Pulmón): Píldora de Ophiopogon, Schisandra y Rehmannia (Mai Wei Di Huang Wan)',
  },
  'pattern.kidney-yin-deficiency.modification.3': {
    en: 'with insomnia, palpitations and restlessness (Heart and Kidney not communicating)',
    text: 'con insomnio, palpitaciones e inquietud (falta de comunicación entre Corazón y Riñón)',
  },
  'pattern.kidney-yin-deficiency.caution.long-term': {
    en: 'Shu di huang is rich and cloying: with long use watch for bloating or loose stools and add a little sha ren or chen pi.',
    text: 'Shu di huang es rico y empalagoso: con el uso prolongado, vigilar la hinchazón o las heces blandas y añadir un poco de sha ren o chen pi.',
  },
  'pattern.kidney-yin-deficiency.caution.other.0': {
    en: 'Not for patients with Spleen deficiency and loose stools or Damp accumulation without adjustment.',
    text: 'No indicada, sin ajustarla, en pacientes con deficiencia de Bazo y heces blandas o con acumulación de Humedad.',
  },
  'pattern.kidney-yin-deficiency.caution.other.1': {
    en: 'Persistent night sweats with weight loss or fever need a medical check.',
    text: 'Los sudores nocturnos persistentes con pérdida de peso o fiebre requieren un control médico.',
  },
  'pattern.kidney-yin-deficiency.prognosis.expectation': {
    en: 'Slow to change: heat symptoms and sleep usually improve within 1-2 months; rebuilding Yin takes 3-6 months or longer.',
    text: 'Cambia despacio: los síntomas de Calor y el sueño suelen mejorar en 1-2 meses; reconstruir el Yin lleva 3-6 meses o más.',
  },
  'pattern.kidney-yin-deficiency.prognosis.favourable.0': { en: 'adequate sleep', text: 'sueño suficiente' },
  'pattern.kidney-yin-deficiency.prognosis.favourable.1': { en: 'reduced stimulants', text: 'menos estimulantes' },
  'pattern.kidney-yin-deficiency.prognosis.favourable.2': { en: 'younger age', text: 'edad joven' },
  'pattern.kidney-yin-deficiency.prognosis.obstacles.0': {
    en: 'chronic overwork or night shifts',
    text: 'exceso de trabajo crónico o turnos de noche',
  },
  'pattern.kidney-yin-deficiency.prognosis.obstacles.1': { en: 'chronic illness', text: 'enfermedad crónica' },
  'pattern.kidney-yin-deficiency.prognosis.obstacles.2': {
    en: 'ageing and the menopause transition',
    text: 'envejecimiento y transición menopáusica',
  },
  'pattern.liver-kidney-yin-deficiency.principle': {
    en: 'Nourish Liver and Kidney Yin, brighten the eyes',
    text: 'Nutrir el Yin de Hígado y Riñón, aclarar la vista',
  },
  'pattern.liver-kidney-yin-deficiency.acupoint.LR8': {
    en: 'Nourishes Liver Blood and Yin',
    text: 'Nutre la Sangre y el Yin de Hígado',
  },
  'pattern.liver-kidney-yin-deficiency.acupoint.KI3': {
    en: 'Source point of the Kidney: nourishes Kidney Yin',
    text: 'Punto Yuan (fuente) del Riñón: nutre el Yin de Riñón',
  },
  'pattern.liver-kidney-yin-deficiency.acupoint.KI6': {
    en: 'Nourishes Yin and benefits the eyes',
    text: 'Nutre el Yin y beneficia los ojos',
  },
  'pattern.liver-kidney-yin-deficiency.acupoint.SP6': {
    en: 'Nourishes Liver and Kidney Yin',
    text: 'Nutre el Yin de Hígado y Riñón',
  },
  'pattern.liver-kidney-yin-deficiency.acupoint.CV4': { en: 'Nourishes Yin and Essence', text: 'Nutre el Yin y la Esencia' },
  'pattern.liver-kidney-yin-deficiency.acupoint.BL18': {
    en: 'Back-shu point of the Liver: nourishes the Liver and benefits the eyes',
    text: 'Punto Shu dorsal del Hígado: nutre el Hígado y beneficia los ojos',
  },
  'pattern.liver-kidney-yin-deficiency.acupoint.BL23': {
    en: 'Back-shu point of the Kidney: tonifies the Kidney',
    text: 'Punto Shu dorsal del Riñón: tonifica el Riñón',
  },
  'pattern.liver-kidney-yin-deficiency.modification.0': {
    en: 'with dull hypochondriac pain, dry throat and acid regurgitation (Yin deficiency with Liver Qi constraint): towards Linking Decoction (Yi Guan Jian)',
    text: 'con dolor sordo en el hipocondrio, garganta seca y regurgitación ácida (deficiencia de Yin con constricción del Qi de Hígado): en la línea de la Decocción del Enlace (Yi Guan Jian)',
  },
  'pattern.liver-kidney-yin-deficiency.modification.1': {
    en: 'with headache, dizziness and irritability from ascending Liver Yang',
    text: 'con cefalea, mareo e irritabilidad por ascenso del Yang de Hígado',
  },
  'pattern.liver-kidney-yin-deficiency.modification.2': {
    en: 'with scanty periods, numbness and pale nails (Liver Blood also deficient)',
    text: 'con reglas escasas, entumecimiento y uñas pálidas (también deficiencia de Sangre de Hígado)',
  },
  'pattern.liver-kidney-yin-deficiency.modification.3': {
    en: 'with marked night sweats and hot flushes (Empty Heat)',
    text: 'con sudores nocturnos y sofocos marcados (Calor vacío)',
  },
  'pattern.liver-kidney-yin-deficiency.caution.long-term': {
    en: 'Cloying Yin tonics may impair digestion over long courses. Chuan lian zi, if added, is mildly toxic to the liver: short courses only, not in liver disease.',
    text: 'Los tónicos de Yin empalagosos pueden entorpecer la digestión en tratamientos largos. Chuan lian zi, si se añade, es ligeramente tóxico para el hígado: solo tratamientos cortos y nunca en enfermedades hepáticas.',
  },
  'pattern.liver-kidney-yin-deficiency.caution.other.0': {
    en: 'Not for Spleen deficiency with loose stools or Damp without adjustment.',
    text: 'No indicada, sin ajustarla, en la deficiencia de Bazo con heces blandas o con Humedad.',
  },
  'pattern.liver-kidney-yin-deficiency.caution.other.1': {
    en: 'Sudden visual loss, or dizziness with slurred speech or weakness, needs emergency care.',
    text: 'La pérdida súbita de visión, o el mareo con dificultad para hablar o debilidad, requieren atención de urgencia.',
  },
  'pattern.liver-kidney-yin-deficiency.prognosis.expectation': {
    en: 'Chronic: eye and heat symptoms usually ease within 1-2 months; deeper change takes 3-6 months.',
    text: 'Crónica: los síntomas oculares y de Calor suelen aliviarse en 1-2 meses; un cambio más profundo lleva 3-6 meses.',
  },
  'pattern.liver-kidney-yin-deficiency.prognosis.favourable.0': { en: 'adequate sleep', text: 'sueño suficiente' },
  'pattern.liver-kidney-yin-deficiency.prognosis.favourable.1': { en: 'reduced screen time', text: 'menos tiempo de pantalla' },
  'pattern.liver-kidney-yin-deficiency.prognosis.favourable.2': { en: 'early treatment', text: 'tratamiento temprano' },
  'pattern.liver-kidney-yin-deficiency.prognosis.obstacles.0': { en: 'age', text: 'la edad' },
  'pattern.liver-kidney-yin-deficiency.prognosis.obstacles.1': {
    en: 'continuing overwork or late nights',
    text: 'seguir trabajando en exceso o trasnochando',
  },
  'pattern.liver-kidney-yin-deficiency.prognosis.obstacles.2': { en: 'alcohol use', text: 'consumo de alcohol' },
  'pattern.qi-and-blood-deficiency.principle': { en: 'Tonify Qi and nourish Blood', text: 'Tonificar el Qi y nutrir la Sangre' },
  'pattern.qi-and-blood-deficiency.acupoint.ST36': {
    en: 'Tonifies Qi and Blood through the Stomach and Spleen',
    text: 'Tonifica el Qi y la Sangre a través del Estómago y el Bazo',
  },
  'pattern.qi-and-blood-deficiency.acupoint.SP6': {
    en: 'Strengthens the Spleen and nourishes Blood',
    text: 'Fortalece el Bazo y nutre la Sangre',
  },
  'pattern.qi-and-blood-deficiency.acupoint.CV4': {
    en: 'Nourishes Blood and the Original Qi',
    text: 'Nutre la Sangre y el Qi Original',
  },
  'pattern.qi-and-blood-deficiency.acupoint.CV6': { en: 'Tonifies Qi', text: 'Tonifica el Qi' },
  'pattern.qi-and-blood-deficiency.acupoint.BL17': {
    en: 'Influential point of Blood: nourishes Blood (often with moxa)',
    text: 'Punto de reunión (Hui) de la Sangre: nutre la Sangre (a menudo con moxa)',
  },
  'pattern.qi-and-blood-deficiency.acupoint.BL20': {
    en: 'Back-shu point of the Spleen: tonifies the source of Qi and Blood',
    text: 'Punto Shu dorsal del Bazo: tonifica la fuente del Qi y de la Sangre',
  },
  'pattern.qi-and-blood-deficiency.acupoint.BL23': {
    en: 'Tonifies the Kidney, which supports Blood through Essence',
    text: 'Tonifica el Riñón, que sostiene la Sangre a través de la Esencia',
  },
  'pattern.qi-and-blood-deficiency.modification.0': {
    en: 'with cold limbs and aversion to cold (deficiency tending to Cold): All-Inclusive Great Tonifying Decoction (Shi Quan Da Bu Tang)',
    text: 'con extremidades frías y aversión al frío (deficiencia que tiende al Frío): Decocción de la Gran Tonificación Completa (Shi Quan Da Bu Tang)',
  },
  'pattern.qi-and-blood-deficiency.modification.1': {
    en: 'with palpitations, insomnia and poor memory (Heart and Spleen involvement)',
    text: 'con palpitaciones, insomnio y mala memoria (afectación de Corazón y Bazo)',
  },
  'pattern.qi-and-blood-deficiency.modification.2': {
    en: 'with poor appetite and abdominal distension (weak Spleen not tolerating rich tonics)',
    text: 'con falta de apetito y distensión abdominal (Bazo débil que no tolera los tónicos ricos)',
  },
  'pattern.qi-and-blood-deficiency.caution.long-term': {
    en: 'Rich tonics (shu di huang) may cause bloating with long use; zhi gan cao in long courses may raise blood pressure and lower potassium.',
    text: 'Los tónicos ricos (shu di huang) pueden causar hinchazón con el uso prolongado; zhi gan cao en tratamientos largos puede elevar la presión arterial y bajar el potasio.',
  },
  'pattern.qi-and-blood-deficiency.caution.other.0': {
    en: 'Not to be used during an acute infection (fever, sore throat): tonics can hold the pathogen in.',
    text: 'No usar durante una infección aguda (fiebre, dolor de garganta): los tónicos pueden retener el factor patógeno.',
  },
  'pattern.qi-and-blood-deficiency.caution.other.1': {
    en: 'Unexplained fatigue, pallor or weight loss need medical investigation (anaemia, bleeding, thyroid).',
    text: 'El cansancio, la palidez o la pérdida de peso sin causa aparente requieren estudio médico (anemia, sangrado, tiroides).',
  },
  'pattern.qi-and-blood-deficiency.prognosis.expectation': {
    en: 'Energy usually improves within 4-6 weeks; rebuilding Blood takes about 3 months.',
    text: 'La energía suele mejorar en 4-6 semanas; reconstruir la Sangre lleva unos 3 meses.',
  },
  'pattern.qi-and-blood-deficiency.prognosis.favourable.0': {
    en: 'good appetite and digestion',
    text: 'buen apetito y buena digestión',
  },
  'pattern.qi-and-blood-deficiency.prognosis.favourable.1': {
    en: 'known and resolved cause (e.g. after childbirth)',
    text: 'causa conocida y resuelta (p. ej., tras un parto)',
  },
  'pattern.qi-and-blood-deficiency.prognosis.favourable.2': { en: 'adequate rest', text: 'descanso suficiente' },
  'pattern.qi-and-blood-deficiency.prognosis.obstacles.0': { en: 'ongoing blood loss', text: 'pérdida de sangre continuada' },
  'pattern.qi-and-blood-deficiency.prognosis.obstacles.1': { en: 'chronic illness', text: 'enfermedad crónica' },
  'pattern.qi-and-blood-deficiency.prognosis.obstacles.2': {
    en: 'poor diet or eating disorder',
    text: 'mala alimentación o trastorno de la conducta alimentaria',
  },
  'pattern.blood-stasis.principle': {
    en: 'Invigorate Blood, remove stasis and nourish Blood',
    text: 'Vigorizar la Sangre, eliminar la estasis y nutrir la Sangre',
  },
  'pattern.blood-stasis.acupoint.SP10': {
    en: 'Invigorates Blood and removes stasis',
    text: 'Vigoriza la Sangre y elimina la estasis',
  },
  'pattern.blood-stasis.acupoint.BL17': {
    en: 'Influential point of Blood: invigorates Blood',
    text: 'Punto de reunión (Hui) de la Sangre: vigoriza la Sangre',
  },
  'pattern.blood-stasis.acupoint.SP6': {
    en: 'Moves Blood, especially in the uterus',
    text: 'Mueve la Sangre, sobre todo en el útero',
  },
  'pattern.blood-stasis.acupoint.LI4': {
    en: 'Moves Qi and Blood and stops pain',
    text: 'Mueve el Qi y la Sangre y detiene el dolor',
  },
  'pattern.blood-stasis.acupoint.LR3': { en: 'Moves Liver Qi and Blood', text: 'Mueve el Qi y la Sangre de Hígado' },
  'pattern.blood-stasis.acupoint.PC6': { en: 'Moves Blood in the chest', text: 'Mueve la Sangre en el tórax' },
  'pattern.blood-stasis.acupoint.SP8': {
    en: 'Accumulation point of the Spleen: removes stasis in the uterus and stops pain',
    text: 'Punto Xi (de acumulación) del Bazo: elimina la estasis del útero y detiene el dolor',
  },
  'pattern.blood-stasis.modification.0': { en: 'with severe fixed pain', text: 'con dolor fijo intenso' },
  'pattern.blood-stasis.modification.1': {
    en: 'with cold lower abdomen and pain relieved by warmth (Cold causing stasis)',
    text: 'con frío en el bajo vientre y dolor que se alivia con el calor (el Frío causa la estasis)',
  },
  'pattern.blood-stasis.modification.2': {
    en: 'with distending pain, irritability and symptoms that change with mood (Qi stagnation)',
    text: 'con dolor distensivo, irritabilidad y síntomas que cambian con el estado de ánimo (estancamiento de Qi)',
  },
  'pattern.blood-stasis.modification.3': {
    en: 'with fatigue, shortness of breath and a weak pulse (Qi deficiency unable to move Blood)',
    text: 'con cansancio, falta de aliento y pulso débil (deficiencia de Qi incapaz de mover la Sangre)',
  },
  'pattern.blood-stasis.caution.long-term': {
    en: 'Blood-moving herbs consume Blood and Qi with prolonged use: combine with tonics or stop once the stasis signs improve.',
    text: 'Las hierbas que mueven la Sangre consumen la Sangre y el Qi con el uso prolongado: combinarlas con tónicos o suspender cuando mejoren los signos de estasis.',
  },
  'pattern.blood-stasis.caution.other.0': {
    en: 'Chest pain, sudden severe headache or a painful swollen calf may be medical emergencies, not a stasis pattern to treat with herbs.',
    text: 'El dolor torácico, la cefalea súbita e intensa o una pantorrilla dolorosa e hinchada pueden ser urgencias médicas, no un patrón de estasis para tratar con hierbas.',
  },
  'pattern.blood-stasis.caution.other.1': {
    en: 'Ru xiang and mo yao, if added, irritate the stomach.',
    text: 'Ru xiang y mo yao, si se añaden, irritan el estómago.',
  },
  'pattern.blood-stasis.prognosis.expectation': {
    en: 'Pain often eases within 2-6 weeks; long-standing stasis (masses, old injuries) takes months and may not fully resolve.',
    text: 'El dolor suele aliviarse en 2-6 semanas; la estasis de larga evolución (masas, lesiones antiguas) lleva meses y puede no resolverse por completo.',
  },
  'pattern.blood-stasis.prognosis.favourable.0': { en: 'recent injury or onset', text: 'lesión o inicio recientes' },
  'pattern.blood-stasis.prognosis.favourable.1': { en: 'regular exercise', text: 'ejercicio regular' },
  'pattern.blood-stasis.prognosis.favourable.2': {
    en: 'identifiable cause such as cold or trauma',
    text: 'causa identificable, como el frío o un traumatismo',
  },
  'pattern.blood-stasis.prognosis.obstacles.0': { en: 'long duration', text: 'larga evolución' },
  'pattern.blood-stasis.prognosis.obstacles.1': { en: 'palpable masses', text: 'masas palpables' },
  'pattern.blood-stasis.prognosis.obstacles.2': {
    en: 'sedentary life, smoking or ongoing Cold',
    text: 'vida sedentaria, tabaco o Frío persistente',
  },
  'pattern.qi-stagnation-blood-stasis.principle': {
    en: 'Move Qi, invigorate Blood and remove stasis',
    text: 'Mover el Qi, vigorizar la Sangre y eliminar la estasis',
  },
  'pattern.qi-stagnation-blood-stasis.acupoint.LR3': {
    en: 'Moves Liver Qi and Blood; with LI4 the "Four Gates"',
    text: 'Mueve el Qi y la Sangre de Hígado; con LI4 forma las "Cuatro Puertas"',
  },
  'pattern.qi-stagnation-blood-stasis.acupoint.LI4': {
    en: 'Moves Qi and stops pain; with LR3 the "Four Gates"',
    text: 'Mueve el Qi y detiene el dolor; con LR3 forma las "Cuatro Puertas"',
  },
  'pattern.qi-stagnation-blood-stasis.acupoint.PC6': {
    en: 'Moves Qi and Blood in the chest and calms the Mind',
    text: 'Mueve el Qi y la Sangre en el tórax y calma la Mente',
  },
  'pattern.qi-stagnation-blood-stasis.acupoint.SP6': {
    en: 'Invigorates Blood and regulates menstruation',
    text: 'Vigoriza la Sangre y regula la menstruación',
  },
  'pattern.qi-stagnation-blood-stasis.acupoint.SP10': {
    en: 'Invigorates Blood and removes stasis',
    text: 'Vigoriza la Sangre y elimina la estasis',
  },
  'pattern.qi-stagnation-blood-stasis.acupoint.BL17': {
    en: 'Influential point of Blood: invigorates Blood',
    text: 'Punto de reunión (Hui) de la Sangre: vigoriza la Sangre',
  },
  'pattern.qi-stagnation-blood-stasis.acupoint.LR14': {
    en: 'Front-mu point of the Liver: moves Qi in the hypochondrium',
    text: 'Punto Mu frontal del Hígado: mueve el Qi en el hipocondrio',
  },
  'pattern.qi-stagnation-blood-stasis.modification.0': {
    en: 'with marked mood-related distension, sighing and breast tenderness (Liver Qi stagnation predominates)',
    text: 'con distensión marcada ligada al estado de ánimo, suspiros y tensión mamaria (predominio del estancamiento de Qi de Hígado)',
  },
  'pattern.qi-stagnation-blood-stasis.modification.1': {
    en: 'with painful periods and lower abdominal pain',
    text: 'con reglas dolorosas y dolor en el bajo vientre',
  },
  'pattern.qi-stagnation-blood-stasis.modification.2': {
    en: 'with hypochondriac masses or chronic liver-region pain',
    text: 'con masas en el hipocondrio o dolor crónico en la región hepática',
  },
  'pattern.qi-stagnation-blood-stasis.modification.3': {
    en: 'with fatigue and a weak pulse (Qi deficiency)',
    text: 'con cansancio y pulso débil (deficiencia de Qi)',
  },
  'pattern.qi-stagnation-blood-stasis.caution.long-term': {
    en: 'Moving formula: prolonged use depletes Qi and Blood; reassess after 4-6 weeks and add tonics if needed.',
    text: 'Fórmula que moviliza: su uso prolongado agota el Qi y la Sangre; reevaluar a las 4-6 semanas y añadir tónicos si hace falta.',
  },
  'pattern.qi-stagnation-blood-stasis.caution.other.0': {
    en: 'Chest pain must be assessed medically before being attributed to stasis.',
    text: 'El dolor torácico debe valorarse médicamente antes de atribuirlo a la estasis.',
  },
  'pattern.qi-stagnation-blood-stasis.prognosis.expectation': {
    en: 'Distension and mood improve within 2-4 weeks; fixed pain and menstrual clots usually need 2-3 cycles or months.',
    text: 'La distensión y el ánimo mejoran en 2-4 semanas; el dolor fijo y los coágulos menstruales suelen necesitar 2-3 ciclos o meses.',
  },
  'pattern.qi-stagnation-blood-stasis.prognosis.favourable.0': { en: 'regular exercise', text: 'ejercicio regular' },
  'pattern.qi-stagnation-blood-stasis.prognosis.favourable.1': { en: 'stress addressed', text: 'estrés abordado' },
  'pattern.qi-stagnation-blood-stasis.prognosis.favourable.2': { en: 'no masses', text: 'sin masas' },
  'pattern.qi-stagnation-blood-stasis.prognosis.obstacles.0': {
    en: 'chronic unresolved stress',
    text: 'estrés crónico sin resolver',
  },
  'pattern.qi-stagnation-blood-stasis.prognosis.obstacles.1': {
    en: 'long-standing stasis or masses',
    text: 'estasis o masas de larga evolución',
  },
  'pattern.qi-stagnation-blood-stasis.prognosis.obstacles.2': { en: 'sedentary life', text: 'vida sedentaria' },
  'pattern.phlegm-dampness.principle': {
    en: 'Dry Dampness, transform Phlegm, regulate Qi and harmonise the Middle Burner',
    text: 'Secar la Humedad, transformar la Flema, regular el Qi y armonizar el Jiao Medio',
  },
  'pattern.phlegm-dampness.acupoint.ST40': { en: 'Main point to resolve Phlegm', text: 'Punto principal para resolver la Flema' },
  'pattern.phlegm-dampness.acupoint.SP9': { en: 'Resolves Dampness', text: 'Resuelve la Humedad' },
  'pattern.phlegm-dampness.acupoint.CV12': {
    en: 'Front-mu point of the Stomach: strengthens the Middle Burner to stop Phlegm forming',
    text: 'Punto Mu frontal del Estómago: fortalece el Jiao Medio para que no se forme Flema',
  },
  'pattern.phlegm-dampness.acupoint.ST36': { en: 'Tonifies the Spleen and Stomach', text: 'Tonifica el Bazo y el Estómago' },
  'pattern.phlegm-dampness.acupoint.SP3': {
    en: 'Source point of the Spleen: strengthens the Spleen and resolves Dampness',
    text: 'Punto Yuan (fuente) del Bazo: fortalece el Bazo y resuelve la Humedad',
  },
  'pattern.phlegm-dampness.acupoint.BL20': { en: 'Back-shu point of the Spleen', text: 'Punto Shu dorsal del Bazo' },
  'pattern.phlegm-dampness.acupoint.PC6': { en: 'Opens the chest and stops nausea', text: 'Abre el tórax y detiene las náuseas' },
  'pattern.phlegm-dampness.acupoint.CV9': {
    en: 'Promotes the transformation of fluids',
    text: 'Favorece la transformación de los líquidos',
  },
  'pattern.phlegm-dampness.modification.0': {
    en: 'with fatigue, poor appetite and loose stools (Spleen Qi deficiency generating Phlegm): Six-Gentlemen Decoction (Liu Jun Zi Tang)',
    text: 'con cansancio, falta de apetito y heces blandas (deficiencia de Qi de Bazo que genera Flema): Decocción de los Seis Caballeros (Liu Jun Zi Tang)',
  },
  'pattern.phlegm-dampness.modification.1': {
    en: 'with dizziness and a heavy, muzzy head (Phlegm obscuring the head): towards Pinellia, White Atractylodes and Gastrodia Decoction',
    text: 'con mareo y cabeza pesada y embotada (la Flema nubla la cabeza): en la línea de la Decocción de Pinellia, Atractylodes Blanco y Gastrodia (Ban Xia Bai Zhu Tian Ma Tang)',
  },
  'pattern.phlegm-dampness.modification.2': {
    en: 'with epigastric fullness, a thick white coating and heavy limbs (Cold-Damp in the Spleen): combine with Calm the Stomach Powder (Ping Wei San)',
    text: 'con plenitud epigástrica, saburra blanca y gruesa y extremidades pesadas (Frío-Humedad en el Bazo): combinar con el Polvo para Calmar el Estómago (Ping Wei San)',
  },
  'pattern.phlegm-dampness.modification.3': {
    en: 'with yellow sticky sputum and a yellow greasy coating (Phlegm turning to Heat)',
    text: 'con esputo amarillo y pegajoso y saburra amarilla y grasienta (la Flema se transforma en Calor)',
  },
  'pattern.phlegm-dampness.caution.long-term': {
    en: 'Warm and drying: with long use it can injure Yin and fluids; stop or adjust if the tongue becomes red or dry.',
    text: 'Cálida y secante: con el uso prolongado puede dañar el Yin y los líquidos; suspender o ajustar si la lengua se vuelve roja o seca.',
  },
  'pattern.phlegm-dampness.caution.other.0': {
    en: 'Not for dry cough from Yin deficiency or for coughing blood.',
    text: 'No indicada en la tos seca por deficiencia de Yin ni en la tos con sangre.',
  },
  'pattern.phlegm-dampness.caution.other.1': {
    en: 'Raw ban xia is toxic: only processed Pinellia is used.',
    text: 'Ban xia crudo es tóxico: solo se usa Pinellia procesada.',
  },
  'pattern.phlegm-dampness.prognosis.expectation': {
    en: 'Heaviness and phlegm usually improve within 2-6 weeks with diet change; weight and constitution change over months.',
    text: 'La pesadez y la flema suelen mejorar en 2-6 semanas con cambios en la dieta; el peso y la constitución cambian a lo largo de meses.',
  },
  'pattern.phlegm-dampness.prognosis.favourable.0': { en: 'diet change', text: 'cambio de dieta' },
  'pattern.phlegm-dampness.prognosis.favourable.1': { en: 'regular exercise', text: 'ejercicio regular' },
  'pattern.phlegm-dampness.prognosis.favourable.2': { en: 'good Spleen function', text: 'buena función del Bazo' },
  'pattern.phlegm-dampness.prognosis.obstacles.0': {
    en: 'continued rich, sweet or greasy diet',
    text: 'seguir con una dieta rica, dulce o grasienta',
  },
  'pattern.phlegm-dampness.prognosis.obstacles.1': { en: 'sedentary life', text: 'vida sedentaria' },
  'pattern.phlegm-dampness.prognosis.obstacles.2': { en: 'damp living environment', text: 'vivienda húmeda' },
  'pattern.damp-heat-lower-burner.principle': {
    en: 'Clear Heat, drain Dampness and promote urination to relieve painful urinary dysfunction',
    text: 'Aclarar el Calor, drenar la Humedad y favorecer la micción para aliviar el síndrome Lin (micción dolorosa)',
  },
  'pattern.damp-heat-lower-burner.acupoint.CV3': {
    en: 'Front-mu point of the Bladder: clears Damp-Heat from the Bladder',
    text: 'Punto Mu frontal de la Vejiga: aclara la Humedad-Calor de la Vejiga',
  },
  'pattern.damp-heat-lower-burner.acupoint.BL28': {
    en: 'Back-shu point of the Bladder: drains Damp-Heat',
    text: 'Punto Shu dorsal de la Vejiga: drena la Humedad-Calor',
  },
  'pattern.damp-heat-lower-burner.acupoint.SP9': {
    en: 'Main point to drain Dampness from the Lower Burner',
    text: 'Punto principal para drenar la Humedad del Jiao Inferior',
  },
  'pattern.damp-heat-lower-burner.acupoint.SP6': {
    en: 'Resolves Dampness and stops urinary pain',
    text: 'Resuelve la Humedad y detiene el dolor urinario',
  },
  'pattern.damp-heat-lower-burner.acupoint.BL22': {
    en: 'Back-shu point of the Triple Burner: opens the water passages',
    text: 'Punto Shu dorsal del Triple Calentador (San Jiao): abre las vías del agua',
  },
  'pattern.damp-heat-lower-burner.acupoint.BL39': {
    en: 'Lower sea point of the Triple Burner: promotes urination',
    text: 'Punto He inferior del Triple Calentador (San Jiao): favorece la micción',
  },
  'pattern.damp-heat-lower-burner.acupoint.LR5': {
    en: 'Connecting point of the Liver: clears Damp-Heat from the genitals, stops itching',
    text: 'Punto Luo (de conexión) del Hígado: aclara la Humedad-Calor de los genitales, detiene el picor',
  },
  'pattern.damp-heat-lower-burner.modification.0': {
    en: 'with blood in the urine (after medical assessment)',
    text: 'con sangre en la orina (tras valoración médica)',
  },
  'pattern.damp-heat-lower-burner.modification.1': {
    en: 'with urinary stones (sandy urine, colicky pain)',
    text: 'con cálculos urinarios (arenilla en la orina, dolor cólico)',
  },
  'pattern.damp-heat-lower-burner.modification.2': {
    en: 'with yellow, foul vaginal discharge, genital itching or heavy aching legs and no urinary pain: towards Four-Marvel Pill (Si Miao Wan)',
    text: 'con flujo vaginal amarillo y maloliente, picor genital o piernas pesadas y doloridas, sin dolor urinario: en la línea de la Píldora de las Cuatro Maravillas (Si Miao Wan)',
  },
  'pattern.damp-heat-lower-burner.modification.3': {
    en: 'with bitter taste, irritability, red eyes and hypochondriac pain (Liver channel Damp-Heat)',
    text: 'con sabor amargo, irritabilidad, ojos rojos y dolor en el hipocondrio (Humedad-Calor en el canal de Hígado)',
  },
  'pattern.damp-heat-lower-burner.caution.long-term': {
    en: 'Bitter-cold and draining: for short courses only (days to a few weeks); prolonged use injures the Spleen, Kidney and Yin. Da huang causes diarrhoea and, long term, electrolyte loss.',
    text: 'Amarga, fría y drenante: solo para tratamientos cortos (de días a pocas semanas); el uso prolongado daña el Bazo, el Riñón y el Yin. Da huang causa diarrea y, a largo plazo, pérdida de electrolitos.',
  },
  'pattern.damp-heat-lower-burner.caution.other.0': {
    en: 'Only chuan mu tong (Clematis) or tong cao may be used: guan mu tong (Aristolochia) causes aristolochic-acid nephropathy and is banned.',
    text: 'Solo puede usarse chuan mu tong (Clematis) o tong cao: guan mu tong (Aristolochia) causa nefropatía por ácido aristolóquico y está prohibido.',
  },
  'pattern.damp-heat-lower-burner.caution.other.1': {
    en: 'Urinary infection with fever, flank pain or blood in the urine needs medical diagnosis and, often, antibiotics.',
    text: 'La infección urinaria con fiebre, dolor en el flanco o sangre en la orina requiere diagnóstico médico y, a menudo, antibióticos.',
  },
  'pattern.damp-heat-lower-burner.caution.other.2': {
    en: 'Not for weak or elderly patients with deficiency-type urinary dribbling.',
    text: 'No indicada en pacientes débiles o mayores con goteo urinario de tipo deficiencia.',
  },
  'pattern.damp-heat-lower-burner.prognosis.expectation': {
    en: 'Acute urinary Damp-Heat usually settles within 3-10 days; recurrent or chronic cases need the underlying deficiency treated.',
    text: 'La Humedad-Calor urinaria aguda suele resolverse en 3-10 días; los casos recurrentes o crónicos requieren tratar la deficiencia de fondo.',
  },
  'pattern.damp-heat-lower-burner.prognosis.favourable.0': { en: 'acute onset', text: 'inicio agudo' },
  'pattern.damp-heat-lower-burner.prognosis.favourable.1': { en: 'plenty of fluids', text: 'abundantes líquidos' },
  'pattern.damp-heat-lower-burner.prognosis.favourable.2': { en: 'diet change', text: 'cambio de dieta' },
  'pattern.damp-heat-lower-burner.prognosis.obstacles.0': { en: 'recurrent infections', text: 'infecciones recurrentes' },
  'pattern.damp-heat-lower-burner.prognosis.obstacles.1': { en: 'alcohol and spicy diet', text: 'alcohol y dieta picante' },
  'pattern.damp-heat-lower-burner.prognosis.obstacles.2': {
    en: 'underlying Kidney or Spleen deficiency',
    text: 'deficiencia de Riñón o de Bazo subyacente',
  },
  'pattern.balanced.principle': {
    en: 'No treatment needed: preserve health by following the seasons and keeping regular habits',
    text: 'No precisa tratamiento: conservar la salud siguiendo el ritmo de las estaciones y manteniendo hábitos regulares',
  },
  'pattern.balanced.acupoint.ST36': {
    en: 'General wellness point: supports digestion and energy (self-massage)',
    text: 'Punto general de bienestar: apoya la digestión y la energía (automasaje)',
  },
  'pattern.balanced.acupoint.PC6': {
    en: 'General wellness point: calms and settles the stomach (self-massage)',
    text: 'Punto general de bienestar: calma y asienta el estómago (automasaje)',
  },
  'pattern.balanced.acupoint.GV20': {
    en: 'General wellness point: clears the mind (self-massage)',
    text: 'Punto general de bienestar: despeja la mente (automasaje)',
  },
  'pattern.balanced.caution.other.0': {
    en: 'No herbal treatment is indicated. A normal tongue does not exclude disease: see a doctor for any persistent or worrying symptom.',
    text: 'No está indicado ningún tratamiento con hierbas. Una lengua normal no excluye una enfermedad: consultar a un médico ante cualquier síntoma persistente o preocupante.',
  },
  'pattern.balanced.caution.other.1': {
    en: 'Acupressure on LI4 and SP6 is traditionally avoided in pregnancy; the self-massage points listed here do not include them.',
    text: 'Tradicionalmente se evita la acupresión en LI4 y SP6 durante el embarazo; los puntos de automasaje indicados aquí no los incluyen.',
  },
  'pattern.balanced.prognosis.expectation': {
    en: 'Good: a balanced state is kept with regular habits.',
    text: 'Bueno: un estado equilibrado se mantiene con hábitos regulares.',
  },
  'pattern.balanced.prognosis.favourable.0': { en: 'regular sleep and meals', text: 'sueño y comidas regulares' },
  'pattern.balanced.prognosis.favourable.1': { en: 'daily movement', text: 'movimiento diario' },
  'pattern.balanced.prognosis.favourable.2': { en: 'emotional balance', text: 'equilibrio emocional' },
  'pattern.balanced.prognosis.obstacles.0': { en: 'chronic overwork', text: 'exceso de trabajo crónico' },
  'pattern.balanced.prognosis.obstacles.1': { en: 'irregular eating', text: 'comidas irregulares' },
  'pattern.balanced.prognosis.obstacles.2': { en: 'prolonged stress', text: 'estrés prolongado' },
};
