import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOtherOrg, renderPage } from '../../../components/test-utils/render-page.tsx';
import { Component as SigningSupport } from './support.tsx';

const org = makeOtherOrg('bluewater-cu', {
  companyInfo: { supportEmail: 'help@bluewater.test', supportPhoneNumber: { number: '800-555-0199' } },
});

describe('Signing support (APP-015)', () => {
  it("dials the lender's number in international form and mails its support address", () => {
    renderPage(<SigningSupport />, { org, signedIn: true, path: '/signing/support' });
    expect(screen.getByRole('link', { name: '800-555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    expect(screen.getByRole('link', { name: 'help@bluewater.test' })).toHaveAttribute(
      'href',
      'mailto:help@bluewater.test',
    );
  });
});
