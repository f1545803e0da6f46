/**
 * Words for the findings: the SPEC §3 `tongue_analysis` group (short English phrases) and the
 * consumer 'Key Observations'. Educational wording: what the photo shows and what TCM
 * traditionally associates with it, never a diagnosis.
 */
import type { TongueAnalysisGroup, TongueFindings } from '../findings.ts';

type Described = Omit<TongueFindings, 'tongueAnalysis' | 'observations'>;

const BODY_PHRASE: Record<string, string> = {
  pale: 'pale',
  normal: 'pale red (normal)',
  red: 'red',
  'deep-red': 'deep red',
  purple: 'purplish',
};

function regionPhrase(d: Described, region: keyof Described['regions']): string {
  const r = d.regions[region];
  const centre = d.regions.centre;
  const tone =
    r.redness - centre.redness >= 5
      ? 'redder than the centre'
      : centre.redness - r.redness >= 5
        ? 'paler than the centre'
        : 'same colour as the centre';
  const coat =
    r.coatingCoverage < 0.12
      ? 'little or no coating'
      : `${r.coatingCoverage >= 0.45 ? 'thick' : 'thin'} ${r.coatingColour === 'none' ? 'white' : r.coatingColour} coating`;
  return `${tone}, ${coat}`;
}

/** Builds the SPEC §3 tongue_analysis group. */
export function writeTongueAnalysis(d: Described): TongueAnalysisGroup {
  const a = d.assessment;
  const bordes = [
    regionPhrase(d, 'leftSide'),
    d.toothMarks.present ? `${d.toothMarks.severity} tooth marks` : 'no tooth marks',
  ].join('; ');
  const sizeShape = [
    a.size.value === 'normal' ? 'normal size' : a.size.value === 'enlarged' ? 'enlarged (swollen)' : 'small',
    a.shape.value === 'normal' ? 'normal shape' : a.shape.value,
    d.cracks.present ? `${d.cracks.severity} cracks${d.cracks.midline ? ' (midline)' : ''}` : 'no cracks',
  ].join(', ');
  return {
    color_cuerpo: BODY_PHRASE[a.bodyColor.value] ?? a.bodyColor.value,
    saburra: {
      color:
        d.coatingDetails.colour === 'none'
          ? 'none'
          : d.coatingDetails.shade === 'light-yellow'
            ? 'light yellow'
            : d.coatingDetails.colour,
      grosor: d.coatingDetails.thickness,
      distribucion: d.coatingDetails.thickness === 'none' ? 'none' : d.coatingDetails.distribution,
    },
    forma_tamaño: sizeShape,
    humedad: a.moisture.value,
    areas_especificas: {
      punta: regionPhrase(d, 'tip') + (d.signs.includes('red-tip') ? ' (red tip)' : ''),
      bordes,
      centro: regionPhrase(d, 'centre') + (d.cracks.midline ? ', midline crack' : ''),
      raiz: regionPhrase(d, 'root') + (d.signs.includes('thick-root-coating') ? ' (thick root coating)' : ''),
    },
  };
}

/** Plain-language observations for consumers, most notable first. */
export function writeObservations(d: Described): string[] {
  const out: string[] = [];
  const a = d.assessment;
  switch (a.bodyColor.value) {
    case 'pale':
      out.push(
        'Your tongue looks paler than usual, which in TCM is often linked with low energy (Qi) or Blood that needs nourishing.',
      );
      break;
    case 'red':
      out.push('Your tongue looks redder than usual, which TCM traditionally associates with heat in the body.');
      break;
    case 'deep-red':
      out.push('Your tongue looks deep red, which TCM traditionally associates with strong internal heat.');
      break;
    case 'purple':
      out.push('Your tongue has a purplish tone, which TCM traditionally associates with sluggish circulation of Qi and Blood.');
      break;
    default:
      out.push('Your tongue body has a healthy pale-red colour.');
  }
  const c = d.coatingDetails;
  if (c.thickness === 'none')
    out.push('There is little or no coating on your tongue; in TCM a very bare tongue can point to depleted fluids (Yin).');
  else if (c.colour === 'yellow')
    out.push(
      `Your tongue has a ${c.thickness} yellowish coating, which TCM often reads as a sign of heat, for example in digestion.`,
    );
  else if (c.colour === 'white' && c.thickness === 'thick')
    out.push('Your tongue has a thick white coating, which TCM often links with dampness or cold affecting digestion.');
  else if (c.colour === 'white') out.push('Your tongue has a thin white coating, which is considered normal in TCM.');
  else if (c.colour === 'brown-grey' || c.colour === 'black')
    out.push(
      `Your tongue coating looks ${c.colour === 'black' ? 'very dark' : 'brownish-grey'}; food, drinks or smoking can stain it, so check again another day.`,
    );
  if (d.signs.includes('red-tip'))
    out.push(
      'The tip of your tongue is redder than the rest, which TCM links with restlessness, stress or poor sleep (Heart heat).',
    );
  if (d.signs.includes('red-sides'))
    out.push('The sides of your tongue are redder than the centre, which TCM associates with tension in the Liver system.');
  if (d.toothMarks.present)
    out.push(
      'The edges of your tongue show tooth marks (a scalloped outline), which TCM often links with a weak digestion (Spleen Qi) and fluid retention.',
    );
  if (d.cracks.present)
    out.push(
      `Your tongue shows ${d.cracks.severity === 'severe' ? 'marked' : 'some'} cracks, which TCM often associates with dryness or depleted fluids.`,
    );
  if (d.signs.includes('thick-root-coating'))
    out.push('The coating is thicker at the back of your tongue, which TCM relates to the lower digestive tract.');
  if (d.signs.includes('peeled-coating'))
    out.push('Your coating is missing in patches, which TCM often links with depleted Stomach Yin.');
  if (a.moisture.value === 'dry') out.push('Your tongue looks rather dry; drinking enough water and rest are worth checking.');
  if (a.moisture.value === 'wet') out.push('Your tongue looks very moist, which TCM relates to dampness or fluid build-up.');
  out.push('These observations are educational and depend on light and camera; they are not a medical diagnosis.');
  return out;
}
