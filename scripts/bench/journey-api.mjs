// A borrower driven through decision 007's borrower calls, and the ops API's sandbox clock: the
// default persona (Ada Lovelace, 123 Main St Portland) from registration to COMPLETE, as
// e2e/journey/borrower-reaches-funded-line.spec.ts walks it in the browser (bank link with First
// Sandbox Bank, the linked checking account for funds and autopay, a driver's licence, the online
// notary, a declarations page, the rescission period ended by the sandbox clock). Loopback only.
import { randomBytes } from 'node:crypto';
import { applicationApi, documentsApi } from '@hearth/domain/api/application-api';
import { bankAccountsApi } from '@hearth/domain/api/bank-accounts-api';
import { borrowerInfoApi } from '@hearth/domain/api/borrower-info-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityApi, identityDocumentsApi } from '@hearth/domain/api/identity-api';
import { incomeApi } from '@hearth/domain/api/income-api';
import { insuranceApi } from '@hearth/domain/api/insurance-api';
import { notaryApi } from '@hearth/domain/api/notary-api';
import { offersApi } from '@hearth/domain/api/offers-api';
import { opsApi } from '@hearth/domain/api/ops-api';
import { registrationApi } from '@hearth/domain/api/registration-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import { SAMPLE_ADDRESS, sampleCreateHelocBody } from '@hearth/domain/registration/sample-registration';
import { Secret, TOTP } from 'otpauth';

export const STATUS_PATH = (uuid) => endpointPath(applicationApi.stepStatus, { uuid });
/** An endpoint's path on application `uuid` (`params` for its other segments). */
const onApplication = (endpoint, uuid, params = {}) => endpointPath(endpoint, { uuid, ...params });
const LOOPBACK = /^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])[:/]/;

export const PORTLAND = SAMPLE_ADDRESS;
/** The sandbox staff user (README "Ops API"): password and the authenticator's public secret. */
export const SANDBOX_STAFF = {
  email: 'ops@hearth.test',
  password: 'hearth-ops-sandbox',
  totpSecret: 'HEARTHSANDBOXSTAFFTOTPSECRET2345',
};

/** The smallest JFIF image (a real JPEG by its magic bytes) and a one-page PDF, as the uploads check. */
const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const TINY_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
);

export class HttpError extends Error {}

/** One JSON (or multipart, with `form`) call; throws on a status ≥ 300 unless `allow` lists it. */
export async function call(baseUrl, path, { method = 'GET', jwt, body, form, allow = [] } = {}) {
  if (!LOOPBACK.test(baseUrl)) {
    throw new Error(`refusing a non-loopback address: ${baseUrl}`);
  }
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      origin: baseUrl,
      'x-org': 'hearth',
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    ...(form ? { body: form } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status >= 300 && !allow.includes(response.status)) {
    throw new HttpError(
      `${method} ${path.replace(/[0-9a-f-]{36}/, '{uuid}')}: HTTP ${response.status} ${text}`,
    );
  }
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

const bearerless = (jwt) => jwt.replace(/^Bearer /, '');

/** A new borrower account (the identity's register call): { email, jwt }. */
export async function registerBorrower(baseUrl, label = 'bench') {
  const email = `${label}-${randomBytes(5).toString('hex')}@hearth.test`;
  const { json } = await call(baseUrl, `${endpointPath(identityApi.register)}?organization=hearth`, {
    method: 'POST',
    body: { email, password: 'Hearth-bench-2026!', phoneNumber: '4155550123' },
  });
  return { email, jwt: bearerless(json.jwt) };
}

/** The create call of register-v2's last step; resolves to the application's uuid. */
export async function createApplication(baseUrl, { email, jwt }, lastName = 'Lovelace') {
  const { json } = await call(baseUrl, `${endpointPath(registrationApi.createHeloc)}?state=OR`, {
    method: 'POST',
    jwt,
    body: sampleCreateHelocBody({ lastName, email, address: PORTLAND }),
  });
  return json.uuid;
}

export async function readStep(baseUrl, jwt, uuid) {
  const { json } = await call(baseUrl, STATUS_PATH(uuid), { jwt });
  return json.serverStep;
}

/**
 * A staff token of the ops API (the sandbox staff user outside production): the password, then a
 * code of its authenticator. A code is accepted once, so one already used gives way to the next
 * step's (one step of drift is allowed), then to the step after a wait.
 */
export async function loginStaff(baseUrl, staff = SANDBOX_STAFF) {
  const totp = new TOTP({ secret: Secret.fromBase32(staff.totpSecret) });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { json: step } = await call(baseUrl, endpointPath(opsApi.login), {
      method: 'POST',
      body: { email: staff.email, password: staff.password },
    });
    for (const ahead of [0, 30_000]) {
      const code = totp.generate({ timestamp: Date.now() + ahead });
      const { status, json } = await call(baseUrl, endpointPath(staffApi.secondFactor), {
        method: 'POST',
        body: { challenge: step.challenge, code },
        allow: [401],
      });
      if (status === 200) {
        return bearerless(json.jwt);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, TOTP.remaining({ period: 30 }) + 100));
  }
  throw new Error('the sandbox staff user could not complete the second factor');
}

async function signEverySignable(baseUrl, jwt, uuid) {
  const { json: listed } = await call(baseUrl, onApplication(documentsApi.list, uuid), { jwt });
  for (const document of listed.filter((entry) => entry.signable)) {
    await call(baseUrl, onApplication(documentsApi.sign, uuid, { documentUuid: document.uuid }), {
      method: 'POST',
      jwt,
      body: { signature: { kind: 'TYPED', text: 'Ada Lovelace' }, reachedEnd: true },
    });
  }
}

function upload(fields, files) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, value);
  }
  for (const { field, name, type, bytes } of files) {
    form.append(field, new Blob([bytes], { type }), name);
  }
  return form;
}

const post = (baseUrl, jwt, path, body) => call(baseUrl, path, { method: 'POST', jwt, body });
const LINKED_CHECKING = 'ins_sandbox_first-checking';

/**
 * The borrower's write at each step that waits on the borrower (the page's submit), by server
 * step. `ctx` is { baseUrl, jwt, uuid, staffJwt }. Every other step is the server's (jobs,
 * vendors): the driver waits for it.
 */
export const BORROWER_WRITES = {
  OFFER_SELECTION: async ({ baseUrl, jwt, uuid }) => {
    const { json } = await call(baseUrl, onApplication(offersApi.list, uuid), { jwt });
    const offer = json.offers.find((candidate) => candidate.term === 10) ?? json.offers[0];
    await post(baseUrl, jwt, onApplication(offersApi.select, uuid), {
      type: offer.type,
      term: offer.term,
      amount: 50_000,
    });
  },
  COLLECT_ADDITIONAL_INFO: ({ baseUrl, jwt, uuid }) =>
    post(baseUrl, jwt, onApplication(borrowerInfoApi.profileInfo, uuid), {
      ownershipType: 'SOLE',
      ssn: '123-45-6789',
      hardCreditConsent: true,
    }),
  HMDA: ({ baseUrl, jwt, uuid }) =>
    post(baseUrl, jwt, onApplication(borrowerInfoApi.hmda, uuid), {
      ethnicity: ['NOT_PROVIDED'],
      race: ['NOT_PROVIDED'],
      sex: ['NOT_PROVIDED'],
      collectedBy: 'ONLINE',
    }),
  SUMMARY_DISCLOSURE: ({ baseUrl, jwt, uuid }) => signEverySignable(baseUrl, jwt, uuid),
  INCOME_VERIFICATION: ({ baseUrl, jwt, uuid }) =>
    post(baseUrl, jwt, onApplication(incomeApi.link, uuid), {
      institutionId: 'ins_sandbox_first',
      username: 'user_good',
      password: 'pass_good',
      accountIds: [LINKED_CHECKING],
    }),
  DISBURSEMENT_ACCOUNT: ({ baseUrl, jwt, uuid }) =>
    post(baseUrl, jwt, onApplication(bankAccountsApi.disbursement, uuid), {
      source: 'LINKED',
      accountId: LINKED_CHECKING,
    }),
  AUTOPAY_ACCOUNT: ({ baseUrl, jwt, uuid }) =>
    post(baseUrl, jwt, onApplication(bankAccountsApi.autopay, uuid), {
      payType: 'AUTOPAY',
      sameAsDisbursement: true,
      authorized: true,
    }),
  IDENTITY_VERIFICATION: ({ baseUrl, jwt, uuid }) =>
    call(baseUrl, onApplication(identityDocumentsApi.upload, uuid), {
      method: 'POST',
      jwt,
      form: upload({ idType: 'DRIVERS_LICENSE' }, [
        { field: 'front', name: 'front.jpg', type: 'image/jpeg', bytes: TINY_JPEG },
        { field: 'back', name: 'back.jpg', type: 'image/jpeg', bytes: TINY_JPEG },
      ]),
    }),
  FINAL_OFFER: ({ baseUrl, jwt, uuid }) => post(baseUrl, jwt, onApplication(offersApi.acceptFinal, uuid), {}),
  NOTE_SIGNING: ({ baseUrl, jwt, uuid }) => signEverySignable(baseUrl, jwt, uuid),
  NOTARY_DISCLOSURE: ({ baseUrl, jwt, uuid }) =>
    post(baseUrl, jwt, onApplication(notaryApi.acknowledgeDisclosure, uuid), {}),
  DEED_SIGNING: ({ baseUrl, jwt, uuid }) =>
    post(baseUrl, jwt, onApplication(notaryApi.startENotary, uuid), {
      deviceCheck: true,
      answers: ['street:maple', 'vehicle:sedan2015', 'lender:northbank'],
    }),
  TRUST_AND_INSURANCE: ({ baseUrl, jwt, uuid }) =>
    call(baseUrl, onApplication(insuranceApi.upload, uuid), {
      method: 'POST',
      jwt,
      form: upload({}, [
        { field: 'file', name: 'declarations-page.pdf', type: 'application/pdf', bytes: TINY_PDF },
      ]),
    }),
  // Staff, not the borrower: the ops API moves the sandbox clock past the rescission deadline.
  RESCISSION: (ctx) => advanceClockPastRescission(ctx),
};

const HOUR_MS = 3_600_000;
/** A day is over everywhere at noon UTC the next day, when it ends in UTC−12, the last zone. */
const DAY_OVER_EVERYWHERE_MS = 36 * HOUR_MS;
const START_TIMEOUT_MS = 30_000;

let rescissionRule;
/** The domain's business-day rule (TypeScript, loaded through tsx as the server is), once. */
function loadRescissionRule() {
  rescissionRule ??= import('tsx/esm/api').then(({ tsImport }) =>
    tsImport('@hearth/domain/dates/rescission', import.meta.url),
  );
  return rescissionRule;
}

/**
 * Staff move the sandbox clock just past the last day to cancel that application `uuid` reports:
 * GET P's `rescissionStartDate` (null until the notice is delivered: read again every 250 ms),
 * counted on by the business-day rule the complete page and the rescission job use. Not a fixed
 * count of days, which the rule outlasts in a holiday week (Sundays and federal holidays skipped).
 * At least an hour forward, so the waiting jobs are checked again. Resolves to the deadline.
 */
export async function advanceClockPastRescission({ baseUrl, jwt, uuid, staffJwt }) {
  const started = performance.now();
  let start = null;
  for (;;) {
    start =
      (await call(baseUrl, onApplication(applicationApi.get, uuid), { jwt })).json.rescissionStartDate ??
      null;
    if (start || performance.now() - started > START_TIMEOUT_MS) {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!start) {
    throw new Error(`application ${uuid} has no rescissionStartDate after ${START_TIMEOUT_MS} ms`);
  }
  const { getRescissionDeadline } = await loadRescissionRule();
  const deadline = getRescissionDeadline([start.slice(0, 10)]);
  const { json: clock } = await call(baseUrl, endpointPath(opsApi.clock), { jwt: staffJwt });
  const over = Date.parse(`${deadline}T00:00:00Z`) + DAY_OVER_EVERYWHERE_MS;
  const advanceHours = Math.max(1, Math.ceil((over - Date.parse(clock.now)) / HOUR_MS));
  await call(baseUrl, endpointPath(opsApi.advanceClock), {
    method: 'POST',
    jwt: staffJwt,
    body: { advanceHours },
  });
  return deadline;
}

const STOPS = ['DECLINED', 'CANCELLED'];

/**
 * Drives application `uuid` until its step is `until` (default COMPLETE): at a borrower step it
 * sends that step's write once, elsewhere it re-reads the status every `pollMs`. `onStep(step, ms)`
 * hears each step seen, with the time since the start. Throws past `timeoutMs`, or at a
 * step it cannot leave.
 */
export async function driveApplication(
  ctx,
  { until = 'COMPLETE', pollMs = 250, timeoutMs = 120_000, onStep } = {},
) {
  const started = performance.now();
  const written = new Set();
  let last;
  for (;;) {
    const step = await readStep(ctx.baseUrl, ctx.jwt, ctx.uuid);
    const elapsed = performance.now() - started;
    if (step !== last) {
      onStep?.(step, elapsed);
      last = step;
    }
    if (step === until) {
      return elapsed;
    }
    if (STOPS.includes(step) || elapsed > timeoutMs) {
      throw new Error(`application ${ctx.uuid} stopped at ${step} after ${Math.round(elapsed)} ms`);
    }
    const write = BORROWER_WRITES[step];
    if (write && !written.has(step)) {
      written.add(step);
      await write(ctx);
    } else {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
}
