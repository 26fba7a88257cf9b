import { endpointPath } from '@hearth/domain/api/endpoint';
import { notificationsApi } from '@hearth/domain/api/notifications-api';
import { opsApi } from '@hearth/domain/api/ops-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import { describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import { postJson, seedAtStep } from '../borrower-writes/test/journey-write-test-support.ts';
import { getWithToken, registerUser } from '../identity/identity-test-support.ts';
import { staffRequest, useTestAppWithStaff } from '../ops/ops-test-support.ts';
import {
  joinAsCoDeeder,
  seedJointAtCoDeed,
  signEverything,
  uploadSignerId,
} from '../signer/test/signer-test-support.ts';

const suite = useTestAppWithStaff();

const N = endpointPath(notificationsApi.list);
const readPath = (notificationUuid?: string) => endpointPath(notificationsApi.read, { notificationUuid });

interface Listed {
  uuid: string;
  title: string;
  status: string;
  ctas: { title: string; redirectPath: string }[];
}

async function list(jwt: string): Promise<Listed[]> {
  const response = await getWithToken(suite.t.app, N, jwt);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function raise(uuid: string, body: Record<string, unknown>) {
  return staffRequest(suite.t.app, suite.staffJwt, opsApi.raiseCondition, {
    params: { uuid: uuid },
    payload: { title: 'Proof of trust', description: 'Upload the trust agreement', ...body },
  });
}

describe('notifications (CND-001, CND-009)', () => {
  it('CND-009: a step that needs the borrower and a condition staff raised become UNREAD notifications, newest first', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'WAITING_FOR_INITIAL_OFFERS');
    expect(await list(borrower.jwt)).toEqual([]);
    await suite.t.db.transaction((tx) =>
      transitionApplication(tx, { uuid, event: 'OFFERS_GENERATED', actor: 'JOB' }),
    );
    const raised = await raise(uuid, {
      category: 'REVIEW_TRUST_REQUIREMENTS',
      documentTypes: ['TRUST_AGREEMENT'],
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const conditionUuid = raised.json().uuid;

    const notifications = await list(borrower.jwt);
    expect(notifications).toEqual([
      {
        uuid: expect.any(String),
        title: 'We need something from you: Proof of trust',
        description: 'Upload the trust agreement',
        created: expect.any(String),
        status: 'UNREAD',
        ctas: [
          {
            title: 'Respond',
            redirectPath: `/account/heloc/${uuid}/conditions/upload-document?conditionUuid=${conditionUuid}&conditionType=TRUST_AGREEMENT&conditionEnum=REVIEW_TRUST_REQUIREMENTS`,
          },
        ],
        walletAddress: null,
      },
      expect.objectContaining({
        title: 'Your offers are ready',
        ctas: [{ title: 'See your offers', redirectPath: `/account/heloc/${uuid}/product/select` }],
      }),
    ]);
    // The same event keeps its id from one read to the next.
    expect((await list(borrower.jwt)).map((item) => item.uuid)).toEqual(
      notifications.map((item) => item.uuid),
    );
  });

  it('speaks the borrower’s language: the same notifications, in Spanish once they chose it', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'WAITING_FOR_INITIAL_OFFERS');
    await suite.t.db.transaction((tx) =>
      transitionApplication(tx, { uuid, event: 'OFFERS_GENERATED', actor: 'JOB' }),
    );
    await raise(uuid, { category: 'GENERIC_DOCUMENT_REQUEST', title: 'Extracto bancario' });
    const english = await list(borrower.jwt);
    expect(english.map((item) => [item.title, item.ctas[0]?.title])).toEqual([
      ['We need something from you: Extracto bancario', 'Respond'],
      ['Your offers are ready', 'See your offers'],
    ]);

    const chosen = await injectEndpoint(suite.t.app, profileApi.setLanguage, {
      token: borrower.jwt,
      payload: { language: 'es' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);

    const spanish = await list(borrower.jwt);
    expect(spanish.map((item) => [item.title, item.ctas[0]?.title])).toEqual([
      ['Necesitamos algo de usted: Extracto bancario', 'Responder'],
      ['Sus ofertas están listas', 'Ver sus ofertas'],
    ]);
    expect(spanish[1]).toMatchObject({
      description: 'Elija la línea de crédito y el retiro inicial que más le convengan.',
      ctas: [{ redirectPath: `/account/heloc/${uuid}/product/select` }],
    });
    // A notification is the same event in either language: its id (and whether it was read) stays.
    expect(spanish.map((item) => item.uuid)).toEqual(english.map((item) => item.uuid));
  });

  it('CND-003: a phone or identity condition points to its own page; the borrower’s own moves tell them nothing', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'OFFER_SELECTION');
    await suite.t.db.transaction((tx) =>
      transitionApplication(tx, { uuid, event: 'OFFER_SELECTED', actor: 'BORROWER' }),
    );
    await raise(uuid, { category: 'MISSING_PHONE_NUMBER', title: 'Phone number' });
    await raise(uuid, { category: 'ID_VERIFICATION_FAILURE', title: 'A clearer ID' });
    const paths = (await list(borrower.jwt)).map((item) => item.ctas[0]?.redirectPath);
    expect(paths).toEqual([
      `/account/heloc/${uuid}/identity`,
      expect.stringMatching(new RegExp(`^/account/heloc/${uuid}/conditions/phone-number\\?conditionUuid=`)),
    ]);
  });

  it('CND-009: marks one as read (someone else’s is 404), then all', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'OFFER_SELECTION');
    await raise(uuid, { category: 'GENERIC_DOCUMENT_REQUEST', title: 'One' });
    await raise(uuid, { category: 'GENERIC_DOCUMENT_REQUEST', title: 'Two' });
    const [newest, oldest] = await list(borrower.jwt);
    const stranger = await registerUser(suite.t.app);
    expect((await postJson(suite.t, stranger.jwt, readPath(newest?.uuid), {})).statusCode).toBe(404);
    const read = await postJson(suite.t, borrower.jwt, readPath(newest?.uuid), {});
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ uuid: newest?.uuid, status: 'READ' });
    expect((await list(borrower.jwt)).map((item) => item.status)).toEqual(['READ', 'UNREAD']);
    expect(
      (await postJson(suite.t, borrower.jwt, endpointPath(notificationsApi.readAll), {})).statusCode,
    ).toBe(204);
    expect((await list(borrower.jwt)).map((item) => [item.uuid, item.status])).toEqual([
      [newest?.uuid, 'READ'],
      [oldest?.uuid, 'READ'],
    ]);
    expect(await list(stranger.jwt)).toEqual([]);
  });

  it('SGN-004: a condition asked of the additional signer notifies them (signer area), not the borrower; their signing notifies the borrower', async () => {
    const seeded = await seedJointAtCoDeed(suite.t);
    const { jwt, invite } = await joinAsCoDeeder(suite.t, seeded);
    const raised = await raise(seeded.uuid, {
      category: 'GENERIC_DOCUMENT_REQUEST',
      title: 'Proof of ownership',
      signerUuid: invite.uuid,
    });
    expect(raised.statusCode, raised.body).toBe(201);
    expect((await list(jwt)).map((item) => item.ctas[0]?.redirectPath)).toEqual([
      expect.stringMatching(
        /^\/heloc-signer\/conditions\/upload-document\?conditionUuid=.+&conditionEnum=GENERIC_DOCUMENT_REQUEST$/,
      ),
    ]);
    expect(await list(seeded.borrower.jwt)).toEqual([]);

    await uploadSignerId(suite.t, jwt, seeded.uuid);
    await signEverything(suite.t, jwt, seeded.uuid);
    expect(await list(seeded.borrower.jwt)).toEqual([
      expect.objectContaining({
        title: 'Grace Hopper has signed',
        ctas: [
          { title: 'See who has signed', redirectPath: `/account/heloc/${seeded.uuid}/signing/additional` },
        ],
      }),
    ]);
  });
});
