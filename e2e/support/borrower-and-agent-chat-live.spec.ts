import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { SANDBOX_ADMIN, signIn } from '../console/console-helpers.ts';
import { expect, expectAccessiblePage, expectNoSeriousA11yViolations, test } from '../fixtures.ts';
import { BorrowerApi, PROPERTIES } from '../journey/journey-api.ts';
import { moveSandboxClockIntoChatHours } from './chat-hours.ts';
import { E2E_BASE_URL } from './e2e-env.ts';
import { samplePdf } from './sample-pdf.ts';

/**
 * The support chat with both people in real browsers at once: the borrower in the site's widget
 * (context A) and the sandbox ADMIN in the console's Chats inbox (context B), nothing in between
 * but the product's own socket.
 */

// Codes are accepted once per 30-second step: signing in to the console may wait for the next one.
test.setTimeout(240_000);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A last name no other spec uses, so the borrower's chat is the only one of that name. */
function uniqueLastName(base: string): string {
  const letters = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .padEnd(6, 'x');
  return `${base}${letters}`;
}

/** The console in a browser context of its own, the sandbox ADMIN signed in; page errors collected. */
async function openConsole(browser: Browser): Promise<{ agent: Page; uncaught: string[] }> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: DESKTOP });
  const agent = await context.newPage();
  const uncaught: string[] = [];
  agent.on('pageerror', (error) => uncaught.push(error.message));
  await signIn(agent, SANDBOX_ADMIN);
  return { agent, uncaught };
}

async function openChatsPage(agent: Page): Promise<void> {
  await agent.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Chats' }).click();
  await expectAccessiblePage(agent, 'Chats');
}

async function storedConversationId(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.sessionStorage.getItem('hearth-chat-session'));
  const id = (JSON.parse(raw ?? '{}') as { conversationId?: string }).conversationId;
  expect(id, 'the stored chat session').toBeTruthy();
  return id ?? '';
}

for (const viewport of [
  { name: 'desktop', size: DESKTOP },
  { name: 'phone', size: PHONE },
]) {
  test.describe(`Borrower (${viewport.name}) and agent chat live`, () => {
    test.use({ viewport: viewport.size });

    test('CHT-001/002/004/005/007/008/009, CHT-028, CHT-036…039: claim, live messages both ways, a PDF, the close', async ({
      page,
      request,
      browser,
    }, testInfo) => {
      const lastName = uniqueLastName('Chatter');
      const name = `Ada ${lastName}`;
      const borrower = await BorrowerApi.create(request, lastName);
      const { loanNumber } = await borrower.application<{ loanNumber: string }>();
      const { agent, uncaught } = await openConsole(browser);
      const widget = page.getByRole('dialog', { name: 'Chat with us' });
      const widgetLog = widget.getByRole('log', { name: 'Messages' });
      const box = widget.getByRole('textbox', { name: 'Message' });
      const consoleLog = agent.getByRole('log', { name: 'Messages' });
      const reply = agent.getByRole('textbox', { name: 'Reply' });

      await test.step('A: the signed-in borrower opens "Chat with us" and writes; the message waits for an agent', async () => {
        await borrower.signIn(page);
        // An agent is asked for whatever the hours (CHT-010: the mode forced outside production).
        await page.goto('/terms?mode=twilio');
        await page.locator('html[data-page-hydrated]').waitFor({ state: 'attached' });
        await page.getByRole('button', { name: 'Chat with us' }).click();
        await expect(widget).toBeVisible();
        // Signed in: the profile fills the pre-engagement form and the chat starts at once.
        await expect(widget.getByText('Waiting for next available agent')).toBeVisible();
        // CHT-036: blank is not a message.
        await box.fill('   ');
        await expect(widget.getByRole('button', { name: 'Send' })).toBeDisabled();
        // CHT-037: Shift+Enter is a new line, Enter sends.
        await box.fill('Hi, I have a question');
        await box.press('Shift+Enter');
        await box.pressSequentially('about my draw period.');
        await box.press('Enter');
        await expect(box).toHaveValue('');
        await expect(widgetLog).toContainText('Hi, I have a question');
        await expect(widget.getByText('Waiting for next available agent')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.screenshot({ path: testInfo.outputPath('borrower-waiting.png') });
      });

      await test.step('B: the agent finds the waiting chat, claims it, and reads it beside the application', async () => {
        await openChatsPage(agent);
        await expect(
          agent.getByRole('button', { name: 'Waiting', exact: true, pressed: true }),
        ).toBeVisible();
        const entry = agent
          .getByRole('list', { name: 'Chats' })
          .getByRole('button')
          .filter({ hasText: name });
        await expect(entry).toHaveCount(1);
        await expect(entry).toContainText('Signed in');
        await expect(entry).toContainText('Waiting');
        await entry.click();
        await expect(agent.getByRole('heading', { level: 2, name })).toBeVisible();
        await expect(agent.getByText('Waiting for an agent')).toBeVisible();
        // CHT-028: the borrower's first message is kept with the waiting chat (decision 033), so the
        // agent reads what it is about before claiming it; the borrower still waits for an agent.
        await expect(consoleLog).toContainText('about my draw period.');
        await expect(widget.getByText('Waiting for next available agent')).toBeVisible();
        const application = agent.getByRole('complementary', { name: 'The borrower’s application' });
        await expect(application.getByRole('heading', { name: 'Summary' })).toBeVisible();
        await expect(application).toContainText(loanNumber);
        await expect(
          application.getByRole('link', { name: 'Open the full application file' }),
        ).toHaveAttribute('href', `/ops/applications/${borrower.uuid}`);
        await expectAccessiblePage(agent, 'Chats');

        await agent.getByRole('button', { name: 'Claim' }).click();
        await expect(consoleLog).toContainText('joined the chat');
        await expect(agent.getByText('With you')).toBeVisible();
        await expect(consoleLog).toContainText('Hi, I have a question');
        await expect(consoleLog).toContainText('about my draw period.');
        await expect(widget.getByText('Waiting for next available agent')).toHaveCount(0);
        await agent.screenshot({ path: testInfo.outputPath('agent-claimed.png'), fullPage: true });
      });

      await test.step('messages, typing and "Read" travel live both ways, without a reload', async () => {
        await reply.pressSequentially('Hello, this is Sam.');
        await expect(widget.getByText('The agent is typing')).toBeVisible();
        await reply.press('Shift+Enter');
        await reply.pressSequentially('Yes, you can draw up to your approved line.');
        await reply.press('Enter');
        await expect(reply).toHaveValue('');
        await expect(widgetLog).toContainText('Hello, this is Sam.');
        await expect(widgetLog).toContainText('Yes, you can draw up to your approved line.');
        // The borrower has it on screen: the agent sees it read.
        await expect(consoleLog.getByText('Read', { exact: true })).toBeVisible();

        await box.pressSequentially('Great, and how fast');
        await expect(agent.getByText(`${name} is typing…`)).toBeVisible();
        await box.pressSequentially(' is the money sent?');
        await box.press('Enter');
        await expect(consoleLog).toContainText('Great, and how fast is the money sent?');
        await expect(widgetLog).toContainText('Great, and how fast is the money sent?');
        // The agent has the chat open: the borrower sees their newest message read.
        const lastOwn = widgetLog
          .getByRole('listitem')
          .filter({ hasText: 'Great, and how fast is the money sent?' });
        await expect(lastOwn.getByText('Read', { exact: true })).toBeVisible();
        await expect(widgetLog.getByText('Read', { exact: true })).toHaveCount(1);
      });

      await test.step('the borrower sends a PDF; the agent sees its name and size and downloads the same bytes', async () => {
        const pdf = samplePdf(`Statement for ${name}`);
        await widget.locator('input[type=file]').setInputFiles({
          name: 'statement.pdf',
          mimeType: 'application/pdf',
          buffer: pdf,
        });
        // CHT-039: under 1,000 bytes the size reads in bytes.
        expect(pdf.byteLength).toBeLessThan(1_000);
        await expect(
          widgetLog.getByRole('button', { name: `Download statement.pdf (${pdf.byteLength} bytes)` }),
        ).toBeVisible();
        await expect(consoleLog).toContainText(`statement.pdf (${pdf.byteLength} bytes)`);
        const downloading = agent.waitForEvent('download');
        await consoleLog.getByRole('button', { name: 'Download statement.pdf' }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe('statement.pdf');
        const saved = await readFile(await download.path());
        expect(saved.equals(pdf), 'the downloaded file is the uploaded one').toBe(true);

        await expectNoSeriousA11yViolations(page);
        await expectAccessiblePage(agent, 'Chats');
        await page.screenshot({ path: testInfo.outputPath('borrower-messaging.png') });
        await agent.screenshot({ path: testInfo.outputPath('agent-messaging.png'), fullPage: true });
      });

      await test.step('the agent closes the chat; the borrower sees the end panel', async () => {
        await agent.getByRole('button', { name: 'Close chat' }).click();
        await expect(agent.getByText('This chat has ended.')).toBeVisible();
        await expect(reply).toHaveCount(0);

        await expect(widget.getByText('Thanks for chatting with us!')).toBeVisible();
        await expect(widget.getByRole('link', { name: 'Take the survey' })).toHaveAttribute(
          'href',
          /contactId=/,
        );
        await expect(widget.getByRole('button', { name: 'Start new chat' })).toBeVisible();
        await expect(box).toHaveCount(0);
        expect(await page.evaluate(() => window.sessionStorage.getItem('hearth-chat-session'))).toBeNull();
        await expectNoSeriousA11yViolations(page);
        await expectAccessiblePage(agent, 'Chats');
        await page.screenshot({ path: testInfo.outputPath('borrower-ended.png') });

        // CHT-007: Escape closes the window.
        await widget.getByRole('button', { name: 'Start new chat' }).focus();
        await page.keyboard.press('Escape');
        await expect(widget).toHaveCount(0);
      });

      expect(uncaught, 'uncaught errors in the console').toEqual([]);
      await agent.context().close();
    });
  });
}

test.describe('The chatbot, then a person in the chat hours', () => {
  test.use({ viewport: DESKTOP });

  test('CHT-006, CHT-040/041: the next step of the borrower’s own application, a thumbs-down the console reads, and “Talk to a person” into the inbox', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const borrower = await BorrowerApi.create(request, 'Lovelace', PROPERTIES.portland);
    const { agent, uncaught } = await openConsole(browser);
    await borrower.waitForStep('OFFER_SELECTION');
    // "Talk to a person" reaches an agent only in the chat hours (the sandbox clock moves them).
    await moveSandboxClockIntoChatHours(request, 'open');
    const answer =
      'You are at "Select Offer". Choose your offer: pick a fixed term, then the line amount you want.';
    const details = `I wanted my own numbers ${randomUUID().slice(0, 8)}`;
    const widget = page.getByRole('dialog', { name: 'Chat with us' });
    const log = page.getByRole('log', { name: 'Chatbot conversation' });

    await test.step('A: the chatbot answers from the borrower’s application', async () => {
      await borrower.signIn(page);
      // The chatbot, as outside operating hours (CHT-010: the mode forced outside production).
      await page.goto(`${borrower.rootPath}/product/select?mode=chatbot`);
      await page.locator('html[data-page-hydrated]').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Chat with us' }).click();
      const box = widget.getByRole('textbox', { name: 'Ask a question' });
      await box.fill("what's my next step?");
      await box.press('Enter');
      await expect(log).toContainText(answer);
      await expect(log).toContainText('Source: Your application');
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('A: a thumbs-down with a reason of their own', async () => {
      await log.getByRole('button', { name: 'This answer did not help' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tell us more' });
      await dialog.getByRole('button', { name: 'Send feedback' }).click();
      await expect(dialog).toContainText('Please select a reason');
      await expect(dialog.getByRole('textbox', { name: 'Tell us more' })).toHaveCount(0);
      await dialog.getByRole('radio', { name: 'Other' }).check({ force: true });
      await dialog.getByRole('textbox', { name: 'Tell us more' }).fill(details);
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Send feedback' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Thanks for your feedback.')).toBeVisible();
    });

    await test.step('B: the console’s chatbot feedback shows it', async () => {
      await agent
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: 'Chatbot feedback' })
        .click();
      await expectAccessiblePage(agent, 'Chatbot feedback');
      await agent.getByRole('button', { name: /Rating/ }).click();
      await agent.getByRole('option', { name: 'Thumbs down only' }).click();
      await agent.getByLabel('Lender code').fill('hearth');
      await agent.getByRole('button', { name: 'Apply filters' }).click();
      const row = agent.getByRole('row').filter({ hasText: details });
      await expect(row).toContainText('Thumbs down');
      await expect(row).toContainText(`Other: ${details}`);
      await expect(row).toContainText("what's my next step?");
      await expect(row).toContainText(answer.slice(0, 40));
    });

    await test.step('A: “Talk to a person” puts the borrower in the agents’ queue', async () => {
      await page.getByRole('button', { name: 'Talk to a person' }).click();
      await expect(widget.getByRole('textbox', { name: 'Ask a question' })).toBeHidden();
      // The widget offers an agent for the hand-over; the bot conversation goes first once one joins.
      await expect(widget.getByText('Waiting for next available agent')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath('borrower-handed-over.png') });
    });

    await test.step('B: the hand-over waits in the inbox; claimed, the agent reads the bot conversation', async () => {
      const conversationId = await storedConversationId(page);
      await openChatsPage(agent);
      // Other borrowers of the same sandbox name may wait too: this one is found by its number.
      await agent.goto(`/ops/chats?chat=${conversationId}`);
      await expectAccessiblePage(agent, 'Chats');
      await expect(agent.getByRole('button', { name: 'Waiting', exact: true, pressed: true })).toBeVisible();
      const entry = agent.getByRole('list', { name: 'Chats' }).locator('button[aria-current="true"]');
      await expect(entry).toContainText(borrower.legalName);
      await expect(entry).toContainText('Signed in');
      await expect(agent.getByRole('heading', { level: 2, name: borrower.legalName })).toBeVisible();
      await expect(
        agent.getByRole('complementary', { name: 'The borrower’s application' }).getByRole('link', {
          name: 'Open the full application file',
        }),
      ).toHaveAttribute('href', `/ops/applications/${borrower.uuid}`);

      await agent.getByRole('button', { name: 'Claim' }).click();
      const consoleLog = agent.getByRole('log', { name: 'Messages' });
      await expect(consoleLog).toContainText('joined the chat');
      await expect(consoleLog).toContainText("Me: what's my next step?");
      await expect(consoleLog).toContainText(`Assistant: ${answer}`);
      await expect(widget.getByText('Waiting for next available agent')).toHaveCount(0);
      await expectAccessiblePage(agent, 'Chats');
      await agent.screenshot({ path: testInfo.outputPath('agent-handover.png'), fullPage: true });
      await agent.getByRole('button', { name: 'Close chat' }).click();
      await expect(widget.getByText('Thanks for chatting with us!')).toBeVisible();
    });

    expect(uncaught, 'uncaught errors in the console').toEqual([]);
    await agent.context().close();
  });
});

test.describe('Outside the chat hours, a message left for the team', () => {
  test.use({ viewport: PHONE });

  test('CHT-012: the chatbot takes the borrower’s message; an agent answers it in the console; the answer is a notification', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const lastName = uniqueLastName('Afterhours');
    const borrower = await BorrowerApi.create(request, lastName);
    const { agent, uncaught } = await openConsole(browser);
    const message = `Please call me about my draw period ${randomUUID().slice(0, 8)}`;
    const answer = `We called you back; your draw period is 10 years ${randomUUID().slice(0, 8)}`;
    const widget = page.getByRole('dialog', { name: 'Chat with us' });
    const log = widget.getByRole('log', { name: 'Chatbot conversation' });
    let conversationId = '';

    await test.step('the lender’s chat hours are closed (the sandbox clock moved past closing time)', async () => {
      await moveSandboxClockIntoChatHours(request, 'closed');
    });

    await test.step('A: outside the hours the widget is the chatbot; “Talk to a person” asks for a message', async () => {
      await borrower.signIn(page);
      // No mode forced: the widget chooses the chatbot from the lender's closed hours (CHT-012).
      await page.goto('/terms');
      await page.locator('html[data-page-hydrated]').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Chat with us' }).click();
      const box = widget.getByRole('textbox', { name: 'Ask a question' });
      await box.fill('Can I speak to someone about my draw period?');
      await box.press('Enter');
      await expect(log).toContainText('Can I speak to someone about my draw period?');
      // The chatbot's answer, with its thumbs, once the exchange is stored.
      await expect(log.getByRole('button', { name: 'This answer did not help' })).toBeVisible();
      conversationId = await page.evaluate(
        () =>
          (
            JSON.parse(window.sessionStorage.getItem('hearth.chatbot.hearth') ?? '{}') as {
              conversationId?: string;
            }
          ).conversationId ?? '',
      );
      expect(conversationId, 'the chatbot conversation').toBeTruthy();

      await widget.getByRole('button', { name: 'Talk to a person' }).click();
      const form = widget.getByRole('form', { name: 'Leave us a message' });
      await expect(form).toBeVisible();
      const field = form.getByRole('textbox', { name: 'Your message for our team' });
      // Blank is not a message.
      await field.fill('   ');
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(form.getByText('Please leave us a message')).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousA11yViolations(page);

      await field.fill(message);
      await form.getByRole('button', { name: 'Send message' }).click();
      const taken = widget.getByRole('status').filter({ hasText: 'Thank you. We have your message.' });
      await expect(taken).toContainText('Our team answers it during our chat hours:');
      await expect(taken.getByRole('list', { name: 'Chat hours' })).toContainText('PT');
      await expect(taken).toContainText('You will find the answer in your notifications.');
      // No agent chat was opened: nobody would be there to answer it.
      await expect(widget.getByText('Waiting for next available agent')).toHaveCount(0);
      expect(await page.evaluate(() => window.sessionStorage.getItem('hearth-chat-session'))).toBeNull();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath('borrower-message-taken.png') });
    });

    await test.step('B: the agent finds the message waiting, claims it and answers', async () => {
      await openChatsPage(agent);
      await agent.goto(`/ops/chats?chat=${conversationId}`);
      await expectAccessiblePage(agent, 'Chats');
      const entry = agent.getByRole('list', { name: 'Chats' }).locator('button[aria-current="true"]');
      await expect(entry).toContainText(borrower.legalName);
      await expect(entry).toContainText('Waiting');
      await agent.getByRole('button', { name: 'Claim' }).click();
      const consoleLog = agent.getByRole('log', { name: 'Messages' });
      await expect(consoleLog).toContainText('joined the chat');
      await expect(consoleLog).toContainText('The customer left this message outside operating hours');
      await expect(consoleLog).toContainText(message);
      const reply = agent.getByRole('textbox', { name: 'Reply' });
      await reply.fill(answer);
      await reply.press('Enter');
      await expect(consoleLog).toContainText(answer);
      await agent.screenshot({ path: testInfo.outputPath('agent-answers-message.png'), fullPage: true });
    });

    await test.step('A: the borrower’s notifications show the answer', async () => {
      await page.reload();
      await page.locator('html[data-page-hydrated]').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const notifications = page.getByRole('dialog', { name: 'Notifications' });
      await expect(notifications).toContainText('We answered the message you left us');
      await expect(notifications).toContainText(answer);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath('borrower-notification.png') });
    });

    expect(uncaught, 'uncaught errors in the console').toEqual([]);
    await agent.context().close();
  });
});
