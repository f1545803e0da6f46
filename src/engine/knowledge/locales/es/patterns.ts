import type { Catalogue } from '../../localize/translate.ts';

/** Spanish texts of the patterns: names, consumer explanations and advice (moved from the knowledge files). */
export const ES_PATTERNS: Catalogue = {
  'pattern.liver-qi-stagnation.name': { en: 'Liver Qi Stagnation', text: 'Estancamiento del Qi de Hígado' },
  'pattern.liver-qi-stagnation.explanation': {
    en: 'In Chinese medicine the Liver keeps energy and emotions moving smoothly. Stress, frustration or held-back feelings can make this flow get stuck, which often shows as tension under the ribs, mood swings, sighing or premenstrual discomfort. It is a common pattern of modern life and usually responds well to movement, relaxation and regular routines.',
    text: 'En la medicina china el Hígado mantiene la energía y las emociones fluyendo con suavidad. El estrés, la frustración o las emociones contenidas pueden bloquear ese flujo, y suele notarse como tensión bajo las costillas, cambios de humor, suspiros o molestias premenstruales. Es un patrón frecuente en la vida moderna y suele mejorar con movimiento, relajación y rutinas regulares.',
  },
  'pattern.liver-qi-stagnation.consumer-herbs.rose-bud-tea.name': { en: 'Rose bud tea', text: 'Infusión de capullos de rosa' },
  'pattern.liver-qi-stagnation.consumer-herbs.rose-bud-tea.description': {
    en: 'Dried rose buds steeped in hot water are traditionally used to ease emotional tension and a tight feeling in the chest.',
    text: 'Los capullos de rosa secos en agua caliente se usan tradicionalmente para aliviar la tensión emocional y la opresión en el pecho.',
  },
  'pattern.liver-qi-stagnation.consumer-herbs.mint-tea.name': { en: 'Mint tea', text: 'Infusión de menta' },
  'pattern.liver-qi-stagnation.consumer-herbs.mint-tea.description': {
    en: 'A light mint infusion helps Qi move and feels refreshing when you are tense or irritable.',
    text: 'Una infusión suave de menta ayuda a mover el Qi y resulta refrescante cuando hay tensión o irritabilidad.',
  },
  'pattern.liver-qi-stagnation.consumer-herbs.dried-tangerine-peel.name': {
    en: 'Dried tangerine peel',
    text: 'Piel de mandarina seca',
  },
  'pattern.liver-qi-stagnation.consumer-herbs.dried-tangerine-peel.description': {
    en: 'Dried tangerine peel in tea or cooking helps digestion when stress causes bloating.',
    text: 'La piel de mandarina seca en infusión o en la cocina ayuda a la digestión cuando el estrés causa hinchazón.',
  },
  'pattern.liver-qi-stagnation.diet.regular-relaxed-meals.name': {
    en: 'Regular, relaxed meals',
    text: 'Comidas regulares y tranquilas',
  },
  'pattern.liver-qi-stagnation.diet.regular-relaxed-meals.description': {
    en: 'Eat at regular times and avoid eating when angry, rushed or working at your desk.',
    text: 'Come a horas regulares y evita comer enfadado, con prisas o mientras trabajas.',
  },
  'pattern.liver-qi-stagnation.diet.lightly-pungent-fresh-foods.name': {
    en: 'Lightly pungent, fresh foods',
    text: 'Alimentos frescos y ligeramente picantes',
  },
  'pattern.liver-qi-stagnation.diet.lightly-pungent-fresh-foods.description': {
    en: 'Radish, spring onion, basil, citrus zest and leafy greens help keep Qi moving.',
    text: 'El rábano, la cebolleta, la albahaca, la ralladura de cítricos y las verduras de hoja ayudan a mover el Qi.',
  },
  'pattern.liver-qi-stagnation.diet.less-alcohol-coffee-and-greasy-food.name': {
    en: 'Less alcohol, coffee and greasy food',
    text: 'Menos alcohol, café y fritos',
  },
  'pattern.liver-qi-stagnation.diet.less-alcohol-coffee-and-greasy-food.description': {
    en: 'These burden the Liver and tend to turn tension into heat and irritability.',
    text: 'Sobrecargan el Hígado y tienden a convertir la tensión en calor e irritabilidad.',
  },
  'pattern.liver-qi-stagnation.lifestyle.move-every-day.name': { en: 'Move every day', text: 'Muévete cada día' },
  'pattern.liver-qi-stagnation.lifestyle.move-every-day.description': {
    en: 'Brisk walking, dancing, swimming or any exercise you enjoy is one of the best ways to free stuck Qi.',
    text: 'Caminar a buen paso, bailar, nadar o cualquier ejercicio que te guste es una de las mejores formas de liberar el Qi estancado.',
  },
  'pattern.liver-qi-stagnation.lifestyle.express-feelings.name': { en: 'Express feelings', text: 'Expresa tus emociones' },
  'pattern.liver-qi-stagnation.lifestyle.express-feelings.description': {
    en: 'Talking, journaling or creative activities help release emotions that would otherwise be held in.',
    text: 'Hablar, escribir un diario o las actividades creativas ayudan a soltar emociones que de otro modo se contienen.',
  },
  'pattern.liver-qi-stagnation.lifestyle.slow-breathing.name': { en: 'Slow breathing', text: 'Respiración lenta' },
  'pattern.liver-qi-stagnation.lifestyle.slow-breathing.description': {
    en: 'A few minutes of slow abdominal breathing or stretching during the day relaxes the chest and ribs.',
    text: 'Unos minutos de respiración abdominal lenta o estiramientos durante el día relajan el pecho y las costillas.',
  },
  'pattern.liver-qi-stagnation.lifestyle.regular-bedtime.name': { en: 'Regular bedtime', text: 'Horario regular de sueño' },
  'pattern.liver-qi-stagnation.lifestyle.regular-bedtime.description': {
    en: 'Going to bed before eleven at night supports the Liver in Chinese medicine.',
    text: 'Acostarse antes de las once de la noche apoya al Hígado según la medicina china.',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.name': {
    en: 'Liver Qi Stagnation with Spleen Deficiency',
    text: 'Estancamiento del Hígado con deficiencia del Bazo',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.explanation': {
    en: 'Here stress and tension (the Liver) upset a digestive system that is already a little weak (the Spleen). Typical signs are mood swings or irritability together with tiredness, bloating and bowel habits that change with stress. Calm routines, regular warm meals and gentle exercise usually help a lot.',
    text: 'Aquí el estrés y la tensión (el Hígado) alteran una digestión que ya está algo débil (el Bazo). Lo típico es irritabilidad o cambios de humor junto con cansancio, hinchazón y un ritmo intestinal que cambia con el estrés. Las rutinas tranquilas, las comidas calientes y regulares y el ejercicio suave suelen ayudar mucho.',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.consumer-herbs.jujube-dates.name': {
    en: 'Jujube dates',
    text: 'Dátiles chinos (azufaifas)',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.consumer-herbs.jujube-dates.description': {
    en: 'Sweet red dates in tea or porridge gently support digestion and calm the mind.',
    text: 'Los dátiles rojos en infusión o gachas apoyan suavemente la digestión y calman la mente.',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.consumer-herbs.dried-tangerine-peel.name': {
    en: 'Dried tangerine peel',
    text: 'Piel de mandarina seca',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.consumer-herbs.dried-tangerine-peel.description': {
    en: 'Used in tea or cooking to relieve bloating after meals.',
    text: 'Se usa en infusión o en la cocina para aliviar la hinchazón después de comer.',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.consumer-herbs.mint-tea.name': { en: 'Mint tea', text: 'Infusión de menta' },
  'pattern.liver-qi-stagnation-spleen-deficiency.consumer-herbs.mint-tea.description': {
    en: 'A mild mint infusion eases tension and a stuck feeling in the belly.',
    text: 'Una infusión suave de menta alivia la tensión y la sensación de bloqueo en el vientre.',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.diet.warm-cooked-meals-at-regular-times.name': {
    en: 'Warm, cooked meals at regular times',
    text: 'Comidas calientes y cocinadas a horas regulares',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.diet.warm-cooked-meals-at-regular-times.description': {
    en: 'Soups, stews, rice and steamed vegetables are easy for a tired digestion.',
    text: 'Sopas, guisos, arroz y verduras al vapor son fáciles para una digestión cansada.',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.diet.avoid-cold-raw-and-very-sweet-foods.name': {
    en: 'Avoid cold, raw and very sweet foods',
    text: 'Evita los alimentos fríos, crudos y muy dulces',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.diet.avoid-cold-raw-and-very-sweet-foods.description': {
    en: 'Iced drinks, salads in excess and sweets weaken the Spleen.',
    text: 'Las bebidas heladas, el exceso de ensaladas y los dulces debilitan el Bazo.',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.diet.do-not-eat-when-upset.name': {
    en: 'Do not eat when upset',
    text: 'No comas con nervios ni enfado',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.diet.do-not-eat-when-upset.description': {
    en: 'Take a few calm breaths before eating; stress at the table is what upsets this pattern most.',
    text: 'Respira con calma antes de comer; el estrés en la mesa es lo que más altera este patrón.',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.lifestyle.gentle-daily-exercise.name': {
    en: 'Gentle daily exercise',
    text: 'Ejercicio suave a diario',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.lifestyle.gentle-daily-exercise.description': {
    en: 'Walking, yoga or tai chi move Qi without exhausting you.',
    text: 'Caminar, el yoga o el taichí mueven el Qi sin agotar tus fuerzas.',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.lifestyle.manage-stress.name': {
    en: 'Manage stress',
    text: 'Gestiona el estrés',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.lifestyle.manage-stress.description': {
    en: 'Short breaks, breathing exercises and clear limits at work protect both mood and digestion.',
    text: 'Las pausas cortas, la respiración y los límites claros en el trabajo protegen el ánimo y la digestión.',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.lifestyle.avoid-overthinking-and-overwork.name': {
    en: 'Avoid overthinking and overwork',
    text: 'Evita pensar en exceso y trabajar de más',
  },
  'pattern.liver-qi-stagnation-spleen-deficiency.lifestyle.avoid-overthinking-and-overwork.description': {
    en: 'Long hours of mental work weaken the Spleen in Chinese medicine; rest your mind as well as your body.',
    text: 'Muchas horas de trabajo mental debilitan el Bazo según la medicina china; descansa la mente además del cuerpo.',
  },
  'pattern.liver-blood-deficiency.name': { en: 'Liver Blood Deficiency', text: 'Deficiencia de Sangre de Hígado' },
  'pattern.liver-blood-deficiency.explanation': {
    en: 'In Chinese medicine the Liver stores Blood that nourishes the eyes, muscles, nails and menstrual cycle. When this store runs low you may notice tired or blurry eyes, dizziness on standing, brittle nails, cramps or light periods. Nourishing food, enough sleep and not overstraining the eyes help rebuild it.',
    text: 'En la medicina china el Hígado almacena la Sangre que nutre los ojos, los músculos, las uñas y el ciclo menstrual. Cuando esa reserva baja pueden aparecer vista cansada o borrosa, mareo al levantarse, uñas frágiles, calambres o reglas escasas. La alimentación nutritiva, dormir lo suficiente y no forzar la vista ayudan a recuperarla.',
  },
  'pattern.liver-blood-deficiency.consumer-herbs.goji-berries.name': { en: 'Goji berries', text: 'Bayas de goji' },
  'pattern.liver-blood-deficiency.consumer-herbs.goji-berries.description': {
    en: 'A handful in tea, porridge or soup is traditionally used to nourish the Blood and the eyes.',
    text: 'Un puñado en infusión, gachas o sopa se usa tradicionalmente para nutrir la Sangre y los ojos.',
  },
  'pattern.liver-blood-deficiency.consumer-herbs.jujube-dates.name': { en: 'Jujube dates', text: 'Dátiles chinos (azufaifas)' },
  'pattern.liver-blood-deficiency.consumer-herbs.jujube-dates.description': {
    en: 'Sweet red dates in tea or stews support digestion, the source of Blood.',
    text: 'Los dátiles rojos en infusión o guisos apoyan la digestión, fuente de la Sangre.',
  },
  'pattern.liver-blood-deficiency.consumer-herbs.black-sesame.name': { en: 'Black sesame', text: 'Sésamo negro' },
  'pattern.liver-blood-deficiency.consumer-herbs.black-sesame.description': {
    en: 'Toasted black sesame sprinkled on food is a classic Blood-nourishing food in Chinese cooking.',
    text: 'El sésamo negro tostado sobre la comida es un alimento clásico para nutrir la Sangre en la cocina china.',
  },
  'pattern.liver-blood-deficiency.diet.blood-building-foods.name': {
    en: 'Blood-building foods',
    text: 'Alimentos que nutren la Sangre',
  },
  'pattern.liver-blood-deficiency.diet.blood-building-foods.description': {
    en: 'Dark leafy greens, beetroot, eggs, lentils, black beans, and some lean red meat or fish if you eat them.',
    text: 'Verduras de hoja oscura, remolacha, huevos, lentejas, alubias negras y algo de carne roja magra o pescado si los comes.',
  },
  'pattern.liver-blood-deficiency.diet.warm-well-cooked-meals.name': {
    en: 'Warm, well-cooked meals',
    text: 'Comidas calientes y bien cocinadas',
  },
  'pattern.liver-blood-deficiency.diet.warm-well-cooked-meals.description': {
    en: 'Good digestion makes Blood: soups, stews and congee are easier to absorb than cold, raw food.',
    text: 'Una buena digestión produce Sangre: sopas, guisos y gachas se absorben mejor que la comida fría y cruda.',
  },
  'pattern.liver-blood-deficiency.diet.do-not-skip-meals-or-diet-harshly.name': {
    en: 'Do not skip meals or diet harshly',
    text: 'No te saltes comidas ni hagas dietas estrictas',
  },
  'pattern.liver-blood-deficiency.diet.do-not-skip-meals-or-diet-harshly.description': {
    en: 'Very restrictive diets are a common cause of this pattern, especially in women.',
    text: 'Las dietas muy restrictivas son una causa frecuente de este patrón, sobre todo en mujeres.',
  },
  'pattern.liver-blood-deficiency.lifestyle.rest-your-eyes.name': { en: 'Rest your eyes', text: 'Descansa la vista' },
  'pattern.liver-blood-deficiency.lifestyle.rest-your-eyes.description': {
    en: 'Long screen and reading hours use up Liver Blood; take regular breaks and look into the distance.',
    text: 'Muchas horas de pantalla y lectura consumen la Sangre de Hígado; haz pausas y mira a lo lejos.',
  },
  'pattern.liver-blood-deficiency.lifestyle.sleep-before-eleven.name': {
    en: 'Sleep before eleven',
    text: 'Duerme antes de las once',
  },
  'pattern.liver-blood-deficiency.lifestyle.sleep-before-eleven.description': {
    en: 'In Chinese medicine Blood returns to the Liver during sleep, so early, regular sleep helps.',
    text: 'Según la medicina china la Sangre vuelve al Hígado durante el sueño, así que dormir pronto y con regularidad ayuda.',
  },
  'pattern.liver-blood-deficiency.lifestyle.avoid-overexertion.name': {
    en: 'Avoid overexertion',
    text: 'Evita el sobreesfuerzo',
  },
  'pattern.liver-blood-deficiency.lifestyle.avoid-overexertion.description': {
    en: 'Prefer gentle exercise such as walking, yoga or tai chi to exhausting training, and rest during heavy periods.',
    text: 'Prefiere el ejercicio suave, como caminar, el yoga o el taichí, al entrenamiento agotador, y descansa durante las reglas abundantes.',
  },
  'pattern.liver-yang-rising.name': { en: 'Liver Yang Rising', text: 'Ascenso del Yang de Hígado' },
  'pattern.liver-yang-rising.explanation': {
    en: 'In this pattern energy rushes up to the head because what should anchor it below is depleted. It typically brings throbbing headaches at the temples, dizziness, ringing in the ears, a flushed face and a short temper, often worse with stress or fatigue. Calm routines, rest and avoiding alcohol help, and blood pressure should be checked regularly.',
    text: 'En este patrón la energía sube con fuerza hacia la cabeza porque lo que debería anclarla abajo está debilitado. Suele dar dolor de cabeza pulsátil en las sienes, mareo, zumbido de oídos, cara enrojecida y mal genio, a menudo peor con el estrés o el cansancio. Ayudan las rutinas tranquilas, el descanso y evitar el alcohol, y conviene vigilar la tensión arterial.',
  },
  'pattern.liver-yang-rising.consumer-herbs.chrysanthemum-tea.name': { en: 'Chrysanthemum tea', text: 'Infusión de crisantemo' },
  'pattern.liver-yang-rising.consumer-herbs.chrysanthemum-tea.description': {
    en: 'A traditional cooling tea for tension headaches, red or tired eyes and a hot head.',
    text: 'Una infusión refrescante tradicional para dolores de cabeza por tensión, ojos rojos o cansados y calor en la cabeza.',
  },
  'pattern.liver-yang-rising.consumer-herbs.mulberry-leaf-tea.name': {
    en: 'Mulberry leaf tea',
    text: 'Infusión de hoja de morera',
  },
  'pattern.liver-yang-rising.consumer-herbs.mulberry-leaf-tea.description': {
    en: 'A mild tea used in Chinese food culture to clear heat from the head and eyes.',
    text: 'Una infusión suave que la cultura culinaria china usa para despejar el calor de la cabeza y los ojos.',
  },
  'pattern.liver-yang-rising.consumer-herbs.goji-berries.name': { en: 'Goji berries', text: 'Bayas de goji' },
  'pattern.liver-yang-rising.consumer-herbs.goji-berries.description': {
    en: 'Nourish the Yin of Liver and Kidney that keeps rising energy anchored.',
    text: 'Nutren el Yin de Hígado y Riñón que mantiene anclada la energía que asciende.',
  },
  'pattern.liver-yang-rising.diet.cooling-calming-foods.name': {
    en: 'Cooling, calming foods',
    text: 'Alimentos frescos y calmantes',
  },
  'pattern.liver-yang-rising.diet.cooling-calming-foods.description': {
    en: 'Celery, leafy greens, cucumber, seaweed, mushrooms and plenty of vegetables.',
    text: 'Apio, verduras de hoja, pepino, algas, setas y abundante verdura.',
  },
  'pattern.liver-yang-rising.diet.avoid-alcohol-and-spicy-food.name': {
    en: 'Avoid alcohol and spicy food',
    text: 'Evita el alcohol y el picante',
  },
  'pattern.liver-yang-rising.diet.avoid-alcohol-and-spicy-food.description': {
    en: 'Alcohol, chilli, coffee and fried food push energy upwards and make headaches worse.',
    text: 'El alcohol, el chile, el café y los fritos empujan la energía hacia arriba y empeoran los dolores de cabeza.',
  },
  'pattern.liver-yang-rising.diet.less-salt.name': { en: 'Less salt', text: 'Menos sal' },
  'pattern.liver-yang-rising.diet.less-salt.description': {
    en: 'Keeping salt low also helps keep blood pressure in a healthy range.',
    text: 'Reducir la sal ayuda también a mantener la tensión arterial en un rango saludable.',
  },
  'pattern.liver-yang-rising.lifestyle.calm-the-mind.name': { en: 'Calm the mind', text: 'Calma la mente' },
  'pattern.liver-yang-rising.lifestyle.calm-the-mind.description': {
    en: 'Meditation, slow breathing or tai chi help keep anger and stress from rising to the head.',
    text: 'La meditación, la respiración lenta o el taichí ayudan a que la ira y el estrés no suban a la cabeza.',
  },
  'pattern.liver-yang-rising.lifestyle.regular-sleep.name': { en: 'Regular sleep', text: 'Sueño regular' },
  'pattern.liver-yang-rising.lifestyle.regular-sleep.description': {
    en: 'Late nights drain the Yin that anchors Yang; keep a regular, early bedtime.',
    text: 'Trasnochar agota el Yin que ancla el Yang; mantén una hora de acostarse regular y temprana.',
  },
  'pattern.liver-yang-rising.lifestyle.check-your-blood-pressure.name': {
    en: 'Check your blood pressure',
    text: 'Controla tu tensión arterial',
  },
  'pattern.liver-yang-rising.lifestyle.check-your-blood-pressure.description': {
    en: 'These symptoms can accompany high blood pressure; measure it and see your doctor if it is high.',
    text: 'Estos síntomas pueden acompañar a la tensión alta; mídetela y consulta a tu médico si está elevada.',
  },
  'pattern.liver-fire-blazing.name': { en: 'Liver Fire Blazing Upward', text: 'Fuego de Hígado que asciende' },
  'pattern.liver-fire-blazing.explanation': {
    en: 'This is a pattern of strong internal heat linked to the Liver, often built up by long-standing anger, stress, alcohol or rich, spicy food. It tends to cause a red face and eyes, pounding headaches, a bitter taste, quick temper, thirst and constipation. Cooling foods, less alcohol and ways to release anger help calm it.',
    text: 'Es un patrón de calor interno intenso ligado al Hígado, a menudo acumulado por enfado o estrés prolongados, alcohol o comida rica y picante. Suele causar cara y ojos rojos, dolor de cabeza fuerte, sabor amargo, mal genio, sed y estreñimiento. Los alimentos frescos, menos alcohol y formas sanas de liberar el enfado ayudan a calmarlo.',
  },
  'pattern.liver-fire-blazing.consumer-herbs.chrysanthemum-tea.name': { en: 'Chrysanthemum tea', text: 'Infusión de crisantemo' },
  'pattern.liver-fire-blazing.consumer-herbs.chrysanthemum-tea.description': {
    en: 'A cooling tea traditionally used for red, sore eyes and heat in the head.',
    text: 'Una infusión refrescante usada tradicionalmente para ojos rojos e irritados y calor en la cabeza.',
  },
  'pattern.liver-fire-blazing.consumer-herbs.mung-bean-soup.name': { en: 'Mung bean soup', text: 'Sopa de judías mungo' },
  'pattern.liver-fire-blazing.consumer-herbs.mung-bean-soup.description': {
    en: 'A simple cooling soup used in Chinese homes to clear heat.',
    text: 'Una sopa sencilla y refrescante que se usa en los hogares chinos para eliminar el calor.',
  },
  'pattern.liver-fire-blazing.consumer-herbs.dandelion-tea.name': { en: 'Dandelion tea', text: 'Infusión de diente de león' },
  'pattern.liver-fire-blazing.consumer-herbs.dandelion-tea.description': {
    en: 'A bitter herbal tea that helps clear heat from the Liver.',
    text: 'Una infusión amarga que ayuda a eliminar el calor del Hígado.',
  },
  'pattern.liver-fire-blazing.diet.cut-alcohol-chilli-and-fried-food.name': {
    en: 'Cut alcohol, chilli and fried food',
    text: 'Elimina el alcohol, el chile y los fritos',
  },
  'pattern.liver-fire-blazing.diet.cut-alcohol-chilli-and-fried-food.description': {
    en: 'These feed Liver Fire directly; avoiding them is often the single biggest help.',
    text: 'Alimentan directamente el Fuego de Hígado; evitarlos suele ser la mayor ayuda.',
  },
  'pattern.liver-fire-blazing.diet.cooling-vegetables-and-fruit.name': {
    en: 'Cooling vegetables and fruit',
    text: 'Verduras y frutas frescas',
  },
  'pattern.liver-fire-blazing.diet.cooling-vegetables-and-fruit.description': {
    en: 'Celery, cucumber, leafy greens, tomato, pear and watermelon help cool the system.',
    text: 'El apio, el pepino, las verduras de hoja, el tomate, la pera y la sandía ayudan a refrescar el organismo.',
  },
  'pattern.liver-fire-blazing.diet.drink-enough-water.name': { en: 'Drink enough water', text: 'Bebe suficiente agua' },
  'pattern.liver-fire-blazing.diet.drink-enough-water.description': {
    en: 'Plain water or light cooling teas instead of coffee and energy drinks.',
    text: 'Agua o infusiones suaves y refrescantes en lugar de café y bebidas energéticas.',
  },
  'pattern.liver-fire-blazing.lifestyle.release-anger-safely.name': {
    en: 'Release anger safely',
    text: 'Libera el enfado de forma sana',
  },
  'pattern.liver-fire-blazing.lifestyle.release-anger-safely.description': {
    en: 'Vigorous exercise, talking things through or counselling keep anger from building up.',
    text: 'El ejercicio intenso, hablar las cosas o la terapia evitan que el enfado se acumule.',
  },
  'pattern.liver-fire-blazing.lifestyle.cool-down-before-bed.name': { en: 'Cool down before bed', text: 'Calma antes de dormir' },
  'pattern.liver-fire-blazing.lifestyle.cool-down-before-bed.description': {
    en: 'Avoid screens, arguments and work late in the evening; a cool, dark bedroom helps sleep.',
    text: 'Evita las pantallas, las discusiones y el trabajo por la noche; un dormitorio fresco y oscuro ayuda a dormir.',
  },
  'pattern.liver-fire-blazing.lifestyle.keep-the-bowels-moving.name': {
    en: 'Keep the bowels moving',
    text: 'Mantén el intestino regular',
  },
  'pattern.liver-fire-blazing.lifestyle.keep-the-bowels-moving.description': {
    en: 'Fibre, water and daily movement prevent constipation, which keeps heat in.',
    text: 'La fibra, el agua y el movimiento diario evitan el estreñimiento, que retiene el calor.',
  },
  'pattern.liver-gallbladder-damp-heat.name': {
    en: 'Liver and Gallbladder Damp-Heat',
    text: 'Humedad-Calor en Hígado y Vesícula Biliar',
  },
  'pattern.liver-gallbladder-damp-heat.explanation': {
    en: 'Here a combination of heat and heavy, sticky dampness settles around the liver and gallbladder. It can show as fullness or pain under the right ribs, a bitter taste, nausea, dark urine, and sometimes yellowish skin or itchy, yellow discharge. A light, plain diet without alcohol or greasy food helps, and yellow skin or eyes always need a medical check.',
    text: 'Aquí una mezcla de calor y humedad pesada y pegajosa se asienta alrededor del hígado y la vesícula biliar. Puede notarse como plenitud o dolor bajo las costillas derechas, sabor amargo, náuseas, orina oscura y a veces piel amarillenta o flujo amarillo con picor. Ayuda una dieta ligera y sencilla sin alcohol ni grasas, y la piel u ojos amarillos siempre requieren una consulta médica.',
  },
  'pattern.liver-gallbladder-damp-heat.consumer-herbs.corn-silk-tea.name': {
    en: 'Corn silk tea',
    text: 'Infusión de barbas de maíz',
  },
  'pattern.liver-gallbladder-damp-heat.consumer-herbs.corn-silk-tea.description': {
    en: 'A mild tea made from corn silk, traditionally used to help clear dampness through the urine.',
    text: 'Una infusión suave de barbas de maíz, usada tradicionalmente para eliminar la humedad por la orina.',
  },
  'pattern.liver-gallbladder-damp-heat.consumer-herbs.dandelion-tea.name': {
    en: 'Dandelion tea',
    text: 'Infusión de diente de león',
  },
  'pattern.liver-gallbladder-damp-heat.consumer-herbs.dandelion-tea.description': {
    en: 'A bitter herbal tea used to clear heat and support the liver and gallbladder.',
    text: 'Una infusión amarga usada para eliminar el calor y apoyar al hígado y la vesícula biliar.',
  },
  'pattern.liver-gallbladder-damp-heat.consumer-herbs.barley-water.name': { en: 'Barley water', text: 'Agua de cebada' },
  'pattern.liver-gallbladder-damp-heat.consumer-herbs.barley-water.description': {
    en: "Water in which barley or Job's tears has simmered, a light drink that drains dampness.",
    text: 'Agua en la que se ha cocido cebada o lágrimas de Job, una bebida ligera que drena la humedad.',
  },
  'pattern.liver-gallbladder-damp-heat.diet.no-alcohol-greasy-or-fried-food.name': {
    en: 'No alcohol, greasy or fried food',
    text: 'Sin alcohol, grasas ni fritos',
  },
  'pattern.liver-gallbladder-damp-heat.diet.no-alcohol-greasy-or-fried-food.description': {
    en: 'These are the main dietary sources of Damp-Heat and burden the liver and gallbladder.',
    text: 'Son las principales fuentes dietéticas de Humedad-Calor y sobrecargan el hígado y la vesícula.',
  },
  'pattern.liver-gallbladder-damp-heat.diet.light-plain-mostly-plant-based-meals.name': {
    en: 'Light, plain, mostly plant-based meals',
    text: 'Comidas ligeras, sencillas y sobre todo vegetales',
  },
  'pattern.liver-gallbladder-damp-heat.diet.light-plain-mostly-plant-based-meals.description': {
    en: 'Steamed vegetables, rice, mung beans, aduki beans, cucumber and bitter greens.',
    text: 'Verduras al vapor, arroz, judías mungo, azukis, pepino y verduras amargas.',
  },
  'pattern.liver-gallbladder-damp-heat.diet.less-sugar-and-dairy.name': {
    en: 'Less sugar and dairy',
    text: 'Menos azúcar y lácteos',
  },
  'pattern.liver-gallbladder-damp-heat.diet.less-sugar-and-dairy.description': {
    en: 'Sweet and rich dairy foods add to dampness.',
    text: 'Los dulces y los lácteos grasos aumentan la humedad.',
  },
  'pattern.liver-gallbladder-damp-heat.lifestyle.get-yellow-skin-or-eyes-checked.name': {
    en: 'Get yellow skin or eyes checked',
    text: 'Consulta si la piel o los ojos amarillean',
  },
  'pattern.liver-gallbladder-damp-heat.lifestyle.get-yellow-skin-or-eyes-checked.description': {
    en: 'Yellowing, dark urine with pale stools, or fever with right-sided pain need a doctor promptly.',
    text: 'El color amarillo, la orina oscura con heces pálidas o la fiebre con dolor en el lado derecho requieren ver al médico pronto.',
  },
  'pattern.liver-gallbladder-damp-heat.lifestyle.keep-moving.name': { en: 'Keep moving', text: 'Sigue en movimiento' },
  'pattern.liver-gallbladder-damp-heat.lifestyle.keep-moving.description': {
    en: 'Regular exercise and sweating help clear dampness.',
    text: 'El ejercicio regular y sudar ayudan a eliminar la humedad.',
  },
  'pattern.liver-gallbladder-damp-heat.lifestyle.breathable-clothing.name': {
    en: 'Breathable clothing',
    text: 'Ropa transpirable',
  },
  'pattern.liver-gallbladder-damp-heat.lifestyle.breathable-clothing.description': {
    en: 'With genital itching or discharge, wear cotton underwear and avoid tight clothing and scented products.',
    text: 'Si tienes picor o flujo genital, usa ropa interior de algodón y evita la ropa ajustada y los productos perfumados.',
  },
  'pattern.spleen-qi-deficiency.name': { en: 'Spleen Qi Deficiency', text: 'Deficiencia de Qi de Bazo' },
  'pattern.spleen-qi-deficiency.explanation': {
    en: 'In Chinese medicine the Spleen turns food into energy. When it is weak, meals are poorly used: you may feel tired, especially after eating, with little appetite, bloating and soft stools. Warm, cooked meals at regular times and avoiding overwork help it recover.',
    text: 'En la medicina china el Bazo transforma la comida en energía. Cuando está débil la comida se aprovecha mal: puedes sentir cansancio, sobre todo después de comer, poco apetito, hinchazón y heces blandas. Las comidas calientes y cocinadas a horas regulares y evitar el exceso de trabajo ayudan a recuperarlo.',
  },
  'pattern.spleen-qi-deficiency.consumer-herbs.jujube-dates.name': { en: 'Jujube dates', text: 'Dátiles chinos (azufaifas)' },
  'pattern.spleen-qi-deficiency.consumer-herbs.jujube-dates.description': {
    en: 'Sweet red dates in tea, porridge or soup gently strengthen digestion.',
    text: 'Los dátiles rojos en infusión, gachas o sopa fortalecen suavemente la digestión.',
  },
  'pattern.spleen-qi-deficiency.consumer-herbs.chinese-yam.name': { en: 'Chinese yam', text: 'Ñame chino' },
  'pattern.spleen-qi-deficiency.consumer-herbs.chinese-yam.description': {
    en: 'A mild, starchy root cooked in soups or congee, traditionally used to strengthen the Spleen.',
    text: 'Una raíz suave y feculenta que se cocina en sopas o gachas, usada tradicionalmente para fortalecer el Bazo.',
  },
  'pattern.spleen-qi-deficiency.consumer-herbs.roasted-barley-tea.name': {
    en: 'Roasted barley tea',
    text: 'Té de cebada tostada',
  },
  'pattern.spleen-qi-deficiency.consumer-herbs.roasted-barley-tea.description': {
    en: 'A warm, caffeine-free tea that is easy on digestion.',
    text: 'Una infusión caliente y sin cafeína que sienta bien a la digestión.',
  },
  'pattern.spleen-qi-deficiency.diet.warm-cooked-food.name': { en: 'Warm, cooked food', text: 'Comida caliente y cocinada' },
  'pattern.spleen-qi-deficiency.diet.warm-cooked-food.description': {
    en: 'Rice porridge, soups, stews, root vegetables, oats and lightly cooked vegetables are easiest to digest.',
    text: 'Gachas de arroz, sopas, guisos, tubérculos, avena y verduras poco cocidas son lo más fácil de digerir.',
  },
  'pattern.spleen-qi-deficiency.diet.avoid-cold-raw-and-iced-food.name': {
    en: 'Avoid cold, raw and iced food',
    text: 'Evita lo frío, lo crudo y lo helado',
  },
  'pattern.spleen-qi-deficiency.diet.avoid-cold-raw-and-iced-food.description': {
    en: 'Iced drinks, large salads, smoothies and ice cream weaken the Spleen.',
    text: 'Las bebidas heladas, las ensaladas abundantes, los batidos y los helados debilitan el Bazo.',
  },
  'pattern.spleen-qi-deficiency.diet.less-sugar-and-dairy.name': { en: 'Less sugar and dairy', text: 'Menos azúcar y lácteos' },
  'pattern.spleen-qi-deficiency.diet.less-sugar-and-dairy.description': {
    en: 'Too much sweet or rich food creates dampness that burdens digestion.',
    text: 'El exceso de dulce o de comida grasa crea humedad que sobrecarga la digestión.',
  },
  'pattern.spleen-qi-deficiency.diet.regular-meals-chewed-well.name': {
    en: 'Regular meals, chewed well',
    text: 'Comidas regulares y bien masticadas',
  },
  'pattern.spleen-qi-deficiency.diet.regular-meals-chewed-well.description': {
    en: 'Eat at regular times, sitting down, and stop before you are completely full.',
    text: 'Come a horas regulares, en la mesa y sin prisa, y deja de comer antes de llenarte del todo.',
  },
  'pattern.spleen-qi-deficiency.lifestyle.do-not-overwork-or-overthink.name': {
    en: 'Do not overwork or overthink',
    text: 'No trabajes ni pienses en exceso',
  },
  'pattern.spleen-qi-deficiency.lifestyle.do-not-overwork-or-overthink.description': {
    en: 'Long hours of study or worry weaken the Spleen in Chinese medicine.',
    text: 'Muchas horas de estudio o preocupación debilitan el Bazo según la medicina china.',
  },
  'pattern.spleen-qi-deficiency.lifestyle.gentle-exercise.name': { en: 'Gentle exercise', text: 'Ejercicio suave' },
  'pattern.spleen-qi-deficiency.lifestyle.gentle-exercise.description': {
    en: 'A short walk after meals and gentle exercise build energy without exhausting it.',
    text: 'Un paseo corto después de comer y el ejercicio suave generan energía sin agotarla.',
  },
  'pattern.spleen-qi-deficiency.lifestyle.rest-enough.name': { en: 'Rest enough', text: 'Descansa lo suficiente' },
  'pattern.spleen-qi-deficiency.lifestyle.rest-enough.description': {
    en: 'Regular sleep and short breaks during the day let energy rebuild.',
    text: 'El sueño regular y las pausas cortas durante el día permiten recuperar la energía.',
  },
  'pattern.spleen-yang-deficiency.name': { en: 'Spleen Yang Deficiency', text: 'Deficiencia de Yang de Bazo' },
  'pattern.spleen-yang-deficiency.explanation': {
    en: 'This is a weak digestion that has also become cold. Besides tiredness, poor appetite and loose stools, you may feel chilly, have cold hands and feet, and notice a dull belly ache that feels better with warmth. Warm cooked food, warming spices and keeping the belly warm are the most helpful steps.',
    text: 'Es una digestión débil que además se ha enfriado. Además de cansancio, poco apetito y heces blandas, puedes sentir frío, tener manos y pies fríos y notar un dolor sordo de vientre que mejora con el calor. La comida caliente y cocinada, las especias que calientan y mantener el vientre abrigado son lo que más ayuda.',
  },
  'pattern.spleen-yang-deficiency.consumer-herbs.fresh-ginger-tea.name': {
    en: 'Fresh ginger tea',
    text: 'Infusión de jengibre fresco',
  },
  'pattern.spleen-yang-deficiency.consumer-herbs.fresh-ginger-tea.description': {
    en: 'A few slices of fresh ginger in hot water warm the stomach and ease a cold, queasy belly.',
    text: 'Unas rodajas de jengibre fresco en agua caliente calientan el estómago y alivian el vientre frío y revuelto.',
  },
  'pattern.spleen-yang-deficiency.consumer-herbs.cinnamon.name': { en: 'Cinnamon', text: 'Canela' },
  'pattern.spleen-yang-deficiency.consumer-herbs.cinnamon.description': {
    en: 'Culinary cinnamon in porridge or drinks is a warming spice for a cold digestion.',
    text: 'La canela de cocina en gachas o bebidas es una especia que calienta una digestión fría.',
  },
  'pattern.spleen-yang-deficiency.consumer-herbs.jujube-dates.name': { en: 'Jujube dates', text: 'Dátiles chinos (azufaifas)' },
  'pattern.spleen-yang-deficiency.consumer-herbs.jujube-dates.description': {
    en: 'Cooked with ginger in tea or porridge they support digestion.',
    text: 'Cocidos con jengibre en infusión o gachas apoyan la digestión.',
  },
  'pattern.spleen-yang-deficiency.diet.only-warm-cooked-food.name': {
    en: 'Only warm, cooked food',
    text: 'Solo comida caliente y cocinada',
  },
  'pattern.spleen-yang-deficiency.diet.only-warm-cooked-food.description': {
    en: 'Soups, stews, congee and roasted root vegetables; avoid raw salads, fruit in excess and iced drinks.',
    text: 'Sopas, guisos, gachas y tubérculos asados; evita las ensaladas crudas, el exceso de fruta y las bebidas heladas.',
  },
  'pattern.spleen-yang-deficiency.diet.warming-spices.name': { en: 'Warming spices', text: 'Especias que calientan' },
  'pattern.spleen-yang-deficiency.diet.warming-spices.description': {
    en: 'Ginger, cinnamon, fennel, cardamom, black pepper and nutmeg in cooking.',
    text: 'Jengibre, canela, hinojo, cardamomo, pimienta negra y nuez moscada en la cocina.',
  },
  'pattern.spleen-yang-deficiency.diet.warming-proteins.name': { en: 'Warming proteins', text: 'Proteínas que calientan' },
  'pattern.spleen-yang-deficiency.diet.warming-proteins.description': {
    en: 'Chicken or lamb soups and stews, if you eat meat, are traditional warming foods.',
    text: 'Las sopas y guisos de pollo o cordero, si comes carne, son alimentos tradicionalmente cálidos.',
  },
  'pattern.spleen-yang-deficiency.lifestyle.keep-the-belly-warm.name': {
    en: 'Keep the belly warm',
    text: 'Mantén el vientre abrigado',
  },
  'pattern.spleen-yang-deficiency.lifestyle.keep-the-belly-warm.description': {
    en: 'Cover the abdomen and lower back; a warm water bottle on the belly eases cold pain.',
    text: 'Abriga el abdomen y la zona lumbar; una bolsa de agua caliente en el vientre alivia el dolor por frío.',
  },
  'pattern.spleen-yang-deficiency.lifestyle.avoid-cold-and-damp.name': {
    en: 'Avoid cold and damp',
    text: 'Evita el frío y la humedad',
  },
  'pattern.spleen-yang-deficiency.lifestyle.avoid-cold-and-damp.description': {
    en: 'Dress warmly, dry off after swimming, and avoid sitting on cold floors.',
    text: 'Abrígate, sécate bien después de nadar y evita sentarte en suelos fríos.',
  },
  'pattern.spleen-yang-deficiency.lifestyle.rest-and-gentle-movement.name': {
    en: 'Rest and gentle movement',
    text: 'Descanso y movimiento suave',
  },
  'pattern.spleen-yang-deficiency.lifestyle.rest-and-gentle-movement.description': {
    en: 'Avoid exhausting exercise; walking and tai chi support Yang without draining it.',
    text: 'Evita el ejercicio agotador; caminar y el taichí apoyan el Yang sin agotarlo.',
  },
  'pattern.cold-damp-encumbering-spleen.name': {
    en: 'Cold-Damp Encumbering the Spleen',
    text: 'Frío-Humedad que obstruye el Bazo',
  },
  'pattern.cold-damp-encumbering-spleen.explanation': {
    en: 'Cold and damp, often from cold or greasy food or a damp environment, can weigh down the digestion. People feel heavy in the head and body, full and bloated in the stomach, without appetite or thirst, and may have loose stools or mild nausea. Warm, light, dry-cooked food and keeping warm and dry help clear it.',
    text: 'El frío y la humedad, a menudo por comida fría o grasa o por un ambiente húmedo, pueden pesar sobre la digestión. Se nota pesadez de cabeza y cuerpo, plenitud e hinchazón en el estómago, sin apetito ni sed, y a veces heces blandas o náuseas leves. Ayudan la comida caliente, ligera y poco húmeda y protegerse del frío y de la humedad.',
  },
  'pattern.cold-damp-encumbering-spleen.consumer-herbs.fresh-ginger-tea.name': {
    en: 'Fresh ginger tea',
    text: 'Infusión de jengibre fresco',
  },
  'pattern.cold-damp-encumbering-spleen.consumer-herbs.fresh-ginger-tea.description': {
    en: 'Warms the stomach and helps settle nausea and a cold, heavy belly.',
    text: 'Calienta el estómago y ayuda a calmar las náuseas y el vientre frío y pesado.',
  },
  'pattern.cold-damp-encumbering-spleen.consumer-herbs.dried-tangerine-peel.name': {
    en: 'Dried tangerine peel',
    text: 'Piel de mandarina seca',
  },
  'pattern.cold-damp-encumbering-spleen.consumer-herbs.dried-tangerine-peel.description': {
    en: 'In tea or cooking, an aromatic peel that helps dry dampness and ease bloating.',
    text: 'En infusión o en la cocina, una piel aromática que ayuda a secar la humedad y aliviar la hinchazón.',
  },
  'pattern.cold-damp-encumbering-spleen.consumer-herbs.roasted-job-s-tears-coix-seed.name': {
    en: "Roasted Job's tears (coix seed)",
    text: 'Lágrimas de Job (coix) tostadas',
  },
  'pattern.cold-damp-encumbering-spleen.consumer-herbs.roasted-job-s-tears-coix-seed.description': {
    en: 'Dry-roasted and simmered as a grain or tea, traditionally used to drain dampness.',
    text: 'Tostadas y cocidas como cereal o infusión, se usan tradicionalmente para drenar la humedad.',
  },
  'pattern.cold-damp-encumbering-spleen.diet.avoid-damp-forming-foods.name': {
    en: 'Avoid damp-forming foods',
    text: 'Evita los alimentos que generan humedad',
  },
  'pattern.cold-damp-encumbering-spleen.diet.avoid-damp-forming-foods.description': {
    en: 'Dairy, sugar, sweets, fried and greasy food, white bread and iced drinks.',
    text: 'Lácteos, azúcar, dulces, fritos y grasas, pan blanco y bebidas heladas.',
  },
  'pattern.cold-damp-encumbering-spleen.diet.warm-light-aromatic-meals.name': {
    en: 'Warm, light, aromatic meals',
    text: 'Comidas calientes, ligeras y aromáticas',
  },
  'pattern.cold-damp-encumbering-spleen.diet.warm-light-aromatic-meals.description': {
    en: 'Rice, aduki beans, leeks, onion, and cooking with ginger, cardamom and tangerine peel.',
    text: 'Arroz, azukis, puerro, cebolla y cocinar con jengibre, cardamomo y piel de mandarina.',
  },
  'pattern.cold-damp-encumbering-spleen.diet.moderate-portions.name': { en: 'Moderate portions', text: 'Raciones moderadas' },
  'pattern.cold-damp-encumbering-spleen.diet.moderate-portions.description': {
    en: 'Smaller meals, eaten warm, are easier for a heavy digestion to process.',
    text: 'Las comidas más pequeñas y calientes son más fáciles de procesar para una digestión pesada.',
  },
  'pattern.cold-damp-encumbering-spleen.lifestyle.stay-warm-and-dry.name': {
    en: 'Stay warm and dry',
    text: 'Protégete del frío y de la humedad',
  },
  'pattern.cold-damp-encumbering-spleen.lifestyle.stay-warm-and-dry.description': {
    en: 'Avoid damp houses and wet clothes, and dry off well after rain or swimming.',
    text: 'Evita las casas húmedas y la ropa mojada, y sécate bien después de la lluvia o de nadar.',
  },
  'pattern.cold-damp-encumbering-spleen.lifestyle.move-regularly.name': { en: 'Move regularly', text: 'Muévete con regularidad' },
  'pattern.cold-damp-encumbering-spleen.lifestyle.move-regularly.description': {
    en: 'Daily walking or exercise that makes you gently sweat helps disperse dampness and heaviness.',
    text: 'Caminar a diario o un ejercicio que te haga sudar suavemente ayuda a dispersar la humedad y la pesadez.',
  },
  'pattern.cold-damp-encumbering-spleen.lifestyle.do-not-lie-down-after-meals.name': {
    en: 'Do not lie down after meals',
    text: 'No te tumbes después de comer',
  },
  'pattern.cold-damp-encumbering-spleen.lifestyle.do-not-lie-down-after-meals.description': {
    en: 'A short walk after eating helps the stomach empty.',
    text: 'Un paseo corto después de comer ayuda a vaciar el estómago.',
  },
  'pattern.spleen-stomach-damp-heat.name': { en: 'Spleen and Stomach Damp-Heat', text: 'Humedad-Calor en Bazo y Estómago' },
  'pattern.spleen-stomach-damp-heat.explanation': {
    en: 'Heat combined with sticky dampness settles in the digestion, often after rich, greasy, sweet food or alcohol, or in hot, humid weather. It brings a full, uncomfortable stomach, nausea, heaviness, thirst without wanting to drink much, and sticky, smelly stools. A light, plain diet with little fat, sugar or alcohol is the main help.',
    text: 'El calor unido a una humedad pegajosa se instala en la digestión, a menudo tras comida rica, grasa o dulce, alcohol o en tiempo caluroso y húmedo. Produce un estómago lleno y molesto, náuseas, pesadez, sed sin ganas de beber mucho y heces pegajosas y malolientes. Una dieta ligera y sencilla con poca grasa, azúcar y alcohol es la principal ayuda.',
  },
  'pattern.spleen-stomach-damp-heat.consumer-herbs.barley-water.name': { en: 'Barley water', text: 'Agua de cebada' },
  'pattern.spleen-stomach-damp-heat.consumer-herbs.barley-water.description': {
    en: "Water in which barley or Job's tears has simmered, a light drink that clears damp and heat.",
    text: 'Agua en la que se ha cocido cebada o lágrimas de Job, una bebida ligera que elimina humedad y calor.',
  },
  'pattern.spleen-stomach-damp-heat.consumer-herbs.mung-bean-soup.name': { en: 'Mung bean soup', text: 'Sopa de judías mungo' },
  'pattern.spleen-stomach-damp-heat.consumer-herbs.mung-bean-soup.description': {
    en: 'A light, cooling soup traditionally eaten in hot, humid weather.',
    text: 'Una sopa ligera y refrescante que se toma tradicionalmente con tiempo caluroso y húmedo.',
  },
  'pattern.spleen-stomach-damp-heat.consumer-herbs.lotus-leaf-tea.name': {
    en: 'Lotus leaf tea',
    text: 'Infusión de hoja de loto',
  },
  'pattern.spleen-stomach-damp-heat.consumer-herbs.lotus-leaf-tea.description': {
    en: 'A traditional summer tea used to clear heat and dampness.',
    text: 'Una infusión tradicional de verano usada para eliminar calor y humedad.',
  },
  'pattern.spleen-stomach-damp-heat.diet.cut-greasy-sweet-and-fried-food.name': {
    en: 'Cut greasy, sweet and fried food',
    text: 'Reduce las grasas, los dulces y los fritos',
  },
  'pattern.spleen-stomach-damp-heat.diet.cut-greasy-sweet-and-fried-food.description': {
    en: 'These are the main sources of Damp-Heat in the digestion.',
    text: 'Son las principales fuentes de Humedad-Calor en la digestión.',
  },
  'pattern.spleen-stomach-damp-heat.diet.avoid-alcohol-and-spicy-food.name': {
    en: 'Avoid alcohol and spicy food',
    text: 'Evita el alcohol y el picante',
  },
  'pattern.spleen-stomach-damp-heat.diet.avoid-alcohol-and-spicy-food.description': {
    en: 'Both add heat and dampness to the stomach.',
    text: 'Ambos añaden calor y humedad al estómago.',
  },
  'pattern.spleen-stomach-damp-heat.diet.light-plain-meals.name': {
    en: 'Light, plain meals',
    text: 'Comidas ligeras y sencillas',
  },
  'pattern.spleen-stomach-damp-heat.diet.light-plain-meals.description': {
    en: 'Rice, steamed vegetables, cucumber, winter melon, celery, aduki and mung beans.',
    text: 'Arroz, verduras al vapor, pepino, melón de invierno, apio, azukis y judías mungo.',
  },
  'pattern.spleen-stomach-damp-heat.lifestyle.do-not-overeat.name': { en: 'Do not overeat', text: 'No comas en exceso' },
  'pattern.spleen-stomach-damp-heat.lifestyle.do-not-overeat.description': {
    en: 'Stop eating before you feel full and avoid late, heavy dinners.',
    text: 'Deja de comer antes de llenarte y evita las cenas copiosas y tardías.',
  },
  'pattern.spleen-stomach-damp-heat.lifestyle.stay-active.name': { en: 'Stay active', text: 'Haz actividad cada día' },
  'pattern.spleen-stomach-damp-heat.lifestyle.stay-active.description': {
    en: 'Regular exercise helps the body clear dampness.',
    text: 'El ejercicio regular ayuda al cuerpo a eliminar la humedad.',
  },
  'pattern.spleen-stomach-damp-heat.lifestyle.food-hygiene-in-hot-weather.name': {
    en: 'Food hygiene in hot weather',
    text: 'Higiene alimentaria en tiempo caluroso',
  },
  'pattern.spleen-stomach-damp-heat.lifestyle.food-hygiene-in-hot-weather.description': {
    en: 'Keep food cool and fresh in summer; fever with diarrhoea and dehydration needs medical care.',
    text: 'Conserva la comida fresca en verano; la fiebre con diarrea y deshidratación requiere atención médica.',
  },
  'pattern.stomach-fire.name': { en: 'Stomach Fire', text: 'Fuego de Estómago' },
  'pattern.stomach-fire.explanation': {
    en: 'Strong heat builds up in the stomach, often from spicy, fried or rich food, alcohol or stress. It can cause a burning stomach ache, constant hunger, strong thirst for cold drinks, bad breath, sore or bleeding gums and constipation. Cooling, simple food and avoiding spicy food and alcohol help it settle.',
    text: 'Se acumula un calor intenso en el estómago, a menudo por comida picante, frita o copiosa, alcohol o estrés. Puede causar ardor de estómago, hambre constante, mucha sed de bebidas frías, mal aliento, encías inflamadas o sangrantes y estreñimiento. La comida sencilla y refrescante y evitar el picante y el alcohol ayudan a calmarlo.',
  },
  'pattern.stomach-fire.consumer-herbs.mung-bean-soup.name': { en: 'Mung bean soup', text: 'Sopa de judías mungo' },
  'pattern.stomach-fire.consumer-herbs.mung-bean-soup.description': {
    en: 'A simple cooling soup used in Chinese homes to clear stomach heat.',
    text: 'Una sopa sencilla y refrescante que se usa en los hogares chinos para eliminar el calor del estómago.',
  },
  'pattern.stomach-fire.consumer-herbs.fresh-pear.name': { en: 'Fresh pear', text: 'Pera fresca' },
  'pattern.stomach-fire.consumer-herbs.fresh-pear.description': {
    en: 'Juicy and cooling, it soothes thirst and a dry, hot mouth.',
    text: 'Jugosa y refrescante, calma la sed y la boca seca y caliente.',
  },
  'pattern.stomach-fire.consumer-herbs.chrysanthemum-tea.name': { en: 'Chrysanthemum tea', text: 'Infusión de crisantemo' },
  'pattern.stomach-fire.consumer-herbs.chrysanthemum-tea.description': {
    en: 'A gentle cooling tea in place of coffee.',
    text: 'Una infusión suave y refrescante en lugar del café.',
  },
  'pattern.stomach-fire.diet.avoid-spicy-fried-and-grilled-food.name': {
    en: 'Avoid spicy, fried and grilled food',
    text: 'Evita lo picante, lo frito y la parrilla',
  },
  'pattern.stomach-fire.diet.avoid-spicy-fried-and-grilled-food.description': {
    en: 'Chilli, pepper, barbecued and deep-fried food feed Stomach Fire.',
    text: 'El chile, la pimienta, la barbacoa y los fritos alimentan el Fuego de Estómago.',
  },
  'pattern.stomach-fire.diet.no-alcohol-less-coffee.name': { en: 'No alcohol, less coffee', text: 'Sin alcohol y menos café' },
  'pattern.stomach-fire.diet.no-alcohol-less-coffee.description': {
    en: 'Both heat the stomach and worsen burning pain.',
    text: 'Ambos calientan el estómago y empeoran el ardor.',
  },
  'pattern.stomach-fire.diet.cooling-moist-foods.name': { en: 'Cooling, moist foods', text: 'Alimentos frescos e hidratantes' },
  'pattern.stomach-fire.diet.cooling-moist-foods.description': {
    en: 'Cucumber, tofu, lettuce, spinach, pear, watermelon, and plenty of water.',
    text: 'Pepino, tofu, lechuga, espinacas, pera, sandía y abundante agua.',
  },
  'pattern.stomach-fire.diet.regular-moderate-meals.name': {
    en: 'Regular, moderate meals',
    text: 'Comidas regulares y moderadas',
  },
  'pattern.stomach-fire.diet.regular-moderate-meals.description': {
    en: 'Eat at regular times even when very hungry, and avoid binge eating.',
    text: 'Come a horas regulares aunque tengas mucha hambre y evita los atracones.',
  },
  'pattern.stomach-fire.lifestyle.manage-stress.name': { en: 'Manage stress', text: 'Gestiona el estrés' },
  'pattern.stomach-fire.lifestyle.manage-stress.description': {
    en: 'Stress and anger add heat to the stomach; relaxing activities help.',
    text: 'El estrés y el enfado añaden calor al estómago; las actividades relajantes ayudan.',
  },
  'pattern.stomach-fire.lifestyle.look-after-your-gums.name': { en: 'Look after your gums', text: 'Cuida tus encías' },
  'pattern.stomach-fire.lifestyle.look-after-your-gums.description': {
    en: 'Gentle brushing and regular dental check-ups, especially if gums bleed.',
    text: 'Cepillado suave y revisiones dentales regulares, sobre todo si sangran las encías.',
  },
  'pattern.stomach-fire.lifestyle.get-persistent-pain-checked.name': {
    en: 'Get persistent pain checked',
    text: 'Consulta el dolor persistente',
  },
  'pattern.stomach-fire.lifestyle.get-persistent-pain-checked.description': {
    en: 'Burning stomach pain lasting weeks, black stools or vomiting blood need a doctor.',
    text: 'El ardor de estómago que dura semanas, las heces negras o vomitar sangre requieren ver al médico.',
  },
  'pattern.stomach-yin-deficiency.name': { en: 'Stomach Yin Deficiency', text: 'Deficiencia de Yin de Estómago' },
  'pattern.stomach-yin-deficiency.explanation': {
    en: 'The stomach needs moisture to digest well, and this can be used up by eating late or in a hurry, long working hours or a past fever. Typical signs are a dry mouth and throat, feeling hungry but not wanting to eat, a dull stomach ache, and dry stools, with a tongue that is peeled in the middle. Regular, calm meals of moist, easy food help restore it.',
    text: 'El estómago necesita humedad para digerir bien, y puede agotarse por comer tarde o con prisas, jornadas largas o una fiebre pasada. Lo típico es boca y garganta secas, sentir hambre sin ganas de comer, un dolor de estómago sordo y heces secas, con la lengua pelada en el centro. Las comidas regulares y tranquilas, húmedas y fáciles de digerir ayudan a recuperarla.',
  },
  'pattern.stomach-yin-deficiency.consumer-herbs.white-fungus-tremella-soup.name': {
    en: 'White fungus (tremella) soup',
    text: 'Sopa de hongo blanco (tremella)',
  },
  'pattern.stomach-yin-deficiency.consumer-herbs.white-fungus-tremella-soup.description': {
    en: 'A mild, moistening sweet soup used in Chinese cooking for a dry mouth and stomach.',
    text: 'Una sopa dulce y suave que hidrata, usada en la cocina china para la boca y el estómago secos.',
  },
  'pattern.stomach-yin-deficiency.consumer-herbs.lily-bulb.name': { en: 'Lily bulb', text: 'Bulbo de lirio' },
  'pattern.stomach-yin-deficiency.consumer-herbs.lily-bulb.description': {
    en: 'Dried lily bulb cooked in congee or soup gently moistens dryness.',
    text: 'El bulbo de lirio seco cocido en gachas o sopa hidrata suavemente la sequedad.',
  },
  'pattern.stomach-yin-deficiency.consumer-herbs.fresh-pear.name': { en: 'Fresh pear', text: 'Pera fresca' },
  'pattern.stomach-yin-deficiency.consumer-herbs.fresh-pear.description': {
    en: 'Eaten fresh or gently stewed, it soothes a dry mouth and throat.',
    text: 'Fresca o cocida suavemente, alivia la boca y la garganta secas.',
  },
  'pattern.stomach-yin-deficiency.diet.moist-soft-easy-foods.name': {
    en: 'Moist, soft, easy foods',
    text: 'Alimentos húmedos, blandos y fáciles',
  },
  'pattern.stomach-yin-deficiency.diet.moist-soft-easy-foods.description': {
    en: 'Rice congee, soups, tofu, eggs, soy milk, stewed fruit and cooked vegetables.',
    text: 'Gachas de arroz, sopas, tofu, huevos, leche de soja, fruta cocida y verduras cocinadas.',
  },
  'pattern.stomach-yin-deficiency.diet.avoid-spicy-fried-and-roasted-food.name': {
    en: 'Avoid spicy, fried and roasted food',
    text: 'Evita lo picante, lo frito y lo tostado',
  },
  'pattern.stomach-yin-deficiency.diet.avoid-spicy-fried-and-roasted-food.description': {
    en: 'Chilli, crisps, roasted nuts, coffee and alcohol dry the stomach further.',
    text: 'El chile, las patatas fritas, los frutos secos tostados, el café y el alcohol secan aún más el estómago.',
  },
  'pattern.stomach-yin-deficiency.diet.small-regular-meals.name': {
    en: 'Small, regular meals',
    text: 'Comidas pequeñas y regulares',
  },
  'pattern.stomach-yin-deficiency.diet.small-regular-meals.description': {
    en: 'Several small meals at regular times are easier than large or late ones.',
    text: 'Varias comidas pequeñas a horas regulares sientan mejor que comidas copiosas o tardías.',
  },
  'pattern.stomach-yin-deficiency.lifestyle.do-not-eat-late-or-in-a-rush.name': {
    en: 'Do not eat late or in a rush',
    text: 'No comas tarde ni con prisas',
  },
  'pattern.stomach-yin-deficiency.lifestyle.do-not-eat-late-or-in-a-rush.description': {
    en: 'Late-night meals and eating while working are classic causes of this pattern.',
    text: 'Cenar muy tarde y comer mientras se trabaja son causas clásicas de este patrón.',
  },
  'pattern.stomach-yin-deficiency.lifestyle.rest-after-illness.name': {
    en: 'Rest after illness',
    text: 'Descansa tras una enfermedad',
  },
  'pattern.stomach-yin-deficiency.lifestyle.rest-after-illness.description': {
    en: 'After a fever, allow time to recover with light, moist meals.',
    text: 'Después de una fiebre, date tiempo para recuperarte con comidas ligeras e hidratantes.',
  },
  'pattern.stomach-yin-deficiency.lifestyle.avoid-overwork.name': { en: 'Avoid overwork', text: 'Evita el exceso de trabajo' },
  'pattern.stomach-yin-deficiency.lifestyle.avoid-overwork.description': {
    en: 'Long working hours without breaks consume Yin; build rest into your day.',
    text: 'Las jornadas largas sin pausas consumen el Yin; incluye descansos en tu día.',
  },
  'pattern.food-stagnation.name': { en: 'Food Stagnation', text: 'Estancamiento de alimentos' },
  'pattern.food-stagnation.explanation': {
    en: 'Food stagnation means a meal is sitting in the stomach without moving on, usually after overeating, eating too fast or eating late. It brings a full, painful stomach, sour or smelly burps, bad breath, loss of appetite and sometimes nausea, vomiting or smelly stools. Eating lightly for a day or two and walking after meals usually helps it pass.',
    text: 'El estancamiento de alimentos significa que la comida se queda en el estómago sin avanzar, normalmente tras comer demasiado, muy deprisa o muy tarde. Produce un estómago lleno y dolorido, eructos ácidos o malolientes, mal aliento, falta de apetito y a veces náuseas, vómitos o heces malolientes. Comer ligero un día o dos y caminar después de comer suele ayudar a que pase.',
  },
  'pattern.food-stagnation.consumer-herbs.hawthorn-berry-tea.name': {
    en: 'Hawthorn berry tea',
    text: 'Infusión de bayas de espino blanco',
  },
  'pattern.food-stagnation.consumer-herbs.hawthorn-berry-tea.description': {
    en: 'Dried hawthorn berries, a traditional food remedy for heaviness after rich, meaty meals.',
    text: 'Las bayas secas de espino blanco, un remedio alimentario tradicional para la pesadez tras comidas copiosas y con carne.',
  },
  'pattern.food-stagnation.consumer-herbs.dried-tangerine-peel.name': {
    en: 'Dried tangerine peel',
    text: 'Piel de mandarina seca',
  },
  'pattern.food-stagnation.consumer-herbs.dried-tangerine-peel.description': {
    en: 'Tea from the peel helps the stomach move and eases belching and bloating.',
    text: 'La infusión de la piel ayuda a mover el estómago y alivia eructos e hinchazón.',
  },
  'pattern.food-stagnation.consumer-herbs.roasted-barley-sprout-tea.name': {
    en: 'Roasted barley sprout tea',
    text: 'Infusión de brotes de cebada tostados',
  },
  'pattern.food-stagnation.consumer-herbs.roasted-barley-sprout-tea.description': {
    en: 'A traditional digestive tea after heavy, starchy meals.',
    text: 'Una infusión digestiva tradicional tras comidas pesadas y ricas en almidón.',
  },
  'pattern.food-stagnation.diet.eat-lightly-for-a-day-or-two.name': {
    en: 'Eat lightly for a day or two',
    text: 'Come ligero uno o dos días',
  },
  'pattern.food-stagnation.diet.eat-lightly-for-a-day-or-two.description': {
    en: 'Plain rice porridge, clear soups and steamed vegetables give the stomach a rest.',
    text: 'Gachas de arroz, caldos claros y verduras al vapor dan un descanso al estómago.',
  },
  'pattern.food-stagnation.diet.stop-at-about-70-percent-full.name': {
    en: 'Stop at about 70 percent full',
    text: 'Deja de comer al llegar a un 70 % de saciedad',
  },
  'pattern.food-stagnation.diet.stop-at-about-70-percent-full.description': {
    en: 'Leaving a little room is the simplest way to prevent this pattern.',
    text: 'Dejar un poco de espacio es la forma más sencilla de prevenir este patrón.',
  },
  'pattern.food-stagnation.diet.avoid-heavy-greasy-and-late-meals.name': {
    en: 'Avoid heavy, greasy and late meals',
    text: 'Evita las comidas pesadas, grasas y tardías',
  },
  'pattern.food-stagnation.diet.avoid-heavy-greasy-and-late-meals.description': {
    en: 'Large evening meals, fried food and mixing many rich dishes overload the stomach.',
    text: 'Las cenas copiosas, los fritos y mezclar muchos platos ricos sobrecargan el estómago.',
  },
  'pattern.food-stagnation.diet.radish-and-digestive-foods.name': {
    en: 'Radish and digestive foods',
    text: 'Rábano y alimentos digestivos',
  },
  'pattern.food-stagnation.diet.radish-and-digestive-foods.description': {
    en: 'Radish, daikon, pineapple, papaya and a little vinegar help digestion of rich food.',
    text: 'El rábano, el daikon, la piña, la papaya y un poco de vinagre ayudan a digerir comidas ricas.',
  },
  'pattern.food-stagnation.lifestyle.eat-slowly-and-chew-well.name': {
    en: 'Eat slowly and chew well',
    text: 'Come despacio y mastica bien',
  },
  'pattern.food-stagnation.lifestyle.eat-slowly-and-chew-well.description': {
    en: 'Sit down to eat, without screens, and put the fork down between bites.',
    text: 'Siéntate a comer sin pantallas y deja el tenedor entre bocado y bocado.',
  },
  'pattern.food-stagnation.lifestyle.walk-after-meals.name': { en: 'Walk after meals', text: 'Camina después de comer' },
  'pattern.food-stagnation.lifestyle.walk-after-meals.description': {
    en: 'A gentle ten-minute walk helps the stomach empty.',
    text: 'Un paseo suave de diez minutos ayuda a vaciar el estómago.',
  },
  'pattern.food-stagnation.lifestyle.no-food-before-bed.name': { en: 'No food before bed', text: 'No comas antes de acostarte' },
  'pattern.food-stagnation.lifestyle.no-food-before-bed.description': {
    en: 'Leave two to three hours between the last meal and sleep.',
    text: 'Deja dos o tres horas entre la última comida y el sueño.',
  },
  'pattern.heart-blood-deficiency.name': { en: 'Heart Blood Deficiency', text: 'Deficiencia de Sangre de Corazón' },
  'pattern.heart-blood-deficiency.explanation': {
    en: "In Chinese medicine the Heart's Blood gives the mind a calm place to rest. When it runs low, people often notice palpitations, trouble falling asleep, vivid dreams, poor memory, a tendency to feel anxious or easily startled, and a pale face. Regular sleep, nourishing food and less worry help rebuild it.",
    text: 'En la medicina china la Sangre del Corazón da a la mente un lugar tranquilo donde descansar. Cuando escasea, suelen aparecer palpitaciones, dificultad para conciliar el sueño, sueños intensos, mala memoria, tendencia a la ansiedad o a sobresaltarse y la cara pálida. El sueño regular, la alimentación nutritiva y menos preocupaciones ayudan a recuperarla.',
  },
  'pattern.heart-blood-deficiency.consumer-herbs.longan-fruit.name': { en: 'Longan fruit', text: 'Fruta longan' },
  'pattern.heart-blood-deficiency.consumer-herbs.longan-fruit.description': {
    en: 'Dried longan, eaten or made into tea, is a traditional food to nourish the Heart and help sleep.',
    text: 'El longan seco, comido o en infusión, es un alimento tradicional para nutrir el Corazón y ayudar a dormir.',
  },
  'pattern.heart-blood-deficiency.consumer-herbs.jujube-dates.name': { en: 'Jujube dates', text: 'Dátiles chinos (azufaifas)' },
  'pattern.heart-blood-deficiency.consumer-herbs.jujube-dates.description': {
    en: 'Sweet red dates in tea or porridge calm the mind and support Blood.',
    text: 'Los dátiles rojos en infusión o gachas calman la mente y apoyan la Sangre.',
  },
  'pattern.heart-blood-deficiency.consumer-herbs.goji-berries.name': { en: 'Goji berries', text: 'Bayas de goji' },
  'pattern.heart-blood-deficiency.consumer-herbs.goji-berries.description': {
    en: 'Added to porridge, soups or tea to nourish Blood.',
    text: 'Se añaden a gachas, sopas o infusiones para nutrir la Sangre.',
  },
  'pattern.heart-blood-deficiency.diet.blood-building-foods.name': {
    en: 'Blood-building foods',
    text: 'Alimentos que nutren la Sangre',
  },
  'pattern.heart-blood-deficiency.diet.blood-building-foods.description': {
    en: 'Dark leafy greens, beetroot, eggs, lentils, black beans, dates and some lean meat or fish if you eat them.',
    text: 'Verduras de hoja oscura, remolacha, huevos, lentejas, alubias negras, dátiles y algo de carne magra o pescado si los comes.',
  },
  'pattern.heart-blood-deficiency.diet.warm-regular-meals.name': {
    en: 'Warm, regular meals',
    text: 'Comidas calientes y regulares',
  },
  'pattern.heart-blood-deficiency.diet.warm-regular-meals.description': {
    en: 'Good digestion makes Blood: eat warm, cooked meals at regular times.',
    text: 'Una buena digestión produce Sangre: toma comidas calientes y cocinadas a horas regulares.',
  },
  'pattern.heart-blood-deficiency.diet.less-coffee-especially-late.name': {
    en: 'Less coffee, especially late',
    text: 'Menos café, sobre todo por la tarde',
  },
  'pattern.heart-blood-deficiency.diet.less-coffee-especially-late.description': {
    en: 'Caffeine worsens palpitations and sleep problems.',
    text: 'La cafeína empeora las palpitaciones y los problemas de sueño.',
  },
  'pattern.heart-blood-deficiency.lifestyle.regular-sleep-routine.name': {
    en: 'Regular sleep routine',
    text: 'Rutina de sueño regular',
  },
  'pattern.heart-blood-deficiency.lifestyle.regular-sleep-routine.description': {
    en: 'Go to bed at the same early time; keep the last hour before bed calm and screen-free.',
    text: 'Acuéstate siempre a la misma hora, temprano; mantén la última hora antes de dormir tranquila y sin pantallas.',
  },
  'pattern.heart-blood-deficiency.lifestyle.less-worry-and-overthinking.name': {
    en: 'Less worry and overthinking',
    text: 'Menos preocupación y rumiación',
  },
  'pattern.heart-blood-deficiency.lifestyle.less-worry-and-overthinking.description': {
    en: 'Meditation, gentle breathing or writing worries down before bed helps settle the mind.',
    text: 'La meditación, la respiración suave o escribir las preocupaciones antes de dormir ayudan a calmar la mente.',
  },
  'pattern.heart-blood-deficiency.lifestyle.gentle-exercise.name': { en: 'Gentle exercise', text: 'Ejercicio suave' },
  'pattern.heart-blood-deficiency.lifestyle.gentle-exercise.description': {
    en: 'Walking, yoga or tai chi; avoid exhausting training.',
    text: 'Caminar, yoga o taichí; evita el entrenamiento agotador.',
  },
  'pattern.heart-yin-deficiency.name': { en: 'Heart Yin Deficiency', text: 'Deficiencia de Yin de Corazón' },
  'pattern.heart-yin-deficiency.explanation': {
    en: "Yin is the cooling, calming, moistening side of the body. When the Heart's Yin is depleted, often by long-term stress, overwork and too little sleep, the mind becomes restless: palpitations, waking at night, night sweats, a feeling of heat in the palms and soles and a dry mouth are common. Rest, calm evenings and cooling, moistening food help restore it.",
    text: 'El Yin es la parte refrescante, calmante e hidratante del cuerpo. Cuando el Yin del Corazón se agota, a menudo por estrés prolongado, exceso de trabajo y poco sueño, la mente se vuelve inquieta: son frecuentes las palpitaciones, despertarse por la noche, los sudores nocturnos, el calor en palmas y plantas y la boca seca. El descanso, las noches tranquilas y los alimentos frescos e hidratantes ayudan a recuperarlo.',
  },
  'pattern.heart-yin-deficiency.consumer-herbs.lily-bulb.name': { en: 'Lily bulb', text: 'Bulbo de lirio' },
  'pattern.heart-yin-deficiency.consumer-herbs.lily-bulb.description': {
    en: 'Dried lily bulb cooked in congee or sweet soup is a traditional food to calm a restless mind and moisten dryness.',
    text: 'El bulbo de lirio seco en gachas o sopa dulce es un alimento tradicional para calmar la mente inquieta e hidratar la sequedad.',
  },
  'pattern.heart-yin-deficiency.consumer-herbs.lotus-seeds.name': { en: 'Lotus seeds', text: 'Semillas de loto' },
  'pattern.heart-yin-deficiency.consumer-herbs.lotus-seeds.description': {
    en: 'Cooked in congee or soups, lotus seeds calm the Heart and support sleep.',
    text: 'Cocidas en gachas o sopas, las semillas de loto calman el Corazón y favorecen el sueño.',
  },
  'pattern.heart-yin-deficiency.consumer-herbs.white-fungus-tremella-soup.name': {
    en: 'White fungus (tremella) soup',
    text: 'Sopa de hongo blanco (tremella)',
  },
  'pattern.heart-yin-deficiency.consumer-herbs.white-fungus-tremella-soup.description': {
    en: 'A mild moistening soup for dryness and heat at night.',
    text: 'Una sopa suave e hidratante para la sequedad y el calor nocturno.',
  },
  'pattern.heart-yin-deficiency.diet.moistening-cooling-foods.name': {
    en: 'Moistening, cooling foods',
    text: 'Alimentos hidratantes y frescos',
  },
  'pattern.heart-yin-deficiency.diet.moistening-cooling-foods.description': {
    en: 'Soups, congee, tofu, eggs, pear, mulberries, black sesame, leafy greens and fish.',
    text: 'Sopas, gachas, tofu, huevos, pera, moras, sésamo negro, verduras de hoja y pescado.',
  },
  'pattern.heart-yin-deficiency.diet.avoid-stimulants.name': { en: 'Avoid stimulants', text: 'Evita los estimulantes' },
  'pattern.heart-yin-deficiency.diet.avoid-stimulants.description': {
    en: 'Coffee, strong tea, energy drinks and alcohol worsen palpitations and night sweats.',
    text: 'El café, el té fuerte, las bebidas energéticas y el alcohol empeoran las palpitaciones y los sudores nocturnos.',
  },
  'pattern.heart-yin-deficiency.diet.less-spicy-and-fried-food.name': {
    en: 'Less spicy and fried food',
    text: 'Menos picante y fritos',
  },
  'pattern.heart-yin-deficiency.diet.less-spicy-and-fried-food.description': {
    en: 'Hot, drying foods consume Yin.',
    text: 'Los alimentos picantes y secos consumen el Yin.',
  },
  'pattern.heart-yin-deficiency.lifestyle.protect-your-sleep.name': { en: 'Protect your sleep', text: 'Protege tu sueño' },
  'pattern.heart-yin-deficiency.lifestyle.protect-your-sleep.description': {
    en: 'Regular early bedtime, a cool bedroom and no screens in the last hour.',
    text: 'Hora de dormir temprana y regular, dormitorio fresco y sin pantallas la última hora.',
  },
  'pattern.heart-yin-deficiency.lifestyle.slow-down.name': { en: 'Slow down', text: 'Baja el ritmo' },
  'pattern.heart-yin-deficiency.lifestyle.slow-down.description': {
    en: 'Long hours, constant hurry and worry drain Heart Yin; plan real rest into each day.',
    text: 'Las jornadas largas, las prisas constantes y la preocupación agotan el Yin del Corazón; planifica un descanso real cada día.',
  },
  'pattern.heart-yin-deficiency.lifestyle.calming-practices.name': { en: 'Calming practices', text: 'Prácticas calmantes' },
  'pattern.heart-yin-deficiency.lifestyle.calming-practices.description': {
    en: 'Meditation, gentle yoga, qigong or slow breathing in the evening.',
    text: 'Meditación, yoga suave, qigong o respiración lenta por la tarde-noche.',
  },
  'pattern.heart-fire-blazing.name': { en: 'Heart Fire Blazing', text: 'Fuego de Corazón' },
  'pattern.heart-fire-blazing.explanation': {
    en: 'This is a pattern of strong heat affecting the Heart, which in Chinese medicine houses the mind and opens into the tongue. It often shows as agitation, difficulty sleeping, palpitations, thirst, a red face, painful ulcers on the tongue or mouth and dark, sometimes burning urine. It is often linked to long-standing emotional strain, and cooling food, rest and calming activities help.',
    text: 'Es un patrón de calor intenso que afecta al Corazón, que en la medicina china alberga la mente y se abre en la lengua. Suele manifestarse como agitación, dificultad para dormir, palpitaciones, sed, cara roja, llagas dolorosas en la lengua o la boca y orina oscura, a veces con escozor. A menudo se relaciona con tensión emocional prolongada, y ayudan la comida refrescante, el descanso y las actividades calmantes.',
  },
  'pattern.heart-fire-blazing.consumer-herbs.bamboo-leaf-tea.name': { en: 'Bamboo leaf tea', text: 'Infusión de hoja de bambú' },
  'pattern.heart-fire-blazing.consumer-herbs.bamboo-leaf-tea.description': {
    en: 'A light, cooling tea traditionally used for restlessness, thirst and mouth ulcers.',
    text: 'Una infusión ligera y refrescante usada tradicionalmente para la inquietud, la sed y las llagas bucales.',
  },
  'pattern.heart-fire-blazing.consumer-herbs.lotus-seed-heart-tea.name': {
    en: 'Lotus seed heart tea',
    text: 'Infusión de germen de semilla de loto',
  },
  'pattern.heart-fire-blazing.consumer-herbs.lotus-seed-heart-tea.description': {
    en: 'The bitter green centre of lotus seeds, steeped as a tea to calm a hot, restless Heart.',
    text: 'El germen verde y amargo de la semilla de loto, en infusión, para calmar un Corazón caliente e inquieto.',
  },
  'pattern.heart-fire-blazing.consumer-herbs.mung-bean-soup.name': { en: 'Mung bean soup', text: 'Sopa de judías mungo' },
  'pattern.heart-fire-blazing.consumer-herbs.mung-bean-soup.description': {
    en: 'A simple cooling soup used in Chinese homes to clear heat.',
    text: 'Una sopa sencilla y refrescante que se usa en los hogares chinos para eliminar el calor.',
  },
  'pattern.heart-fire-blazing.diet.cooling-foods.name': { en: 'Cooling foods', text: 'Alimentos refrescantes' },
  'pattern.heart-fire-blazing.diet.cooling-foods.description': {
    en: 'Cucumber, watermelon, celery, leafy greens, tofu and bitter greens such as endive or rocket.',
    text: 'Pepino, sandía, apio, verduras de hoja, tofu y verduras amargas como la endibia o la rúcula.',
  },
  'pattern.heart-fire-blazing.diet.avoid-stimulants-and-alcohol.name': {
    en: 'Avoid stimulants and alcohol',
    text: 'Evita los estimulantes y el alcohol',
  },
  'pattern.heart-fire-blazing.diet.avoid-stimulants-and-alcohol.description': {
    en: 'Coffee, energy drinks, alcohol and chilli feed Heart Fire and disturb sleep.',
    text: 'El café, las bebidas energéticas, el alcohol y el chile alimentan el Fuego de Corazón y alteran el sueño.',
  },
  'pattern.heart-fire-blazing.diet.drink-enough-water.name': { en: 'Drink enough water', text: 'Bebe suficiente agua' },
  'pattern.heart-fire-blazing.diet.drink-enough-water.description': {
    en: 'Plenty of water or light cooling teas help clear heat through the urine.',
    text: 'Abundante agua o infusiones suaves y refrescantes ayudan a eliminar el calor por la orina.',
  },
  'pattern.heart-fire-blazing.lifestyle.calm-the-mind.name': { en: 'Calm the mind', text: 'Calma la mente' },
  'pattern.heart-fire-blazing.lifestyle.calm-the-mind.description': {
    en: 'Meditation, slow breathing and quiet time in nature help settle agitation.',
    text: 'La meditación, la respiración lenta y el tiempo tranquilo en la naturaleza ayudan a calmar la agitación.',
  },
  'pattern.heart-fire-blazing.lifestyle.wind-down-in-the-evening.name': {
    en: 'Wind down in the evening',
    text: 'Relájate por la noche',
  },
  'pattern.heart-fire-blazing.lifestyle.wind-down-in-the-evening.description': {
    en: 'Avoid exciting films, work and arguments before bed.',
    text: 'Evita las películas intensas, el trabajo y las discusiones antes de dormir.',
  },
  'pattern.heart-fire-blazing.lifestyle.seek-support-for-emotional-strain.name': {
    en: 'Seek support for emotional strain',
    text: 'Busca apoyo ante la tensión emocional',
  },
  'pattern.heart-fire-blazing.lifestyle.seek-support-for-emotional-strain.description': {
    en: 'Talking to someone you trust or a counsellor helps release long-held emotions.',
    text: 'Hablar con alguien de confianza o con un terapeuta ayuda a liberar emociones contenidas.',
  },
  'pattern.heart-spleen-deficiency.name': { en: 'Heart and Spleen Deficiency', text: 'Deficiencia de Corazón y Bazo' },
  'pattern.heart-spleen-deficiency.explanation': {
    en: 'In Chinese medicine the digestion (the "Spleen") makes the energy and blood that calm the mind (the "Heart"). When both are worn out, people often feel tired, worry a lot, sleep lightly, forget things and have a weak appetite. It is common after long periods of overwork, overthinking or irregular eating.',
    text: 'En la medicina china, la digestión (el "Bazo") produce la energía y la sangre que calman la mente (el "Corazón"). Cuando ambos están agotados, la persona suele sentirse cansada, preocupada, duerme mal, olvida cosas y tiene poco apetito. Es frecuente tras largas temporadas de exceso de trabajo, de preocupación o de comidas irregulares.',
  },
  'pattern.heart-spleen-deficiency.consumer-herbs.longan-fruit.name': { en: 'Longan fruit', text: 'Fruto de longan' },
  'pattern.heart-spleen-deficiency.consumer-herbs.longan-fruit.description': {
    en: 'Dried longan, eaten as a snack or simmered in a warm drink, is a traditional food to nourish the blood and help restful sleep.',
    text: 'El longan seco, como tentempié o cocido en una bebida caliente, es un alimento tradicional para nutrir la sangre y favorecer un sueño tranquilo.',
  },
  'pattern.heart-spleen-deficiency.consumer-herbs.jujube-red-date-tea.name': {
    en: 'Jujube (red date) tea',
    text: 'Infusión de dátiles rojos (azufaifo)',
  },
  'pattern.heart-spleen-deficiency.consumer-herbs.jujube-red-date-tea.description': {
    en: 'A mild, sweet tea of simmered red dates, traditionally used to support digestion and calm the mind.',
    text: 'Una infusión suave y dulce de dátiles rojos cocidos, usada tradicionalmente para apoyar la digestión y calmar la mente.',
  },
  'pattern.heart-spleen-deficiency.diet.regular-warm-cooked-meals.name': {
    en: 'Regular warm, cooked meals',
    text: 'Comidas calientes, cocinadas y regulares',
  },
  'pattern.heart-spleen-deficiency.diet.regular-warm-cooked-meals.description': {
    en: 'Eat at regular times and favour soups, stews, porridge and steamed vegetables, which are easy to digest.',
    text: 'Come a horas regulares y prefiere sopas, guisos, gachas y verduras al vapor, que se digieren con facilidad.',
  },
  'pattern.heart-spleen-deficiency.diet.blood-nourishing-foods.name': {
    en: 'Blood-nourishing foods',
    text: 'Alimentos que nutren la sangre',
  },
  'pattern.heart-spleen-deficiency.diet.blood-nourishing-foods.description': {
    en: 'Include eggs, lean meat or fish, dark leafy greens, beetroot, dates and lentils.',
    text: 'Incluye huevos, carne magra o pescado, verduras de hoja oscura, remolacha, dátiles y lentejas.',
  },
  'pattern.heart-spleen-deficiency.diet.gentle-grains-and-root-vegetables.name': {
    en: 'Gentle grains and root vegetables',
    text: 'Cereales suaves y tubérculos',
  },
  'pattern.heart-spleen-deficiency.diet.gentle-grains-and-root-vegetables.description': {
    en: 'Rice, oats, millet, sweet potato, pumpkin and carrots support the digestion.',
    text: 'El arroz, la avena, el mijo, el boniato, la calabaza y la zanahoria apoyan la digestión.',
  },
  'pattern.heart-spleen-deficiency.diet.limit-cold-and-raw-food.name': {
    en: 'Limit cold and raw food',
    text: 'Limita los alimentos fríos y crudos',
  },
  'pattern.heart-spleen-deficiency.diet.limit-cold-and-raw-food.description': {
    en: 'Iced drinks, large salads and very sweet or greasy food burden a tired digestion.',
    text: 'Las bebidas heladas, las ensaladas abundantes y los alimentos muy dulces o grasos sobrecargan una digestión cansada.',
  },
  'pattern.heart-spleen-deficiency.lifestyle.protect-your-sleep.name': { en: 'Protect your sleep', text: 'Cuida tu sueño' },
  'pattern.heart-spleen-deficiency.lifestyle.protect-your-sleep.description': {
    en: 'Go to bed at a regular time and avoid screens and work in the last hour before sleep.',
    text: 'Acuéstate a una hora regular y evita pantallas y trabajo en la última hora antes de dormir.',
  },
  'pattern.heart-spleen-deficiency.lifestyle.balance-mental-work-with-rest.name': {
    en: 'Balance mental work with rest',
    text: 'Equilibra el trabajo mental con descanso',
  },
  'pattern.heart-spleen-deficiency.lifestyle.balance-mental-work-with-rest.description': {
    en: 'Take short breaks from studying or screen work, and do not work while eating.',
    text: 'Haz pausas breves al estudiar o trabajar con pantallas, y no trabajes mientras comes.',
  },
  'pattern.heart-spleen-deficiency.lifestyle.gentle-movement.name': { en: 'Gentle movement', text: 'Movimiento suave' },
  'pattern.heart-spleen-deficiency.lifestyle.gentle-movement.description': {
    en: 'Walking, tai chi or qigong build energy without exhausting it.',
    text: 'Caminar, el taichí o el qigong aumentan la energía sin agotarla.',
  },
  'pattern.heart-kidney-disharmony.name': {
    en: 'Heart and Kidney Not Communicating',
    text: 'Falta de comunicación entre Corazón y Riñón',
  },
  'pattern.heart-kidney-disharmony.explanation': {
    en: 'In Chinese medicine the cooling, restoring energy of the "Kidney" should balance the warm, active energy of the "Heart". When that cooling side runs low, the mind stays "switched on": people lie awake, feel restless, have palpitations and may notice night sweats, ringing ears or a sore lower back. It often follows long periods of stress, late nights and overwork.',
    text: 'En la medicina china, la energía fresca y reparadora del "Riñón" debe equilibrar la energía cálida y activa del "Corazón". Cuando esa parte refrescante se agota, la mente se queda "encendida": la persona no concilia el sueño, está inquieta, nota palpitaciones y a veces sudores nocturnos, zumbidos en los oídos o dolor en la zona lumbar. Suele aparecer tras largas temporadas de estrés, trasnochar y exceso de trabajo.',
  },
  'pattern.heart-kidney-disharmony.consumer-herbs.lily-bulb-and-lotus-seed-soup.name': {
    en: 'Lily bulb and lotus seed soup',
    text: 'Sopa de bulbo de lirio y semillas de loto',
  },
  'pattern.heart-kidney-disharmony.consumer-herbs.lily-bulb-and-lotus-seed-soup.description': {
    en: 'A traditional light sweet soup of dried lily bulb and lotus seeds, eaten in the evening to calm the mind.',
    text: 'Una sopa ligera y dulce tradicional de bulbo de lirio seco y semillas de loto, que se toma por la tarde para calmar la mente.',
  },
  'pattern.heart-kidney-disharmony.consumer-herbs.goji-berries.name': { en: 'Goji berries', text: 'Bayas de goji' },
  'pattern.heart-kidney-disharmony.consumer-herbs.goji-berries.description': {
    en: 'A handful of goji berries in porridge or tea is a traditional food to nourish and cool.',
    text: 'Un puñado de bayas de goji en gachas o infusión es un alimento tradicional que nutre y refresca.',
  },
  'pattern.heart-kidney-disharmony.diet.moistening-foods.name': { en: 'Moistening foods', text: 'Alimentos que hidratan' },
  'pattern.heart-kidney-disharmony.diet.moistening-foods.description': {
    en: 'Favour soups, congee, pears, mung beans, tofu, black sesame, eggs and fish.',
    text: 'Prefiere sopas, arroz caldoso, peras, judías mungo, tofu, sésamo negro, huevos y pescado.',
  },
  'pattern.heart-kidney-disharmony.diet.avoid-stimulants.name': { en: 'Avoid stimulants', text: 'Evita los estimulantes' },
  'pattern.heart-kidney-disharmony.diet.avoid-stimulants.description': {
    en: 'Coffee, strong tea, energy drinks and alcohol, especially after midday, keep the mind awake.',
    text: 'El café, el té fuerte, las bebidas energéticas y el alcohol, sobre todo después del mediodía, mantienen la mente despierta.',
  },
  'pattern.heart-kidney-disharmony.diet.go-easy-on-hot-spices.name': {
    en: 'Go easy on hot spices',
    text: 'Modera las especias picantes',
  },
  'pattern.heart-kidney-disharmony.diet.go-easy-on-hot-spices.description': {
    en: 'Chilli, pepper and deep-fried food add heat and dryness.',
    text: 'El chile, la pimienta y los fritos añaden calor y sequedad.',
  },
  'pattern.heart-kidney-disharmony.diet.a-light-early-dinner.name': {
    en: 'A light, early dinner',
    text: 'Una cena ligera y temprana',
  },
  'pattern.heart-kidney-disharmony.diet.a-light-early-dinner.description': {
    en: 'Eating lightly a few hours before bed helps sleep come more easily.',
    text: 'Cenar ligero unas horas antes de acostarse ayuda a conciliar el sueño.',
  },
  'pattern.heart-kidney-disharmony.lifestyle.regular-early-bedtime.name': {
    en: 'Regular, early bedtime',
    text: 'Acostarse temprano y a horas regulares',
  },
  'pattern.heart-kidney-disharmony.lifestyle.regular-early-bedtime.description': {
    en: 'Being asleep before about 11 pm is considered the most restoring in Chinese medicine.',
    text: 'En la medicina china se considera más reparador estar dormido antes de las once de la noche.',
  },
  'pattern.heart-kidney-disharmony.lifestyle.wind-down-in-the-evening.name': {
    en: 'Wind down in the evening',
    text: 'Relájate por la tarde',
  },
  'pattern.heart-kidney-disharmony.lifestyle.wind-down-in-the-evening.description': {
    en: 'Dim lights, avoid screens and try slow breathing or a warm foot soak before bed.',
    text: 'Baja las luces, evita las pantallas y prueba la respiración lenta o un baño de pies tibio antes de dormir.',
  },
  'pattern.heart-kidney-disharmony.lifestyle.avoid-burnout.name': { en: 'Avoid burnout', text: 'Evita el agotamiento' },
  'pattern.heart-kidney-disharmony.lifestyle.avoid-burnout.description': {
    en: 'Pace work and exercise; very intense sport or long working hours drain this pattern further.',
    text: 'Dosifica el trabajo y el ejercicio; el deporte muy intenso o las jornadas largas agravan este patrón.',
  },
  'pattern.lung-qi-deficiency.name': { en: 'Lung Qi Deficiency', text: 'Deficiencia de Qi de Pulmón' },
  'pattern.lung-qi-deficiency.explanation': {
    en: 'In Chinese medicine the "Lung" governs breathing and the body\'s outer defence. When its energy is weak, people get short of breath on effort, speak softly, sweat easily and catch colds often. It is common after a long illness, in people who talk a lot for work, or with a sedentary life.',
    text: 'En la medicina china el "Pulmón" gobierna la respiración y la defensa exterior del cuerpo. Cuando su energía es débil, la persona se queda sin aliento al esforzarse, habla con voz baja, suda con facilidad y se resfría a menudo. Es frecuente tras una enfermedad larga, en quienes hablan mucho por trabajo o con una vida sedentaria.',
  },
  'pattern.lung-qi-deficiency.consumer-herbs.astragalus-and-chicken-soup.name': {
    en: 'Astragalus and chicken soup',
    text: 'Caldo de pollo con astrágalo',
  },
  'pattern.lung-qi-deficiency.consumer-herbs.astragalus-and-chicken-soup.description': {
    en: 'Astragalus root simmered in chicken broth is a traditional food to build energy and resistance to colds.',
    text: 'La raíz de astrágalo cocida en caldo de pollo es un alimento tradicional para recuperar energía y resistencia a los resfriados.',
  },
  'pattern.lung-qi-deficiency.consumer-herbs.chinese-yam-shan-yao-porridge.name': {
    en: 'Chinese yam (shan yao) porridge',
    text: 'Gachas de ñame chino (shan yao)',
  },
  'pattern.lung-qi-deficiency.consumer-herbs.chinese-yam-shan-yao-porridge.description': {
    en: 'Chinese yam cooked in rice porridge gently strengthens the lungs and digestion.',
    text: 'El ñame chino cocido en gachas de arroz fortalece suavemente los pulmones y la digestión.',
  },
  'pattern.lung-qi-deficiency.diet.warm-nourishing-meals.name': {
    en: 'Warm, nourishing meals',
    text: 'Comidas calientes y nutritivas',
  },
  'pattern.lung-qi-deficiency.diet.warm-nourishing-meals.description': {
    en: 'Soups, stews, rice, oats, root vegetables and chicken support energy.',
    text: 'Las sopas, los guisos, el arroz, la avena, los tubérculos y el pollo apoyan la energía.',
  },
  'pattern.lung-qi-deficiency.diet.pungent-touch-in-moderation.name': {
    en: 'Pungent touch in moderation',
    text: 'Un toque picante con moderación',
  },
  'pattern.lung-qi-deficiency.diet.pungent-touch-in-moderation.description': {
    en: 'A little onion, ginger or leek helps the lungs spread energy.',
    text: 'Un poco de cebolla, jengibre o puerro ayuda a los pulmones a distribuir la energía.',
  },
  'pattern.lung-qi-deficiency.diet.limit-dairy-and-cold-drinks.name': {
    en: 'Limit dairy and cold drinks',
    text: 'Limita los lácteos y las bebidas frías',
  },
  'pattern.lung-qi-deficiency.diet.limit-dairy-and-cold-drinks.description': {
    en: 'Large amounts of milk, cheese, sugar and iced drinks tend to create phlegm.',
    text: 'Mucha leche, queso, azúcar y bebidas heladas tienden a producir flemas.',
  },
  'pattern.lung-qi-deficiency.lifestyle.breathing-practice.name': { en: 'Breathing practice', text: 'Práctica de respiración' },
  'pattern.lung-qi-deficiency.lifestyle.breathing-practice.description': {
    en: 'A few minutes a day of slow, deep abdominal breathing strengthens the breath.',
    text: 'Unos minutos al día de respiración abdominal lenta y profunda fortalecen el aliento.',
  },
  'pattern.lung-qi-deficiency.lifestyle.walk-in-fresh-air.name': { en: 'Walk in fresh air', text: 'Camina al aire libre' },
  'pattern.lung-qi-deficiency.lifestyle.walk-in-fresh-air.description': {
    en: 'Regular, moderate walks build stamina; avoid exhausting exercise.',
    text: 'Los paseos regulares y moderados aumentan la resistencia; evita el ejercicio agotador.',
  },
  'pattern.lung-qi-deficiency.lifestyle.protect-from-wind-and-cold.name': {
    en: 'Protect from wind and cold',
    text: 'Protégete del viento y del frío',
  },
  'pattern.lung-qi-deficiency.lifestyle.protect-from-wind-and-cold.description': {
    en: 'Cover the neck and upper back, and change out of sweaty clothes quickly.',
    text: 'Cubre el cuello y la parte alta de la espalda, y cámbiate pronto la ropa sudada.',
  },
  'pattern.lung-qi-deficiency.lifestyle.rest-the-voice.name': { en: 'Rest the voice', text: 'Descansa la voz' },
  'pattern.lung-qi-deficiency.lifestyle.rest-the-voice.description': {
    en: 'If you talk a lot for work, plan quiet breaks.',
    text: 'Si hablas mucho por trabajo, planifica pausas en silencio.',
  },
  'pattern.lung-yin-deficiency.name': { en: 'Lung Yin Deficiency', text: 'Deficiencia de Yin de Pulmón' },
  'pattern.lung-yin-deficiency.explanation': {
    en: 'In Chinese medicine the "Lung" needs moisture to work smoothly. When that moisture runs low, people have a dry, tickly cough with little phlegm, a dry throat or hoarse voice, and may feel warm in the afternoon or sweat at night. It often follows a lingering infection, smoking or living in a very dry climate.',
    text: 'En la medicina china el "Pulmón" necesita humedad para funcionar bien. Cuando esa humedad escasea, aparece una tos seca e irritativa con poca flema, garganta seca o ronquera, y a veces sensación de calor por la tarde o sudores nocturnos. Suele seguir a una infección que se alarga, al tabaco o a vivir en un clima muy seco.',
  },
  'pattern.lung-yin-deficiency.consumer-herbs.pear-poached-with-honey.name': {
    en: 'Pear poached with honey',
    text: 'Pera cocida con miel',
  },
  'pattern.lung-yin-deficiency.consumer-herbs.pear-poached-with-honey.description': {
    en: 'A pear steamed or poached with a little honey is a classic home remedy to moisten a dry throat and cough.',
    text: 'Una pera al vapor o cocida con un poco de miel es un remedio casero clásico para hidratar la garganta seca y calmar la tos.',
  },
  'pattern.lung-yin-deficiency.consumer-herbs.lily-bulb-and-white-fungus-soup.name': {
    en: 'Lily bulb and white fungus soup',
    text: 'Sopa de bulbo de lirio y hongo blanco',
  },
  'pattern.lung-yin-deficiency.consumer-herbs.lily-bulb-and-white-fungus-soup.description': {
    en: 'Dried lily bulb and snow fungus simmered into a light sweet soup are traditional moistening foods for the lungs.',
    text: 'El bulbo de lirio seco y el hongo blanco cocidos en una sopa dulce ligera son alimentos tradicionales que hidratan los pulmones.',
  },
  'pattern.lung-yin-deficiency.diet.moistening-foods.name': { en: 'Moistening foods', text: 'Alimentos que hidratan' },
  'pattern.lung-yin-deficiency.diet.moistening-foods.description': {
    en: 'Pears, apples, almonds, sesame, honey, tofu, soy milk, eggs and white fungus.',
    text: 'Peras, manzanas, almendras, sésamo, miel, tofu, bebida de soja, huevos y hongo blanco.',
  },
  'pattern.lung-yin-deficiency.diet.soups-and-congee.name': { en: 'Soups and congee', text: 'Sopas y arroz caldoso' },
  'pattern.lung-yin-deficiency.diet.soups-and-congee.description': {
    en: 'Liquid, gently cooked meals help replace lost moisture.',
    text: 'Las comidas líquidas y cocinadas a fuego suave ayudan a reponer la humedad perdida.',
  },
  'pattern.lung-yin-deficiency.diet.avoid-drying-and-hot-foods.name': {
    en: 'Avoid drying and hot foods',
    text: 'Evita los alimentos secos y picantes',
  },
  'pattern.lung-yin-deficiency.diet.avoid-drying-and-hot-foods.description': {
    en: 'Chilli, fried and roasted food, crisps, coffee and alcohol dry the lungs further.',
    text: 'El chile, los fritos y asados, las patatas fritas de bolsa, el café y el alcohol resecan aún más los pulmones.',
  },
  'pattern.lung-yin-deficiency.lifestyle.stop-smoking-and-avoid-smoke.name': {
    en: 'Stop smoking and avoid smoke',
    text: 'Deja de fumar y evita el humo',
  },
  'pattern.lung-yin-deficiency.lifestyle.stop-smoking-and-avoid-smoke.description': {
    en: 'Smoke is the main drying irritant for the lungs.',
    text: 'El humo es el principal irritante que reseca los pulmones.',
  },
  'pattern.lung-yin-deficiency.lifestyle.humidify-the-air.name': { en: 'Humidify the air', text: 'Humidifica el ambiente' },
  'pattern.lung-yin-deficiency.lifestyle.humidify-the-air.description': {
    en: 'In heated or air-conditioned rooms, a humidifier or a bowl of water helps the throat.',
    text: 'En estancias con calefacción o aire acondicionado, un humidificador o un recipiente con agua ayuda a la garganta.',
  },
  'pattern.lung-yin-deficiency.lifestyle.rest-and-sleep-early.name': {
    en: 'Rest and sleep early',
    text: 'Descansa y acuéstate temprano',
  },
  'pattern.lung-yin-deficiency.lifestyle.rest-and-sleep-early.description': {
    en: "Late nights and overwork use up the body's moisture.",
    text: 'Trasnochar y trabajar en exceso agotan la humedad del cuerpo.',
  },
  'pattern.phlegm-heat-in-lung.name': { en: 'Phlegm-Heat Obstructing the Lung', text: 'Flema-Calor que obstruye el Pulmón' },
  'pattern.phlegm-heat-in-lung.explanation': {
    en: 'In Chinese medicine this describes heat in the chest that thickens mucus, so the "Lung" cannot breathe freely. Typical signs are a loud cough with thick yellow or green phlegm, a tight chest and sometimes wheezing or fever. It often follows a cold that has settled in the chest; high fever or trouble breathing needs a doctor promptly.',
    text: 'En la medicina china describe un calor en el pecho que espesa la mucosidad, de modo que el "Pulmón" no puede respirar con libertad. Son típicos una tos fuerte con flema espesa amarilla o verde, opresión en el pecho y a veces pitos o fiebre. Suele seguir a un resfriado que se ha asentado en el pecho; la fiebre alta o la dificultad para respirar requieren un médico sin demora.',
  },
  'pattern.phlegm-heat-in-lung.consumer-herbs.pear-and-daikon-drink.name': {
    en: 'Pear and daikon drink',
    text: 'Bebida de pera y rábano blanco',
  },
  'pattern.phlegm-heat-in-lung.consumer-herbs.pear-and-daikon-drink.description': {
    en: 'Pear and white radish simmered in water are a traditional home drink to cool the chest and loosen phlegm.',
    text: 'La pera y el rábano blanco cocidos en agua son una bebida casera tradicional para refrescar el pecho y soltar la flema.',
  },
  'pattern.phlegm-heat-in-lung.consumer-herbs.loquat-leaf-or-loquat-syrup.name': {
    en: 'Loquat leaf or loquat syrup',
    text: 'Hoja o jarabe de níspero',
  },
  'pattern.phlegm-heat-in-lung.consumer-herbs.loquat-leaf-or-loquat-syrup.description': {
    en: 'Loquat preparations are widely used in Chinese homes to soothe a cough with sticky phlegm.',
    text: 'Los preparados de níspero se usan mucho en los hogares chinos para aliviar la tos con flema pegajosa.',
  },
  'pattern.phlegm-heat-in-lung.diet.light-cooling-meals.name': {
    en: 'Light, cooling meals',
    text: 'Comidas ligeras y refrescantes',
  },
  'pattern.phlegm-heat-in-lung.diet.light-cooling-meals.description': {
    en: 'Vegetable soups, rice, pears, white radish, celery and seaweed.',
    text: 'Sopas de verduras, arroz, peras, rábano blanco, apio y algas.',
  },
  'pattern.phlegm-heat-in-lung.diet.avoid-phlegm-forming-foods.name': {
    en: 'Avoid phlegm-forming foods',
    text: 'Evita los alimentos que producen flema',
  },
  'pattern.phlegm-heat-in-lung.diet.avoid-phlegm-forming-foods.description': {
    en: 'Dairy, sugar, fried and greasy food increase mucus.',
    text: 'Los lácteos, el azúcar, los fritos y las grasas aumentan la mucosidad.',
  },
  'pattern.phlegm-heat-in-lung.diet.avoid-heating-foods-and-alcohol.name': {
    en: 'Avoid heating foods and alcohol',
    text: 'Evita los alimentos picantes y el alcohol',
  },
  'pattern.phlegm-heat-in-lung.diet.avoid-heating-foods-and-alcohol.description': {
    en: 'Chilli, lamb, spirits and smoking feed the heat.',
    text: 'El chile, el cordero, los licores y el tabaco alimentan el calor.',
  },
  'pattern.phlegm-heat-in-lung.diet.drink-enough-fluids.name': { en: 'Drink enough fluids', text: 'Bebe suficiente líquido' },
  'pattern.phlegm-heat-in-lung.diet.drink-enough-fluids.description': {
    en: 'Warm water and clear broths keep phlegm thin.',
    text: 'El agua templada y los caldos claros mantienen la flema más fluida.',
  },
  'pattern.phlegm-heat-in-lung.lifestyle.rest-while-it-is-acute.name': {
    en: 'Rest while it is acute',
    text: 'Descansa mientras dure la fase aguda',
  },
  'pattern.phlegm-heat-in-lung.lifestyle.rest-while-it-is-acute.description': {
    en: 'Avoid strenuous exercise until the cough and fever settle.',
    text: 'Evita el ejercicio intenso hasta que ceda la tos y la fiebre.',
  },
  'pattern.phlegm-heat-in-lung.lifestyle.no-smoke.name': { en: 'No smoke', text: 'Sin humo' },
  'pattern.phlegm-heat-in-lung.lifestyle.no-smoke.description': {
    en: 'Do not smoke and keep away from smoky or polluted air.',
    text: 'No fumes y aléjate del aire cargado de humo o contaminado.',
  },
  'pattern.phlegm-heat-in-lung.lifestyle.know-when-to-see-a-doctor.name': {
    en: 'Know when to see a doctor',
    text: 'Ten claro cuándo acudir al médico',
  },
  'pattern.phlegm-heat-in-lung.lifestyle.know-when-to-see-a-doctor.description': {
    en: 'High fever, breathlessness at rest, chest pain or blood in the phlegm need medical care now.',
    text: 'La fiebre alta, la falta de aire en reposo, el dolor torácico o la sangre en la flema requieren atención médica inmediata.',
  },
  'pattern.wind-cold-exterior.name': { en: 'Wind-Cold Invading the Exterior', text: 'Invasión externa de Viento-Frío' },
  'pattern.wind-cold-exterior.explanation': {
    en: 'This is the Chinese-medicine picture of a common cold caught from cold weather: the body feels chilly, with a blocked or runny nose with clear mucus, sneezing, a stiff neck and aches, and little or no sweating. It is an early, surface stage that usually passes quickly with rest and warmth.',
    text: 'Es la imagen, en medicina china, de un resfriado común cogido por el frío: sensación de frío, nariz tapada o que gotea con moco claro, estornudos, cuello rígido y dolores, con poco o ningún sudor. Es una fase inicial y superficial que suele pasar pronto con reposo y calor.',
  },
  'pattern.wind-cold-exterior.consumer-herbs.fresh-ginger-and-spring-onion-tea.name': {
    en: 'Fresh ginger and spring onion tea',
    text: 'Infusión de jengibre fresco y cebolleta',
  },
  'pattern.wind-cold-exterior.consumer-herbs.fresh-ginger-and-spring-onion-tea.description': {
    en: 'A hot tea of fresh ginger slices and the white part of spring onions, drunk at the first chill, is a traditional way to warm up and bring on a light sweat.',
    text: 'Una infusión caliente de rodajas de jengibre fresco y la parte blanca de la cebolleta, tomada a los primeros escalofríos, es una forma tradicional de entrar en calor y provocar un sudor ligero.',
  },
  'pattern.wind-cold-exterior.consumer-herbs.perilla-leaf-tea.name': {
    en: 'Perilla leaf tea',
    text: 'Infusión de hoja de perilla',
  },
  'pattern.wind-cold-exterior.consumer-herbs.perilla-leaf-tea.description': {
    en: 'Perilla (shiso) leaves are a culinary herb traditionally used in warm teas for chills and a queasy stomach.',
    text: 'Las hojas de perilla (shiso) son una hierba culinaria que se usa tradicionalmente en infusiones calientes para los escalofríos y el estómago revuelto.',
  },
  'pattern.wind-cold-exterior.diet.hot-soups-and-broths.name': { en: 'Hot soups and broths', text: 'Sopas y caldos calientes' },
  'pattern.wind-cold-exterior.diet.hot-soups-and-broths.description': {
    en: 'Rice porridge or broth with ginger and spring onion, eaten hot.',
    text: 'Gachas de arroz o caldo con jengibre y cebolleta, tomados bien calientes.',
  },
  'pattern.wind-cold-exterior.diet.avoid-cold-and-raw-food.name': {
    en: 'Avoid cold and raw food',
    text: 'Evita los alimentos fríos y crudos',
  },
  'pattern.wind-cold-exterior.diet.avoid-cold-and-raw-food.description': {
    en: 'Skip iced drinks, salads, fruit juices and ice cream while the chill lasts.',
    text: 'Evita las bebidas heladas, las ensaladas, los zumos y los helados mientras dure el frío.',
  },
  'pattern.wind-cold-exterior.diet.eat-lightly.name': { en: 'Eat lightly', text: 'Come ligero' },
  'pattern.wind-cold-exterior.diet.eat-lightly.description': {
    en: 'Heavy, greasy meals slow recovery; small warm meals are enough.',
    text: 'Las comidas pesadas y grasas retrasan la recuperación; bastan comidas pequeñas y calientes.',
  },
  'pattern.wind-cold-exterior.lifestyle.rest-and-keep-warm.name': { en: 'Rest and keep warm', text: 'Descansa y abrígate' },
  'pattern.wind-cold-exterior.lifestyle.rest-and-keep-warm.description': {
    en: 'Rest early, cover the neck and upper back and stay out of wind and draughts.',
    text: 'Descansa pronto, cubre el cuello y la parte alta de la espalda y evita el viento y las corrientes.',
  },
  'pattern.wind-cold-exterior.lifestyle.a-light-sweat-not-a-heavy-one.name': {
    en: 'A light sweat, not a heavy one',
    text: 'Un sudor ligero, no abundante',
  },
  'pattern.wind-cold-exterior.lifestyle.a-light-sweat-not-a-heavy-one.description': {
    en: 'After a warm drink, wrap up until you sweat lightly, then dry off and change clothes; avoid saunas or heavy sweating.',
    text: 'Tras una bebida caliente, abrígate hasta sudar ligeramente y después sécate y cámbiate de ropa; evita la sauna o sudar en exceso.',
  },
  'pattern.wind-cold-exterior.lifestyle.watch-for-warning-signs.name': {
    en: 'Watch for warning signs',
    text: 'Vigila los signos de alarma',
  },
  'pattern.wind-cold-exterior.lifestyle.watch-for-warning-signs.description': {
    en: 'High fever, a stiff neck with headache, or breathlessness need a doctor now.',
    text: 'La fiebre alta, la rigidez de nuca con dolor de cabeza o la falta de aire requieren un médico de inmediato.',
  },
  'pattern.wind-heat-exterior.name': { en: 'Wind-Heat Invading the Exterior', text: 'Invasión externa de Viento-Calor' },
  'pattern.wind-heat-exterior.explanation': {
    en: 'This is the Chinese-medicine picture of a cold or flu that starts with a sore throat: fever more than chills, thirst, a headache and sometimes a cough with a little yellowish mucus. It is an early, surface stage that usually passes within days; a high or lasting fever needs a doctor.',
    text: 'Es la imagen, en medicina china, de un resfriado o gripe que empieza con dolor de garganta: más fiebre que escalofríos, sed, dolor de cabeza y a veces tos con un poco de moco amarillento. Es una fase inicial y superficial que suele pasar en pocos días; una fiebre alta o que se prolonga requiere un médico.',
  },
  'pattern.wind-heat-exterior.consumer-herbs.chrysanthemum-and-mint-tea.name': {
    en: 'Chrysanthemum and mint tea',
    text: 'Infusión de crisantemo y menta',
  },
  'pattern.wind-heat-exterior.consumer-herbs.chrysanthemum-and-mint-tea.description': {
    en: 'A light tea of chrysanthemum flowers with a few mint leaves is a traditional cooling drink for a sore throat and headache.',
    text: 'Una infusión ligera de flores de crisantemo con unas hojas de menta es una bebida refrescante tradicional para el dolor de garganta y de cabeza.',
  },
  'pattern.wind-heat-exterior.consumer-herbs.honeysuckle-flower-tea.name': {
    en: 'Honeysuckle flower tea',
    text: 'Infusión de flor de madreselva',
  },
  'pattern.wind-heat-exterior.consumer-herbs.honeysuckle-flower-tea.description': {
    en: 'Honeysuckle flowers are drunk as a tea in China during hot weather and at the start of a sore throat.',
    text: 'En China se toman las flores de madreselva en infusión en tiempo caluroso y al comenzar el dolor de garganta.',
  },
  'pattern.wind-heat-exterior.diet.light-cooling-food.name': { en: 'Light, cooling food', text: 'Comida ligera y refrescante' },
  'pattern.wind-heat-exterior.diet.light-cooling-food.description': {
    en: 'Vegetable soups, rice porridge, pears, watermelon, cucumber and leafy greens.',
    text: 'Sopas de verduras, gachas de arroz, peras, sandía, pepino y verduras de hoja.',
  },
  'pattern.wind-heat-exterior.diet.plenty-of-fluids.name': { en: 'Plenty of fluids', text: 'Abundante líquido' },
  'pattern.wind-heat-exterior.diet.plenty-of-fluids.description': {
    en: 'Water, light teas and clear soups replace what fever uses up.',
    text: 'El agua, las infusiones suaves y los caldos claros reponen lo que consume la fiebre.',
  },
  'pattern.wind-heat-exterior.diet.avoid-heating-and-heavy-food.name': {
    en: 'Avoid heating and heavy food',
    text: 'Evita la comida picante y pesada',
  },
  'pattern.wind-heat-exterior.diet.avoid-heating-and-heavy-food.description': {
    en: 'Skip chilli, fried food, red meat, alcohol and sweets while feverish.',
    text: 'Evita el chile, los fritos, la carne roja, el alcohol y los dulces mientras tengas fiebre.',
  },
  'pattern.wind-heat-exterior.lifestyle.rest.name': { en: 'Rest', text: 'Descanso' },
  'pattern.wind-heat-exterior.lifestyle.rest.description': {
    en: 'Rest at home for the first days; it shortens the illness and protects others.',
    text: 'Descansa en casa los primeros días; acorta la enfermedad y protege a los demás.',
  },
  'pattern.wind-heat-exterior.lifestyle.do-not-overheat.name': { en: 'Do not overheat', text: 'No te abrigues en exceso' },
  'pattern.wind-heat-exterior.lifestyle.do-not-overheat.description': {
    en: 'Dress comfortably and keep the room airy; heavy wrapping does not help a feverish cold.',
    text: 'Vístete con comodidad y mantén la habitación ventilada; abrigarse demasiado no ayuda en un resfriado con fiebre.',
  },
  'pattern.wind-heat-exterior.lifestyle.know-when-to-see-a-doctor.name': {
    en: 'Know when to see a doctor',
    text: 'Ten claro cuándo acudir al médico',
  },
  'pattern.wind-heat-exterior.lifestyle.know-when-to-see-a-doctor.description': {
    en: 'Fever over three days, a very high fever, a stiff neck, a rash or difficulty swallowing or breathing need medical care.',
    text: 'La fiebre de más de tres días, muy alta, la rigidez de nuca, una erupción o la dificultad para tragar o respirar requieren atención médica.',
  },
  'pattern.kidney-yang-deficiency.name': { en: 'Kidney Yang Deficiency', text: 'Deficiencia de Yang de Riñón' },
  'pattern.kidney-yang-deficiency.explanation': {
    en: 'In Chinese medicine the "Kidney" holds the body\'s deepest warmth. When that warmth is low, people feel cold (especially the lower back, knees and feet), tire easily, pass a lot of pale urine and get up at night to urinate, and may have low sexual energy. It is more common with age, after long illness or after prolonged exposure to cold.',
    text: 'En la medicina china el "Riñón" guarda el calor más profundo del cuerpo. Cuando ese calor es bajo, la persona siente frío (sobre todo en la zona lumbar, las rodillas y los pies), se cansa con facilidad, orina mucho y claro, se levanta por la noche a orinar y puede tener poco deseo sexual. Es más frecuente con la edad, tras una enfermedad larga o tras exponerse mucho al frío.',
  },
  'pattern.kidney-yang-deficiency.consumer-herbs.cinnamon-and-ginger.name': {
    en: 'Cinnamon and ginger',
    text: 'Canela y jengibre',
  },
  'pattern.kidney-yang-deficiency.consumer-herbs.cinnamon-and-ginger.description': {
    en: 'A little cinnamon or dried ginger in cooking or in a warm drink is a traditional way to warm the body.',
    text: 'Un poco de canela o jengibre seco en la cocina o en una bebida caliente es una forma tradicional de calentar el cuerpo.',
  },
  'pattern.kidney-yang-deficiency.consumer-herbs.walnuts.name': { en: 'Walnuts', text: 'Nueces' },
  'pattern.kidney-yang-deficiency.consumer-herbs.walnuts.description': {
    en: 'Walnuts are a traditional warming food for the lower back and kidneys, eaten as a snack or in porridge.',
    text: 'Las nueces son un alimento tradicional que calienta la zona lumbar y los riñones, como tentempié o en gachas.',
  },
  'pattern.kidney-yang-deficiency.diet.warm-cooked-food.name': { en: 'Warm, cooked food', text: 'Comida caliente y cocinada' },
  'pattern.kidney-yang-deficiency.diet.warm-cooked-food.description': {
    en: 'Slow-cooked stews and soups with lamb or beef, onions, leeks and root vegetables.',
    text: 'Guisos y sopas de cocción lenta con cordero o ternera, cebolla, puerro y tubérculos.',
  },
  'pattern.kidney-yang-deficiency.diet.warming-spices.name': { en: 'Warming spices', text: 'Especias que calientan' },
  'pattern.kidney-yang-deficiency.diet.warming-spices.description': {
    en: 'Use cinnamon, clove, fennel seed, black pepper and ginger in cooking.',
    text: 'Usa canela, clavo, semillas de hinojo, pimienta negra y jengibre al cocinar.',
  },
  'pattern.kidney-yang-deficiency.diet.nuts-and-seeds.name': { en: 'Nuts and seeds', text: 'Frutos secos y semillas' },
  'pattern.kidney-yang-deficiency.diet.nuts-and-seeds.description': {
    en: 'Walnuts, chestnuts, black beans and black sesame support the kidneys.',
    text: 'Las nueces, las castañas, las judías negras y el sésamo negro apoyan los riñones.',
  },
  'pattern.kidney-yang-deficiency.diet.avoid-cold-food-and-drinks.name': {
    en: 'Avoid cold food and drinks',
    text: 'Evita los alimentos y bebidas fríos',
  },
  'pattern.kidney-yang-deficiency.diet.avoid-cold-food-and-drinks.description': {
    en: 'Iced drinks, raw food and too much fruit cool the body further.',
    text: 'Las bebidas heladas, la comida cruda y el exceso de fruta enfrían aún más el cuerpo.',
  },
  'pattern.kidney-yang-deficiency.lifestyle.keep-the-lower-back-and-feet-warm.name': {
    en: 'Keep the lower back and feet warm',
    text: 'Mantén calientes la zona lumbar y los pies',
  },
  'pattern.kidney-yang-deficiency.lifestyle.keep-the-lower-back-and-feet-warm.description': {
    en: 'Wear layers over the lower back, warm socks, and avoid sitting on cold surfaces.',
    text: 'Abriga la zona lumbar, usa calcetines cálidos y no te sientes sobre superficies frías.',
  },
  'pattern.kidney-yang-deficiency.lifestyle.gentle-regular-exercise.name': {
    en: 'Gentle, regular exercise',
    text: 'Ejercicio suave y regular',
  },
  'pattern.kidney-yang-deficiency.lifestyle.gentle-regular-exercise.description': {
    en: 'Walking, tai chi or qigong warm the body without exhausting it; avoid swimming in cold water.',
    text: 'Caminar, el taichí o el qigong calientan el cuerpo sin agotarlo; evita nadar en agua fría.',
  },
  'pattern.kidney-yang-deficiency.lifestyle.rest-and-moderation.name': {
    en: 'Rest and moderation',
    text: 'Descanso y moderación',
  },
  'pattern.kidney-yang-deficiency.lifestyle.rest-and-moderation.description': {
    en: "Enough sleep and moderation in sexual activity preserve the body's reserves.",
    text: 'Dormir lo suficiente y la moderación en la actividad sexual preservan las reservas del cuerpo.',
  },
  'pattern.kidney-yin-deficiency.name': { en: 'Kidney Yin Deficiency', text: 'Deficiencia de Yin de Riñón' },
  'pattern.kidney-yin-deficiency.explanation': {
    en: 'In Chinese medicine the "Kidney" stores the body\'s deep, cooling and nourishing reserves. When these run low, people may have a sore lower back, ringing in the ears, dizziness, night sweats, warm palms and soles and a dry mouth at night. It often follows years of overwork, too little sleep, chronic illness or the change of life.',
    text: 'En la medicina china el "Riñón" guarda las reservas profundas que refrescan y nutren el cuerpo. Cuando se agotan, puede haber dolor lumbar, zumbido de oídos, mareo, sudores nocturnos, calor en palmas y plantas y boca seca por la noche. Suele seguir a años de exceso de trabajo, poco sueño, enfermedades crónicas o a la menopausia.',
  },
  'pattern.kidney-yin-deficiency.consumer-herbs.goji-berries.name': { en: 'Goji berries', text: 'Bayas de goji' },
  'pattern.kidney-yin-deficiency.consumer-herbs.goji-berries.description': {
    en: 'Goji berries, eaten as a snack or added to porridge and soups, are a traditional food to nourish the kidneys and eyes.',
    text: 'Las bayas de goji, como tentempié o en gachas y sopas, son un alimento tradicional que nutre los riñones y los ojos.',
  },
  'pattern.kidney-yin-deficiency.consumer-herbs.black-sesame.name': { en: 'Black sesame', text: 'Sésamo negro' },
  'pattern.kidney-yin-deficiency.consumer-herbs.black-sesame.description': {
    en: 'Toasted black sesame or black sesame paste is a traditional nourishing food for the kidneys and hair.',
    text: 'El sésamo negro tostado o en pasta es un alimento tradicional que nutre los riñones y el cabello.',
  },
  'pattern.kidney-yin-deficiency.diet.nourishing-moist-foods.name': {
    en: 'Nourishing, moist foods',
    text: 'Alimentos nutritivos e hidratantes',
  },
  'pattern.kidney-yin-deficiency.diet.nourishing-moist-foods.description': {
    en: 'Black beans, tofu, eggs, fish, seaweed, millet, pears and mulberries.',
    text: 'Judías negras, tofu, huevos, pescado, algas, mijo, peras y moras.',
  },
  'pattern.kidney-yin-deficiency.diet.soups-and-stews.name': { en: 'Soups and stews', text: 'Sopas y guisos' },
  'pattern.kidney-yin-deficiency.diet.soups-and-stews.description': {
    en: 'Gently cooked, liquid dishes are easier to absorb and moistening.',
    text: 'Los platos líquidos y cocinados a fuego suave se absorben mejor e hidratan.',
  },
  'pattern.kidney-yin-deficiency.diet.avoid-heating-and-drying-items.name': {
    en: 'Avoid heating and drying items',
    text: 'Evita lo que calienta y reseca',
  },
  'pattern.kidney-yin-deficiency.diet.avoid-heating-and-drying-items.description': {
    en: 'Limit coffee, alcohol, chilli, lamb and fried or grilled food.',
    text: 'Limita el café, el alcohol, el chile, el cordero y los fritos o la comida a la parrilla.',
  },
  'pattern.kidney-yin-deficiency.lifestyle.sleep-before-midnight.name': {
    en: 'Sleep before midnight',
    text: 'Duerme antes de la medianoche',
  },
  'pattern.kidney-yin-deficiency.lifestyle.sleep-before-midnight.description': {
    en: 'Regular, sufficient sleep is the most important way to rebuild these reserves.',
    text: 'Dormir lo suficiente y con regularidad es la forma más importante de reconstruir estas reservas.',
  },
  'pattern.kidney-yin-deficiency.lifestyle.pace-yourself.name': { en: 'Pace yourself', text: 'Dosifica tus fuerzas' },
  'pattern.kidney-yin-deficiency.lifestyle.pace-yourself.description': {
    en: 'Avoid long working hours, exhausting sport and sweating heavily.',
    text: 'Evita las jornadas largas, el deporte agotador y sudar en exceso.',
  },
  'pattern.kidney-yin-deficiency.lifestyle.calm-practices.name': { en: 'Calm practices', text: 'Prácticas tranquilas' },
  'pattern.kidney-yin-deficiency.lifestyle.calm-practices.description': {
    en: 'Yoga, tai chi, meditation or quiet walks restore without draining.',
    text: 'El yoga, el taichí, la meditación o los paseos tranquilos reparan sin agotar.',
  },
  'pattern.liver-kidney-yin-deficiency.name': {
    en: 'Liver and Kidney Yin Deficiency',
    text: 'Deficiencia de Yin de Hígado y Riñón',
  },
  'pattern.liver-kidney-yin-deficiency.explanation': {
    en: 'In Chinese medicine the "Liver" and "Kidney" share the body\'s deep nourishing reserves. When these run low, the eyes become dry and tired, vision blurs, and people may have dizziness, ringing ears, a sore lower back and knees, and night sweats. It is common with age, long-term overwork, heavy screen use and around the menopause.',
    text: 'En la medicina china el "Hígado" y el "Riñón" comparten las reservas nutritivas profundas del cuerpo. Cuando se agotan, los ojos se secan y se cansan, la vista se nubla y puede haber mareo, zumbido de oídos, dolor lumbar y de rodillas y sudores nocturnos. Es frecuente con la edad, tras largos periodos de exceso de trabajo, mucho uso de pantallas y alrededor de la menopausia.',
  },
  'pattern.liver-kidney-yin-deficiency.consumer-herbs.goji-berry-and-chrysanthemum-tea.name': {
    en: 'Goji berry and chrysanthemum tea',
    text: 'Infusión de bayas de goji y crisantemo',
  },
  'pattern.liver-kidney-yin-deficiency.consumer-herbs.goji-berry-and-chrysanthemum-tea.description': {
    en: 'A classic tea for tired, dry eyes: a few goji berries and chrysanthemum flowers steeped in hot water.',
    text: 'Una infusión clásica para los ojos cansados y secos: unas bayas de goji y flores de crisantemo en agua caliente.',
  },
  'pattern.liver-kidney-yin-deficiency.consumer-herbs.black-sesame-and-mulberries.name': {
    en: 'Black sesame and mulberries',
    text: 'Sésamo negro y moras',
  },
  'pattern.liver-kidney-yin-deficiency.consumer-herbs.black-sesame-and-mulberries.description': {
    en: 'Black sesame and dried mulberries are traditional foods to nourish the liver and kidneys.',
    text: 'El sésamo negro y las moras secas son alimentos tradicionales que nutren el hígado y los riñones.',
  },
  'pattern.liver-kidney-yin-deficiency.diet.nourishing-moist-foods.name': {
    en: 'Nourishing, moist foods',
    text: 'Alimentos nutritivos e hidratantes',
  },
  'pattern.liver-kidney-yin-deficiency.diet.nourishing-moist-foods.description': {
    en: 'Eggs, fish, tofu, black beans, dark leafy greens, beetroot and pears.',
    text: 'Huevos, pescado, tofu, judías negras, verduras de hoja oscura, remolacha y peras.',
  },
  'pattern.liver-kidney-yin-deficiency.diet.gently-cooked-meals.name': {
    en: 'Gently cooked meals',
    text: 'Comidas cocinadas a fuego suave',
  },
  'pattern.liver-kidney-yin-deficiency.diet.gently-cooked-meals.description': {
    en: 'Steaming, stewing and soups rather than frying or grilling.',
    text: 'Al vapor, guisados y sopas mejor que fritos o a la parrilla.',
  },
  'pattern.liver-kidney-yin-deficiency.diet.limit-alcohol-coffee-and-spicy-food.name': {
    en: 'Limit alcohol, coffee and spicy food',
    text: 'Limita el alcohol, el café y el picante',
  },
  'pattern.liver-kidney-yin-deficiency.diet.limit-alcohol-coffee-and-spicy-food.description': {
    en: 'They heat and dry, and strain the liver.',
    text: 'Calientan, resecan y sobrecargan el hígado.',
  },
  'pattern.liver-kidney-yin-deficiency.lifestyle.rest-your-eyes.name': { en: 'Rest your eyes', text: 'Descansa la vista' },
  'pattern.liver-kidney-yin-deficiency.lifestyle.rest-your-eyes.description': {
    en: 'Take screen breaks every 20-30 minutes and look into the distance.',
    text: 'Haz pausas de pantalla cada 20-30 minutos y mira a lo lejos.',
  },
  'pattern.liver-kidney-yin-deficiency.lifestyle.sleep-before-11-pm.name': {
    en: 'Sleep before 11 pm',
    text: 'Duerme antes de las once',
  },
  'pattern.liver-kidney-yin-deficiency.lifestyle.sleep-before-11-pm.description': {
    en: 'Chinese medicine considers late-evening sleep the time the liver restores blood.',
    text: 'La medicina china considera que el sueño de la última hora de la tarde-noche es cuando el hígado repone la sangre.',
  },
  'pattern.liver-kidney-yin-deficiency.lifestyle.gentle-exercise.name': { en: 'Gentle exercise', text: 'Ejercicio suave' },
  'pattern.liver-kidney-yin-deficiency.lifestyle.gentle-exercise.description': {
    en: 'Tai chi, yoga or walking; avoid exhausting workouts and heavy sweating.',
    text: 'Taichí, yoga o caminar; evita los entrenamientos agotadores y sudar en exceso.',
  },
  'pattern.qi-and-blood-deficiency.name': { en: 'Qi and Blood Deficiency', text: 'Deficiencia de Qi y de Sangre' },
  'pattern.qi-and-blood-deficiency.explanation': {
    en: 'In Chinese medicine "Qi" is the body\'s energy and "Blood" its nourishment. When both are low, people feel tired and weak, look pale, get dizzy when standing up, feel their heart flutter and may have light periods. It often follows a long illness, blood loss, childbirth, or a poor diet.',
    text: 'En la medicina china el "Qi" es la energía del cuerpo y la "Sangre" su nutrición. Cuando ambos están bajos, la persona se siente cansada y débil, está pálida, se marea al levantarse, nota palpitaciones y puede tener reglas escasas. Suele seguir a una enfermedad larga, una pérdida de sangre, un parto o una alimentación pobre.',
  },
  'pattern.qi-and-blood-deficiency.consumer-herbs.red-dates-and-goji-berries.name': {
    en: 'Red dates and goji berries',
    text: 'Dátiles rojos y bayas de goji',
  },
  'pattern.qi-and-blood-deficiency.consumer-herbs.red-dates-and-goji-berries.description': {
    en: 'Red dates and goji berries cooked in porridge or steeped as a tea are traditional foods to build energy and blood.',
    text: 'Los dátiles rojos y las bayas de goji cocidos en gachas o en infusión son alimentos tradicionales para recuperar energía y sangre.',
  },
  'pattern.qi-and-blood-deficiency.consumer-herbs.chicken-soup-with-chinese-yam-and-longan.name': {
    en: 'Chicken soup with Chinese yam and longan',
    text: 'Caldo de pollo con ñame chino y longan',
  },
  'pattern.qi-and-blood-deficiency.consumer-herbs.chicken-soup-with-chinese-yam-and-longan.description': {
    en: 'A slow-simmered chicken broth with Chinese yam and a few dried longan fruits is a traditional restorative soup after illness or childbirth.',
    text: 'Un caldo de pollo cocido a fuego lento con ñame chino y unos frutos secos de longan es una sopa reconstituyente tradicional tras una enfermedad o un parto.',
  },
  'pattern.qi-and-blood-deficiency.diet.regular-warm-nourishing-meals.name': {
    en: 'Regular, warm, nourishing meals',
    text: 'Comidas regulares, calientes y nutritivas',
  },
  'pattern.qi-and-blood-deficiency.diet.regular-warm-nourishing-meals.description': {
    en: 'Three cooked meals a day with good protein: eggs, fish, poultry, lean meat or legumes.',
    text: 'Tres comidas cocinadas al día con buena proteína: huevos, pescado, aves, carne magra o legumbres.',
  },
  'pattern.qi-and-blood-deficiency.diet.blood-building-foods.name': {
    en: 'Blood-building foods',
    text: 'Alimentos que forman sangre',
  },
  'pattern.qi-and-blood-deficiency.diet.blood-building-foods.description': {
    en: 'Dark leafy greens, beetroot, lentils, dates, apricots and black sesame.',
    text: 'Verduras de hoja oscura, remolacha, lentejas, dátiles, albaricoques y sésamo negro.',
  },
  'pattern.qi-and-blood-deficiency.diet.easy-to-digest-grains.name': {
    en: 'Easy-to-digest grains',
    text: 'Cereales fáciles de digerir',
  },
  'pattern.qi-and-blood-deficiency.diet.easy-to-digest-grains.description': {
    en: 'Rice, oats, millet and sweet potato support the digestion that makes blood.',
    text: 'El arroz, la avena, el mijo y el boniato apoyan la digestión que produce la sangre.',
  },
  'pattern.qi-and-blood-deficiency.diet.avoid-restrictive-dieting.name': {
    en: 'Avoid restrictive dieting',
    text: 'Evita las dietas restrictivas',
  },
  'pattern.qi-and-blood-deficiency.diet.avoid-restrictive-dieting.description': {
    en: 'Skipping meals and very low-calorie diets deepen this pattern.',
    text: 'Saltarse comidas y las dietas muy bajas en calorías agravan este patrón.',
  },
  'pattern.qi-and-blood-deficiency.lifestyle.rest-generously.name': { en: 'Rest generously', text: 'Descansa lo suficiente' },
  'pattern.qi-and-blood-deficiency.lifestyle.rest-generously.description': {
    en: 'Allow enough sleep and short rests during the day while recovering.',
    text: 'Duerme lo necesario y haz pequeños descansos durante el día mientras te recuperas.',
  },
  'pattern.qi-and-blood-deficiency.lifestyle.build-up-gradually.name': {
    en: 'Build up gradually',
    text: 'Aumenta la actividad poco a poco',
  },
  'pattern.qi-and-blood-deficiency.lifestyle.build-up-gradually.description': {
    en: 'Start with short walks and gentle qigong, increasing slowly.',
    text: 'Empieza con paseos cortos y qigong suave, y aumenta poco a poco.',
  },
  'pattern.qi-and-blood-deficiency.lifestyle.check-for-anaemia.name': { en: 'Check for anaemia', text: 'Descarta la anemia' },
  'pattern.qi-and-blood-deficiency.lifestyle.check-for-anaemia.description': {
    en: 'Persistent tiredness and paleness are worth a simple blood test with your doctor.',
    text: 'El cansancio y la palidez persistentes merecen un análisis de sangre sencillo con tu médico.',
  },
  'pattern.blood-stasis.name': { en: 'Blood Stasis', text: 'Estasis de Sangre' },
  'pattern.blood-stasis.explanation': {
    en: 'In Chinese medicine "Blood stasis" means the blood is not circulating freely in some area. It is linked with pain that is sharp and always in the same place, often worse at night, dark clots in menstrual blood, and a purplish tinge of the lips or tongue. It can follow injuries, surgery, long-standing cold or stress, or chronic illness.',
    text: 'En la medicina china la "estasis de Sangre" significa que la sangre no circula con libertad en alguna zona. Se asocia a un dolor punzante y siempre en el mismo sitio, a menudo peor por la noche, coágulos oscuros en la menstruación y un tono morado en los labios o la lengua. Puede seguir a lesiones, cirugías, frío o estrés prolongados o enfermedades crónicas.',
  },
  'pattern.blood-stasis.consumer-herbs.hawthorn-berry-tea.name': {
    en: 'Hawthorn berry tea',
    text: 'Infusión de bayas de espino',
  },
  'pattern.blood-stasis.consumer-herbs.hawthorn-berry-tea.description': {
    en: 'Dried hawthorn berries are a traditional food-grade herb to help blood circulation and digestion.',
    text: 'Las bayas secas de espino albar son una planta alimentaria tradicional que ayuda a la circulación y a la digestión.',
  },
  'pattern.blood-stasis.consumer-herbs.turmeric-in-cooking.name': { en: 'Turmeric in cooking', text: 'Cúrcuma en la cocina' },
  'pattern.blood-stasis.consumer-herbs.turmeric-in-cooking.description': {
    en: 'Turmeric is used in food as a mild circulation-moving spice; avoid concentrated supplements if you take blood thinners.',
    text: 'La cúrcuma se usa en la comida como especia suave que mueve la circulación; evita los suplementos concentrados si tomas anticoagulantes.',
  },
  'pattern.blood-stasis.diet.foods-that-move-the-blood.name': {
    en: 'Foods that move the blood',
    text: 'Alimentos que mueven la sangre',
  },
  'pattern.blood-stasis.diet.foods-that-move-the-blood.description': {
    en: 'Onions, garlic, chives, leeks, aubergine, black fungus, hawthorn and a little vinegar.',
    text: 'Cebolla, ajo, cebollino, puerro, berenjena, hongo negro, espino y un poco de vinagre.',
  },
  'pattern.blood-stasis.diet.warm-rather-than-cold.name': { en: 'Warm rather than cold', text: 'Caliente mejor que frío' },
  'pattern.blood-stasis.diet.warm-rather-than-cold.description': {
    en: 'Cold food and iced drinks slow circulation; favour cooked, warm meals.',
    text: 'La comida fría y las bebidas heladas enlentecen la circulación; prefiere comidas cocinadas y calientes.',
  },
  'pattern.blood-stasis.diet.limit-fatty-and-fried-food.name': {
    en: 'Limit fatty and fried food',
    text: 'Limita las grasas y los fritos',
  },
  'pattern.blood-stasis.diet.limit-fatty-and-fried-food.description': {
    en: 'Heavy, greasy food is thought to make the blood sluggish.',
    text: 'Se considera que la comida pesada y grasa hace la sangre más lenta.',
  },
  'pattern.blood-stasis.lifestyle.move-every-day.name': { en: 'Move every day', text: 'Muévete cada día' },
  'pattern.blood-stasis.lifestyle.move-every-day.description': {
    en: 'Regular walking, stretching, swimming or tai chi keep blood flowing; avoid sitting for hours.',
    text: 'Caminar, estirarse, nadar o el taichí con regularidad mantienen la sangre en movimiento; evita pasar horas sin moverte.',
  },
  'pattern.blood-stasis.lifestyle.keep-warm.name': { en: 'Keep warm', text: 'Abrígate' },
  'pattern.blood-stasis.lifestyle.keep-warm.description': {
    en: 'Cold slows circulation, especially in the lower abdomen during the period.',
    text: 'El frío enlentece la circulación, sobre todo en el bajo vientre durante la regla.',
  },
  'pattern.blood-stasis.lifestyle.get-new-or-severe-pain-checked.name': {
    en: 'Get new or severe pain checked',
    text: 'Consulta el dolor nuevo o intenso',
  },
  'pattern.blood-stasis.lifestyle.get-new-or-severe-pain-checked.description': {
    en: 'Chest pain, sudden severe pain, a new lump or a swollen painful leg need medical care now.',
    text: 'El dolor en el pecho, un dolor súbito e intenso, un bulto nuevo o una pierna hinchada y dolorosa requieren atención médica inmediata.',
  },
  'pattern.qi-stagnation-blood-stasis.name': {
    en: 'Qi Stagnation and Blood Stasis',
    text: 'Estancamiento de Qi y estasis de Sangre',
  },
  'pattern.qi-stagnation-blood-stasis.explanation': {
    en: 'In Chinese medicine, long-lasting tension and emotional strain can block the smooth flow of energy ("Qi"), and in time the blood stops flowing freely too. People may feel irritable or low, with tightness in the chest or ribs, breast tenderness and painful periods with dark clots; pain tends to be fixed and sharp. It is common with chronic stress.',
    text: 'En la medicina china, la tensión y el estrés emocional prolongados pueden bloquear el flujo de la energía ("Qi") y, con el tiempo, también la sangre deja de circular con libertad. La persona puede sentirse irritable o decaída, con opresión en el pecho o las costillas, tensión mamaria y reglas dolorosas con coágulos oscuros; el dolor suele ser fijo y punzante. Es frecuente con el estrés crónico.',
  },
  'pattern.qi-stagnation-blood-stasis.consumer-herbs.rose-bud-tea.name': {
    en: 'Rose bud tea',
    text: 'Infusión de capullos de rosa',
  },
  'pattern.qi-stagnation-blood-stasis.consumer-herbs.rose-bud-tea.description': {
    en: 'Dried rose buds are a traditional tea to ease tension, soothe the mood and help the blood move.',
    text: 'Los capullos de rosa secos son una infusión tradicional para aliviar la tensión, calmar el ánimo y mover la sangre.',
  },
  'pattern.qi-stagnation-blood-stasis.consumer-herbs.hawthorn-berry-tea.name': {
    en: 'Hawthorn berry tea',
    text: 'Infusión de bayas de espino',
  },
  'pattern.qi-stagnation-blood-stasis.consumer-herbs.hawthorn-berry-tea.description': {
    en: 'Hawthorn berries are a food-grade herb traditionally used to help circulation.',
    text: 'Las bayas de espino son una planta alimentaria usada tradicionalmente para ayudar a la circulación.',
  },
  'pattern.qi-stagnation-blood-stasis.consumer-herbs.citrus-peel.name': { en: 'Citrus peel', text: 'Piel de cítricos' },
  'pattern.qi-stagnation-blood-stasis.consumer-herbs.citrus-peel.description': {
    en: 'A little dried tangerine peel in tea or cooking helps the energy move.',
    text: 'Un poco de piel seca de mandarina en infusión o en la cocina ayuda a mover la energía.',
  },
  'pattern.qi-stagnation-blood-stasis.diet.moving-foods.name': { en: 'Moving foods', text: 'Alimentos que mueven' },
  'pattern.qi-stagnation-blood-stasis.diet.moving-foods.description': {
    en: 'Onions, chives, radish, citrus peel, aubergine, black fungus and a little vinegar.',
    text: 'Cebolla, cebollino, rábano, piel de cítricos, berenjena, hongo negro y un poco de vinagre.',
  },
  'pattern.qi-stagnation-blood-stasis.diet.regular-unhurried-meals.name': {
    en: 'Regular, unhurried meals',
    text: 'Comidas regulares y tranquilas',
  },
  'pattern.qi-stagnation-blood-stasis.diet.regular-unhurried-meals.description': {
    en: 'Eat at calm, regular times; eating under stress worsens the blockage.',
    text: 'Come a horas regulares y con calma; comer con estrés empeora el bloqueo.',
  },
  'pattern.qi-stagnation-blood-stasis.diet.limit-alcohol-fatty-and-cold-food.name': {
    en: 'Limit alcohol, fatty and cold food',
    text: 'Limita el alcohol, las grasas y lo frío',
  },
  'pattern.qi-stagnation-blood-stasis.diet.limit-alcohol-fatty-and-cold-food.description': {
    en: 'Alcohol and greasy food burden the liver; cold food slows circulation.',
    text: 'El alcohol y la comida grasa sobrecargan el hígado; la comida fría enlentece la circulación.',
  },
  'pattern.qi-stagnation-blood-stasis.lifestyle.daily-exercise.name': { en: 'Daily exercise', text: 'Ejercicio diario' },
  'pattern.qi-stagnation-blood-stasis.lifestyle.daily-exercise.description': {
    en: 'Brisk walking, swimming, dancing or stretching are the best ways to move energy and blood.',
    text: 'Caminar a buen paso, nadar, bailar o estirarse son las mejores formas de mover la energía y la sangre.',
  },
  'pattern.qi-stagnation-blood-stasis.lifestyle.release-stress.name': { en: 'Release stress', text: 'Libera el estrés' },
  'pattern.qi-stagnation-blood-stasis.lifestyle.release-stress.description': {
    en: 'Breathing exercises, talking things through and creative outlets ease emotional tension.',
    text: 'Los ejercicios de respiración, hablar de lo que preocupa y las actividades creativas alivian la tensión emocional.',
  },
  'pattern.qi-stagnation-blood-stasis.lifestyle.get-chest-pain-checked-at-once.name': {
    en: 'Get chest pain checked at once',
    text: 'Consulta de inmediato el dolor torácico',
  },
  'pattern.qi-stagnation-blood-stasis.lifestyle.get-chest-pain-checked-at-once.description': {
    en: 'Chest pain or pressure, especially with breathlessness or sweating, needs emergency care.',
    text: 'El dolor u opresión en el pecho, sobre todo con falta de aire o sudor, requiere atención de urgencia.',
  },
  'pattern.phlegm-dampness.name': { en: 'Phlegm-Dampness', text: 'Flema-Humedad' },
  'pattern.phlegm-dampness.explanation': {
    en: 'In Chinese medicine, when digestion is sluggish the body\'s fluids are not processed well and build up as "Dampness" and "Phlegm". People feel heavy and foggy-headed, have a stuffy chest, bring up white mucus, feel queasy and tend to gain weight easily. It is linked with rich, sweet, greasy or cold food and a sedentary life.',
    text: 'En la medicina china, cuando la digestión es lenta los líquidos del cuerpo no se procesan bien y se acumulan como "Humedad" y "Flema". La persona se siente pesada y con la cabeza embotada, con opresión en el pecho, expulsa mucosidad blanca, tiene náuseas y tiende a ganar peso con facilidad. Se relaciona con la comida rica, dulce, grasa o fría y con una vida sedentaria.',
  },
  'pattern.phlegm-dampness.consumer-herbs.dried-tangerine-peel-tea.name': {
    en: 'Dried tangerine peel tea',
    text: 'Infusión de piel seca de mandarina',
  },
  'pattern.phlegm-dampness.consumer-herbs.dried-tangerine-peel-tea.description': {
    en: 'Aged tangerine peel steeped as a tea is a traditional way to ease phlegm and a heavy stomach.',
    text: 'La piel de mandarina envejecida en infusión es una forma tradicional de aliviar la flema y la pesadez de estómago.',
  },
  'pattern.phlegm-dampness.consumer-herbs.job-s-tears-coix-barley-water.name': {
    en: "Job's tears (coix) barley water",
    text: 'Agua de lágrimas de Job (coix)',
  },
  'pattern.phlegm-dampness.consumer-herbs.job-s-tears-coix-barley-water.description': {
    en: 'Coix seeds simmered in water or porridge are a traditional food to drain dampness.',
    text: 'Las semillas de coix cocidas en agua o en gachas son un alimento tradicional para drenar la humedad.',
  },
  'pattern.phlegm-dampness.consumer-herbs.fresh-ginger.name': { en: 'Fresh ginger', text: 'Jengibre fresco' },
  'pattern.phlegm-dampness.consumer-herbs.fresh-ginger.description': {
    en: 'A slice of fresh ginger in hot water or cooking warms the stomach and eases queasiness.',
    text: 'Una rodaja de jengibre fresco en agua caliente o en la cocina calienta el estómago y alivia las náuseas.',
  },
  'pattern.phlegm-dampness.diet.cut-down-phlegm-forming-foods.name': {
    en: 'Cut down phlegm-forming foods',
    text: 'Reduce los alimentos que forman flema',
  },
  'pattern.phlegm-dampness.diet.cut-down-phlegm-forming-foods.description': {
    en: 'Dairy, sugar, sweets, white bread, fried and greasy food, and alcohol.',
    text: 'Lácteos, azúcar, dulces, pan blanco, fritos y grasas, y alcohol.',
  },
  'pattern.phlegm-dampness.diet.light-cooked-meals.name': { en: 'Light, cooked meals', text: 'Comidas ligeras y cocinadas' },
  'pattern.phlegm-dampness.diet.light-cooked-meals.description': {
    en: 'Steamed vegetables, rice, barley, adzuki beans, radish, celery and lean protein.',
    text: 'Verduras al vapor, arroz, cebada, judías azuki, rábano, apio y proteína magra.',
  },
  'pattern.phlegm-dampness.diet.avoid-cold-and-raw-food-and-drinks.name': {
    en: 'Avoid cold and raw food and drinks',
    text: 'Evita los alimentos y bebidas fríos y crudos',
  },
  'pattern.phlegm-dampness.diet.avoid-cold-and-raw-food-and-drinks.description': {
    en: 'Iced drinks and large raw salads weaken digestion further.',
    text: 'Las bebidas heladas y las grandes ensaladas crudas debilitan aún más la digestión.',
  },
  'pattern.phlegm-dampness.diet.do-not-overeat.name': { en: 'Do not overeat', text: 'No comas en exceso' },
  'pattern.phlegm-dampness.diet.do-not-overeat.description': {
    en: 'Stop before you feel full and avoid late, heavy dinners.',
    text: 'Deja de comer antes de llenarte y evita las cenas tardías y copiosas.',
  },
  'pattern.phlegm-dampness.lifestyle.regular-exercise.name': { en: 'Regular exercise', text: 'Ejercicio regular' },
  'pattern.phlegm-dampness.lifestyle.regular-exercise.description': {
    en: 'Daily brisk walking or other aerobic exercise helps the body clear dampness.',
    text: 'Caminar a buen paso cada día u otro ejercicio aeróbico ayuda al cuerpo a eliminar la humedad.',
  },
  'pattern.phlegm-dampness.lifestyle.avoid-damp-environments.name': {
    en: 'Avoid damp environments',
    text: 'Evita los ambientes húmedos',
  },
  'pattern.phlegm-dampness.lifestyle.avoid-damp-environments.description': {
    en: 'Keep your home dry and ventilated, and change out of damp clothes.',
    text: 'Mantén tu casa seca y ventilada, y cámbiate la ropa húmeda.',
  },
  'pattern.phlegm-dampness.lifestyle.do-not-lie-down-after-meals.name': {
    en: 'Do not lie down after meals',
    text: 'No te acuestes después de comer',
  },
  'pattern.phlegm-dampness.lifestyle.do-not-lie-down-after-meals.description': {
    en: 'A short walk after eating helps digestion.',
    text: 'Un paseo corto después de comer ayuda a la digestión.',
  },
  'pattern.damp-heat-lower-burner.name': { en: 'Damp-Heat in the Lower Burner', text: 'Humedad-Calor en el Jiao Inferior' },
  'pattern.damp-heat-lower-burner.explanation': {
    en: 'In Chinese medicine "Damp-Heat" is a sticky, hot state that can settle in the lower abdomen. It is linked with burning or urgent urination, dark cloudy urine, yellow vaginal discharge with itching, or foul-smelling loose stools. Rich, spicy food and alcohol favour it; urinary symptoms with fever, back pain or blood need a doctor.',
    text: 'En la medicina china la "Humedad-Calor" es un estado pegajoso y caliente que puede asentarse en el bajo vientre. Se asocia a orina con ardor o urgencia, orina oscura y turbia, flujo vaginal amarillo con picor o heces blandas malolientes. La comida rica y picante y el alcohol la favorecen; los síntomas urinarios con fiebre, dolor de espalda o sangre requieren un médico.',
  },
  'pattern.damp-heat-lower-burner.consumer-herbs.barley-water.name': { en: 'Barley water', text: 'Agua de cebada' },
  'pattern.damp-heat-lower-burner.consumer-herbs.barley-water.description': {
    en: 'Pearl barley simmered in water and drunk through the day is a traditional cooling drink that supports the urine flow.',
    text: 'La cebada perlada cocida en agua y tomada a lo largo del día es una bebida refrescante tradicional que favorece la orina.',
  },
  'pattern.damp-heat-lower-burner.consumer-herbs.corn-silk-tea.name': { en: 'Corn silk tea', text: 'Infusión de barbas de maíz' },
  'pattern.damp-heat-lower-burner.consumer-herbs.corn-silk-tea.description': {
    en: 'The silky threads of corn, steeped as a tea, are a gentle traditional drink for the urinary tract.',
    text: 'Las barbas de la mazorca de maíz en infusión son una bebida tradicional suave para las vías urinarias.',
  },
  'pattern.damp-heat-lower-burner.consumer-herbs.mung-bean-soup.name': { en: 'Mung bean soup', text: 'Sopa de judías mungo' },
  'pattern.damp-heat-lower-burner.consumer-herbs.mung-bean-soup.description': {
    en: 'A simple soup of mung beans is a traditional food to clear heat.',
    text: 'Una sopa sencilla de judías mungo es un alimento tradicional para eliminar el calor.',
  },
  'pattern.damp-heat-lower-burner.diet.drink-plenty-of-water.name': { en: 'Drink plenty of water', text: 'Bebe abundante agua' },
  'pattern.damp-heat-lower-burner.diet.drink-plenty-of-water.description': {
    en: 'Frequent glasses of water or light teas keep the urine flowing.',
    text: 'Tomar vasos de agua o infusiones suaves con frecuencia mantiene la orina fluyendo.',
  },
  'pattern.damp-heat-lower-burner.diet.cooling-draining-foods.name': {
    en: 'Cooling, draining foods',
    text: 'Alimentos que refrescan y drenan',
  },
  'pattern.damp-heat-lower-burner.diet.cooling-draining-foods.description': {
    en: 'Cucumber, celery, watermelon, winter melon, mung beans, barley and leafy greens.',
    text: 'Pepino, apio, sandía, melón de invierno, judías mungo, cebada y verduras de hoja.',
  },
  'pattern.damp-heat-lower-burner.diet.avoid-alcohol-spicy-and-greasy-food.name': {
    en: 'Avoid alcohol, spicy and greasy food',
    text: 'Evita el alcohol, el picante y las grasas',
  },
  'pattern.damp-heat-lower-burner.diet.avoid-alcohol-spicy-and-greasy-food.description': {
    en: 'Beer and spirits, chilli, fried food, rich sauces and sweets feed damp-heat.',
    text: 'La cerveza y los licores, el chile, los fritos, las salsas pesadas y los dulces alimentan la humedad-calor.',
  },
  'pattern.damp-heat-lower-burner.lifestyle.do-not-hold-urine.name': { en: 'Do not hold urine', text: 'No retengas la orina' },
  'pattern.damp-heat-lower-burner.lifestyle.do-not-hold-urine.description': {
    en: 'Empty the bladder regularly, including after sexual activity.',
    text: 'Vacía la vejiga con regularidad, también después de las relaciones sexuales.',
  },
  'pattern.damp-heat-lower-burner.lifestyle.breathable-clothing-and-hygiene.name': {
    en: 'Breathable clothing and hygiene',
    text: 'Ropa transpirable e higiene',
  },
  'pattern.damp-heat-lower-burner.lifestyle.breathable-clothing-and-hygiene.description': {
    en: 'Cotton underwear, loose clothes, gentle washing without harsh soaps.',
    text: 'Ropa interior de algodón, ropa holgada y lavado suave sin jabones agresivos.',
  },
  'pattern.damp-heat-lower-burner.lifestyle.see-a-doctor-when-needed.name': {
    en: 'See a doctor when needed',
    text: 'Acude al médico cuando sea necesario',
  },
  'pattern.damp-heat-lower-burner.lifestyle.see-a-doctor-when-needed.description': {
    en: 'Fever, back or flank pain, blood in the urine, or symptoms during pregnancy need prompt medical care.',
    text: 'La fiebre, el dolor de espalda o de costado, la sangre en la orina o los síntomas durante el embarazo requieren atención médica sin demora.',
  },
  'pattern.balanced.name': { en: 'Balanced (no significant disharmony)', text: 'Equilibrio (sin desarmonía significativa)' },
  'pattern.balanced.explanation': {
    en: 'Nothing points clearly to one imbalance: what the tongue shows and what you reported do not add up to a pattern strongly enough to name it. Chinese medicine calls a healthy tongue (pink, with a thin white coating) without notable complaints a balanced constitution, and the aim then is simply to keep it with regular habits. Where a sign noted here differs from that picture, watch it at your next check-ins. This is not a medical check-up: see a doctor for any symptom that worries you.',
    text: 'Nada apunta con claridad a un desequilibrio concreto: lo que muestra la lengua y lo que has contado no bastan para nombrar un patrón. La medicina china llama constitución equilibrada a una lengua sana (rosada, con una capa fina y blanca) sin molestias destacables, y entonces el objetivo es simplemente mantenerla con hábitos regulares. Si aquí se señala algo distinto de ese cuadro, vigílalo en tus próximas revisiones. No sustituye a una consulta médica: consulta a un médico ante cualquier síntoma que te preocupe.',
  },
  'pattern.balanced.consumer-herbs.seasonal-teas.name': { en: 'Seasonal teas', text: 'Infusiones de temporada' },
  'pattern.balanced.consumer-herbs.seasonal-teas.description': {
    en: 'Light chrysanthemum or mint tea in summer, ginger or cinnamon tea in winter: small adjustments that follow the seasons.',
    text: 'Infusión ligera de crisantemo o menta en verano, de jengibre o canela en invierno: pequeños ajustes que siguen las estaciones.',
  },
  'pattern.balanced.consumer-herbs.green-tea-in-moderation.name': {
    en: 'Green tea in moderation',
    text: 'Té verde con moderación',
  },
  'pattern.balanced.consumer-herbs.green-tea-in-moderation.description': {
    en: 'A cup or two in the morning or early afternoon, not late in the day.',
    text: 'Una o dos tazas por la mañana o a primera hora de la tarde, no al final del día.',
  },
  'pattern.balanced.diet.varied-mostly-cooked-meals.name': {
    en: 'Varied, mostly cooked meals',
    text: 'Comidas variadas y sobre todo cocinadas',
  },
  'pattern.balanced.diet.varied-mostly-cooked-meals.description': {
    en: 'Grains, vegetables, legumes and moderate protein, eaten at regular times.',
    text: 'Cereales, verduras, legumbres y proteína moderada, a horas regulares.',
  },
  'pattern.balanced.diet.eat-with-the-seasons.name': { en: 'Eat with the seasons', text: 'Come según la estación' },
  'pattern.balanced.diet.eat-with-the-seasons.description': {
    en: 'Lighter, cooling food in summer and warmer, richer dishes in winter.',
    text: 'Comida más ligera y refrescante en verano, y platos más calientes y nutritivos en invierno.',
  },
  'pattern.balanced.diet.moderation.name': { en: 'Moderation', text: 'Moderación' },
  'pattern.balanced.diet.moderation.description': {
    en: 'Stop eating before feeling full, and keep alcohol, sweets and fried food occasional.',
    text: 'Deja de comer antes de llenarte y toma alcohol, dulces y fritos solo de vez en cuando.',
  },
  'pattern.balanced.lifestyle.regular-sleep.name': { en: 'Regular sleep', text: 'Sueño regular' },
  'pattern.balanced.lifestyle.regular-sleep.description': {
    en: 'Go to bed and get up at similar times, earlier in winter.',
    text: 'Acuéstate y levántate a horas parecidas, antes en invierno.',
  },
  'pattern.balanced.lifestyle.daily-movement.name': { en: 'Daily movement', text: 'Movimiento diario' },
  'pattern.balanced.lifestyle.daily-movement.description': {
    en: 'Walking, tai chi, yoga or any activity you enjoy, without exhausting yourself.',
    text: 'Caminar, taichí, yoga o cualquier actividad que te guste, sin agotarte.',
  },
  'pattern.balanced.lifestyle.emotional-balance.name': { en: 'Emotional balance', text: 'Equilibrio emocional' },
  'pattern.balanced.lifestyle.emotional-balance.description': {
    en: 'Time for rest, friends and quiet reflection keeps the mind at ease.',
    text: 'Dedicar tiempo al descanso, a los amigos y a la reflexión tranquila mantiene la mente serena.',
  },
};
