import type { StepJobContext } from '../../step-job-types.ts';
import {
  findLatestProviderResult,
  type ProviderResultKind,
  saveProviderResult,
} from './provider-results.repository.ts';

/** Keeps a provider's answer for this application (audit trail, and what later steps read). */
export function keepResult(
  ctx: StepJobContext,
  kind: ProviderResultKind,
  provider: { name: string },
  result: object,
): Promise<void> {
  return saveProviderResult(ctx.tx, {
    applicationUuid: ctx.application.uuid,
    kind,
    provider: provider.name,
    result,
  });
}

/** The latest kept answer of a kind for this application. */
export function readResult<T>(ctx: StepJobContext, kind: ProviderResultKind): Promise<T | undefined> {
  return findLatestProviderResult<T>(ctx.tx, ctx.application.uuid, kind);
}

/** The latest answer of a kind, which an earlier step must have kept. */
export async function requireResult<T>(ctx: StepJobContext, kind: ProviderResultKind): Promise<T> {
  const result = await readResult<T>(ctx, kind);
  if (result === undefined) {
    throw new Error(`No ${kind} result for the application: an earlier step did not keep it`);
  }
  return result;
}
