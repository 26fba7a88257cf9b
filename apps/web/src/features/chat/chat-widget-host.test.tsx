import { operatingHoursApi } from '@hearth/domain/api/org-api';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../components/test-utils/render-page.tsx';
import { apiKey, mockApi } from '../../test/mock-api.ts';
import { makeOrgPayload } from '../../test/org-fixture.ts';
import { ChatWidgetHost } from './chat-widget-host.tsx';

function withChat(webchat: boolean) {
  return makeOrgPayload({ companyInfo: { publicFeatureToggles: { 'fe-webchat': webchat } } });
}

function api() {
  mockApi({
    [apiKey(operatingHoursApi.openStatus, { department: 'OPS_CHAT' })]: () => ({
      body: {
        department: 'OPS_CHAT',
        timeZone: 'America/Los_Angeles',
        isOpen: true,
        now: new Date().toISOString(),
        opensAt: null,
        closesAt: null,
      },
    }),
  });
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('ChatWidgetHost', () => {
  it('RTE-032: `?pop-webchat` opens the chat as the page loads', async () => {
    api();
    window.history.replaceState(null, '', '/dashboard?pop-webchat');
    renderPage(<ChatWidgetHost />, { org: withChat(true) });
    expect(
      await screen.findByRole('dialog', { name: 'Chat with us' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
