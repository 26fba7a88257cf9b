/**
 * The only browser storage the app uses (CONTRACT): the bearer token in localStorage `jwt`
 * (API-003, stored with its `Bearer ` prefix), the application uuid read by /plaid-oauth-success
 * (RTE-003, localStorage `helocUuid` as the spec names it) and the dynamic-import retry counter in
 * sessionStorage (ERR-005), and the support chat's session in sessionStorage (CHT-015, CHT-024: the
 * conversation, its token and expiry to resume it in this tab; never the name or e-mail). The session cookie of decision 012 is the server's, HttpOnly: no script
 * reads or writes it.
 */
import { isRecord } from '@hearth/domain/util/is-record';
import { getServerRenderContext } from './render-context.ts';

const JWT_KEY = 'jwt';
/** REGISTER_STORAGE_KEY of features/registration/lib/register-store.ts. */
const REGISTER_DATA_KEY = 'hearth-register-data';
const HELOC_UUID_KEY = 'helocUuid';
const IMPORT_RETRY_KEY = 'hearth-import-retries';
const CHAT_SESSION_KEY = 'hearth-chat-session';
const JWT_CHANGE_EVENT = 'hearth:jwt-change';

type StorageKind = 'localStorage' | 'sessionStorage';

/** The browser's storage; there is none on the server (decision 012) or when the browser refuses it. */
function readItem(kind: StorageKind, key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window[kind].getItem(key);
  } catch {
    return null;
  }
}

function writeItem(kind: StorageKind, key: string, value: string | null): void {
  if (typeof window === 'undefined') {
    return;
  }
  try {
    const storage = window[kind];
    if (value === null) {
      storage.removeItem(key);
    } else {
      storage.setItem(key, value);
    }
  } catch {
    // Storage disabled (private mode, quota): the app keeps working without persistence.
  }
}

/** `Bearer <token>`; a raw token is given the prefix. */
export function toBearer(token: string): string {
  const trimmed = token.trim();
  return /^Bearer /i.test(trimmed) ? `Bearer ${trimmed.slice(7).trim()}` : `Bearer ${trimmed}`;
}

/**
 * Whether this tab holds register answers (registration's sessionStorage key, REG-022): a page the
 * server rendered for a visitor shows none, so it is not hydrated over them.
 */
export function hasRegisterAnswers(): boolean {
  return readItem('sessionStorage', REGISTER_DATA_KEY) !== null;
}

/** The stored token; on the server, the token of the request being rendered (decision 012). */
export function getJwt(): string | null {
  const server = getServerRenderContext();
  if (server) {
    return server.jwt;
  }
  return readItem('localStorage', JWT_KEY);
}

export function setJwt(token: string): void {
  const server = getServerRenderContext();
  if (server) {
    // On the server only a form's action obtains a token (a register sent without scripts): the
    // calls after it in the same answer are that borrower's. The browser gets the session cookie.
    if (server.jwt === null) {
      server.jwt = toBearer(token);
    }
    return;
  }
  const bearer = toBearer(token);
  if (bearer !== getJwt()) {
    writeItem('localStorage', JWT_KEY, bearer);
    window.dispatchEvent(new Event(JWT_CHANGE_EVENT));
  }
}

export function clearJwt(): void {
  if (!getServerRenderContext() && getJwt() !== null) {
    writeItem('localStorage', JWT_KEY, null);
    window.dispatchEvent(new Event(JWT_CHANGE_EVENT));
  }
}

/** Calls `listener` when the token changes in this tab or another. */
export function subscribeToJwt(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === JWT_KEY) {
      listener();
    }
  };
  window.addEventListener(JWT_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(JWT_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The `jti` claim of a `Bearer <jwt>` (read, not verified: it only names the token), or undefined. */
export function readTokenId(bearer: string): string | undefined {
  const payload = bearer.replace(/^Bearer /i, '').split('.')[1];
  if (!payload) {
    return undefined;
  }
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return isRecord(claims) && typeof claims.jti === 'string' ? claims.jti : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What keeps one session's cached data apart from another's without being the token: its id.
 * Query keys travel in a server-rendered page's state (decision 012), and a page's markup must
 * not carry the bearer token itself.
 */
export function sessionScope(jwt: string | null): string | null {
  return jwt === null ? null : (readTokenId(jwt) ?? 'unidentified-session');
}

export function getStoredHelocUuid(): string | null {
  return readItem('localStorage', HELOC_UUID_KEY);
}

export function setStoredHelocUuid(uuid: string): void {
  writeItem('localStorage', HELOC_UUID_KEY, uuid);
}

export function getImportRetryCount(): number {
  const count = Number.parseInt(readItem('sessionStorage', IMPORT_RETRY_KEY) ?? '0', 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

export function setImportRetryCount(count: number): void {
  writeItem('sessionStorage', IMPORT_RETRY_KEY, count > 0 ? String(count) : null);
}

/** The support chat's stored session, as its feature wrote it (it parses and checks it). */
export function getStoredChatSession(): string | null {
  return readItem('sessionStorage', CHAT_SESSION_KEY);
}

export function setStoredChatSession(value: string | null): void {
  writeItem('sessionStorage', CHAT_SESSION_KEY, value);
}
