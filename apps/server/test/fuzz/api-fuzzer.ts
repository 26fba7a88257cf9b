import { SERVER_STEPS } from '@hearth/domain/enums/server-step';
import fc from 'fast-check';
import { insertApplication } from '../../src/modules/application/application.repository.ts';
import { readRow, seedAtStep } from '../../src/modules/borrower-writes/test/journey-write-test-support.ts';
import { loginAsStaff } from '../../src/modules/ops/ops-test-support.ts';
import { SANDBOX_STAFF } from '../../src/modules/staff/staff-seed.ts';
import { startTestStaffSession } from '../../src/modules/staff/staff-test-support.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { type ApiOperation, listApiOperations } from '../openapi-operations.ts';
import { anyText, withHostileString } from './hostile-values.ts';
import { arbitraryFor } from './json-schema-arbitrary.ts';

export interface FuzzRequest {
  method: ApiOperation['method'];
  /** The operation as the document names it, for the report. */
  operation: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Which token the request carries (a fresh one is issued for each request). */
  token: 'borrower' | 'staff' | 'none';
}

export interface ApiFuzzOptions {
  numRuns: number;
  seed: number;
}

export interface ApiFuzzReport {
  numRuns: number;
  /** How many answers of each status class the run saw (`2xx`, `4xx`…). */
  statuses: Record<string, number>;
  operations: number;
}

export interface ApiFuzzer {
  /** Throws fast-check's report (the shrunk request that answered 5xx) on failure. */
  run(options: ApiFuzzOptions): Promise<ApiFuzzReport>;
  close(): Promise<void>;
}

interface FuzzTargets {
  /** One application of the borrower's at every step, so a route meets its own step too. */
  applicationUuids: string[];
}

/**
 * Requests built from the app's own OpenAPI document, every route, with schema-shaped and hostile
 * params, queries and bodies, a valid token where the route needs one: none may answer 5xx.
 */
export async function startApiFuzzer(): Promise<ApiFuzzer> {
  const t = await buildTestApp({ rateLimitsEnabled: false });
  try {
    const staffJwt = await loginAsStaff(t.app);
    const staff = await t.app.tokens.verifyToken(staffJwt);
    const { jwt, applicationUuids } = await seedApplicationAtEveryStep(t);
    const borrower = await t.app.tokens.verifyToken(jwt);
    const tokens = {
      borrower: () =>
        t.app.tokens.issueToken({ identityUuid: borrower.identityUuid, orgCode: borrower.orgCode }),
      // A new staff session per request: a fuzzed log-out or session revocation ends only its own.
      staff: async () => ({
        jwt: await startTestStaffSession(t.app, {
          uuid: staff.identityUuid,
          email: SANDBOX_STAFF.email,
          role: 'ADMIN',
        }),
      }),
    };
    const operations = listApiOperations(t.app);
    // Built once: an operation's arbitrary (its regexes parsed and so on) costs more than a request.
    const request = fc.oneof(...operations.map((operation) => requestFor(operation, { applicationUuids })));
    return {
      run: async ({ numRuns, seed }) => {
        const statuses: Record<string, number> = {};
        await fc.assert(
          fc.asyncProperty(request, async (fuzz) => {
            const status = await send(
              t,
              fuzz,
              fuzz.token === 'none' ? undefined : (await tokens[fuzz.token]()).jwt,
            );
            const statusClass = `${Math.floor(status.statusCode / 100)}xx`;
            statuses[statusClass] = (statuses[statusClass] ?? 0) + 1;
            if (status.statusCode >= 500) {
              throw new Error(`${fuzz.operation} answered ${status.statusCode}: ${status.body}`);
            }
          }),
          { numRuns, seed },
        );
        return { numRuns, statuses, operations: operations.length };
      },
      close: () => t.close(),
    };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/** One borrower with an application at every step (the borrower writes check the step first). */
async function seedApplicationAtEveryStep(t: TestApp): Promise<{ jwt: string; applicationUuids: string[] }> {
  const first = await seedAtStep(t, SERVER_STEPS[0]);
  const { uuid: _uuid, loanNumber, ...row } = await readRow(t, first.uuid);
  const applicationUuids = [first.uuid];
  for (const [index, step] of SERVER_STEPS.slice(1).entries()) {
    const inserted = await insertApplication(t.db, {
      ...row,
      loanNumber: String(Number(loanNumber) + index + 1),
      serverStep: step,
      status: { checklistStatus: step },
    });
    applicationUuids.push(inserted.uuid);
  }
  return { jwt: first.borrower.jwt, applicationUuids };
}

/**
 * One request, read as a stream: a live feed (server-sent events) that answered is dropped once its
 * status is known, since it never ends; every other body is read whole.
 */
async function send(t: TestApp, fuzz: FuzzRequest, jwt: string | undefined) {
  const response = await t.app.inject({
    method: fuzz.method,
    url: fuzz.url,
    headers: { ...fuzz.headers, ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
    ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
    payloadAsStream: true,
  });
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    response.raw.res.destroy();
    return { statusCode: response.statusCode, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of response.stream()) {
    chunks.push(Buffer.from(chunk));
  }
  return { statusCode: response.statusCode, body: Buffer.concat(chunks).toString().slice(0, 500) };
}

function requestFor(operation: ApiOperation, targets: FuzzTargets): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(
    Object.fromEntries(operation.pathParams.map((param) => [param.name, pathValue(param.schema, targets)])),
  );
  const query = fc.record(
    Object.fromEntries(
      operation.queryParams.map((param) => [param.name, arbitraryFor(param.schema).map(asText)]),
    ),
    { requiredKeys: [] },
  );
  const extraQuery = fc.dictionary(anyText, anyText, { maxKeys: 2 });
  return fc
    .record({
      params,
      query: fc.oneof({ weight: 4, arbitrary: query }, { weight: 1, arbitrary: extraQuery }),
      body: bodyFor(operation),
      org: fc.constantFrom('hearth', 'hearth', 'silverpine', 'no-such-lender'),
      token: operation.secured
        ? fc.constantFrom<FuzzRequest['token']>(
            tokenKind(operation),
            tokenKind(operation),
            tokenKind(operation),
            'none',
          )
        : fc.constant<FuzzRequest['token']>('none'),
    })
    .map(({ params, query, body, org, token }) => ({
      method: operation.method,
      operation: `${operation.method} ${operation.path}`,
      url: `${fillEncodedPath(operation.path, params)}${queryString(query as Record<string, string>)}`,
      headers: { 'x-org': org, ...body.headers },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
      token,
    }));
}

function tokenKind(operation: ApiOperation): 'borrower' | 'staff' {
  return operation.path.startsWith('/ops/') ? 'staff' : 'borrower';
}

function pathValue(schema: ApiOperation['pathParams'][number]['schema'], targets: FuzzTargets) {
  const shaped = arbitraryFor(schema).map(asText);
  if (schema?.format !== 'uuid') {
    return shaped;
  }
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...targets.applicationUuids) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: shaped },
  );
}

interface FuzzBody {
  payload?: string | Buffer;
  headers: Record<string, string>;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

function bodyFor(operation: ApiOperation): fc.Arbitrary<FuzzBody> {
  if (operation.method === 'GET' || operation.method === 'DELETE') {
    return fc.constant({ headers: {} });
  }
  const json = fc
    .tuple(arbitraryFor(operation.jsonBody), fc.option(fc.tuple(fc.nat(), anyText), { freq: 3 }))
    .map(([value, hostile]) => ({
      payload: JSON.stringify(hostile ? withHostileString(value, ...hostile) : value) ?? 'null',
      headers: JSON_HEADERS,
    }));
  const malformed = anyText.map((text) => ({ payload: text, headers: JSON_HEADERS }));
  if (operation.jsonBody) {
    return fc.oneof({ weight: 8, arbitrary: json }, { weight: 1, arbitrary: malformed });
  }
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant({ headers: {} }) },
    { weight: 2, arbitrary: json },
    { weight: 3, arbitrary: multipartBody },
    { weight: 1, arbitrary: malformed },
  );
}

const BOUNDARY = 'fuzz-boundary-7d3f';

/** A form upload with hostile field names, values, file names and bytes. */
const multipartBody: fc.Arbitrary<FuzzBody> = fc
  .array(
    fc.record({
      name: fc.oneof(fc.constantFrom('file', 'front', 'back', 'type', 'idType'), anyText),
      filename: fc.option(fc.oneof(fc.constantFrom('a.pdf', 'id.png', 'x.heic'), anyText), {
        nil: undefined,
      }),
      content: fc.oneof(
        fc.constantFrom('DRIVERS_LICENSE', 'PASSPORT', 'PAYSTUB', 'PROOF_OF_HAZARD_INSURANCE', '%PDF-1.4\n'),
        anyText,
        fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
      ),
    }),
    { maxLength: 4 },
  )
  .chain((parts) =>
    fc.boolean().map((closed) => {
      const body = parts
        .map((part) => {
          const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
          return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n${part.content}\r\n`;
        })
        .join('');
      return {
        payload: Buffer.from(closed ? `${body}--${BOUNDARY}--\r\n` : body, 'utf8'),
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      };
    }),
  );

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/**
 * Percent-encodes every byte of the string's UTF-8 form, a lone surrogate as the three bytes a
 * careless client would send (`%ED%A0%80`): encodeURIComponent refuses those.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    const paired = unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
    const codePoint = paired ? (unit - 0xd800) * 0x400 + (next - 0xdc00) + 0x10000 : unit;
    index += paired ? 1 : 0;
    encoded += /^[A-Za-z0-9\-_.~]$/.test(String.fromCharCode(codePoint))
      ? String.fromCharCode(codePoint)
      : utf8Bytes(codePoint)
          .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
          .join('');
  }
  return encoded;
}

function utf8Bytes(codePoint: number): number[] {
  if (codePoint < 0x80) {
    return [codePoint];
  }
  if (codePoint < 0x800) {
    return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f)];
  }
  if (codePoint < 0x10000) {
    return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
  }
  return [
    0xf0 | (codePoint >> 18),
    0x80 | ((codePoint >> 12) & 0x3f),
    0x80 | ((codePoint >> 6) & 0x3f),
    0x80 | (codePoint & 0x3f),
  ];
}

function fillEncodedPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => percentEncode(values[name] || 'x'));
}

function queryString(query: Record<string, string>): string {
  const pairs = Object.entries(query).map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
