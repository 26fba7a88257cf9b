import { formatPhoneForDisplay } from '@hearth/domain/format/format-phone';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toTelHref } from '../../../components/layout/org-info.ts';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useOrg } from '../../../lib/org.tsx';
import { useLoanOriginator } from '../hooks/use-loan-originator.ts';
import type { CannotStartReason } from '../lib/submit-registration.ts';

/**
 * REG-047…053: the active-application modal in its three wordings. The loan officer's phone and
 * e-mail are the referring loan officer's (REG-031 look-up), else the lender's support contact.
 */
export function CannotStartModal({
  reason,
  onOpenChange,
}: {
  reason: CannotStartReason | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('registration');
  const { supportEmail, supportPhoneNumber } = useOrg().orgMetaData.companyInfo;
  const originator = useLoanOriginator();
  const phone = originator?.phoneNumber || supportPhoneNumber.number;
  const email = originator?.email || supportEmail;
  const wording = reason ?? 'active';
  return (
    <Modal
      id="register-cannot-start"
      title={t(`cannotStart.${wording}.title`)}
      isOpen={reason !== null}
      onOpenChange={onOpenChange}
    >
      <div className="flex flex-col gap-4">
        <p>{t(`cannotStart.${wording}.body`)}</p>
        {wording === 'loanOfficer' ? (
          <p>
            <a href={toTelHref(phone)} className="underline">
              {formatPhoneForDisplay(phone)}
            </a>
            {' · '}
            <a href={`mailto:${email}`} className="underline">
              {email}
            </a>
          </p>
        ) : null}
        <p>
          <Link to="/dashboard" className={getButtonClasses('primary', 'md')}>
            {t('cannotStart.continue')}
          </Link>
        </p>
      </div>
    </Modal>
  );
}
