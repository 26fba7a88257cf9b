import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card.tsx';

describe('Card', () => {
  it('is a region named by its title, with its body and footer', () => {
    render(
      <Card title="Account" footer={<p>Footer text</p>}>
        <p>Body text</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Account' });
    expect(region).toHaveTextContent('Body text');
    expect(region).toHaveTextContent('Footer text');
    expect(screen.getByRole('heading', { level: 2, name: 'Account' })).toBeInTheDocument();
  });

  it('uses the heading level it is given, and is no region without a title', () => {
    const { rerender } = render(
      <Card title="Details" headingLevel={3}>
        x
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Details' })).toBeInTheDocument();
    rerender(<Card>y</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
