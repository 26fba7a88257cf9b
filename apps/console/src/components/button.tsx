import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export interface ButtonProps extends AriaButtonProps {
  variant?: 'primary' | 'secondary' | 'danger';
}

const VARIANTS = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  secondary: 'border border-line bg-white text-ink hover:bg-raised',
  danger: 'bg-danger text-white hover:opacity-90',
};

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
 * A React Aria button: keyboard and pointer alike, a visible focus ring. `isPending` is handled
 * here: the button stays focused, `aria-disabled`, ignores presses and no longer submits its form.
 * React Aria's own pending state announces through a node pointing at the button by id, which stays
 * behind, nameless (an axe violation), once the button's form is gone.
 */
export function Button({ variant = 'primary', className, isPending = false, ...props }: ButtonProps) {
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
      aria-disabled={isPending || props['aria-disabled'] || undefined}
      data-busy={isPending || undefined}
      className={`inline-flex items-center justify-center rounded px-4 py-2 font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60 data-[busy]:cursor-progress data-[busy]:opacity-80 ${VARIANTS[variant]} ${typeof className === 'string' ? className : ''}`}
    />
  );
}
