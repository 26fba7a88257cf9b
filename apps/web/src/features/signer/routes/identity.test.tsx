import { signerApi } from '@hearth/domain/api/signer-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/journey-server.tsx';
import { makeSigner, renderSignerPage, setupSignerServer, signerPath } from '../../../test/signer-server.tsx';
import { Component } from './identity.tsx';

vi.setConfig({ testTimeout: 20_000 });

const current = { signer: makeSigner() };
let uploads = 0;
const sent: { url: string; fields: string[] }[] = [];
const server = setupSignerServer(current);

class FakeXhr {
  upload = { onprogress: null };
  status = 200;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(form: FormData) {
    uploads += 1;
    sent.push({ url: this.url, fields: [...form.keys()] });
    this.responseText = JSON.stringify({ documents: [], signer: makeSigner({ identityUploaded: true }) });
    current.signer = makeSigner({ identityUploaded: true });
    queueMicrotask(() => this.onload?.());
  }
}

describe('heloc-signer/identity', () => {
  it('SGN-003: asks for the ID type and each side, at the field, then uploads and goes on to sign', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    server.use(http.get(signerPath(signerApi.documents), () => HttpResponse.json([])));
    const user = userEvent.setup({ delay: null });
    renderSignerPage(Component, 'identity');
    await user.click(await screen.findByRole('button', { name: 'Upload ID' }));
    expect(await screen.findByText('Please choose the type of ID you will upload')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: "US Driver's License" }));
    await user.click(screen.getByRole('button', { name: 'Upload ID' }));
    expect(await screen.findByText('Please add a photo of the front of your ID')).toBeInTheDocument();
    expect(screen.getByText('Please add a photo of the back of your ID')).toBeInTheDocument();
    // The owner gets the borrower's ID kit: the camera on a phone, a file anywhere.
    expect(screen.getByRole('button', { name: 'Take a photo of the front of your ID' })).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    const jpeg = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Front of your ID'), jpeg('front.jpg'));
    await user.upload(screen.getByLabelText('Back of your ID'), jpeg('back.jpg'));
    await user.click(screen.getByRole('button', { name: 'Upload ID' }));
    expect(await screen.findByText('now at /heloc-signer/sign')).toBeInTheDocument();
    expect(uploads).toBe(1);
    expect(sent).toEqual([
      { url: signerPath(signerApi.uploadIdentity), fields: ['idType', 'front', 'back'] },
    ]);
  });
});
