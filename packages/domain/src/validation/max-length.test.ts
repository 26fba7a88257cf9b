import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zCity, zStreet1, zStreet2 } from './address.ts';
import { formatMaxLengthMessage } from './max-length.ts';
import { zFirstName, zLastName, zMiddleName } from './name.ts';
import { zNewPassword, zPassword } from './password.ts';
import { collectMessages } from './test-helpers.ts';

const FIVE_THOUSAND = 'a'.repeat(5000);

describe('5,000-character inputs get a clear max-length message', () => {
  it.each<[string, z.ZodType, number]>([
    ['first name', zFirstName, 50],
    ['middle name', zMiddleName, 50],
    ['last name (production)', zLastName({ isProduction: true }), 50],
    ['last name (sandbox)', zLastName({ isProduction: false }), 50],
    ['street1', zStreet1, 100],
    ['street2', zStreet2, 100],
    ['city', zCity, 50],
    ['new password', zNewPassword, 128],
    ['login password', zPassword, 128],
  ])('%s: at most %#', (_field, schema, max) => {
    expect(collectMessages(schema, FIVE_THOUSAND)).toEqual([`Must be at most ${max} characters long`]);
  });

  it("words the message like the spec's minimum-length messages", () => {
    expect(formatMaxLengthMessage(50)).toBe('Must be at most 50 characters long');
  });
});
