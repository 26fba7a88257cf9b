import { readFile } from 'node:fs/promises';
import { expect, expectAccessiblePage, test } from '../fixtures.ts';
import { SANDBOX_ADMIN, signIn } from './console-helpers.ts';

// Signing in may wait for the next 30-second code step.
test.setTimeout(120_000);

test('an ADMIN exports this year’s HMDA register and sees a lender’s filing settings', async ({ page }) => {
  await signIn(page, SANDBOX_ADMIN);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'HMDA export' }).click();
  await expectAccessiblePage(page, 'HMDA export');

  await test.step('a range over two years is refused at the field before anything is sent', async () => {
    const year = new Date().getUTCFullYear();
    await page.getByLabel('From').fill(`${year - 1}-12-01`);
    await page.getByRole('button', { name: 'Export register' }).click();
    await expect(page.getByLabel('To')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('from and to must fall in the same calendar year')).toBeVisible();
    await page.getByLabel('From').fill(`${year}-01-01`);
  });

  await test.step('the register of this year is saved as a file starting with the transmittal row', async () => {
    await page.getByLabel('Lender code').fill('hearth');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export register' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^hearth-hmda-lar-\d{4}-01-01-\d{4}-\d{2}-\d{2}\.txt$/);
    const text = await readFile(await file.path(), 'utf8');
    expect(text.startsWith('1|')).toBe(true);
    await expect(page.getByText('The register is exported')).toBeVisible();
  });

  await test.step('the lender settings open in their own form', async () => {
    await page.getByLabel('Lender', { exact: true }).fill('hearth');
    await page.getByRole('button', { name: 'Show settings' }).click();
    const form = page.getByRole('form', { name: 'HMDA settings of hearth' });
    await expect(form.getByLabel('Legal entity identifier (LEI)')).not.toHaveValue('');
    await expectAccessiblePage(page, 'HMDA export');
  });
});
