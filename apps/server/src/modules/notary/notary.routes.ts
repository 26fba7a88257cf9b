import { notaryApi } from '@hearth/domain/api/notary-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { readOwner } from '../journey/read-owner.ts';
import { acknowledgeNotaryDisclosure, requestManualNotary, startENotarySession } from './notary.service.ts';
import { listOwnNotarySlots } from './notary-slots.service.ts';

const tags = ['journey: notary'];

/** Decision 007: the notary disclosure, a manual notary appointment, or the e-notary session. */
const notaryRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, notaryApi.acknowledgeDisclosure, {
    tags,
    errors: [409],
    summary: 'Acknowledge the notary disclosure (NOTARY_DISCLOSURE → NOTARY_DISCLOSURE_ACKNOWLEDGED)',
    handler: (request) => acknowledgeNotaryDisclosure(app.db, readOwner(request)),
  });

  registerEndpoint(app, notaryApi.slots, {
    tags,
    summary:
      'A week of manual-notary slots from `from` (yyyy-MM-dd), within notary hours in the property’s time zone, after the notary waiting period',
    handler: (request) => listOwnNotarySlots(app.db, readOwner(request), request.query.from),
  });

  registerEndpoint(app, notaryApi.bookManual, {
    tags,
    errors: [409],
    summary: 'Book a manual notary at one of the offered slots (DEED_SIGNING → MANUAL_NOTARY_REQUESTED)',
    handler: (request) => requestManualNotary(app.db, readOwner(request), request.body.slotStart),
  });

  registerEndpoint(app, notaryApi.startENotary, {
    tags,
    errors: [409],
    summary:
      'Start the e-notary session after the device check and the identity questions (DEED_SIGNING or MANUAL_DEED_SIGNING → E_NOTARY_SESSION)',
    handler: (request) =>
      startENotarySession(
        { db: app.db, eNotary: app.lifecycle.providers.eNotary, piiKey: app.config.piiKey },
        readOwner(request),
        request.body.answers,
      ),
  });
};

export default notaryRoutes;
