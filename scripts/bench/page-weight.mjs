import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { createApplication, driveApplication, registerBorrower } from './journey-api.mjs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function kindOf(response) {
  const type = response.headers()['content-type'] ?? '';
  const path = new URL(response.url()).pathname;
  if (type.includes('javascript') || path.endsWith('.js') || path.endsWith('.mjs')) {
    return 'js';
  }
  if (type.includes('text/css') || path.endsWith('.css')) {
    return 'css';
  }
  return undefined;
}

/**
 * Loads each page in Chromium and sums the gzip size (zlib, default level) of every JS and CSS
 * response it fetched, lazy chunks included. `beforeEach(page)` may sign the browser in;
 * `afterLoad(page, path)` may then use the page (its further downloads count too).
 */
export async function measurePageWeight(baseUrl, paths, { beforeEach, afterLoad } = {}) {
  const browser = await chromium.launch({
    executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
    args: CHROMIUM_ARGS,
  });
  try {
    const results = [];
    for (const path of paths) {
      const context = await browser.newContext({ baseURL: baseUrl });
      const page = await context.newPage();
      if (beforeEach) {
        await beforeEach(page, path);
      }
      const assets = new Map();
      page.on('response', async (response) => {
        const kind = kindOf(response);
        if (kind && response.ok() && !assets.has(response.url())) {
          assets.set(response.url(), { kind, body: response.body().catch(() => Buffer.alloc(0)) });
        }
      });
      await page.goto(path, { waitUntil: 'networkidle', timeout: 60_000 });
      if (afterLoad) {
        await afterLoad(page, path);
        await page.waitForLoadState('networkidle');
      }
      const sizes = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 } };
      const files = [];
      for (const [url, { kind, body }] of assets.entries()) {
        const bytes = await body;
        const gzip = gzipSync(bytes).length;
        sizes[kind].raw += bytes.length;
        sizes[kind].gzip += gzip;
        sizes[kind].files += 1;
        files.push({ name: new URL(url).pathname, kind, gzip });
      }
      files.sort((a, b) => b.gzip - a.gzip);
      results.push({ path, finalPath: new URL(page.url()).pathname, ...sizes, files });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The register-v2 steps in order (packages/domain/src/registration/register-steps.ts). */
export const REGISTER_V2_STEP_PATHS = [
  '/account/heloc/register-v2',
  '/account/heloc/register-v2/home-address',
  '/account/heloc/register-v2/for-sale',
  '/account/heloc/register-v2/annual-income',
  '/account/heloc/register-v2/legal-name',
  '/account/heloc/register-v2/birthdate',
  '/account/heloc/register-v2/phone-and-email',
  '/account/heloc/register-v2/set-password',
];

/**
 * Register data that has answered every step (sessionStorage `hearth-register-data`), so a later
 * step opens itself instead of redirecting to the first one (RTE-008). A secondary home keeps the
 * home-address step in the flow.
 */
const ANSWERED_REGISTER_DATA = {
  propertyAddress: {
    street1: '123 MAIN ST',
    street2: '',
    city: 'SACRAMENTO',
    state: 'CA',
    zip: '95814',
    occupancyType: 'SECONDARY',
  },
  homeAddress: { street1: '9 OAK ST', street2: '', city: 'SACRAMENTO', state: 'CA', zip: '95814' },
  isListedForSale: false,
  income: { income: 120000, otherIncome: 0, employmentType: 'FULL_TIME' },
  name: { firstName: 'Pat', middleName: '', lastName: 'Lee', suffix: '' },
  dob: { day: '15', month: '05', year: '1980' },
  email: 'bench@hearth.test',
  phoneNumber: '2125550123',
  flags: { isSaleStatusSet: true, isIncomeSet: true },
};

/**
 * JS and CSS gzip of each register-v2 step's route, loaded on its own (a borrower who reloads or
 * resumes there), plus `newJs`: the gzip of the JS that step adds to what the steps before it
 * loaded (what walking the flow in one tab costs at that step).
 */
export async function measureRegisterStepWeights(baseUrl, paths = REGISTER_V2_STEP_PATHS) {
  const results = await measurePageWeight(baseUrl, paths, {
    beforeEach: async (page, path) => {
      if (path !== paths[0]) {
        await page.goto('/healthz');
        await page.evaluate(
          (data) => window.sessionStorage.setItem('hearth-register-data', JSON.stringify(data)),
          ANSWERED_REGISTER_DATA,
        );
      }
    },
  });
  return withNewJs(results);
}

/**
 * A visitor's form page (register-v2's first step, the log-in) once the visitor first reaches for it:
 * the app loads on that intent (decision 029), not with the page, so this is what the touch waits for.
 */
export async function measureAfterFirstTouch(baseUrl, paths) {
  return measurePageWeight(baseUrl, paths, {
    afterLoad: async (page) => {
      await page.mouse.move(20, 200);
      await page.locator('html[data-page-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    },
  });
}

/**
 * The first page once the borrower reaches for the address: the typeahead (React Aria's ComboBox
 * and overlay code) loads on that intent, not with the first paint.
 */
export async function measureFirstPageWithTypeahead(baseUrl, path = REGISTER_V2_STEP_PATHS[0]) {
  const [result] = await measurePageWeight(baseUrl, [path], {
    afterLoad: async (page) => {
      const address = page.getByRole('combobox', { name: 'Property address' });
      await address.focus();
      await page.keyboard.type('123 Main St Port');
      await page.getByRole('option').first().waitFor({ timeout: 15_000 });
    },
  });
  return result;
}

/**
 * The journey's pages after registration, each with the server step it is measured at (the page
 * the e2e journey spec's borrower is on at that step). The application is driven there through the
 * borrower calls (./journey-api.mjs), then the page is opened by its deep link, signed in.
 */
export const JOURNEY_PAGES = [
  ['OFFER_SELECTION', 'product/select'],
  ['COLLECT_ADDITIONAL_INFO', 'start/contact'],
  ['HMDA', 'start/hmda'],
  ['SUMMARY_DISCLOSURE', 'start/app-summary'],
  ['INCOME_VERIFICATION', 'income/review'],
  ['DISBURSEMENT_ACCOUNT', 'bank/disburse'],
  ['AUTOPAY_ACCOUNT', 'bank/autopay'],
  ['IDENTITY_VERIFICATION', 'identity'],
  ['FINAL_OFFER', 'signing/intro'],
  ['NOTE_SIGNING', 'signing/sign'],
  ['NOTARY_DISCLOSURE', 'notary/intro'],
  ['DEED_SIGNING', 'notary/session'],
  ['TRUST_AND_INSURANCE', 'insurance/upload'],
  ['RESCISSION', 'complete'],
];

/**
 * JS and CSS gzip of each journey page (JOURNEY_PAGES) opened alone at its step by a signed-in
 * borrower whose application is there, plus `newJs` (what the page adds to the pages before it in
 * one tab). Stops at RESCISSION: the step after it needs the sandbox clock, refused in production.
 */
export async function measureJourneyPageWeights(baseUrl, pages = JOURNEY_PAGES) {
  const borrower = await registerBorrower(baseUrl, 'page-weight');
  const uuid = await createApplication(baseUrl, borrower);
  const stepOf = new Map(pages.map(([step, page]) => [`/account/heloc/${uuid}/${page}`, step]));
  const results = await measurePageWeight(baseUrl, [...stepOf.keys()], {
    beforeEach: async (page, path) => {
      await driveApplication({ baseUrl, jwt: borrower.jwt, uuid }, { until: stepOf.get(path), pollMs: 100 });
      await page.goto('/healthz');
      await page.evaluate((token) => window.localStorage.setItem('jwt', `Bearer ${token}`), borrower.jwt);
    },
  });
  return withNewJs(results).map((result) => ({
    ...result,
    path: result.path.replace(`/account/heloc/${uuid}/`, ''),
    finalPath: result.finalPath.replace(`/account/heloc/${uuid}/`, ''),
  }));
}

/** Adds `newJs` to each result: the gzip of the JS files no result before it loaded. */
function withNewJs(results) {
  const seen = new Set();
  return results.map((result) => {
    let newJs = 0;
    for (const file of result.files) {
      if (file.kind === 'js' && !seen.has(file.name)) {
        seen.add(file.name);
        newJs += file.gzip;
      }
    }
    return { ...result, newJs };
  });
}

/** One line per step: JS gzip when loaded alone, and what it adds walking the flow in one tab. */
export function formatStepWeights(steps, pad = 44) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  return steps.map((step) => {
    const landed = step.finalPath === step.path ? '' : ` (landed on ${step.finalPath})`;
    return `  ${step.path.padEnd(pad)} JS ${kb(step.js.gzip).padStart(9)} in ${String(step.js.files).padStart(2)} files   +${kb(step.newJs).padStart(8)} new${landed}`;
  });
}

async function runFromCommandLine() {
  const { findFreePort } = await import('../lib/http.mjs');
  const { startServer } = await import('../lib/server.mjs');
  const { ensureWebBuild } = await import('../lib/web-build.mjs');
  const { productionEnv } = await import('./server-env.mjs');
  await ensureWebBuild();
  const server = await startServer({ port: await findFreePort(), env: productionEnv() });
  try {
    const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
    console.log(
      '▶ register-v2 steps: JS gzip when the route is loaded alone, and what it adds walking the flow',
    );
    for (const line of formatStepWeights(await measureRegisterStepWeights(server.url))) {
      console.log(line);
    }
    const typed = await measureFirstPageWithTypeahead(server.url);
    console.log(`  first page after typing an address: JS ${kb(typed.js.gzip)} in ${typed.js.files} files`);
    console.log('▶ journey pages, signed in, each at its step: JS gzip alone, and what it adds walking on');
    for (const line of formatStepWeights(await measureJourneyPageWeights(server.url), 20)) {
      console.log(line);
    }
  } finally {
    await server.stop();
  }
}

const invokedPath = process.argv[1] ? new URL(`file://${process.argv[1]}`).href : '';
if (import.meta.url === invokedPath) {
  await runFromCommandLine();
}
