import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';

/**
 * ORG-018: the header's notifications panel. Conditions become notifications with the conditions
 * work (CND-009…013); until then it shows the empty state.
 */
export function NotificationsMenu() {
  const { t } = useTranslation('layout');
  return (
    <DialogTrigger>
      <Button variant="onBrand" size="sm" aria-label={t('notifications.button')}>
        <BellIcon />
      </Button>
      <Popover placement="bottom end" offset={8} className="w-72 max-w-[calc(100vw-2rem)]">
        <Dialog className="rounded-xl border border-line bg-surface p-4 text-ink shadow-xl outline-none">
          <Heading slot="title" className="mb-2 text-base font-semibold">
            {t('notifications.title')}
          </Heading>
          <p className="text-sm">{t('notifications.empty')}</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      className="fill-current"
    >
      <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
    </svg>
  );
}
