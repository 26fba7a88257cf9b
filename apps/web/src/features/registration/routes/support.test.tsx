import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOtherOrg, renderPage } from '../../../components/test-utils/render-page.tsx';
import { Component as RegisterSupport } from './support.tsx';

describe('Register support (RTE-004)', () => {
  it("dials the lender's number in international form", () => {
    const org = makeOtherOrg('bluewater-cu', {
      companyInfo: { supportPhoneNumber: { number: '800-555-0199' } },
    });
    renderPage(<RegisterSupport />, { org, path: '/register/support' });
    expect(screen.getByRole('link', { name: /800-555-0199/ })).toHaveAttribute('href', 'tel:+18005550199');
  });
});
