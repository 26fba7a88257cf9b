import type { Db } from '../../db/client.ts';
import { listApplicationsByOwner } from '../application/application.repository.ts';
import { decideStartEligibility, type StartEligibility } from '../application/start-eligibility.ts';

/** API-019 / REG-038, 047, 048: whether the caller may start a new HELOC application. */
export async function verifyAbilityToStart(
  db: Db,
  identityUuid: string,
  now: Date,
): Promise<StartEligibility> {
  return decideStartEligibility(await listApplicationsByOwner(db, identityUuid), now);
}
