/** APP-026: an account is shown by the last 4 characters of its mask (or number), never in full. */
export function getLastFour(maskOrNumber: string | null | undefined): string {
  const digits = (maskOrNumber ?? '').replace(/[^0-9A-Za-z]/g, '');
  return digits.slice(-4);
}
