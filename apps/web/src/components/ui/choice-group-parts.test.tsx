import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Checkbox } from 'react-aria-components/Checkbox';
import { CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { describe, expect, it } from 'vitest';
import { ChoiceOptionCards } from './choice-group-parts.tsx';

const OPTIONS = [
  { value: 'home', label: 'Primary home', description: 'Where you live most of the year' },
  { value: 'second', label: 'Second home' },
];

const mark = (isSelected: boolean) => (
  <span aria-hidden="true" data-testid="mark">
    {isSelected ? 'on' : 'off'}
  </span>
);

describe('ChoiceOptionCards', () => {
  it('renders radio options with their descriptions and draws the chosen state', async () => {
    const user = userEvent.setup();
    render(
      <RadioGroup aria-label="Occupancy">
        <ChoiceOptionCards options={OPTIONS} control={Radio} indicator={mark} />
      </RadioGroup>,
    );
    const home = screen.getByRole('radio', { name: /Primary home/ });
    expect(screen.getByText('Where you live most of the year')).toBeInTheDocument();
    expect(screen.getAllByTestId('mark').map((node) => node.textContent)).toEqual(['off', 'off']);
    await user.click(home);
    expect(home).toBeChecked();
    expect(screen.getAllByTestId('mark').map((node) => node.textContent)).toEqual(['on', 'off']);
  });

  it('renders checkbox options, each checked on its own', async () => {
    const user = userEvent.setup();
    render(
      <CheckboxGroup aria-label="Homes">
        <ChoiceOptionCards options={OPTIONS} control={Checkbox} indicator={mark} />
      </CheckboxGroup>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Second home' }));
    expect(screen.getByRole('checkbox', { name: 'Second home' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Primary home/ })).not.toBeChecked();
  });

  it('gives the ref to the first option only, for a failed submit to focus', () => {
    const inputRef = createRef<HTMLInputElement>();
    render(
      <RadioGroup aria-label="Occupancy">
        <ChoiceOptionCards options={OPTIONS} control={Radio} indicator={mark} inputRef={inputRef} />
      </RadioGroup>,
    );
    expect(inputRef.current).toBe(screen.getByRole('radio', { name: /Primary home/ }));
  });
});
