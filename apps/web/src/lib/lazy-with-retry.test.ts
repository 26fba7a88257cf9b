import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_RETRY_LIMIT, importWithRetry, resetImportRetries } from './lazy-with-retry.ts';
import { reloadPage } from './navigation.ts';
import { getImportRetryCount } from './storage.ts';

vi.mock('./navigation.ts', () => ({ reloadPage: vi.fn() }));

const LOADED_MODULE = { default: 'page module' };
const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
const settled = async (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((r) => setTimeout(() => r('pending'), 10)),
  ]);

describe('ERR-005 dynamic import retry', () => {
  beforeEach(() => {
    vi.mocked(reloadPage).mockClear();
  });

  it('reloads the page and counts in session storage, up to the limit of 5 (OP-37)', async () => {
    expect(IMPORT_RETRY_LIMIT).toBe(5);
    const load = importWithRetry(failing);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await settled(load())).toBe('pending');
      expect(window.sessionStorage.getItem('hearth-import-retries')).toBe(String(attempt));
    }
    expect(reloadPage).toHaveBeenCalledTimes(5);
    await expect(load()).rejects.toThrow('dynamically imported');
    expect(reloadPage).toHaveBeenCalledTimes(5);
  });

  function navigatedBy(type: NavigationTimingType) {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type } as unknown as PerformanceNavigationTiming,
    ]);
  }

  it('resets the counter after a successful load on a reloaded page (a retry is a reload)', async () => {
    navigatedBy('reload');
    window.sessionStorage.setItem('hearth-import-retries', '3');
    await expect(importWithRetry(async () => LOADED_MODULE)()).resolves.toBe(LOADED_MODULE);
    expect(getImportRetryCount()).toBe(0);
    expect(window.sessionStorage.getItem('hearth-import-retries')).toBeNull();
    vi.restoreAllMocks();
  });

  it('leaves session storage alone after a successful load on a page that was not reloaded', async () => {
    navigatedBy('navigate');
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    await expect(importWithRetry(async () => LOADED_MODULE)()).resolves.toBe(LOADED_MODULE);
    expect(removeItem).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('"Try again" starts a fresh round', () => {
    window.sessionStorage.setItem('hearth-import-retries', '5');
    resetImportRetries();
    expect(getImportRetryCount()).toBe(0);
  });
});
