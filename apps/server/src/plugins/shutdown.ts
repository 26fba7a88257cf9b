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
    app.addHook('onRequest', (_request, reply, done) => {
      if (state.closing) {
        sendErrors(reply.header('connection', 'close'), 503, [SHUTTING_DOWN]);
        return;
      }
      done();
    });
  },
  { name: 'hearth-shutdown' },
);
