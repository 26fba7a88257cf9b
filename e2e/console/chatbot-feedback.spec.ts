import { randomUUID } from 'node:crypto';
import { CHAT_TOKEN_HEADER, type ChatWithAutobotResponse, chatbotApi } from '@hearth/domain/api/chatbot-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { expect, expectAccessiblePage, test } from '../fixtures.ts';
import { SANDBOX_ADMIN, signIn } from './console-helpers.ts';

// Codes are accepted once per 30-second step: signing in may wait for the next one.
test.setTimeout(120_000);

test('Staff read a visitor’s thumbs-down on a chatbot answer, with its reason', async ({ page }) => {
  const question = `what is CLTV, asks ${randomUUID().slice(0, 8)}`;
  const asked = await page.request.post(endpointPath(chatbotApi.chatWithAutobot), {
    data: { message: question, organization: 'hearth', senderType: 'applicant' },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const answer = (await asked.json()) as ChatWithAutobotResponse;
  const rated = await page.request.post(endpointPath(chatbotApi.feedback), {
    headers: { [CHAT_TOKEN_HEADER]: answer.token ?? '' },
    data: {
      questionId: answer.reply.questionId,
      conversationId: answer.conversationId,
      responseToCustomer: answer.reply.responseStr,
      rating: 'THUMBS_DOWN',
      feedbackMessage: 'Other: I wanted my own numbers',
      senderType: 'applicant',
    },
  });
  expect(rated.status(), await rated.text()).toBe(204);

  await signIn(page, SANDBOX_ADMIN);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Chatbot feedback' })
    .click();
  await expectAccessiblePage(page, 'Chatbot feedback');
  await page.getByRole('button', { name: /Rating/ }).click();
  await page.getByRole('option', { name: 'Thumbs down only' }).click();
  await page.getByLabel('Lender code').fill('hearth');
  await page.getByRole('button', { name: 'Apply filters' }).click();

  const row = page.getByRole('row').filter({ hasText: question });
  await expect(row).toContainText('Thumbs down');
  await expect(row).toContainText('Other: I wanted my own numbers');
  await expect(row).toContainText(answer.reply.responseStr.slice(0, 40));
  await expectAccessiblePage(page, 'Chatbot feedback');
});
