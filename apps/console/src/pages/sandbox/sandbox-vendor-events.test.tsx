import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import { opsSandboxApi } from '@hearth/domain/api/sandbox-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { APPLICATION_NOT_FOUND } from './find-application.ts';
import { SandboxVendorEvents } from './sandbox-vendor-events.tsx';

const UUID = '0b6f6a3e-1f2d-4c5b-8a9e-7d6c5b4a3f21';
const APPLICATIONS = `GET ${endpointPath(opsApi.applications)}`;
const EVENTS = `GET ${endpointPath(opsSandboxApi.vendorEvents, { uuid: UUID })}`;
const SEND = `POST ${endpointPath(opsApi.sendEvent, { uuid: UUID })}`;
const LIST = {
  serverStep: 'TITLE_ORDERED',
  events: [
    {
      event: 'TITLE_CLEARED',
      label: 'The title search comes back clear',
      vendor: 'title',
      to: 'FLOOD_CERT',
      permitted: true,
      needsChecker: false,
      detail: { vendorReference: 'TTL-123' },
    },
    {
      event: 'TITLE_EXCEPTIONS_FOUND',
      label: 'The title search finds exceptions',
      vendor: 'title',
      to: 'TITLE_REVIEW',
      permitted: false,
      needsChecker: false,
      detail: { vendorReference: 'TTL-123' },
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

async function showEvents(application: string) {
  const user = userEvent.setup();
  renderPage(<SandboxVendorEvents />);
  await user.type(screen.getByLabelText('Application'), application);
  await user.click(screen.getByRole('button', { name: 'Show events' }));
  return user;
}

describe('SandboxVendorEvents', () => {
  it('finds the application by its loan number and sends an allowed event with its detail', async () => {
    const summary = { uuid: UUID, loanNumber: 'HL-000123' };
    const sent = stubApi({
      [APPLICATIONS]: [() => jsonResponse(200, { items: [summary], page: 1, pageSize: 20, total: 1 })],
      [EVENTS]: [
        () => jsonResponse(200, LIST),
        () => jsonResponse(200, { serverStep: 'FLOOD_CERT', events: [] }),
      ],
      [SEND]: [
        () =>
          jsonResponse(200, { uuid: UUID, event: 'TITLE_CLEARED', from: 'TITLE_ORDERED', to: 'FLOOD_CERT' }),
      ],
    });
    const user = await showEvents('hl-000123');
    expect(await screen.findByText('TITLE_ORDERED')).toBeVisible();
    expect(sent[0]?.query.get('q')).toBe('hl-000123');
    expect(screen.getByRole('button', { name: /^Send TITLE_EXCEPTIONS_FOUND/ })).toBeDisabled();
    await user.click(
      screen.getByRole('button', { name: 'Send TITLE_CLEARED: The title search comes back clear' }),
    );
    expect(
      await screen.findByText('TITLE_CLEARED sent: the application moved from TITLE_ORDERED to FLOOD_CERT.'),
    ).toBeVisible();
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      event: 'TITLE_CLEARED',
      detail: { vendorReference: 'TTL-123' },
      expectedStep: 'TITLE_ORDERED',
    });
    expect(await screen.findByText('No vendor event can move this application at its step.')).toBeVisible();
  });

  it('says at the field when no application has the loan number', async () => {
    stubApi({ [APPLICATIONS]: [() => jsonResponse(200, { items: [], page: 1, pageSize: 20, total: 0 })] });
    await showEvents('HL-999999');
    await waitFor(() => expect(screen.getByLabelText('Application')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(APPLICATION_NOT_FOUND)).toBeVisible();
  });

  it('shows the server’s refusal of an event', async () => {
    stubApi({
      [EVENTS]: [() => jsonResponse(200, LIST), () => jsonResponse(200, LIST)],
      [SEND]: [() => jsonResponse(409, { errors: ['The application has moved on; reload it'] })],
    });
    const user = await showEvents(UUID);
    await user.click(await screen.findByRole('button', { name: /^Send TITLE_CLEARED/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The application has moved on; reload it');
  });
});
