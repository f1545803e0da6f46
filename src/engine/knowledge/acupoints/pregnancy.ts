/**
 * Points traditionally forbidden in pregnancy, with why (Deadman, Al-Khafaji and Baker, A Manual
 * of Acupuncture, each point's 'Cautions'; Maciocia, Obstetrics and Gynecology in Chinese
 * Medicine): LI4, SP6, BL60, BL67 and GB21 move downwards and are used to induce labour; points
 * of the lower abdomen and the sacrum are not needled in pregnancy (of those, the ones the
 * knowledge base holds: CV3, CV4, CV6, BL28).
 */
export const PREGNANCY_FORBIDDEN_POINTS: ReadonlyMap<string, 'labour' | 'lower-abdomen'> = new Map([
  ['LI4', 'labour'],
  ['SP6', 'labour'],
  ['BL60', 'labour'],
  ['BL67', 'labour'],
  ['GB21', 'labour'],
  ['CV3', 'lower-abdomen'],
  ['CV4', 'lower-abdomen'],
  ['CV6', 'lower-abdomen'],
  ['BL28', 'lower-abdomen'],
]);
