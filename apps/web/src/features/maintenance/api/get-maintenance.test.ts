import { featureFlagsApi } from '@hearth/domain/api/org-api';
import { describe, expect, it } from 'vitest';
import { apiKey, mockApi } from '../../../test/mock-api.ts';
import { getMaintenance, toMaintenanceVariables } from './get-maintenance.ts';

const DEFAULT_MESSAGE =
  'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!';

const flag = (enabled: boolean, variables: Record<string, unknown> = {}) => [
  { key: 'fe-webchat', enabled: true, variables: [] },
  {
    key: 'fe-heloc-maintenance',
    enabled,
    variables: Object.entries(variables).map(([key, defaultValue]) => ({ key, defaultValue })),
  },
];

describe('ORG-041 / API-067 maintenance flag variables', () => {
  it.each<[string, unknown, Partial<ReturnType<typeof toMaintenanceVariables>>]>([
    ['flag off', flag(false, { routes: ['/dashboard'] }), { routes: [] }],
    ['flag absent', [], { routes: [] }],
    ['not a flag list', { nope: true }, { routes: [] }],
    [
      'flag on, defaults (ERR-008/009)',
      flag(true, { routes: ['/account/heloc/register*'] }),
      {
        routes: ['/account/heloc/register*'],
        pageTitle: 'Scheduled Maintenance',
        message: DEFAULT_MESSAGE,
        shouldShowDashboardLink: true,
      },
    ],
    [
      'flag on, own values',
      flag(true, {
        routes: ['/dashboard'],
        message: 'Back at 5 pm.',
        pageTitle: 'Upgrade',
        shouldShowDashboardLink: false,
      }),
      {
        routes: ['/dashboard'],
        message: 'Back at 5 pm.',
        pageTitle: 'Upgrade',
        shouldShowDashboardLink: false,
      },
    ],
    [
      'empty strings keep the defaults',
      flag(true, { message: '', pageTitle: '' }),
      { message: DEFAULT_MESSAGE },
    ],
  ])('%s', (_case, flags, expected) => {
    expect(toMaintenanceVariables(flags)).toMatchObject(expected);
  });

  it('asks POST /service-optimize/heloc/api/v1/features with the organization attribute', async () => {
    const { requests } = mockApi({
      [apiKey(featureFlagsApi.features, { context: 'heloc' })]: () => ({
        body: flag(true, { routes: ['/x'] }),
      }),
    });
    await expect(getMaintenance('silverpine')).resolves.toMatchObject({ routes: ['/x'] });
    expect(requests[0]?.body).toEqual({ optimizeUser: { attributes: { organization: 'silverpine' } } });
  });
});
