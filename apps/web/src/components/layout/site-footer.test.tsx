import { operatingHoursApi, orgApi } from '@hearth/domain/api/org-api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguageForTest } from '../../test/language.ts';
import { apiKey, mockApi } from '../../test/mock-api.ts';
import { makeOrgPayload } from '../../test/org-fixture.ts';
import { makeOtherOrg, renderPage } from '../test-utils/render-page.tsx';
import { SiteFooter } from './site-footer.tsx';

const LICENSES = apiKey(orgApi.stateLicenses);
const HOURS = apiKey(operatingHoursApi.hours, { department: 'OPS_PHONE' });

function mockFooterApi(states: string[] = ['CA', 'AZ']) {
  return mockApi({
    [LICENSES]: () => ({
      body: states.map((abbrev) => ({ abbrev, name: abbrev, licenseNumber: `${abbrev}-1` })),
    }),
    [HOURS]: () => ({ body: { display: ['Monday – Friday: 5:00 AM – 8:00 PM PT', 'Sunday: Closed'] } }),
  });
}

const ALL_50 = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
]
  .concat([
    'LA',
    'ME',
    'MD',
    'MA',
    'MI',
    'MN',
    'MS',
    'MO',
    'MT',
    'NE',
    'NV',
    'NH',
    'NJ',
    'NM',
    'NY',
    'NC',
    'ND',
  ])
  .concat(['OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY']);

describe('SiteFooter', () => {
  it('shows company, address, NMLS link, support contacts, hours and licensed states (ORG-026…030)', async () => {
    const { requests } = mockFooterApi();
    renderPage(<SiteFooter />);
    expect(await screen.findByText('Monday – Friday: 5:00 AM – 8:00 PM PT')).toBeInTheDocument();
    expect(screen.getByText('Hearth Home Lending', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/1 Market St/)).toBeInTheDocument();
    expect(screen.getByText(/NMLS #123456/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'NMLS Consumer Access' })).toHaveAttribute(
      'href',
      'https://www.nmlsconsumeraccess.org/',
    );
    expect(screen.getByRole('link', { name: 'Email support@hearth.test' })).toHaveAttribute(
      'href',
      'mailto:support@hearth.test',
    );
    expect(screen.getByRole('link', { name: 'Call 888-555-0100' })).toHaveAttribute(
      'href',
      'tel:+18885550100',
    );
    expect(screen.getByText('Support hours (Pacific time)')).toBeInTheDocument();
    expect(screen.getByText(/Licensed in Arizona, California\./)).toBeInTheDocument();
    expect(requests.find((request) => request.url.startsWith('/service-application'))?.url).toContain(
      'orgCode=hearth',
    );
  });

  it('writes the hours in the page’s language, not the served English lines (ORG-030)', async () => {
    await switchLanguageForTest('es');
    mockFooterApi();
    renderPage(<SiteFooter />);
    const hours = await screen.findAllByText(/hora del Pacífico|Cerrado/);
    expect(hours.length).toBeGreaterThan(0);
    expect(screen.queryByText('Monday – Friday: 5:00 AM – 8:00 PM PT')).not.toBeInTheDocument();
  });

  it('names the licensed states in Spanish on a Spanish page, sorted as Spanish sorts them (ORG-028)', async () => {
    await switchLanguageForTest('es');
    mockFooterApi(['NY', 'CA', 'NC', 'PA', 'TX']);
    renderPage(<SiteFooter />);
    expect(
      await screen.findByText(
        'Con licencia en California, Carolina del Norte, Nueva York, Pensilvania, Texas.',
        {
          exact: false,
        },
      ),
    ).toBeInTheDocument();
  });

  it('marks the lender’s own English words as English on a Spanish page', async () => {
    await switchLanguageForTest('es');
    mockFooterApi();
    const org = makeOrgPayload({
      companyInfo: {
        additionalUrls: [{ type: 'FOOTER', name: 'Branch Locations', url: 'https://cu.example/branches' }],
        disclosures: ['All loans are subject to credit approval.'],
      },
    });
    renderPage(<SiteFooter />, { org });
    const link = await screen.findByRole('link', { name: 'Branch Locations' });
    expect(link.closest('li')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('All loans are subject to credit approval.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Términos de uso' }).closest('li')).not.toHaveAttribute('lang');
  });

  it('says New York applications are not taken on a non-New-York site only (ORG-032)', async () => {
    mockFooterApi(['NY']);
    const { unmount } = renderPage(<SiteFooter />);
    expect(await screen.findByText(/located in New York are not accepted/)).toBeInTheDocument();
    unmount();
    renderPage(<SiteFooter />, {
      org: makeOrgPayload({ heloc: { isNewYork: true, licensedStates: ['NY'] } }),
    });
    await screen.findByText(/Licensed in New York/);
    expect(screen.queryByText(/located in New York are not accepted/)).not.toBeInTheDocument();
  });

  it.each([
    ['the main brand under 50 states', makeOrgPayload(), ['CA'], true],
    ['the main brand in all 50 states', makeOrgPayload(), ALL_50, false],
    ['the main brand in 49 states and DC', makeOrgPayload(), [...ALL_50.slice(1), 'DC'], true],
    ['another brand under 50 states', makeOtherOrg('bluewater-cu'), ['FL'], false],
  ])('for %s shows "more states to come": %s (ORG-033)', async (_name, org, states, shown) => {
    mockFooterApi(states);
    renderPage(<SiteFooter />, { org });
    await screen.findByText(states.length >= 50 ? /Wyoming/ : /Licensed in/);
    await screen.findByText('Monday – Friday: 5:00 AM – 8:00 PM PT');
    expect(Boolean(screen.queryByText(/More states to come/))).toBe(shown);
  });

  it.each([
    ['Terms of Use', 'Terms of Use'],
    ['Terms of Service', 'Terms of Service'],
  ] as const)('labels the terms link %s per lender (ORG-036)', async (termsLabel, label) => {
    mockFooterApi();
    renderPage(<SiteFooter />, { org: makeOtherOrg('bluewater-cu', { companyInfo: { termsLabel } }) });
    expect(await screen.findByRole('link', { name: label })).toHaveAttribute('href', '/terms');
  });

  it('links the policies and the lender’s own footer links (RTE-009…011, ORG-038)', async () => {
    mockFooterApi();
    const org = makeOrgPayload({
      companyInfo: {
        additionalUrls: [{ type: 'FOOTER', name: 'Branch Locations', url: 'https://cu.example/branches' }],
      },
    });
    renderPage(<SiteFooter />, { org });
    const legal = await screen.findByRole('navigation', { name: 'Legal' });
    expect(legal).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Electronic Communications Policy' })).toHaveAttribute(
      'href',
      '/communications',
    );
    expect(screen.getByRole('link', { name: 'Licenses' })).toHaveAttribute('href', '/licenses');
    expect(screen.getByRole('link', { name: 'Branch Locations' })).toHaveAttribute(
      'href',
      'https://cu.example/branches',
    );
  });

  it.each([
    ['EHL', 'Equal Housing Lender', '/equal-housing-lender.svg'],
    ['EOL', 'Equal Opportunity Lender', '/equal-opportunity-lender.svg'],
    ['EHO', 'Equal Housing Opportunity', '/equal-housing-opportunity.svg'],
  ] as const)('shows the %s equal-housing mark (ORG-034)', async (lenderImageKey, alt, src) => {
    mockFooterApi();
    renderPage(<SiteFooter />, { org: makeOrgPayload({ companyInfo: { lenderImageKey } }) });
    expect(await screen.findByRole('img', { name: alt })).toHaveAttribute('src', src);
    expect(
      screen.queryByRole('img', { name: /National Credit Union Administration/ }),
    ).not.toBeInTheDocument();
  });

  it('shows the credit-union administration logo by toggle (ORG-035)', async () => {
    mockFooterApi();
    const org = makeOrgPayload({
      companyInfo: { publicFeatureToggles: { 'fe-heloc-credit-union-logo': true } },
    });
    renderPage(<SiteFooter />, { org });
    expect(await screen.findByRole('img', { name: /National Credit Union Administration/ })).toHaveAttribute(
      'src',
      '/ncua.svg',
    );
  });

  it('shows the lender disclosures, the timing disclosure and the Illinois notice when flagged (ORG-031, ORG-014, ORG-037)', async () => {
    mockFooterApi();
    const org = makeOrgPayload({
      companyInfo: { disclosures: ['Loans are made by Hearth.'], showIllinoisNotice: true },
    });
    renderPage(<SiteFooter />, { org });
    expect(await screen.findByText('Loans are made by Hearth.')).toBeInTheDocument();
    expect(screen.getByText(/Funding takes five business days via remote online notary/)).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Illinois Community Reinvestment Notice' }),
    ).toBeInTheDocument();
  });

  it('has no Illinois notice for other lenders', async () => {
    mockFooterApi();
    renderPage(<SiteFooter />);
    await screen.findByText(/Licensed in/);
    expect(screen.queryByText('Illinois Community Reinvestment Notice')).not.toBeInTheDocument();
  });

  it('shows the headline claims (ORG-011…013)', async () => {
    mockFooterApi();
    renderPage(<SiteFooter />);
    expect(await screen.findByText('Apply in about 5 minutes')).toBeInTheDocument();
    expect(screen.getByText('Funding in as little as five days')).toBeInTheDocument();
    expect(
      screen.getByText(/256-bit encryption, and we never see or store your credentials/),
    ).toBeInTheDocument();
  });

  it.each([
    [true, '© 2031 Hearth Home Lending. All rights reserved.'],
    [false, '© Hearth Home Lending. All rights reserved.'],
  ])('with showCopyrightYear %s reads "%s"', async (showCopyrightYear, text) => {
    mockFooterApi();
    renderPage(<SiteFooter now={new Date('2031-03-01T12:00:00Z')} />, {
      org: makeOrgPayload({ companyInfo: { showCopyrightYear } }),
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('prints a company name ending in "Inc." once, not "Inc.." before the sentence period', async () => {
    mockFooterApi();
    renderPage(<SiteFooter now={new Date('2031-03-01T12:00:00Z')} />, {
      org: makeOrgPayload({
        companyInfo: { companyName: 'Hearth Home Lending, Inc.', showCopyrightYear: true },
      }),
    });
    expect(
      await screen.findByText('© 2031 Hearth Home Lending, Inc. All rights reserved.'),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Inc..');
  });

  it('falls back to the payload’s hours and states when the calls fail', async () => {
    mockApi();
    renderPage(<SiteFooter />);
    expect(await screen.findByText('Monday – Friday: 6:00 AM – 6:00 PM PT')).toBeInTheDocument();
    expect(screen.getByText(/Licensed in California\./)).toBeInTheDocument();
  });
});
