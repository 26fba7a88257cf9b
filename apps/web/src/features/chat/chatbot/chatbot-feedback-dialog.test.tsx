import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/journey-server.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChatbotFeedbackDialog } from './chatbot-feedback-dialog.tsx';

async function openDialog() {
  const onSubmit = vi.fn();
  renderWithProviders(
    <ChatbotFeedbackDialog isOpen onOpenChange={() => {}} onSubmit={onSubmit} isSending={false} />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Tell us more' });
  return { dialog, onSubmit, user: userEvent.setup({ delay: null }) };
}

describe('"Tell us more" (CHT-006, CHT-040…042)', () => {
  it('offers the four reasons in the spec’s order, without the text field until Other', async () => {
    const { dialog, user } = await openDialog();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Answer too vague', 'Not specific to my application', 'Not what I was asking about', 'Other']);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    expect(within(dialog).getByRole('textbox', { name: 'Tell us more' })).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('CHT-040: asks for a reason', async () => {
    const { dialog, user, onSubmit } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('Please select a reason')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('CHT-042: keeps the extra text to 140 characters', async () => {
    const { dialog, user, onSubmit } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    const details = within(dialog).getByRole('textbox', { name: 'Tell us more' });
    await user.click(details);
    await user.paste('x'.repeat(141));
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(
      await within(dialog).findByText('Please restrict your response to 140 characters.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(details);
    await user.paste('x'.repeat(140));
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Other', details: 'x'.repeat(140) });
  });

  it('sends a reason alone', async () => {
    const { dialog, user, onSubmit } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Not specific to my application' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Not specific to my application' });
  });
});
