import { type Institution, MAX_INSTITUTION_QUERY_LENGTH } from '@hearth/domain/journey/income';
import { useState } from 'react';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { SearchField } from 'react-aria-components/SearchField';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useErrorMessage } from '../../../lib/validation-message.ts';
import { useInstitutions } from '../api/get-institutions.ts';

/** Typing is searched once it pauses, as the address typeahead does. */
export const INSTITUTION_SEARCH_DEBOUNCE_MS = 250;

export interface InstitutionStepProps {
  uuid: string;
  onPick: (institution: Institution) => void;
}

/** Step 1 of the bank link: find and pick the bank, among those the link provider lists. */
export function InstitutionStep({ uuid, onPick }: InstitutionStepProps) {
  const describeError = useErrorMessage();
  const { t } = useTranslation('income');
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), INSTITUTION_SEARCH_DEBOUNCE_MS);
  const institutions = useInstitutions(uuid, search);
  const results = institutions.data?.institutions;
  return (
    <div className="flex flex-col gap-4">
      <SearchField value={query} onChange={setQuery} className="flex flex-col gap-1">
        <Label className="font-medium">{t('link.search')}</Label>
        <Input
          maxLength={MAX_INSTITUTION_QUERY_LENGTH}
          className="rounded-lg border-2 border-line bg-surface px-3 py-2.5"
        />
      </SearchField>
      {institutions.isError ? (
        <Banner
          tone="error"
          announce
          title={t('link.searchFailed')}
          action={
            <Button
              variant="secondary"
              size="sm"
              isPending={institutions.isFetching}
              onPress={() => void institutions.refetch()}
            >
              {t('link.retry')}
            </Button>
          }
        >
          {describeError(institutions.error)}
        </Banner>
      ) : results === undefined ? (
        <Loader isLoading label={t('link.searching')} />
      ) : results.length === 0 ? (
        <p role="status">{t('link.noResults', { query: search })}</p>
      ) : (
        <ul
          className="flex flex-col gap-2"
          aria-label={t('link.institutions')}
          aria-busy={institutions.isPlaceholderData}
        >
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
