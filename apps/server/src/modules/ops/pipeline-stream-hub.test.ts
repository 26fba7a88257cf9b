import { describe, expect, it } from 'vitest';
import { createPipelineHub, type PipelineStream } from './pipeline-stream-hub.ts';

const NOW = new Date('2026-03-02T10:00:00Z');

function fakeStream(overrides: Partial<PipelineStream> = {}) {
  const log: string[] = [];
  const stream: PipelineStream = {
    staffUuid: 'staff-1',
    sessionId: 'session-1',
    orgCodes: [],
    tokenExpiresAt: new Date(NOW.getTime() + 60_000),
    moved: (uuid) => log.push(`moved ${uuid}`),
    heartbeat: () => log.push('heartbeat'),
    end: (sessionEnded) => log.push(sessionEnded ? 'end' : 'end, reconnect'),
    ...overrides,
  };
  return { stream, log };
}

function hubWith(live: (sessionId: string) => boolean, orgs: Record<string, string> = {}) {
  return createPipelineHub({
    findOrgs: async (uuids) => new Map(uuids.flatMap((uuid) => (orgs[uuid] ? [[uuid, orgs[uuid]]] : []))),
    isSessionLive: async (stream) => live(stream.sessionId),
    now: () => NOW,
    onError: (error) => {
      throw error;
    },
  });
}

describe('the live feeds of one instance', () => {
  it('beats for live sessions and ends those whose session or token has ended', async () => {
    const hub = hubWith((sessionId) => sessionId !== 'revoked');
    const live = fakeStream();
    const revoked = fakeStream({ sessionId: 'revoked' });
    const expired = fakeStream({ sessionId: 'session-2', tokenExpiresAt: NOW });
    for (const { stream } of [live, revoked, expired]) {
      hub.open(stream);
    }
    await hub.beat();
    expect(live.log).toEqual(['heartbeat']);
    expect(revoked.log).toEqual(['end']);
    expect(expired.log).toEqual(['end']);
    expect(hub.size()).toBe(1);
  });

  it("passes a move only to feeds of the application's lender, and ends a session's feeds", async () => {
    const hub = hubWith(() => true, { a: 'silverpine' });
    const everyLender = fakeStream({ sessionId: 's-all' });
    const sameLender = fakeStream({ sessionId: 's-pine', orgCodes: ['silverpine'] });
    const otherLender = fakeStream({ sessionId: 's-other', orgCodes: ['hearth'] });
    for (const { stream } of [everyLender, sameLender, otherLender]) {
      hub.open(stream);
    }
    hub.stepMoved('a');
    hub.stepMoved('unknown');
    await new Promise((resolve) => setImmediate(resolve));
    expect(everyLender.log).toEqual(['moved a']);
    expect(sameLender.log).toEqual(['moved a']);
    expect(otherLender.log).toEqual([]);

    hub.sessionEnded('s-pine');
    expect(sameLender.log).toEqual(['moved a', 'end']);
    hub.closeAll();
    expect(hub.size()).toBe(0);
    expect(otherLender.log).toEqual(['end, reconnect']);
  });
});
