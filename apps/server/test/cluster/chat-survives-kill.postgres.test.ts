import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAT_SOCKET_PATH, type ChatInitResponse, chatApi } from '@hearth/domain/api/chat-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import type { ChatMessageFrame, ChatServerFrame } from '@hearth/domain/chat/chat-socket-protocol';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../src/db/schema/index.ts';
import { SEND_LIMIT } from '../../src/modules/chat/chat-socket.ts';
import { TestChatClient } from '../../src/modules/chat/chat-socket-test-client.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';
import { createServerInstance, freePort, type ServerInstance } from './server-instance.ts';

// Decision 030: a message is committed before its acknowledgement, so a server killed with SIGKILL
// in the middle of a conversation loses no message it acknowledged, and a message the client sends
// again under the same client id after the restart is stored once.

/** As many messages as one socket may send in its window: every one is stored or lost, none refused. */
const MESSAGES = SEND_LIMIT.max;

interface SentMessage {
  clientMessageId: string;
  body: string;
}

const isAck = (frame: ChatServerFrame): frame is Extract<ChatServerFrame, { type: 'ack' }> =>
  frame.type === 'ack';

async function startChat(baseUrl: string): Promise<ChatInitResponse> {
  const response = await fetch(new URL(endpointPath(chatApi.initTwilio), baseUrl), {
    method: chatApi.initTwilio.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ friendlyName: 'Ada Visitor', chatMode: 'twilio', orgCode: 'hearth' }),
    signal: AbortSignal.timeout(15_000),
  });
  if (response.status !== 200) {
    throw new Error(`chat init: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as ChatInitResponse;
}

/** The whole conversation as a fresh socket receives it: subscribed with lastSeq 0. */
async function readConversation(socketUrl: string, token: string, conversationId: string) {
  const client = await TestChatClient.open(socketUrl, token);
  try {
    const subscribed = await client.subscribe(conversationId, 0);
    if (subscribed.type !== 'subscribed') {
      throw new Error(`subscribe refused: ${JSON.stringify(subscribed)}`);
    }
    if (subscribed.lastSeq > 0) {
      await client.waitForMessage(conversationId, subscribed.lastSeq);
    }
    const messages = client.frames.filter(
      (frame): frame is ChatMessageFrame =>
        frame.type === 'message' && frame.conversationId === conversationId,
    );
    return { lastSeq: subscribed.lastSeq, messages };
  } finally {
    client.close();
  }
}

const oneToN = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe.skipIf(!process.env.DATABASE_URL)('a chat server killed mid-conversation', () => {
  let database: TestDatabase;
  let instance: ServerInstance;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-chat-kill-'));
    instance = createServerInstance({
      name: 'chat server',
      port: await freePort(),
      env: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.databaseUrl as string,
        JWT_SECRET: randomBytes(32).toString('hex'),
        PII_KEY: randomBytes(32).toString('base64'),
        DATA_DIR: dataDir,
      },
    });
    await instance.start();
  }, 120_000);

  afterAll(async () => {
    await instance?.stop();
    await database?.dispose();
    if (dataDir) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps every acknowledged message once, in order, and stores a resend once', {
    timeout: 120_000,
  }, async () => {
    try {
      const socketUrl = `${instance.url.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`;
      const chat = await startChat(instance.url);
      const conversationId = chat.conversationSid;
      const sent: SentMessage[] = oneToN(MESSAGES).map((index) => ({
        clientMessageId: `kill-test-${index}`,
        body: `Message ${index} of ${MESSAGES}`,
      }));

      // Every message goes out at once; the server stores them one after another. It is killed
      // as soon as the middle one is acknowledged, with the later ones still in flight.
      const sender = await TestChatClient.open(socketUrl, chat.token);
      expect((await sender.subscribe(conversationId)).type).toBe('subscribed');
      for (const message of sent) {
        sender.send({ type: 'send', conversationId, ...message });
      }
      const middle = sent[MESSAGES / 2 - 1] as SentMessage;
      await sender.waitFor((frame) => isAck(frame) && frame.clientMessageId === middle.clientMessageId);
      await instance.kill();
      await sender.waitForClose();
      const acknowledged = new Map(
        sender.frames.filter(isAck).map((ack) => [ack.clientMessageId, ack.seq] as const),
      );
      expect(acknowledged.size).toBeGreaterThan(0);
      expect(sender.frames.filter((frame) => frame.type === 'error')).toEqual([]);
      // Numbered in the order they were sent.
      const ackedSeqs = sent.flatMap((message) => acknowledged.get(message.clientMessageId) ?? []);
      expect(ackedSeqs).toEqual([...ackedSeqs].sort((a, b) => a - b));

      await instance.start();
      const afterRestart = await readConversation(socketUrl, chat.token, conversationId);
      // Gap-free, in order, each number once: the conversation's messages are numbered 1…lastSeq.
      expect(afterRestart.messages.map((message) => message.seq)).toEqual(oneToN(afterRestart.lastSeq));
      const bodyAt = new Map(afterRestart.messages.map((message) => [message.seq, message.body]));
      const timesStored = (messages: ChatMessageFrame[], body: string) =>
        messages.filter((message) => message.body === body).length;
      for (const message of sent) {
        const seq = acknowledged.get(message.clientMessageId);
        if (seq === undefined) {
          // Sent but never acknowledged: stored or not, but never twice.
          expect(timesStored(afterRestart.messages, message.body), message.body).toBeLessThanOrEqual(1);
        } else {
          expect(bodyAt.get(seq), message.body).toBe(message.body);
          expect(timesStored(afterRestart.messages, message.body), message.body).toBe(1);
        }
      }

      // The client sends every message again under its own id, as a widget does for the ones it
      // holds unacknowledged: an acknowledged one answers its stored number, and each is stored once.
      const resender = await TestChatClient.open(socketUrl, chat.token);
      const resentSeqs = new Map<string, number>();
      for (const message of sent) {
        resentSeqs.set(
          message.clientMessageId,
          await resender.post(conversationId, message.body, message.clientMessageId),
        );
      }
      resender.close();
      for (const [clientMessageId, seq] of acknowledged) {
        expect(resentSeqs.get(clientMessageId), clientMessageId).toBe(seq);
      }

      const afterResend = await readConversation(socketUrl, chat.token, conversationId);
      expect(afterResend.messages.map((message) => message.seq)).toEqual(oneToN(afterResend.lastSeq));
      for (const message of sent) {
        expect(timesStored(afterResend.messages, message.body), message.body).toBe(1);
        const stored = afterResend.messages.find((candidate) => candidate.body === message.body);
        expect(stored?.seq, message.body).toBe(resentSeqs.get(message.clientMessageId));
      }
      // What was stored before the resend is unchanged: the resend only adds what was lost.
      expect(afterResend.messages.slice(0, afterRestart.messages.length)).toEqual(afterRestart.messages);

      const rows = await database.handle.db
        .select({ seq: chatMessages.seq, clientMessageId: chatMessages.clientMessageId })
        .from(chatMessages)
        .where(eq(chatMessages.conversationUuid, conversationId))
        .orderBy(asc(chatMessages.seq));
      const ours = rows.flatMap((row) => (row.clientMessageId ? [row.clientMessageId] : []));
      expect([...ours].sort()).toEqual(sent.map((message) => message.clientMessageId).sort());
      expect(rows.map((row) => row.seq)).toEqual(oneToN(afterResend.lastSeq));
    } catch (error) {
      throw new Error(`${String(error)}\n${instance.output()}`, { cause: error });
    }
  });
});
