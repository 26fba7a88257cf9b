const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO instant as staff read it, in the browser's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? DATE_TIME.format(new Date(iso)) : '—';
}

const UNITS: Array<[label: string, ms: number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How long since `iso`, as a person says it: the two largest units ("3 days 4 hours", "2 hours 5
 * minutes", "12 minutes"), "under a minute" below that.
 */
export function formatElapsed(iso: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  const first = UNITS.findIndex(([, ms]) => elapsed >= ms);
  if (first === -1) {
    return 'under a minute';
  }
  const say = (count: number, label: string) => `${count} ${label}${count === 1 ? '' : 's'}`;
  const [label, ms] = UNITS[first] as [string, number];
  const count = Math.floor(elapsed / ms);
  const next = UNITS[first + 1];
  const nextCount = next ? Math.floor((elapsed - count * ms) / next[1]) : 0;
  return next && nextCount > 0 ? `${say(count, label)} ${say(nextCount, next[0])}` : say(count, label);
}

const MONEY = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export function formatMoney(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '—' : MONEY.format(amount);
}
