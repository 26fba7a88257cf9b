/**
 * The developer toolbar exists outside production builds only, or when a build opts in with
 * VITE_HEARTH_DEV_TOOLBAR=true (a sandbox demo). In production the module is never loaded.
 */
export function isDevToolbarEnabled(env: Record<string, unknown> = import.meta.env): boolean {
  return env.PROD !== true || env.VITE_HEARTH_DEV_TOOLBAR === 'true';
}
