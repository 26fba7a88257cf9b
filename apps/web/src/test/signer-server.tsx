import { type AnyEndpoint, endpointPath } from '@hearth/domain/api/endpoint';
import { identityApi } from '@hearth/domain/api/identity-api';
import { featureFlagsApi } from '@hearth/domain/api/org-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import { signerApi } from '@hearth/domain/api/signer-api';
import type { SignerApplication } from '@hearth/domain/signer/signer-application';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { endpointPattern } from './mock-api.ts';
import { renderRoutes } from './render.tsx';

export const SIGNER_APP_UUID = '5a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
/** A signer endpoint of the default application, as an MSW path (other `:name` segments stay patterns). */
export function signerPath(endpoint: AnyEndpoint, params: Record<string, string> = {}): string {
  return endpointPattern(endpoint, { uuid: SIGNER_APP_UUID, ...params });
}

/** The default co-deeder's view of the application (GET …/heloc/signer), just accepted. */
export function makeSigner(overrides: Partial<SignerApplication> = {}): SignerApplication {
  return {
    applicationUuid: SIGNER_APP_UUID,
    signerUuid: '6b2d3c4e-5f60-4b7c-9d8e-0f1a2b3c4d5e',
    status: 'ACCEPTED',
    firstName: 'Grace',
    lastName: 'Hopper',
    borrowerName: 'Ada Lovelace',
    lenderName: 'Hearth Home Lending',
    loanNumber: 'HL-000123',
    propertyAddress: '123 Main St, Portland, OR 97201',
    creditLimit: 50_000,
    active: true,
    identityUploaded: false,
    documentsSigned: 0,
    documentsToSign: 0,
    canRescind: false,
    acceptedAt: '2026-11-20T10:00:00.000Z',
    signedAt: null,
    ...overrides,
  };
}

/**
 * MSW for the signer area: a CO_DEEDER profile, no flags, the signer's application (`current`
 * can be replaced by a test); any other unhandled call fails the test.
 */
export function setupSignerServer(current: { signer: SignerApplication }, ...handlers: RequestHandler[]) {
  const server = setupServer(
    http.get(endpointPath(profileApi.get), () =>
      HttpResponse.json({
        uuid: '8e2f5a8e-2222-4aaa-8bbb-123456789abc',
        email: 'grace@hearth.test',
        type: 'CO_DEEDER',
      }),
    ),
    http.get(endpointPath(identityApi.profile), () =>
      HttpResponse.json({ uuid: 'identity-2', isBroker: false }),
    ),
    http.post(endpointPath(featureFlagsApi.features, { context: 'heloc' }), () => HttpResponse.json([])),
    http.get(endpointPath(signerApi.list), () => HttpResponse.json([current.signer])),
    ...handlers,
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>{`now at ${pathname}${search}`}</p>;
}

/** Renders one signer page module at `/heloc-signer/{page}`, signed in; other pages say where they are. */
export function renderSignerPage(Component: ComponentType, page: string, search = '', signedIn = true) {
  if (signedIn) {
    window.localStorage.setItem('jwt', 'Bearer signer-token');
  }
  return renderRoutes(
    [
      { path: `/heloc-signer/${page}`, Component },
      { path: '*', Component: Elsewhere },
    ],
    `/heloc-signer/${page}${search}`,
  );
}
