import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { LOCAL_REDIS_URL, localRedisIsReachable } from '../../../test/local-redis.ts';
import { useSecondInstance } from '../../../test/second-instance.ts';
import { createTestStaff, startTestStaffSession } from '../staff/staff-test-support.ts';
import { listenForSockets, TestChatClient } from './chat-socket-test-client.ts';
import { startVisitorChat } from './chat-test-support.ts';

const redisReachable = await localRedisIsReachable();

/**
 * Two API instances on one PostgreSQL database, each with its own pool and its own sockets: a
 * message sent through one reaches a subscriber of the other only through the fan-out.
 */
function describeTwoInstances(name: string, overrides: { redisUrl?: string }) {
  describe(name, () => {
    const instances = useSecondInstance(() => buildTestApp(overrides));

    it('carries a message sent on one instance to a subscriber on the other, once and in order', async () => {
      const { t, other } = instances;
      expect(other.config.redisUrl).toBe(overrides.redisUrl);
      const session = await startVisitorChat(t.app, { welcomeMessage: 'Welcome!' });
      const staff = await createTestStaff(t.app, { role: 'SUPPORT', orgCodes: ['hearth'] });
      const agent = await TestChatClient.open(
        await listenForSockets(other),
        await startTestStaffSession(t.app, staff),
      );
      const visitor = await TestChatClient.open(await listenForSockets(t.app), session.token);
      try {
        await agent.subscribe(session.conversationSid);
        await visitor.subscribe(session.conversationSid);
        await agent.waitForMessage(session.conversationSid, 1);

        const asked = await visitor.post(session.conversationSid, 'Sent on instance A');
        expect((await agent.waitForMessage(session.conversationSid, asked)).body).toBe('Sent on instance A');
        const answered = await agent.post(session.conversationSid, 'Answered on instance B');
        expect((await visitor.waitForMessage(session.conversationSid, answered)).body).toBe(
          'Answered on instance B',
        );

        visitor.send({ type: 'typing', conversationId: session.conversationSid });
        await agent.waitFor((frame) => frame.type === 'typing');

        await Promise.all(['a', 'b', 'c'].map((text) => visitor.post(session.conversationSid, text)));
        await agent.waitForMessage(session.conversationSid, 6);
        const last = await visitor.post(session.conversationSid, 'd');
        await agent.waitForMessage(session.conversationSid, last);
        expect(agent.seqs(session.conversationSid)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      } finally {
        agent.close();
        visitor.close();
      }
    });
  });
}

describe.skipIf(!process.env.DATABASE_URL)('chat fan-out (PostgreSQL)', () => {
  describeTwoInstances('through LISTEN/NOTIFY', { redisUrl: undefined });
  describe.skipIf(!redisReachable)('with REDIS_URL', () => {
    describeTwoInstances('through Redis pub/sub', { redisUrl: LOCAL_REDIS_URL });
  });
});
