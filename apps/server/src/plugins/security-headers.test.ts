import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyWithStyleNonce } from './security-headers.ts';

/** The policy's directives by name, each as its list of sources. */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicyWithStyleNonce', () => {
  it('adds the nonce to style-src only, and allows no style attribute', () => {
    const directives = directivesOf(contentSecurityPolicyWithStyleNonce('bm9uY2U='));
    expect(directives['style-src']).toEqual(["'self'", "'nonce-bm9uY2U='"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives).not.toHaveProperty('style-src-attr');
    expect(directivesOf(contentSecurityPolicyWithStyleNonce('bm9uY2U=', []))).toEqual(directives);
  });

  it('allows the style attributes given, each by its hash', () => {
    const directives = directivesOf(
      contentSecurityPolicyWithStyleNonce('bm9uY2U=', ['aGFzaDE=', 'aGFzaDI=']),
    );
    expect(directives['style-src-attr']).toEqual([
      "'unsafe-hashes'",
      "'sha256-aGFzaDE='",
      "'sha256-aGFzaDI='",
    ]);
    expect(directives['style-src']).toEqual(["'self'", "'nonce-bm9uY2U='"]);
  });

  it('gives each page its own nonce: one page’s nonce or hashes never reach the next', () => {
    contentSecurityPolicyWithStyleNonce('Zmlyc3Q=', ['aGFzaDE=']);
    const directives = directivesOf(contentSecurityPolicyWithStyleNonce('c2Vjb25k'));
    expect(directives['style-src']).toEqual(["'self'", "'nonce-c2Vjb25k'"]);
    expect(directives).not.toHaveProperty('style-src-attr');
  });
});
