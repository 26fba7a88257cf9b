import { describe, expect, it } from 'vitest';
import { endSentence, tidySentenceEnds } from './sentence.ts';

describe('sentence ends after a company name', () => {
  it.each([
    [
      '© 2026 Hearth Home Lending, Inc.. All rights reserved.',
      '© 2026 Hearth Home Lending, Inc. All rights reserved.',
    ],
    ['Thank you for applying with Acme Bank, N.A..', 'Thank you for applying with Acme Bank, N.A.'],
    ['Offered by Acme, LLC. Member FDIC.', 'Offered by Acme, LLC. Member FDIC.'],
    ['Hearth Home Lending, Inc., NMLS #1', 'Hearth Home Lending, Inc., NMLS #1'],
    ['Creating your account...', 'Creating your account...'],
  ])('tidySentenceEnds(%s)', (text, expected) => {
    expect(tidySentenceEnds(text)).toBe(expected);
  });

  it.each([
    ['Acme Bank, N.A.', 'Acme Bank, N.A.'],
    ['Acme Mortgage, LLC', 'Acme Mortgage, LLC.'],
  ])('endSentence(%s)', (text, expected) => {
    expect(endSentence(text)).toBe(expected);
  });
});
