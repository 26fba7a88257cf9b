import fp from 'fastify-plugin';
import { sendErrors } from '../lib/send-errors.ts';

export const SHUTTING_DOWN = 'Server is shutting down';

export interface ShutdownState {
  closing: boolean;
}

/** First hook of every request: once shutdown has begun, new requests get 503 and `Connection: close`. */
export default fp(
  async (app) => {
    const state: ShutdownState = { closing: false };
    app.decorate('shutdownState', state);
    app.addHook('onRequest', async (_request, reply) => {
      if (state.closing) {
        return sendErrors(reply.header('connection', 'close'), 503, [SHUTTING_DOWN]);
      }
    });
  },
  { name: 'hearth-shutdown' },
);
