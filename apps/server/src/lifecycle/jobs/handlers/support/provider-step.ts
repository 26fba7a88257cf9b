import type { StepJobContext } from '../../step-job-types.ts';
import {
  findLatestProviderResult,
  type ProviderResultKind,
  type ProviderResultOf,
  saveProviderResult,
} from './provider-results.repository.ts';

/** Keeps a provider's answer for this application (audit trail, and what later steps read). */
export function keepResult<K extends ProviderResultKind>(
  ctx: StepJobContext,
  kind: K,
  provider: { name: string },
  result: ProviderResultOf<K>,
): Promise<void> {
  return saveProviderResult(ctx.tx, {
    applicationUuid: ctx.application.uuid,
    kind,
    provider: provider.name,
    result,
  });
}

/** The latest kept answer of a kind for this application. */
export function readResult<K extends ProviderResultKind>(
  ctx: StepJobContext,
  kind: K,
): Promise<ProviderResultOf<K> | undefined> {
  return findLatestProviderResult(ctx.tx, ctx.application.uuid, kind);
}

/** The latest answer of a kind, which an earlier step must have kept. */
export async function requireResult<K extends ProviderResultKind>(
  ctx: StepJobContext,
  kind: K,
): Promise<ProviderResultOf<K>> {
  const result = await readResult(ctx, kind);
  if (result === undefined) {
    throw new Error(`No ${kind} result for the application: an earlier step did not keep it`);
  }
  return result;
}
