/** US Letter in points, with room at the bottom for the signing stamp and the footer. */
export const PAGE = {
  width: 612,
  height: 792,
  marginX: 54,
  top: 738,
  /** Content never goes below this: the stamp (signed copies) and footer live underneath. */
  contentBottom: 112,
  footerY: 30,
  stampTop: 98,
} as const;

export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.marginX;

export const TEXT_SIZE = { title: 16, heading: 13, subheading: 11, body: 9.5, small: 7.5 } as const;
export const LEADING = 1.35;
