import { z } from 'zod';
import { zFilterDateTime } from '../dates/filter-dates.ts';

/**
 * The staff console's audit log: filters shared by the page and the CSV export, newest first.
 * `applicationUuid` finds the events about an application and about its conditions.
 */
const filters = {
  action: z
    .string()
    .regex(/^[a-z-]+\.[a-z-]+$/, 'action must look like area.event')
    .max(80)
    .optional(),
  actorUuid: z.uuid('actorUuid must be a uuid').optional(),
  entityUuid: z.uuid('entityUuid must be a uuid').optional(),
  applicationUuid: z.uuid('applicationUuid must be a uuid').optional(),
  from: zFilterDateTime('from must be an ISO date-time from 1900 on').optional(),
  to: zFilterDateTime('to must be an ISO date-time from 1900 on').optional(),
};

function fromBeforeTo(value: { from?: string | undefined; to?: string | undefined }): boolean {
  return !value.from || !value.to || new Date(value.from) <= new Date(value.to);
}
const FROM_AFTER_TO = { message: 'from must not be after to', path: ['from'] };

export const zOpsAuditExportQuery = z.strictObject(filters).refine(fromBeforeTo, FROM_AFTER_TO);
export type OpsAuditExportQuery = z.infer<typeof zOpsAuditExportQuery>;

export const zOpsAuditQuery = z
  .strictObject({
    ...filters,
    page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
    pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(50),
  })
  .refine(fromBeforeTo, FROM_AFTER_TO);
export type OpsAuditQuery = z.infer<typeof zOpsAuditQuery>;
export type OpsAuditFilters = Omit<OpsAuditQuery, 'page' | 'pageSize'>;

export const zOpsAuditEvent = z.strictObject({
  seq: z.number().int(),
  uuid: z.uuid(),
  action: z.string(),
  actorType: z.string(),
  actorUuid: z.uuid().nullable(),
  entityType: z.string(),
  entityUuid: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  occurredAt: z.iso.datetime(),
  hash: z.string(),
});
export type OpsAuditEvent = z.infer<typeof zOpsAuditEvent>;

export const zOpsAuditPage = z.strictObject({
  items: z.array(zOpsAuditEvent),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OpsAuditPage = z.infer<typeof zOpsAuditPage>;

/** The export's columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  'seq',
  'occurred_at',
  'action',
  'actor_type',
  'actor_uuid',
  'entity_type',
  'entity_uuid',
  'payload',
  'ip',
  'hash',
] as const;
