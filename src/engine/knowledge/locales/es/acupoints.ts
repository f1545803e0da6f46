import type { Catalogue } from '../../localize/translate.ts';

/** Spanish locations of the acupoints (WHO Standard Acupuncture Point Locations, 2008), codes kept. */
export const ES_ACUPOINTS: Catalogue = {
  'acupoint.LR3.location': {
    en: 'Dorsum of the foot, in the depression distal to the junction of the 1st and 2nd metatarsal bones',
    text: 'Dorso del pie, en la depresión distal a la unión del 1.er y el 2.º metatarsiano',
  },
  'acupoint.LI4.location': {
    en: 'Dorsum of the hand, radial to the midpoint of the 2nd metacarpal bone',
    text: 'Dorso de la mano, en el lado radial del punto medio del 2.º metacarpiano',
  },
  'acupoint.GB34.location': {
    en: 'Lateral leg, in the depression anterior and distal to the head of the fibula',
    text: 'Cara lateral de la pierna, en la depresión anterior y distal a la cabeza del peroné',
  },
  'acupoint.LR14.location': {
    en: 'On the chest, in the 6th intercostal space, 4 cun lateral to the anterior midline',
    text: 'En el tórax, en el 6.º espacio intercostal, a 4 cun lateral de la línea media anterior',
  },
  'acupoint.PC6.location': {
    en: 'Anterior forearm, 2 cun proximal to the wrist crease, between the tendons of palmaris longus and flexor carpi radialis',
    text: 'Cara anterior del antebrazo, 2 cun proximal al pliegue de la muñeca, entre los tendones del palmar largo y del flexor radial del carpo',
  },
  'acupoint.TE6.location': {
    en: 'Posterior forearm, 3 cun proximal to the dorsal wrist crease, between radius and ulna',
    text: 'Cara posterior del antebrazo, 3 cun proximal al pliegue dorsal de la muñeca, entre el radio y el cúbito',
  },
  'acupoint.LR13.location': {
    en: 'Lateral abdomen, just inferior to the free extremity of the 11th rib',
    text: 'Cara lateral del abdomen, justo por debajo del extremo libre de la 11.ª costilla',
  },
  'acupoint.ST36.location': {
    en: '3 cun below ST35, one finger-breadth lateral to the anterior crest of the tibia',
    text: '3 cun por debajo de ST35, a un través de dedo lateral de la cresta anterior de la tibia',
  },
  'acupoint.SP6.location': {
    en: 'Medial leg, 3 cun above the prominence of the medial malleolus, posterior to the medial border of the tibia',
    text: 'Cara medial de la pierna, 3 cun por encima de la prominencia del maléolo medial, por detrás del borde medial de la tibia',
  },
  'acupoint.BL20.location': {
    en: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T11',
    text: 'Parte superior de la espalda, a 1,5 cun lateral del borde inferior de la apófisis espinosa de T11',
  },
  'acupoint.BL18.location': {
    en: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T9',
    text: 'Parte superior de la espalda, a 1,5 cun lateral del borde inferior de la apófisis espinosa de T9',
  },
  'acupoint.BL17.location': {
    en: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T7',
    text: 'Parte superior de la espalda, a 1,5 cun lateral del borde inferior de la apófisis espinosa de T7',
  },
  'acupoint.LR8.location': {
    en: 'Medial knee, in the depression medial to the tendons of semitendinosus and semimembranosus, at the medial end of the popliteal crease',
    text: 'Cara medial de la rodilla, en la depresión medial a los tendones del semitendinoso y del semimembranoso, en el extremo medial del pliegue poplíteo',
  },
  'acupoint.CV4.location': {
    en: 'Lower abdomen, on the anterior midline, 3 cun below the umbilicus',
    text: 'Abdomen inferior, en la línea media anterior, 3 cun por debajo del ombligo',
  },
  'acupoint.GB20.location': {
    en: 'Below the occiput, in the depression between the origins of sternocleidomastoid and trapezius',
    text: 'Debajo del occipital, en la depresión entre los orígenes del esternocleidomastoideo y del trapecio',
  },
  'acupoint.GB43.location': {
    en: 'Dorsum of the foot, between the 4th and 5th toes, proximal to the web margin',
    text: 'Dorso del pie, entre el 4.º y el 5.º dedo, proximal al borde de la membrana interdigital',
  },
  'acupoint.GV20.location': {
    en: 'On the head, 5 cun posterior to the anterior hairline, on the midline',
    text: 'En la cabeza, 5 cun por detrás de la línea anterior del cabello, en la línea media',
  },
  'acupoint.EX-HN5.location': {
    en: 'In the depression about one finger-breadth posterior to the midpoint between the lateral end of the eyebrow and the outer canthus',
    text: 'En la depresión situada aproximadamente a un través de dedo por detrás del punto medio entre el extremo lateral de la ceja y el ángulo externo del ojo',
  },
  'acupoint.KI3.location': {
    en: 'Medial ankle, in the depression between the prominence of the medial malleolus and the calcaneal tendon',
    text: 'Cara medial del tobillo, en la depresión entre la prominencia del maléolo medial y el tendón calcáneo',
  },
  'acupoint.LR2.location': {
    en: 'Dorsum of the foot, between the 1st and 2nd toes, proximal to the web margin',
    text: 'Dorso del pie, entre el 1.er y el 2.º dedo, proximal al borde de la membrana interdigital',
  },
  'acupoint.LI11.location': {
    en: 'Lateral elbow, at the midpoint between LU5 and the lateral epicondyle of the humerus',
    text: 'Cara lateral del codo, en el punto medio entre LU5 y el epicóndilo lateral del húmero',
  },
  'acupoint.GB24.location': {
    en: 'On the chest, in the 7th intercostal space, 4 cun lateral to the anterior midline',
    text: 'En el tórax, en el 7.º espacio intercostal, a 4 cun lateral de la línea media anterior',
  },
  'acupoint.SP9.location': {
    en: 'Medial leg, in the depression between the lower border of the medial condyle of the tibia and the medial border of the tibia',
    text: 'Cara medial de la pierna, en la depresión entre el borde inferior del cóndilo medial de la tibia y el borde medial de la tibia',
  },
  'acupoint.LR5.location': {
    en: 'Medial leg, 5 cun above the prominence of the medial malleolus, at the centre of the medial surface of the tibia',
    text: 'Cara medial de la pierna, 5 cun por encima de la prominencia del maléolo medial, en el centro de la cara medial de la tibia',
  },
  'acupoint.BL19.location': {
    en: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T10',
    text: 'Parte superior de la espalda, a 1,5 cun lateral del borde inferior de la apófisis espinosa de T10',
  },
  'acupoint.SP3.location': {
    en: 'Medial foot, in the depression proximal to the 1st metatarsophalangeal joint, at the border of the red and white skin',
    text: 'Cara medial del pie, en la depresión proximal a la 1.ª articulación metatarsofalángica, en el límite entre la piel roja y la blanca',
  },
  'acupoint.CV12.location': {
    en: 'Upper abdomen, on the anterior midline, 4 cun above the umbilicus',
    text: 'Abdomen superior, en la línea media anterior, 4 cun por encima del ombligo',
  },
  'acupoint.BL21.location': {
    en: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T12',
    text: 'Parte superior de la espalda, a 1,5 cun lateral del borde inferior de la apófisis espinosa de T12',
  },
  'acupoint.CV6.location': {
    en: 'Lower abdomen, on the anterior midline, 1.5 cun below the umbilicus',
    text: 'Abdomen inferior, en la línea media anterior, 1,5 cun por debajo del ombligo',
  },
  'acupoint.ST25.location': {
    en: 'Abdomen, 2 cun lateral to the centre of the umbilicus',
    text: 'Abdomen, a 2 cun lateral del centro del ombligo',
  },
  'acupoint.CV8.location': { en: 'At the centre of the umbilicus', text: 'En el centro del ombligo' },
  'acupoint.CV9.location': {
    en: 'Upper abdomen, on the anterior midline, 1 cun above the umbilicus',
    text: 'Abdomen superior, en la línea media anterior, 1 cun por encima del ombligo',
  },
  'acupoint.ST44.location': {
    en: 'Dorsum of the foot, between the 2nd and 3rd toes, proximal to the web margin',
    text: 'Dorso del pie, entre el 2.º y el 3.er dedo, proximal al borde de la membrana interdigital',
  },
  'acupoint.ST21.location': {
    en: 'Upper abdomen, 4 cun above the umbilicus, 2 cun lateral to the anterior midline',
    text: 'Abdomen superior, 4 cun por encima del ombligo, a 2 cun lateral de la línea media anterior',
  },
  'acupoint.ST34.location': {
    en: 'Anterolateral thigh, 2 cun above the base of the patella, between vastus lateralis and the lateral border of the rectus femoris tendon',
    text: 'Cara anterolateral del muslo, 2 cun por encima de la base de la rótula, entre el vasto lateral y el borde lateral del tendón del recto femoral',
  },
  'acupoint.KI6.location': {
    en: 'Medial foot, 1 cun below the prominence of the medial malleolus, in the depression below it',
    text: 'Cara medial del pie, 1 cun por debajo de la prominencia del maléolo medial, en la depresión situada debajo de él',
  },
  'acupoint.CV10.location': {
    en: 'Upper abdomen, on the anterior midline, 2 cun above the umbilicus',
    text: 'Abdomen superior, en la línea media anterior, 2 cun por encima del ombligo',
  },
  'acupoint.SP4.location': {
    en: 'Medial foot, anterior and inferior to the base of the 1st metatarsal bone, at the border of the red and white skin',
    text: 'Cara medial del pie, por delante y por debajo de la base del 1.er metatarsiano, en el límite entre la piel roja y la blanca',
  },
  'acupoint.HT7.location': {
    en: 'Anterior wrist, at the wrist crease, radial to the tendon of flexor carpi ulnaris',
    text: 'Cara anterior de la muñeca, en el pliegue de la muñeca, en el lado radial del tendón del flexor cubital del carpo',
  },
  'acupoint.CV14.location': {
    en: 'Upper abdomen, on the anterior midline, 6 cun above the umbilicus',
    text: 'Abdomen superior, en la línea media anterior, 6 cun por encima del ombligo',
  },
  'acupoint.BL15.location': {
    en: 'Upper back, 1.5 cun lateral to the lower border of the spinous process of T5',
    text: 'Parte superior de la espalda, a 1,5 cun lateral del borde inferior de la apófisis espinosa de T5',
  },
  'acupoint.HT6.location': {
    en: 'Anterior forearm, 0.5 cun proximal to the wrist crease, radial to the tendon of flexor carpi ulnaris',
    text: 'Cara anterior del antebrazo, 0,5 cun proximal al pliegue de la muñeca, en el lado radial del tendón del flexor cubital del carpo',
  },
  'acupoint.PC7.location': {
    en: 'Anterior wrist, at the wrist crease, between the tendons of palmaris longus and flexor carpi radialis',
    text: 'Cara anterior de la muñeca, en el pliegue de la muñeca, entre los tendones del palmar largo y del flexor radial del carpo',
  },
  'acupoint.HT8.location': {
    en: 'Palm, between the 4th and 5th metacarpal bones, where the tip of the little finger rests when a fist is made',
    text: 'Palma de la mano, entre el 4.º y el 5.º metacarpiano, donde descansa la punta del meñique al cerrar el puño',
  },
  'acupoint.HT9.location': {
    en: 'Radial side of the little finger, 0.1 cun from the corner of the nail',
    text: 'Lado radial del meñique, a 0,1 cun del ángulo de la uña',
  },
  'acupoint.BL23.location': {
    en: '1.5 cun lateral to the lower border of the spinous process of L2',
    text: 'A 1,5 cun lateral del borde inferior de la apófisis espinosa de L2',
  },
  'acupoint.LU9.location': {
    en: 'At the wrist crease, in the depression between the radial artery and the abductor pollicis longus tendon',
    text: 'En el pliegue de la muñeca, en la depresión entre la arteria radial y el tendón del abductor largo del pulgar',
  },
  'acupoint.LU7.location': {
    en: '1.5 cun above the wrist crease, on the radial side of the forearm between the abductor pollicis longus and extensor pollicis brevis tendons',
    text: '1,5 cun por encima del pliegue de la muñeca, en el lado radial del antebrazo, entre los tendones del abductor largo y del extensor corto del pulgar',
  },
  'acupoint.BL13.location': {
    en: '1.5 cun lateral to the lower border of the spinous process of T3',
    text: 'A 1,5 cun lateral del borde inferior de la apófisis espinosa de T3',
  },
  'acupoint.GV12.location': {
    en: 'Below the spinous process of T3, on the midline',
    text: 'Debajo de la apófisis espinosa de T3, en la línea media',
  },
  'acupoint.CV17.location': {
    en: 'On the midline at the level of the fourth intercostal space',
    text: 'En la línea media, a la altura del cuarto espacio intercostal',
  },
  'acupoint.LU10.location': {
    en: 'On the palm, at the midpoint of the first metacarpal bone, at the border of the red and white skin',
    text: 'En la palma, en el punto medio del primer metacarpiano, en el límite entre la piel roja y la blanca',
  },
  'acupoint.BL43.location': {
    en: '3 cun lateral to the lower border of the spinous process of T4',
    text: 'A 3 cun lateral del borde inferior de la apófisis espinosa de T4',
  },
  'acupoint.LU5.location': {
    en: 'On the cubital crease, in the depression radial to the biceps tendon',
    text: 'En el pliegue del codo, en la depresión radial al tendón del bíceps',
  },
  'acupoint.LU1.location': {
    en: '6 cun lateral to the midline, at the level of the first intercostal space',
    text: 'A 6 cun lateral de la línea media, a la altura del primer espacio intercostal',
  },
  'acupoint.ST40.location': {
    en: '8 cun above the lateral malleolus, two finger-breadths lateral to the anterior crest of the tibia',
    text: '8 cun por encima del maléolo lateral, a dos traveses de dedo lateral de la cresta anterior de la tibia',
  },
  'acupoint.BL12.location': {
    en: '1.5 cun lateral to the lower border of the spinous process of T2',
    text: 'A 1,5 cun lateral del borde inferior de la apófisis espinosa de T2',
  },
  'acupoint.GV16.location': {
    en: 'On the midline, directly below the external occipital protuberance',
    text: 'En la línea media, justo debajo de la protuberancia occipital externa',
  },
  'acupoint.LI20.location': {
    en: 'In the nasolabial groove, level with the midpoint of the lateral border of the ala nasi',
    text: 'En el surco nasolabial, a la altura del punto medio del borde lateral del ala de la nariz',
  },
  'acupoint.TE5.location': {
    en: '2 cun above the dorsal wrist crease, between the radius and the ulna',
    text: '2 cun por encima del pliegue dorsal de la muñeca, entre el radio y el cúbito',
  },
  'acupoint.GV14.location': {
    en: 'On the midline, below the spinous process of C7',
    text: 'En la línea media, debajo de la apófisis espinosa de C7',
  },
  'acupoint.LU11.location': {
    en: 'On the radial side of the thumb, 0.1 cun from the corner of the nail',
    text: 'En el lado radial del pulgar, a 0,1 cun del ángulo de la uña',
  },
  'acupoint.GV4.location': {
    en: 'On the midline, below the spinous process of L2',
    text: 'En la línea media, debajo de la apófisis espinosa de L2',
  },
  'acupoint.KI7.location': {
    en: '2 cun above KI3, on the anterior border of the Achilles tendon',
    text: '2 cun por encima de KI3, en el borde anterior del tendón de Aquiles',
  },
  'acupoint.BL52.location': {
    en: '3 cun lateral to the lower border of the spinous process of L2',
    text: 'A 3 cun lateral del borde inferior de la apófisis espinosa de L2',
  },
  'acupoint.KI2.location': {
    en: 'On the medial foot, below the tuberosity of the navicular bone, at the border of the red and white skin',
    text: 'En la cara medial del pie, por debajo de la tuberosidad del escafoides, en el límite entre la piel roja y la blanca',
  },
  'acupoint.SP10.location': {
    en: '2 cun above the superior border of the patella, on the bulge of the vastus medialis',
    text: '2 cun por encima del borde superior de la rótula, sobre el relieve del vasto medial',
  },
  'acupoint.SP8.location': {
    en: '3 cun below SP9, behind the medial border of the tibia',
    text: '3 cun por debajo de SP9, por detrás del borde medial de la tibia',
  },
  'acupoint.CV3.location': {
    en: 'On the midline, 4 cun below the umbilicus',
    text: 'En la línea media, 4 cun por debajo del ombligo',
  },
  'acupoint.BL28.location': {
    en: '1.5 cun lateral to the midline at the level of the second posterior sacral foramen',
    text: 'A 1,5 cun lateral de la línea media, a la altura del segundo agujero sacro posterior',
  },
  'acupoint.BL22.location': {
    en: '1.5 cun lateral to the lower border of the spinous process of L1',
    text: 'A 1,5 cun lateral del borde inferior de la apófisis espinosa de L1',
  },
  'acupoint.BL39.location': {
    en: 'At the lateral end of the popliteal crease, medial to the biceps femoris tendon',
    text: 'En el extremo lateral del pliegue poplíteo, medial al tendón del bíceps femoral',
  },
};
