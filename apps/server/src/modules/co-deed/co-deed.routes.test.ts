import { coDeedApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { signerApi } from '@hearth/domain/api/signer-api';
import { describe, expect, it } from 'vitest';
import {
  listAuditRows,
  postJson,
  readRow,
  seedAtStep,
  snapshot,
} from '../borrower-writes/test/journey-write-test-support.ts';
import { buildIdentityTestApp, getWithToken, registerUser } from '../identity/identity-test-support.ts';
import { useTestAppWithStaff } from '../ops/ops-test-support.ts';

const suite = useTestAppWithStaff();

const STATUS = endpointPath(coDeedApi.status);
const grace = { firstName: 'Grace', lastName: 'Hopper', email: 'Grace.Hopper@Example.com' };

describe('POST P/co-deeders and GET …/co-deed/status (decision 007)', () => {
  it('APP-015, PRG-083, API-026: invites another owner on title and lists the invitation', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'CO_DEED_REQ');
    const response = await postJson(suite.t, borrower.jwt, endpointPath(coDeedApi.invite, { uuid }), grace);
    expect(response.statusCode, response.body).toBe(201);
    const invite = response.json();
    expect(invite).toEqual({
      uuid: expect.any(String),
      applicationUuid: uuid,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.hopper@example.com',
      status: 'INVITED',
      invitedAt: expect.any(String),
      acceptedAt: null,
      signedAt: null,
      invitationLink: expect.stringMatching(/^\/heloc-signer\/resume\?token=[A-Za-z0-9_-]{43}$/),
    });
    const row = await readRow(suite.t, uuid);
    expect(row.helocSigners).toEqual([
      expect.objectContaining({
        uuid: invite.uuid,
        role: 'CO_DEEDER',
        status: 'INVITED',
        identityUuid: null,
      }),
    ]);
    expect(row).toMatchObject({
      coDeedStatus: 'PENDING',
      additionalSignerVersion: 1,
      serverStep: 'CO_DEED_REQ',
    });
    expect((await listAuditRows(suite.t, uuid)).map((event) => event.action)).toEqual([
      'borrower.co-deeder-invited',
    ]);

    const status = await getWithToken(suite.t.app, STATUS, borrower.jwt);
    expect(status.statusCode).toBe(200);
    // The link exists once, in the answer that created it: only its hash is stored.
    const { invitationLink: _link, ...listed } = invite;
    expect(status.json()).toEqual([listed]);
    const stranger = await registerUser(suite.t.app);
    expect((await getWithToken(suite.t.app, STATUS, stranger.jwt)).json()).toEqual([]);
    expect((await getWithToken(suite.t.app, STATUS, suite.staffJwt)).statusCode).toBe(403);
  });

  it('links the invitation to the co-deeder’s identity when they are already registered (SGN-002)', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'CO_DEED_REQ');
    const coOwner = await registerUser(suite.t.app);
    await postJson(suite.t, borrower.jwt, endpointPath(coDeedApi.invite, { uuid }), {
      ...grace,
      email: coOwner.email,
    });
    expect((await readRow(suite.t, uuid)).helocSigners[0]?.identityUuid).toBe(coOwner.identityUuid);
  });

  it.each([
    [
      'the same person twice',
      (_email: string) => ({ ...grace, email: grace.email.toUpperCase() }),
      409,
      'This person has already been invited',
    ],
    [
      'the borrower themself',
      (email: string) => ({ ...grace, email }),
      400,
      'Please enter the other owner’s email address, not your own',
    ],
    [
      'a bad email',
      (_email: string) => ({ ...grace, email: 'grace@' }),
      400,
      'Please enter a valid email address',
    ],
  ])('refuses %s', async (_case, build, status, message) => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'CO_DEED_REQ');
    if (status === 409) {
      await postJson(suite.t, borrower.jwt, endpointPath(coDeedApi.invite, { uuid }), grace);
    }
    const before = await snapshot(suite.t, uuid);
    const response = await postJson(
      suite.t,
      borrower.jwt,
      endpointPath(coDeedApi.invite, { uuid }),
      build(borrower.email),
    );
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ errors: [message] });
    expect(await snapshot(suite.t, uuid)).toEqual(before);
  });

  it('wrong step 409 naming it, someone else’s 404, a staff token 403: nothing stored', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'NOTE_SIGNING');
    const before = await snapshot(suite.t, uuid);
    const late = await postJson(suite.t, borrower.jwt, endpointPath(coDeedApi.invite, { uuid }), grace);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0]).toContain('NOTE_SIGNING');
    const stranger = await registerUser(suite.t.app);
    expect(
      (await postJson(suite.t, stranger.jwt, endpointPath(coDeedApi.invite, { uuid }), grace)).statusCode,
    ).toBe(404);
    expect(
      (await postJson(suite.t, suite.staffJwt, endpointPath(coDeedApi.invite, { uuid }), grace)).statusCode,
    ).toBe(403);
    expect(await snapshot(suite.t, uuid)).toEqual(before);
  });
});

describe('resending and withdrawing an invitation (SGN-001)', () => {
  it('SGN-001: a resent link replaces the earlier one, which stops working', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'CO_DEED_REQ');
    const first = (
      await postJson(suite.t, borrower.jwt, endpointPath(coDeedApi.invite, { uuid }), grace)
    ).json();
    const resent = await postJson(
      suite.t,
      borrower.jwt,
      endpointPath(coDeedApi.resend, { uuid, inviteUuid: first.uuid }),
      {},
    );
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().invitationLink).not.toBe(first.invitationLink);
    const lookup = (link: string) =>
      suite.t.app.inject({
        method: 'POST',
        url: endpointPath(signerApi.lookupInvitation),
        payload: { token: new URL(link, 'http://x').searchParams.get('token') },
      });
    expect((await lookup(first.invitationLink)).statusCode).toBe(404);
    expect((await lookup(resent.json().invitationLink)).statusCode).toBe(200);
  });

  it('SGN-001: withdrawing ends the links and frees the e-mail for a new invitation; someone else’s is 404', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'CO_DEED_REQ');
    const first = (
      await postJson(suite.t, borrower.jwt, endpointPath(coDeedApi.invite, { uuid }), grace)
    ).json();
    const stranger = await registerUser(suite.t.app);
    const foreign = await suite.t.app.inject({
      method: 'DELETE',
      url: endpointPath(coDeedApi.withdraw, { uuid, inviteUuid: first.uuid }),
      headers: { authorization: `Bearer ${stranger.jwt}` },
    });
    expect(foreign.statusCode).toBe(404);
    const withdrawn = await suite.t.app.inject({
      method: 'DELETE',
      url: endpointPath(coDeedApi.withdraw, { uuid, inviteUuid: first.uuid }),
      headers: { authorization: `Bearer ${borrower.jwt}` },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'WITHDRAWN' });
    const again = await postJson(
      suite.t,
      borrower.jwt,
      endpointPath(coDeedApi.resend, { uuid, inviteUuid: first.uuid }),
      {},
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: ['This invitation was withdrawn'] });
    const reinvited = await postJson(suite.t, borrower.jwt, endpointPath(coDeedApi.invite, { uuid }), grace);
    expect(reinvited.statusCode).toBe(201);
    expect((await readRow(suite.t, uuid)).helocSigners.map((signer) => signer.status)).toEqual([
      'WITHDRAWN',
      'INVITED',
    ]);
  });
});

describe('in production', () => {
  it('the invitation link is never in the answer (the lender’s e-mail carries it)', async () => {
    const production = await buildIdentityTestApp({ isProduction: true });
    try {
      const { uuid, borrower } = await seedAtStep(production, 'CO_DEED_REQ');
      const response = await postJson(
        production,
        borrower.jwt,
        endpointPath(coDeedApi.invite, { uuid }),
        grace,
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).not.toHaveProperty('invitationLink');
    } finally {
      await production.close();
    }
  });
});
