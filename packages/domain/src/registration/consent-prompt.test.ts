import { describe, expect, it } from 'vitest';
import { isSafeConsentLink, readConsentPrompt, zSaveSmsConsentsBody } from './consent-prompt.ts';

const resources = [
  { type: 'TITLE', name: 'Title', value: 'Text message offers' },
  { type: 'SECONDARY_VERBIAGE', name: 'Secondary verbiage', value: 'Reply STOP to cancel.' },
  { type: 'LINK', name: 'Privacy Policy', value: '/privacy' },
  { type: 'LINK', name: 'Terms of Service', value: 'https://lender.example/terms' },
] as const;

describe('REG-033 reading a consent prompt', () => {
  it('ORG-036: links the terms under the label the lender uses, Terms of Use or Terms of Service', () => {
    const read = readConsentPrompt({
      verbiage: 'I agree to texts. See our Privacy Policy and Terms of Use.',
      resources: [...resources],
    });
    expect(read.segments.filter((segment) => segment.href)).toEqual([
      { text: 'Privacy Policy', href: '/privacy' },
      { text: 'Terms of Use', href: 'https://lender.example/terms' },
    ]);
  });

  it('turns the Privacy Policy and Terms of Service names into links; the title and small print apart', () => {
    expect(
      readConsentPrompt({
        verbiage: 'I agree to texts. See our Privacy Policy and Terms of Service.',
        resources: [...resources],
      }),
    ).toEqual({
      title: 'Text message offers',
      secondaryVerbiage: 'Reply STOP to cancel.',
      segments: [
        { text: 'I agree to texts. See our ' },
        { text: 'Privacy Policy', href: '/privacy' },
        { text: ' and ' },
        { text: 'Terms of Service', href: 'https://lender.example/terms' },
        { text: '.' },
      ],
    });
  });

  it('links every mention, and keeps verbiage without a mention whole', () => {
    const twice = readConsentPrompt({
      verbiage: 'Privacy Policy, again Privacy Policy',
      resources: [...resources],
    });
    expect(twice.segments.filter((segment) => segment.href)).toHaveLength(2);
    expect(readConsentPrompt({ verbiage: 'Plain words.', resources: [] })).toEqual({
      title: undefined,
      secondaryVerbiage: undefined,
      segments: [{ text: 'Plain words.' }],
    });
  });

  it.each([
    ['javascript:alert(1)', false],
    ['//evil.example', false],
    ['http://lender.example', false],
    ['https://lender.example/privacy', true],
    ['/privacy', true],
  ])('links only to a safe target: %s → %s', (value, safe) => {
    expect(isSafeConsentLink(value)).toBe(safe);
    const read = readConsentPrompt({
      verbiage: 'See our Privacy Policy.',
      resources: [{ type: 'LINK', name: 'Privacy Policy', value }],
    });
    expect(read.segments.some((segment) => segment.href)).toBe(safe);
  });

  it('a resource with another name is not a link', () => {
    const read = readConsentPrompt({
      verbiage: 'See our Cookie Policy.',
      resources: [{ type: 'LINK', name: 'Cookie Policy', value: '/cookies' }],
    });
    expect(read.segments).toEqual([{ text: 'See our Cookie Policy.' }]);
  });
});

describe('REG-040 the SMS consents body', () => {
  const uuid = '1b4e28ba-2fa1-51d2-883f-0016d3cca427';
  it.each<[string, unknown, boolean]>([
    ['one answer', { consents: [{ type: 'SMS', promptUuid: uuid, accepted: true }] }, true],
    [
      'both, with the application',
      {
        applicationUuid: uuid,
        consents: [
          { type: 'SMS', promptUuid: uuid, accepted: true },
          { type: 'SMS_TRANSACTIONAL', promptUuid: uuid, accepted: false },
        ],
      },
      true,
    ],
    ['none', { consents: [] }, false],
    [
      'the same type twice',
      {
        consents: [
          { type: 'SMS', promptUuid: uuid, accepted: true },
          { type: 'SMS', promptUuid: uuid, accepted: true },
        ],
      },
      false,
    ],
    ['an unknown type', { consents: [{ type: 'EMAIL', promptUuid: uuid, accepted: true }] }, false],
    ['an extra key', { consents: [{ type: 'SMS', promptUuid: uuid, accepted: true, at: 'now' }] }, false],
  ])('%s', (_case, body, valid) => {
    expect(zSaveSmsConsentsBody.safeParse(body).success).toBe(valid);
  });
});
