// @vitest-environment node
// As on the server: no window, document or storage.
import { addressSearchApi } from '@hearth/domain/api/address-search-api';
import { authModeApi } from '@hearth/domain/api/auth-mode-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityApi } from '@hearth/domain/api/identity-api';
import { consentApi, registrationApi } from '@hearth/domain/api/registration-api';
import type { RegisterData } from '@hearth/domain/registration/register-data';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from './entry-server.tsx';
import { REDESIGN_FLAG } from './features/registration/lib/flags.ts';
import { borrowerApi, createApiFetch, PAT, SITE_ORIGIN } from './test/server-render.ts';

vi.setConfig({ testTimeout: 20_000 });

/**
 * Decision 029 §5: register-v2's later steps for a visitor without scripts. The visitor's draft is
 * the server's (its endpoints, tested in apps/server): here one visitor's draft, kept between calls
 * as the server keeps it under the visitor's cookie.
 */
const ORG = structuredClone(PAT.org);
ORG.orgMetaData.companyInfo.publicFeatureToggles[REDESIGN_FLAG] = true;
const BASE = '/account/heloc/register-v2';

const LISTED_ADDRESS = {
  fullAddress: '12 Elm Street, Springfield, IL 62704',
  street1: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
};
const OTHER_ADDRESS = {
  fullAddress: '14 Elm Street, Springfield, IL 62704',
  street1: '14 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
};
const PROPERTY = { street1: '12 Elm Street', street2: '', city: 'Springfield', state: 'IL', zip: '62704' };

let draft: RegisterData | undefined;
/** Answers a test puts before the common ones (msw takes the first that matches). */
let firstHandlers: RequestHandler[] = [];
beforeEach(() => {
  draft = undefined;
  firstHandlers = [];
});

function render(path: string, form?: Record<string, string>) {
  return renderPage({
    url: `${SITE_ORIGIN}${path}`,
    jwt: null,
    ...(form ? { form: new URLSearchParams(form).toString() } : {}),
    org: ORG,
    language: 'en',
    fetch: createApiFetch([
      ...firstHandlers,
      // API-041: the typeahead lists two addresses for whatever is typed.
      http.get(endpointPath(addressSearchApi.typeahead), () =>
        HttpResponse.json({ items: [LISTED_ADDRESS, OTHER_ADDRESS] }),
      ),
      http.get(endpointPath(authModeApi.lookup), () =>
        HttpResponse.json({
          orgCode: 'hearth',
          mode: 'REGISTER',
          authMode: 'PASSWORD',
          skipsContactInfo: false,
          externalStateUrl: null,
        }),
      ),
      // REG-033: the SMS consent's wording, shown beside its checkbox.
      http.get(endpointPath(consentApi.prompt, { type: 'SMS' }), () =>
        HttpResponse.json({
          uuid: '5b0c3a52-8f0e-4d5e-9a43-0d1c7e9c1a11',
          type: 'SMS',
          verbiage: 'I agree to receive text messages about offers.',
          resources: [],
        }),
      ),
      // REG-050: this e-mail has an account already.
      http.post(endpointPath(identityApi.register), () =>
        HttpResponse.json({ errors: ['Identity exists'] }, { status: 409 }),
      ),
      http.get(endpointPath(registrationApi.visitorDraft), () =>
        draft
          ? HttpResponse.json({ data: draft, updatedAt: new Date(0).toISOString() })
          : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
      http.put(endpointPath(registrationApi.saveVisitorDraft), async ({ request }) => {
        draft = ((await request.json()) as { data: RegisterData }).data;
        return HttpResponse.json({ data: draft, updatedAt: new Date(0).toISOString() });
      }),
      ...borrowerApi(PAT),
    ]).fetch,
    signal: AbortSignal.timeout(15_000),
  });
}

async function answerTo(path: string, form: Record<string, string>) {
  const result = await render(path, form);
  if (result.kind !== 'page') {
    throw new Error(`expected a page, got ${JSON.stringify(result)}`);
  }
  return { html: result.html, status: result.status ?? 200 };
}

/** The message drawn in the error colour that the (first) field named `name` is described by. */
function messageAt(html: string, name: string): string | undefined {
  const field = new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
  const ids = /aria-describedby="([^"]*)"/.exec(field)?.[1]?.split(' ') ?? [];
  return ids
    .map((id) => new RegExp(`(<[^>]*\\sid="${id}"[^>]*>)([^<]*)<`).exec(html))
    .find((described) => described?.[1]?.includes('text-red-700'))?.[2];
}

const redirectTo = (step: string) => ({ kind: 'redirect', location: step ? `${BASE}/${step}` : BASE });

/** A draft as the first step leaves it, for a property of this occupancy. */
function startedDraft(occupancyType: 'HOME' | 'SECONDARY', more: Partial<RegisterData> = {}): RegisterData {
  return { propertyAddress: { ...PROPERTY, occupancyType }, ...more };
}

/** A draft ready for the password page, in a state the lender lends in (another would be the waitlist's, REG-035). */
function finishedDraft(): RegisterData {
  return {
    propertyAddress: {
      street1: '123 Main St',
      street2: '',
      city: 'Portland',
      state: ORG.orgMetaData.heloc.licensedStates[0] ?? 'OR',
      zip: '97201',
      occupancyType: 'HOME',
    },
    email: 'pat@hearth.test',
    phoneNumber: '2125550123',
  };
}

/** The password page sent, valid, with every consent ticked, from a finished draft. */
function sendPasswordPage() {
  draft = finishedDraft();
  return answerTo(`${BASE}/set-password`, {
    password: 'Str0ng!Passw0rd',
    confirmPassword: 'Str0ng!Passw0rd',
    termPrivacyConsent: 'on',
    communicationConsent: 'on',
    eSignConsent: 'on',
    softCreditConsent: 'on',
  });
}

describe('register-v2 without scripts: each step is answered by the server from the visitor’s draft', () => {
  it('the first step saves the address into a new draft and skips home-address for a primary home (REG-007)', async () => {
    expect(await render(BASE, { address: LISTED_ADDRESS.fullAddress, occupancyType: 'HOME' })).toEqual(
      redirectTo('for-sale'),
    );
    expect(draft?.propertyAddress).toMatchObject({ ...PROPERTY, occupancyType: 'HOME' });
  });

  it('a second home goes on to home-address (REG-007), which takes a listed address and goes on to for-sale', async () => {
    expect(await render(BASE, { address: LISTED_ADDRESS.fullAddress, occupancyType: 'SECONDARY' })).toEqual(
      redirectTo('home-address'),
    );
    const page = await render(`${BASE}/home-address`);
    expect(page.kind === 'page' ? page.html : page).toMatch(/<h1[^>]*>/);
    expect(await render(`${BASE}/home-address`, { address: OTHER_ADDRESS.fullAddress })).toEqual(
      redirectTo('for-sale'),
    );
    expect(draft?.homeAddress).toMatchObject({ street1: '14 Elm Street', zip: '62704' });
  });

  it('an address that is no suggestion comes back with the suggestions as radio choices; the one chosen counts (VAL-036)', async () => {
    draft = startedDraft('SECONDARY');
    const { html, status } = await answerTo(`${BASE}/home-address`, { address: '12 Elm' });
    expect(status).toBe(400);
    expect(messageAt(html, 'address')).toBe('Please select your address from the list');
    expect(html).toContain(`name="addressChoice" value="${LISTED_ADDRESS.fullAddress}"`);
    expect(html).toContain(`name="addressChoice" value="${OTHER_ADDRESS.fullAddress}"`);
    expect(
      await render(`${BASE}/home-address`, { address: '12 Elm', addressChoice: OTHER_ADDRESS.fullAddress }),
    ).toEqual(redirectTo('for-sale'));
  });

  it('for-sale: Required at the choice, 400 (VAL-041); an answer goes on to annual-income', async () => {
    draft = startedDraft('HOME');
    const { html, status } = await answerTo(`${BASE}/for-sale`, {});
    expect(status).toBe(400);
    expect(messageAt(html, 'isListedForSale')).toBe('Required');
    expect(await render(`${BASE}/for-sale`, { isListedForSale: 'no' })).toEqual(redirectTo('annual-income'));
    expect(draft).toMatchObject({ isListedForSale: false, flags: { saleStatusSet: true } });
  });

  it('annual-income: Required at the employment type and the income, what was typed kept (VAL-042, VAL-044)', async () => {
    draft = startedDraft('HOME');
    const { html, status } = await answerTo(`${BASE}/annual-income`, {
      employmentType: '',
      income: '',
      otherIncome: '12',
    });
    expect(status).toBe(400);
    expect(messageAt(html, 'employmentType')).toBe('Required');
    expect(messageAt(html, 'income')).toBe('Required');
    expect(html).toContain('value="12"');
  });

  it('annual-income: a low income asks to confirm with the form’s own button, then goes on (VAL-047)', async () => {
    draft = startedDraft('HOME');
    const form = { employmentType: 'FULL_TIME', income: '10000', otherIncome: '0' };
    const { html, status } = await answerTo(`${BASE}/annual-income`, form);
    expect(status).toBe(200);
    expect(html).toContain('Please confirm your income');
    const button = /<button[^>]*name="confirmLowIncome"[^>]*>/.exec(html)?.[0] ?? '';
    expect(button).toContain('type="submit"');
    expect(button).toContain('value="yes"');
    expect(draft?.income).toBeUndefined();
    expect(await render(`${BASE}/annual-income`, { ...form, confirmLowIncome: 'yes' })).toEqual(
      redirectTo('legal-name'),
    );
    expect(draft?.income).toMatchObject({ income: 10000, employmentType: 'FULL_TIME' });
  });

  it('legal-name: the spec’s messages at the fields (VAL-010, VAL-014); a name goes on to birthdate', async () => {
    draft = startedDraft('HOME');
    const { html, status } = await answerTo(`${BASE}/legal-name`, { firstName: '', lastName: '' });
    expect(status).toBe(400);
    expect(messageAt(html, 'firstName')).toBe('Please enter the first name');
    expect(messageAt(html, 'lastName')).toBe('Last name is required');
    expect(await render(`${BASE}/legal-name`, { firstName: 'Pat', lastName: 'Lee', suffix: '' })).toEqual(
      redirectTo('birthdate'),
    );
  });

  it('birthdate: "Must be at least 18 years old" at the field (VAL-002…007); a date goes on to phone-and-email', async () => {
    draft = startedDraft('HOME');
    const { html, status } = await answerTo(`${BASE}/birthdate`, { dob: '01/01/2020' });
    expect(status).toBe(400);
    expect(messageAt(html, 'dob')).toBe('Must be at least 18 years old');
    expect(html).toContain('value="01/01/2020"');
    expect(await render(`${BASE}/birthdate`, { dob: '02/29/1964' })).toEqual(redirectTo('phone-and-email'));
    expect(draft?.dob).toEqual({ year: '1964', month: '02', day: '29' });
  });

  it('phone-and-email: the spec’s messages at the fields (VAL-009, VAL-025); valid ones go on to set-password', async () => {
    draft = startedDraft('HOME');
    const { html, status } = await answerTo(`${BASE}/phone-and-email`, {
      phoneCountry: 'US',
      phoneNumber: '21255',
      email: 'pat@',
    });
    expect(status).toBe(400);
    expect(messageAt(html, 'phoneNumber')).toBe('Please enter a valid phone number');
    expect(messageAt(html, 'email')).toBe('Please enter a valid email address');
    expect(
      await render(`${BASE}/phone-and-email`, {
        phoneCountry: 'US',
        phoneNumber: '(212) 555-0123',
        email: 'pat@hearth.test',
      }),
    ).toEqual(redirectTo('set-password'));
    expect(draft).toMatchObject({ email: 'pat@hearth.test', phoneNumber: '2125550123' });
  });

  it('a later step is drawn with the draft’s answers, which go with the page for the app to take over', async () => {
    draft = startedDraft('HOME', { name: { firstName: 'Pat', middleName: '', lastName: 'Lee', suffix: '' } });
    const result = await render(`${BASE}/legal-name`);
    expect(result.kind).toBe('page');
    if (result.kind === 'page') {
      expect(result.html).toMatch(/<input[^>]*name="firstName"[^>]*value="Pat"/);
      expect(JSON.stringify(result.state.router.loaderData)).toContain('"visitorRegisterData"');
    }
  });

  it('a visitor whose draft has no property street is sent to the first step (RTE-008), and so is a form sent without a draft', async () => {
    draft = { name: { firstName: 'Pat', middleName: '', lastName: 'Lee', suffix: '' } };
    expect(await render(`${BASE}/birthdate`)).toEqual(redirectTo(''));
    draft = undefined;
    expect(await render(`${BASE}/for-sale`, { isListedForSale: 'no' })).toEqual(redirectTo(''));
  });

  it('the password page is drawn for a visitor whose draft reached it, with the SMS consent’s words (REG-013, REG-033)', async () => {
    draft = startedDraft('HOME', { email: 'pat@hearth.test', phoneNumber: '2125550123' });
    const result = await render(`${BASE}/set-password`);
    expect(result.kind === 'declined' ? result.reason : result.kind).toBe('page');
    if (result.kind === 'page') {
      expect(result.html).toMatch(/<h1[^>]*>Create your password<\/h1>/);
      expect(result.html).toContain('I agree to receive text messages about offers.');
    }
  });

  it('the password page sent with mistakes: 400, the messages at the fields, the consents kept, the passwords never (VAL-018, VAL-023, VAL-028)', async () => {
    draft = startedDraft('HOME', { email: 'pat@hearth.test', phoneNumber: '2125550123' });
    const { html, status } = await answerTo(`${BASE}/set-password`, {
      password: 'Str0ng!Passw0rd',
      confirmPassword: 'Str0ng!Passw0rx',
      termPrivacyConsent: 'on',
    });
    expect(status).toBe(400);
    expect(messageAt(html, 'confirmPassword')).toBe('Passwords don&#x27;t match');
    expect(messageAt(html, 'communicationConsent')).toBe('Required');
    expect(messageAt(html, 'termPrivacyConsent')).toBeUndefined();
    expect(/<input[^>]*name="termPrivacyConsent"[^>]*>/.exec(html)?.[0]).toContain('checked');
    expect(html).not.toContain('Str0ng!Passw0r');
  });

  it('the password page sent for an e-mail that has an account: the account-exists answer on the page (REG-050)', async () => {
    const { html, status } = await sendPasswordPage();
    expect(status).toBe(409);
    expect(html).toContain('Account Already Exists');
    expect(html).toContain('An account with this email already exists.');
    expect(html).not.toContain('Str0ng!Passw0rd');
  });

  it('the password page sent by a borrower who cannot start another application: the reason on the page (REG-051)', async () => {
    const asNewBorrower: string[] = [];
    firstHandlers = [
      // The new account's token: the page's later calls (profile, notifications) answer for it.
      http.post(endpointPath(identityApi.register), () =>
        HttpResponse.json({ jwt: PAT.jwt.replace(/^Bearer /, '') }),
      ),
      http.get(endpointPath(identityApi.get), ({ request }) => {
        asNewBorrower.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json({
          uuid: '0c6f2b7e-6a47-4d8e-9d7b-3f1e2a4b5c6d',
          email: 'pat@hearth.test',
          aliases: [{ type: 'Phone', value: '2125550123' }],
          organizationCode: 'hearth',
          profileType: 'BORROWER',
          isBroker: false,
          updatedDate: new Date(0).toISOString(),
          passwordExpired: false,
          twoFactorEnabled: false,
          totpVerified: false,
        });
      }),
      http.get(endpointPath(registrationApi.abilityToStart), ({ request }) => {
        asNewBorrower.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json({
          canStartApplication: false,
          organizationsWithActiveApplication: ['hearth'],
        });
      }),
      // The page drawn for the borrower now signed in reads the SMS consent's words as theirs.
      http.get(endpointPath(consentApi.securePrompt, { type: 'SMS' }), () =>
        HttpResponse.json({
          uuid: '5b0c3a52-8f0e-4d5e-9a43-0d1c7e9c1a11',
          type: 'SMS',
          verbiage: 'I agree to receive text messages about offers.',
          resources: [],
        }),
      ),
      http.post(endpointPath(registrationApi.createHeloc, { state: 'OR' }), () =>
        HttpResponse.json({ errors: ['must not be called'] }, { status: 500 }),
      ),
    ];
    const { html, status } = await sendPasswordPage();
    expect(status).toBe(409);
    expect(html).toContain('Active application already exists.');
    expect(html).toMatch(/<a href="\/dashboard"[^>]*>Continue<\/a>/);
    expect(html).not.toContain('Str0ng!Passw0rd');
    // The calls after the account was made are the new borrower's.
    expect(new Set(asNewBorrower)).toEqual(new Set([PAT.jwt]));
  });
});
