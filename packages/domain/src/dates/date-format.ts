import { format, isValid, parse } from 'date-fns';
import { es } from 'date-fns/locale/es';
import type { Language } from '../profile/language.ts';

export const DISPLAY_DATE_FORMAT = 'MM/dd/yyyy';
export const WIRE_DATE_FORMAT = 'yyyy-MM-dd';

const DISPLAY_SHAPE = /^\d{2}\/\d{2}\/\d{4}$/;
const WIRE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
// Parsing a whole date ignores the reference; any fixed date keeps the result deterministic.
const REFERENCE_DATE = new Date(2000, 0, 1);

function convert(value: string, shape: RegExp, from: string, to: string): string | undefined {
  if (!shape.test(value)) {
    return undefined;
  }
  const date = parse(value, from, REFERENCE_DATE);
  return isValid(date) ? format(date, to) : undefined;
}

/** KIT-016: "2024-03-05" (as sent) → "03/05/2024" (as shown); undefined if not a real date. */
export function toDisplayDate(wireDate: string): string | undefined {
  return convert(wireDate, WIRE_SHAPE, WIRE_DATE_FORMAT, DISPLAY_DATE_FORMAT);
}

/** KIT-016: "03/05/2024" (as typed) → "2024-03-05" (as sent); undefined if not a real date. */
export function toWireDate(displayDate: string): string | undefined {
  return convert(displayDate, DISPLAY_SHAPE, DISPLAY_DATE_FORMAT, WIRE_DATE_FORMAT);
}

/** KIT-016: a moment shown as MM/dd/yyyy in the runtime's local time zone. */
export function formatDisplayDate(date: Date): string {
  return format(date, DISPLAY_DATE_FORMAT);
}

const SPANISH_LONG_DATE = "d 'de' MMMM 'de' yyyy";

/**
 * A document's date as a US lender prints it to a Spanish-speaking borrower: "2 de julio de 2026"
 * (the numeric es-US form, 2/7/2026, reads as February to many US readers). English keeps
 * MM/dd/yyyy. The input itself when it is not a yyyy-MM-dd date.
 */
export function toDocumentDate(wireDate: string, language: Language): string {
  if (language === 'en') {
    return toDisplayDate(wireDate) ?? wireDate;
  }
  const date = WIRE_SHAPE.test(wireDate) ? parse(wireDate, WIRE_DATE_FORMAT, REFERENCE_DATE) : undefined;
  return date && isValid(date) ? format(date, SPANISH_LONG_DATE, { locale: es }) : wireDate;
}
