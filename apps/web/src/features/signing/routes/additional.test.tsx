import { coDeedApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  APP_UUID,
  appPath,
  expectNoSeriousAxeViolations,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { Component } from './additional.tsx';

interface Invite {
  uuid: string;
  applicationUuid: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
  invitedAt: string;
  acceptedAt: string | null;
  signedAt: string | null;
  invitationLink?: string;
}

const invites: Invite[] = [];
let counter = 0;
const link = (n: number) => `/heloc-signer/resume?token=${String(n).repeat(43).slice(0, 43)}`;
const withdrawn: string[] = [];
setupJourneyServer(
  http.get(endpointPath(coDeedApi.status), () =>
    HttpResponse.json(
      [
        ...invites,
        // An invitation of another application of the same borrower is not shown here.
        { ...invites[0], uuid: 'other', applicationUuid: 'another-application', firstName: 'Other' },
      ].filter((invite) => invite.uuid),
    ),
  ),
  http.post(appPath(coDeedApi.invite), async ({ request }) => {
    const body = (await request.json()) as { firstName: string; lastName: string; email: string };
    counter += 1;
    const invite: Invite = {
      ...body,
      uuid: `00000000-0000-4000-8000-00000000000${counter}`,
      applicationUuid: APP_UUID,
      status: 'INVITED',
      invitedAt: new Date().toISOString(),
      acceptedAt: null,
      signedAt: null,
    };
    invites.push(invite);
    return HttpResponse.json({ ...invite, invitationLink: link(counter) }, { status: 201 });
  }),
  http.post(appPath(coDeedApi.resend), ({ params }) => {
    const invite = invites.find((item) => item.uuid === params.inviteUuid) as Invite;
    return HttpResponse.json({ ...invite, invitationLink: link(9) });
  }),
  http.delete(appPath(coDeedApi.withdraw), ({ params }) => {
    withdrawn.push(String(params.inviteUuid));
    const invite = invites.find((item) => item.uuid === params.inviteUuid) as Invite;
    invite.status = 'WITHDRAWN';
    return HttpResponse.json(invite);
  }),
);

beforeEach(() => {
  invites.length = 0;
  withdrawn.length = 0;
});

// APP-015, PRG-083, SGN-001: co-deeders (additional signers) are invited by name and email.
describe('signing/additional', () => {
  it('APP-015: checks the name and email like registration, then lists the invitation with its sandbox link', async () => {
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'signing/additional');
    expect(await screen.findByText('No one invited yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Please enter the first name')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Rivera');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'sam@hearth.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const row = (await screen.findByText('Sam Rivera (sam@hearth.test)')).closest('li') as HTMLElement;
    expect(within(row).getByText('Invited')).toBeInTheDocument();
    expect(within(row).getByText('In the sandbox, open this link to sign as Sam Rivera')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Sign as Sam Rivera' })).toHaveAttribute('href', link(1));
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.queryByText(/Other/)).not.toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('SGN-001: shows each owner’s progress; a new link replaces the old one; an invitation can be withdrawn', async () => {
    const base = {
      applicationUuid: APP_UUID,
      invitedAt: new Date().toISOString(),
      acceptedAt: null,
      signedAt: null,
    };
    invites.push(
      {
        ...base,
        uuid: 'a0000000-0000-4000-8000-000000000001',
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@x.test',
        status: 'INVITED',
      },
      {
        ...base,
        uuid: 'a0000000-0000-4000-8000-000000000002',
        firstName: 'Bo',
        lastName: 'Kim',
        email: 'bo@x.test',
        status: 'ACCEPTED',
      },
      {
        ...base,
        uuid: 'a0000000-0000-4000-8000-000000000003',
        firstName: 'Cy',
        lastName: 'Ng',
        email: 'cy@x.test',
        status: 'SIGNED',
      },
    );
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'signing/additional');
    const rowOf = async (name: string) =>
      (await screen.findByText(new RegExp(`^${name}`))).closest('li') as HTMLElement;
    expect(within(await rowOf('Ann Lee')).getByText('Invited')).toBeInTheDocument();
    expect(within(await rowOf('Bo Kim')).getByText('Accepted, not signed yet')).toBeInTheDocument();
    const signed = await rowOf('Cy Ng');
    expect(within(signed).getByText('Signed')).toBeInTheDocument();
    expect(within(signed).queryByRole('button')).not.toBeInTheDocument();
    expect(within(await rowOf('Bo Kim')).queryByRole('button', { name: /new link/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Ann Lee a new link' }));
    expect(await screen.findByRole('link', { name: 'Sign as Ann Lee' })).toHaveAttribute('href', link(9));
    await user.click(screen.getByRole('button', { name: "Withdraw Bo Kim's invitation" }));
    expect(await within(await rowOf('Bo Kim')).findByText('Withdrawn')).toBeInTheDocument();
    expect(withdrawn).toEqual(['a0000000-0000-4000-8000-000000000002']);
  });
});
