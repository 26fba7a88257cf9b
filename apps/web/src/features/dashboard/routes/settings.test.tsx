import { profileApi } from '@hearth/domain/api/profile-api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../components/test-utils/render-page.tsx';
import { apiKey, mockApi, TEST_PROFILE } from '../../../test/mock-api.ts';
import { Component as Settings } from './settings.tsx';

describe('Settings page', () => {
  it('shows the name, and the email and phone masked, from the profile', async () => {
    mockApi({
      [apiKey(profileApi.get)]: () => ({
        body: {
          ...TEST_PROFILE,
          email: 'pat.jones@example.com',
          name: { firstName: 'Pat', middleName: null, lastName: 'Jones', suffix: null },
          phoneNumbers: [{ type: 'MOBILE', number: '(555) 201-8844' }],
        },
      }),
    });
    renderPage(<Settings />, { signedIn: true, path: '/dashboard/settings' });
    expect(await screen.findByText('Pat Jones')).toBeInTheDocument();
    expect(screen.getByText('p*******s@example.com')).toBeInTheDocument();
    expect(screen.getByText('(***) ***-8844')).toBeInTheDocument();
    expect(screen.queryByText('pat.jones@example.com')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Security' })).toHaveTextContent(/log out and contact support/);
    expect(document.title).toBe('Hearth | Settings');
  });

  it('reads missing details as not given', async () => {
    mockApi();
    renderPage(<Settings />, { signedIn: true, path: '/dashboard/settings' });
    expect(await screen.findByText('p*t@hearth.test')).toBeInTheDocument();
    expect(screen.getAllByText('Not given yet')).toHaveLength(2);
  });
});
