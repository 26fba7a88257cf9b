import { randomUUID } from 'node:crypto';
import { chatApi } from '@hearth/domain/api/chat-api';
import { chatAttachmentsApi } from '@hearth/domain/api/chat-attachments-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import type { Page } from '@playwright/test';
import { createStaffViaApi } from '../console/staff-api.ts';
import { expect, expectNoSeriousA11yViolations, loginAs, registerViaApi, test } from '../fixtures.ts';
import { ChatAgentSocket } from './chat-agent.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'ascii');

async function storedConversationId(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.sessionStorage.getItem('hearth-chat-session'));
  const stored = JSON.parse(raw ?? '{}') as { conversationId?: string; friendlyName?: string };
  expect(stored.conversationId, 'the stored chat session').toBeTruthy();
  // Only what resumes the chat is kept: never the name or e-mail (CHT-015).
  expect(raw).not.toContain('@');
  return stored.conversationId ?? '';
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test.describe(`Support chat on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a borrower chats live with an agent, sends a PDF, and sees the end panel (CHT-002, CHT-008)', async ({
      page,
      request,
    }, testInfo) => {
      const borrower = await registerViaApi(request);
      await loginAs(page, borrower.jwt);
      const chunks: string[] = [];
      page.on('request', (req) => chunks.push(req.url()));
      // An agent answers whatever the hours (CHT-010: the mode forced outside production).
      await page.goto('/terms?mode=twilio');
      const launcher = page.getByRole('button', { name: 'Chat with us' });
      await expect(launcher).toBeVisible();
      // The page arrives rendered by the server; the launcher answers once the app has taken over.
      await page.locator('html[data-page-hydrated]').waitFor({ state: 'attached' });
      // Code-split: nothing of the chat is fetched before the borrower asks for it.
      expect(chunks.filter((url) => /chat-widget/.test(url))).toEqual([]);

      await launcher.click();
      const widget = page.getByRole('dialog', { name: 'Chat with us' });
      await expect(widget).toBeVisible();
      expect(chunks.some((url) => /chat-widget/.test(url))).toBe(true);
      // Signed in: the profile fills the form, so the chat starts at once and waits for an agent.
      await expect(widget.getByText('Waiting for next available agent')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`chat-waiting-${viewport.name}.png`) });
      const conversationId = await storedConversationId(page);

      const staff = await createStaffViaApi(request, 'SUPPORT');
      const agent = await ChatAgentSocket.connect(staff.authorization);
      try {
        agent.send({ type: 'subscribe', conversationId, lastSeq: 0 });
        await agent.waitFor((frame) => frame.type === 'subscribed');

        const box = widget.getByRole('textbox', { name: 'Message' });
        await box.fill('Hi, I have a question');
        await box.press('Shift+Enter');
        await box.pressSequentially('about my draw period.');
        await box.press('Enter');
        await expect(box).toHaveValue('');

        agent.send({ type: 'typing', conversationId });
        await expect(widget.getByText('The agent is typing')).toBeVisible();
        agent.send({
          type: 'send',
          conversationId,
          clientMessageId: randomUUID(),
          body: 'Hello, this is Sam. See https://www.consumerfinance.gov/ or https://phish.example/login',
        });
        const log = widget.getByRole('log', { name: 'Messages' });
        await expect(log.getByText('Hello, this is Sam.', { exact: false })).toBeVisible();
        await expect(log.getByRole('link', { name: 'https://www.consumerfinance.gov/' })).toBeVisible();
        await expect(log.getByRole('link', { name: /phish/ })).toHaveCount(0);
        await expect(widget.getByText('Waiting for next available agent')).toHaveCount(0);

        // The first message, written while waiting, was kept in the conversation for the agent (CHT-028).
        const question = await agent.waitFor(
          (frame) => frame.type === 'message' && frame.author.kind === 'BORROWER',
        );
        expect(question.type === 'message' && question.body).toBe(
          'Hi, I have a question\nabout my draw period.',
        );

        await widget.locator('input[type=file]').setInputFiles({
          name: 'statement.pdf',
          mimeType: 'application/pdf',
          buffer: PDF,
        });
        await expect(
          log.getByRole('button', { name: `Download statement.pdf (${PDF.byteLength} bytes)` }),
        ).toBeVisible();
        const fileMessage = await agent.waitFor(
          (frame) => frame.type === 'message' && frame.attachment !== undefined,
        );
        const attachmentId = fileMessage.type === 'message' ? fileMessage.attachment?.id : undefined;
        const download = await request.get(
          endpointPath(chatAttachmentsApi.download, { conversationId, attachmentId: attachmentId ?? '' }),
          { headers: { authorization: staff.authorization } },
        );
        expect(download.status()).toBe(200);
        expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);

        await expectNoSeriousA11yViolations(page);
        await page.screenshot({ path: testInfo.outputPath(`chat-messaging-${viewport.name}.png`) });

        const ended = await request.post(endpointPath(chatApi.end, { conversationId }), {
          headers: { authorization: staff.authorization },
        });
        expect(ended.status()).toBe(204);
      } finally {
        agent.close();
      }

      await expect(widget.getByText('Thanks for chatting with us!')).toBeVisible();
      await expect(widget.getByRole('link', { name: 'Take the survey' })).toHaveAttribute(
        'href',
        /contactId=/,
      );
      await expect(widget.getByRole('button', { name: 'Start new chat' })).toBeVisible();
      expect(await page.evaluate(() => window.sessionStorage.getItem('hearth-chat-session'))).toBeNull();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`chat-ended-${viewport.name}.png`) });

      // CHT-007: Escape closes the window and the launcher has the focus again.
      await widget.getByRole('button', { name: 'Start new chat' }).focus();
      await page.keyboard.press('Escape');
      await expect(widget).toHaveCount(0);
      await expect(launcher).toBeFocused();
    });
  });
}

test('?pop-webchat opens the chat on load (RTE-032); a visitor fills the pre-engagement form', async ({
  page,
}, testInfo) => {
  await page.goto('/terms?pop-webchat&mode=twilio');
  const widget = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(widget).toBeVisible();
  await widget.getByRole('button', { name: 'Start chat' }).click();
  await expect(widget.getByText('Required')).toBeVisible();
  await widget.getByRole('textbox', { name: 'Name' }).fill('Vic Visitor');
  await widget.getByRole('textbox', { name: 'Email address' }).fill('not-an-email');
  await widget.getByRole('button', { name: 'Start chat' }).click();
  await expect(widget.getByText('Please enter a valid email address')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('chat-form.png') });
  await widget.getByRole('textbox', { name: 'Email address' }).fill('vic@example.com');
  await widget.getByRole('button', { name: 'Start chat' }).click();
  await expect(widget.getByText('Waiting for next available agent')).toBeVisible();
  const conversationId = await storedConversationId(page);
  const box = widget.getByRole('textbox', { name: 'Message' });
  await box.fill('Do you lend in Ohio?');
  await box.press('Enter');
  await expect(widget.getByRole('log', { name: 'Messages' }).getByText('Do you lend in Ohio?')).toBeVisible();
  await expect(widget.getByText('Sending')).toHaveCount(0);

  // The chat survives a reload in this tab (CHT-024) and the launcher toggles it (CHT-007); the
  // first message is still there, still waiting for an agent, kept by the service (CHT-028).
  await page.goto('/terms?mode=twilio');
  await page.locator('html[data-page-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(widget.getByRole('log', { name: 'Messages' }).getByText('Do you lend in Ohio?')).toBeVisible();
  await expect(widget.getByText('Waiting for next available agent')).toBeVisible();
  expect(await storedConversationId(page)).toBe(conversationId);
  const kept = await page.evaluate(() =>
    JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
  );
  expect(kept).not.toContain('Ohio');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(widget).toHaveCount(0);
});
