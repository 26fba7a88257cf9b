import { describe, expect, it } from 'vitest';
import { allowedLinkHosts, CHAT_PARTNER_DOMAINS, isAllowedChatLink, splitChatText } from './chat-links.ts';

const HEARTH = { family: 'hearth', ownSites: ['https://www.hearth.example/', '/relative-home'] };
const OTHER = { family: 'silverpine', ownSites: ['https://silverpine.example'] };

describe('chat link whitelist (CHT-020)', () => {
  it('lists about 19 partner domains per family', () => {
    for (const domains of Object.values(CHAT_PARTNER_DOMAINS)) {
      expect(domains.length).toBeGreaterThanOrEqual(17);
      expect(domains.length).toBeLessThanOrEqual(21);
      expect(new Set(domains).size).toBe(domains.length);
    }
  });

  it('adds the lender’s own site and skips relative ones', () => {
    expect(allowedLinkHosts(HEARTH)).toContain('hearth.example');
    expect(allowedLinkHosts(HEARTH)).not.toContain('/relative-home');
  });

  it.each([
    ['https://www.annualcreditreport.com/index.action', HEARTH, true],
    ['https://fanniemae.com/', HEARTH, true],
    ['https://fanniemae.com/', OTHER, false],
    ['https://fdic.gov/', OTHER, true],
    ['https://hearth.example/dashboard', HEARTH, true],
    ['https://apply.hearth.example/x', HEARTH, true],
    ['https://silverpine.example/', OTHER, true],
    ['https://silverpine.example/', HEARTH, false],
    ['http://experian.com', HEARTH, true],
    // Look-alikes and tricks stay plain text.
    ['https://experian.com.evil.example/', HEARTH, false],
    ['https://notexperian.com/', HEARTH, false],
    ['https://experian.com@evil.example/', HEARTH, false],
    ['https://user:pw@experian.com/', HEARTH, false],
    ['javascript:alert(1)//experian.com', HEARTH, false],
    ['ftp://experian.com/', HEARTH, false],
    ['not a url', HEARTH, false],
  ])('%s for %o: %s', (url, policy, allowed) => {
    expect(isAllowedChatLink(url, policy)).toBe(allowed);
  });
});

describe('splitChatText', () => {
  it('makes only allowed addresses links, keeping sentence punctuation outside', () => {
    expect(splitChatText('See https://www.irs.gov/forms. Or https://evil.example/x!', HEARTH)).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://www.irs.gov/forms', href: 'https://www.irs.gov/forms' },
      { kind: 'text', text: '. Or https://evil.example/x!' },
    ]);
  });

  it('leaves text without addresses whole, markup included', () => {
    expect(splitChatText('<b>hi</b> there', HEARTH)).toEqual([{ kind: 'text', text: '<b>hi</b> there' }]);
  });

  it('handles a message that is only a link', () => {
    expect(splitChatText('https://hud.gov', HEARTH)).toEqual([
      { kind: 'link', text: 'https://hud.gov', href: 'https://hud.gov/' },
    ]);
  });
});
