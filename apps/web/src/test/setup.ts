import '@testing-library/jest-dom/vitest';
import { ORG_PAYLOAD_GLOBAL } from '@hearth/domain/org/org-config';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import '../lib/i18n.ts';
import { registerNavigator } from '../lib/navigation.ts';
import { resetOrgPayloadCache } from '../lib/org.tsx';
import { installConsoleGuard } from './console-guard.ts';
import { makeOrgPayload } from './org-fixture.ts';

installConsoleGuard();

// A page part loaded on demand (the header's notifications, a route's chunk) can take more than
// testing-library's default second to appear on a busy machine: `findBy…` waits up to five.
configure({ asyncUtilTimeout: 5_000 });

// pdf.js cannot run in jsdom: the kit's PDF viewer gets a fake engine (test/fake-pdf-engine.ts).
vi.mock('../components/ui/pdf-engine.ts', () => import('./fake-pdf-engine.ts'));

// A file may run in the node environment (`// @vitest-environment node`, as the server renderer
// does): there is no window there, so nothing of the browser's to reset.
const hasWindow = typeof window !== 'undefined';

if (hasWindow) {
  // jsdom has no layout: scroll restoration's scrollTo is a no-op here.
  window.scrollTo = () => {};
}

beforeEach(() => {
  if (!hasWindow) {
    return;
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetOrgPayloadCache();
  (window as unknown as Record<string, unknown>)[ORG_PAYLOAD_GLOBAL] = makeOrgPayload();
});

afterEach(() => {
  cleanup();
  registerNavigator(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
