import type { StepJobContext } from '../../step-job-types.ts';
import {
  findLatestProviderResult,
  findLatestProviderResults,
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
  return required(kind, await readResult(ctx, kind));
}

/** The latest kept answer of each of `kinds` (one query where a handler needs several). */
export function readResults<K extends ProviderResultKind>(
  ctx: StepJobContext,
  kinds: readonly K[],
): Promise<{ [Kind in K]?: ProviderResultOf<Kind> }> {
  return findLatestProviderResults(ctx.tx, ctx.application.uuid, kinds);
}

/** `result`, which an earlier step must have kept (as `requireResult` says when it did not). */
export function required<T>(kind: ProviderResultKind, result: T | undefined): T {
  if (result === undefined) {
    throw new Error(`No ${kind} result for the application: an earlier step did not keep it`);
  }
  return result;
}
