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
        className="text-sm file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-lg file:border-2 file:border-brand file:bg-surface file:px-3 file:py-1.5 file:font-semibold file:text-ink"
      />
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
