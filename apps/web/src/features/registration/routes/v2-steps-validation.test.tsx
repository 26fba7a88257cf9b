import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  makeCompleteData,
  makeRegisterOrg,
  readStoredData,
  renderRegister,
} from '../test/render-register.tsx';

const V2 = '/account/heloc/register-v2';
const fresh = () =>
  makeCompleteData({
    isListedForSale: null,
    income: { income: null, otherIncome: null, employmentType: '' },
    name: { firstName: '', middleName: '', lastName: '', suffix: '' },
    dob: { day: '', month: '', year: '' },
    email: '',
    phoneNumber: '',
  });

type User = ReturnType<typeof userEvent.setup>;

async function submit(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
}

describe('each v2 step: messages at the field, focus to the first invalid (VAL-*)', {
  timeout: 20_000,
}, () => {
  it('for-sale: Required on the group, focus on its first option (VAL-041)', async () => {
    const user = userEvent.setup();
    renderRegister(`${V2}/for-sale`, { data: fresh() });
    await submit(user);
    const group = screen.getByRole('radiogroup', { name: 'Is the property currently listed for sale?' });
    expect(group).toHaveAccessibleDescription('Required');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus());
  });

  it('annual-income: employment type and income required, focus on employment type (VAL-042, VAL-044)', async () => {
    const user = userEvent.setup();
    renderRegister(`${V2}/annual-income`, { data: fresh() });
    await submit(user);
    const employment = screen.getByRole('combobox', { name: 'Employment type' });
    await waitFor(() => expect(employment).toHaveFocus());
    expect(employment).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: 'Annual income before taxes' })).toHaveAccessibleDescription(
      expect.stringContaining('Required'),
    );
  });

  it.each([
    ['UNEMPLOYED', '50000', "We apologize. At this time, we don't lend to unemployed borrowers."],
    ['FULL_TIME', '10000000', 'Must be less than $10,000,000'],
    ['FULL_TIME', '-1', 'Must be at least $0'],
    ['FULL_TIME', 'abc', 'Required'],
  ])('annual-income: %s with %s → %s (VAL-043…045)', async (type, income, message) => {
    const user = userEvent.setup();
    renderRegister(`${V2}/annual-income`, { data: fresh() });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Employment type' }), type);
    await user.type(screen.getByRole('textbox', { name: 'Annual income before taxes' }), income);
    await submit(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('annual-income: under 15,000 asks to confirm, then goes on (VAL-047); 9,999,999 passes', async () => {
    const user = userEvent.setup();
    const { location } = renderRegister(`${V2}/annual-income`, { data: fresh() });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Employment type' }), 'RETIRED');
    await user.type(screen.getByRole('textbox', { name: 'Annual income before taxes' }), '14999');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm your income');
    expect(location()).toBe(`${V2}/annual-income`);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { level: 1, name: "What's your legal name?" });
    expect(readStoredData()?.income).toEqual({ employmentType: 'RETIRED', income: 14_999, otherIncome: 0 });
  });

  it('legal-name: required messages, focus on first name (VAL-010, VAL-014)', async () => {
    const user = userEvent.setup();
    renderRegister(`${V2}/legal-name`, { data: fresh() });
    await submit(user);
    const first = screen.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription('Please enter the first name');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Last name is required',
    );
  });

  it.each([
    ['J', 'Lee', 'First name must be at least 2 characters long'],
    ['J0hn', 'Lee', 'Some of the characters entered are not supported.'],
    ['<script>', 'Lee', 'Some of the characters entered are not supported.'],
    ['Jo', 'L$e', 'Some of the characters entered are not supported.'],
  ])('legal-name: %s %s → %s (VAL-011/012/015)', async (firstName, lastName, message) => {
    const user = userEvent.setup();
    renderRegister(`${V2}/legal-name`, { data: fresh() });
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), firstName);
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), lastName);
    await submit(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    ['', 'Date of birth is required'],
    ['02311990', 'Invalid date'],
    ['01011899', 'Invalid date'],
    [`0101${new Date().getFullYear() - 10}`, 'Must be at least 18 years old'],
  ])('birthdate: "%s" → %s (VAL-002…007)', async (typed, message) => {
    const user = userEvent.setup();
    renderRegister(`${V2}/birthdate`, { data: fresh() });
    const field = await screen.findByRole('textbox', { name: 'Date of birth' });
    if (typed) {
      await user.type(field, typed);
    }
    await submit(user);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('birthdate: typed digits show as MM/dd/yyyy and are kept as parts (KIT-016)', async () => {
    const user = userEvent.setup();
    renderRegister(`${V2}/birthdate`, { data: fresh() });
    const field = await screen.findByRole('textbox', { name: 'Date of birth' });
    await user.type(field, '05151980');
    expect(field).toHaveValue('05/15/1980');
    await submit(user);
    await screen.findByRole('heading', { level: 1, name: 'How can we reach you?' });
    expect(readStoredData()?.dob).toEqual({ month: '05', day: '15', year: '1980' });
  });

  it('birthdate: an age-restricted lender needs 62 (VAL-004); Alabama needs 19 (VAL-005)', async () => {
    const user = userEvent.setup();
    const year = new Date().getFullYear();
    renderRegister(`${V2}/birthdate`, {
      data: fresh(),
      org: makeRegisterOrg(true, { companyInfo: { ageRestrictedInterestOnly: true } }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Date of birth' }), `0101${year - 40}`);
    await submit(user);
    expect(await screen.findByText('Must be 62 years or older to apply for a loan')).toBeInTheDocument();
  });

  it('birthdate: Alabama property needs 19 (VAL-005)', async () => {
    const user = userEvent.setup();
    const data = fresh();
    data.propertyAddress.state = 'AL';
    renderRegister(`${V2}/birthdate`, { data });
    await user.type(
      await screen.findByRole('textbox', { name: 'Date of birth' }),
      `0101${new Date().getFullYear() - 18}`,
    );
    await submit(user);
    expect(await screen.findByText('Must be at least 19 years old in Alabama')).toBeInTheDocument();
  });

  it('phone-and-email: required messages, focus on phone (VAL-024, VAL-008)', async () => {
    const user = userEvent.setup();
    renderRegister(`${V2}/phone-and-email`, { data: fresh() });
    await submit(user);
    const phone = screen.getByRole('textbox', { name: 'Mobile phone' });
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Please enter your mobile phone'));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter your email',
    );
  });

  it.each([
    ['1212555012', 'pat@hearth.test', 'Country code 1 is not needed'],
    ['21255', 'pat@hearth.test', 'Please enter a valid phone number'],
    ['2125550123', 'pat@', 'Please enter a valid email address'],
  ])('phone-and-email: %s / %s → %s (VAL-025/026/009)', async (phone, email, message) => {
    const user = userEvent.setup();
    renderRegister(`${V2}/phone-and-email`, { data: fresh() });
    await user.type(await screen.findByRole('textbox', { name: 'Mobile phone' }), phone);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
    await submit(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('phone-and-email: the phone shows as (xxx) xxx-xxxx and is kept as digits (VAL-025/027, KIT-013)', async () => {
    const user = userEvent.setup();
    renderRegister(`${V2}/phone-and-email`, { data: fresh() });
    const phone = await screen.findByRole('textbox', { name: 'Mobile phone' });
    await user.type(phone, '212555012399');
    expect(phone).toHaveValue('(212) 555-0123');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' Pat@Hearth.TEST ');
    await submit(user);
    await screen.findByRole('heading', { level: 1, name: 'Create your password' });
    expect(readStoredData()).toMatchObject({ phoneNumber: '2125550123', email: 'pat@hearth.test' });
  });

  it('set-password: password and consents required, focus on password (VAL-018, VAL-028)', async () => {
    const user = userEvent.setup();
    renderRegister(`${V2}/set-password`, { data: makeCompleteData() });
    await submit(user);
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(expect.stringMatching(/^Required Must be at least 12/));
    const required = screen
      .getAllByRole('checkbox')
      .filter((box) => box.getAttribute('aria-invalid') === 'true');
    // Terms/privacy and communications (VAL-028), E-SIGN and the FCRA soft pull (DESIGN.md).
    expect(required).toHaveLength(4);
    for (const box of required) {
      expect(box).toHaveAccessibleDescription('Required');
    }
  });

  it.each([
    ['short', 'short', 'Password is not strong enough'],
    ['Str0ng!Passw0rd', 'Str0ng!Passw0rx', "Passwords don't match"],
  ])('set-password: %s / %s → %s (VAL-019, VAL-023)', async (password, confirm, message) => {
    const user = userEvent.setup();
    renderRegister(`${V2}/set-password`, { data: makeCompleteData() });
    await user.type(await screen.findByLabelText('Password'), password);
    await user.type(screen.getByLabelText('Confirm password'), confirm);
    await submit(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('set-password: the meter fills four bars as rules are met (KIT-015) and links the policies', async () => {
    const user = userEvent.setup();
    renderRegister(`${V2}/set-password`, { data: makeCompleteData() });
    const meter = await screen.findByTestId('password-meter');
    expect(meter).toHaveAttribute('data-filled', '0');
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(meter).toHaveAttribute('data-filled', '0');
    await user.type(screen.getByLabelText('Password'), 'DEF1');
    expect(meter).toHaveAttribute('data-filled', '2');
    await user.type(screen.getByLabelText('Password'), '!longer');
    expect(meter).toHaveAttribute('data-filled', '4');
    // The rules are the field's description: a screen reader hears each, met or not, with the field.
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Must be at least 12 characters long (met)'),
    );
    expect(screen.getByTestId('password-rules-met')).toHaveTextContent('5 of 5 password rules met');
    const consents = within(screen.getByRole('group', { name: 'Agreements' }));
    expect(consents.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(consents.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(consents.getByRole('link', { name: 'Electronic Communications Policy' })).toHaveAttribute(
      'href',
      '/communications',
    );
  });
});

describe('regulatory consents (DESIGN.md: E-SIGN, FCRA soft pull)', { timeout: 20_000 }, () => {
  it('requires both before submit, shows their full text and offers to print each', async () => {
    const user = userEvent.setup();
    const { location } = renderRegister(`${V2}/set-password`, { data: makeCompleteData() });
    await user.type(await screen.findByLabelText('Password'), 'Str0ng!Passw0rd');
    await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!Passw0rd');
    const consents = within(screen.getByRole('group', { name: 'Agreements' }));
    await user.click(consents.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
    await user.click(
      consents.getByRole('checkbox', { name: /receive documents and notices electronically/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const eSign = screen.getByRole('checkbox', { name: /sign documents electronically/ });
    const fcra = screen.getByRole('checkbox', { name: 'I agree' });
    await waitFor(() => expect(eSign).toHaveFocus());
    expect(eSign).toHaveAttribute('aria-invalid', 'true');
    expect(fcra).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('disclosure-softCredit')).toHaveTextContent(/soft inquiry/);
    expect(screen.getByRole('button', { name: /Print Authorization for a soft credit check/ })).toBeVisible();
    expect(location()).toBe(`${V2}/set-password`);
  });

  it.each([
    [true, 'the full authorisation'],
    [false, 'its summary'],
  ])('ORG-042: with fe-heloc-fcra-text %s the FCRA disclosure shows %s', async (fullText) => {
    const org = makeRegisterOrg(true, {
      companyInfo: {
        publicFeatureToggles: { 'fe-heloc-redesign-2025': true, 'fe-heloc-fcra-text': fullText },
      },
    });
    renderRegister(`${V2}/set-password`, { org, data: makeCompleteData() });
    const disclosure = await screen.findByTestId('disclosure-softCredit');
    if (fullText) {
      expect(disclosure).toHaveTextContent(/you authorize .+ under the Fair Credit Reporting Act/);
    } else {
      expect(disclosure).toHaveTextContent(/will check your credit with a soft inquiry to show you offers/);
      expect(disclosure).not.toHaveTextContent(/Fair Credit Reporting Act/);
    }
  });
});

describe('keyboard only', { timeout: 20_000 }, () => {
  it('completes the for-sale step with Tab, arrows and Enter', async () => {
    const user = userEvent.setup();
    const { location } = renderRegister(`${V2}/for-sale`, { data: fresh() });
    await screen.findByRole('radiogroup');
    screen.getByRole('heading', { level: 1 }).focus();
    while (!screen.getByRole('radio', { name: 'Yes' }).matches(':focus')) {
      await user.tab();
    }
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: "What's your annual income?" });
    expect(location()).toBe(`${V2}/annual-income`);
    expect(readStoredData()?.isListedForSale).toBe(false);
  });
});
