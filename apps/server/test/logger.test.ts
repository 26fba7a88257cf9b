import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED, REDACTION_OPTIONS, redactSensitive } from '../src/lib/logger.ts';

function captureLog(entry: Record<string, unknown>): string {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  pino(REDACTION_OPTIONS, stream).info(entry, 'test');
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
    ['a key in another case', { body: { SSN: '987-65-4321' } }, '987-65-4321'],
    ['five levels down', { a: { b: { c: { d: { password: 'deep-secret-pw' } } } } }, 'deep-secret-pw'],
    ['inside an array', { body: { owners: [{ name: 'A', ssn: '111-22-3333' }] } }, '111-22-3333'],
    [
      'an error’s bound values and detail',
      {
        err: Object.assign(new Error('insert failed'), {
          detail: 'Key (email)=(e@x.co)',
          params: ['e@x.co'],
        }),
      },
      'e@x.co',
    ],
  ])('hides the %s', (_case, entry, secret) => {
    const line = captureLog(entry);
    expect(line).not.toContain(secret);
    expect(line).toContain(REDACTED);
  });

  it('never changes the object the caller logged', () => {
    const entry = { body: { password: 'still-here', city: 'Portland' } };
    captureLog(entry);
    expect(entry.body.password).toBe('still-here');
    expect(redactSensitive(entry)).not.toBe(entry);
    const clean = { body: { city: 'Portland' } };
    expect(redactSensitive(clean)).toBe(clean);
  });

  it('keeps the error message and stack, and everything else', () => {
    const line = captureLog({ err: new Error('bureau timeout') });
    expect(line).toContain('bureau timeout');
    expect(line).toContain('"stack"');
  });

  it('keeps everything else', () => {
    const line = captureLog({ body: { city: 'Portland', state: 'OR' }, req: { method: 'POST' } });
    expect(line).toContain('Portland');
    expect(line).toContain('"state":"OR"');
    expect(line).not.toContain(REDACTED);
  });
});
