/**
 * The 14 standard PDF fonts only encode WinAnsi (CP1252); pdf-lib throws on anything else. Every
 * string drawn goes through `toWinAnsi`: accents that WinAnsi lacks are decomposed to their base
 * letter, line breaks and tabs become spaces, and whatever is left over becomes "?".
 */
const CP1252_HIGH = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function isWinAnsi(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xff) ||
    CP1252_HIGH.includes(String.fromCodePoint(codePoint))
  );
}

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const WHITESPACE_CONTROLS = /[\t\n\r\v\f\u2028\u2029]/g;

/** Maps one character: kept, decomposed to a base letter, or replaced with "?". */
function toWinAnsiChar(char: string): string {
  const codePoint = char.codePointAt(0) ?? 0;
  if (isWinAnsi(codePoint)) {
    return char;
  }
  const base = char.normalize('NFKD').replace(COMBINING_MARKS, '');
  if (base.length > 0 && [...base].every((part) => isWinAnsi(part.codePointAt(0) ?? 0))) {
    return base;
  }
  return '?';
}

/** C0/C1 controls and zero-width marks: dropped rather than shown as "?". */
function isInvisible(codePoint: number): boolean {
  return (
    codePoint < 0x20 ||
    (codePoint >= 0x7f && codePoint <= 0x9f) ||
    (codePoint >= 0x200b && codePoint <= 0x200f) ||
    codePoint === 0x2060 ||
    codePoint === 0xfeff
  );
}

export function toWinAnsi(text: string): string {
  return Array.from(text.replace(WHITESPACE_CONTROLS, ' '))
    .filter((char) => !isInvisible(char.codePointAt(0) ?? 0))
    .map(toWinAnsiChar)
    .join('');
}
