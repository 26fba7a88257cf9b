import { describe, expect, it } from 'vitest';
import { localeFormat, toDate } from './locale-format.ts';

const en = localeFormat('en');
const es = localeFormat('es');
const MOMENT = '2026-03-05T19:30:00Z';

describe('localeFormat: en-US and es-US side by side', () => {
  it.each<[string, (f: typeof en) => string, string, string]>([
    ['money, whole dollars', (f) => f.currency(1234567), '$1,234,567', '$1,234,567'],
    ['money, cents, half-to-even', (f) => f.currency('1234.565', 2), '$1,234.56', '$1,234.56'],
    ['negative money', (f) => f.currency(-1234.5, 2), '-$1,234.50', '-$1,234.50'],
    ['percent', (f) => f.percent(7.6), '7.6%', '7.6%'],
    ['APR', (f) => f.apr('17.2'), '17.20%', '17.20%'],
    ['a count', (f) => f.number(1850), '1,850', '1,850'],
    ['a calendar date', (f) => f.date('2026-03-05'), '03/05/2026', '5 mar 2026'],
    ['a calendar date in a sentence', (f) => f.longDate('2026-03-05'), 'March 5, 2026', '5 de marzo de 2026'],
    [
      'a moment in New York',
      (f) => f.dateTime(MOMENT, 'America/New_York'),
      'Mar 5, 2026, 2:30 PM',
      '5 mar 2026, 2:30 p.m.',
    ],
    ['a US phone number', (f) => f.phone('+14155550123'), '(415) 555-0123', '(415) 555-0123'],
    ['a configured phone number', (f) => f.phone('888-819-6388'), '888-819-6388', '888-819-6388'],
  ])('%s', (_case, format, english, spanish) => {
    expect(format(en).replace(/\u202f/g, ' ')).toBe(english);
    expect(format(es).replace(/\u202f/g, ' ')).toBe(spanish);
  });

  it('money and percentages agree with what ICU writes for es-US', () => {
    const icuMoney = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' });
    const icuPercent = new Intl.NumberFormat('es-US', { style: 'percent', minimumFractionDigits: 2 });
    expect(es.currency(-98765.4, 2)).toBe(icuMoney.format(-98765.4));
    expect(es.apr(7.6)).toBe(icuPercent.format(0.076));
  });

  it('names its locale for Intl and React Aria', () => {
    expect([en.locale, es.locale]).toEqual(['en-US', 'es-US']);
  });

  it('reads a calendar date as that day wherever the runtime is', () => {
    const day = toDate('2026-12-31');
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 11, 31]);
  });
});
