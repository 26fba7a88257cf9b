import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsExportsApi } from '@hearth/domain/api/exports-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setToken } from '../../lib/session-store.ts';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { HmdaExportForm } from './hmda-export-form.tsx';

const LAR = `GET ${endpointPath(opsExportsApi.hmdaLar)}`;

afterEach(() => vi.unstubAllGlobals());

async function exportFor(lender: string) {
  const user = userEvent.setup();
  renderPage(<HmdaExportForm />);
  await user.clear(screen.getByLabelText('From'));
  await user.type(screen.getByLabelText('From'), '2026-01-01');
  await user.clear(screen.getByLabelText('To'));
  await user.type(screen.getByLabelText('To'), '2026-06-30');
  await user.type(screen.getByLabelText('Lender code'), lender);
  await user.click(screen.getByRole('button', { name: 'Export register' }));
}

describe('HmdaExportForm', () => {
  it('lists each failing CFPB edit of a refused register', async () => {
    stubApi({
      [LAR]: [
        () =>
          jsonResponse(422, {
            errors: ['HL-0001: V627 the lender’s LEI is not valid', 'HL-0002: S300 the income is missing'],
          }),
      ],
    });
    await exportFor('hearth');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The register was not exported: 2 records fail the CFPB edits.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['HL-0001: V627 the lender’s LEI is not valid', 'HL-0002: S300 the income is missing']);
  });

  it('saves the file fetched with the token in the header, never in the URL', async () => {
    setToken('aaa.bbb.ccc');
    const sent = stubApi({
      [LAR]: [
        () =>
          new Response('1|LEI|2026\n2|LAR\n', {
            headers: {
              'content-type': 'text/plain; charset=utf-8',
              'content-disposition': 'attachment; filename="x.txt"',
            },
          }),
      ],
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:lar');
    // jsdom has no object URLs: the page's own are stood in for, and put back after.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await exportFor('hearth');
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(Object.fromEntries(sent[0]?.query ?? [])).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
      org: 'hearth',
    });
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('1|LEI|2026\n2|LAR\n');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'hearth-hmda-lar-2026-01-01-2026-06-30.txt',
    );
    expect(await screen.findByText(/The register is exported/)).toBeVisible();
  });

  it('says the lender is needed at its field', async () => {
    stubApi({
      [LAR]: [
        () =>
          jsonResponse(400, {
            errors: ['org is required: you work for several lenders, so name the one to export'],
          }),
      ],
    });
    await exportFor(' ');
    await waitFor(() => expect(screen.getByLabelText('Lender code')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(/org is required/)).toBeVisible();
  });
});
