import type { ServerStep } from '@hearth/domain/enums/server-step';
import type { StepEvent } from '@hearth/domain/lifecycle/step-graph';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { StoredApplicationStatus } from '../../db/schema/index.ts';
import type { JsonObject } from '../../db/stored-json.ts';
import type { DocumentStorage } from '../../modules/documents/document-storage.ts';
import type { Providers } from '../../providers/providers.ts';
import type { ApplicationPatch, ApplicationRecord } from '../application-record.ts';
import type { Clock } from '../clock.ts';

export interface StepJobContext {
  /**
   * The job's transaction (the same object as `tx`): the application row is locked by it, and
   * every read and write of the handler must go through it — on PGlite (one connection) a query
   * on the root database inside the job would wait for this transaction forever.
   */
  db: Db;
  tx: Db;
  /** The application as locked at the start of the job. */
  application: ApplicationRecord;
  providers: Providers;
  /** The app's document files (generated disclosures and notices are stored here). */
  documents: DocumentStorage;
  /** The app's key for the applicant's encrypted fields. */
  piiKey: Buffer;
  /** Wall time plus the sandbox offset (read through the transaction). */
  clock: Clock;
  logger: FastifyBaseLogger;
  job: {
    step: ServerStep;
    /** The timeline length when the step was entered: (application, step, seq) names the job. */
    seq: number;
    /** Delivery attempt of this run (1 first; retries after a throw count up). */
    attempt: number;
    /** True when this run was not sent by entering the step (a waiting handler's next look, a wake, recovery). */
    recheck: boolean;
  };
}

/** What a handler decides: the JOB event to send (with what to store along), or null to wait. */
export type StepJobResult = {
  event: StepEvent;
  detail?: JsonObject;
  statusPatch?: Partial<StoredApplicationStatus>;
  applicationPatch?: ApplicationPatch;
} | null;

/**
 * The work of one JOB step (decision 007). Throwing rolls the job's transaction back and pg-boss
 * retries with backoff; returning null waits for a provider or ops callback or for the clock (the
 * handler runs again after the re-check interval, when a borrower write wakes it, and after the
 * sandbox clock moves).
 */
export type StepJobHandler = (ctx: StepJobContext) => Promise<StepJobResult>;

export type StepJobRegistry = Partial<Record<ServerStep, StepJobHandler>>;
