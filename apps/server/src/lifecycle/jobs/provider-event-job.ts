import { AppError } from '@hearth/domain/errors/app-error';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JsonObject } from '../../db/stored-json.ts';
import { transitionApplication } from '../transition-application.ts';

export interface ProviderEventJob {
  applicationUuid: string;
  event: string;
  detail?: JsonObject;
}

/**
 * A vendor's answer arriving: the PROVIDER event goes through the graph like any other. Refused
 * (the application moved elsewhere, say the borrower rescinded), it is retried while the sender's
 * own transaction may still be committing, then dropped with a log line: a stale callback must
 * not move an application.
 */
export async function executeProviderEvent(
  deps: { db: Db; logger: FastifyBaseLogger },
  job: ProviderEventJob,
  attempt: number,
  retryLimit: number,
): Promise<void> {
  try {
    await deps.db.transaction((tx) =>
      transitionApplication(tx, {
        uuid: job.applicationUuid,
        event: job.event,
        actor: 'PROVIDER',
        actorId: 'sandbox',
        ...(job.detail ? { detail: job.detail } : {}),
      }),
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT' && attempt > Math.min(retryLimit, 2)) {
      deps.logger.warn(
        { err: error, event: job.event, applicationUuid: job.applicationUuid },
        'stale provider event dropped',
      );
      return;
    }
    throw error;
  }
}
