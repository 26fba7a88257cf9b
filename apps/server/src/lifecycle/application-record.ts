import type { helocApplications } from '../db/schema/index.ts';

/** One row of heloc_applications, as the lifecycle engine and the job handlers read it. */
export type ApplicationRecord = typeof helocApplications.$inferSelect;

/** Columns a handler or a borrower write may change with a move (never the step, its sequence, the owner). */
export type ApplicationPatch = Partial<
  Omit<typeof helocApplications.$inferInsert, 'uuid' | 'identityUuid' | 'serverStep' | 'stepSeq' | 'status'>
>;
