import { z } from 'zod';
import { EXPERIMENT_APP_ID_REQUIRED_MESSAGE } from '../errors/error-messages.ts';
import { zOrgQuery } from '../identity/org-query.ts';

/** ERR-024: an experiment reported without the application it was seen on. */
export const APP_ID_REQUIRED = EXPERIMENT_APP_ID_REQUIRED_MESSAGE;

/** API-068: an experiment record's variation. */
export const EXPERIMENT_VARIATIONS = ['variation', 'control'] as const;
export type ExperimentVariation = (typeof EXPERIMENT_VARIATIONS)[number];

/**
 * API-069: how a variation is chosen. `optimizely` (the default) buckets the borrower by a hash of
 * their identity and the experiment's name; `off` puts everyone in control (decision 019).
 */
export const EXPERIMENT_MODES = ['optimizely', 'off'] as const;
export type ExperimentMode = (typeof EXPERIMENT_MODES)[number];
export const DEFAULT_EXPERIMENT_MODE: ExperimentMode = 'optimizely';

export const zExperimentName = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/, { message: 'Not a valid experiment name' });

/** One experiment the client saw on an application: the server decides its variation. */
export const zExperimentInput = z.strictObject({
  name: zExperimentName,
  variation: z.enum(EXPERIMENT_VARIATIONS).optional(),
  appUuid: z.uuid({ message: APP_ID_REQUIRED }),
  mode: z.enum(EXPERIMENT_MODES).default(DEFAULT_EXPERIMENT_MODE),
});

/** API-035: PATCH …/v3/application/heloc/{appUuid}/experiments, body {experiments: list}. */
export const zExperimentsBody = z.strictObject({
  experiments: z.array(zExperimentInput).min(1).max(20),
});
export type ExperimentsBody = z.input<typeof zExperimentsBody>;

export const zExperimentsParams = z.strictObject({
  appUuid: z.uuid({ message: APP_ID_REQUIRED }),
});

/** API-068 (OP-14): the stored record, as the server assigned it. */
export const zExperimentRecord = z.strictObject({
  name: zExperimentName,
  variation: z.enum(EXPERIMENT_VARIATIONS),
  appUuid: z.uuid(),
  mode: z.enum(EXPERIMENT_MODES),
  assignedAt: z.iso.datetime(),
});
export type ExperimentRecord = z.infer<typeof zExperimentRecord>;

export const zExperimentList = z.strictObject({ experiments: z.array(zExperimentRecord) });

/** API-033/034: whose tracker profile; only the caller's own identity answers. */
export const zTrackerProfileQuery = zOrgQuery.extend({ identityUuid: z.uuid() });
export const zTrackerProfileBody = z.strictObject({ optimizelyProfileUuid: z.uuid() });
/** The tracker (API-061 `trackerUuid`) the borrower's experiments follow; null until one is linked. */
export const zTrackerProfile = z.strictObject({ trackerUuid: z.uuid().nullable() });

/** 32-bit FNV-1a: the same text always lands in the same bucket, on the server and in the browser. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * API-068/069: the borrower's variation of an experiment, decided by the hash of their identity uuid
 * and the experiment's name, half and half; mode `off` is control for everyone.
 */
export function assignVariation(
  identityUuid: string,
  experimentName: string,
  mode: ExperimentMode = DEFAULT_EXPERIMENT_MODE,
): ExperimentVariation {
  if (mode === 'off') {
    return 'control';
  }
  return fnv1a(`${identityUuid.toLowerCase()}:${experimentName}`) % 100 < 50 ? 'control' : 'variation';
}
