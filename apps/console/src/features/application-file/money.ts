const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole dollars as staff read them; none on file reads "—". */
export function formatMoney(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : USD.format(value);
}
