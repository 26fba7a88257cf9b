import { chatAgentApi } from '@hearth/domain/api/chat-agent-api';
import {
  CHAT_ASSIGNED_ELSEWHERE,
  CHAT_CLAIMED_CONFLICT,
  CHAT_CLOSED_TEXT,
  CHAT_UNKNOWN_AGENT,
  type ChatConversationDetail,
  type ChatInboxItem,
  RETURNED_TO_QUEUE_TEXT,
} from '@hearth/domain/chat/chat-agent';
import type { ChatMessageFrame } from '@hearth/domain/chat/chat-socket-protocol';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { auditEvents, chatMessages } from '../../db/schema/index.ts';
import { seedApplication, staffRequest } from '../ops/ops-test-support.ts';
import { PERMISSION_REFUSED } from '../staff/staff-auth.plugin.ts';
import { createTestStaff, startTestStaffSession } from '../staff/staff-test-support.ts';
import { CHAT_ENDED_MESSAGE } from './chat-messages.service.ts';
import { listenForSockets, TestChatClient } from './chat-socket-test-client.ts';
import { startBorrowerChat, startVisitorChat } from './chat-test-support.ts';

const suite = useTestApp();
const open: TestChatClient[] = [];

afterEach(() => {
  for (const client of open.splice(0)) {
    client.close();
  }
});

interface Agent {
  uuid: string;
  email: string;
  jwt: string;
}

async function agent(role: StaffRole = 'SUPPORT', orgCodes: string[] = ['hearth']): Promise<Agent> {
  const staff = await createTestStaff(suite.t.app, { role, orgCodes });
  return { uuid: staff.uuid, email: staff.email, jwt: await startTestStaffSession(suite.t.app, staff) };
}

async function connect(token: string, conversationId: string, lastSeq = 0): Promise<TestChatClient> {
  const client = await TestChatClient.open(await listenForSockets(suite.t.app), token);
  open.push(client);
  expect(await client.subscribe(conversationId, lastSeq)).toMatchObject({ type: 'subscribed' });
  return client;
}

async function inbox(caller: Agent, query: Record<string, string> = {}): Promise<ChatInboxItem[]> {
  const response = await staffRequest(suite.t.app, caller.jwt, chatAgentApi.inbox, { query });
  expect(response.statusCode).toBe(200);
  return response.json<{ conversations: ChatInboxItem[] }>().conversations;
}

function call(
  caller: Agent,
  endpoint: (typeof chatAgentApi)[keyof typeof chatAgentApi],
  uuid: string,
  payload?: object,
) {
  return staffRequest(suite.t.app, caller.jwt, endpoint, {
    params: { uuid },
    ...(payload ? { payload } : {}),
  });
}

const systemMessage = (event: string) => (frame: { type: string }) =>
  frame.type === 'message' && (frame as ChatMessageFrame).event === event;

describe('the agents’ inbox (CHT-014)', () => {
  it('lists the waiting chats of the caller’s lenders only, oldest first, filtered by lender and skill', async () => {
    const first = await startVisitorChat(suite.t.app, { friendlyName: 'Ada Lovelace' });
    const second = await startVisitorChat(suite.t.app, { friendlyName: 'Grace Hopper' });
    const elsewhere = await startVisitorChat(suite.t.app, { orgCode: 'silverpine' });
    const hearthAgent = await agent('SUPPORT', ['hearth']);

    const waiting = await inbox(hearthAgent, { view: 'waiting' });
    const uuids = waiting.map((item) => item.uuid);
    expect(uuids).toContain(first.conversationSid);
    expect(uuids.indexOf(first.conversationSid)).toBeLessThan(uuids.indexOf(second.conversationSid));
    expect(uuids).not.toContain(elsewhere.conversationSid);
    expect(waiting.find((item) => item.uuid === first.conversationSid)).toMatchObject({
      state: 'WAITING',
      orgCode: 'hearth',
      skill: 'FHEL',
      customerKind: 'VISITOR',
      // SUPPORT sees PII masked.
      customerName: 'A*** L***',
      applicationUuid: null,
      assignee: null,
    });

    const everyLender = await agent('MANAGER', []);
    const silverpineOnly = await inbox(everyLender, { orgCode: 'silverpine', skill: 'White Label' });
    expect(silverpineOnly.map((item) => item.uuid)).toContain(elsewhere.conversationSid);
    expect(silverpineOnly.every((item) => item.orgCode === 'silverpine')).toBe(true);
    expect(await inbox(everyLender, { orgCode: 'silverpine', skill: 'FHEL' })).toEqual([]);
    const unmasked = await inbox(everyLender, { orgCode: 'hearth', view: 'waiting' });
    expect(unmasked.find((item) => item.uuid === first.conversationSid)?.customerName).toBe('Ada Lovelace');

    const refused = await staffRequest(suite.t.app, hearthAgent.jwt, chatAgentApi.inbox, {
      query: { skill: 'Crypto' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('counts the customer’s unread messages and shows a borrower’s application', async () => {
    const seeded = await seedApplication(suite.t.app);
    const session = await startBorrowerChat(suite.t.app, seeded.borrower.jwt, {
      applicationUuid: seeded.uuid,
    });
    const borrower = await connect(session.token, session.conversationSid);
    await borrower.post(session.conversationSid, 'Hello?');
    await borrower.post(session.conversationSid, 'Anyone there?');
    const me = await agent();

    const item = (await inbox(me)).find((entry) => entry.uuid === session.conversationSid);
    expect(item).toMatchObject({
      applicationUuid: seeded.uuid,
      customerKind: 'BORROWER',
      unreadCount: 2,
      lastSeq: 2,
    });
    expect(item?.lastMessageAt).not.toBeNull();

    expect((await call(me, chatAgentApi.markRead, session.conversationSid, { seq: 1 })).statusCode).toBe(204);
    expect((await inbox(me)).find((entry) => entry.uuid === session.conversationSid)?.unreadCount).toBe(1);
  });

  it('answers 404 for another lender’s chat on every call', async () => {
    const elsewhere = await startVisitorChat(suite.t.app, { orgCode: 'silverpine' });
    const me = await agent('SUPPORT', ['hearth']);
    for (const endpoint of [chatAgentApi.conversation, chatAgentApi.claim, chatAgentApi.close]) {
      expect((await call(me, endpoint, elsewhere.conversationSid)).statusCode, endpoint.id).toBe(404);
    }
    expect(
      (await call(me, chatAgentApi.transfer, elsewhere.conversationSid, { toStaffUuid: null })).statusCode,
    ).toBe(404);
    expect((await call(me, chatAgentApi.markRead, elsewhere.conversationSid, { seq: 0 })).statusCode).toBe(
      404,
    );
  });
});

describe('claiming a chat', () => {
  it('lets one agent of two racing claim it; the other gets 409; the customer learns an agent joined', async () => {
    const session = await startVisitorChat(suite.t.app);
    const visitor = await connect(session.token, session.conversationSid);
    const [alice, bob] = [await agent(), await agent()];

    const answers = await Promise.all([
      call(alice, chatAgentApi.claim, session.conversationSid),
      call(bob, chatAgentApi.claim, session.conversationSid),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409);
    expect(lost?.json()).toEqual({ errors: [CHAT_CLAIMED_CONFLICT] });
    const won = answers.find((answer) => answer.statusCode === 200)?.json<ChatConversationDetail>();
    const winner = won?.assignee?.staffUuid === alice.uuid ? alice : bob;
    expect(won).toMatchObject({ state: 'ACTIVE', assignee: { staffUuid: winner.uuid } });

    const joined = (await visitor.waitFor(systemMessage('AGENT_JOINED'))) as ChatMessageFrame;
    expect(joined).toMatchObject({
      author: { kind: 'SYSTEM' },
      body: `${winner.email.split('@')[0]} joined the chat`,
    });
    expect(visitor.frames.filter(systemMessage('AGENT_JOINED'))).toHaveLength(1);

    const audited = await suite.t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityUuid, session.conversationSid), eq(auditEvents.action, 'ops.chat-claimed')),
      );
    expect(audited).toHaveLength(1);
    expect(audited[0]?.actorIdentityUuid).toBe(winner.uuid);

    // The other agent cannot answer a chat that is not theirs.
    const loser = winner === alice ? bob : alice;
    const loserSocket = await connect(loser.jwt, session.conversationSid);
    await expect(loserSocket.post(session.conversationSid, 'I can help too')).rejects.toThrow(
      CHAT_ASSIGNED_ELSEWHERE,
    );
    const winnerSocket = await connect(winner.jwt, session.conversationSid);
    const seq = await winnerSocket.post(session.conversationSid, 'How can I help?');
    expect((await visitor.waitForMessage(session.conversationSid, seq)).author.kind).toBe('AGENT');
  });
});

describe('transferring and closing a chat', () => {
  it('hands a chat to another agent, then back to the queue; only its agent or a manager may', async () => {
    const session = await startVisitorChat(suite.t.app);
    const visitor = await connect(session.token, session.conversationSid);
    const [alice, bob, carol] = [await agent(), await agent(), await agent()];
    const outsider = await agent('SUPPORT', ['silverpine']);
    await call(alice, chatAgentApi.claim, session.conversationSid);

    const bystander = await call(carol, chatAgentApi.transfer, session.conversationSid, {
      toStaffUuid: carol.uuid,
    });
    expect(bystander.statusCode).toBe(409);
    expect(bystander.json()).toEqual({ errors: [CHAT_ASSIGNED_ELSEWHERE] });
    const wrongLender = await call(alice, chatAgentApi.transfer, session.conversationSid, {
      toStaffUuid: outsider.uuid,
    });
    expect(wrongLender.statusCode).toBe(400);
    expect(wrongLender.json()).toEqual({ errors: [CHAT_UNKNOWN_AGENT] });
    expect(
      (await call(alice, chatAgentApi.transfer, session.conversationSid, { toStaffUuid: 'bob' })).statusCode,
    ).toBe(400);

    const toBob = await call(alice, chatAgentApi.transfer, session.conversationSid, {
      toStaffUuid: bob.uuid,
    });
    expect(toBob.statusCode).toBe(200);
    expect(toBob.json<ChatConversationDetail>()).toMatchObject({
      state: 'ACTIVE',
      assignee: { staffUuid: bob.uuid },
    });
    expect(await visitor.waitFor(systemMessage('TRANSFERRED'))).toMatchObject({
      body: `The chat was transferred to ${bob.email.split('@')[0]}`,
    });
    expect((await inbox(bob, { view: 'mine' })).map((item) => item.uuid)).toContain(session.conversationSid);
    expect((await inbox(alice, { view: 'mine' })).map((item) => item.uuid)).not.toContain(
      session.conversationSid,
    );

    const manager = await agent('MANAGER');
    const back = await call(manager, chatAgentApi.transfer, session.conversationSid, { toStaffUuid: null });
    expect(back.json<ChatConversationDetail>()).toMatchObject({ state: 'WAITING', assignee: null });
    expect(await visitor.waitFor(systemMessage('RETURNED_TO_QUEUE'))).toMatchObject({
      body: RETURNED_TO_QUEUE_TEXT,
    });
    expect((await inbox(carol, { view: 'waiting' })).map((item) => item.uuid)).toContain(
      session.conversationSid,
    );
  });

  it('closes a chat: the customer’s socket is told, nothing more is sent, it leaves the inbox', async () => {
    const seeded = await seedApplication(suite.t.app);
    const session = await startBorrowerChat(suite.t.app, seeded.borrower.jwt);
    const borrower = await connect(session.token, session.conversationSid);
    const me = await agent();
    await call(me, chatAgentApi.claim, session.conversationSid);

    const closed = await call(me, chatAgentApi.close, session.conversationSid);
    expect(closed.statusCode).toBe(200);
    expect(closed.json<ChatConversationDetail>()).toMatchObject({ state: 'ENDED' });
    expect(closed.json<ChatConversationDetail>().endedAt).not.toBeNull();
    expect(await borrower.waitFor(systemMessage('ENDED'))).toMatchObject({
      body: CHAT_CLOSED_TEXT,
      author: { kind: 'SYSTEM' },
    });
    await expect(borrower.post(session.conversationSid, 'one more thing')).rejects.toThrow(
      CHAT_ENDED_MESSAGE,
    );
    expect((await inbox(me)).map((item) => item.uuid)).not.toContain(session.conversationSid);
    expect((await call(me, chatAgentApi.close, session.conversationSid)).statusCode).toBe(409);
    expect((await call(me, chatAgentApi.claim, session.conversationSid)).statusCode).toBe(409);
  });
});

describe('the first message (CHT-015, CHT-028)', () => {
  it('keeps it with the waiting conversation: a resumed widget reads it, the joining agent reads it', async () => {
    const session = await startVisitorChat(suite.t.app, { initialMessage: 'Can I draw on the line twice?' });
    const [stored] = await suite.t.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationUuid, session.conversationSid));
    expect(stored).toMatchObject({
      seq: 1,
      authorKind: 'VISITOR',
      authorParticipantUuid: session.providerUserId,
    });
    expect(stored?.bodyEncrypted).not.toContain('draw');

    // A reload: the widget subscribes again from nothing and finds it, still waiting.
    const resumed = await TestChatClient.open(await listenForSockets(suite.t.app), session.token);
    open.push(resumed);
    expect(await resumed.subscribe(session.conversationSid, 0)).toMatchObject({ state: 'WAITING' });
    expect(await resumed.waitForMessage(session.conversationSid, 1)).toMatchObject({
      body: 'Can I draw on the line twice?',
      author: { kind: 'VISITOR', participantId: session.providerUserId },
    });

    const me = await agent();
    expect((await call(me, chatAgentApi.claim, session.conversationSid)).statusCode).toBe(200);
    const agentSocket = await connect(me.jwt, session.conversationSid);
    expect((await agentSocket.waitForMessage(session.conversationSid, 1)).body).toBe(
      'Can I draw on the line twice?',
    );
    expect(await resumed.waitFor(systemMessage('AGENT_JOINED'))).toMatchObject({ seq: 2 });
  });
});

describe('read markers', () => {
  it('tells each side how far the other has read, and only ever forward', async () => {
    const session = await startVisitorChat(suite.t.app);
    const visitor = await connect(session.token, session.conversationSid);
    const me = await agent();
    await call(me, chatAgentApi.claim, session.conversationSid);
    const agentSocket = await connect(me.jwt, session.conversationSid);
    const question = await visitor.post(session.conversationSid, 'Is my rate fixed?');
    const answer = await agentSocket.post(session.conversationSid, 'Let me check.');
    // SUPPORT reads the customer's name masked on the socket too; the customer reads it whole.
    expect((await agentSocket.waitForMessage(session.conversationSid, question)).author.name).toBe(
      'A*** V***',
    );
    expect((await visitor.waitForMessage(session.conversationSid, question)).author.name).toBe('Ada Visitor');

    await call(me, chatAgentApi.markRead, session.conversationSid, { seq: question });
    const agentRead = await visitor.waitFor((frame) => frame.type === 'read' && frame.kind === 'AGENT');
    expect(agentRead).toMatchObject({ conversationId: session.conversationSid, seq: question });

    visitor.send({ type: 'read', conversationId: session.conversationSid, seq: answer + 50 });
    const visitorRead = await agentSocket.waitFor(
      (frame) => frame.type === 'read' && frame.kind === 'VISITOR',
    );
    // Never past the newest message.
    expect(visitorRead).toMatchObject({ participantId: session.providerUserId, seq: answer });

    // An older marker changes nothing; a fresh subscription carries the stored ones.
    await call(me, chatAgentApi.markRead, session.conversationSid, { seq: 0 });
    const detail = (
      await call(me, chatAgentApi.conversation, session.conversationSid)
    ).json<ChatConversationDetail>();
    expect(detail.readMarkers).toContainEqual({
      kind: 'VISITOR',
      participantId: session.providerUserId,
      seq: answer,
    });
    expect(detail.readMarkers.find((marker) => marker.kind === 'AGENT')?.seq).toBe(question);
    const later = await TestChatClient.open(await listenForSockets(suite.t.app), session.token);
    open.push(later);
    expect(await later.subscribe(session.conversationSid)).toMatchObject({
      readMarkers: expect.arrayContaining([expect.objectContaining({ kind: 'AGENT', seq: question })]),
    });
  });
});

describe('canned replies', () => {
  it('are kept by a lender’s ADMIN and read by its agents', async () => {
    const admin = await agent('ADMIN', ['hearth']);
    const support = await agent('SUPPORT', ['hearth']);
    const otherSupport = await agent('SUPPORT', ['silverpine']);

    const created = await staffRequest(suite.t.app, admin.jwt, chatAgentApi.createCannedReply, {
      payload: { orgCode: 'hearth', title: 'Greeting', body: 'Hello, how can I help?' },
    });
    expect(created.statusCode).toBe(201);
    const reply = created.json<{ uuid: string }>();

    const blank = await staffRequest(suite.t.app, admin.jwt, chatAgentApi.createCannedReply, {
      payload: { orgCode: 'hearth', title: ' ', body: 'x' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ errors: string[] }>().errors.join(' ')).toContain('Required');

    const refused = await staffRequest(suite.t.app, support.jwt, chatAgentApi.createCannedReply, {
      payload: { orgCode: 'hearth', title: 'Mine', body: 'x' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: [PERMISSION_REFUSED] });

    const listed = await staffRequest(suite.t.app, support.jwt, chatAgentApi.cannedReplies, {
      query: { orgCode: 'hearth' },
    });
    expect(listed.json<{ replies: { uuid: string; title: string }[] }>().replies).toContainEqual(
      expect.objectContaining({ uuid: reply.uuid, title: 'Greeting', body: 'Hello, how can I help?' }),
    );
    const theirs = await staffRequest(suite.t.app, otherSupport.jwt, chatAgentApi.cannedReplies, {});
    expect(theirs.json<{ replies: { uuid: string }[] }>().replies.map((item) => item.uuid)).not.toContain(
      reply.uuid,
    );
    expect(
      (
        await staffRequest(suite.t.app, otherSupport.jwt, chatAgentApi.cannedReplies, {
          query: { orgCode: 'hearth' },
        })
      ).statusCode,
    ).toBe(404);

    const updated = await staffRequest(suite.t.app, admin.jwt, chatAgentApi.updateCannedReply, {
      params: { uuid: reply.uuid },
      payload: { orgCode: 'hearth', title: 'Greeting', body: 'Hi! How can I help today?' },
    });
    expect(updated.json()).toMatchObject({ body: 'Hi! How can I help today?' });
    const removed = await staffRequest(suite.t.app, admin.jwt, chatAgentApi.deleteCannedReply, {
      params: { uuid: reply.uuid },
    });
    expect(removed.statusCode).toBe(204);
    const actions = await suite.t.db.select().from(auditEvents).where(eq(auditEvents.entityUuid, reply.uuid));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'ops.chat-canned-reply-deleted',
      'ops.chat-canned-reply-saved',
      'ops.chat-canned-reply-saved',
    ]);
  });
});
