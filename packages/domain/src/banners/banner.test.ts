import { describe, expect, it } from 'vitest';
import {
  BANNER_FORMAT_ERROR,
  bannerAppearanceFor,
  bannerAppForPath,
  DEFAULT_BANNER_LIMIT,
  parseBannerSet,
  type ReceivedBanner,
  selectBanners,
} from './banner.ts';

function banner(uuid: string, overrides: Partial<ReceivedBanner> = {}): ReceivedBanner {
  return {
    uuid,
    message: `Message ${uuid}`,
    apps: ['heloc'],
    variant: 'info',
    active: true,
    metadata: { createdAt: '2026-01-01T00:00:00.000Z' },
    ...overrides,
  };
}

const at = (createdAt: string) => ({ metadata: { createdAt } });

describe('selectBanners (CND-015…017)', () => {
  const cases: Array<{
    name: string;
    banners: ReceivedBanner[];
    app: string;
    limit?: number;
    expected: string[];
  }> = [
    {
      name: 'CND-015: an inactive banner is not shown',
      banners: [banner('a', { active: false }), banner('b')],
      app: 'heloc',
      expected: ['b'],
    },
    {
      name: 'CND-015: a banner without an active flag is not shown',
      banners: [banner('a', { active: undefined }), banner('b')],
      app: 'heloc',
      expected: ['b'],
    },
    {
      name: 'CND-015: a banner for another app is not shown',
      banners: [banner('a', { apps: ['main-site'] }), banner('b', { apps: ['main-site', 'heloc'] })],
      app: 'heloc',
      expected: ['b'],
    },
    {
      name: 'CND-016: newest first by creation time',
      banners: [
        banner('old', at('2026-01-01T00:00:00.000Z')),
        banner('new', at('2026-03-01T00:00:00.000Z')),
        banner('mid', at('2026-02-01T00:00:00.000Z')),
      ],
      app: 'heloc',
      limit: 3,
      expected: ['new', 'mid', 'old'],
    },
    {
      name: 'CND-016: a banner without a readable creation time comes last',
      banners: [banner('none', { metadata: {} }), banner('dated', at('2026-02-01T00:00:00.000Z'))],
      app: 'heloc',
      expected: ['dated', 'none'],
    },
    {
      name: 'CND-017: at most 2 by default, the newest',
      banners: [
        banner('a', at('2026-01-01T00:00:00.000Z')),
        banner('b', at('2026-01-02T00:00:00.000Z')),
        banner('c', at('2026-01-03T00:00:00.000Z')),
      ],
      app: 'heloc',
      expected: ['c', 'b'],
    },
    {
      name: 'CND-017: a page may ask for another limit',
      banners: [banner('a', at('2026-01-01T00:00:00.000Z')), banner('b', at('2026-01-02T00:00:00.000Z'))],
      app: 'heloc',
      limit: 1,
      expected: ['b'],
    },
    { name: 'no banners, none shown', banners: [], app: 'heloc', expected: [] },
  ];

  it.each(cases)('$name', ({ banners, app, limit, expected }) => {
    expect(selectBanners(banners, app, limit).map((item) => item.uuid)).toEqual(expected);
  });

  it('CND-017: the default limit is 2', () => {
    expect(DEFAULT_BANNER_LIMIT).toBe(2);
  });

  it('does not reorder the list it is given', () => {
    const banners = [
      banner('old', at('2026-01-01T00:00:00.000Z')),
      banner('new', at('2026-03-01T00:00:00.000Z')),
    ];
    selectBanners(banners, 'heloc');
    expect(banners.map((item) => item.uuid)).toEqual(['old', 'new']);
  });
});

describe('parseBannerSet (CND-020)', () => {
  const valid = banner('a');
  const invalid: Array<[string, unknown]> = [
    ['not an array', { banners: [valid] }],
    ['a banner without uuid', [valid, { ...valid, uuid: undefined }]],
    ['a banner with an empty uuid', [{ ...valid, uuid: '' }]],
    ['a banner without message', [{ ...valid, message: undefined }]],
    ['a banner without apps', [{ ...valid, apps: undefined }]],
    ['a banner with an empty apps list', [{ ...valid, apps: [] }]],
    ['a banner without variant', [{ ...valid, variant: undefined }]],
    ['a banner with an unknown variant', [{ ...valid, variant: 'danger' }]],
    ['a banner that is not an object', [valid, 'banner']],
  ];

  it.each(invalid)('CND-020: refuses the whole set with %s', (_, data) => {
    expect(parseBannerSet(data)).toEqual({ ok: false, error: BANNER_FORMAT_ERROR });
  });

  it('CND-020: the message is the spec’s', () => {
    expect(BANNER_FORMAT_ERROR).toBe('Banner data does not match the expected format');
  });

  it('CND-020: accepts a set where every banner has uuid, message, apps and variant', () => {
    const minimal = { uuid: 'x', message: 'Hello', apps: ['heloc'], variant: 'warn' };
    expect(parseBannerSet([valid, minimal])).toEqual({ ok: true, banners: [valid, minimal] });
  });

  it('accepts an empty set', () => {
    expect(parseBannerSet([])).toEqual({ ok: true, banners: [] });
  });
});

describe('the page’s app and style (CND-015, CND-019)', () => {
  it.each([
    ['/account/heloc/abc/product/select', 'heloc', 'product'],
    ['/account/heloc', 'heloc', 'product'],
    ['/heloc-signer/abc/conditions', 'heloc-signer', 'product'],
    ['/dashboard', 'main-site', 'marketing'],
    ['/account/helocs', 'main-site', 'marketing'],
  ] as const)('%s is %s in the %s style', (path, app, appearance) => {
    expect(bannerAppForPath(path)).toBe(app);
    expect(bannerAppearanceFor(app)).toBe(appearance);
  });
});
