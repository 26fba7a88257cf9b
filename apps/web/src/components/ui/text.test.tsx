import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assertTextElement, TEXT_ELEMENTS, Text } from './text.tsx';

describe('Text (KIT-012)', () => {
  it('renders a paragraph by default and an allowed inline element when asked', () => {
    const { rerender } = render(<Text>Hello</Text>);
    expect(screen.getByText('Hello').tagName).toBe('P');
    rerender(<Text as="strong">Hello</Text>);
    expect(screen.getByText('Hello').tagName).toBe('STRONG');
  });

  it.each(['div', 'section', 'h1', 'button', 'script'])('refuses <%s>', (element) => {
    expect(() => assertTextElement(element)).toThrow(/Text cannot render as/);
  });

  it.each(TEXT_ELEMENTS)('allows <%s>', (element) => {
    expect(() => assertTextElement(element)).not.toThrow();
  });
});
