import { type Ref, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithRetry } from '../../lib/lazy-with-retry.ts';
import type { AddressComboboxProps } from './address-combobox.tsx';

type ComboboxModule = typeof import('./address-combobox.tsx');

let loadedModule: ComboboxModule | undefined;
const loadCombobox = importWithRetry(async () => {
  loadedModule = await import('./address-combobox.tsx');
  return loadedModule;
});

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') {
    ref(value);
  } else if (ref) {
    (ref as { current: T | null }).current = value;
  }
}

/** The page's after-paint script (`public/hydrate-after-paint.js`) answers this, when it runs. */
type EarlyInputCheck = (field: Element) => boolean;

/**
 * Resolves once the after-paint script has handed `field` what was typed into it before the app
 * took the page over (it does so in the first frame the field is the app's), or after two seconds.
 * Replacing the field sooner would take that text away with it.
 */
function whenEarlyInputHandedOver(field: HTMLInputElement | null): Promise<void> {
  const awaits = (globalThis as { hearthAwaitsEarlyInput?: EarlyInputCheck }).hearthAwaitsEarlyInput;
  if (field === null || awaits === undefined || !awaits(field)) {
    return Promise.resolve();
  }
  const giveUpAt = Date.now() + 2_000;
  return new Promise((resolve) => {
    const check = () => {
      if (awaits(field) && Date.now() < giveUpAt) {
        requestAnimationFrame(check);
      } else {
        resolve();
      }
    };
    requestAnimationFrame(check);
  });
}

const CONTROL =
  'w-full rounded-lg border-2 border-line bg-surface px-3 py-2.5 text-base text-ink aria-[invalid]:border-red-700';

/**
 * The address field as the page first paints it: the same label, input, hint and message as the
 * typeahead, as a combobox that has not opened yet. Reaching for it (focus, pointer, a key) loads
 * the typeahead — React Aria's ComboBox with its list and overlay code — which then takes its place
 * with the text typed so far and the focus.
 */
function AddressInputPlaceholder({
  label,
  description,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  errorMessage,
  isDisabled,
  onIntent,
}: AddressComboboxProps & { onIntent: () => void }) {
  const { t } = useTranslation('ui');
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', errorMessage ? `${id}-error` : '']
    .join(' ')
    .trim();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        name={name}
        value={value.text}
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="list"
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
        autoComplete="off"
        disabled={isDisabled}
        placeholder={t('address.placeholder')}
        className={CONTROL}
        onFocus={onIntent}
        onPointerEnter={onIntent}
        onKeyDown={onIntent}
        onChange={(event) => onChange({ text: event.target.value, parts: null })}
        onBlur={onBlur}
      />
      {description ? (
        <span id={`${id}-description`} className="text-sm">
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={`${id}-error`} className="text-sm font-medium text-red-700">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}

/** VAL-035/036: the address typeahead, loaded when the borrower reaches for it (first-paint budget). */
export function AddressField(props: AddressComboboxProps) {
  const [module, setModule] = useState<ComboboxModule | undefined>(loadedModule);
  const ownInput = useRef<HTMLInputElement | null>(null);
  const hadFocus = useRef(false);
  const requested = useRef(false);
  const swapped = useRef(loadedModule !== undefined);
  const { inputRef } = props;
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      ownInput.current = element;
      assignRef(inputRef, element);
    },
    [inputRef],
  );

  // The placeholder's input, kept past its removal: what it holds when the typeahead replaces it.
  const placeholderInput = useRef<HTMLInputElement | null>(null);
  const setPlaceholderInput = useCallback(
    (element: HTMLInputElement | null) => {
      if (element !== null) {
        placeholderInput.current = element;
      }
      setInput(element);
    },
    [setInput],
  );

  const latestValue = useRef(props.value);
  latestValue.current = props.value;
  const { onChange } = props;
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const onIntent = () => {
    if (requested.current) {
      return;
    }
    requested.current = true;
    void loadCombobox().then(async (loaded) => {
      await whenEarlyInputHandedOver(ownInput.current);
      // Text typed before the app took the page over may not have reached the form yet: the
      // placeholder's own input holds it, and the typeahead starts from it.
      const typed = ownInput.current?.value;
      if (typed !== undefined && latestValue.current.parts === null && typed !== latestValue.current.text) {
        onChange({ text: typed, parts: null });
      }
      setModule(loaded);
    });
  };

  // A field reached for before the app took the page over (decision 029: a visitor's first page
  // loads the app on that first touch) had no handler to hear it: it asks for the typeahead now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first commit can find that focus.
  useEffect(() => {
    if (ownInput.current !== null && ownInput.current === document.activeElement) {
      onIntent();
    }
  }, []);

  // Read in the render that swaps the inputs (not when the module arrived: the borrower may have
  // tabbed on since), so the typeahead takes the focus only from a placeholder that still has it.
  if (module !== undefined && !swapped.current) {
    swapped.current = true;
    hadFocus.current = ownInput.current !== null && ownInput.current === document.activeElement;
  }

  // The typeahead's input replaces the placeholder's: keep the focus and the caret where they were.
  useLayoutEffect(() => {
    const left = module ? placeholderInput.current : null;
    if (left !== null) {
      placeholderInput.current = null;
      // Read as the swap commits, not when the code arrived: a key pressed while the typeahead was
      // being put in place reached the placeholder's input, and the typeahead goes on from it.
      if (latestValue.current.parts === null && left.value !== latestValue.current.text) {
        latestOnChange.current({ text: left.value, parts: null });
      }
    }
    const input = ownInput.current;
    if (module && hadFocus.current && input) {
      hadFocus.current = false;
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [module]);

  if (module) {
    // Text typed into the placeholder gets its suggestions as if typed here.
    const typedMeanwhile =
      hadFocus.current && props.value.parts === null && props.value.text.trim().length >= 3;
    return <module.AddressCombobox {...props} inputRef={setInput} openOnMount={typedMeanwhile} />;
  }
  return <AddressInputPlaceholder {...props} inputRef={setPlaceholderInput} onIntent={onIntent} />;
}
