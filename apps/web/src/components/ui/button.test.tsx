import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { SubmitButton } from './submit-button.tsx';

describe('Button', () => {
  it('calls onPress when clicked or activated with the keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
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
