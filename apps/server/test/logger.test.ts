import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACT_PATHS, REDACTED } from '../src/lib/logger.ts';

function captureLog(entry: Record<string, unknown>): string {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  pino({ redact: { paths: REDACT_PATHS, censor: REDACTED } }, stream).info(entry, 'test');
  return lines.join('');
}

describe('log redaction', () => {
  it.each([
    ['authorization header', { req: { headers: { authorization: 'Bearer eyJsecret' } } }, 'eyJsecret'],
    ['cookie header', { req: { headers: { cookie: 'sid=cookiesecret' } } }, 'cookiesecret'],
    [
      'refreshed token header',
      { res: { headers: { authorization: 'Bearer eyJrefreshed' } } },
      'eyJrefreshed',
    ],
    ['password at the top', { password: 'hunter2hunter2' }, 'hunter2hunter2'],
    ['password in a body', { body: { email: 'a@b.co', password: 'pw-in-body' } }, 'pw-in-body'],
    ['ssn two levels down', { body: { borrower: { ssn: '123-45-6789' } } }, '123-45-6789'],
    ['dob', { body: { applicant: { dob: '1980-07-14' } } }, '1980-07-14'],
    ['dateOfBirth', { profile: { dateOfBirth: '1975-01-02' } }, '1975-01-02'],
    ['account number', { body: { disburseAccount: { accountNumber: '000123456789' } } }, '000123456789'],
    ['jwt in a response body', { payload: { jwt: 'eyJpayloadtoken' } }, 'eyJpayloadtoken'],
    ['email', { body: { email: 'dana@example.com' } }, 'dana@example.com'],
    ['phone number', { body: { phoneNumber: '2125550123' } }, '2125550123'],
    ['bound query values', { err: { params: ['dana@example.com', 'x'] } }, 'dana@example.com'],
    ['constraint detail', { err: { detail: 'Key (email)=(dana@example.com) exists' } }, 'dana@example.com'],
  ])('hides the %s', (_case, entry, secret) => {
    const line = captureLog(entry);
    expect(line).not.toContain(secret);
    expect(line).toContain(REDACTED);
  });

  it('keeps everything else', () => {
    const line = captureLog({ body: { city: 'Portland', state: 'OR' }, req: { method: 'POST' } });
    expect(line).toContain('Portland');
    expect(line).toContain('"state":"OR"');
    expect(line).not.toContain(REDACTED);
  });
});
