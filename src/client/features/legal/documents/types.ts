/** A legal page in one language: sections of plain paragraphs. */
export interface LegalDocument {
  title: string;
  /** ISO date of the last change. */
  updated: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}
