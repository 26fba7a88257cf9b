import { endpointPath } from '@hearth/domain/api/endpoint';
import { feedbackApi } from '@hearth/domain/api/feedback-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOtherOrg, renderPage } from '../../../components/test-utils/render-page.tsx';
import { APP_UUID, expectNoSeriousAxeViolations } from '../../../test/journey-server.tsx';
import { TEST_PROFILE } from '../../../test/mock-api.ts';
import { makeOrgPayload } from '../../../test/org-fixture.ts';
import { CeoFeedbackLink } from './ceo-feedback-link.tsx';

const LINK = 'Share your feedback with the CEO';
const FEEDBACK = endpointPath(feedbackApi.ceo);

const server = setupServer(http.get(endpointPath(profileApi.get), () => HttpResponse.json(TEST_PROFILE)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const scrolled = vi.fn();
beforeEach(() => {
  scrolled.mockClear();
  Element.prototype.scrollIntoView = scrolled;
});

async function openForm(path = '/dashboard') {
  const user = userEvent.setup({ delay: null });
  renderPage(<CeoFeedbackLink />, { signedIn: true, path, org: makeOrgPayload() });
  await user.click(await screen.findByRole('button', { name: LINK }));
  const dialog = await screen.findByRole('dialog', { name: 'Share your thoughts with our CEO' });
  return { user, dialog };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, message: string) {
  await user.click(within(dialog).getByRole('radio', { name: 'Improve our product' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Your feedback' }), message);
  await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
}

describe('CND-022: who sees the link', () => {
  it('is shown to a signed-in user of the main brand', async () => {
    renderPage(<CeoFeedbackLink />, { signedIn: true, org: makeOrgPayload() });
    expect(await screen.findByRole('button', { name: LINK })).toBeInTheDocument();
  });

  it('is not shown to a visitor who is not signed in', async () => {
    server.use(
      http.get(endpointPath(profileApi.get), () => HttpResponse.json({ errors: [] }, { status: 401 })),
    );
    renderPage(
      <>
        <CeoFeedbackLink />
        <p>page</p>
      </>,
      { org: makeOrgPayload() },
    );
    await screen.findByText('page');
    expect(screen.queryByRole('button', { name: LINK })).not.toBeInTheDocument();
  });

  it('is not shown on another lender’s site', async () => {
    renderPage(
      <>
        <CeoFeedbackLink />
        <p>page</p>
      </>,
      { signedIn: true, org: makeOtherOrg('silverpine') },
    );
    await screen.findByText('page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: LINK })).not.toBeInTheDocument();
  });
});

describe('CND-023…030: the feedback form', () => {
  it('CND-023…027: opens the modal with the topic, the message and the consent question; axe clean', async () => {
    const { dialog } = await openForm();
    expect(within(dialog).getByRole('radio', { name: 'Give us a compliment' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('radiogroup', {
        name: 'May we use your feedback, with your first name and last initial, in our marketing?',
      }),
    ).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('CND-024…028: an empty form shows each field’s message; the first invalid field is scrolled to and focused', async () => {
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('Please choose a topic')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be at least 10 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose Yes or No')).toBeInTheDocument();
    const firstTopic = within(dialog).getByRole('radio', { name: 'Improve our product' });
    await waitFor(() => expect(firstTopic).toHaveFocus());
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(firstTopic);
  });

  it('CND-028: with the topic chosen, the message is the first invalid field', async () => {
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('radio', { name: 'Give us a compliment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    const message = within(dialog).getByRole('textbox', { name: 'Your feedback' });
    await waitFor(() => expect(message).toHaveFocus());
    expect(scrolled.mock.contexts[0]).toBe(message);
  });

  it('CND-026: over 1000 characters says so', async () => {
    const { user, dialog } = await openForm();
    const field = within(dialog).getByRole('textbox', { name: 'Your feedback' });
    await user.click(field);
    await user.paste('x'.repeat(1001));
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('Must be at most 1000 characters')).toBeInTheDocument();
  });

  it('CND-030: sends the payload with the application of the page, then thanks the borrower', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(FEEDBACK, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { uuid: '5a1f0c2e-3b4d-4e6f-8a9b-0c1d2e3f4a5b', createdAt: new Date().toISOString() },
          { status: 201 },
        );
      }),
    );
    const path = `/account/heloc/${APP_UUID}/identity`;
    const { user, dialog } = await openForm(path);
    await fillForm(user, dialog, 'Evening hours would help');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you.');
    expect(sent).toEqual([
      {
        applicationUuid: APP_UUID,
        message: 'Evening hours would help',
        topic: 'IMPROVE',
        marketingConsent: true,
        pathname: path,
        productType: 'HELOC',
      },
    ]);
  });

  it('CND-029: a server error is shown in the form, the answers kept', async () => {
    server.use(
      http.post(FEEDBACK, () =>
        HttpResponse.json(
          { errors: ['Feedback to the CEO is not offered for this lender'] },
          { status: 403 },
        ),
      ),
    );
    const { user, dialog } = await openForm();
    await fillForm(user, dialog, 'Evening hours would help');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Feedback to the CEO is not offered for this lender.');
    expect(within(dialog).getByRole('textbox', { name: 'Your feedback' })).toHaveValue(
      'Evening hours would help',
    );
  });
});
