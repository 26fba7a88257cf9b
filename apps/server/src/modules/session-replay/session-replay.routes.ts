import { cryptoHelocApi } from '@hearth/domain/api/crypto-heloc-api';
import { sessionReplayApi } from '@hearth/domain/api/session-replay-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { createFlagReader } from '../feature-flags/flag-reader.ts';
import { saveReplayLink } from './session-replay.service.ts';

const tags = ['session-replay'];
const description =
  'Kept only when the lender records session replays (flag fe-heloc-session-replay, off by default): ' +
  'otherwise answers stored: false and writes nothing. 404 for anyone else’s application.';

/** API-039 at the heloc base and at the crypto base (API-036). */
const sessionReplayRoutes: FastifyPluginAsync = async (app) => {
  const flags = createFlagReader(app);

  for (const [endpoint, cryptoOnly] of [
    [sessionReplayApi.saveLink, false],
    [cryptoHelocApi.saveReplayLink, true],
  ] as const) {
    registerEndpoint(app, endpoint, {
      tags,
      summary: `Save the session replay link of the caller’s ${cryptoOnly ? 'crypto ' : ''}application (API-039)`,
      description,
      handler: async (request) =>
        saveReplayLink(app.db, {
          identityUuid: request.user.identityUuid,
          applicationUuid: request.params.uuid,
          link: request.body.link,
          replayEnabled: await flags.isEnabled(request.org, 'fe-heloc-session-replay'),
          cryptoOnly,
          now: new Date(),
        }),
    });
  }
};

export default sessionReplayRoutes;
