import { Fragment } from 'react';

/**
 * The words of a name without spaces, each with where it starts (a stable key): a word ends after
 * an underscore (WAITING_FOR_AVM_DATA) and before an at sign (someone@hearth.test).
 */
export function nameWords(name: string): Array<{ at: number; text: string }> {
  return [...name.matchAll(/[^_@]*_|@?[^_@]+|@/g)].map((match) => ({ at: match.index, text: match[0] }));
}

/**
 * A long name staff read whole (a step, a document type, an e-mail address): a narrow column may
 * wrap it where a word ends, never inside a word, and it still reads and copies as one name.
 */
export function BreakableName({ name, className }: { name: string; className?: string }) {
  return (
    <span className={className}>
      {nameWords(name).map(({ at, text }) => (
        <Fragment key={at}>
          {at > 0 ? <wbr /> : null}
          {text}
        </Fragment>
      ))}
    </span>
  );
}
