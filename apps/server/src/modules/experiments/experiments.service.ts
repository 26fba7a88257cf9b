import { AppError } from '@hearth/domain/errors/app-error';
import {
  assignVariation,
  type ExperimentRecord,
  type zExperimentsBody,
} from '@hearth/domain/experiments/experiment';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { findApplicationForOwner } from '../application/application.repository.ts';
import { findProfileByIdentity } from '../profile/profile.repository.ts';
import { insertTelemetryEvent } from '../telemetry/telemetry.repository.ts';
import {
  type ExperimentAssignmentRow,
  insertAssignmentOnce,
  listAssignments,
  setTrackerProfile,
} from './experiments.repository.ts';

/** The event every new assignment is reported with, as the browser's events are (API-060). */
export const EXPERIMENT_ASSIGNED_EVENT = 'experimentAssigned';
export const EXPERIMENTS_OF_OTHER_APPLICATION = 'Every experiment must be of the application it is saved on';

/** Only the caller's own tracker profile answers; anyone else's is a 404, as if it did not exist. */
function checkOwnIdentity(callerIdentityUuid: string, identityUuid: string): void {
  if (callerIdentityUuid.toLowerCase() !== identityUuid.toLowerCase()) {
    throw new AppError('NOT_FOUND');
  }
}

/** API-033: the tracker the borrower's experiments follow. */
export async function getTrackerProfile(
  db: Db,
  callerIdentityUuid: string,
  identityUuid: string,
): Promise<{ trackerUuid: string | null }> {
  checkOwnIdentity(callerIdentityUuid, identityUuid);
  const profile = await findProfileByIdentity(db, callerIdentityUuid);
  if (!profile) {
    throw new AppError('NOT_FOUND');
  }
  return { trackerUuid: profile.optimizelyProfileUuid };
}

/** API-034: links the browser's tracker (API-061 trackerUuid) to the borrower's profile. */
export async function linkTrackerProfile(
  db: Db,
  callerIdentityUuid: string,
  identityUuid: string,
  trackerUuid: string,
): Promise<{ trackerUuid: string }> {
  checkOwnIdentity(callerIdentityUuid, identityUuid);
  if (!(await setTrackerProfile(db, callerIdentityUuid, trackerUuid))) {
    throw new AppError('NOT_FOUND');
  }
  return { trackerUuid };
}

function toRecord(row: ExperimentAssignmentRow): ExperimentRecord {
  return {
    name: row.name,
    variation: row.variation === 'variation' ? 'variation' : 'control',
    appUuid: row.applicationUuid,
    mode: row.mode === 'off' ? 'off' : 'optimizely',
    assignedAt: row.assignedAt.toISOString(),
  };
}

/**
 * API-035, API-068/069: records the experiments seen on the caller's application. The variation is
 * the server's (a hash of the identity and the experiment's name), whatever the client sent; the
 * first record of an experiment on an application stays, and is reported as a telemetry event.
 */
export async function saveExperiments(
  db: Db,
  input: {
    identityUuid: string;
    appUuid: string;
    organizationCode: string;
    body: z.infer<typeof zExperimentsBody>;
  },
): Promise<{ experiments: ExperimentRecord[] }> {
  if (input.body.experiments.some((experiment) => experiment.appUuid !== input.appUuid)) {
    throw new AppError('VALIDATION', [EXPERIMENTS_OF_OTHER_APPLICATION]);
  }
  if (!(await findApplicationForOwner(db, input.appUuid, input.identityUuid))) {
    throw new AppError('NOT_FOUND');
  }
  return db.transaction(async (tx) => {
    for (const { name, mode } of input.body.experiments) {
      const variation = assignVariation(input.identityUuid, name, mode);
      const row = await insertAssignmentOnce(tx, {
        identityUuid: input.identityUuid,
        applicationUuid: input.appUuid,
        name,
        variation,
        mode,
      });
      if (row) {
        await insertTelemetryEvent(tx, {
          context: 'heloc',
          organizationCode: input.organizationCode,
          event: EXPERIMENT_ASSIGNED_EVENT,
          eventType: 'track',
          productType: 'HELOC',
          identityId: input.identityUuid,
          applicationUuid: input.appUuid,
          eventProperties: { experiment: name, variation, mode },
          queryParams: {},
        });
      }
    }
    return { experiments: (await listAssignments(tx, input.appUuid)).map(toRecord) };
  });
}
