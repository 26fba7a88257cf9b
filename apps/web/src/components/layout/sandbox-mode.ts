/**
 * DESIGN.md: sandbox providers are on by default and the UI says so. A production build turns the
 * banner off with VITE_HEARTH_SANDBOX=false.
 */
export function isSandboxMode(env: Record<string, unknown> = import.meta.env): boolean {
  return env.VITE_HEARTH_SANDBOX !== 'false';
}
