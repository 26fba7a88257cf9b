import { describe, expect, it } from 'vitest';
import {
  AGENT_SESSION_MS,
  CHATBOT_SESSION_MS,
  chatSkill,
  sessionLifetimeMs,
  zChatMessageText,
  zChatPreEngagementForm,
} from './chat-rules.ts';

function messages(value: unknown): string[] {
  const result = zChatPreEngagementForm.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('chat rules', () => {
  it('CHT-014: picks the skill from the lender', () => {
    expect(chatSkill({ isCrypto: true, isMainBrand: true })).toBe('CLOC_HELOC');
    expect(chatSkill({ isCrypto: false, isMainBrand: true })).toBe('FHEL');
    expect(chatSkill({ isCrypto: false, isMainBrand: false })).toBe('White Label');
  });

  it('CHT-021/022: an agent session lasts 6 hours, a chatbot session 10 minutes', () => {
    expect(AGENT_SESSION_MS).toBe(21_600_000);
    expect(CHATBOT_SESSION_MS).toBe(600_000);
    expect(sessionLifetimeMs('twilio')).toBe(AGENT_SESSION_MS);
    expect(sessionLifetimeMs('stream')).toBe(AGENT_SESSION_MS);
    expect(sessionLifetimeMs('chatbot')).toBe(CHATBOT_SESSION_MS);
  });

  it('CHT-033/034: the name is required and at most 128 characters', () => {
    expect(messages({})).toEqual(['Required']);
    expect(messages({ friendlyName: '   ' })).toEqual(['Required']);
    expect(messages({ friendlyName: 'a'.repeat(129) })).toEqual(['Cannot be more than 128 characters']);
    expect(messages({ friendlyName: 'a'.repeat(128) })).toEqual([]);
  });

  it('CHT-035: the e-mail is at most 128 characters and valid, and may be left empty', () => {
    expect(messages({ friendlyName: 'Ann', emailAddress: 'not-an-email' })).toEqual([
      'Please enter a valid email address',
    ]);
    expect(messages({ friendlyName: 'Ann', emailAddress: `${'a'.repeat(120)}@example.com` })).toEqual([
      'Cannot be more than 128 characters',
    ]);
    expect(zChatPreEngagementForm.parse({ friendlyName: ' Ann ', emailAddress: 'Ann@Example.com' })).toEqual({
      friendlyName: 'Ann',
      emailAddress: 'ann@example.com',
    });
    expect(
      zChatPreEngagementForm.parse({ friendlyName: 'Ann', emailAddress: '' }).emailAddress,
    ).toBeUndefined();
  });

  it('CHT-036: a message is text that is not blank after trimming', () => {
    expect(zChatMessageText.safeParse('  \n ').success).toBe(false);
    expect(zChatMessageText.safeParse('<b>hi</b>').data).toBe('<b>hi</b>');
    expect(zChatMessageText.safeParse('x'.repeat(4001)).success).toBe(false);
  });
});
