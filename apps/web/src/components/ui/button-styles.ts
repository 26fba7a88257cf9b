import { cx } from './cx.ts';

/** `onBrand`: a quiet button on a brand-coloured background (the header). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onBrand' | 'danger';
export type ButtonSize = 'md' | 'sm';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold no-underline transition-colors ' +
  'cursor-pointer disabled:cursor-not-allowed disabled:opacity-60 data-[disabled]:cursor-not-allowed ' +
  'data-[disabled]:opacity-60 data-[busy]:cursor-wait';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-contrast hover:brightness-110',
  secondary: 'border-2 border-brand bg-surface text-ink hover:bg-raised',
  ghost: 'bg-transparent text-ink underline-offset-2 hover:underline',
  onBrand: 'bg-transparent text-brand-contrast underline-offset-2 hover:underline',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 py-2.5 text-base',
  sm: 'min-h-9 px-3 py-1.5 text-sm',
};

/** Classes of a button, shared by the Button component and links styled as buttons. */
export function getButtonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
) {
  return cx(BASE, VARIANTS[variant], SIZES[size], extra);
}
