import { opsPipelineApi } from '@hearth/domain/api/ops-pipeline-api';
import type { LightMyRequestResponse } from 'fastify';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import type { App } from '../../app.ts';

/** Test helper for the pipeline's live feed (not used by the server): the stream read as it comes. */
export interface OpenFeed {
  response: LightMyRequestResponse;
  /** Everything received so far. */
  text(): string;
  /** Resolves once what has been received passes `check`; rejects if the feed ends first. */
  until(check: (text: string) => boolean): Promise<string>;
  /** Resolves when the server has ended the feed. */
  ended: Promise<string>;
  close(): void;
}

export async function openFeed(app: App, jwt: string): Promise<OpenFeed> {
  const response = await injectEndpoint(app, opsPipelineApi.events, { token: jwt, payloadAsStream: true });
  const stream = response.stream();
  let received = '';
  const waiters = new Set<() => void>();
  let finished = false;
  const ended = new Promise<string>((resolve) => {
    stream.on('end', () => {
      finished = true;
      for (const wake of waiters) {
        wake();
      }
      resolve(received);
    });
  });
  stream.on('data', (chunk: Buffer) => {
    received += chunk.toString();
    for (const wake of waiters) {
      wake();
    }
  });
  stream.on('error', () => undefined);
  return {
    response,
    text: () => received,
    ended,
    until: (check) =>
      new Promise((resolve, reject) => {
        const wake = () => {
          if (check(received)) {
            waiters.delete(wake);
            resolve(received);
          } else if (finished) {
            waiters.delete(wake);
            reject(new Error(`the feed ended without it: ${received}`));
          }
        };
        waiters.add(wake);
        wake();
      }),
    close: () => response.raw.res.destroy(),
  };
}

/** The `data` of each `application-moved` event received. */
export function movedUuids(text: string): string[] {
  return [...text.matchAll(/event: application-moved\ndata: (\{[^\n]*\})/g)].map(
    (match) => (JSON.parse(match[1] ?? '{}') as { uuid: string }).uuid,
  );
}
