import { endpointPath } from '@hearth/domain/api/endpoint';
import { staffApi } from '@hearth/domain/api/staff-api';
import { expect, expectAccessiblePage, test } from '../fixtures.ts';
import { BorrowerApi } from '../journey/journey-api.ts';
import { SANDBOX_ADMIN, signIn, uniqueStaffEmail } from './console-helpers.ts';

// Signing in may wait for the next 30-second code step.
test.setTimeout(120_000);

test('an ADMIN changes a member’s role and lists an application’s vendor events, each screen passing axe', async ({
  page,
}) => {
  const email = uniqueStaffEmail('processor');
  await signIn(page, SANDBOX_ADMIN);
  const menu = page.getByRole('navigation', { name: 'Console' });

  await test.step('an invited UNDERWRITER accepts (through the API) and is made a PROCESSOR', async () => {
    await menu.getByRole('link', { name: 'Staff' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'UNDERWRITER' }).click();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email} as UNDERWRITER`)).toBeVisible();

    await menu.getByRole('link', { name: 'Sandbox tools' }).click();
    const item = page.getByRole('listitem').filter({ hasText: email });
    const href = (await item.getByTestId('invitation-link').getAttribute('href')) ?? '';
    const token = href.split('#token=')[1] ?? '';
    const accepted = await page.request.post(endpointPath(staffApi.acceptInvitation), {
      data: { token, password: 'a long processor passphrase 2026' },
    });
    expect(accepted.status(), await accepted.text()).toBe(201);

    // The console's cached list knows nothing of the acceptance: a fresh load reads it again.
    await menu.getByRole('link', { name: 'Staff' }).click();
    await page.reload();
    await page.getByRole('button', { name: `Change the role or lenders of ${email}` }).click();
    const form = page.getByRole('region', { name: `Change ${email}` });
    await expect(form.getByRole('heading', { name: `Change ${email}` })).toBeFocused();
    await expectAccessiblePage(page, 'Staff');
    await form.getByRole('button', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'PROCESSOR' }).click();
    await form.getByLabel('Lenders').fill('hearth');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`${email} is now PROCESSOR, lenders: hearth.`)).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Staff members' })
      .getByRole('row')
      .filter({ hasText: email });
    await expect(row).toContainText('PROCESSOR');
    await expectAccessiblePage(page, 'Staff');
  });

  await test.step('the sandbox tools list the vendor events of an application', async () => {
    const borrower = await BorrowerApi.create(page.request, 'Vendorevents');
    await menu.getByRole('link', { name: 'Sandbox tools' }).click();
    await page.getByLabel('Application').fill('not-a-loan');
    await page.getByRole('button', { name: 'Show events' }).click();
    await expect(page.getByText('No application has this loan number or uuid.')).toBeVisible();
    await page.getByLabel('Application').fill(borrower.uuid);
    await page.getByRole('button', { name: 'Show events' }).click();
    await expect(page.getByText('The application is at')).toBeVisible();
    await expectAccessiblePage(page, 'Sandbox tools');
  });
});
