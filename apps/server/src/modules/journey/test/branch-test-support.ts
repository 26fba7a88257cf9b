import type { StepEvent } from '@hearth/domain/lifecycle/step-graph';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../../test/helpers.ts';
import type { JsonObject } from '../../../db/stored-json.ts';
import { readTimeline } from '../../../lifecycle/timeline.ts';
import { transitionApplication } from '../../../lifecycle/transition-application.ts';
import { bearer } from '../../identity/identity-test-support.ts';

/** A borrower call of decision 007 on the application, as the owner of `jwt`. */
export function callBranch(
  t: TestApp,
  jwt: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: bearer(jwt),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A staff decision or a vendor's answer, as the ops API would send it. */
export async function moveAs(
  t: TestApp,
  uuid: string,
  actor: 'OPS' | 'PROVIDER',
  event: StepEvent,
  detail?: JsonObject,
): Promise<void> {
  await t.db.transaction((tx) =>
    transitionApplication(tx, { uuid, event, actor, ...(detail ? { detail } : {}) }),
  );
}

/** The timeline length: a refused write must not add a row. */
export async function countTimeline(t: TestApp, uuid: string): Promise<number> {
  return (await readTimeline(t.db, uuid)).length;
}
