import { useTranslation } from 'react-i18next';

/**
 * Decision 029 §5: the typeahead without scripts. When a sent address was none of the list's
 * suggestions (VAL-036), the page answers with those suggestions as native radio choices; the one
 * chosen is sent as `addressChoice` and counts as chosen from the list.
 */
export function AddressChoices({ suggestions }: { suggestions: string[] }) {
  const { t } = useTranslation('registration');
  if (suggestions.length === 0) {
    return null;
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium">{t('address.choices')}</legend>
      {suggestions.map((suggestion) => (
        <label key={suggestion} className="flex items-center gap-2">
          <input type="radio" name="addressChoice" value={suggestion} />
          <span>{suggestion}</span>
        </label>
      ))}
    </fieldset>
  );
}
