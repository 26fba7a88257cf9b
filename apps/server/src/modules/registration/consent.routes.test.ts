import { endpointPath } from '@hearth/domain/api/endpoint';
import { consentApi } from '@hearth/domain/api/registration-api';
import { generateLoanNumber } from '@hearth/domain/ids/loan-number';
import { readConsentPrompt } from '@hearth/domain/registration/consent-prompt';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsConsents } from '../../db/schema/index.ts';
import { decryptPii } from '../../lib/pii.ts';
import { insertApplication } from '../application/application.repository.ts';
import {
  bearer,
  getWithToken,
  type RegisteredUser,
  registerUser,
  useTestAppWithBorrowers,
  VALID_PHONE,
} from '../identity/identity-test-support.ts';
import { CONSENT_PROMPT_VERSIONS, getConsentPromptUuid } from './consent-prompts.ts';

const SMS_CONSENTS_PATH = endpointPath(consentApi.saveSms);
const promptPath = (type: string) => endpointPath(consentApi.prompt, { type });
const securePromptPath = (type: string) => endpointPath(consentApi.securePrompt, { type });

const suite = useTestAppWithBorrowers('user');

const smsPrompt = (org = 'hearth') => getConsentPromptUuid(org, 'SMS', CONSENT_PROMPT_VERSIONS.SMS);
const transactionalPrompt = () =>
  getConsentPromptUuid('hearth', 'SMS_TRANSACTIONAL', CONSENT_PROMPT_VERSIONS.SMS_TRANSACTIONAL);
const save = (payload: Record<string, unknown>, jwt = suite.user.jwt, org = 'hearth') =>
  suite.t.app.inject({
    method: 'POST',
    url: `${SMS_CONSENTS_PATH}?org=${org}`,
    headers: bearer(jwt),
    payload,
  });

async function applicationOf(owner: RegisteredUser): Promise<string> {
  const row = await insertApplication(suite.t.db, {
    loanNumber: generateLoanNumber(),
    identityUuid: owner.identityUuid,
    organizationCode: 'hearth',
    status: { checklistStatus: 'INITIAL' },
    serverStep: 'WAITING_FOR_SOFT_CREDIT',
    createdDate: new Date(),
    updatedDate: new Date(),
  });
  return row.uuid;
}

describe('GET {consent-base}/consent/prompt/{type} (API-053)', () => {
  it.each(['SMS', 'SMS_TRANSACTIONAL'] as const)(
    'REG-033: the public %s prompt has a uuid, verbiage and the four resources',
    async (type) => {
      const response = await suite.t.app.inject({
        method: 'GET',
        url: promptPath(type),
      });
      expect(response.statusCode).toBe(200);
      const prompt = response.json();
      expect(prompt).toMatchObject({
        uuid: getConsentPromptUuid('hearth', type, CONSENT_PROMPT_VERSIONS[type]),
        type,
      });
      expect(prompt.verbiage).toContain('Hearth Home Lending, Inc.');
      expect(prompt.resources.map((resource: { type: string; name: string }) => resource.name)).toEqual([
        'Title',
        'Secondary verbiage',
        'Privacy Policy',
        'Terms of Service',
      ]);
      const read = readConsentPrompt(prompt);
      expect(read.title).toBeTruthy();
      expect(read.secondaryVerbiage).toContain('STOP');
      // ORG-036: hearth calls its terms 'Terms of Use' in the footer and the consents; so does the prompt.
      expect(prompt.verbiage).not.toContain('Terms of Service');
      expect(read.segments.filter((segment) => segment.href)).toEqual([
        { text: 'Privacy Policy', href: '/privacy' },
        { text: 'Terms of Use', href: '/terms' },
      ]);
    },
  );

  it('ORG-036: a lender whose terms are the Terms of Service says so in its prompt', async () => {
    const response = await suite.t.app.inject({
      method: 'GET',
      url: `${promptPath('SMS')}?org=bluewater-cu`,
    });
    const read = readConsentPrompt(response.json());
    expect(response.json().verbiage).not.toContain('Terms of Use');
    expect(read.segments.filter((segment) => segment.href).map((segment) => segment.text)).toEqual([
      'Privacy Policy',
      'Terms of Service',
    ]);
  });

  it('REG-033: each lender has its own prompt versions and company name', async () => {
    const response = await suite.t.app.inject({
      method: 'GET',
      url: `${promptPath('SMS')}?org=silverpine`,
    });
    expect(response.json().uuid).toBe(smsPrompt('silverpine'));
    expect(response.json().uuid).not.toBe(smsPrompt('hearth'));
  });

  it('REG-033: the signed-in base answers the same prompt and needs a token', async () => {
    const signedIn = await getWithToken(suite.t.app, securePromptPath('SMS'), suite.user.jwt);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().uuid).toBe(smsPrompt());
    const anonymous = await suite.t.app.inject({ method: 'GET', url: securePromptPath('SMS') });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each(['EMAIL', 'sms', 'x'.repeat(5000)])('refuses the unknown prompt type %s', async (type) => {
    const response = await suite.t.app.inject({
      method: 'GET',
      url: promptPath(type),
    });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json()).toEqual({ errors: [expect.any(String)] });
  });
});

describe('POST /service-consent/secure/api/v1/consent (REG-040, step 6)', () => {
  it('REG-040: stores each answer with its prompt uuid, time, application and encrypted phone', async () => {
    const applicationUuid = await applicationOf(suite.user);
    const response = await save({
      applicationUuid,
      consents: [
        { type: 'SMS', promptUuid: smsPrompt(), accepted: true },
        { type: 'SMS_TRANSACTIONAL', promptUuid: transactionalPrompt(), accepted: false },
      ],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.consents).toEqual([
      expect.objectContaining({ type: 'SMS', promptUuid: smsPrompt(), accepted: true, applicationUuid }),
      expect.objectContaining({ type: 'SMS_TRANSACTIONAL', accepted: false, applicationUuid }),
    ]);
    const rows = await suite.t.db
      .select()
      .from(smsConsents)
      .where(eq(smsConsents.applicationUuid, applicationUuid));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.identityUuid).toBe(suite.user.identityUuid);
      expect(row.organizationCode).toBe('hearth');
      expect(row.consentedAt).toBeInstanceOf(Date);
      expect(row.phoneNumberEncrypted).not.toContain(VALID_PHONE);
      expect(decryptPii(row.phoneNumberEncrypted ?? '', suite.t.config.piiKey)).toBe(VALID_PHONE);
    }
  });

  it('REG-040: keeps the history — a later answer is a new row', async () => {
    const first = await save({ consents: [{ type: 'SMS', promptUuid: smsPrompt(), accepted: true }] });
    const second = await save({ consents: [{ type: 'SMS', promptUuid: smsPrompt(), accepted: false }] });
    expect(first.json().consents[0].uuid).not.toBe(second.json().consents[0].uuid);
    expect(second.json().consents[0]).toMatchObject({ accepted: false, applicationUuid: null });
  });

  it("answers 404 for someone else's application and stores nothing", async () => {
    const other = await registerUser(suite.t.app);
    const theirs = await applicationOf(other);
    const response = await save({
      applicationUuid: theirs,
      consents: [{ type: 'SMS', promptUuid: smsPrompt(), accepted: true }],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: ['Application not found'] });
    expect(
      await suite.t.db.select().from(smsConsents).where(eq(smsConsents.applicationUuid, theirs)),
    ).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a prompt of another lender',
      { consents: [{ type: 'SMS', promptUuid: smsPrompt('silverpine'), accepted: true }] },
      'Unknown consent prompt',
    ],
    [
      'a prompt of the other type',
      { consents: [{ type: 'SMS', promptUuid: transactionalPrompt(), accepted: true }] },
      'Unknown consent prompt',
    ],
    [
      'a malformed prompt uuid',
      { consents: [{ type: 'SMS', promptUuid: 'nope', accepted: true }] },
      'Unknown consent prompt',
    ],
    ['no answers', { consents: [] }, 'Required'],
    [
      'an answer twice',
      {
        consents: [
          { type: 'SMS', promptUuid: smsPrompt(), accepted: true },
          { type: 'SMS', promptUuid: smsPrompt(), accepted: false },
        ],
      },
      'Each consent type may be answered once',
    ],
    ['no accepted', { consents: [{ type: 'SMS', promptUuid: smsPrompt() }] }, 'Required'],
    [
      'an unknown field',
      { consents: [{ type: 'SMS', promptUuid: smsPrompt(), accepted: true }], phone: '1' },
      expect.any(String) as unknown as string,
    ],
    [
      '5,000 characters',
      { consents: [{ type: 'x'.repeat(5000), promptUuid: smsPrompt(), accepted: true }] },
      expect.any(String) as unknown as string,
    ],
  ])('answers 400 for %s', async (_case, payload, message) => {
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(message);
  });

  it('answers 401 without a token', async () => {
    const response = await suite.t.app.inject({
      method: 'POST',
      url: SMS_CONSENTS_PATH,
      payload: { consents: [] },
    });
    expect(response.statusCode).toBe(401);
  });
});
