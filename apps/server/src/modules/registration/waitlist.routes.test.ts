import { endpointPath } from '@hearth/domain/api/endpoint';
import { registrationApi } from '@hearth/domain/api/registration-api';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { waitlistEntries } from '../../db/schema/index.ts';
import { decryptPii } from '../../lib/pii.ts';

const PATH = endpointPath(registrationApi.joinWaitlist);

const suite = useTestApp(() => buildTestApp({ rateLimitsEnabled: false }));

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dob: '1970-02-28',
  email: 'ada@example.com',
  income: 85000,
  street1: '55 Kalakaua Ave',
  street2: '',
  city: 'Honolulu',
  state: 'HI',
  zip: '96815',
  consent: true,
};

function join(body: Record<string, unknown>, org = 'hearth') {
  return suite.t.app.inject({ method: 'POST', url: `${PATH}?org=${org}`, payload: body });
}

describe('POST /waitlist/home-equity-loan-plus (API-040, REG-046)', () => {
  it('stores the entry with the date of birth encrypted', async () => {
    const response = await join(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ waitlisted: true });
    const [row] = await suite.t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, 'ada@example.com'));
    expect(row).toMatchObject({ organizationCode: 'hearth', state: 'HI', zip: '96815', income: '85000.00' });
    expect(row?.dobEncrypted).not.toContain('1970');
    expect(decryptPii(row?.dobEncrypted ?? '', suite.t.config.piiKey)).toBe('1970-02-28');
  });

  it('is idempotent per e-mail (any case) and state', async () => {
    const email = 'twice@example.com';
    expect((await join({ ...valid, email })).statusCode).toBe(200);
    expect((await join({ ...valid, email: 'TWICE@example.com', firstName: 'Other' })).statusCode).toBe(200);
    expect((await join({ ...valid, email, state: 'AK', city: 'Anchorage', zip: '99501' })).statusCode).toBe(
      200,
    );
    const rows = await suite.t.db
      .select()
      .from(waitlistEntries)
      .where(sql`lower(${waitlistEntries.email}) = ${email}`);
    expect(rows.map((row) => row.state).sort()).toEqual(['AK', 'HI']);
  });

  it.each([
    ['an impossible date', { dob: '1970-02-31' }, 'Invalid date'],
    ['a year before 1900', { dob: '1899-12-31' }, 'Invalid date'],
    ['a future date', { dob: '2999-01-01' }, 'Invalid date'],
    [
      'a script in the first name',
      { firstName: '<script>alert(1)</script>' },
      'Some of the characters entered are not supported.',
    ],
    ['a 5,000-character last name', { lastName: 'a'.repeat(5000) }, 'Must be at most 50 characters long'],
    ['a 5,000-character street', { street1: 'a'.repeat(5000) }, 'Must be at most 100 characters long'],
    ['a bad e-mail', { email: 'nope' }, 'Please enter a valid email address'],
    ['income over the maximum', { income: 10_000_000 }, 'Must be less than $10,000,000'],
    ['negative income', { income: -1 }, 'Must be at least $0'],
    ['an unknown state', { state: 'XX' }, 'Please enter a valid state'],
    ['a four-digit zip', { zip: '9681' }, 'Please enter a valid zipcode'],
    ['a zip of another state', { zip: '97201' }, 'Zipcode does not match the state'],
    ['a 17-year-old', { dob: `${new Date().getUTCFullYear() - 17}-01-01` }, 'Must be at least 18 years old'],
    ['no consent', { consent: false }, 'Required'],
  ])('refuses %s', async (_label, change, message) => {
    const response = await join({ ...valid, email: 'bad@example.com', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain(message);
  });

  it('accepts the income boundary 9,999,999 and a leap-day birthday', async () => {
    const response = await join({
      ...valid,
      email: 'leap@example.com',
      income: 9_999_999,
      dob: '1964-02-29',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unknown organisation', async () => {
    const response = await join({ ...valid, email: 'org@example.com' }, 'nope');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ['Unknown organization'] });
  });
});
