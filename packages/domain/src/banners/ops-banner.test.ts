import { describe, expect, it } from 'vitest';
import { BANNER_END_BEFORE_START, getBannerStatus, zCreateBannerBody } from './ops-banner.ts';

describe('getBannerStatus', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const day = 86_400_000;
  it.each([
    ['SCHEDULED', { startsAt: new Date(now.getTime() + day), endsAt: null, retiredAt: null }],
    ['LIVE', { startsAt: new Date(now.getTime() - day), endsAt: null, retiredAt: null }],
    ['LIVE', { startsAt: now, endsAt: new Date(now.getTime() + 1), retiredAt: null }],
    ['ENDED', { startsAt: new Date(now.getTime() - day), endsAt: now, retiredAt: null }],
    ['RETIRED', { startsAt: new Date(now.getTime() - day), endsAt: null, retiredAt: now }],
  ] as const)('%s', (status, banner) => {
    expect(getBannerStatus(banner, now)).toBe(status);
  });
});

describe('zCreateBannerBody', () => {
  const body = { message: 'Rates drop Friday', apps: ['heloc'], variant: 'info' };
  it('defaults to a production banner', () => {
    expect(zCreateBannerBody.parse(body).testOnly).toBe(false);
  });
  it.each([
    ['no app', { ...body, apps: [] }, 'Name at least one app'],
    ['an app twice', { ...body, apps: ['heloc', 'heloc'] }, 'Name each app once'],
    ['an empty message', { ...body, message: '  ' }, 'A message is required'],
    [
      'an end before the start',
      { ...body, startsAt: '2026-05-02T00:00:00Z', endsAt: '2026-05-01T00:00:00Z' },
      BANNER_END_BEFORE_START,
    ],
  ])('refuses %s', (_, input, message) => {
    const result = zCreateBannerBody.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
