// A topic of the Lab's explanations: one section of Red Blob Games' "Hexagonal Grids" guide, its formula and why it
// works. The words themselves (and the formulas' words) are in the UI's lab catalogue, one per language.
import { GUIDE } from './code/lang';

export interface Topic {
  /** the guide section's anchor, without the # */
  readonly anchor: string;
  /** the guide section's name, as the link reads (the guide's own English title) */
  readonly section: string;
  /** the topic's name in the reader's language, as its heading reads */
  readonly title: string;
  /** the formula, a line each */
  readonly formula: readonly string[];
  /** why it works, in a few sentences */
  readonly why: string;
}

/** The address of a section of the guide. */
export const guideLink = (t: Pick<Topic, 'anchor'>) => `${GUIDE}#${t.anchor}`;
