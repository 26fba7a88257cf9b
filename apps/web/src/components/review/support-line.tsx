import { Trans, useTranslation } from 'react-i18next';
import { useOrg } from '../../lib/org.tsx';
import { getSupportPhone, toTelHref } from '../layout/org-info.ts';

/** The lender's support phone and e-mail, as links. */
export function SupportLine() {
  const { t } = useTranslation('branch-pages');
  const org = useOrg();
  const phone = getSupportPhone(org);
  const email = org.orgMetaData.companyInfo.supportEmail;
  return (
    <p>
      <Trans
        t={t}
        i18nKey="common.support"
        values={{ phone, email }}
        components={{
          // biome-ignore lint/a11y/useAnchorContent: Trans puts the phone number inside.
          phone: <a href={toTelHref(phone)} className="font-semibold underline" />,
          // biome-ignore lint/a11y/useAnchorContent: Trans puts the e-mail address inside.
          email: <a href={`mailto:${email}`} className="font-semibold underline" />,
        }}
      />
    </p>
  );
}
