import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helpers.ts';
import {
  APPLICATIONS_PATH,
  buildIdentityTestApp,
  getWithToken,
  LOGIN_PATH,
  PROFILE_PATH,
} from '../modules/identity/identity-test-support.ts';
import { helocApplications, identities } from './schema/index.ts';
import { DEMO_BORROWER, DEMO_LOAN_NUMBER, seedDemoData } from './seed.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildIdentityTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('seedDemoData', () => {
  it('does nothing in production', async () => {
    const production = { ...t.app, config: { ...t.config, isProduction: true } } as unknown as typeof t.app;
    await seedDemoData(production);
    expect(await t.db.select().from(identities).where(eq(identities.email, DEMO_BORROWER.email))).toEqual([]);
  });

  it('creates the demo borrower once, who can log in and sees one in-progress application', async () => {
    await seedDemoData(t.app);
    await seedDemoData(t.app);
    await Promise.all([seedDemoData(t.app), seedDemoData(t.app)]);

    expect(
      await t.db.select().from(identities).where(eq(identities.email, DEMO_BORROWER.email)),
    ).toHaveLength(1);
    expect(await t.db.select().from(helocApplications)).toHaveLength(1);

    const login = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATH,
      payload: { email: DEMO_BORROWER.email, password: DEMO_BORROWER.password },
    });
    expect(login.statusCode).toBe(200);
    const { jwt } = login.json<{ jwt: string }>();
    const applications = await getWithToken(t.app, APPLICATIONS_PATH, jwt);
    expect(applications.json()).toMatchObject([
      {
        loanNumber: DEMO_LOAN_NUMBER,
        active: true,
        status: { checklistStatus: 'IN_PROGRESS' },
        property: { state: 'OR' },
      },
    ]);
    const profile = await getWithToken(t.app, PROFILE_PATH, jwt);
    expect(profile.json()).toMatchObject({
      name: { firstName: 'Dana', lastName: 'Demo' },
      dob: '**/**/1980',
    });
  });
});
