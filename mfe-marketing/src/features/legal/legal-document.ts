/** A legal page's text: paragraphs and bullet lists under numbered headings. */
export type LegalBlock = string | { list: string[] };

export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** What the document covers, shown under the title. */
  summary: string;
  sections: LegalSection[];
}
