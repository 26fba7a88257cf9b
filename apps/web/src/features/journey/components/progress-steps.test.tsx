import { buildProgressIndicator } from '@hearth/domain/progress/progress-indicator';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguageForTest } from '../../../test/language.ts';
import { ProgressSteps } from './progress-steps.tsx';

const names = () => screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/^[✓\d]/, ''));

describe('ProgressSteps (PRG-049) names the steps from the journey catalogue', () => {
  it('in English, the spec labels', () => {
    render(<ProgressSteps steps={buildProgressIndicator('PRODUCT_SELECT', true)} />);
    expect(names()).toEqual([
      'Basic Info (done)',
      'Select Offer (current step)',
      'Provide More Info (to do)',
      'Link Income Sources (to do)',
      'Verify Identity (to do)',
      'Sign Documents (to do)',
      'Schedule Notary Session (to do)',
    ]);
  });

  it('in Spanish, not the domain’s English labels', async () => {
    await switchLanguageForTest('es');
    render(<ProgressSteps steps={buildProgressIndicator('PRODUCT_SELECT')} />);
    const shown = names();
    expect(shown).toHaveLength(7);
    for (const step of buildProgressIndicator('PRODUCT_SELECT')) {
      expect(shown.join(' ')).not.toContain(step.label);
    }
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('(paso actual)');
  });
});
