/**
 * ERR-004/036: errors are logged. Today that is the browser console; an error-reporting service
 * (OP-16) plugs in here, and must skip network, timeout and fetch failures (ERR-037).
 */
export function logError(context: string, error: unknown): void {
  console.error(`[hearth] ${context}`, error);
}
