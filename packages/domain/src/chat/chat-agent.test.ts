import { describe, expect, it } from 'vitest';
import { maskPersonName, zCannedReplyBody, zChatInboxQuery, zChatTransferBody } from './chat-agent.ts';

describe('maskPersonName', () => {
  it.each([
    ['Ada Lovelace', 'A*** L***'],
    ['  Grace   Brewster Hopper ', 'G*** B*** H***'],
    ['Cher', 'C***'],
    ['', ''],
  ])('%j reads as %j', (name, masked) => {
    expect(maskPersonName(name)).toBe(masked);
  });
});

describe('the agents’ bodies and queries', () => {
  it.each([
    [{}, true],
    [{ view: 'waiting', orgCode: 'hearth', skill: 'FHEL' }, true],
    [{ view: 'everything' }, false],
    [{ skill: 'Crypto' }, false],
  ])('inbox query %j valid: %s', (query, valid) => {
    expect(zChatInboxQuery.safeParse(query).success).toBe(valid);
  });

  it.each([
    [{ toStaffUuid: null }, true],
    [{ toStaffUuid: '33333333-3333-4333-8333-333333333333' }, true],
    [{ toStaffUuid: 'bob' }, false],
    [{}, false],
  ])('transfer body %j valid: %s', (body, valid) => {
    expect(zChatTransferBody.safeParse(body).success).toBe(valid);
  });

  it('trims a canned reply and names the field that is missing or too long', () => {
    expect(zCannedReplyBody.parse({ orgCode: 'hearth', title: ' Hi ', body: ' Hello ' })).toEqual({
      orgCode: 'hearth',
      title: 'Hi',
      body: 'Hello',
    });
    const refused = zCannedReplyBody.safeParse({ orgCode: 'hearth', title: ' ', body: 'x'.repeat(2001) });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'Required'],
      ['body', 'Cannot be more than 2000 characters'],
    ]);
  });
});
