import { HAWAII_PARTNER_LENDER, type NewYorkRedirect } from '@hearth/domain/registration/property-notices';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useOrg } from '../../../lib/org.tsx';

interface ModalState {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** REG-017: this lender does not lend in Hawaii; a partner lender does. */
export function HawaiiModal({ isOpen, onOpenChange }: ModalState) {
  const { t } = useTranslation('registration');
  const lender = useOrg().orgMetaData.companyInfo.companyNameShort;
  return (
    <Modal id="register-hawaii" title={t('hawaii.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className="flex flex-col gap-4">
        <p>{t('hawaii.body', { lender, partner: HAWAII_PARTNER_LENDER.name })}</p>
        <p>
          <a
            href={HAWAII_PARTNER_LENDER.url}
            className={getButtonClasses('primary', 'md')}
            rel="noopener noreferrer"
            target="_blank"
          >
            {t('hawaii.partnerLink', { partner: HAWAII_PARTNER_LENDER.name })}
          </a>
        </p>
      </div>
    </Modal>
  );
}

/** REG-018/019: the property is on the other side of the New York line; continue on the right site. */
export function NewYorkModal({
  redirect,
  onOpenChange,
}: { redirect: NewYorkRedirect | null } & Pick<ModalState, 'onOpenChange'>) {
  const { t } = useTranslation('registration');
  const direction = redirect?.direction ?? 'toNewYork';
  return (
    <Modal
      id="register-new-york"
      title={t(`newYork.${direction}.title`)}
      isOpen={redirect !== null}
      onOpenChange={onOpenChange}
    >
      <div className="flex flex-col gap-4">
        <p>{t(`newYork.${direction}.body`)}</p>
        <div className="flex flex-wrap gap-3">
          <a href={redirect?.path ?? '#'} className={getButtonClasses('primary', 'md')}>
            {t(`newYork.${direction}.continue`)}
          </a>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('newYork.changeAddress')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
