import type { OrgPayload } from '@hearth/domain/org/org-config';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page rendered on the server reads in place of the browser's state (decision 012): the
 * request's session token, its organisation, a query client of its own and a `fetch` that calls
 * the API in-process. One per request; `entry-server.tsx` installs the reader (an
 * AsyncLocalStorage), so concurrent renders never see each other's. In the browser there is none.
 */
export interface ServerRenderContext {
  /** `Bearer <jwt>`, as the browser stores it; null for a visitor. */
  jwt: string | null;
  org: OrgPayload;
  queryClient: QueryClient;
  fetch: typeof fetch;
  /**
   * A visitor's register answers read from their server-side draft (decision 029 §5): the register
   * store reads these on the server (registration's RegisterData, set by its steps' loader).
   * Undefined when the visitor has no draft.
   */
  visitorRegisterData?: object;
  /** Set by `Redirect` (components/redirect.tsx) while rendering: the server answers a redirect instead of the page. */
  redirectTo?: string;
}

let readContext: () => ServerRenderContext | undefined = () => undefined;

export function setServerRenderContextReader(reader: () => ServerRenderContext | undefined): void {
  readContext = reader;
}

/** The current server render's context; undefined in the browser and outside a render. */
export function getServerRenderContext(): ServerRenderContext | undefined {
  return readContext();
}
