import { endpointPath } from '@hearth/domain/api/endpoint';
import { staffApi } from '@hearth/domain/api/staff-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { EditStaffForm } from './edit-staff-form.tsx';

const MEMBER = {
  uuid: '55555555-5555-4555-8555-555555555555',
  email: 'under.writer@hearth.test',
  role: 'UNDERWRITER' as const,
  orgCodes: ['hearth'],
  active: true,
  secondFactorEnrolled: true,
  createdAt: '2026-11-20T07:00:00.000Z',
};
const CHANGE = `PATCH ${endpointPath(staffApi.change, { uuid: MEMBER.uuid })}`;
const LIST = `GET ${endpointPath(staffApi.list)}`;

afterEach(() => vi.unstubAllGlobals());

describe('EditStaffForm', () => {
  it('opens with the focus on its heading and the member’s role and lenders filled in', () => {
    stubApi({});
    renderPage(<EditStaffForm member={MEMBER} onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: `Change ${MEMBER.email}` })).toHaveFocus();
    expect(screen.getByRole('button', { name: /Role/ })).toHaveTextContent('UNDERWRITER');
    expect(screen.getByLabelText('Lenders')).toHaveValue('hearth');
  });

  it('sends the new role and lenders, and closes with the saved member', async () => {
    const saved = { ...MEMBER, role: 'PROCESSOR' as const, orgCodes: ['hearth', 'silverpine'] };
    const sent = stubApi({
      [CHANGE]: [() => jsonResponse(200, saved)],
      [LIST]: [() => jsonResponse(200, [saved])],
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<EditStaffForm member={MEMBER} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'PROCESSOR' }));
    await user.type(screen.getByLabelText('Lenders'), ', silverpine');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(saved));
    expect(sent[0]?.body).toEqual({ role: 'PROCESSOR', orgCodes: ['hearth', 'silverpine'] });
  });

  it('shows the server’s refusal', async () => {
    stubApi({
      [CHANGE]: [() => jsonResponse(400, { errors: ['Unknown lender code'] })],
    });
    const user = userEvent.setup();
    renderPage(<EditStaffForm member={MEMBER} onClose={() => {}} />);
    await user.type(screen.getByLabelText('Lenders'), ', nowhere');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByLabelText('Lenders')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Unknown lender code')).toBeVisible();
  });

  it('closes without sending on Cancel', async () => {
    const sent = stubApi({});
    const onClose = vi.fn();
    renderPage(<EditStaffForm member={MEMBER} onClose={onClose} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledWith();
    expect(sent).toEqual([]);
  });
});
