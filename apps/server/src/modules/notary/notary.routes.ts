import { zApplicationParams } from '@hearth/domain/application/heloc-application-dto';
import {
  zENotaryBody,
  zManualNotaryBody,
  zNotaryAcknowledgeBody,
  zNotaryResult,
  zNotarySlots,
  zNotarySlotsQuery,
} from '@hearth/domain/journey/notary';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zErrorBody } from '../org/error-body.ts';
import { acknowledgeNotaryDisclosure, requestManualNotary, startENotarySession } from './notary.service.ts';
import { listOwnNotarySlots } from './notary-slots.service.ts';

const P = '/service-application/api/v1/application/heloc/:uuid';
const tags = ['journey: notary'];

/** Decision 007: the notary disclosure, a manual notary appointment, or the e-notary session. */
const notaryRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const response = { 200: zNotaryResult, ...SECURE_ERROR_RESPONSES, 409: zErrorBody };
  const ownerOf = (request: { params: { uuid: string }; user: { identityUuid: string } }) => ({
    uuid: request.params.uuid,
    identityUuid: request.user.identityUuid,
  });

  app.post(
    `${P}/notary/disclosure/acknowledge`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Acknowledge the notary disclosure (NOTARY_DISCLOSURE → NOTARY_DISCLOSURE_ACKNOWLEDGED)',
        security: BEARER_SECURITY,
        params: zApplicationParams,
        body: zNotaryAcknowledgeBody,
        response,
      },
    },
    (request) => acknowledgeNotaryDisclosure(app.db, ownerOf(request)),
  );

  app.get(
    `${P}/notary/slots`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'A week of manual-notary slots from `from` (yyyy-MM-dd), within notary hours in the property’s time zone, after the notary waiting period',
        security: BEARER_SECURITY,
        params: zApplicationParams,
        querystring: zNotarySlotsQuery,
        response: { 200: zNotarySlots, ...SECURE_ERROR_RESPONSES },
      },
    },
    (request) => listOwnNotarySlots(app.db, ownerOf(request), request.query.from),
  );

  app.post(
    `${P}/notary/manual`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Book a manual notary at one of the offered slots (DEED_SIGNING → MANUAL_NOTARY_REQUESTED)',
        security: BEARER_SECURITY,
        params: zApplicationParams,
        body: zManualNotaryBody,
        response,
      },
    },
    (request) => requestManualNotary(app.db, ownerOf(request), request.body.slotStart),
  );

  app.post(
    `${P}/notary/e-notary`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Start the e-notary session after the device check and the identity questions (DEED_SIGNING or MANUAL_DEED_SIGNING → E_NOTARY_SESSION)',
        security: BEARER_SECURITY,
        params: zApplicationParams,
        body: zENotaryBody,
        response,
      },
    },
    (request) =>
      startENotarySession(
        { db: app.db, eNotary: app.lifecycle.providers.eNotary, piiKey: app.config.piiKey },
        ownerOf(request),
        request.body.answers,
      ),
  );
};

export default notaryRoutes;
