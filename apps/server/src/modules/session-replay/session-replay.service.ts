import { AppError } from '@hearth/domain/errors/app-error';
import type { Db } from '../../db/client.ts';
import { findApplicationForOwner } from '../application/application.repository.ts';
import { upsertReplayLink } from './session-replay.repository.ts';

/**
 * API-039: keeps the replay link of the caller's application only when the lender records replays
 * (flag `fe-heloc-session-replay`, off by default); otherwise nothing is written. `cryptoOnly`
 * answers the crypto base (API-036), which knows only crypto applications.
 */
export async function saveReplayLink(
  db: Db,
  input: {
    identityUuid: string;
    applicationUuid: string;
    link: string;
    replayEnabled: boolean;
    cryptoOnly?: boolean;
    now: Date;
  },
): Promise<{ stored: boolean }> {
  const application = await findApplicationForOwner(db, input.applicationUuid, input.identityUuid);
  if (!application || (input.cryptoOnly && !application.isCrypto)) {
    throw new AppError('NOT_FOUND');
  }
  if (!input.replayEnabled) {
    return { stored: false };
  }
  await upsertReplayLink(db, input.applicationUuid, input.link, input.now);
  return { stored: true };
}
