/**
 * Where the staff token lives (decision 025): in memory, mirrored to sessionStorage so a reload
 * keeps the session while closing the tab ends it. Never localStorage: a staff token outliving
 * the tab on a shared desk would let the next person in.
 */
const TOKEN_KEY = 'hearth-console-token';
const NOTICE_KEY = 'hearth-console-notice';

let token: string | null | undefined;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function getToken(): string | null {
  if (token === undefined) {
    token = storage()?.getItem(TOKEN_KEY) ?? null;
  }
  return token;
}

/** Stores `Bearer <jwt>` whether or not the value came with the scheme. */
export function setToken(value: string): void {
  token = /^Bearer /i.test(value) ? value : `Bearer ${value}`;
  storage()?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  token = null;
  storage()?.removeItem(TOKEN_KEY);
}

/** A message the sign-in page shows once (why the session ended). */
export function setSignInNotice(message: string): void {
  storage()?.setItem(NOTICE_KEY, message);
}

/** The notice, left in place: a render may run more than once before it shows (see clearSignInNotice). */
export function peekSignInNotice(): string | null {
  return storage()?.getItem(NOTICE_KEY) ?? null;
}

export function clearSignInNotice(): void {
  storage()?.removeItem(NOTICE_KEY);
}

/** For tests: forget the in-memory copy so the next read comes from sessionStorage. */
export function resetTokenCache(): void {
  token = undefined;
}
