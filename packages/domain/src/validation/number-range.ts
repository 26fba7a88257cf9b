export interface NumberRange {
  min?: number;
  max?: number;
}

/** VAL-051: a number, not NaN, within the optional inclusive bounds. */
export function isNumberInRange(value: unknown, { min, max }: NumberRange = {}): value is number {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    return false;
  }
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}
