import { applicationApi } from '@hearth/domain/api/application-api';
import { type AnyEndpoint, endpointPath } from '@hearth/domain/api/endpoint';
import { featureFlagsApi } from '@hearth/domain/api/org-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import axe from 'axe-core';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import type { JourneyApplication } from '../lib/heloc-application.ts';
import { endpointPattern } from './mock-api.ts';
import { renderRoutes } from './render.tsx';

export const APP_UUID = '3f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
/** An endpoint of the default application, as an MSW path (other `:name` segments stay patterns). */
export function appPath(endpoint: AnyEndpoint, params: Record<string, string> = {}): string {
  return endpointPattern(endpoint, { uuid: APP_UUID, ...params });
}
/** `GET P` (007) and the server step of the default application. */
export const P = appPath(applicationApi.get);
export const STATUS = appPath(applicationApi.stepStatus);

/** The default persona's application, mid-journey, as `GET P` (007) answers it. */
export function makeApplication(overrides: Partial<JourneyApplication> = {}): JourneyApplication {
  return {
    uuid: APP_UUID,
    loanNumber: 'HL-000123',
    status: { checklistStatus: 'IN_PROGRESS' },
    amount: 50_000,
    term: 10,
    property: { state: 'CA' },
    documents: [],
    linkedAccounts: [],
    ...overrides,
  };
}

/**
 * MSW for journey page tests, following 007. The app's own calls (profile, flags) are answered;
 * any other unhandled call fails the test, and each test has 20 s. Returns the server so a test can
 * `use()` its handlers.
 */
export function setupJourneyServer(...handlers: RequestHandler[]) {
  // Pages driven through many presses: room for the shared two-core machine.
  vi.setConfig({ testTimeout: 20_000 });
  const server = setupServer(
    http.get(endpointPath(profileApi.get), () =>
      HttpResponse.json({
        uuid: '7d1f5a8e-1111-4aaa-8bbb-123456789abc',
        email: 'pat@hearth.test',
        type: 'BORROWER',
        name: { firstName: 'Pat', middleName: null, lastName: 'Doe', suffix: null },
      }),
    ),
    http.post(endpointPath(featureFlagsApi.features, { context: 'heloc' }), () => HttpResponse.json([])),
    ...handlers,
    // After a write the step has moved on to one where the borrower acts again (a test may say otherwise).
    http.get(STATUS, () => HttpResponse.json({ serverStep: 'HMDA' })),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Renders one page module at `/account/heloc/{uuid}/{page}`; the application root marks arrival. */
export function renderJourneyPage(Component: ComponentType, page: string, search = '') {
  window.localStorage.setItem('jwt', 'Bearer test-token');
  return renderRoutes(
    [
      { path: '/account/heloc/:uuid', element: <p>journey root</p> },
      { path: `/account/heloc/:uuid/${page.replace(/\/[A-Z_]+$/, '/:type')}`, Component },
      { path: '/account/heloc/:uuid/*', element: <p>other page</p> },
    ],
    `/account/heloc/${APP_UUID}/${page}${search}`,
  );
}

/** axe on what is rendered: no serious or critical violation (jsdom has no layout: no contrast check). */
export async function expectNoSeriousAxeViolations(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
  expect(serious).toEqual([]);
}
