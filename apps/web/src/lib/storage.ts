/**
 * The only browser storage the app uses (CONTRACT): the bearer token in localStorage `jwt`
 * (API-003, stored with its `Bearer ` prefix), the application uuid read by /plaid-oauth-success
 * (RTE-003, localStorage `helocUuid` as the spec names it) and the dynamic-import retry counter in
 * sessionStorage (ERR-005).
 */
const JWT_KEY = 'jwt';
const HELOC_UUID_KEY = 'helocUuid';
const IMPORT_RETRY_KEY = 'hearth-import-retries';
const JWT_CHANGE_EVENT = 'hearth:jwt-change';

function readItem(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(storage: Storage, key: string, value: string | null): void {
  try {
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

export function getJwt(): string | null {
  return readItem(window.localStorage, JWT_KEY);
}

export function setJwt(token: string): void {
  const bearer = toBearer(token);
  if (bearer !== getJwt()) {
    writeItem(window.localStorage, JWT_KEY, bearer);
    window.dispatchEvent(new Event(JWT_CHANGE_EVENT));
  }
}

export function clearJwt(): void {
  if (getJwt() !== null) {
    writeItem(window.localStorage, JWT_KEY, null);
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

export function getStoredHelocUuid(): string | null {
  return readItem(window.localStorage, HELOC_UUID_KEY);
}

export function setStoredHelocUuid(uuid: string): void {
  writeItem(window.localStorage, HELOC_UUID_KEY, uuid);
}

export function getImportRetryCount(): number {
  const count = Number.parseInt(readItem(window.sessionStorage, IMPORT_RETRY_KEY) ?? '0', 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

export function setImportRetryCount(count: number): void {
  writeItem(window.sessionStorage, IMPORT_RETRY_KEY, count > 0 ? String(count) : null);
}
