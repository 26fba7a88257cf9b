import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableName, nameWords } from './breakable-name.tsx';

const CASES = [
  { name: 'DECLINED', words: ['DECLINED'] },
  { name: 'FRAUD_REVIEW', words: ['FRAUD_', 'REVIEW'] },
  { name: 'WAITING_FOR_AVM_DATA', words: ['WAITING_', 'FOR_', 'AVM_', 'DATA'] },
  { name: 'e2e-visitor-46385b17@hearth.test', words: ['e2e-visitor-46385b17', '@hearth.test'] },
  { name: 'a***@hearth.test', words: ['a***', '@hearth.test'] },
];

describe('BreakableName', () => {
  it.each(CASES)('splits $name into its words, where a word ends', ({ name, words }) => {
    expect(nameWords(name).map((word) => word.text)).toEqual(words);
  });

  it.each(CASES)('shows $name whole, a wrap allowed only between its words', ({ name, words }) => {
    const { container } = render(<BreakableName name={name} />);
    const shown = container.firstElementChild as HTMLElement;
    expect(shown.textContent).toBe(name);
    const breaks = [...shown.querySelectorAll('wbr')];
    expect(breaks).toHaveLength(words.length - 1);
    expect(breaks.map((wbr) => wbr.nextSibling?.textContent)).toEqual(words.slice(1));
  });
});
