import { conditionsApi } from '@hearth/domain/api/conditions-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_UUID,
  appPath,
  expectNoSeriousAxeViolations,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { Component } from './upload-document.tsx';

const COND = '22222222-2222-4222-8222-222222222222';
const paystubs = {
  uuid: COND,
  categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
  created: '2026-03-02T10:00:00.000Z',
  notes: 'Recent paystubs',
  commentsToBorrower: 'Your two most recent paystubs',
  requestDocuments: ['USER_UPLOADED_PAYSTUB', 'W2'],
  actionNeeded: true,
  xtraData: { numDocsRequired: 2 },
};
setupJourneyServer(http.get(appPath(conditionsApi.list), () => HttpResponse.json([paystubs])));

/** XHR (uploads report progress): the first answer can fail, then each upload counts. */
const sent: { url: string; type: string | null; file: string | null }[] = [];
let failNext = false;
let succeeded = 0;
class FakeXhr {
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  status = 200;
  responseText = '';
  url = '';
  onload: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(form: FormData) {
    const file = form.get('file');
    sent.push({
      url: this.url,
      type: form.get('type') as string | null,
      file: file instanceof File ? file.name : null,
    });
    if (failNext) {
      failNext = false;
      this.status = 503;
      this.responseText = JSON.stringify({ errors: ['Storage is unavailable'] });
    } else {
      succeeded += 1;
      this.responseText = JSON.stringify({ ...paystubs, actionNeeded: succeeded < 2 });
    }
    queueMicrotask(() => this.onload?.());
  }
}

describe('/{uuid}/conditions/upload-document', () => {
  it('CND-002/007: names what is asked, uploads each file with its type, retries a failure, then says it is done', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    failNext = true;
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(
      Component,
      'conditions/upload-document',
      `?conditionUuid=${COND}&conditionType=W2&conditionEnum=HELOC_MANUAL_PAYSTUB_UPLOAD`,
    );
    expect(await screen.findByRole('heading', { name: 'Recent paystubs' })).toBeInTheDocument();
    expect(screen.getByText('2 documents requested. Sent so far: 0.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'W-2' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please choose a file')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();

    const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Document'), pdf('w2.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Storage is unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 documents requested. Sent so far: 1.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Paystub' }));
    await user.upload(screen.getByLabelText('Document'), pdf('stub.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Thank you, we have everything'),
    );
    expect(sent).toEqual([
      { url: appPath(conditionsApi.uploadDocument, { conditionUuid: COND }), type: 'W2', file: 'w2.pdf' },
      { url: appPath(conditionsApi.uploadDocument, { conditionUuid: COND }), type: 'W2', file: 'w2.pdf' },
      {
        url: appPath(conditionsApi.uploadDocument, { conditionUuid: COND }),
        type: 'USER_UPLOADED_PAYSTUB',
        file: 'stub.pdf',
      },
    ]);
  });

  it('CND-002: a link to a request that is no longer open says so', async () => {
    renderJourneyPage(
      Component,
      'conditions/upload-document',
      '?conditionUuid=99999999-9999-4999-8999-999999999999',
    );
    expect(await screen.findByText('This request is no longer open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your requests' })).toHaveAttribute(
      'href',
      `/account/heloc/${APP_UUID}/conditions`,
    );
  });
});
