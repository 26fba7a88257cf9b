import { useSyncExternalStore } from 'react';
import { readServerRenderedPage } from '../../../app/server-render-state.ts';
import { getServerRenderContext } from '../../../lib/render-context.ts';
import { createEmptyRegisterData, type RegisterData } from './register-data.ts';

/**
 * REG-022…026: register data lives in sessionStorage (this tab, gone when it closes), so a reload
 * restores the answers; nothing of it goes to localStorage or into a URL. The password never does.
 */
export const REGISTER_STORAGE_KEY = 'hearth-register-data';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedData: RegisterData = createEmptyRegisterData();

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(REGISTER_STORAGE_KEY);
  } catch {
    return null;
  }
}

function merge(base: RegisterData, stored: Partial<RegisterData>): RegisterData {
  return {
    ...base,
    ...stored,
    propertyAddress: { ...base.propertyAddress, ...stored.propertyAddress },
    homeAddress: { ...base.homeAddress, ...stored.homeAddress },
    income: { ...base.income, ...stored.income },
    name: { ...base.name, ...stored.name },
    dob: { ...base.dob, ...stored.dob },
    consents: { ...base.consents, ...stored.consents },
    regulatoryConsents: { ...base.regulatoryConsents, ...stored.regulatoryConsents },
    flags: { ...base.flags, ...stored.flags },
    smsConsentPrompts: { ...base.smsConsentPrompts, ...stored.smsConsentPrompts },
    prefilledFrom: Array.isArray(stored.prefilledFrom) ? stored.prefilledFrom : base.prefilledFrom,
  };
}

function parse(raw: string | null): RegisterData {
  if (!raw) {
    return createEmptyRegisterData();
  }
  try {
    const stored = JSON.parse(raw) as unknown;
    return typeof stored === 'object' && stored !== null
      ? merge(createEmptyRegisterData(), stored as Partial<RegisterData>)
      : createEmptyRegisterData();
  } catch {
    return createEmptyRegisterData();
  }
}

/** On the server, a visitor's page shows the answers of their server-side draft, or none. */
const SERVER_EMPTY = createEmptyRegisterData();

export function readRegisterData(): RegisterData {
  const server = getServerRenderContext();
  if (server) {
    return (server.visitorRegisterData as RegisterData | undefined) ?? SERVER_EMPTY;
  }
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedData = parse(raw);
  }
  return cachedData;
}

function write(data: RegisterData | null): void {
  try {
    if (data === null) {
      window.sessionStorage.removeItem(REGISTER_STORAGE_KEY);
    } else {
      window.sessionStorage.setItem(REGISTER_STORAGE_KEY, JSON.stringify(data));
    }
  } catch {
    // Storage disabled: the flow still works for this page view.
  }
  for (const listener of listeners) {
    listener();
  }
}

/** Applies `change` to the stored data (a partial object, or a function of the current data). */
export function updateRegisterData(change: Partial<RegisterData> | ((data: RegisterData) => RegisterData)) {
  const current = readRegisterData();
  write(typeof change === 'function' ? change(current) : { ...current, ...change });
}

export function clearRegisterData(): void {
  write(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useRegisterData(): RegisterData {
  return useSyncExternalStore(subscribe, readRegisterData, readRegisterData);
}

/** The loader data of a register step the server drew from a visitor's draft (decision 029 §5). */
export interface VisitorDraftLoaderData {
  visitorRegisterData: RegisterData;
}

/**
 * Decision 029 §5: a register step the server drew from a visitor's server-side draft (a form sent
 * without scripts) is taken over by the app with those answers: they go into this tab's storage
 * before the page hydrates, unless the tab already holds answers of its own (then the app renders
 * afresh from those, main.tsx). Done once, when this module first loads in the browser.
 */
function adoptServerDraft(): void {
  if (typeof document === 'undefined' || readRaw() !== null) {
    return;
  }
  const page = readServerRenderedPage();
  if (!page || page.sessionId !== null) {
    return;
  }
  for (const value of Object.values(page.router.loaderData ?? {})) {
    const draft = (value as Partial<VisitorDraftLoaderData> | null)?.visitorRegisterData;
    if (draft && typeof draft === 'object') {
      write(merge(createEmptyRegisterData(), draft));
      return;
    }
  }
}

adoptServerDraft();
