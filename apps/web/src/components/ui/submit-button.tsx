import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './button.tsx';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'isPending' | 'children'> {
  isSubmitting?: boolean;
  /** Overrides the default "Continue". */
  label?: string;
}

/** KIT-009: a form's submit button reads "Continue", and "Submitting" while the form is sent. */
export function SubmitButton({ isSubmitting = false, label, ...props }: SubmitButtonProps) {
  const { t } = useTranslation('ui');
  return (
    <Button {...props} type="submit" isPending={isSubmitting}>
      {isSubmitting ? t('submit.submitting') : (label ?? t('submit.continue'))}
    </Button>
  );
}
