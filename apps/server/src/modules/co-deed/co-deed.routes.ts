import { coDeedApi } from '@hearth/domain/api/application-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import {
  inviteCoDeeder,
  listCoDeedInvites,
  resendCoDeedInvite,
  withdrawCoDeedInvite,
} from './co-deed.service.ts';

const tags = ['journey: co-deeders'];

/** Decision 007: the other owners on title (CO_DEED_REQ) and the state of their invitations (API-026). */
const coDeedRoutes: FastifyPluginAsync = async (app) => {
  const options = { exposeLink: !app.config.isProduction };

  registerEndpoint(app, coDeedApi.invite, {
    tags,
    errors: [409],
    summary:
      'Invite another owner on title to sign as an additional signer: a one-time link valid 7 days (outside production the answer carries it as `invitationLink`); 409 if already invited',
    handler: (request) =>
      inviteCoDeeder(
        app.db,
        { uuid: request.params.uuid, identityUuid: request.user.identityUuid },
        request.body,
        options,
      ),
  });

  registerEndpoint(app, coDeedApi.resend, {
    tags,
    errors: [409],
    summary:
      'A fresh one-time link for an owner who has not accepted yet (earlier links stop working); 409 once accepted or withdrawn',
    handler: (request) =>
      resendCoDeedInvite(app.db, { ...request.params, identityUuid: request.user.identityUuid }, options),
  });

  registerEndpoint(app, coDeedApi.withdraw, {
    tags,
    errors: [409],
    summary:
      'Withdraw an invitation (CO_DEED_REQ): its links stop working and the owner’s area shows it cancelled; 409 once they have signed',
    handler: (request) =>
      withdrawCoDeedInvite(app.db, { ...request.params, identityUuid: request.user.identityUuid }),
  });

  registerEndpoint(app, coDeedApi.status, {
    tags,
    summary:
      'API-026: the co-deed invitations on the caller’s applications and their state (INVITED, ACCEPTED, SIGNED, WITHDRAWN)',
    handler: (request) => listCoDeedInvites(app.db, request.user.identityUuid),
  });
};

export default coDeedRoutes;
