import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOtherOrg, renderPage } from '../../../components/test-utils/render-page.tsx';
import { switchLanguageForTest } from '../../../test/language.ts';
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

  it('lists the hours in the page language (ORG-030)', async () => {
    renderPage(<SigningSupport />, { org, signedIn: true, path: '/signing/support' });
    expect(screen.getByText('Monday – Friday: 6:00 AM – 6:00 PM PT')).toBeInTheDocument();
    expect(screen.getByText('Saturday – Sunday: Closed')).toBeInTheDocument();
  });

  it('lists the hours in Spanish on a Spanish page', async () => {
    await switchLanguageForTest('es');
    renderPage(<SigningSupport />, { org, signedIn: true, path: '/signing/support' });
    expect(screen.getByText('Lunes a viernes: 6:00 a.m. – 6:00 p.m., hora del Pacífico')).toBeInTheDocument();
    expect(screen.getByText('Sábado a domingo: Cerrado')).toBeInTheDocument();
  });
});
