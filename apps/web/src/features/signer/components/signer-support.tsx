import { Trans, useTranslation } from 'react-i18next';
import { getSupportPhone, toTelHref } from '../../../components/layout/org-info.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useOrg } from '../../../lib/org.tsx';
import { useSession } from '../../../lib/session.tsx';

/** The lender's phone and e-mail, and a way out (the signer has no dashboard to go back to). */
export function SignerSupport() {
  const { t } = useTranslation('signer');
  const org = useOrg();
  const { status, logout } = useSession();
  const phone = getSupportPhone(org);
  const email = org.orgMetaData.companyInfo.supportEmail;
  return (
    <div className="flex flex-col gap-4">
      <p>
        <Trans
          t={t}
          i18nKey="support"
          values={{ phone, email }}
          components={{
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the phone number inside.
            phone: <a href={toTelHref(phone)} className="font-semibold underline" />,
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the e-mail address inside.
            email: <a href={`mailto:${email}`} className="font-semibold underline" />,
          }}
        />
      </p>
      {status === 'authenticated' ? (
        <Button variant="secondary" className="self-start" onPress={() => void logout()}>
          {t('logout')}
        </Button>
      ) : null}
    </div>
  );
}
