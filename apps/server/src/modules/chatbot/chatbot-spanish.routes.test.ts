import { CHAT_NONCE_HEADER, type ChatWithAutobotResponse, chatbotApi } from '@hearth/domain/api/chatbot-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { seedAtStep } from '../borrower-writes/test/journey-write-test-support.ts';
import { CHAT_OPEN, createTestClock, nonceFor } from './chatbot-test-support.ts';

const clock = createTestClock(CHAT_OPEN);
const suite = useTestApp(() =>
  buildTestApp({ rateLimitsEnabled: false }, { attempts: { now: () => clock.now() } }),
);

async function askIn(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await injectEndpoint(suite.t.app, chatbotApi.chatWithAutobot, {
    payload: { organization: 'hearth', senderType: 'applicant', ...body },
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatWithAutobotResponse>();
}

async function chooseLanguage(jwt: string, language: 'en' | 'es') {
  const chosen = await injectEndpoint(suite.t.app, profileApi.setLanguage, {
    token: jwt,
    payload: { language },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
}

describe('the chatbot in the conversation’s language', () => {
  it('answers a Spanish-speaking borrower’s “¿cuál es mi próximo paso?” from their application, in Spanish', async () => {
    const seeded = await seedAtStep(suite.t, 'IDENTITY_VERIFICATION');
    await chooseLanguage(seeded.borrower.jwt, 'es');
    const nonce = await nonceFor(suite.t.app, seeded.borrower.jwt);

    // The profile decides for a signed-in borrower, whatever the browser sends.
    const answer = await askIn(
      { message: '¿Cuál es mi próximo paso?', nonce, applicationId: seeded.uuid },
      { 'accept-language': 'en-US' },
    );

    expect(answer.reply).toMatchObject({
      kind: 'APPLICATION',
      source: { type: 'APPLICATION', title: 'Su solicitud' },
      responseStr:
        'Usted está en "Verificar identidad". Verifique su identidad: suba una identificación con foto emitida por el gobierno.',
    });
    const history = await injectEndpoint(suite.t.app, chatbotApi.history, {
      params: { conversationId: answer.conversationId },
      headers: { [CHAT_NONCE_HEADER]: nonce },
    });
    expect(history.json().messages[0].source).toEqual({ type: 'APPLICATION', title: 'Su solicitud' });
  });

  it('answers an English profile in English on a Spanish page', async () => {
    const seeded = await seedAtStep(suite.t, 'IDENTITY_VERIFICATION');
    const answer = await askIn(
      { message: "what's my next step?", nonce: await nonceFor(suite.t.app, seeded.borrower.jwt) },
      { 'accept-language': 'es' },
    );
    expect(answer.reply.source).toEqual({ type: 'APPLICATION', title: 'Your application' });
    expect(answer.reply.responseStr).toMatch(/^You are at "Verify Identity"\./);
  });

  it('answers a visitor in the page’s language from the Spanish help content, filled for the lender', async () => {
    const answer = await askIn({ message: '¿cuanto tarda la tasacion?' }, { 'accept-language': 'es' });
    expect(answer.reply).toMatchObject({
      kind: 'HELP',
      source: { type: 'HELP_ENTRY', id: 'appraisal', title: '¿Necesito una tasación?' },
    });
    expect(answer.reply.responseStr).toMatch(/^Solo cuando la valuación de su vivienda lo requiere/);

    const phone = await askIn({ message: '¿Cuál es su número de teléfono?' }, { cookie: 'hearth_lang=es' });
    expect(phone.reply.source).toMatchObject({ id: 'contact-lender' });
    expect(phone.reply.responseStr).toMatch(/^Llámenos al \d{3}-\d{3}-\d{4} o escríbanos a \S+@\S+\./);
    expect(phone.reply.responseStr).toContain('hora del Pacífico');
  });

  it('says in Spanish when it has no answer, and asks a visitor to log in for their own application', async () => {
    const nothing = await askIn(
      { message: 'elefante morado banana' },
      { 'accept-language': 'es-MX,es;q=0.9' },
    );
    expect(nothing.reply).toMatchObject({ kind: 'NO_ANSWER', offerPerson: true });
    expect(nothing.reply.responseStr).toMatch(
      /^Lo siento, no tengo una buena respuesta para eso\. Elija "Hablar con una persona"/,
    );

    const signIn = await askIn({ message: '¿Cuándo recibiré mi dinero?' }, { 'accept-language': 'es' });
    expect(signIn.reply).toMatchObject({ kind: 'SIGN_IN' });
    expect(signIn.reply.responseStr).toMatch(/^Para decirle cuándo se financia su línea, necesito saber/);
  });
});
