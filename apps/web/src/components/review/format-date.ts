/** "October 2, 2026" from an ISO instant, as a US notice dates it. */
export function formatLongDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));
}
