/**
 * Phrases about the tongue and pulse that contain symptom words ('trembling tongue',
 * 'lengua hinchada', 'tense pulse'). They are matched like symptoms and then dropped,
 * so the longest-match rule keeps them from being read as symptoms (tremor, bloating,
 * stress). Tongue and pulse findings have their own fields in the assessment.
 */
const SUBJECTS = ['tongue', 'pulse', 'coating', 'lengua', 'pulso', 'saburra', 'capa'];
const WORDS = [
  'trembling',
  'tremulous',
  'tremor',
  'swollen',
  'tense',
  'tight',
  'dry',
  'cold',
  'weak',
  'pale',
  'thin',
  'sticky',
  'greasy',
  'cracked',
  'stiff',
  'hinchada',
  'hinchado',
  'inflamada',
  'inflamado',
  'temblorosa',
  'tembloroso',
  'temblor',
  'tensa',
  'tenso',
  'seca',
  'seco',
  'palida',
  'palido',
  'debil',
  'pegajosa',
  'rigida',
  'agrietada',
];

/** Every subject/word pair in both orders ('trembling tongue', 'tongue trembling', 'tongue is trembling'). */
export const NON_SYMPTOM_PHRASES: readonly string[] = SUBJECTS.flatMap((subject) =>
  WORDS.flatMap((word) => [`${word} ${subject}`, `${subject} ${word}`, `${subject} is ${word}`, `${subject} esta ${word}`]),
);
