import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Tooltip } from './tooltip.tsx';

describe('Tooltip (KIT-005, KIT-006)', () => {
  it('opens on keyboard focus and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Annual percentage rate">
        <Button>APR</Button>
      </Tooltip>,
    );
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Annual percentage rate');
    expect(tooltip.querySelector('svg')).toHaveAttribute('width', '13');
    expect(tooltip.querySelector('svg')).toHaveAttribute('height', '13');
    expect(screen.getByRole('button', { name: 'APR' })).toHaveAttribute('aria-describedby', tooltip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
