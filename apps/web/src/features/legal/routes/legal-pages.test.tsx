import { endpointPath } from '@hearth/domain/api/endpoint';
import { orgApi } from '@hearth/domain/api/org-api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOtherOrg, renderPage } from '../../../components/test-utils/render-page.tsx';
import { switchLanguageForTest } from '../../../test/language.ts';
import { apiKey, mockApi } from '../../../test/mock-api.ts';
import { makeOrgPayload } from '../../../test/org-fixture.ts';
import { Component as Communications } from './communications.tsx';
import { Component as Licenses } from './licenses.tsx';
import { Component as Privacy } from './privacy.tsx';
import { Component as Terms } from './terms.tsx';

const LICENSES = apiKey(orgApi.stateLicenses);

describe('Terms page', () => {
  it.each([
    ['Terms of Use', 'Hearth | Terms of Use'],
    ['Terms of Service', 'Bluewater | Terms of Service'],
  ] as const)('is titled "%s" for the lender (ORG-036)', async (termsLabel, title) => {
    mockApi();
    const org =
      termsLabel === 'Terms of Use'
        ? makeOrgPayload()
        : makeOtherOrg('bluewater-cu', { companyInfo: { termsLabel, companyNameShort: 'Bluewater' } });
    renderPage(<Terms />, { org, path: '/terms' });
    expect(await screen.findByRole('heading', { level: 1, name: termsLabel })).toBeInTheDocument();
    expect(document.title).toBe(title);
    expect(screen.getByText(/operated by Hearth Home Lending \(NMLS #123456\)/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Applications and credit decisions' })).toBeInTheDocument();
  });
});

describe('Privacy page', () => {
  it('is a GLBA notice with the sharing table, limits, contacts and 256-bit encryption', async () => {
    mockApi();
    renderPage(<Privacy />, { path: '/privacy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(
      screen.getByText('What does Hearth Home Lending do with your personal information?'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Reasons we can share your personal information' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByRole('columnheader', { name: 'Does Hearth share?' })).toBeInTheDocument();
    expect(screen.getByText(/256-bit encryption/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'How can I limit sharing or ask about my information?' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/888-555-0100/).length).toBeGreaterThan(0);
    expect(document.title).toBe('Hearth | Privacy Policy');
  });
});

describe('Communications page', () => {
  it('is the E-SIGN policy: consent, requirements, withdrawal and paper copies', async () => {
    mockApi();
    renderPage(<Communications />, { path: '/communications' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Electronic Communications Policy' }),
    ).toBeInTheDocument();
    for (const heading of [
      'Your consent to electronic records and signatures',
      'Hardware and software you need',
      'Your right to withdraw consent',
      'Paper copies',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/Software that opens PDF documents/)).toBeInTheDocument();
    expect(screen.getAllByText(/support@hearth\.test/).length).toBeGreaterThan(0);
    expect(document.title).toBe('Hearth | Electronic Communications Policy');
  });
});

describe('Licenses page', () => {
  it('lists the NMLS number and each state licence from the API (API-030)', async () => {
    const { requests } = mockApi({
      [LICENSES]: () => ({
        body: [
          { abbrev: 'CA', name: 'California', licenseNumber: 'CA-123456' },
          { abbrev: 'AZ', name: 'Arizona', licenseNumber: 'AZ-654321' },
        ],
      }),
    });
    renderPage(<Licenses />, { path: '/licenses' });
    const table = await screen.findByRole('table', { name: 'State licences of Hearth Home Lending' });
    expect(within(table).getByRole('rowheader', { name: 'California' })).toBeInTheDocument();
    expect(within(table).getByText('AZ-654321')).toBeInTheDocument();
    expect(screen.getByText(/NMLS #123456/)).toBeInTheDocument();
    expect(
      requests.some((request) => request.url === `${endpointPath(orgApi.stateLicenses)}?orgCode=hearth`),
    ).toBe(true);
    expect(document.title).toBe('Hearth | Licenses');
  });

  it('says so when the licences cannot be loaded', async () => {
    mockApi({ [LICENSES]: () => ({ status: 500, body: { errors: ['Down'] } }) });
    renderPage(<Licenses />, { path: '/licenses' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the state licences.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the legal pages in Spanish', () => {
  const NOTICE = 'Esta traducción se ofrece para su comodidad. La versión en inglés es la que rige.';

  it.each([
    ['Terms of Use', 'Términos de uso'],
    ['Terms of Service', 'Términos del servicio'],
  ] as const)('open %s with the note that the English version governs', async (termsLabel, title) => {
    await switchLanguageForTest('es');
    mockApi();
    renderPage(<Terms />, { org: makeOrgPayload({ companyInfo: { termsLabel } }), path: '/terms' });
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(NOTICE);
    expect(heading.nextElementSibling).toBe(note);
  });

  it.each([
    ['privacy', Privacy],
    ['communications', Communications],
    ['licenses', Licenses],
  ])('shows the note on /%s', async (path, Page) => {
    await switchLanguageForTest('es');
    mockApi({ [LICENSES]: () => ({ body: [] }) });
    renderPage(<Page />, { path: `/${path}` });
    expect(await screen.findByRole('note')).toHaveTextContent(NOTICE);
  });

  it('shows no note in English, where the text is the governing one', async () => {
    mockApi();
    renderPage(<Terms />, { path: '/terms' });
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
