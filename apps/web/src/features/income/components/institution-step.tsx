import { useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type SandboxInstitution, searchInstitutions } from '../lib/sandbox-institutions.ts';

/** Step 1 of the bank link: find and pick the bank. */
export function InstitutionStep({ onPick }: { onPick: (institution: SandboxInstitution) => void }) {
  const { t } = useTranslation('income');
  const [query, setQuery] = useState('');
  const results = searchInstitutions(query);
  return (
    <div className="flex flex-col gap-4">
      <SearchField value={query} onChange={setQuery} className="flex flex-col gap-1">
        <Label className="font-medium">{t('link.search')}</Label>
        <Input className="rounded-lg border-2 border-line bg-surface px-3 py-2.5" />
      </SearchField>
      {results.length === 0 ? (
        <p role="status">{t('link.noResults', { query })}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('link.institutions')}>
          {results.map((institution) => (
            <li key={institution.id}>
              <button
                type="button"
                onClick={() => onPick(institution)}
                className="w-full cursor-pointer rounded-lg border-2 border-line px-4 py-3 text-left font-medium hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                {institution.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
