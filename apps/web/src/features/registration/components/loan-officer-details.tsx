import { formatPhoneForDisplay } from '@hearth/domain/format/format-phone';
import { isShownAsBroker, type LoanOriginator } from '@hearth/domain/registration/lead-portal';
import { useTranslation } from 'react-i18next';
import { toTelHref } from '../../../components/layout/org-info.ts';
import { Card } from '../../../components/ui/card.tsx';

/**
 * REG-031, CND-036 (002 §2): the referring loan officer or broker beside the register steps. Shown
 * as 'Your broker' when only a broker name exists, else 'Your loan officer'.
 */
export function LoanOfficerDetails({ originator }: { originator: LoanOriginator }) {
  const { t } = useTranslation('registration');
  const isBroker = isShownAsBroker(originator);
  const name = originator.originatorName ?? originator.brokerName ?? '';
  return (
    <aside className="mx-auto w-full max-w-xl">
      <Card title={t(isBroker ? 'loanOfficer.broker' : 'loanOfficer.loanOfficer')}>
        <div className="flex items-center gap-4">
          {originator.avatarUri ? (
            <img src={originator.avatarUri} alt="" className="size-14 rounded-full object-cover" />
          ) : null}
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{name}</p>
            {originator.originatorName && originator.brokerName ? <p>{originator.brokerName}</p> : null}
            <p>{t('loanOfficer.nmls', { nmls: originator.nmls })}</p>
          </div>
        </div>
        <p className="mt-3 flex flex-wrap gap-4">
          <a href={toTelHref(originator.phoneNumber)} className="underline">
            {t('loanOfficer.call', { phone: formatPhoneForDisplay(originator.phoneNumber) })}
          </a>
          <a href={`mailto:${originator.email}`} className="underline">
            {t('loanOfficer.email', { email: originator.email })}
          </a>
        </p>
      </Card>
    </aside>
  );
}
