import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../lib/org.tsx';

/** The lender's support phone and e-mail in one sentence (`key` names the sentence in `offers`). */
export function ContactLine({ messageKey }: { messageKey: 'assets.verify' | 'winback.contact' }) {
  const { t } = useTranslation('offers');
  const { supportPhoneNumber, supportEmail } = useOrg().orgMetaData.companyInfo;
  return <p>{t(messageKey, { phone: supportPhoneNumber.number, email: supportEmail })}</p>;
}
