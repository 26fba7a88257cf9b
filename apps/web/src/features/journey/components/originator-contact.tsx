import { formatPhoneForDisplay } from '@hearth/domain/format/format-phone';
import { isShownAsBroker, type OriginatorDisplayInfo } from '@hearth/domain/registration/lead-portal';
import { useTranslation } from 'react-i18next';
import { toTelHref } from '../../../components/layout/org-info.ts';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';

/** CND-034: 'Your broker' when only a broker name is known, else 'Your loan officer'. */
export function useOriginatorTitle(info: OriginatorDisplayInfo): string {
  const { t } = useTranslation('journey');
  return t(isShownAsBroker(info) ? 'originator.broker' : 'originator.loanOfficer');
}

export function getOriginatorName(info: OriginatorDisplayInfo): string {
  return info.originatorName ?? info.brokerName ?? '';
}

/** The referrer's initials, shown when they have no photo. */
function getInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function OriginatorAvatar({ info, size }: { info: OriginatorDisplayInfo; size: 'sm' | 'lg' }) {
  const classes = size === 'lg' ? 'size-14 text-lg' : 'size-9 text-sm';
  if (info.avatarUri) {
    return <img src={info.avatarUri} alt="" className={`${classes} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${classes} inline-flex shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-brand-contrast`}
    >
      {getInitials(getOriginatorName(info))}
    </span>
  );
}

/**
 * CND-034: what the card and the panel show of the referrer — photo, name (and their brokerage),
 * NMLS, phone and e-mail — with call and e-mail buttons.
 */
export function OriginatorContact({ info }: { info: OriginatorDisplayInfo }) {
  const { t } = useTranslation('journey');
  const name = getOriginatorName(info);
  const phone = formatPhoneForDisplay(info.phoneNumber);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <OriginatorAvatar info={info} size="lg" />
        <div className="flex min-w-0 flex-col">
          <p className="font-semibold">{name}</p>
          {info.originatorName && info.brokerName ? <p className="text-sm">{info.brokerName}</p> : null}
          <p className="text-sm">{t('originator.nmls', { nmls: info.nmls })}</p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt>{t('originator.phone')}</dt>
        <dd>{phone}</dd>
        <dt>{t('originator.email')}</dt>
        <dd className="break-words">{info.email}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <a
          href={toTelHref(info.phoneNumber)}
          aria-label={t('originator.callName', { name })}
          className={getButtonClasses('primary', 'sm', 'flex-1')}
        >
          {t('originator.call')}
        </a>
        <a
          href={`mailto:${info.email}`}
          aria-label={t('originator.emailName', { name })}
          className={getButtonClasses('secondary', 'sm', 'flex-1')}
        >
          {t('originator.emailButton')}
        </a>
      </div>
    </div>
  );
}
