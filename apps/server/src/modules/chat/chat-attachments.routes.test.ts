import { chatApi } from '@hearth/domain/api/chat-api';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_TOO_LARGE,
  CHAT_ATTACHMENT_UNSUPPORTED,
  chatAttachmentsApi,
} from '@hearth/domain/api/chat-attachments-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { chatAttachments, chatConversations } from '../../db/schema/index.ts';
import { isEncryptedFile } from '../documents/file-cipher.ts';
import { TINY_JPEG, TINY_PDF, TINY_PNG } from '../documents/test/document-fixtures.ts';
import { readAtRest } from '../documents/test/documents-test-support.ts';
import { registerUser } from '../identity/identity-test-support.ts';
import { createTestStaff, startTestStaffSession } from '../staff/staff-test-support.ts';
import { listenForSockets, TestChatClient } from './chat-socket-test-client.ts';
import { startBorrowerChat, startVisitorChat } from './chat-test-support.ts';

const suite = useTestApp();
const open: TestChatClient[] = [];
afterEach(() => {
  for (const client of open.splice(0)) {
    client.close();
  }
});

const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('free'),
]);
const MP3 = Buffer.concat([
  Buffer.from('ID3'),
  Buffer.from([3, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(400),
]);
const AMR = Buffer.concat([Buffer.from('#!AMR\n'), Buffer.alloc(32, 0x3c)]);
const TEXT = Buffer.from('Account ending 1234\nThanks!\n', 'utf8');
const ZIP = Buffer.from([0x50, 0x4b, 3, 4, ...Array<number>(40).fill(0)]);
const BINARY = Buffer.from([0, 1, 2, 3, 0xfe, 0xff, 0x10, 0x00]);

async function multipart(
  file: { name: string; bytes: Buffer } | undefined,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    form.append(key, value);
  }
  if (file) {
    form.append('file', new Blob([file.bytes]), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

let caller = 0;

/** Each upload from an address of its own, but for the rate limit's test. */
async function upload(
  token: string | undefined,
  conversationId: string,
  file: { name: string; bytes: Buffer } | undefined,
  fields: Record<string, string> = {},
  remoteAddress = `10.0.${Math.floor(caller / 250)}.${(caller++ % 250) + 1}`,
) {
  const body = await multipart(file, fields);
  return suite.t.app.inject({
    remoteAddress,
    method: 'POST',
    url: endpointPath(chatAttachmentsApi.upload, { conversationId }),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...body.headers },
    payload: body.payload,
  });
}

function download(token: string, conversationId: string, attachmentId: string) {
  return injectEndpoint(suite.t.app, chatAttachmentsApi.download, {
    params: { conversationId, attachmentId },
    token,
  });
}

async function agentToken(orgCodes: string[] = ['hearth']): Promise<string> {
  const staff = await createTestStaff(suite.t.app, { role: 'SUPPORT', orgCodes });
  return startTestStaffSession(suite.t.app, staff);
}

describe('chat attachments: types by content (CHT-038)', () => {
  it.each([
    ['photo.jpg', TINY_JPEG, 'image/jpeg'],
    ['scan.png', TINY_PNG, 'image/png'],
    ['voice.amr', AMR, 'audio/amr'],
    ['song.mp3', MP3, 'audio/mpeg'],
    ['clip.mp4', MP4, 'video/mp4'],
    ['statement.pdf', TINY_PDF, 'application/pdf'],
    ['notes.txt', TEXT, 'text/plain'],
  ])('accepts %s as %s and gives it back as sent', async (name, bytes, mime) => {
    const session = await startVisitorChat(suite.t.app);
    const response = await upload(session.token, session.conversationSid, { name, bytes });
    expect(response.statusCode, response.body).toBe(201);
    const { attachment, seq } = response.json();
    expect(attachment).toMatchObject({
      conversationId: session.conversationSid,
      mime,
      size: bytes.byteLength,
    });
    expect(seq).toBeGreaterThan(0);

    const file = await download(session.token, session.conversationSid, attachment.id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toContain(mime);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['archive.zip', ZIP, CHAT_ATTACHMENT_UNSUPPORTED],
    ['blob.bin', BINARY, CHAT_ATTACHMENT_UNSUPPORTED],
    // The name says PDF, the content is a zip: judged by content.
    [
      'statement.pdf',
      ZIP,
      'The file "statement.pdf" is not what its name says: its content is application/zip',
    ],
    ['photo.png', TINY_PDF, 'The file "photo.png" is not what its name says: its content is application/pdf'],
    [
      'notes.txt',
      BINARY,
      'The file "notes.txt" is not what its name says: its content is not one of the accepted types',
    ],
    ['empty.txt', Buffer.alloc(0), 'The file is empty'],
  ])('refuses %s: %s', async (name, bytes, message) => {
    const session = await startVisitorChat(suite.t.app);
    const response = await upload(session.token, session.conversationSid, { name, bytes });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([message]);
    const stored = await suite.t.db
      .select()
      .from(chatAttachments)
      .where(eq(chatAttachments.conversationUuid, session.conversationSid));
    expect(stored).toEqual([]);
  });

  it('refuses a request without a file', async () => {
    const session = await startVisitorChat(suite.t.app);
    const response = await upload(session.token, session.conversationSid, undefined, {
      clientMessageId: 'a1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(['Attach one file in the "file" field']);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const session = await startVisitorChat(suite.t.app);
    const bytes = Buffer.concat([TINY_PDF, Buffer.alloc(CHAT_ATTACHMENT_MAX_BYTES)]);
    const response = await upload(session.token, session.conversationSid, { name: 'big.pdf', bytes });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual([CHAT_ATTACHMENT_TOO_LARGE]);
    const [conversation] = await suite.t.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.uuid, session.conversationSid));
    expect(conversation?.lastSeq).toBe(0);
  });
});

describe('chat attachments: storage and messages (CHT-004)', () => {
  it('stores the file encrypted at rest, under a server-chosen name', async () => {
    const session = await startVisitorChat(suite.t.app);
    const response = await upload(session.token, session.conversationSid, {
      name: '../../etc/My Statement (April).pdf',
      bytes: TINY_PDF,
    });
    const { attachment } = response.json();
    expect(attachment.filename).toBe('My-Statement-April.pdf');
    const [row] = await suite.t.db
      .select()
      .from(chatAttachments)
      .where(eq(chatAttachments.uuid, attachment.id));
    expect(row?.storageKey).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const raw = await readAtRest(suite.t, row?.storageKey ?? '');
    expect(isEncryptedFile(raw)).toBe(true);
    expect(raw.includes(Buffer.from('%PDF'))).toBe(false);
  });

  it('delivers the upload as a message carrying the attachment, and a resend stores it once', async () => {
    const session = await startVisitorChat(suite.t.app);
    const agent = await TestChatClient.open(await listenForSockets(suite.t.app), await agentToken());
    open.push(agent);
    await agent.waitFor((frame) => frame.type === 'ready');
    agent.send({ type: 'subscribe', conversationId: session.conversationSid, lastSeq: 0 });
    await agent.waitFor((frame) => frame.type === 'subscribed');

    const file = { name: 'statement.pdf', bytes: TINY_PDF };
    const first = await upload(session.token, session.conversationSid, file, { clientMessageId: 'file-1' });
    const again = await upload(session.token, session.conversationSid, file, { clientMessageId: 'file-1' });
    expect(again.json()).toEqual(first.json());
    const { attachment, seq } = first.json();
    const message = await agent.waitFor((frame) => frame.type === 'message' && frame.seq === seq);
    // A SUPPORT agent, who may not read personal details, sees the customer's name masked.
    expect(message).toMatchObject({
      author: { kind: 'VISITOR', name: 'A*** V***' },
      body: 'statement.pdf',
      attachment,
    });
    const stored = await suite.t.db
      .select()
      .from(chatAttachments)
      .where(eq(chatAttachments.conversationUuid, session.conversationSid));
    expect(stored).toHaveLength(1);
  });

  it('refuses a file once the chat has ended (409)', async () => {
    const session = await startVisitorChat(suite.t.app);
    const ended = await injectEndpoint(suite.t.app, chatApi.end, {
      params: { conversationId: session.conversationSid },
      token: session.token,
    });
    expect(ended.statusCode).toBe(204);
    const response = await upload(session.token, session.conversationSid, { name: 'a.pdf', bytes: TINY_PDF });
    expect(response.statusCode).toBe(409);
  });
});

describe('chat attachments: who may send and read (ownership)', () => {
  it('lets the lender’s staff read the borrower’s file and send one back', async () => {
    const borrower = await registerUser(suite.t.app);
    const session = await startBorrowerChat(suite.t.app, borrower.jwt);
    const { attachment } = (
      await upload(borrower.jwt, session.conversationSid, { name: 'statement.pdf', bytes: TINY_PDF })
    ).json();
    const staff = await agentToken(['hearth']);
    const read = await download(staff, session.conversationSid, attachment.id);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(TINY_PDF)).toBe(true);

    const sent = await upload(staff, session.conversationSid, { name: 'form.png', bytes: TINY_PNG });
    expect(sent.statusCode).toBe(201);
    const back = await download(session.token, session.conversationSid, sent.json().attachment.id);
    expect(back.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('answers 404 to another borrower, another chat’s token and another lender’s staff', async () => {
    const owner = await registerUser(suite.t.app);
    const session = await startBorrowerChat(suite.t.app, owner.jwt);
    const { attachment } = (
      await upload(session.token, session.conversationSid, { name: 'statement.pdf', bytes: TINY_PDF })
    ).json();
    const other = await registerUser(suite.t.app);
    const otherChat = await startVisitorChat(suite.t.app);
    const otherLender = await agentToken(['silverpine']);

    for (const token of [other.jwt, otherChat.token, otherLender]) {
      expect((await download(token, session.conversationSid, attachment.id)).statusCode).toBe(404);
      const sent = await upload(token, session.conversationSid, { name: 'x.pdf', bytes: TINY_PDF });
      expect(sent.statusCode).toBe(404);
      const end = await injectEndpoint(suite.t.app, chatApi.end, {
        params: { conversationId: session.conversationSid },
        token,
      });
      expect(end.statusCode).toBe(404);
    }
    // Another conversation's attachment through one's own conversation is not found either.
    expect((await download(otherChat.token, otherChat.conversationSid, attachment.id)).statusCode).toBe(404);
  });

  it('answers 401 without a token or with a bad one', async () => {
    const session = await startVisitorChat(suite.t.app);
    expect(
      (await upload(undefined, session.conversationSid, { name: 'a.pdf', bytes: TINY_PDF })).statusCode,
    ).toBe(401);
    expect(
      (await upload('nonsense', session.conversationSid, { name: 'a.pdf', bytes: TINY_PDF })).statusCode,
    ).toBe(401);
  });
});

describe('chat attachments: rate limit', () => {
  it('refuses more than 10 uploads a minute from one address', async () => {
    const session = await startVisitorChat(suite.t.app);
    const file = { name: 'a.txt', bytes: TEXT };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await upload(session.token, session.conversationSid, file, {}, '192.0.2.77')).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('ending a chat (CHT-005, CHT-009)', () => {
  it('tells every subscriber with a closing system message, once', async () => {
    const session = await startVisitorChat(suite.t.app);
    const visitor = await TestChatClient.open(await listenForSockets(suite.t.app), session.token);
    open.push(visitor);
    await visitor.waitFor((frame) => frame.type === 'ready');
    visitor.send({ type: 'subscribe', conversationId: session.conversationSid, lastSeq: 0 });
    await visitor.waitFor((frame) => frame.type === 'subscribed');

    const staff = await agentToken();
    for (let i = 0; i < 2; i += 1) {
      const end = await injectEndpoint(suite.t.app, chatApi.end, {
        params: { conversationId: session.conversationSid },
        token: staff,
      });
      expect(end.statusCode).toBe(204);
    }
    const closing = await visitor.waitFor((frame) => frame.type === 'message' && frame.event === 'ENDED');
    expect(closing).toMatchObject({ author: { kind: 'SYSTEM' }, body: 'This chat has ended' });
    const [conversation] = await suite.t.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.uuid, session.conversationSid));
    expect(conversation).toMatchObject({ state: 'ENDED', lastSeq: 1 });
    expect(conversation?.endedAt).toBeInstanceOf(Date);
  });
});
