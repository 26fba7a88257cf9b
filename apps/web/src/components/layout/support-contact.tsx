import { useTranslation } from 'react-i18next';
import { useOrg } from '../../lib/org.tsx';
import { Button } from '../ui/button.tsx';
import { getSupportPhone, isFeatureOn, toTelHref } from './org-info.ts';

/** The event the web chat (CHT-001) listens for to open or close its window. */
export const OPEN_WEBCHAT_EVENT = 'hearth:open-webchat';

/** ORG-019: "Chat with us" when the organisation has web chat, else its support number. */
export function SupportContact() {
  const { t } = useTranslation('layout');
  const org = useOrg();
  if (isFeatureOn(org, 'fe-webchat')) {
    return (
      <Button
        variant="onBrand"
        size="sm"
        // Pressed on the server's page before the app has taken over, it is pressed again once it
        // has (public/hydrate-after-paint.js): the chat then opens.
        data-press-after-hydration
        onPress={() => window.dispatchEvent(new CustomEvent(OPEN_WEBCHAT_EVENT))}
      >
        {t('header.chatWithUs')}
      </Button>
    );
  }
  const phone = getSupportPhone(org);
  return (
    <a
      href={toTelHref(phone)}
      className="text-sm font-semibold"
      aria-label={t('header.callSupport', { phone })}
    >
      {phone}
    </a>
  );
}
