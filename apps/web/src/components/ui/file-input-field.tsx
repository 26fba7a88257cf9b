import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface FileInputFieldProps {
  label: string;
  description?: string;
  name: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  errorMessage?: string;
  /** On phones, open the camera (`capture`); desktops ignore it and show the file picker. */
  capture?: 'environment' | 'user';
  isDisabled?: boolean;
}

function formatSize(bytes: number): string {
  return bytes >= 1_048_576
    ? `${(bytes / 1_048_576).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * A labelled file picker: the chosen file's name and size stay on screen (and in the form) until
 * the borrower replaces it, so a failed upload can be retried without choosing it again.
 */
export function FileInputField({
  label,
  description,
  name,
  accept,
  file,
  onChange,
  onBlur,
  inputRef,
  errorMessage,
  capture,
  isDisabled,
}: FileInputFieldProps) {
  const { t } = useTranslation('journey-ui');
  const id = useId();
  const describedBy = [
    description ? `${id}-description` : '',
    errorMessage ? `${id}-error` : '',
    `${id}-chosen`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {description ? (
        <p id={`${id}-description`} className="text-sm">
          {description}
        </p>
      ) : null}
      <input
        id={id}
        ref={inputRef}
        type="file"
        name={name}
        accept={accept}
        capture={capture}
        disabled={isDisabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className="peer sr-only"
      />
      {/* The browser's own picker would print its "No file chosen" beside ours: it is hidden, and
          this button-like label (hidden from screen readers, which reach the input) opens it. */}
      <label
        htmlFor={id}
        aria-hidden="true"
        className="inline-flex min-h-9 cursor-pointer items-center self-start rounded-lg border-2 border-brand bg-surface px-3 py-1.5 text-sm font-semibold text-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        {t(file ? 'file.replace' : 'file.choose')}
      </label>
      <p id={`${id}-chosen`} className="text-sm">
        {file ? t('file.chosen', { name: file.name, size: formatSize(file.size) }) : t('file.none')}
      </p>
      {errorMessage ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
