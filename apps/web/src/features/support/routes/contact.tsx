import { Trans, useTranslation } from 'react-i18next';
import { getSupportPhone, toTelHref } from '../../../components/layout/org-info.ts';
import { Card } from '../../../components/ui/card.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { useOrg } from '../../../lib/org.tsx';
import { ContactChannels } from '../components/contact-channels.tsx';
import { FaqList } from '../components/faq-list.tsx';

/**
 * /contact (RTE-014, the menu's "Support", ORG-023): how to reach the lender, when, and answers to
 * what borrowers ask. Public: a visitor may need help before having an account. Until the web chat
 * (CHT-001) exists its place says how to reach a person now, rather than offering a dead button.
 */
export function Component() {
  const { t } = useTranslation('support');
  const org = useOrg();
  const { companyNameShort, supportEmail } = org.orgMetaData.companyInfo;
  const phone = getSupportPhone(org);
  return (
    <PageSection title={t('title')} intro={t('intro', { companyNameShort })}>
      <ContactChannels />
      <Card title={t('chat.title')}>
        <p>
          <Trans
            t={t}
            i18nKey="chat.body"
            values={{ phone, email: supportEmail }}
            components={{
              // biome-ignore lint/a11y/useAnchorContent: Trans puts the phone number inside.
              phone: <a href={toTelHref(phone)} className="whitespace-nowrap" />,
              // biome-ignore lint/a11y/useAnchorContent: Trans puts the e-mail address inside.
              email: <a href={`mailto:${supportEmail}`} />,
            }}
          />
        </p>
      </Card>
      <FaqList />
    </PageSection>
  );
}
