import { describe, expect, it } from 'vitest';
import { type ChatModeInput, isSessionLive, selectChatMode } from './chat-mode.ts';

const NOW = new Date('2026-03-02T18:00:00.000Z');
const LIVE = { expiration: '2026-03-02T19:00:00.000Z' };
const EXPIRED = { expiration: '2026-03-02T17:59:59.000Z' };

function queryOf(query: string) {
  const values = new Map(
    query
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  return { get: (name: string) => values.get(name) ?? null };
}

function input(overrides: Partial<ChatModeInput> & { query?: string } = {}): ChatModeInput {
  const { query = '', ...rest } = overrides;
  return {
    production: false,
    search: queryOf(query),
    agentSession: undefined,
    chatbotSession: undefined,
    withinOperatingHours: true,
    streamAgent: false,
    now: NOW,
    ...rest,
  };
}

describe('selectChatMode', () => {
  it.each([
    // CHT-010: a forced mode outside production, whatever the sessions and hours say.
    ['?mode=twilio', input({ query: 'mode=twilio', streamAgent: true }), { mode: 'twilio', forced: true }],
    ['?mode=nice', input({ query: 'mode=nice' }), { mode: 'nice', forced: true }],
    ['?mode=stream', input({ query: 'mode=stream' }), { mode: 'stream', forced: true }],
    [
      '?mode=chatbot',
      input({ query: 'mode=chatbot', agentSession: LIVE }),
      { mode: 'chatbot', forced: true },
    ],
    // CHT-011: talkjs also reads userToken.
    [
      '?mode=talkjs&userToken',
      input({ query: 'mode=talkjs&userToken=tok-1' }),
      { mode: 'talkjs', forced: true, userToken: 'tok-1' },
    ],
    ['?mode=talkjs alone', input({ query: 'mode=talkjs' }), { mode: 'talkjs', forced: true }],
    ['userToken without talkjs', input({ query: 'mode=nice&userToken=x' }), { mode: 'nice', forced: true }],
    // Production ignores the query; an unknown mode is ignored everywhere.
    [
      'production ignores ?mode',
      input({ production: true, query: 'mode=chatbot' }),
      { mode: 'twilio', forced: false },
    ],
    ['unknown mode', input({ query: 'mode=carrier-pigeon' }), { mode: 'twilio', forced: false }],
    // CHT-012: a live agent session first, then a live chatbot session.
    [
      'live agent session',
      input({ agentSession: LIVE, chatbotSession: LIVE, withinOperatingHours: false }),
      { mode: 'twilio', forced: false, resumes: 'agent' },
    ],
    [
      'live chatbot session',
      input({ chatbotSession: LIVE, withinOperatingHours: true }),
      { mode: 'chatbot', forced: false, resumes: 'chatbot' },
    ],
    // CHT-024: expired sessions are ignored.
    [
      'expired agent session, after hours',
      input({ agentSession: EXPIRED, withinOperatingHours: false }),
      { mode: 'chatbot', forced: false },
    ],
    ['expired chatbot session, open', input({ chatbotSession: EXPIRED }), { mode: 'twilio', forced: false }],
    // CHT-012: operating hours decide a new chat.
    ['open', input({ withinOperatingHours: true }), { mode: 'twilio', forced: false }],
    ['closed', input({ withinOperatingHours: false }), { mode: 'chatbot', forced: false }],
    ['hours not known yet', input({ withinOperatingHours: undefined }), { mode: 'twilio', forced: false }],
    // CHT-013: the stream flag picks the agent provider.
    ['stream flag, open', input({ streamAgent: true }), { mode: 'stream', forced: false }],
    [
      'stream flag, live agent session',
      input({ streamAgent: true, agentSession: LIVE }),
      { mode: 'stream', forced: false, resumes: 'agent' },
    ],
    [
      'stream flag, closed',
      input({ streamAgent: true, withinOperatingHours: false }),
      { mode: 'chatbot', forced: false },
    ],
  ])('%s', (_name, given, expected) => {
    expect(selectChatMode(given)).toEqual(expected);
  });
});

describe('isSessionLive', () => {
  it.each([
    [undefined, false],
    [LIVE, true],
    [EXPIRED, false],
    [{ expiration: NOW.toISOString() }, false],
    [{ expiration: 'not a date' }, false],
  ])('%o is live: %s', (session, live) => {
    expect(isSessionLive(session, NOW)).toBe(live);
  });
});
