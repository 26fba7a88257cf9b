import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { type ButtonSize, type ButtonVariant, getButtonClasses } from './button-styles.ts';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The kit's button (React Aria: press events, pending state announced, focus ring on keyboard). */
export function Button({ variant = 'primary', size = 'md', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={getButtonClasses(variant, size, className)} />;
}
