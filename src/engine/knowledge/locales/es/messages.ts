import type { Catalogue } from '../../localize/translate.ts';

/** Spanish texts of the engine's own wording (../../messages.ts). */
export const ES_MESSAGES: Catalogue = {
  'message.result.summary': {
    en: 'Main pattern: {pattern}, confidence {confidence}; {coherence} coherence of tongue, pulse and symptoms.',
    text: 'Patrón principal: {pattern}, confianza {confidence}; coherencia {coherence} entre lengua, pulso y síntomas.',
  },
  'message.result.no-findings': { en: 'No findings to analyse.', text: 'No hay hallazgos que analizar.' },
  'message.result.completed': {
    en: 'Analysis completed by the built-in TCM engine.',
    text: 'Análisis realizado por el motor de MTC integrado.',
  },
  'message.result.previous-treatments': { en: 'Previous treatments: {text}.', text: 'Tratamientos previos: {text}.' },
  'message.result.evidence-for': { en: 'Findings for {pattern}: {list}.', text: 'Hallazgos a favor de {pattern}: {list}.' },
  'message.result.evidence-against': { en: 'Findings against it: {list}.', text: 'Hallazgos en contra: {list}.' },
  'message.result.none': { en: 'none', text: 'ninguno' },
  'message.result.undetermined': { en: 'undetermined', text: 'no determinado' },
  'message.result.no-formula': { en: 'no formula needed', text: 'no se necesita fórmula' },
  'message.result.not-estimated': { en: 'not estimated', text: 'no estimado' },
  'message.result.nothing-specific': { en: 'nothing specific', text: 'nada específico' },
  'message.result.correlation': {
    en: 'Tongue points to {tongue}, pulse to {pulse}, symptoms to {symptoms}; coherence {level} ({score}).',
    text: 'La lengua apunta a {tongue}, el pulso a {pulse}, los síntomas a {symptoms}; coherencia {level} ({score}).',
  },
  'message.result.modification-applied': { en: 'Applied, {when}: {changes}', text: 'Aplicada, {when}: {changes}' },
  'message.result.modification-option': { en: 'If {when}: {changes}', text: 'Si {when}: {changes}' },
  'message.result.add-herbs': { en: 'add {herbs}', text: 'añadir {herbs}' },
  'message.result.remove-herbs': { en: 'remove {herbs}', text: 'retirar {herbs}' },
  'message.result.red-flag': { en: 'RED FLAG: {advice}', text: 'SEÑAL DE ALARMA: {advice}' },
  'message.result.pregnancy': { en: 'PREGNANCY: {text}', text: 'EMBARAZO: {text}' },
  'message.result.breastfeeding': { en: 'BREASTFEEDING: {text}', text: 'LACTANCIA: {text}' },
  'message.result.bleeding': { en: 'Bleeding risk: {text}', text: 'Riesgo de sangrado: {text}' },
  'message.result.long-term': { en: 'Long-term use: {text}', text: 'Uso prolongado: {text}' },
  'message.follow-up.referral': {
    en: '{referral} Resume TCM care only after medical clearance.',
    text: '{referral} Reanudar la MTC solo tras el alta médica.',
  },
  'message.follow-up.acute': {
    en: 'Review in 3-5 days, or sooner if symptoms worsen.',
    text: 'Revisar en 3-5 días, o antes si los síntomas empeoran.',
  },
  'message.follow-up.severe': {
    en: 'Review weekly; reassess tongue and pulse at every visit.',
    text: 'Revisar cada semana; reevaluar lengua y pulso en cada visita.',
  },
  'message.follow-up.chronic': {
    en: 'Review every 2 weeks; reassess tongue and pulse after 4-6 weeks of treatment.',
    text: 'Revisar cada 2 semanas; reevaluar lengua y pulso tras 4-6 semanas de tratamiento.',
  },
  'message.follow-up.default': {
    en: 'Review in 1-2 weeks and adjust the formula to the response.',
    text: 'Revisar en 1-2 semanas y ajustar la fórmula según la respuesta.',
  },
  'message.tongue-map.not-assessed': { en: 'not assessed', text: 'no evaluado' },
  'message.tongue-map.nothing-special': { en: 'no particular finding', text: 'sin hallazgos particulares' },
  'message.tongue-map.coating-none': { en: 'none', text: 'ninguna' },
  'message.tongue-map.coating-white': { en: 'white', text: 'blanca' },
  'message.tongue-map.coating-yellow': { en: 'yellow', text: 'amarilla' },
  'message.tongue-map.coating-brown': { en: 'brown', text: 'marrón' },
  'message.tongue-map.coating-black': { en: 'black', text: 'negra' },
  'message.tongue-map.absent': { en: 'absent', text: 'ausente' },
  'message.tongue-map.thin': { en: 'thin', text: 'fina' },
  'message.tongue-map.thick': { en: 'thick', text: 'gruesa' },
  'message.tongue-map.thick-at-root': { en: 'thick at the root', text: 'gruesa en la raíz' },
  'message.tongue-map.peeled-patches': { en: 'peeled in patches', text: 'despegada a parches' },
  'message.tongue-map.thicker-at-root': { en: 'thicker at the root', text: 'más gruesa en la raíz' },
  'message.tongue-map.greasy-even': { en: 'greasy, even', text: 'grasienta, uniforme' },
  'message.tongue-map.even': { en: 'even', text: 'uniforme' },
  'message.tongue-map.shape': { en: 'shape {value}', text: 'forma {value}' },
  'message.tongue-map.size': { en: 'size {value}', text: 'tamaño {value}' },
  'message.tongue-map.texture': { en: 'texture {value}', text: 'textura {value}' },
  'message.tongue-map.trembling': { en: 'trembling', text: 'temblorosa' },
  'message.tongue-map.deviated': { en: 'deviated', text: 'desviada' },
  'message.tongue-map.red-tip': { en: 'red tip (Heart heat)', text: 'punta roja (calor de Corazón)' },
  'message.tongue-map.red-points': { en: 'red points (heat)', text: 'puntos rojos (calor)' },
  'message.tongue-map.red-sides': { en: 'red sides (Liver heat)', text: 'bordes rojos (calor de Hígado)' },
  'message.tongue-map.pale-sides': {
    en: 'pale sides (Liver Blood deficiency)',
    text: 'bordes pálidos (deficiencia de Sangre de Hígado)',
  },
  'message.tongue-map.tooth-marks': {
    en: 'tooth marks (Spleen Qi deficiency)',
    text: 'marcas dentales (deficiencia de Qi de Bazo)',
  },
  'message.tongue-map.purple-spots': { en: 'purple spots (Blood stasis)', text: 'manchas púrpuras (estasis de Sangre)' },
  'message.tongue-map.midline-crack': { en: 'midline crack (Stomach/Heart)', text: 'grieta central (Estómago/Corazón)' },
  'message.tongue-map.peeled-coating': {
    en: 'peeled coating (Stomach Yin deficiency)',
    text: 'saburra despegada (deficiencia de Yin de Estómago)',
  },
  'message.tongue-map.thick-root-coating': {
    en: 'thick coating at the root (Damp in the Lower Burner)',
    text: 'saburra gruesa en la raíz (Humedad en el Jiao Inferior)',
  },
  'message.age.child': {
    en: 'Age {age}: children need reduced doses (by body weight) and gentler formulas; follow paediatric TCM guidance.',
    text: 'Edad {age}: los niños necesitan dosis reducidas (según el peso) y fórmulas más suaves; seguir las pautas de MTC pediátrica.',
  },
  'message.age.elderly': {
    en: 'Age {age}: start at the low end of the dose ranges; check kidney and liver function and all current medications.',
    text: 'Edad {age}: empezar por la parte baja de los rangos de dosis; comprobar la función renal y hepática y toda la medicación actual.',
  },
  'message.safety.formula-pregnancy': {
    en: 'Pregnancy: this formula holds herbs contraindicated in pregnancy ({herbs}); leave them out or choose another formula before prescribing.',
    text: 'Embarazo: esta fórmula contiene hierbas contraindicadas en el embarazo ({herbs}); retirarlas o elegir otra fórmula antes de prescribir.',
  },
  'message.safety.key-herb-pregnancy': {
    en: '{herb} (contraindicated in pregnancy)',
    text: '{herb} (contraindicada en el embarazo)',
  },
  'message.safety.pregnancy-avoid': {
    en: '{herb}: contraindicated in pregnancy ({reason}).',
    text: '{herb}: contraindicada en el embarazo ({reason}).',
  },
  'message.safety.pregnancy-caution': {
    en: '{herb}: use only with care in pregnancy ({reason}).',
    text: '{herb}: usar solo con precaución en el embarazo ({reason}).',
  },
  'message.safety.pregnancy-point': {
    en: '{point}: left out of the points, traditionally forbidden in pregnancy ({reason}).',
    text: '{point}: retirado de los puntos, tradicionalmente prohibido en el embarazo ({reason}).',
  },
  'message.pregnancy-point.labour': {
    en: 'it moves downwards and is used to induce labour',
    text: 'hace descender y se usa para inducir el parto',
  },
  'message.pregnancy-point.lower-abdomen': {
    en: 'a point of the lower abdomen or the sacrum',
    text: 'punto del bajo vientre o del sacro',
  },
  'message.safety.no-interaction': {
    en: "Medicines recorded ({drugs}): none interacts with this formula's herbs in our interaction table.",
    text: 'Medicación registrada ({drugs}): ninguna interactúa con las hierbas de esta fórmula según nuestra tabla de interacciones.',
  },
  'message.safety.pregnancy-clear': {
    en: 'No herb of this formula is listed as contraindicated in pregnancy; prescribe under supervision.',
    text: 'Ninguna hierba de esta fórmula figura como contraindicada en el embarazo; prescribir bajo supervisión.',
  },
  'message.safety.ask-pregnancy-both': {
    en: 'Pregnancy status not recorded: ask about pregnancy before prescribing (contraindicated in pregnancy: {herbs}) or needling {points} (traditionally forbidden in pregnancy).',
    text: 'Estado de embarazo no registrado: preguntar por un posible embarazo antes de prescribir (contraindicación en el embarazo: {herbs}) o de puncionar {points} (tradicionalmente prohibidos en el embarazo).',
  },
  'message.safety.ask-pregnancy-points': {
    en: 'Pregnancy status not recorded: ask about pregnancy before needling {points} (traditionally forbidden in pregnancy).',
    text: 'Estado de embarazo no registrado: preguntar por un posible embarazo antes de puncionar {points} (tradicionalmente prohibidos en el embarazo).',
  },
  'message.safety.ask-pregnancy': {
    en: 'Pregnancy status not recorded: ask about pregnancy before prescribing (contraindicated in pregnancy: {herbs}).',
    text: 'Estado de embarazo no registrado: preguntar por un posible embarazo antes de prescribir (contraindicación en el embarazo: {herbs}).',
  },
  'message.safety.ask-medications': {
    en: 'No medicines recorded: ask about {classes} before prescribing (in the formula and interacting with them: {herbs}).',
    text: 'No hay medicación registrada: preguntar por {classes} antes de prescribir (en la fórmula, con interacción con ellos: {herbs}).',
  },
  'message.safety.herb-reason': { en: '{herb}: {reason}', text: '{herb}: {reason}' },
  'message.safety.interaction': {
    en: '{herb} + {drug} ({severity}): {effect} {advice}',
    text: '{herb} + {drug} ({severity}): {effect} {advice}',
  },
  'message.safety.severity.major': { en: 'major', text: 'grave' },
  'message.safety.severity.moderate': { en: 'moderate', text: 'moderada' },
  'message.safety.severity.minor': { en: 'minor', text: 'leve' },
  'message.safety.trying-to-conceive': {
    en: 'Trying to conceive: treat as possible pregnancy.',
    text: 'Buscando embarazo: tratar como posible embarazo.',
  },
  'message.prognosis.coherent': {
    en: 'tongue, pulse and symptoms agree (clear pattern)',
    text: 'lengua, pulso y síntomas concuerdan (patrón claro)',
  },
  'message.prognosis.complex-factor': { en: 'complex factor: {factor}', text: 'factor complejo: {factor}' },
  'message.prognosis.chronic': {
    en: 'long-standing condition: expect a longer course',
    text: 'trastorno de larga evolución: cabe esperar un curso más largo',
  },
  'message.prognosis.mixed': {
    en: 'mixed picture: tongue, pulse and symptoms point to different patterns',
    text: 'cuadro mixto: lengua, pulso y síntomas apuntan a patrones distintos',
  },
  'message.consumer.for-constitution': {
    en: 'For your constitution ({constitution}): {advice}',
    text: 'Para tu constitución ({constitution}): {advice}',
  },
  'message.consumer.for-constitution-tends': {
    en: 'For your constitution (leaning {constitution}): {advice}',
    text: 'Para tu constitución (con tendencia a {constitution}): {advice}',
  },
  'message.consumer.low-energy': { en: 'Low energy reported', text: 'Energía baja' },
  'message.consumer.poor-sleep': { en: 'Poor sleep reported', text: 'Sueño de mala calidad' },
  'message.consumer.weak-digestion': { en: 'Weak digestion reported', text: 'Digestión débil' },
  'message.consumer.discomfort': { en: 'Reported discomfort: {item}', text: 'Molestia indicada: {item}' },
  'message.discomfort.headache': { en: 'Headache', text: 'Dolor de cabeza' },
  'message.discomfort.sore-throat': { en: 'Sore Throat', text: 'Dolor de garganta' },
  'message.discomfort.bloating': { en: 'Bloating', text: 'Hinchazón abdominal' },
  'message.discomfort.joint-pain': { en: 'Joint Pain', text: 'Dolor articular' },
  'message.consumer.herbs-withheld': {
    en: 'Herbal suggestions are not given for this check-in: please see a doctor first.',
    text: 'En esta revisión no se dan sugerencias de hierbas: consulta primero a un médico.',
  },
  'message.consumer.all-withheld': {
    en: 'No suggestions are given for this check-in: what you told us needs medical help now, before any self-care.',
    text: 'En esta revisión no se dan sugerencias: lo que nos has contado necesita ayuda médica ahora, antes de cualquier autocuidado.',
  },
  'message.consumer.interaction': {
    en: '{herb} and your medicine {medicine}: {risk} We left it out of your suggestions; ask your doctor or pharmacist before taking them together.',
    text: '{herb} y tu medicamento {medicine}: {risk} Lo hemos quitado de tus sugerencias; pregunta a tu médico o farmacéutico antes de tomarlos juntos.',
  },
  'message.consumer.blood-thinner-foods': {
    en: 'You mentioned {medicine}, which thins the blood: keep foods that move the blood (garlic, black fungus, hawthorn) to ordinary kitchen amounts, take no supplements of them, and ask your doctor before changing your diet a lot.',
    text: 'Mencionaste {medicine}, que hace la sangre más fluida: toma los alimentos que mueven la sangre (ajo, hongo negro, espino) solo en cantidades normales de cocina, sin suplementos, y pregunta a tu médico antes de cambiar mucho tu dieta.',
  },
  'message.consumer.medicines-checked': {
    en: 'We checked your herbal suggestions against the medicines you listed ({medicines}): none is known to interact with them. Tell your doctor or pharmacist before starting any herb all the same.',
    text: 'Comprobamos tus sugerencias de hierbas con los medicamentos que indicaste ({medicines}): ninguna tiene interacciones conocidas con ellos. Aun así, consulta a tu médico o farmacéutico antes de empezar cualquier hierba.',
  },
  'message.consumer.pregnancy-withheld': {
    en: '{herb} is left out of your suggestions because it is not advised during pregnancy.',
    text: 'Hemos quitado {herb} de tus sugerencias porque no se aconseja durante el embarazo.',
  },
  'message.consumer.breastfeeding-withheld': {
    en: '{herb} is left out of your suggestions because it is not advised while breastfeeding.',
    text: 'Hemos quitado {herb} de tus sugerencias porque no se aconseja durante la lactancia.',
  },
  'message.drug-class.anticoagulants': {
    en: 'anticoagulants (warfarin, apixaban, rivaroxaban...)',
    text: 'anticoagulantes (warfarina, apixabán, rivaroxabán...)',
  },
  'message.drug-class.vitamin-k-antagonists': { en: 'warfarin or acenocoumarol', text: 'warfarina o acenocumarol (Sintrom)' },
  'message.drug-class.antiplatelets': {
    en: 'antiplatelet drugs (aspirin, clopidogrel)',
    text: 'antiagregantes (aspirina, clopidogrel)',
  },
  'message.drug-class.nsaids': { en: 'anti-inflammatory painkillers (NSAIDs)', text: 'antiinflamatorios (AINE)' },
  'message.drug-class.antihypertensives': { en: 'blood-pressure medicines', text: 'medicamentos para la tensión' },
  'message.drug-class.diuretics': { en: 'diuretics', text: 'diuréticos' },
  'message.drug-class.potassium-sparing-diuretics': {
    en: 'potassium-sparing diuretics (spironolactone)',
    text: 'diuréticos ahorradores de potasio (espironolactona)',
  },
  'message.drug-class.digoxin': { en: 'digoxin', text: 'digoxina' },
  'message.drug-class.antiarrhythmics': {
    en: 'antiarrhythmics (amiodarone, flecainide)',
    text: 'antiarrítmicos (amiodarona, flecainida)',
  },
  'message.drug-class.hypoglycaemics': { en: 'diabetes medicines', text: 'medicamentos para la diabetes' },
  'message.drug-class.sedatives-hypnotics': { en: 'sleeping pills and sedatives', text: 'somníferos y sedantes' },
  'message.drug-class.immunosuppressants': {
    en: 'immunosuppressants (tacrolimus, ciclosporin)',
    text: 'inmunosupresores (tacrolimus, ciclosporina)',
  },
  'message.drug-class.mao-inhibitors': { en: 'MAO inhibitors', text: 'inhibidores de la MAO' },
  'message.drug-class.stimulants': {
    en: 'stimulants (ADHD medicines, decongestants)',
    text: 'estimulantes (medicación para el TDAH, descongestionantes)',
  },
  'message.drug-class.oral-contraceptives': {
    en: 'the contraceptive pill or HRT',
    text: 'la píldora anticonceptiva o la terapia hormonal',
  },
  'message.drug-class.ssri-snri': { en: 'antidepressants (SSRIs, SNRIs)', text: 'antidepresivos (ISRS, IRSN)' },
  'message.drug-class.corticosteroids': { en: 'corticosteroids (prednisone)', text: 'corticoides (prednisona)' },
  'message.drug-class.cyp3a4-substrates': {
    en: 'statins and other drugs cleared by CYP3A4',
    text: 'estatinas y otros fármacos que elimina el CYP3A4',
  },
  'message.drug-class.lithium': { en: 'lithium', text: 'litio' },
  'message.drug-class.quinolones-tetracyclines': {
    en: 'quinolone or tetracycline antibiotics',
    text: 'antibióticos quinolonas o tetraciclinas',
  },
  'message.consumer-risk.anticoagulants': {
    en: 'together they can make your blood thinner act more strongly and raise the risk of bleeding.',
    text: 'juntos pueden hacer que tu anticoagulante actúe con más fuerza y aumentar el riesgo de sangrado.',
  },
  'message.consumer-risk.vitamin-k-antagonists': {
    en: 'it can change how well your blood thinner works.',
    text: 'puede cambiar lo bien que funciona tu anticoagulante.',
  },
  'message.consumer-risk.antiplatelets': {
    en: 'together they can raise the risk of bruising and bleeding.',
    text: 'juntos pueden aumentar el riesgo de moratones y sangrado.',
  },
  'message.consumer-risk.nsaids': {
    en: 'together they can raise the risk of stomach bleeding and bruising.',
    text: 'juntos pueden aumentar el riesgo de sangrado de estómago y de moratones.',
  },
  'message.consumer-risk.antihypertensives': {
    en: 'it can change your blood pressure and work against your medicine.',
    text: 'puede cambiar tu tensión y actuar en contra de tu medicamento.',
  },
  'message.consumer-risk.diuretics': {
    en: 'together they can lower your potassium or dry you out.',
    text: 'juntos pueden bajar tu potasio o deshidratarte.',
  },
  'message.consumer-risk.potassium-sparing-diuretics': {
    en: 'it can work against your medicine.',
    text: 'puede actuar en contra de tu medicamento.',
  },
  'message.consumer-risk.digoxin': {
    en: 'it can make your heart medicine more likely to cause side effects.',
    text: 'puede hacer más probables los efectos secundarios de tu medicamento para el corazón.',
  },
  'message.consumer-risk.antiarrhythmics': {
    en: 'it can upset the heart rhythm your medicine controls.',
    text: 'puede alterar el ritmo cardíaco que controla tu medicamento.',
  },
  'message.consumer-risk.hypoglycaemics': {
    en: 'together they can lower your blood sugar too much.',
    text: 'juntos pueden bajar demasiado tu azúcar en sangre.',
  },
  'message.consumer-risk.sedatives-hypnotics': {
    en: 'together they can make you too drowsy.',
    text: 'juntos pueden darte demasiado sueño.',
  },
  'message.consumer-risk.immunosuppressants': {
    en: 'it can change how your transplant or immune medicine works.',
    text: 'puede cambiar cómo funciona tu medicación de trasplante o inmunitaria.',
  },
  'message.consumer-risk.mao-inhibitors': {
    en: 'together they can cause a dangerous rise in blood pressure or agitation.',
    text: 'juntos pueden causar una subida peligrosa de la tensión o agitación.',
  },
  'message.consumer-risk.stimulants': {
    en: 'together they can overstimulate you (racing heart, sleeplessness).',
    text: 'juntos pueden sobreestimularte (corazón acelerado, insomnio).',
  },
  'message.consumer-risk.oral-contraceptives': {
    en: 'it can interfere with your hormone medicine.',
    text: 'puede interferir con tu medicación hormonal.',
  },
  'message.consumer-risk.ssri-snri': {
    en: 'together they can raise the risk of bleeding or agitation.',
    text: 'juntos pueden aumentar el riesgo de sangrado o de agitación.',
  },
  'message.consumer-risk.corticosteroids': {
    en: 'together they can raise blood pressure and lower potassium.',
    text: 'juntos pueden subir la tensión y bajar el potasio.',
  },
  'message.consumer-risk.cyp3a4-substrates': {
    en: 'it can raise the level of your medicine in the blood.',
    text: 'puede subir el nivel de tu medicamento en la sangre.',
  },
  'message.consumer-risk.lithium': {
    en: 'it can raise lithium to harmful levels.',
    text: 'puede subir el litio a niveles perjudiciales.',
  },
  'message.consumer-risk.quinolones-tetracyclines': {
    en: 'it can stop your antibiotic from being absorbed.',
    text: 'puede impedir que se absorba tu antibiótico.',
  },
  'message.baseline.paler': {
    en: 'Your tongue looks paler than in your last {count} check-ins',
    text: 'Tu lengua se ve más pálida que en tus últimas {count} revisiones',
  },
  'message.baseline.redder': {
    en: 'Your tongue looks redder than in your last {count} check-ins',
    text: 'Tu lengua se ve más roja que en tus últimas {count} revisiones',
  },
  'message.baseline.coating-thinner': { en: 'Coating thinner than your usual', text: 'Saburra más fina de lo habitual en ti' },
  'message.baseline.coating-thicker': {
    en: 'Coating thicker than your usual',
    text: 'Saburra más gruesa de lo habitual en ti',
  },
  'message.baseline.coating-whiter': { en: 'Coating whiter than your usual', text: 'Saburra más blanca de lo habitual en ti' },
  'message.baseline.coating-yellower': {
    en: 'Coating more yellow than your usual',
    text: 'Saburra más amarilla de lo habitual en ti',
  },
  'message.baseline.cracks-fewer': { en: 'Fewer cracks than your usual', text: 'Menos fisuras de lo habitual en ti' },
  'message.baseline.cracks-more': { en: 'More cracks than your usual', text: 'Más fisuras de lo habitual en ti' },
  'message.baseline.tooth-marks-fewer': {
    en: 'Fewer tooth marks than your usual',
    text: 'Menos marcas dentales de lo habitual en ti',
  },
  'message.baseline.tooth-marks-more': {
    en: 'More tooth marks than your usual',
    text: 'Más marcas dentales de lo habitual en ti',
  },
  'message.baseline.steady': {
    en: 'Your tongue looks much as in your last {count} check-ins',
    text: 'Tu lengua se ve como en tus últimas {count} revisiones',
  },
  'message.severity.red-flag': {
    en: 'red-flag symptoms present: see a doctor before any other advice',
    text: 'hay síntomas de alarma: consultar a un médico antes de cualquier otro consejo',
  },
  'message.severity.findings': { en: '{n} findings support the main pattern', text: '{n} hallazgos apoyan el patrón principal' },
  'message.severity.full-picture': {
    en: '10 or more: a full, pronounced picture',
    text: '10 o más: un cuadro completo y marcado',
  },
  'message.severity.tongue': { en: 'tongue shows {signs}', text: 'la lengua muestra {signs}' },
  'message.severity.pulse-rate': { en: 'pulse rate {rate}/min', text: 'frecuencia del pulso {rate}/min' },
  'message.severity.questionnaire': {
    en: 'a questionnaire answer at the worst score',
    text: 'una respuesta del cuestionario en la peor puntuación',
  },
  'message.severity.described': { en: 'symptoms described as severe', text: 'síntomas descritos como intensos' },
  'message.case.complex-factors': { en: 'complex factors: {factors}', text: 'factores complejos: {factors}' },
  'message.severity.few-findings': { en: 'few findings, none of them marked', text: 'pocos hallazgos, ninguno marcado' },
  'message.chronicity.history-says': { en: "history says '{words}'", text: 'la historia dice «{words}»' },
  'message.chronicity.described-acute': { en: 'symptoms described as acute', text: 'síntomas descritos como agudos' },
  'message.chronicity.described-chronic': {
    en: 'symptoms described as chronic or recurrent',
    text: 'síntomas descritos como crónicos o recurrentes',
  },
  'message.chronicity.exterior': { en: 'exterior pattern: an acute invasion', text: 'patrón exterior: una invasión aguda' },
  'message.chronicity.food-stagnation': {
    en: 'food stagnation usually follows a recent dietary excess',
    text: 'el estancamiento de alimentos suele seguir a un exceso reciente en la dieta',
  },
  'message.chronicity.deficiency': {
    en: 'deficiency patterns develop over time',
    text: 'los patrones de deficiencia se desarrollan con el tiempo',
  },
  'message.chronicity.tongue': {
    en: 'tongue signs that take months to form: {signs}',
    text: 'signos en la lengua que tardan meses en formarse: {signs}',
  },
  'message.chronicity.age': { en: 'age {age} with a deficiency', text: '{age} años con una deficiencia' },
  'message.chronicity.unknown': { en: 'no indication of duration', text: 'sin indicación de la duración' },
  'message.coherence.source-none': {
    en: '{source} findings point to no pattern in particular',
    text: 'los hallazgos de {source} no apuntan a ningún patrón en particular',
  },
  'message.coherence.source-fits': {
    en: '{source} findings fit {best} better than {top}',
    text: 'los hallazgos de {source} encajan mejor con {best} que con {top}',
  },
  'message.coherence.mixed-temperature': {
    en: 'heat and cold signs are mixed: check for a combined or true/false heat-cold picture',
    text: 'se mezclan signos de calor y de frío: valorar un cuadro combinado o de calor/frío verdadero y falso',
  },
  'message.coherence.insufficient': {
    en: 'fewer than two of tongue, pulse and symptoms were given',
    text: 'se dieron menos de dos de lengua, pulso y síntomas',
  },
  'message.source.tongue': { en: 'tongue', text: 'lengua' },
  'message.source.pulse': { en: 'pulse', text: 'pulso' },
  'message.source.symptom': { en: 'symptom', text: 'síntomas' },
  'message.severity-level.mild': { en: 'mild', text: 'leve' },
  'message.severity-level.moderate': { en: 'moderate', text: 'moderada' },
  'message.severity-level.severe': { en: 'severe', text: 'grave' },
  'message.chronicity-level.acute': { en: 'acute', text: 'aguda' },
  'message.chronicity-level.subacute': { en: 'subacute', text: 'subaguda' },
  'message.chronicity-level.chronic': { en: 'chronic', text: 'crónica' },
  'message.coherence-level.high': { en: 'high', text: 'alta' },
  'message.coherence-level.moderate': { en: 'moderate', text: 'moderada' },
  'message.coherence-level.low': { en: 'low', text: 'baja' },
  'message.coherence-level.insufficient': { en: 'insufficient', text: 'insuficiente' },
};
