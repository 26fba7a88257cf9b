import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session-store.ts';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import { InviteForm } from './invite-form.tsx';
import { parseOrgCodes } from './staff-queries.ts';

afterEach(() => vi.unstubAllGlobals());

async function chooseRole(user: ReturnType<typeof userEvent.setup>, role: string) {
  await user.click(screen.getByRole('button', { name: /Role/ }));
  await user.click(await screen.findByRole('option', { name: role }));
}

describe('InviteForm', () => {
  it('asks for an e-mail and a role at the fields before sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<InviteForm />);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Choose a role')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the e-mail, role and lenders, and confirms', async () => {
    setToken('aaa.bbb.ccc');
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
      init.method === 'POST'
        ? jsonResponse(201, {
            uuid: '55555555-5555-4555-8555-555555555555',
            email: 'new.underwriter@hearth.test',
            role: 'UNDERWRITER',
            orgCodes: ['hearth', 'silverpine'],
            expiresAt: '2026-11-29T07:00:00.000Z',
          })
        : jsonResponse(200, []),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<InviteForm />);
    await user.type(screen.getByLabelText('Email'), 'new.underwriter@hearth.test');
    await chooseRole(user, 'UNDERWRITER');
    await user.type(screen.getByLabelText('Lenders'), 'hearth, silverpine');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(/Invitation sent to new.underwriter@hearth.test as UNDERWRITER/),
    ).toBeVisible();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toEqual({
      email: 'new.underwriter@hearth.test',
      role: 'UNDERWRITER',
      orgCodes: ['hearth', 'silverpine'],
    });
  });

  it("puts the server's 400 at the lenders field and a 409 above the form", async () => {
    setToken('aaa.bbb.ccc');
    const answers = [
      jsonResponse(400, { errors: ['Unknown lender'] }),
      jsonResponse(409, { errors: ['A staff member with this e-mail address already exists'] }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift() ?? jsonResponse(500, {})),
    );
    const user = userEvent.setup();
    renderPage(<InviteForm />);
    await user.type(screen.getByLabelText('Email'), 'someone@hearth.test');
    await chooseRole(user, 'SUPPORT');
    await user.type(screen.getByLabelText('Lenders'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Unknown lender')).toBeVisible();
    expect(screen.getByLabelText('Lenders')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A staff member with this e-mail address already exists',
    );
  });
});

describe('parseOrgCodes', () => {
  it('splits on commas and spaces, none meaning every lender', () => {
    expect(parseOrgCodes(' hearth,silverpine  bluewater-cu ')).toEqual([
      'hearth',
      'silverpine',
      'bluewater-cu',
    ]);
    expect(parseOrgCodes('  ')).toEqual([]);
  });
});
