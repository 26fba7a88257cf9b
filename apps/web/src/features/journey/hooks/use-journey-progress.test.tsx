import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { APP_UUID, makeApplication, P, STATUS, setupJourneyServer } from '../../../test/journey-server.tsx';
import { useJourneyProgress } from './use-journey-progress.ts';

const server = setupJourneyServer(http.get(P, () => HttpResponse.json(makeApplication())));

/** The status answers `steps` in turn (the last one repeats); returns how many reads were made. */
function answerSteps(steps: readonly string[]) {
  const reads = { count: 0 };
  server.use(
    http.get(STATUS, () => {
      const step = steps[Math.min(reads.count, steps.length - 1)];
      reads.count += 1;
      return HttpResponse.json({ serverStep: step });
    }),
  );
  return reads;
}

function renderProgress() {
  window.localStorage.setItem('jwt', 'Bearer test-token');
  const delays: number[] = [];
  const sleep = async (ms: number) => {
    delays.push(ms);
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={createQueryClient()}>{children}</AppProviders>
  );
  const view = renderHook(() => useJourneyProgress(APP_UUID, sleep), { wrapper });
  return { ...view, delays };
}

describe('useJourneyProgress: the server-step poller (PRG-051…056) feeding the routing tables', () => {
  it.each([
    [
      'PRG-051/053: a waiting step is re-polled with backoff until it settles',
      ['WAITING_FOR_INITIAL_OFFERS', 'WAITING_FOR_INITIAL_OFFERS', 'OFFER_SELECTION'],
      [1000, 2000],
      `/account/heloc/${APP_UUID}/product/select?from=OFFER_SELECTION`,
    ],
    [
      'PRG-053/056: a waiting step that never settles becomes UNKNOWN (error/timeout) after 14 polls',
      ['WAITING_FOR_ID_VERIFICATION'],
      [1000, 2000, 4000, ...Array<number>(11).fill(5000)],
      `/account/heloc/${APP_UUID}/error/timeout`,
    ],
    [
      'PRG-054: GEN_NOTE_SIGNING is kept when the polls run out (review-app/signdocs)',
      ['GEN_NOTE_SIGNING'],
      [1000, 2000, 4000, ...Array<number>(11).fill(5000)],
      `/account/heloc/${APP_UUID}/review-app/signdocs`,
    ],
    ['PRG-052: a terminal step ends the poll at once', ['COMPLETE'], [], '/'],
    ['PRG-063: an ordinary step settles at once', ['HMDA'], [], `/account/heloc/${APP_UUID}/start/hmda`],
  ])('%s', async (_name, steps, expectedDelays, href) => {
    const reads = answerSteps(steps);
    const { result, delays } = renderProgress();
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.href).toBe(href);
    expect(delays).toEqual(expectedDelays);
    expect(reads.count).toBe(expectedDelays.length + 1);
  });
});
