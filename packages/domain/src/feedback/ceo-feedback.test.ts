import { describe, expect, it } from 'vitest';
import { toCeoFeedbackBody, zCeoFeedbackBody, zCeoFeedbackForm } from './ceo-feedback.ts';

const form = { topic: 'IMPROVE', message: 'More evening hours please', marketingConsent: 'NO' } as const;

describe('the CEO feedback form (CND-024…027)', () => {
  it.each([
    ['CND-025: 9 characters', 'x'.repeat(9), 'Must be at least 10 characters'],
    ['CND-025: blanks around too little', `   ${'x'.repeat(9)}   `, 'Must be at least 10 characters'],
    ['CND-026: 1001 characters', 'x'.repeat(1001), 'Must be at most 1000 characters'],
  ])('%s is refused', (_, message, expected) => {
    const result = zCeoFeedbackForm.safeParse({ ...form, message });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([expected]);
  });

  it.each([10, 1000])('accepts %i characters', (length) => {
    expect(zCeoFeedbackForm.safeParse({ ...form, message: 'x'.repeat(length) }).success).toBe(true);
  });

  it('CND-024, CND-027: topic and consent are required', () => {
    const result = zCeoFeedbackForm.safeParse({ message: form.message });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['topic', 'marketingConsent']);
  });
});

describe('the payload (CND-030)', () => {
  it('carries the application, message, topic, consent as a boolean, pathname and HELOC', () => {
    const body = toCeoFeedbackBody(
      { ...form, marketingConsent: 'YES' },
      { pathname: '/account/heloc/x/identity', applicationUuid: '0b7e4c1e-8a36-4c57-9d3c-1f6a4f9f1c11' },
    );
    expect(body).toEqual({
      applicationUuid: '0b7e4c1e-8a36-4c57-9d3c-1f6a4f9f1c11',
      message: form.message,
      topic: 'IMPROVE',
      marketingConsent: true,
      pathname: '/account/heloc/x/identity',
      productType: 'HELOC',
    });
    expect(zCeoFeedbackBody.parse(body)).toEqual(body);
  });

  it('leaves the application out when there is none', () => {
    const body = toCeoFeedbackBody(form, { pathname: '/dashboard' });
    expect(body).not.toHaveProperty('applicationUuid');
    expect(body.marketingConsent).toBe(false);
  });
});
