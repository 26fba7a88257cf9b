import { expect, expectAccessiblePage, test } from '../fixtures.ts';

const MAINTENANCE = {
  title: 'Scheduled Maintenance',
  message:
    'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
};

// These specs own the hearth-crypto lender's flags: no other spec visits it.
const ORG = 'hearth-crypto';

test.describe('Scheduled maintenance (fe-heloc-maintenance) replaces only the flagged routes', () => {
  test('a lender under maintenance shows the maintenance page on its flagged routes only', async ({
    page,
    setFeatureFlags,
  }) => {
    setFeatureFlags({
      [ORG]: {
        'fe-heloc-maintenance': {
          enabled: true,
          variables: { routes: ['/terms', '/account/heloc/register*'] },
        },
      },
    });

    for (const path of ['/terms', '/account/heloc/register-v2']) {
      await page.goto(`${path}?org=${ORG}`);
      await expectAccessiblePage(page, MAINTENANCE.title);
      await expect(page.getByText(MAINTENANCE.message)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
    }

    await page.goto(`/privacy?org=${ORG}`);
    await expectAccessiblePage(page, 'Privacy Policy');
    await page.goto('/terms?org=hearth');
    await expectAccessiblePage(page, 'Terms of Use');
  });

  test("the flag's own title and message replace the defaults, and the dashboard link can be hidden", async ({
    page,
    setFeatureFlags,
  }) => {
    setFeatureFlags({
      [ORG]: {
        'fe-heloc-maintenance': {
          enabled: true,
          variables: {
            routes: ['/licenses'],
            pageTitle: 'Back soon',
            message: 'We are upgrading our systems until 6 a.m. Pacific.',
            shouldShowDashboardLink: false,
          },
        },
      },
    });

    await page.goto(`/licenses?org=${ORG}`);
    await expectAccessiblePage(page, 'Back soon');
    await expect(page.getByText('We are upgrading our systems until 6 a.m. Pacific.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveCount(0);
  });

  test('a flag that is switched off shows the pages again, with no restart', async ({
    page,
    setFeatureFlags,
  }) => {
    setFeatureFlags({
      [ORG]: { 'fe-heloc-maintenance': { enabled: false, variables: { routes: ['/terms'] } } },
    });

    await page.goto(`/terms?org=${ORG}`);
    await expectAccessiblePage(page, 'Terms of Use');
  });
});
