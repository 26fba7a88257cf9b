import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerSentEvent } from './sse-parser.ts';

describe('createSseParser', () => {
  it('reads named events split across chunks and skips heartbeats', () => {
    const events: ServerSentEvent[] = [];
    const feed = createSseParser((event) => events.push(event));
    feed(': heartbeat\n\nevent: application-mo');
    feed('ved\ndata: {"uuid":"a"}\n');
    feed('\nevent: session-ended\ndata: {}\n\n');
    expect(events).toEqual([
      { event: 'application-moved', data: '{"uuid":"a"}' },
      { event: 'session-ended', data: '{}' },
    ]);
  });
});
