import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { StatusAnnouncer } from './status-announcer.tsx';
import { SubmitButton } from './submit-button.tsx';

/** Elements a screen reader would meet as images without a name (axe role-img-alt). */
function namelessImages(): Element[] {
  return [...document.querySelectorAll('[role="img"]')].filter((image) => {
    const ids = image.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    const labelled = ids.some((id) => document.getElementById(id)?.textContent);
    return !labelled && !image.getAttribute('aria-label');
  });
}

describe('Button', () => {
  it('calls onPress when clicked or activated with the keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('while pending stays focused, ignores presses and says in words that it is busy (KIT-009)', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const page = (isPending: boolean) => (
      <StatusAnnouncer>
        <Button onPress={onPress} isPending={isPending}>
          Save
        </Button>
      </StatusAnnouncer>
    );
    const { rerender, unmount } = render(page(false));
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    rerender(page(true));
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('status-announcer')).toHaveTextContent('Save, please wait');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    unmount();
  });

  it('leaves no nameless node for screen readers once its page is gone', () => {
    const page = (isPending: boolean) => (
      <StatusAnnouncer>
        <Button isPending={isPending}>Continue</Button>
      </StatusAnnouncer>
    );
    const { rerender, unmount } = render(page(false));
    screen.getByRole('button', { name: 'Continue' }).focus();
    rerender(page(true));
    // The next page replaces this one while the button is still pending.
    unmount();
    expect(namelessImages()).toEqual([]);
  });

  it.each([
    ['primary', 'bg-brand'],
    ['secondary', 'border-brand'],
    ['danger', 'bg-red-700'],
  ] as const)('styles the %s variant', (variant, className) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(className);
  });
});

describe('SubmitButton (KIT-009)', () => {
  it('reads "Continue" and submits the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <SubmitButton />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('reads "Submitting" and cannot be pressed again while the form is sent', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <SubmitButton isSubmitting />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Submitting' });
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
