import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguageForTest } from '../../test/language.ts';
import { TranslationNote, TranslationNotice } from './translation-notice.tsx';

const NAMESPACES = ['legal', 'registration', 'branch-pages', 'application-info', 'signer', 'signing', 'bank'];

describe('TranslationNotice', () => {
  it.each(NAMESPACES)(
    'says in Spanish that the English version of %s governs, as a note',
    async (namespace) => {
      await switchLanguageForTest('es');
      render(<TranslationNotice namespace={namespace} />);
      expect(screen.getByRole('note')).toHaveTextContent(
        'Esta traducción se ofrece para su comodidad. La versión en inglés es la que rige.',
      );
    },
  );

  it.each(NAMESPACES)('shows nothing in English (%s)', (namespace) => {
    const { container } = render(<TranslationNotice namespace={namespace} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([undefined, ''])('TranslationNote shows nothing for %j', (text) => {
    const { container } = render(<TranslationNote text={text} />);
    expect(container).toBeEmptyDOMElement();
  });
});
