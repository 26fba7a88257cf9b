import { CHAT_TOKEN_INVALID } from '@hearth/domain/chat/chat-rules';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { chatConversations, chatMessages, chatParticipants } from '../../db/schema/index.ts';
import { registerUser } from '../identity/identity-test-support.ts';
import { createTestStaff, startTestStaffSession } from '../staff/staff-test-support.ts';
import { CHAT_ENDED_MESSAGE } from './chat-messages.service.ts';
import { CONVERSATION_NOT_FOUND, SEND_LIMIT, SEND_LIMITED_MESSAGE } from './chat-socket.ts';
import { listenForSockets, TestChatClient } from './chat-socket-test-client.ts';
import { startBorrowerChat, startVisitorChat } from './chat-test-support.ts';

const suite = useTestApp();
const open: TestChatClient[] = [];

async function connect(token?: string): Promise<TestChatClient> {
  const client = await TestChatClient.open(await listenForSockets(suite.t.app), token);
  open.push(client);
  return client;
}

async function agentToken(orgCodes: string[] = ['hearth']): Promise<string> {
  const staff = await createTestStaff(suite.t.app, { role: 'SUPPORT', orgCodes });
  return startTestStaffSession(suite.t.app, staff);
}

afterEach(() => {
  for (const client of open.splice(0)) {
    client.close();
  }
});

describe('the chat socket: authentication', () => {
  it('takes a chat token in the subprotocol header or in the first frame', async () => {
    const session = await startVisitorChat(suite.t.app);
    const viaHeader = await connect(session.token);
    expect(await viaHeader.waitFor((frame) => frame.type === 'ready')).toEqual({
      type: 'ready',
      principal: 'VISITOR',
    });

    const viaFrame = await connect();
    viaFrame.send({ type: 'auth', token: session.token });
    expect(await viaFrame.waitFor((frame) => frame.type === 'ready')).toEqual({
      type: 'ready',
      principal: 'VISITOR',
    });
  });

  it('closes on a bad token, and on a frame before authentication', async () => {
    const bad = await connect('not-a-token');
    expect(await bad.waitForClose()).toBe(4401);
    expect(bad.frames).toContainEqual({ type: 'error', message: CHAT_TOKEN_INVALID });

    const early = await connect();
    early.send({ type: 'ping' });
    expect(await early.waitForClose()).toBe(4401);
  });

  it('answers a ping with a pong (CHT-029)', async () => {
    const session = await startVisitorChat(suite.t.app);
    const client = await connect(session.token);
    client.send({ type: 'ping', channelId: session.omniProxyChannelId });
    await client.waitFor((frame) => frame.type === 'pong');
  });
});

describe('the chat socket: who reads what', () => {
  it('a chat token opens its own conversation only', async () => {
    const mine = await startVisitorChat(suite.t.app);
    const theirs = await startVisitorChat(suite.t.app);
    const client = await connect(mine.token);
    expect(await client.subscribe(theirs.conversationSid)).toMatchObject({
      type: 'error',
      message: CONVERSATION_NOT_FOUND,
    });
    client.send({
      type: 'send',
      conversationId: theirs.conversationSid,
      clientMessageId: 'x1',
      body: 'hello?',
    });
    await client.waitFor((frame) => frame.type === 'error' && frame.clientMessageId === 'x1');
    const [conversation] = await suite.t.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.uuid, theirs.conversationSid));
    expect(conversation?.lastSeq).toBe(0);
  });

  it('a signed-in borrower reads their own conversations and not another borrower’s', async () => {
    const alice = await registerUser(suite.t.app);
    const bob = await registerUser(suite.t.app);
    const alicesChat = await startBorrowerChat(suite.t.app, alice.jwt);
    const bobsChat = await startBorrowerChat(suite.t.app, bob.jwt);
    const client = await connect(alice.jwt);
    expect(await client.waitFor((frame) => frame.type === 'ready')).toEqual({
      type: 'ready',
      principal: 'BORROWER',
    });
    expect(await client.subscribe(alicesChat.conversationSid)).toMatchObject({ type: 'subscribed' });
    expect(await client.post(alicesChat.conversationSid, 'Where is my appraisal?')).toBe(1);
    expect(await client.subscribe(bobsChat.conversationSid)).toMatchObject({
      type: 'error',
      message: CONVERSATION_NOT_FOUND,
    });
  });

  it('an agent answers the conversations of their lenders only', async () => {
    const hearthChat = await startVisitorChat(suite.t.app, { orgCode: 'hearth' });
    const outsider = await connect(await agentToken(['silverpine']));
    await outsider.waitFor((frame) => frame.type === 'ready');
    expect(await outsider.subscribe(hearthChat.conversationSid)).toMatchObject({
      type: 'error',
      message: CONVERSATION_NOT_FOUND,
    });

    const agent = await connect(await agentToken(['hearth']));
    expect(await agent.waitFor((frame) => frame.type === 'ready')).toEqual({
      type: 'ready',
      principal: 'AGENT',
    });
    await agent.subscribe(hearthChat.conversationSid);
    const visitor = await connect(hearthChat.token);
    await visitor.subscribe(hearthChat.conversationSid);

    const asked = await visitor.post(hearthChat.conversationSid, 'Is anyone there?');
    const heard = await agent.waitForMessage(hearthChat.conversationSid, asked);
    // A SUPPORT agent reads the customer's name masked (no applications.pii).
    expect(heard.author).toMatchObject({ kind: 'VISITOR', name: 'A*** V***' });
    expect(heard.body).toBe('Is anyone there?');

    const answered = await agent.post(hearthChat.conversationSid, 'Hi Ada, <b>how</b> can I help?');
    const reply = await visitor.waitForMessage(hearthChat.conversationSid, answered);
    expect(reply).toMatchObject({ author: { kind: 'AGENT' }, body: 'Hi Ada, <b>how</b> can I help?' });
    const [conversation] = await suite.t.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.uuid, hearthChat.conversationSid));
    expect(conversation?.state).toBe('ACTIVE');
  });
});

describe('the chat socket: delivery', () => {
  it('acknowledges a message only once it is stored', async () => {
    const session = await startVisitorChat(suite.t.app);
    const client = await connect(session.token);
    await client.waitFor((frame) => frame.type === 'ready');
    const seq = await client.post(session.conversationSid, 'My SSN is 123-45-6789');
    const stored = await suite.t.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationUuid, session.conversationSid), eq(chatMessages.seq, seq)));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.bodyEncrypted).not.toContain('123-45');
  });

  it('stores a resent message once and answers its number again', async () => {
    const session = await startVisitorChat(suite.t.app);
    const client = await connect(session.token);
    const first = await client.post(session.conversationSid, 'once', 'client-id-1');
    const again = await client.post(session.conversationSid, 'once', 'client-id-1');
    expect(again).toBe(first);
    const rows = await suite.t.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationUuid, session.conversationSid));
    expect(rows).toHaveLength(1);
  });

  it('a reconnecting client gets what it missed once, in order, then the live messages', async () => {
    const session = await startVisitorChat(suite.t.app, { welcomeMessage: 'Welcome!' });
    const agent = await connect(await agentToken());
    await agent.waitFor((frame) => frame.type === 'ready');
    const reader = await connect(session.token);
    await reader.subscribe(session.conversationSid);
    await reader.waitForMessage(session.conversationSid, 1);
    for (const text of ['one', 'two']) {
      await agent.post(session.conversationSid, text);
    }
    await reader.waitForMessage(session.conversationSid, 3);
    reader.close();

    // Missed while away.
    for (const text of ['three', 'four', 'five']) {
      await agent.post(session.conversationSid, text);
    }
    const back = await connect(session.token);
    // Messages keep coming while it catches up: the boundary between catch-up and live.
    const sending = Promise.all(
      ['six', 'seven', 'eight'].map((text) => agent.post(session.conversationSid, text)),
    );
    await back.subscribe(session.conversationSid, 3);
    await sending;
    const last = await agent.post(session.conversationSid, 'nine');
    expect(last).toBe(10);
    await back.waitForMessage(session.conversationSid, 10);
    expect(back.seqs(session.conversationSid)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    const bodies = back.frames.flatMap((frame) => (frame.type === 'message' ? [frame.body] : []));
    expect(bodies.slice(0, 3)).toEqual(['three', 'four', 'five']);
  });

  it('refuses messages in an ended conversation and a token whose session has run out', async () => {
    const session = await startVisitorChat(suite.t.app);
    const client = await connect(session.token);
    expect(await client.post(session.conversationSid, 'first')).toBe(1);
    await suite.t.db
      .update(chatConversations)
      .set({ state: 'ENDED' })
      .where(eq(chatConversations.uuid, session.conversationSid));
    client.send({
      type: 'send',
      conversationId: session.conversationSid,
      clientMessageId: 'late',
      body: 'hello?',
    });
    expect(
      await client.waitFor((frame) => frame.type === 'error' && frame.clientMessageId === 'late'),
    ).toMatchObject({
      message: CHAT_ENDED_MESSAGE,
    });

    // CHT-024: past its expiry the token opens nothing, on a socket already open too.
    await suite.t.db
      .update(chatParticipants)
      .set({ tokenExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(chatParticipants.uuid, session.providerUserId));
    client.send({ type: 'subscribe', conversationId: session.conversationSid, lastSeq: 0 });
    expect(await client.waitForClose()).toBe(4401);
  });

  it('refuses more messages than a person types', async () => {
    const session = await startVisitorChat(suite.t.app);
    const client = await connect(session.token);
    await client.waitFor((frame) => frame.type === 'ready');
    for (let index = 0; index <= SEND_LIMIT.max; index += 1) {
      client.send({
        type: 'send',
        conversationId: session.conversationSid,
        clientMessageId: `m${index}`,
        body: 'spam',
      });
    }
    const refused = await client.waitFor(
      (frame) => frame.type === 'error' && frame.clientMessageId === `m${SEND_LIMIT.max}`,
    );
    expect(refused).toMatchObject({ message: SEND_LIMITED_MESSAGE });
    await client.waitFor(
      (frame) => frame.type === 'ack' && frame.clientMessageId === `m${SEND_LIMIT.max - 1}`,
    );
    const [conversation] = await suite.t.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.uuid, session.conversationSid));
    expect(conversation?.lastSeq).toBe(SEND_LIMIT.max);
  });

  it('passes typing on to the others and stores nothing', async () => {
    const session = await startVisitorChat(suite.t.app);
    const agent = await connect(await agentToken());
    await agent.waitFor((frame) => frame.type === 'ready');
    await agent.subscribe(session.conversationSid);
    const visitor = await connect(session.token);
    await visitor.subscribe(session.conversationSid);
    visitor.send({ type: 'typing', conversationId: session.conversationSid });
    const typing = await agent.waitFor((frame) => frame.type === 'typing');
    expect(typing).toEqual({
      type: 'typing',
      conversationId: session.conversationSid,
      kind: 'VISITOR',
      participantId: session.providerUserId,
    });
    const [conversation] = await suite.t.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.uuid, session.conversationSid));
    expect(conversation?.lastSeq).toBe(0);
  });
});
