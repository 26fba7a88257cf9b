import { chatAgentApi } from '@hearth/domain/api/chat-agent-api';
import { chatApi } from '@hearth/domain/api/chat-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import type { ChatMessageFrame, ChatServerFrame } from '@hearth/domain/chat/chat-socket-protocol';
import { expect, expectAccessiblePage, test } from '../fixtures.ts';
import { BorrowerApi } from '../journey/journey-api.ts';
import { opsAuthorization } from '../journey/journey-steps.ts';
import { CustomerChatSocket } from './chat-socket-client.ts';
import { signIn } from './console-helpers.ts';
import { createStaffViaApi } from './staff-api.ts';

// Enrolment takes one authenticator code and the sign-in the next: up to a 30-second wait.
test.setTimeout(180_000);

const isMessage =
  (matches: (message: ChatMessageFrame) => boolean) =>
  (frame: ChatServerFrame): boolean =>
    frame.type === 'message' && matches(frame);

test('an agent answers a borrower’s chat in the console: claim, live messages both ways, close', async ({
  page,
  request,
}) => {
  const borrower = await BorrowerApi.create(request, 'Chatter');
  const nonce = await request.post(endpointPath(chatApi.authenticate), {
    headers: { authorization: `Bearer ${borrower.jwt}` },
  });
  expect(nonce.status(), await nonce.text()).toBe(200);
  const init = await request.post(endpointPath(chatApi.initTwilio), {
    data: {
      friendlyName: 'Bea Chatter',
      chatMode: 'twilio',
      orgCode: 'hearth',
      nonce: ((await nonce.json()) as { nonce: string }).nonce,
      applicationUuid: borrower.uuid,
    },
  });
  expect(init.status(), await init.text()).toBe(200);
  const session = (await init.json()) as { token: string; conversationSid: string };
  const conversationId = session.conversationSid;
  const customer = await CustomerChatSocket.open(session.token, conversationId);
  await customer.post(conversationId, 'Hello, can I draw more on my line?');

  const cannedTitle = `Draw ${Date.now()}`;
  const canned = await request.post(endpointPath(chatAgentApi.createCannedReply), {
    headers: { authorization: await opsAuthorization(request) },
    data: { orgCode: 'hearth', title: cannedTitle, body: 'You can draw online any time.' },
  });
  expect(canned.status(), await canned.text()).toBe(201);

  const agent = await createStaffViaApi(request, 'SUPPORT');
  await signIn(page, agent);
  const name = 'B*** C***';

  await test.step('the waiting chat is in the inbox, its name masked for SUPPORT', async () => {
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Chats' }).click();
    await expectAccessiblePage(page, 'Chats');
    const entry = page.getByRole('list', { name: 'Chats' }).getByRole('button').filter({ hasText: name });
    await expect(entry.first()).toContainText('1 unread');
    await entry.first().click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText(
      'Hello, can I draw more on my line?',
    );
    await expect(page.getByRole('link', { name: 'Open the full application file' })).toHaveAttribute(
      'href',
      `/ops/applications/${borrower.uuid}`,
    );
    await expectAccessiblePage(page, 'Chats');
  });

  await test.step('claiming tells the customer an agent joined', async () => {
    await page.getByRole('button', { name: 'Claim' }).click();
    await customer.waitFor(isMessage((message) => message.event === 'AGENT_JOINED'));
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText('joined the chat');
  });

  await test.step('messages, typing and read marks travel live both ways', async () => {
    const reply = page.getByRole('textbox', { name: 'Reply' });
    await reply.fill('Yes — up to your approved line.');
    await reply.press('Enter');
    const answered = await customer.waitFor(
      isMessage(
        (message) => message.author.kind === 'AGENT' && message.body === 'Yes — up to your approved line.',
      ),
    );
    await expect(reply).toHaveValue('');
    // The agent typed: the customer heard of it.
    await customer.waitFor((frame) => frame.type === 'typing' && frame.kind === 'AGENT');

    customer.send({ type: 'typing', conversationId });
    await expect(page.getByText(`${name} is typing…`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Canned reply' }).selectOption({ label: cannedTitle });
    await expect(reply).toHaveValue('You can draw online any time.');
    await page.getByRole('button', { name: 'Send' }).click();
    await customer.waitFor(isMessage((message) => message.body === 'You can draw online any time.'));
    await customer.post(conversationId, 'Great, thank you!');
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Great, thank you!');
    // The agent has it on screen: the customer sees it read.
    await customer.waitFor((frame) => frame.type === 'read' && frame.kind === 'AGENT');

    customer.send({ type: 'read', conversationId, seq: (answered as ChatMessageFrame).seq });
    await expect(
      page.getByRole('log', { name: 'Messages' }).getByText('Read', { exact: true }),
    ).toBeVisible();
  });

  await test.step('the page at desktop and phone sizes', async () => {
    await page.screenshot({ path: test.info().outputPath('chats-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessiblePage(page, 'Chats');
    await expect(page.getByRole('textbox', { name: 'Reply' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('chats-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('closing ends the customer’s chat', async () => {
    await page.getByRole('button', { name: 'Close chat' }).click();
    await customer.waitFor(isMessage((message) => message.event === 'ENDED'));
    await expect(page.getByText('This chat has ended.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveCount(0);
    await expect(customer.post(conversationId, 'One more thing')).rejects.toThrow('This chat has ended');
    await expectAccessiblePage(page, 'Chats');
  });
  customer.close();
});
