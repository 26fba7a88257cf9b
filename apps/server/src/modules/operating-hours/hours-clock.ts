import type { FastifyInstance } from 'fastify';
import { readSandboxOffset } from '../../lifecycle/clock.ts';

/**
 * The time the lender's hours are read at: the request clock plus the sandbox clock's offset (always
 * 0 in production). Moving the sandbox clock past closing time shows the product as it is after
 * hours — the widget's chatbot, a message left for the team — as waiting periods already follow it.
 */
export function createHoursClock(app: Pick<FastifyInstance, 'db' | 'attemptClock'>): () => Promise<Date> {
  return async () => new Date(app.attemptClock().getTime() + (await readSandboxOffset(app.db)));
}
