import { describe, expect, it } from 'vitest';
import { withPreservedQuery } from './preserved-query.ts';

describe('RTE-031 only webchat is preserved on navigation', () => {
  it.each([
    ['/dashboard', '?webchat=open&referrer=abc&utm_source=cloc', '/dashboard?webchat=open'],
    ['/dashboard', '?referrer=abc', '/dashboard'],
    ['/dashboard?tab=1', '?webchat=1', '/dashboard?tab=1&webchat=1'],
    ['/dashboard?webchat=mine', '?webchat=theirs', '/dashboard?webchat=mine'],
    ['/dashboard#top', '?webchat=1', '/dashboard?webchat=1#top'],
    ['/dashboard', '', '/dashboard'],
    ['/dashboard', '?pop-webchat=true', '/dashboard'],
  ])('%s from %s → %s', (to, search, expected) => {
    expect(withPreservedQuery(to, search)).toBe(expected);
  });
});
