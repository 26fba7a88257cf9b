import { Decimal } from 'decimal.js';

/** Plain decimal notation, optionally with an exponent; no hex, binary or "Infinity". */
const DECIMAL_NOTATION = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A finite Decimal from a number, a decimal string or a Decimal; undefined for anything else. */
export function toFiniteDecimal(value: unknown): Decimal | undefined {
  if (value instanceof Decimal) {
    return value.isFinite() ? value : undefined;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? new Decimal(value) : undefined;
  }
  if (typeof value === 'string' && DECIMAL_NOTATION.test(value.trim())) {
    return new Decimal(value.trim());
  }
  return undefined;
}
