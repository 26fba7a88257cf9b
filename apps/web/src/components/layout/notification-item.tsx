import type { Notification } from '@hearth/domain/notifications/notification';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRelativeTime } from '../../lib/relative-time.ts';
import { cx } from '../ui/cx.ts';

export interface NotificationItemProps {
  notification: Notification;
  /** Following a call to action marks it read and closes the panel. */
  onFollow: (notification: Notification) => void;
}

/** CND-009: one notification — unread marker, title, description, how long ago (KIT-018), its actions. */
export function NotificationItem({ notification, onFollow }: NotificationItemProps) {
  const { t, i18n } = useTranslation('layout');
  const relativeTime = useRelativeTime();
  const unread = notification.status === 'UNREAD';
  const created = new Date(notification.created);
  return (
    <li className={cx('flex gap-3 border-b border-line py-3 last:border-b-0', unread && 'font-medium')}>
      <span
        aria-hidden="true"
        className={cx('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-brand' : 'bg-transparent')}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {unread ? <span className="sr-only">{t('notifications.unread')}</span> : null}
        <p className="text-sm">{notification.title}</p>
        <p className="text-sm font-normal">{notification.description}</p>
        <p className="text-xs font-normal">
          <time
            dateTime={notification.created}
            title={created.toLocaleString(`${i18n.language.split('-')[0]}-US`)}
          >
            {relativeTime(created)}
          </time>
        </p>
        {notification.ctas.map((cta) => (
          <Link
            key={cta.redirectPath}
            to={cta.redirectPath}
            onClick={() => onFollow(notification)}
            className="self-start text-sm underline"
          >
            {cta.title}
          </Link>
        ))}
      </div>
    </li>
  );
}
