import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_UUID, setupJourneyServer } from '../../../test/journey-server.tsx';
import { renderRoutes } from '../../../test/render.tsx';
import { Component } from './plaid-oauth-success.tsx';

setupJourneyServer();

function land(search: string) {
  return renderRoutes(
    [
      { path: '/account/heloc/plaid-oauth-success', Component },
      { path: '/account/heloc/:uuid/income/review', element: <p>income review</p> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    `/account/heloc/plaid-oauth-success${search}`,
  );
}

// RTE-003: /plaid-oauth-success reads the stored application uuid from local storage.
describe('/plaid-oauth-success', () => {
  it('returns to the stored application’s income review with the bank’s query', async () => {
    window.localStorage.setItem('helocUuid', APP_UUID);
    const { router } = land('?oauth_state_id=abc');
    expect(await screen.findByText('income review')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/account/heloc/${APP_UUID}/income/review`);
    expect(router.state.location.search).toBe('?oauth_state_id=abc');
  });

  it('goes to the dashboard without a stored (or a malformed) uuid', async () => {
    window.localStorage.setItem('helocUuid', 'not-a-uuid');
    land('');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });
});
