#!/usr/bin/env node
// The scripted borrower's time and inputs from landing to a funded line: the
// pages and choices of e2e/journey/borrower-reaches-funded-line.spec.ts, driven in Chromium on the
// built server (sandbox clock: ./server-env.mjs sandboxEnv), without the spec's axe checks, with
// every input counted. Counting: a text field is one click (to focus it) plus one keystroke per
// character; a native select is two clicks; a label, button, option or checkbox is one click; a
// file picked is one file choice. Scrolling a document to its end is counted apart (not an input).
// Staff's move of the sandbox clock (the ops API, as the spec does) is not the borrower's input.
// Alone: prints the figures.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';
import { findFreePort } from '../lib/http.mjs';
import { startServer } from '../lib/server.mjs';
import { advanceClockPastRescission, loginStaff } from './journey-api.mjs';
import { sandboxEnv } from './server-env.mjs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // The e-notary device check opens the camera: a fake one, without a permission prompt.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];
const WAIT_MS = 60_000;

const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const POLICY_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
);

/** Drives the page as a borrower and counts what they do; `arrive` times the waits between pages. */
class Borrower {
  keystrokes = 0;
  clicks = 0;
  fileChoices = 0;
  scrolls = 0;
  waits = [];
  refusals = [];
  lastClockAt = 0;
  #lastInputAt = performance.now();

  constructor(page) {
    this.page = page;
  }

  async click(locator) {
    this.clicks += 1;
    await locator.click({ timeout: WAIT_MS });
    this.#lastInputAt = performance.now();
  }

  /** Clicks into the field, then types `text` key by key. */
  async type(locator, text) {
    await this.click(locator);
    this.keystrokes += text.length;
    await locator.pressSequentially(text);
    this.#lastInputAt = performance.now();
  }

  async select(locator, label) {
    this.clicks += 2;
    await locator.selectOption({ label });
    this.#lastInputAt = performance.now();
  }

  async chooseFile(locator, file) {
    this.fileChoices += 1;
    await locator.setInputFiles(file);
    this.#lastInputAt = performance.now();
  }

  /** React Aria hides the input under its label: the label is what is clicked. */
  async pick(role, name, { within = this.page, exact = false } = {}) {
    await this.click(within.getByRole(role, { name, exact }).locator('xpath=ancestor::label[1]'));
  }

  /** KIT-019: the document viewer scrolled to its end, so its Sign button unlocks. */
  async readToTheEnd(title) {
    const viewer = this.page.getByRole('region', { name: title, exact: true });
    await viewer.getByTestId('pdf-end-sentinel').waitFor({ state: 'attached', timeout: WAIT_MS });
    this.scrolls += 1;
    await viewer.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  }

  /** Waits for the journey page `path` and its heading; records how long since the last input. */
  async arrive(path, heading) {
    await this.page.waitForURL(new RegExp(`/account/heloc/[0-9a-f-]{36}/${path}(\\?.*)?$`), {
      timeout: WAIT_MS,
    });
    await this.heading(heading);
    this.waits.push([path, performance.now() - this.#lastInputAt]);
  }

  async heading(name, level = 1) {
    await this.page.getByRole('heading', { level, name }).first().waitFor({ timeout: WAIT_MS });
  }

  get inputs() {
    return this.keystrokes + this.clicks + this.fileChoices;
  }
}

/** register-v2 as e2e/registration/register-steps.ts fills it (fillPropertyStep, fillMiddleSteps, fillPasswordStep). */
async function register(b, page) {
  const button = (name) => page.getByRole('button', { name });
  const label = (text, exact = false) => page.getByLabel(text, { exact });
  await b.heading('Where is the property?');
  await b.type(page.getByRole('combobox', { name: 'Property address' }), '123 Main St Portland');
  await b.click(page.getByRole('option', { name: '123 Main St, Portland, OR 97201' }));
  await b.pick('radio', 'Primary residence', { exact: true });
  await b.click(button('Continue'));
  await b.heading('Is the property for sale?');
  await b.pick('radio', 'No', { exact: true });
  await b.click(button('Continue'));
  await b.heading("What's your annual income?");
  await b.select(label('Employment type'), 'Full-time employed');
  await b.type(label('Annual income before taxes'), '120000');
  await b.click(button('Continue'));
  await b.heading("What's your legal name?");
  await b.type(label('First name'), 'Ada');
  await b.type(label('Last name'), 'Lovelace');
  await b.click(button('Continue'));
  await b.heading("What's your date of birth?");
  await b.type(label('Date of birth'), '05151980');
  await b.click(button('Continue'));
  await b.heading('How can we reach you?');
  await b.type(label('Mobile phone'), '4155550123');
  await b.type(
    page.getByRole('textbox', { name: 'Email' }),
    `bench-${randomBytes(4).toString('hex')}@hearth.test`,
  );
  await b.click(button('Continue'));
  await b.heading('Create your password');
  await b.type(label('Password', true), 'Hearth-bench-2026!');
  await b.type(label('Confirm password'), 'Hearth-bench-2026!');
  for (const name of [
    /I agree to the Terms of Use/,
    /receive documents and notices electronically/,
    /sign documents electronically/,
    'I agree',
  ]) {
    await b.click(page.getByRole('checkbox', { name, exact: typeof name === 'string' }));
  }
  await b.click(button('Continue'));
}

/** Signs the documents shown one after another (start/app-summary's two, signing/sign's closing set). */
async function signDocuments(b, page, titles) {
  for (const title of titles) {
    await b.readToTheEnd(title);
    await b.type(page.getByRole('textbox', { name: 'Your full legal name' }), 'Ada Lovelace');
    const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await b.click(page.getByRole('button', { name: new RegExp(`^Sign ${escaped}$`, 'i') }));
  }
}

/** The journey spec's borrower from product/select to the dashboard; `advanceClock` is staff's part. */
async function walkJourney(b, page, advanceClock) {
  const button = (name, within = page) => within.getByRole('button', { name });
  await b.arrive('product/select', 'Choose your offer');
  await b.pick('radio', /^10-year fixed/);
  await b.click(button('Review my offer'));
  await b.click(button('Confirm this offer', page.getByRole('dialog', { name: 'Confirm your offer' })));

  await b.arrive('start/contact', 'Tell us a bit more');
  await b.pick('radio', /^Only me/);
  await b.type(page.getByRole('textbox', { name: 'Social Security number' }), '123-45-6789');
  await b.pick('checkbox', /^I authorize/);
  await b.click(button('Continue'));

  await b.arrive('start/hmda', 'Demographic information');
  for (const group of ['Ethnicity (check one or more)', 'Race (check one or more)', 'Sex']) {
    await b.pick('checkbox', 'I do not wish to provide this information', {
      within: page.getByRole('group', { name: group }),
    });
  }
  await b.click(button('Continue'));

  await b.arrive('start/app-summary', 'Review and sign your application');
  for (const title of ['Application summary', 'Early HELOC disclosure']) {
    await b.heading(new RegExp(`: ${title}$`, 'i'), 2);
    await signDocuments(b, page, [title]);
  }
  await page
    .getByRole('status')
    .filter({ hasText: 'Your application is signed' })
    .waitFor({ timeout: WAIT_MS });
  await b.click(button('Continue'));

  await b.arrive('income/review', 'Verify your income');
  await b.click(button('Link bank account'));
  const bank = page.getByRole('dialog', { name: /^Connect/ });
  await b.click(button('First Sandbox Bank', bank));
  await b.type(bank.getByRole('textbox', { name: 'Username' }), 'user_good');
  await b.type(bank.getByLabel('Password'), 'pass_good');
  await b.click(button('Log in', bank));
  await bank.getByText('Choose the accounts to share').waitFor({ timeout: WAIT_MS });
  await b.click(button('Link accounts', bank));

  await b.arrive('bank/disburse', 'Where should we send your funds?');
  await b.click(button('Continue'));
  await b.arrive('bank/autopay', 'How would you like to make payments?');
  await b.pick('radio', /^Automatic payments/);
  await b.pick('checkbox', /^I authorize/);
  await b.click(button('Continue'));

  await b.arrive('identity', 'Verify your identity');
  await b.pick('radio', "US Driver's License");
  await b.chooseFile(page.getByLabel('Front of your ID'), {
    name: 'front.jpg',
    mimeType: 'image/jpeg',
    buffer: TINY_JPEG,
  });
  await b.chooseFile(page.getByLabel('Back of your ID'), {
    name: 'back.jpg',
    mimeType: 'image/jpeg',
    buffer: TINY_JPEG,
  });
  await b.click(button('Upload and continue'));

  await b.arrive('signing/intro', 'Your final offer');
  await b.click(button('Accept final offer'));
  await b.arrive('signing/intro', 'Sign your closing documents');
  await b.click(button('Start signing'));
  await b.click(button(/share/i, page.getByRole('dialog', { name: 'Why we need your location' })));

  await b.arrive('signing/sign', 'Sign your documents');
  const documentHeading = page.getByRole('heading', { level: 2, name: /^Document \d+ of \d+: / });
  const allSigned = page.getByText('You have signed every document.');
  await documentHeading.or(allSigned).waitFor({ timeout: WAIT_MS });
  while (await documentHeading.isVisible()) {
    const heading = (await documentHeading.textContent()) ?? '';
    await signDocuments(b, page, [heading.replace(/^Document \d+ of \d+: /, '')]);
    await page
      .getByRole('heading', { level: 2, name: heading, exact: true })
      .waitFor({ state: 'hidden', timeout: WAIT_MS });
    await documentHeading.or(allSigned).waitFor({ timeout: WAIT_MS });
  }
  await b.click(button('Continue'));

  await b.arrive('notary/intro', 'Sign your deed with a notary');
  await b.click(button('I understand, continue'));
  await b.click(button('Start online session'));
  await b.click(button(/share/i, page.getByRole('dialog', { name: 'Why we need your location' })));

  await b.arrive('notary/session', 'Online notary session');
  await b.click(button('Check my device'));
  for (const question of [
    'Which of these streets have you lived on?',
    'Which of these vehicles have you financed?',
    'Which of these companies has given you a loan?',
  ]) {
    const choice = page.getByRole('radiogroup', { name: question }).getByRole('radio').first();
    await b.click(choice.locator('xpath=ancestor::label[1]'));
  }
  await b.click(button('Continue'));
  await b.click(button('Join the session'));

  await b.arrive('insurance/(upload|requirements)', /insurance/i);
  if (page.url().includes('insurance/requirements')) {
    await b.click(page.getByRole('link', { name: 'Upload my policy' }));
  }
  await b.chooseFile(page.getByLabel('Declarations page'), {
    name: 'declarations-page.pdf',
    mimeType: 'application/pdf',
    buffer: POLICY_PDF,
  });
  // The page shows as soon as the session is joined, before the notary's NOTARY_COMPLETED: an
  // upload before that is refused (409, "try again"), and the borrower tries again a second later.
  for (let attempt = 1; ; attempt += 1) {
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/insurance'),
      { timeout: WAIT_MS },
    );
    await b.click(button(attempt === 1 ? 'Upload and continue' : 'Retry upload'));
    if ((await answered).status() !== 409 || attempt === 30) {
      break;
    }
    b.refusals.push('insurance upload (409 at E_NOTARY_SESSION)');
    await page.waitForTimeout(1_000);
  }

  await b.arrive('complete', "You're all signed");
  await page.getByText(/You can cancel this line of credit until/).waitFor({ timeout: WAIT_MS });
  await advanceClock();
  await page.waitForURL(/\/dashboard$/, { timeout: WAIT_MS });
  await page
    .getByRole('article')
    .getByRole('definition')
    .filter({ hasText: 'Funded' })
    .waitFor({ timeout: WAIT_MS });
  b.waits.push(['dashboard (funded)', performance.now() - b.lastClockAt]);
}

/**
 * Resolves to { wallMs, registerMs, inputs, keystrokes, clicks, fileChoices, scrolls, waits:
 * [[page, ms since the borrower's last input]…], refusals: [what the server refused]… } or throws
 * when the walk fails.
 */
export async function measureBorrowerJourney() {
  const server = await startServer({ port: await findFreePort(), env: sandboxEnv() });
  const browser = await chromium.launch({
    executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
    args: CHROMIUM_ARGS,
  });
  try {
    const staffJwt = await loginStaff(server.url);
    const context = await browser.newContext({
      baseURL: server.url,
      permissions: ['geolocation', 'camera', 'microphone'],
      geolocation: { latitude: 45.5152, longitude: -122.6784 },
    });
    const page = await context.newPage();
    const b = new Borrower(page);
    // Past the deadline the application reports (its business-day rule), not a fixed 5 days.
    const advanceClock = async () => {
      b.lastClockAt = performance.now();
      const uuid = /\/account\/heloc\/([0-9a-f-]{36})\//.exec(new URL(page.url()).pathname)?.[1];
      const jwt = (await page.evaluate(() => window.localStorage.getItem('jwt'))) ?? '';
      await advanceClockPastRescission({
        baseUrl: server.url,
        jwt: jwt.replace(/^Bearer /, ''),
        uuid,
        staffJwt,
      });
    };
    const started = performance.now();
    let registerMs;
    try {
      await page.goto('/account/heloc/register-v2');
      await register(b, page);
      registerMs = performance.now() - started;
      await walkJourney(b, page, advanceClock);
    } catch (error) {
      const h1 = await page.getByRole('heading', { level: 1 }).allTextContents();
      const alerts = await page.getByRole('alert').allTextContents();
      const where = `on ${new URL(page.url()).pathname} (h1: ${h1.join(' | ') || 'none'}; alerts: ${alerts.join(' | ') || 'none'})`;
      throw new Error(`${error instanceof Error ? error.message.split('\n')[0] : error} ${where}`);
    }
    const wallMs = performance.now() - started;
    await context.close();
    const { keystrokes, clicks, fileChoices, scrolls, waits, refusals } = b;
    return {
      wallMs,
      registerMs,
      inputs: b.inputs,
      keystrokes,
      clicks,
      fileChoices,
      scrolls,
      waits,
      refusals,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function formatBorrowerJourney(result) {
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const waited = result.waits.reduce((sum, [, ms]) => sum + ms, 0);
  const slowest = [...result.waits].sort((a, b) => b[1] - a[1]).slice(0, 5);
  return [
    `  ${s(result.wallMs)} from landing to funded (registration ${s(result.registerMs)}), ${s(waited)} of it waiting for the next page after an input`,
    `  ${result.inputs} inputs: ${result.keystrokes} keystrokes, ${result.clicks} clicks, ${result.fileChoices} file choices (and ${result.scrolls} documents scrolled to their end)`,
    `  longest waits: ${slowest.map(([path, ms]) => `${path} ${s(ms)}`).join(', ')}`,
    ...(result.refusals.length > 0
      ? [
          `  ⚠ the server refused ${result.refusals.length} submit(s) the page allowed: ${[...new Set(result.refusals)].join(', ')}`,
        ]
      : []),
  ];
}

const invokedPath = process.argv[1] ? new URL(`file://${process.argv[1]}`).href : '';
if (import.meta.url === invokedPath) {
  const { ensureWebBuild } = await import('../lib/web-build.mjs');
  await ensureWebBuild();
  for (const line of formatBorrowerJourney(await measureBorrowerJourney())) {
    console.log(line);
  }
}
