import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Banner } from './banner.tsx';

describe('Banner', () => {
  it('shows its title, text and action', () => {
    render(
      <Banner title="Heads up" action={<button type="button">Fix it</button>}>
        Your session ends soon.
      </Banner>,
    );
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    expect(screen.getByText('Your session ends soon.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fix it' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('announces a %s banner as %s when asked', (tone, role) => {
    render(<Banner tone={tone} announce title="Message" />);
    expect(screen.getByRole(role)).toHaveTextContent('Message');
  });
});
