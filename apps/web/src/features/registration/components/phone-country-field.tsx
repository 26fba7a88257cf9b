import { listPhoneCountries } from '@hearth/domain/validation/phone-country';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from './select-field.tsx';

/**
 * KIT-013/014: the phone number's country (default US), a native select — typeahead by country
 * name and full keyboard and screen-reader support come with it. Beside it the code and calling
 * code as text ("US +1"), decoration only: flag emoji show as empty boxes without an emoji font.
 */
export function PhoneCountryField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t, i18n } = useTranslation('registration');
  const countries = useMemo(() => listPhoneCountries(i18n.language), [i18n.language]);
  const callingCode = countries.find((entry) => entry.countryCode === value)?.callingCode;
  const options = useMemo(
    () =>
      countries.map((entry) => ({
        value: entry.countryCode,
        label: t('contact.countryOption', { country: entry.country, callingCode: entry.callingCode }),
      })),
    [countries, t],
  );
  return (
    <div className="flex items-end gap-3">
      <span
        aria-hidden="true"
        className="mb-1 rounded border border-line px-2 py-1.5 font-mono text-sm font-semibold"
        data-testid="phone-country-flag"
      >
        {t('contact.countryCode', { code: value, callingCode })}
      </span>
      <div className="flex-1">
        <SelectField
          label={t('contact.country')}
          name="phoneCountry"
          value={value}
          options={options}
          onChange={onChange}
          onBlur={() => undefined}
        />
      </div>
    </div>
  );
}
