import { describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../lib/navigation.ts';
import { lazyModule, up } from './route-helpers.ts';

vi.mock('../lib/navigation.ts', () => ({ reloadPage: vi.fn() }));

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
