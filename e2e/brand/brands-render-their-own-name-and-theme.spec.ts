import { expect, expectNoSeriousA11yViolations, test } from '../fixtures.ts';

/** Three lenders of the registry (apps/server/src/modules/org/registry), chosen with `?org=`. */
const BRANDS = [
  { code: 'hearth', name: 'Hearth Home Lending, Inc.', short: 'Hearth', logo: 'Hearth', primary: '#b4441b' },
  {
    code: 'bluewater-cu',
    name: 'Bluewater Federal Credit Union',
    short: 'Bluewater CU',
    logo: 'Bluewater',
    primary: '#0b5394',
  },
  {
    code: 'silverpine',
    name: 'Silverpine Home Equity, LLC',
    short: 'Silverpine',
    logo: 'Silverpine',
    primary: '#2f5d50',
  },
];

async function readBrandPrimary(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim().toLowerCase(),
  );
}

test.describe('Each lender sees its own brand', () => {
  for (const brand of BRANDS) {
    test(`the ${brand.code} site shows ${brand.name} in its header and footer, in its own colours`, async ({
      page,
    }) => {
      await page.goto(`/auth/login?org=${brand.code}`);

      await expect(page.getByRole('banner')).toContainText(brand.logo);
      await expect(page.getByRole('contentinfo')).toContainText(brand.name);
      await expect(page).toHaveTitle(new RegExp(`^${brand.short}`));
      await expect.poll(() => readBrandPrimary(page)).toBe(brand.primary);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the three lenders paint three different primary colours', async ({ page }) => {
    const colours = new Set<string>();
    for (const brand of BRANDS) {
      await page.goto(`/terms?org=${brand.code}`);
      await expect(page.getByRole('contentinfo')).toContainText(brand.name);
      colours.add(await readBrandPrimary(page));
    }
    expect(colours.size).toBe(BRANDS.length);
  });

  test('an unknown lender code falls back to the flagship brand', async ({ page }) => {
    await page.goto('/auth/login?org=no-such-lender');
    await expect(page.getByRole('contentinfo')).toContainText('Hearth Home Lending, Inc.');
  });
});
