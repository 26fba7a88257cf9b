import { endpointPath } from '@hearth/domain/api/endpoint';
import { consentApi } from '@hearth/domain/api/registration-api';
import { expect, test } from '../fixtures.ts';
import {
  expectStep,
  FLOW_TIMEOUT_MS,
  fillMiddleSteps,
  fillPasswordStep,
  HEADINGS,
  makeBorrower,
  pickRadio,
  pressContinue,
} from './register-steps.ts';

/** The sandbox mail house's always-current offer (apps/server/src/modules/registration/sandbox-offer-codes.ts). */
const OFFER_CODE = 'HEARTH-2026';

test.describe('prefilled registration and the SMS consent prompt on hearth', () => {
  test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

  test('REG-027: a visitor with a mailed offer code finds the property and name filled in', async ({
    page,
  }) => {
    await page.goto(`/account/heloc/register-v2?offerCode=${OFFER_CODE.toLowerCase()}`);
    await expectStep(page, HEADINGS.property);
    await expect(page.getByRole('combobox', { name: 'Property address' })).toHaveValue(
      '123 Main St, Portland, OR 97201',
    );
    await pickRadio(page, 'Primary residence');
    await pressContinue(page);
    await expectStep(page, HEADINGS.forSale);
    await page.goto('/account/heloc/register-v2/legal-name');
    await expectStep(page, HEADINGS.name);
    // An offer code is not the profile: the name stays editable (REG-015 is the profile's).
    await expect(page.getByLabel('First name')).toHaveValue('Jamie');
    await expect(page.getByLabel('First name')).toBeEditable();
    await expect(page.getByLabel('Last name')).toHaveValue('Parker');
  });

  test('REG-033/040: the SMS consent shows the lender’s prompt with its links, and the answer is saved after the application', async ({
    page,
  }) => {
    await page.goto('/account/heloc/register-v2');
    await expectStep(page, HEADINGS.property);
    const address = page.getByRole('combobox', { name: 'Property address' });
    await address.fill('123 Main St Portlan');
    await address.pressSequentially('d');
    await page.getByRole('option', { name: '123 Main St, Portland, OR 97201' }).click();
    await pickRadio(page, 'Primary residence');
    await pressContinue(page);
    await fillMiddleSteps(page, makeBorrower());

    await expectStep(page, HEADINGS.password);
    const sms = page.getByRole('checkbox', { name: /Text message offers/ });
    await expect(sms).toHaveAccessibleDescription(/Reply STOP to cancel/);
    const prompt = page.locator('label', { has: page.getByText('Text message offers') });
    await expect(prompt.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(prompt.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    await sms.check();

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(endpointPath(consentApi.saveSms)) && response.request().method() === 'POST',
    );
    await fillPasswordStep(page);
    const response = await saved;
    expect(response.status()).toBe(201);
    const body = await response.json();
    // The transactional consent, when the lender's flag shows it, is saved too (unchecked: declined).
    expect(body.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'SMS', accepted: true, applicationUuid: expect.any(String) }),
      ]),
    );
    await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/, { timeout: 15_000 });
  });
});
