import type { Catalogue } from '../../localize/translate.ts';

/** Spanish texts of the herb-drug interaction table (../../interactions/table.ts): effect and advice of each row. */
export const ES_INTERACTIONS: Catalogue = {
  'interaction.anticoagulants-warfarin-potentiating.effect': {
    en: 'Raises the effect of warfarin and other anticoagulants (dan shen slows its clearance, dang gui holds coumarins, ginkgo and goji act on platelets and metabolism): case reports of markedly raised INR and bleeding.',
    text: 'Potencia el efecto de la warfarina y de otros anticoagulantes (dan shen enlentece su eliminación, dang gui contiene cumarinas, ginkgo y goji actúan sobre las plaquetas y el metabolismo): hay casos publicados de INR muy elevado y de hemorragias.',
  },
  'interaction.anticoagulants-warfarin-potentiating.advice': {
    en: 'Avoid the combination; if the herb is essential, coordinate with the prescribing doctor and monitor INR or bleeding signs closely.',
    text: 'Evitar la combinación; si la hierba es imprescindible, coordinarse con el médico prescriptor y vigilar de cerca el INR o los signos de sangrado.',
  },
  'interaction.anticoagulants-blood-moving.effect': {
    en: 'Blood-moving herbs inhibit platelet aggregation and coagulation; added to an anticoagulant they raise the risk of bruising and bleeding.',
    text: 'Las hierbas que mueven la Sangre inhiben la agregación plaquetaria y la coagulación; sumadas a un anticoagulante aumentan el riesgo de hematomas y de sangrado.',
  },
  'interaction.anticoagulants-blood-moving.advice': {
    en: 'Use the lowest effective dose for the shortest time, watch for bruising or bleeding, and tell the prescribing doctor; stop before surgery.',
    text: 'Usar la dosis eficaz más baja durante el menor tiempo posible, vigilar hematomas o sangrados e informar al médico prescriptor; suspender antes de una cirugía.',
  },
  'interaction.vitamin-k-antagonists-ginseng.effect': {
    en: 'Ginseng can lower the effect of warfarin: reduced INR in case reports and in a controlled trial of American ginseng.',
    text: 'El ginseng puede reducir el efecto de la warfarina: descenso del INR en casos publicados y en un ensayo controlado con ginseng americano.',
  },
  'interaction.vitamin-k-antagonists-ginseng.advice': {
    en: 'Avoid starting or stopping ginseng without INR monitoring; check INR within one to two weeks of any change.',
    text: 'No iniciar ni suspender el ginseng sin control del INR; comprobar el INR en las una o dos semanas siguientes a cualquier cambio.',
  },
  'interaction.antiplatelets-antiplatelet-herbs.effect': {
    en: 'Additive inhibition of platelet function: higher risk of bruising, nosebleeds, gastrointestinal and post-operative bleeding.',
    text: 'Inhibición aditiva de la función plaquetaria: mayor riesgo de hematomas, epistaxis y sangrado gastrointestinal y posoperatorio.',
  },
  'interaction.antiplatelets-antiplatelet-herbs.advice': {
    en: 'Prefer formulas without these herbs or lower their dose; watch for bleeding signs; stop at least a week before surgery or dental extraction.',
    text: 'Preferir fórmulas sin estas hierbas o reducir su dosis; vigilar los signos de sangrado; suspender al menos una semana antes de una cirugía o de una extracción dental.',
  },
  'interaction.nsaids-warfarin-potentiating.effect': {
    en: 'NSAIDs impair platelets and irritate the stomach lining; with ginkgo, dan shen or dang gui the risk of gastrointestinal and other bleeding rises.',
    text: 'Los AINE alteran la función plaquetaria e irritan la mucosa gástrica; junto con ginkgo, dan shen o dang gui aumenta el riesgo de sangrado gastrointestinal y de otros sangrados.',
  },
  'interaction.nsaids-warfarin-potentiating.advice': {
    en: 'Avoid regular NSAID use with these herbs; watch for black stools, bruising or nosebleeds.',
    text: 'Evitar el uso regular de AINE con estas hierbas; vigilar heces negras, hematomas o epistaxis.',
  },
  'interaction.nsaids-blood-moving.effect': {
    en: 'Occasional NSAIDs with blood-moving herbs slightly raise the bleeding tendency.',
    text: 'El uso ocasional de AINE con hierbas que mueven la Sangre aumenta ligeramente la tendencia al sangrado.',
  },
  'interaction.nsaids-blood-moving.advice': {
    en: 'Usually compatible for occasional use; avoid daily NSAIDs during a blood-moving course.',
    text: 'En general compatible con un uso ocasional; evitar los AINE a diario durante un tratamiento para mover la Sangre.',
  },
  'interaction.antihypertensives-ephedrine.effect': {
    en: 'Ephedrine in ma huang raises blood pressure and heart rate and counteracts antihypertensive treatment; risk of hypertensive episodes, arrhythmia and stroke.',
    text: 'La efedrina del ma huang eleva la presión arterial y la frecuencia cardiaca y contrarresta el tratamiento antihipertensivo; riesgo de crisis hipertensivas, arritmias e ictus.',
  },
  'interaction.antihypertensives-ephedrine.advice': {
    en: 'Avoid ma huang in patients treated for hypertension; choose another exterior-releasing herb (e.g. jing jie, fang feng, zi su ye).',
    text: 'Evitar el ma huang en pacientes tratados por hipertensión; elegir otra hierba que libere el exterior (p. ej., jing jie, fang feng, zi su ye).',
  },
  'interaction.antihypertensives-glycyrrhizin.effect': {
    en: 'Glycyrrhizin causes sodium and water retention and potassium loss (pseudoaldosteronism), raising blood pressure and opposing the treatment.',
    text: 'La glicirricina provoca retención de sodio y agua y pérdida de potasio (seudoaldosteronismo), lo que eleva la presión arterial y contrarresta el tratamiento.',
  },
  'interaction.antihypertensives-glycyrrhizin.advice': {
    en: 'Keep licorice to the small harmonising dose, for short courses; monitor blood pressure and potassium in longer use.',
    text: 'Limitar el regaliz a la pequeña dosis armonizadora y a tratamientos cortos; en usos más prolongados, controlar la presión arterial y el potasio.',
  },
  'interaction.antihypertensives-hypotensive.effect': {
    en: 'These herbs lower blood pressure in pharmacological studies; with antihypertensives the effect may add up (dizziness, low blood pressure on standing).',
    text: 'Estas hierbas bajan la presión arterial en estudios farmacológicos; con antihipertensivos el efecto puede sumarse (mareo, hipotensión al ponerse de pie).',
  },
  'interaction.antihypertensives-hypotensive.advice': {
    en: 'Usually compatible; ask the patient to check blood pressure at home during the first weeks and report dizziness.',
    text: 'En general compatible; pedir al paciente que se mida la presión arterial en casa durante las primeras semanas y que comunique cualquier mareo.',
  },
  'interaction.diuretics-glycyrrhizin.effect': {
    en: 'Licorice and potassium-wasting diuretics both lower potassium: risk of severe hypokalaemia, muscle weakness and arrhythmia.',
    text: 'El regaliz y los diuréticos que eliminan potasio lo reducen ambos: riesgo de hipopotasemia grave, debilidad muscular y arritmias.',
  },
  'interaction.diuretics-glycyrrhizin.advice': {
    en: 'Avoid more than a harmonising dose of licorice; if used, monitor potassium; consider removing licorice from the formula.',
    text: 'No superar la dosis armonizadora de regaliz; si se usa, controlar el potasio; valorar retirar el regaliz de la fórmula.',
  },
  'interaction.diuretics-anthraquinone.effect': {
    en: "The anthraquinone purgative da huang causes potassium loss with diarrhoea, adding to the diuretic's potassium loss.",
    text: 'El purgante antraquinónico da huang provoca pérdida de potasio con la diarrea, que se suma a la pérdida de potasio del diurético.',
  },
  'interaction.diuretics-anthraquinone.advice': {
    en: 'Use da huang briefly and stop once the bowels move; monitor potassium if diarrhoea persists.',
    text: 'Usar da huang poco tiempo y suspenderlo en cuanto haya deposición; controlar el potasio si la diarrea persiste.',
  },
  'interaction.diuretics-diuretic-herbs.effect': {
    en: "Damp-draining herbs have a mild diuretic effect that may add to the drug's (more urination, thirst, electrolyte shifts).",
    text: 'Las hierbas que drenan la Humedad tienen un efecto diurético leve que puede sumarse al del fármaco (más diuresis, sed, alteraciones electrolíticas).',
  },
  'interaction.diuretics-diuretic-herbs.advice': {
    en: 'Usually compatible; watch for dizziness, dehydration or cramps, especially in older patients.',
    text: 'En general compatible; vigilar mareo, deshidratación o calambres, sobre todo en pacientes mayores.',
  },
  'interaction.potassium-sparing-diuretics-glycyrrhizin.effect': {
    en: "Licorice's mineralocorticoid-like effect opposes spironolactone and eplerenone.",
    text: 'El efecto de tipo mineralocorticoide del regaliz contrarresta la espironolactona y la eplerenona.',
  },
  'interaction.potassium-sparing-diuretics-glycyrrhizin.advice': {
    en: 'Avoid regular licorice; keep to a small harmonising dose and monitor blood pressure and potassium.',
    text: 'Evitar el regaliz de forma habitual; limitarse a una pequeña dosis armonizadora y controlar la presión arterial y el potasio.',
  },
  'interaction.digoxin-potassium-loss.effect': {
    en: 'Potassium loss from licorice (pseudoaldosteronism) or from the purgative da huang makes digoxin toxicity more likely (nausea, visual changes, arrhythmia).',
    text: 'La pérdida de potasio por el regaliz (seudoaldosteronismo) o por el purgante da huang hace más probable la toxicidad de la digoxina (náuseas, alteraciones visuales, arritmias).',
  },
  'interaction.digoxin-potassium-loss.advice': {
    en: 'Avoid the combination; if unavoidable, monitor potassium and digoxin levels.',
    text: 'Evitar la combinación; si es inevitable, controlar el potasio y los niveles de digoxina.',
  },
  'interaction.digoxin-cardiotoxic-herbs.effect': {
    en: 'Aconite alkaloids (fu zi) and ephedrine (ma huang) are arrhythmogenic, and ting li zi contains cardiac glycosides: additive cardiac toxicity.',
    text: 'Los alcaloides del acónito (fu zi) y la efedrina (ma huang) son arritmogénicos, y ting li zi contiene glucósidos cardiacos: toxicidad cardiaca aditiva.',
  },
  'interaction.digoxin-cardiotoxic-herbs.advice': {
    en: 'Do not combine; choose other herbs for warming Yang or calming wheezing, and refer for cardiac review if palpitations appear.',
    text: 'No combinar; elegir otras hierbas para calentar el Yang o calmar las sibilancias, y derivar a valoración cardiológica si aparecen palpitaciones.',
  },
  'interaction.digoxin-ginseng-hawthorn.effect': {
    en: 'Ginseng has been reported to raise measured digoxin levels (assay interference or true rise); hawthorn fruit potentiates the action of cardiac glycosides.',
    text: 'Se ha descrito que el ginseng eleva los niveles medidos de digoxina (interferencia analítica o aumento real); el fruto del espino (shan zha) potencia la acción de los glucósidos cardiacos.',
  },
  'interaction.digoxin-ginseng-hawthorn.advice': {
    en: 'Monitor digoxin levels and heart rate when starting these herbs.',
    text: 'Controlar los niveles de digoxina y la frecuencia cardiaca al iniciar estas hierbas.',
  },
  'interaction.digoxin-mucilage.effect': {
    en: 'The mucilage of plantago seed can bind digoxin in the gut and reduce its absorption.',
    text: 'El mucílago de la semilla de llantén puede fijar la digoxina en el intestino y reducir su absorción.',
  },
  'interaction.digoxin-mucilage.advice': {
    en: 'Take digoxin at least two hours apart from the decoction.',
    text: 'Tomar la digoxina con al menos dos horas de separación respecto a la decocción.',
  },
  'interaction.antiarrhythmics-proarrhythmic-herbs.effect': {
    en: 'Aconite and ephedrine are pro-arrhythmic, and the low potassium caused by licorice raises the risk of QT prolongation with these drugs.',
    text: 'El acónito y la efedrina son proarritmogénicos, y la hipopotasemia que causa el regaliz aumenta el riesgo de prolongación del QT con estos fármacos.',
  },
  'interaction.antiarrhythmics-proarrhythmic-herbs.advice': {
    en: 'Avoid; refer back to the cardiologist before any formula containing these herbs.',
    text: 'Evitar; volver a consultar con el cardiólogo antes de cualquier fórmula que contenga estas hierbas.',
  },
  'interaction.hypoglycaemics-glucose-lowering.effect': {
    en: 'These herbs lower blood glucose (ginseng saponins, berberine in huang lian, puerarin in ge gen, polysaccharides); with insulin or sulfonylureas the effect adds up and may cause hypoglycaemia.',
    text: 'Estas hierbas bajan la glucemia (saponinas del ginseng, berberina de huang lian, puerarina de ge gen, polisacáridos); con insulina o sulfonilureas el efecto se suma y puede causar hipoglucemia.',
  },
  'interaction.hypoglycaemics-glucose-lowering.advice': {
    en: 'Ask the patient to monitor blood glucose more often during the first weeks; the doctor may need to adjust the dose.',
    text: 'Pedir al paciente que se controle la glucemia con más frecuencia durante las primeras semanas; puede que el médico tenga que ajustar la dosis.',
  },
  'interaction.hypoglycaemics-ephedrine-glycyrrhizin.effect': {
    en: 'Ephedrine raises blood glucose; licorice in large doses can disturb glucose and potassium balance, working against diabetes control.',
    text: 'La efedrina eleva la glucemia; el regaliz en dosis altas puede alterar el equilibrio de la glucosa y del potasio, en contra del control de la diabetes.',
  },
  'interaction.hypoglycaemics-ephedrine-glycyrrhizin.advice': {
    en: 'Prefer other herbs in diabetic patients or monitor glucose.',
    text: 'En pacientes diabéticos, preferir otras hierbas o controlar la glucemia.',
  },
  'interaction.sedatives-hypnotics-sedative.effect': {
    en: 'Shen-calming herbs have sedative-hypnotic effects (suan zao ren and wu wei zi prolong barbiturate sleep time in studies): additive drowsiness and slowed reactions.',
    text: 'Las hierbas que calman el Shen tienen efectos sedantes e hipnóticos (en estudios, suan zao ren y wu wei zi prolongan el sueño inducido por barbitúricos): somnolencia y enlentecimiento de los reflejos aditivos.',
  },
  'interaction.sedatives-hypnotics-sedative.advice': {
    en: 'Warn about drowsiness, driving and alcohol; consider taking the herbs in the evening only; do not stop the drug abruptly.',
    text: 'Advertir sobre la somnolencia, la conducción y el alcohol; valorar tomar las hierbas solo por la noche; no suspender el fármaco bruscamente.',
  },
  'interaction.sedatives-hypnotics-stimulating-herbs.effect': {
    en: 'Stimulating herbs (ephedrine, ginseng) may counteract the sedative and worsen insomnia.',
    text: 'Las hierbas estimulantes (efedrina, ginseng) pueden contrarrestar el sedante y empeorar el insomnio.',
  },
  'interaction.sedatives-hypnotics-stimulating-herbs.advice': {
    en: 'Avoid these herbs in the evening; reconsider them when insomnia is the main complaint.',
    text: 'Evitar estas hierbas por la noche; replantear su uso cuando el insomnio sea el motivo principal de consulta.',
  },
  'interaction.immunosuppressants-cyp3a4-inhibiting.effect': {
    en: 'Schisandra lignans and berberine inhibit CYP3A4 and P-glycoprotein: clinical studies show markedly higher tacrolimus and cyclosporine blood levels (risk of kidney and nerve toxicity).',
    text: 'Los lignanos de la schisandra y la berberina inhiben el CYP3A4 y la glucoproteína P: estudios clínicos muestran niveles sanguíneos de tacrolimus y ciclosporina muy elevados (riesgo de toxicidad renal y neurológica).',
  },
  'interaction.immunosuppressants-cyp3a4-inhibiting.advice': {
    en: 'Avoid in transplant patients unless the transplant team agrees and monitors drug levels.',
    text: 'Evitar en pacientes trasplantados, salvo que el equipo de trasplante esté de acuerdo y controle los niveles del fármaco.',
  },
  'interaction.immunosuppressants-baicalin-glycyrrhizin.effect': {
    en: 'Baicalin in huang qin and licorice lower cyclosporine absorption or raise its metabolism in studies, with a risk of under-immunosuppression.',
    text: 'En estudios, la baicalina de huang qin y el regaliz reducen la absorción de la ciclosporina o aumentan su metabolismo, con riesgo de inmunosupresión insuficiente.',
  },
  'interaction.immunosuppressants-baicalin-glycyrrhizin.advice': {
    en: 'Avoid or coordinate with the transplant team and monitor drug levels.',
    text: 'Evitar, o coordinarse con el equipo de trasplante y controlar los niveles del fármaco.',
  },
  'interaction.immunosuppressants-immune-stimulating.effect': {
    en: 'Immune-stimulating tonics (astragalus, ginseng, cordyceps) may work against the intended immunosuppression.',
    text: 'Los tónicos inmunoestimulantes (astrágalo, ginseng, cordyceps) pueden contrarrestar la inmunosupresión buscada.',
  },
  'interaction.immunosuppressants-immune-stimulating.advice': {
    en: 'Avoid in transplant recipients and in autoimmune disease under immunosuppression unless the specialist agrees.',
    text: 'Evitar en receptores de trasplante y en enfermedades autoinmunes tratadas con inmunosupresores, salvo acuerdo del especialista.',
  },
  'interaction.mao-inhibitors-sympathomimetic.effect': {
    en: 'Ephedrine and the synephrine of zhi shi release noradrenaline: with an MAO inhibitor they can cause a hypertensive crisis.',
    text: 'La efedrina y la sinefrina de zhi shi liberan noradrenalina: con un inhibidor de la MAO pueden provocar una crisis hipertensiva.',
  },
  'interaction.mao-inhibitors-sympathomimetic.advice': {
    en: 'Contraindicated; do not use during MAO-inhibitor treatment or within two weeks of stopping it.',
    text: 'Contraindicado; no usar durante el tratamiento con un inhibidor de la MAO ni en las dos semanas siguientes a su suspensión.',
  },
  'interaction.mao-inhibitors-ginseng-ginkgo.effect': {
    en: 'Case reports of headache, tremor, insomnia and manic symptoms with ginseng and phenelzine; ginkgo may add MAO inhibition.',
    text: 'Hay casos publicados de cefalea, temblor, insomnio y síntomas maníacos con ginseng y fenelzina; el ginkgo puede añadir inhibición de la MAO.',
  },
  'interaction.mao-inhibitors-ginseng-ginkgo.advice': {
    en: 'Avoid the combination; choose other Qi tonics (e.g. dang shen, huang qi).',
    text: 'Evitar la combinación; elegir otros tónicos del Qi (p. ej., dang shen, huang qi).',
  },
  'interaction.stimulants-sympathomimetic.effect': {
    en: 'Additive sympathomimetic stimulation: raised blood pressure and heart rate, arrhythmia, anxiety, insomnia and, rarely, stroke.',
    text: 'Estimulación simpaticomimética aditiva: aumento de la presión arterial y de la frecuencia cardiaca, arritmias, ansiedad, insomnio y, rara vez, ictus.',
  },
  'interaction.stimulants-sympathomimetic.advice': { en: 'Avoid the combination.', text: 'Evitar la combinación.' },
  'interaction.stimulants-ginseng.effect': {
    en: 'Ginseng can add to stimulation (nervousness, insomnia, palpitations).',
    text: 'El ginseng puede sumarse a la estimulación (nerviosismo, insomnio, palpitaciones).',
  },
  'interaction.stimulants-ginseng.advice': {
    en: 'Use in the morning and lower the dose if the patient feels over-stimulated.',
    text: 'Tomarlo por la mañana y reducir la dosis si el paciente se nota sobreestimulado.',
  },
  'interaction.oral-contraceptives-glycyrrhizin.effect': {
    en: 'Oestrogens increase sensitivity to glycyrrhizin: case reports of hypertension and hypokalaemia with licorice in women on the pill.',
    text: 'Los estrógenos aumentan la sensibilidad a la glicirricina: hay casos publicados de hipertensión e hipopotasemia con regaliz en mujeres que toman la píldora.',
  },
  'interaction.oral-contraceptives-glycyrrhizin.advice': {
    en: 'Keep licorice to a small harmonising dose and short courses; check blood pressure.',
    text: 'Limitar el regaliz a una pequeña dosis armonizadora y a tratamientos cortos; controlar la presión arterial.',
  },
  'interaction.oral-contraceptives-phytoestrogenic.effect': {
    en: 'Herbs with phyto-oestrogenic or hormonal activity may add to or interfere with hormonal treatment (breakthrough bleeding, breast tenderness).',
    text: 'Las hierbas con actividad fitoestrogénica u hormonal pueden sumarse al tratamiento hormonal o interferir con él (sangrado intermenstrual, tensión mamaria).',
  },
  'interaction.oral-contraceptives-phytoestrogenic.advice': {
    en: 'Usually compatible; report breakthrough bleeding; avoid in oestrogen-dependent conditions.',
    text: 'En general compatible; comunicar cualquier sangrado intermenstrual; evitar en trastornos dependientes de estrógenos.',
  },
  'interaction.ssri-snri-blood-moving.effect': {
    en: 'SSRIs and SNRIs deplete platelet serotonin; with blood-moving herbs the risk of bruising and gastrointestinal bleeding rises.',
    text: 'Los ISRS y los IRSN agotan la serotonina de las plaquetas; con hierbas que mueven la Sangre aumenta el riesgo de hematomas y de sangrado gastrointestinal.',
  },
  'interaction.ssri-snri-blood-moving.advice': {
    en: 'Watch for bleeding, avoid also taking NSAIDs, and prefer lower doses of blood-moving herbs.',
    text: 'Vigilar el sangrado, evitar tomar además AINE y preferir dosis más bajas de las hierbas que mueven la Sangre.',
  },
  'interaction.ssri-snri-stimulating-herbs.effect': {
    en: 'Case reports of agitation, mania or serotonergic symptoms when stimulating herbs are combined with antidepressants.',
    text: 'Hay casos publicados de agitación, manía o síntomas serotoninérgicos al combinar hierbas estimulantes con antidepresivos.',
  },
  'interaction.ssri-snri-stimulating-herbs.advice': {
    en: 'Monitor mood, sleep and agitation; stop the herb if symptoms appear.',
    text: 'Vigilar el estado de ánimo, el sueño y la agitación; suspender la hierba si aparecen síntomas.',
  },
  'interaction.corticosteroids-glycyrrhizin.effect': {
    en: 'Glycyrrhizin inhibits the enzyme that inactivates cortisol and prednisolone: stronger steroid effect, more fluid retention, hypertension and potassium loss.',
    text: 'La glicirricina inhibe la enzima que inactiva el cortisol y la prednisolona: efecto corticoideo más intenso, más retención de líquidos, hipertensión y pérdida de potasio.',
  },
  'interaction.corticosteroids-glycyrrhizin.advice': {
    en: 'Keep licorice to the harmonising dose; monitor blood pressure, oedema and potassium.',
    text: 'Limitar el regaliz a la dosis armonizadora; controlar la presión arterial, los edemas y el potasio.',
  },
  'interaction.corticosteroids-anthraquinone.effect': {
    en: "Purgative potassium loss adds to the steroid's potassium loss.",
    text: 'La pérdida de potasio por el purgante se suma a la que causa el corticoide.',
  },
  'interaction.corticosteroids-anthraquinone.advice': {
    en: 'Use da huang briefly; monitor potassium if diarrhoea persists.',
    text: 'Usar da huang poco tiempo; controlar el potasio si la diarrea persiste.',
  },
  'interaction.cyp3a4-substrates-cyp3a4-inhibiting.effect': {
    en: 'Schisandra lignans and berberine (huang lian, huang bai) inhibit CYP3A4 and raise blood levels of drugs cleared by it (muscle pain with statins, low blood pressure, sedation).',
    text: 'Los lignanos de la schisandra y la berberina (huang lian, huang bai) inhiben el CYP3A4 y elevan los niveles sanguíneos de los fármacos que este elimina (dolor muscular con estatinas, hipotensión, sedación).',
  },
  'interaction.cyp3a4-substrates-cyp3a4-inhibiting.advice': {
    en: 'Use lower doses or avoid with narrow-margin drugs; ask about muscle pain, dizziness or excessive sedation.',
    text: 'Usar dosis más bajas o evitar con fármacos de margen terapéutico estrecho; preguntar por dolor muscular, mareo o sedación excesiva.',
  },
  'interaction.cyp3a4-substrates-glycyrrhizin.effect': {
    en: 'Licorice induces CYP3A4 in studies and may slightly lower levels of drugs cleared by it.',
    text: 'En estudios, el regaliz induce el CYP3A4 y puede reducir ligeramente los niveles de los fármacos que este elimina.',
  },
  'interaction.cyp3a4-substrates-glycyrrhizin.advice': {
    en: 'Usually of little consequence at harmonising doses.',
    text: 'A dosis armonizadoras suele tener poca trascendencia.',
  },
  'interaction.lithium-diuretic-herbs.effect': {
    en: 'Diuretic herbs change sodium and water balance and can reduce lithium clearance, raising lithium to toxic levels.',
    text: 'Las hierbas diuréticas alteran el equilibrio de sodio y agua y pueden reducir la eliminación del litio, elevándolo hasta niveles tóxicos.',
  },
  'interaction.lithium-diuretic-herbs.advice': {
    en: 'Avoid or monitor lithium levels when starting or stopping damp-draining herbs.',
    text: 'Evitar, o controlar la litemia al iniciar o suspender hierbas que drenan la Humedad.',
  },
  'interaction.quinolones-tetracyclines-mineral.effect': {
    en: 'Calcium, magnesium and iron in mineral and shell herbs (shi gao, long gu, mu li...) bind these antibiotics in the gut and reduce their absorption.',
    text: 'El calcio, el magnesio y el hierro de las sustancias minerales y de las conchas (shi gao, long gu, mu li...) se unen a estos antibióticos en el intestino y reducen su absorción.',
  },
  'interaction.quinolones-tetracyclines-mineral.advice': {
    en: 'Take the antibiotic at least two hours before or six hours after the decoction.',
    text: 'Tomar el antibiótico al menos dos horas antes o seis horas después de la decocción.',
  },
};
