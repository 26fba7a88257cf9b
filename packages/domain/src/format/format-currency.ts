import type { Decimal } from 'decimal.js';
import { formatMoney } from './format-money.ts';

const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * OFR-022: US dollars as en-US shows them ("$1,235", "-$1,234.56"); 0 decimals unless asked.
 * Rounds half-to-even through formatMoney, so invalid input throws ERR-014.
 */
export function formatCurrency(value: Decimal.Value, decimals = 0): string {
  const fixed = formatMoney(value, decimals);
  const sign = fixed.startsWith('-') ? '-' : '';
  const [whole = '', fraction] = fixed.replace('-', '').split('.');
  const grouped = whole.replace(THOUSANDS, ',');
  return `${sign}$${fraction === undefined ? grouped : `${grouped}.${fraction}`}`;
}
