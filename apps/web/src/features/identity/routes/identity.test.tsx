import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityDocumentsApi } from '@hearth/domain/api/identity-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_UUID, renderJourneyPage, setupJourneyServer } from '../../../test/journey-server.tsx';
import { switchLanguageForTest } from '../../../test/language.ts';
import { Component } from './identity.tsx';

const server = setupJourneyServer();
afterEach(() => vi.restoreAllMocks());

function photo(name: string) {
  return new File(['jpeg bytes'], name, { type: 'image/jpeg' });
}

/** What each multipart body held (jsdom's XHR loses File parts on the way to MSW, so read them here). */
function recordUploads(failFirst = false) {
  const received: Record<string, string>[] = [];
  const append = FormData.prototype.append;
  vi.spyOn(FormData.prototype, 'append').mockImplementation(function (
    this: FormData,
    key: string,
    value: string | Blob,
    name?: string,
  ) {
    if (key === 'idType') {
      received.push({});
    }
    const entry = received.at(-1);
    if (entry) {
      entry[key] = typeof value === 'string' ? value : (name ?? '');
    }
    if (name === undefined) {
      append.call(this, key, value as Blob);
    } else {
      append.call(this, key, value as Blob, name);
    }
  });
  let calls = 0;
  server.use(
    http.post(endpointPath(identityDocumentsApi.upload, { uuid: APP_UUID }), () => {
      calls += 1;
      return failFirst && calls === 1
        ? HttpResponse.json({ errors: ['Storage is unavailable'] }, { status: 503 })
        : HttpResponse.json({});
    }),
  );
  return received;
}

// APP-010, ENM-013: identity documents.
describe('identity', () => {
  it('offers the four ID types of 001 §9 and asks for one first', async () => {
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'identity');
    for (const name of [
      "US Driver's License",
      'US Passport',
      'US State ID Card',
      'US Permanent Resident Card',
    ]) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
    expect(await screen.findByText('Please choose the type of ID you will upload')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: "US Driver's License" })).toHaveFocus();
  });

  it.each([
    ["US Driver's License", true],
    ['US State ID Card', true],
    ['US Permanent Resident Card', true],
    ['US Passport', false],
  ])('%s needs a back: %s', async (type, hasBack) => {
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'identity');
    await user.click(screen.getByRole('radio', { name: type }));
    expect(screen.getByLabelText('Front of your ID')).toBeInTheDocument();
    expect(screen.queryByLabelText('Back of your ID') !== null).toBe(hasBack);
    await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
    expect(await screen.findByText('Please add a photo of the front of your ID')).toBeInTheDocument();
    expect(screen.queryByText('Please add a photo of the back of your ID') !== null).toBe(hasBack);
  });

  it('previews a chosen side and lets the borrower retake it', async () => {
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'identity');
    await user.click(screen.getByRole('radio', { name: 'US Passport' }));
    await user.upload(screen.getByLabelText('Front of your ID'), photo('passport.jpg'));
    await user.click(screen.getByRole('button', { name: 'Retake the front of your ID' }));
    expect(screen.getByLabelText('Front of your ID')).toBeInTheDocument();
  });

  it('takes a photo with the phone camera (<input capture>) when the browser has no getUserMedia', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderJourneyPage(Component, 'identity');
    await user.click(screen.getByRole('radio', { name: 'US Passport' }));
    const camera = container.querySelector<HTMLInputElement>('input[capture="environment"]');
    expect(camera).not.toBeNull();
    const opened = vi.spyOn(camera as HTMLInputElement, 'click');
    await user.click(screen.getByRole('button', { name: 'Take a photo of the front of your ID' }));
    expect(opened).toHaveBeenCalled();
    await user.upload(camera as HTMLInputElement, photo('camera.jpg'));
    expect(screen.getByRole('button', { name: 'Retake the front of your ID' })).toBeInTheDocument();
  });

  it('keeps both photos after a failed upload and sends them again on retry', async () => {
    const received = recordUploads(true);
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'identity');
    await user.click(screen.getByRole('radio', { name: "US Driver's License" }));
    await user.upload(screen.getByLabelText('Front of your ID'), photo('front.jpg'));
    await user.upload(screen.getByLabelText('Back of your ID'), photo('back.jpg'));
    await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Storage is unavailable');
    expect(screen.getByRole('button', { name: 'Retake the back of your ID' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry upload' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    await waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toEqual({ idType: 'DRIVERS_LICENSE', front: 'front.jpg', back: 'back.jpg' });
  });
});

describe('identity in Spanish', () => {
  it('names the ID types from the catalogue, and the refusal too', async () => {
    await switchLanguageForTest('es');
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'identity');
    for (const name of [
      'Licencia de conducir de EE. UU.',
      'Pasaporte de EE. UU.',
      'Tarjeta de identificación estatal de EE. UU.',
      'Tarjeta de residente permanente de EE. UU.',
    ]) {
      expect(await screen.findByRole('radio', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Subir y continuar' }));
    expect(await screen.findByText('Elija el tipo de identificación que va a cargar')).toBeInTheDocument();
  });
});
