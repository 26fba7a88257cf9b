import { zApplicationParams } from '@hearth/domain/application/heloc-application-dto';
import { zCoDeederBody, zCoDeederParams, zCoDeedInvite, zCoDeedStatus } from '@hearth/domain/journey/co-deed';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zErrorBody } from '../org/error-body.ts';
import {
  inviteCoDeeder,
  listCoDeedInvites,
  resendCoDeedInvite,
  withdrawCoDeedInvite,
} from './co-deed.service.ts';

const tags = ['journey: co-deeders'];
const P = '/service-application/api/v1/application/heloc/:uuid';

/** Decision 007: the other owners on title (CO_DEED_REQ) and the state of their invitations (API-026). */
const coDeedRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const options = { exposeLink: !app.config.isProduction };

  app.post(
    `${P}/co-deeders`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Invite another owner on title to sign as an additional signer: a one-time link valid 7 days (outside production the answer carries it as `invitationLink`); 409 if already invited',
        security: BEARER_SECURITY,
        params: zApplicationParams,
        body: zCoDeederBody,
        response: { 201: zCoDeedInvite, ...SECURE_ERROR_RESPONSES, 409: zErrorBody },
      },
    },
    async (request, reply) => {
      const invite = await inviteCoDeeder(
        app.db,
        { uuid: request.params.uuid, identityUuid: request.user.identityUuid },
        request.body,
        options,
      );
      return reply.code(201).send(invite);
    },
  );

  app.post(
    `${P}/co-deeders/:inviteUuid/resend`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'A fresh one-time link for an owner who has not accepted yet (earlier links stop working); 409 once accepted or withdrawn',
        security: BEARER_SECURITY,
        params: zCoDeederParams,
        response: { 200: zCoDeedInvite, ...SECURE_ERROR_RESPONSES, 409: zErrorBody },
      },
    },
    (request) =>
      resendCoDeedInvite(app.db, { ...request.params, identityUuid: request.user.identityUuid }, options),
  );

  app.delete(
    `${P}/co-deeders/:inviteUuid`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Withdraw an invitation (CO_DEED_REQ): its links stop working and the owner’s area shows it cancelled; 409 once they have signed',
        security: BEARER_SECURITY,
        params: zCoDeederParams,
        response: { 200: zCoDeedInvite, ...SECURE_ERROR_RESPONSES, 409: zErrorBody },
      },
    },
    (request) => withdrawCoDeedInvite(app.db, { ...request.params, identityUuid: request.user.identityUuid }),
  );

  app.get(
    '/service-application/api/v1/application/heloc/co-deed/status',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'API-026: the co-deed invitations on the caller’s applications and their state (INVITED, ACCEPTED, SIGNED, WITHDRAWN)',
        security: BEARER_SECURITY,
        response: { 200: zCoDeedStatus, ...SECURE_ERROR_RESPONSES },
      },
    },
    (request) => listCoDeedInvites(app.db, request.user.identityUuid),
  );
};

export default coDeedRoutes;
