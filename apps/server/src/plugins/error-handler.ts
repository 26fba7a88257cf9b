import fp from 'fastify-plugin';
import { NOT_FOUND, toErrorResponse } from '../lib/http-errors.ts';
import { sendErrors } from '../lib/send-errors.ts';

/** Every error and every unknown route answers `{ errors: [...] }`; 5xx details are logged, never sent. */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const response = toErrorResponse(error);
      if (response.isServerFault) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ statusCode: response.statusCode, errors: response.errors }, 'request rejected');
      }
      return sendErrors(reply, response.statusCode, response.errors);
    });

    app.setNotFoundHandler((_request, reply) => sendErrors(reply, 404, [NOT_FOUND]));
  },
  { name: 'hearth-error-handler' },
);
