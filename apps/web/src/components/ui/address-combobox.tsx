import { TYPEAHEAD_MIN_LENGTH } from '@hearth/domain/validation/typeahead';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useContext, useEffect, useRef } from 'react';
import { ComboBox, ComboBoxStateContext } from 'react-aria-components/ComboBox';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Text } from 'react-aria-components/Text';
import { useTranslation } from 'react-i18next';
import { type AddressSuggestion, getAddressTypeaheadQueryOptions } from '../../lib/address-typeahead.ts';
import { type ChosenAddress, formatAddressLine } from '../../lib/format-address.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

export const TYPEAHEAD_DEBOUNCE_MS = 250;

/** Long enough to be looked up (VAL-035: from 3 characters). */
function isTypeaheadQueryLong(text: string): boolean {
  return text.trim().length >= TYPEAHEAD_MIN_LENGTH;
}

/** What the field holds: the text typed, and the address once one is chosen from the list. */
export interface AddressChoice {
  text: string;
  parts: ChosenAddress | null;
}

export interface AddressComboboxProps {
  label: string;
  description?: string;
  name: string;
  value: AddressChoice;
  onChange: (value: AddressChoice) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  errorMessage?: string;
  isDisabled?: boolean;
  /** Open the list at once: the borrower typed the address before the typeahead arrived. */
  openOnMount?: boolean;
}

interface SuggestionItem {
  id: string;
  label: string;
  parts: ChosenAddress;
}

function toParts(item: AddressSuggestion): ChosenAddress {
  return {
    street1: item.street1,
    street2: item.street2 ?? '',
    city: item.city,
    state: item.state,
    zip: item.zip,
  };
}

/** Opens the list once, as typing would have (menuTrigger="input"). */
function OpenOnMount() {
  const state = useContext(ComboBoxStateContext);
  const opened = useRef(false);
  useEffect(() => {
    if (state && !opened.current) {
      opened.current = true;
      state.open(null, 'input');
    }
  }, [state]);
  return null;
}

/**
 * VAL-035/036, KIT-017: the address typeahead (React Aria ComboBox), for any page that asks for an
 * address. What is typed is looked up after 250 ms; suggestions show title-cased; typing clears an
 * earlier choice, so only an address chosen from the list passes.
 */
export function AddressCombobox({
  label,
  description,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  errorMessage,
  isDisabled,
  openOnMount = false,
}: AddressComboboxProps) {
  const { t } = useTranslation('ui');
  const debounced = useDebouncedValue(value.text, TYPEAHEAD_DEBOUNCE_MS);
  const lookup = useQuery(getAddressTypeaheadQueryOptions(debounced));
  const items: SuggestionItem[] = (lookup.data ?? []).map((item, index) => {
    const parts = toParts(item);
    return { id: `${index}:${item.fullAddress}`, label: formatAddressLine(parts), parts };
  });
  const chosen = useRef<AddressChoice | null>(value.parts ? value : null);
  // The text typed has no answer yet: waiting out the pause, or the look-up is on its way.
  const isSearching =
    isTypeaheadQueryLong(value.text) && (debounced !== value.text || lookup.isFetching || lookup.isPending);

  const handleInput = (text: string) => {
    if (chosen.current && chosen.current.text === text) {
      onChange(chosen.current);
      return;
    }
    chosen.current = null;
    onChange({ text, parts: null });
  };

  const handleSelection = (key: string | number | null) => {
    const item = items.find((candidate) => candidate.id === key);
    if (item) {
      chosen.current = { text: item.label, parts: item.parts };
      onChange(chosen.current);
    }
  };

  return (
    <ComboBox
      name={name}
      items={items}
      inputValue={value.text}
      onInputChange={handleInput}
      onSelectionChange={handleSelection}
      onBlur={onBlur}
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="input"
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      {openOnMount ? <OpenOnMount /> : null}
      <Label className="font-medium">{label}</Label>
      <Input
        ref={inputRef}
        autoComplete="off"
        placeholder={t('address.placeholder')}
        className="w-full rounded-lg border-2 border-line bg-surface px-3 py-2.5 text-base text-ink data-[invalid]:border-red-700"
      />
      {description ? (
        <Text slot="description" className="text-sm">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm font-medium text-red-700">{errorMessage}</FieldError>
      {/* The look-up itself failed: say so at the field, not as an empty list. */}
      <p role="status" className="text-sm font-medium text-red-700 empty:hidden">
        {lookup.isError ? t('address.lookupFailed') : ''}
      </p>
      <Popover className="w-[var(--trigger-width)] rounded-lg border border-line bg-surface shadow-lg">
        <ListBox<SuggestionItem>
          className="max-h-72 overflow-auto p-1"
          renderEmptyState={() => (
            // No "no match" before the look-up of what is typed has answered.
            <p className="p-3 text-sm">
              {isSearching
                ? t('address.searching')
                : !isTypeaheadQueryLong(value.text)
                  ? t('address.keepTyping')
                  : lookup.isError
                    ? t('address.lookupFailed')
                    : t('address.noResults')}
            </p>
          )}
        >
          {(item: SuggestionItem) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              className="cursor-pointer rounded px-3 py-2 data-[focused]:bg-raised data-[selected]:font-semibold"
            >
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
