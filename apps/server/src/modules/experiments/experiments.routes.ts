import { experimentsApi } from '@hearth/domain/api/experiments-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { getTrackerProfile, linkTrackerProfile, saveExperiments } from './experiments.service.ts';

const tags = ['experiments'];

/** API-033…035, API-068/069 (decision 019): the tracker profile and the experiments of an application. */
const experimentsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, experimentsApi.trackerProfile, {
    tags,
    summary: 'The tracker the caller’s experiments follow (API-033); 404 for another identity',
    handler: (request) => getTrackerProfile(app.db, request.user.identityUuid, request.query.identityUuid),
  });

  registerEndpoint(app, experimentsApi.linkTrackerProfile, {
    tags,
    summary: 'Link the browser’s tracker to the caller’s profile (API-034); 404 for another identity',
    handler: (request) =>
      linkTrackerProfile(
        app.db,
        request.user.identityUuid,
        request.query.identityUuid,
        request.body.optimizelyProfileUuid,
      ),
  });

  registerEndpoint(app, experimentsApi.save, {
    tags,
    summary: 'Record the experiments seen on the caller’s application (API-035, API-068, API-069)',
    description:
      'The server assigns each variation (variation or control) from a hash of the identity and the ' +
      'experiment’s name (mode optimizely, the default; mode off is control); the first record of an ' +
      'experiment on an application stays, and is reported as the telemetry event experimentAssigned.',
    handler: (request) =>
      saveExperiments(app.db, {
        identityUuid: request.user.identityUuid,
        appUuid: request.params.appUuid,
        organizationCode: request.org.companyInfo.orgCode,
        body: request.body,
      }),
  });
};

export default experimentsRoutes;
