import { endpointPath } from '@hearth/domain/api/endpoint';
import { insuranceApi } from '@hearth/domain/api/insurance-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { APP_UUID, renderJourneyPage, setupJourneyServer } from '../../../test/journey-server.tsx';
import { Component } from './upload.tsx';

let calls = 0;
setupJourneyServer(
  http.post(endpointPath(insuranceApi.upload, { uuid: APP_UUID }), () => {
    calls += 1;
    return calls === 1 ? HttpResponse.error() : HttpResponse.json({});
  }),
);

// APP-011: insurance upload; a network drop keeps the file and offers a retry.
describe('insurance/upload', () => {
  it('asks for a file at the field', async () => {
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'insurance/upload');
    await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
    expect(await screen.findByText('Please choose a file')).toBeInTheDocument();
    expect(screen.getByLabelText('Declarations page')).toHaveFocus();
  });

  it('keeps the chosen file after a network drop and uploads it on retry', async () => {
    calls = 0;
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'insurance/upload');
    await user.upload(
      screen.getByLabelText('Declarations page'),
      new File(['%PDF'], 'policy.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is still selected');
    expect(screen.getByText(/Chosen: policy\.pdf/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry upload' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
