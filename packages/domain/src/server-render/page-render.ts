import type { OrgPayload } from '../org/org-config.ts';
import type { Language } from '../profile/language.ts';

/**
 * The contract between the server and the web app's server build (decision 012), declared once:
 * `apps/web/src/entry-server.tsx` implements `renderPage`, `apps/server/src/modules/spa` calls it.
 * The domain has no DOM or Node types, so the two sides name their own `fetch`, signal and state.
 */
export interface PageRenderRequest<Platform extends { fetch: unknown; signal: unknown }> {
  /** The page's absolute URL. */
  url: string;
  /** `Bearer <jwt>`: the session the request carried; null for a visitor (a signed-out page). */
  jwt: string | null;
  /**
   * A form sent without scripts (a POST, `application/x-www-form-urlencoded`): the page's route
   * `action` reads it, and the page renders with what the action answered.
   */
  form?: string;
  org: OrgPayload;
  /** The page's language, as the server chose it (decision 036); `<html lang>` says the same. */
  language: Language;
  /** Calls the API in-process as this session (API paths relative to the origin). */
  fetch: Platform['fetch'];
  /** Aborts the render (the server's time limit). */
  signal: Platform['signal'];
}

export type PageRenderResult<State extends object = object> =
  /** `status`: the action's (400 for a form with a field's message); 200 when absent. */
  | { kind: 'page'; html: string; state: State; status?: number }
  | { kind: 'redirect'; location: string }
  | { kind: 'declined'; reason: string };

/** Where a page rendered on the server carries the state the browser hydrates from (a JSON data block). */
export const SERVER_RENDER_STATE_ELEMENT_ID = 'hearth-ssr';
