import { describe, expect, it } from 'vitest';
import { holdsOnlyCampaignParameters } from './campaign-query.ts';

describe('holdsOnlyCampaignParameters (decision 029)', () => {
  it.each([
    ['no query', '', true],
    ['an empty query', '?', true],
    ['utm_source', '?utm_source=mail', true],
    [
      'every utm_ parameter',
      '?utm_source=g&utm_medium=cpc&utm_campaign=heloc&utm_term=rate&utm_content=a',
      true,
    ],
    ['a utm_ parameter without a value', '?utm_source', true],
    ['Google’s click id', '?gclid=EAIaIQobChMI', true],
    ['Facebook’s click id', '?fbclid=IwAR0', true],
    ['a campaign’s parameters together', '?utm_source=fb&fbclid=IwAR0&gclid=x', true],
    ['the crypto campaign (its waitlist is decided at submit)', '?utm_source=cloc', true],
    ['a referrer (the loan officer’s card)', '?referrer=lo-1', false],
    ['a referral id', '?rid=r-9', false],
    ['an offer', '?offer=SPRING', false],
    ['the lender', '?org=hearth', false],
    ['the language', '?lang=es', false],
    ['the chat opening at load', '?pop-webchat', false],
    ['the chat carried between pages', '?webchat=1', false],
    ['a campaign beside a referrer', '?utm_source=mail&referrer=lo-1', false],
    ['a parameter that only starts like a campaign’s', '?utm=1', false],
    ['a click id in capitals (not the ad’s)', '?GCLID=x', false],
  ])('%s (%s): %s', (_case, search, expected) => {
    expect(holdsOnlyCampaignParameters(search)).toBe(expected);
  });
});
