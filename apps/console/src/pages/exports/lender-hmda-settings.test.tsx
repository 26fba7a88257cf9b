import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsExportsApi } from '@hearth/domain/api/exports-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { LenderHmdaSettingsSection } from './lender-hmda-settings.tsx';

const SETTINGS = endpointPath(opsExportsApi.hmdaSettings, { orgCode: 'hearth' });
const PLACEHOLDERS = {
  orgCode: 'hearth',
  lei: 'SANDBOX0000000000000',
  taxId: '00-0000000',
  agencyCode: '9',
  contactName: 'Sandbox Contact',
  sandbox: true,
  updatedAt: null,
};

afterEach(() => vi.unstubAllGlobals());

async function openSettings() {
  const user = userEvent.setup();
  renderPage(<LenderHmdaSettingsSection />);
  await user.type(screen.getByLabelText('Lender'), 'hearth');
  await user.click(screen.getByRole('button', { name: 'Show settings' }));
  await screen.findByRole('form', { name: 'HMDA settings of hearth' });
  return user;
}

describe('LenderHmdaSettingsSection', () => {
  it('shows the sandbox placeholders as such, and checks the fields before saving', async () => {
    const sent = stubApi({ [`GET ${SETTINGS}`]: [() => jsonResponse(200, PLACEHOLDERS)] });
    const user = await openSettings();
    expect(screen.getByText(/sandbox's placeholder values/)).toBeVisible();
    expect(screen.getByLabelText('Legal entity identifier (LEI)')).toHaveValue('SANDBOX0000000000000');
    await user.clear(screen.getByLabelText('Federal taxpayer identification number'));
    await user.type(screen.getByLabelText('Federal taxpayer identification number'), '123456789');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('A federal taxpayer identification number is written 99-9999999'),
    ).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  it('saves the settings and says so', async () => {
    const saved = { ...PLACEHOLDERS, lei: '5493001KJTIIGC8Y1R12', taxId: '12-3456789', sandbox: false };
    const sent = stubApi({
      [`GET ${SETTINGS}`]: [() => jsonResponse(200, PLACEHOLDERS)],
      [`PUT ${SETTINGS}`]: [() => jsonResponse(200, saved)],
    });
    const user = await openSettings();
    await user.clear(screen.getByLabelText('Legal entity identifier (LEI)'));
    await user.type(screen.getByLabelText('Legal entity identifier (LEI)'), '5493001KJTIIGC8Y1R12');
    await user.clear(screen.getByLabelText('Federal taxpayer identification number'));
    await user.type(screen.getByLabelText('Federal taxpayer identification number'), '12-3456789');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The HMDA settings of hearth are saved.')).toBeVisible();
    await waitFor(() =>
      expect(sent[1]?.body).toEqual({
        lei: '5493001KJTIIGC8Y1R12',
        taxId: '12-3456789',
        agencyCode: '9',
        contactName: 'Sandbox Contact',
      }),
    );
  });
});
