import { AppError } from '@hearth/domain/errors/app-error';
import fp from 'fastify-plugin';
import { findUnsafeText } from '../lib/unsafe-text.ts';

/**
 * Every route refuses, with a 400 naming the field, a string PostgreSQL cannot store (a NUL or an
 * unpaired surrogate) anywhere in its params, query or JSON body, and JSON nested absurdly deep:
 * checked once here, before any schema, so no schema has to remember it.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const problem =
        findUnsafeText(request.params, 'params') ??
        findUnsafeText(request.query, 'querystring') ??
        findUnsafeText(request.body, 'body');
      done(problem ? new AppError('VALIDATION', [problem]) : undefined);
    });
  },
  { name: 'hearth-unsafe-text' },
);
