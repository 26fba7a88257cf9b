import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguageForTest } from '../../../test/language.ts';
import { makeCompleteData, makeRegisterOrg, renderRegister } from '../test/render-register.tsx';

const V2 = '/account/heloc/register-v2';
const NOTICE = 'Esta traducción se ofrece para su comodidad. La versión en inglés es la que rige.';

describe('registration in Spanish', { timeout: 20_000 }, () => {
  it.each([
    ['Terms of Use', 'Términos de uso', /^Acepto los Términos de uso y la Política de privacidad\./],
    [
      'Terms of Service',
      'Términos del servicio',
      /^Acepto los Términos del servicio y la Política de privacidad\./,
    ],
  ] as const)(
    'names the lender’s %s in Spanish in the consent, beside the note that English governs',
    async (termsLabel, title, name) => {
      await switchLanguageForTest('es');
      renderRegister(`${V2}/set-password`, {
        org: makeRegisterOrg(true, { companyInfo: { termsLabel } }),
        data: makeCompleteData(),
      });
      const consents = within(await screen.findByRole('group', { name: 'Acuerdos' }));
      expect(consents.getByRole('checkbox', { name })).not.toBeChecked();
      expect(consents.getByRole('link', { name: title })).toHaveAttribute('href', '/terms');
      expect(consents.getByRole('note')).toHaveTextContent(NOTICE);
    },
  );

  it('gives a lender’s own minimum age in Spanish (VAL-003)', async () => {
    await switchLanguageForTest('es');
    const user = userEvent.setup();
    const data = makeCompleteData({ dob: { day: '', month: '', year: '' } });
    renderRegister(`${V2}/birthdate`, {
      org: makeRegisterOrg(true, { heloc: { minimumAge: 21 } }),
      data,
    });
    const field = await screen.findByRole('textbox', { name: 'Fecha de nacimiento' });
    await user.type(field, `0101${new Date().getFullYear() - 20}`);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Debe tener al menos 21 años')),
    );
  });

  it('keeps the spec English on an English page', async () => {
    const user = userEvent.setup();
    renderRegister(`${V2}/birthdate`, {
      org: makeRegisterOrg(true, { heloc: { minimumAge: 21 } }),
      data: makeCompleteData({ dob: { day: '', month: '', year: '' } }),
    });
    const field = await screen.findByRole('textbox', { name: 'Date of birth' });
    await user.type(field, `0101${new Date().getFullYear() - 20}`);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Must be at least 21 years old')),
    );
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('names the phone countries in Spanish (KIT-014)', async () => {
    await switchLanguageForTest('es');
    renderRegister(`${V2}/phone-and-email`, {
      data: makeCompleteData({ email: '', phoneNumber: '' }),
    });
    const country = await screen.findByRole('combobox', { name: 'Código de país' });
    expect(within(country).getAllByRole('option')[0]).toHaveTextContent('Estados Unidos (+1)');
    expect(within(country).getByRole('option', { name: 'Reino Unido (+44)' })).toBeInTheDocument();
  });
});
