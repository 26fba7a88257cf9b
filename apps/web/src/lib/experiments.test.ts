import { experimentsApi } from '@hearth/domain/api/experiments-api';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpointPattern } from '../test/mock-api.ts';
import { getTrackerUuid, linkTracker, saveExperiments } from './experiments.ts';

const APP = '3f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const IDENTITY = '7d1f5a8e-1111-4aaa-8bbb-123456789abc';
const TRACKER = '1c8f5a4d-3b2e-4d6c-8f9a-8b7c6d5e4f3a';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('API-035 saving the experiments seen on an application', () => {
  it('sends each with the application and answers the server’s variations (API-068)', async () => {
    let sent: unknown;
    server.use(
      http.patch(endpointPattern(experimentsApi.save, { appUuid: APP }), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          experiments: [
            {
              name: 'offer-layout',
              variation: 'variation',
              appUuid: APP,
              mode: 'optimizely',
              assignedAt: '2026-01-01T00:00:00.000Z',
            },
          ],
        });
      }),
    );
    const saved = await saveExperiments(APP, [{ name: 'offer-layout', variation: 'control' }]);
    expect(sent).toEqual({ experiments: [{ name: 'offer-layout', variation: 'control', appUuid: APP }] });
    expect(saved[0]).toMatchObject({ variation: 'variation', mode: 'optimizely' });
  });

  it('ERR-024: refuses without an application, and calls nothing', async () => {
    await expect(saveExperiments(undefined, [{ name: 'offer-layout' }])).rejects.toThrow(
      'App ID is required to save experiment',
    );
  });
});

describe('API-033/034 the tracker profile', () => {
  it('reads the borrower’s tracker and links this browser’s', async () => {
    let linked: unknown;
    const path = endpointPattern(experimentsApi.trackerProfile);
    server.use(
      http.get(path, ({ request }) => {
        expect(new URL(request.url).searchParams.get('identityUuid')).toBe(IDENTITY);
        return HttpResponse.json({ trackerUuid: null });
      }),
      http.patch(path, async ({ request }) => {
        linked = await request.json();
        return HttpResponse.json({ trackerUuid: TRACKER });
      }),
    );
    await expect(getTrackerUuid(IDENTITY)).resolves.toBeNull();
    await linkTracker(IDENTITY, TRACKER);
    expect(linked).toEqual({ optimizelyProfileUuid: TRACKER });
  });
});
