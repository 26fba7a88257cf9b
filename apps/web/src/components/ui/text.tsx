import type { ReactNode } from 'react';

/** KIT-012: text renders only as a paragraph or an inline element. */
export const TEXT_ELEMENTS = [
  'p',
  'span',
  'strong',
  'em',
  'small',
  'b',
  'i',
  'abbr',
  'time',
  'mark',
  'code',
] as const;
export type TextElement = (typeof TEXT_ELEMENTS)[number];

export interface TextProps {
  as?: TextElement;
  children: ReactNode;
  className?: string;
}

export function assertTextElement(element: string): asserts element is TextElement {
  if (!(TEXT_ELEMENTS as readonly string[]).includes(element)) {
    throw new Error(`Text cannot render as <${element}>; use one of ${TEXT_ELEMENTS.join(', ')}`);
  }
}

/** A run of text as a paragraph (default) or an allowed inline element. */
export function Text({ as = 'p', children, className }: TextProps) {
  assertTextElement(as);
  const Element = as;
  return <Element className={className}>{children}</Element>;
}
