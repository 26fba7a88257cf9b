import { conditionsApi } from '@hearth/domain/api/conditions-api';
import { incomeApi } from '@hearth/domain/api/income-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { appPath, renderJourneyPage, setupJourneyServer } from '../../../test/journey-server.tsx';
import { Component } from './upload.tsx';

const CONDITIONS = appPath(conditionsApi.list);
const server = setupJourneyServer();

function askFor(numDocsRequired: number | null) {
  server.use(
    http.get(CONDITIONS, () =>
      HttpResponse.json(
        numDocsRequired === null
          ? []
          : [{ uuid: 'c1', categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', xtraData: { numDocsRequired } }],
      ),
    ),
  );
}

const paystub = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

// APP-009, CND-007: paystubs default 1, else numDocsRequired; "Upload Documents" when more than one.
describe('income/upload/MANUAL_PAYSTUB', () => {
  it('asks for one paystub by default, with a singular button', async () => {
    askFor(null);
    renderJourneyPage(Component, 'income/upload/MANUAL_PAYSTUB');
    expect(await screen.findByRole('button', { name: 'Upload Document' })).toBeInTheDocument();
    expect(screen.getByLabelText('Document')).toBeInTheDocument();
  });

  it('asks for numDocsRequired files and reads "Upload Documents"', async () => {
    askFor(3);
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'income/upload/MANUAL_PAYSTUB');
    expect(await screen.findByRole('button', { name: 'Upload Documents' })).toBeInTheDocument();
    expect(screen.getByLabelText('Document 3 of 3')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Document 1 of 3'), paystub('a.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    expect(await screen.findAllByText('Please choose a file')).toHaveLength(2);
    expect(screen.getByLabelText('Document 2 of 3')).toHaveFocus();
  });

  it('rejects a file that is not a document', async () => {
    askFor(null);
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderJourneyPage(Component, 'income/upload/MANUAL_PAYSTUB');
    await user.upload(
      await screen.findByLabelText('Document'),
      new File(['x'], 'a.exe', { type: 'application/x-msdownload' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload Document' }));
    expect(await screen.findByText('Please choose a PDF, JPG, PNG or HEIC file')).toBeInTheDocument();
  });

  it('keeps the files after a failed upload and sends only the unsent ones on retry', async () => {
    askFor(2);
    let calls = 0;
    server.use(
      http.post(appPath(incomeApi.uploadDocument), () => {
        calls += 1;
        return calls === 2 ? HttpResponse.error() : HttpResponse.json({});
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'income/upload/MANUAL_PAYSTUB');
    await user.upload(await screen.findByLabelText('Document 1 of 2'), paystub('march.pdf'));
    await user.upload(screen.getByLabelText('Document 2 of 2'), paystub('april.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('did not finish uploading');
    expect(screen.getByText(/Chosen: april\.pdf/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry upload' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(calls).toBe(3);
  });
});

// RTE-017 "tax instructions" (decision 020): the tax return upload says what to send.
describe('income/upload/TAX', () => {
  it.each(['TAX', 'TAX_RETURN'])(
    'upload/%s shows the tax instructions and uploads a tax return',
    async (type) => {
      askFor(null);
      let sentType: FormDataEntryValue | null = null;
      server.use(
        http.post(appPath(incomeApi.uploadDocument), async ({ request }) => {
          sentType = (await request.formData()).get('type');
          return HttpResponse.json({
            serverStep: 'WAITING_FOR_INCOME_REVIEW',
            document: { uuid: '0b8f4a52-7d4e-4c1e-9a55-1f6f0d1c0a09', type: 'TAX_RETURN' },
            uploaded: 1,
            required: 1,
          });
        }),
      );
      const user = userEvent.setup({ delay: null });
      renderJourneyPage(Component, `income/upload/${type}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Upload your tax returns' }),
      ).toBeInTheDocument();
      const instructions = screen.getByRole('region', { name: 'What to upload' });
      expect(instructions).toHaveTextContent('Form 1040');
      expect(instructions).toHaveTextContent('Every page and every schedule');
      await user.upload(await screen.findByLabelText('Document'), paystub('return.pdf'));
      await user.click(screen.getByRole('button', { name: 'Upload Document' }));
      await vi.waitFor(() => expect(sentType).toBe('TAX_RETURN'));
    },
  );

  it('other income documents have no tax instructions', async () => {
    askFor(null);
    renderJourneyPage(Component, 'income/upload/SUPPORT');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upload your income documents' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What to upload' })).not.toBeInTheDocument();
  });
});
