import { zCreateHelocBody } from '@hearth/domain/application/create-heloc-body';
import { generateLoanNumber } from '@hearth/domain/ids/loan-number';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { auditEvents, helocApplications, profiles } from '../../db/schema/index.ts';
import { buildIdentityTestApp, registerUser } from '../identity/identity-test-support.ts';
import { findOrg } from '../org/registry/index.ts';
import { toCreateHelocFields } from './create-body-adapter.ts';
import { createHelocApplication } from './create-heloc.service.ts';
import { buildCreateBody } from './create-heloc.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildIdentityTestApp();
});
afterAll(async () => {
  await t.close();
});

async function inputFor(identityUuid: string) {
  const org = findOrg('hearth');
  if (!org) {
    throw new Error('hearth missing');
  }
  return {
    identityUuid,
    org,
    fields: toCreateHelocFields(zCreateHelocBody.parse(buildCreateBody())),
    requestHash: 'hash',
    idempotencyKey: undefined,
    now: new Date(),
  };
}

describe('createHelocApplication: loan numbers and atomicity', () => {
  it('draws another loan number when the first collides', async () => {
    const first = await registerUser(t.app);
    const taken = await createHelocApplication(
      { db: t.db, piiKey: t.config.piiKey },
      await inputFor(first.identityUuid),
    );
    const second = await registerUser(t.app);
    const fresh = generateLoanNumber();
    const numbers = [taken.loanNumber, fresh];
    const created = await createHelocApplication(
      { db: t.db, piiKey: t.config.piiKey, nextLoanNumber: () => numbers.shift() ?? generateLoanNumber() },
      await inputFor(second.identityUuid),
    );
    expect(created.loanNumber).toBe(fresh);
  });

  it('rolls everything back when no free loan number is found (nothing partial)', async () => {
    const owner = await registerUser(t.app);
    const taken = await createHelocApplication(
      { db: t.db, piiKey: t.config.piiKey },
      await inputFor(owner.identityUuid),
    );
    const user = await registerUser(t.app);
    const [before] = await t.db.select().from(profiles).where(eq(profiles.identityUuid, user.identityUuid));
    await expect(
      createHelocApplication(
        { db: t.db, piiKey: t.config.piiKey, nextLoanNumber: () => taken.loanNumber },
        await inputFor(user.identityUuid),
      ),
    ).rejects.toThrow();
    expect(
      await t.db
        .select()
        .from(helocApplications)
        .where(eq(helocApplications.identityUuid, user.identityUuid)),
    ).toEqual([]);
    expect(await t.db.select().from(profiles).where(eq(profiles.identityUuid, user.identityUuid))).toEqual([
      before,
    ]);
    expect(
      await t.db.select().from(auditEvents).where(eq(auditEvents.actorIdentityUuid, user.identityUuid)),
    ).not.toContainEqual(expect.objectContaining({ action: 'application.created' }));
  });
});
