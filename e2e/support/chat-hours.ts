import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import { operatingHoursApi } from '@hearth/domain/api/org-api';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { opsAuthorization } from '../journey/journey-steps.ts';

const HOUR_MS = 3_600_000;
/** Room left before the hours change again, so a whole test runs inside them. */
const MARGIN_MS = 20 * 60_000;

interface OpenStatus {
  isOpen: boolean;
  now: string;
  opensAt: string | null;
  closesAt: string | null;
}

async function chatOpenStatus(request: APIRequestContext): Promise<OpenStatus> {
  const response = await request.get(endpointPath(operatingHoursApi.openStatus, { department: 'OPS_CHAT' }), {
    headers: { 'x-org': 'hearth' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OpenStatus;
}

/**
 * The flagship's chat hours read as wanted — open or closed — for at least the next 20 minutes:
 * staff move the sandbox clock (README "Ops API", forward only) to the next change of the hours
 * when it is needed, as the lender's hours follow that clock outside production.
 */
export async function moveSandboxClockIntoChatHours(
  request: APIRequestContext,
  wanted: 'open' | 'closed',
): Promise<void> {
  for (let moves = 0; moves < 3; moves += 1) {
    const status = await chatOpenStatus(request);
    const now = Date.parse(status.now);
    const changesAt = status.isOpen ? status.closesAt : status.opensAt;
    const changesIn = changesAt ? Date.parse(changesAt) - now : Number.POSITIVE_INFINITY;
    if (status.isOpen === (wanted === 'open') && changesIn > MARGIN_MS) {
      return;
    }
    // Past the next change (or the one after, when this state ends too soon), into the wanted state.
    const advanceHours = Math.max(1, Math.ceil((changesIn + 60_000) / HOUR_MS));
    const moved = await request.post(endpointPath(opsApi.advanceClock), {
      headers: { authorization: await opsAuthorization(request) },
      data: { advanceHours },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const status = await chatOpenStatus(request);
  expect(status.isOpen, `the chat hours ${wanted}`).toBe(wanted === 'open');
}
