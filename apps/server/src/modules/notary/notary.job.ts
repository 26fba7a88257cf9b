import { readStepTimes } from '../../lifecycle/jobs/handlers/support/step-entered.ts';
import type { StepJobHandler } from '../../lifecycle/jobs/step-job-types.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Waiting periods before the deed may be signed, per property state. Texas home equity (Tex.
 * Const. art. XVI §50(a)(6)(M)): not before the 12th day after application, and the borrower has
 * the final documents one day before closing. States not listed have none.
 */
const WAITING_PERIODS: Readonly<Record<string, { afterApplicationMs: number; afterDisclosureMs: number }>> = {
  TX: { afterApplicationMs: 12 * DAY_MS, afterDisclosureMs: DAY_MS },
};

/** When the deed may be signed: undefined (at once) where the state has no waiting period. */
export function findNotaryWaitingEnd(input: {
  state: string | null;
  appliedAt: Date;
  disclosureAt: Date;
}): Date | undefined {
  const period = WAITING_PERIODS[input.state ?? ''];
  if (!period) {
    return undefined;
  }
  return new Date(
    Math.max(
      input.appliedAt.getTime() + period.afterApplicationMs,
      input.disclosureAt.getTime() + period.afterDisclosureMs,
    ),
  );
}

/** NOTARY_WAITING_PERIOD: ends at once, or (Texas) when both periods have passed on the lifecycle clock. */
export const endNotaryWaitingPeriod: StepJobHandler = async (ctx) => {
  const { entered } = await readStepTimes(ctx);
  const endsAt = findNotaryWaitingEnd({
    state: ctx.application.propertyState,
    appliedAt: ctx.application.createdDate,
    disclosureAt: entered,
  });
  if (endsAt && (await ctx.clock.now()) < endsAt) {
    return null;
  }
  return {
    event: 'NOTARY_WAITING_PERIOD_ENDED',
    ...(endsAt ? { detail: { endedAt: endsAt.toISOString() } } : {}),
  };
};

/**
 * CO_DEED_REQ: every owner on title signs (DESIGN.md). Waits while a JOINT owner has invited no one,
 * or while an invited co-deeder (not withdrawn) has not signed; goes on once all have, marking the
 * co-deed COMPLETE. A sole owner (or a trust) who invited no one goes on at once.
 */
export const confirmCoDeeders: StepJobHandler = async (ctx) => {
  const coDeeders = ctx.application.helocSigners.filter(
    (signer) => signer.role === 'CO_DEEDER' && signer.status !== 'WITHDRAWN',
  );
  if (ctx.application.ownershipType === 'JOINT' && coDeeders.length === 0) {
    return null;
  }
  if (coDeeders.some((signer) => signer.status !== 'SIGNED')) {
    return null;
  }
  return {
    event: 'CO_DEEDERS_CONFIRMED',
    detail: { coDeeders: coDeeders.length },
    ...(coDeeders.length > 0 ? { applicationPatch: { coDeedStatus: 'COMPLETE' } } : {}),
  };
};
