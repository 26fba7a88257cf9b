import { useEffect, useRef } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { useTranslation } from 'react-i18next';
import { type ButtonSize, type ButtonVariant, getButtonClasses } from './button-styles.ts';
import { useAnnounceIfAvailable } from './status-announcer.tsx';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** While pending a button keeps its focus but does nothing: these would act. */
const PRESS_HANDLERS = [
  'onPress',
  'onPressStart',
  'onPressEnd',
  'onPressChange',
  'onPressUp',
  'onClick',
] as const;

/**
 * The kit's button (React Aria: press events, focus ring on keyboard). `isPending` is the kit's own:
 * the button stays focused, `aria-disabled`, ignores presses and no longer submits its form, and the
 * page's status region says it is busy. React Aria's pending state would announce it through a node
 * that points at the button by id, which stays behind, nameless, once the button's page is gone.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  isPending = false,
  ...props
}: ButtonProps) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLButtonElement>(null);
  const announce = useAnnounceIfAvailable();
  const wasPending = useRef(isPending);

  useEffect(() => {
    const button = ref.current;
    if (isPending && !wasPending.current && button && button === document.activeElement) {
      announce(t('button.pending', { label: button.textContent ?? '' }));
    }
    wasPending.current = isPending;
  }, [announce, isPending, t]);

  const pendingProps: Partial<AriaButtonProps> = {};
  if (isPending) {
    for (const handler of PRESS_HANDLERS) {
      pendingProps[handler] = undefined;
    }
    if (props.type === 'submit') {
      pendingProps.type = 'button';
    }
  }
  return (
    <AriaButton
      {...props}
      {...pendingProps}
      ref={ref}
      aria-disabled={isPending || props['aria-disabled'] || undefined}
      data-busy={isPending || undefined}
      className={getButtonClasses(variant, size, className)}
    />
  );
}
