import { describe, expect, it } from 'vitest';
import { chatSurveyHref } from './chat-survey.ts';

const CONTACT = '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

describe('chatSurveyHref (CHT-019)', () => {
  it.each([
    {
      name: 'the lender’s own survey form, keeping its query',
      company: { orgCode: 'bluewater-cu', chatSurveyUrl: 'https://survey.bluewater.example/chat?lang=en' },
      href: `https://survey.bluewater.example/chat?lang=en&contactId=${CONTACT}`,
    },
    {
      name: 'the lender’s form at the sandbox survey provider when it names none',
      company: { orgCode: 'silverpine' },
      href: `https://survey.hearth.example/webchat/silverpine?contactId=${CONTACT}`,
    },
  ])('$name', ({ company, href }) => {
    expect(chatSurveyHref(company, CONTACT)).toBe(href);
  });

  it('sends a contact id as a query value, never as part of the path', () => {
    expect(chatSurveyHref({ orgCode: 'hearth' }, 'a/b?c=d')).toBe(
      'https://survey.hearth.example/webchat/hearth?contactId=a%2Fb%3Fc%3Dd',
    );
  });
});
