import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';

/** REG-050: 'Account Already Exists', with a way to log in. */
export function AccountExistsModal({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('registration');
  return (
    <Modal
      id="register-account-exists"
      title={t('accountExists.title')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <p className="mb-4">{t('accountExists.body')}</p>
      <Link to="/auth/login" className={getButtonClasses('primary', 'md')}>
        {t('accountExists.login')}
      </Link>
    </Modal>
  );
}
