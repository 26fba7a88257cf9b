import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TEXTAREA_DEFAULT_ROWS, TextField } from './text-field.tsx';

function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

describe('TextField', () => {
  it('labels the input and binds the description through aria-describedby', () => {
    render(<TextField label="Email" description="We send your documents here." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(describedBy(input)).toContain('We send your documents here.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and binds the error message', () => {
    render(
      <TextField label="Email" description="We send your documents here." errorMessage="Invalid email" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(input)).toContain('Invalid email');
    expect(describedBy(input)).toContain('We send your documents here.');
  });

  it('reports typed values', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="First name" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Pat');
    expect(onChange).toHaveBeenLastCalledWith('Pat');
  });

  it('renders a textarea of five rows by default (KIT-010)', () => {
    render(<TextField label="Message" multiline />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'rows',
      String(TEXTAREA_DEFAULT_ROWS),
    );
    expect(TEXTAREA_DEFAULT_ROWS).toBe(5);
  });
});
