import { describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../lib/i18n.ts';
import { reloadPage } from '../lib/navigation.ts';
import { lazyModule, up } from './route-helpers.ts';

vi.mock('../lib/navigation.ts', () => ({ reloadPage: vi.fn() }));
vi.mock('../lib/i18n.ts', () => ({ loadNamespaces: vi.fn(() => Promise.resolve()) }));

const Page = () => null;

describe('ERR-005 route modules load with the retry', () => {
  it('a failed chunk reloads the page while under the limit', async () => {
    const lazy = lazyModule(() => Promise.reject(new Error('chunk gone')));
    void lazy();
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem('hearth-import-retries')).toBe('1');
  });

  it('at the limit the error reaches the error boundary', async () => {
    window.sessionStorage.setItem('hearth-import-retries', '5');
    const lazy = lazyModule(() => Promise.reject(new Error('chunk gone')));
    await expect(lazy()).rejects.toThrow('chunk gone');
  });

  it("fetches the page's catalogues beside its module and resolves once both are in", async () => {
    let catalogueLoaded: () => void = () => undefined;
    vi.mocked(loadNamespaces).mockReturnValueOnce(
      new Promise<void>((resolve) => {
        catalogueLoaded = resolve;
      }),
    );
    const load = vi.fn(async () => ({ Component: Page }));
    let resolved = false;
    const loading = lazyModule(load, ['offers', 'journey'])().then((route) => {
      resolved = true;
      return route;
    });
    expect(loadNamespaces).toHaveBeenCalledWith('offers', 'journey');
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    catalogueLoaded();
    await expect(loading).resolves.toEqual({ Component: Page });
  });

  it('returns the Component (and loader) of a module that loads', async () => {
    const loader = () => null;
    await expect(lazyModule(async () => ({ Component: Page }))()).resolves.toEqual({ Component: Page });
    await expect(lazyModule(async () => ({ Component: Page, loader }))()).resolves.toEqual({
      Component: Page,
      loader,
    });
  });
});

describe('"index goes up"', () => {
  it.each([
    ['/account/heloc/u/bank', 1, undefined, '/account/heloc/u'],
    ['/account/heloc/u/bank/', 1, undefined, '/account/heloc/u'],
    ['/account/heloc/u/income/link/plaid', 2, 'review', '/account/heloc/u/income/review'],
    ['/x', 1, undefined, '/'],
  ])('%s up %i then %s → %s', (path, levels, then, expected) => {
    expect(up(levels, then)(new URL(path, 'http://localhost'), {})).toBe(expected);
  });
});
