import { listPhoneCountries, toFlagEmoji } from '@hearth/domain/validation/phone-country';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from './select-field.tsx';

/**
 * KIT-013/014: the phone number's country (default US), a native select — typeahead by country
 * name and full keyboard and screen-reader support come with it. The flag is decoration.
 */
export function PhoneCountryField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('registration');
  const options = useMemo(
    () =>
      listPhoneCountries().map((entry) => ({
        value: entry.countryCode,
        label: t('contact.countryOption', { country: entry.country, callingCode: entry.callingCode }),
      })),
    [t],
  );
  return (
    <div className="flex items-end gap-3">
      <span aria-hidden="true" className="pb-2.5 text-2xl leading-none" data-testid="phone-country-flag">
        {toFlagEmoji(value)}
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
