import {
  getVisibleNotifications,
  type Notification,
  selectShownNotifications,
} from '@hearth/domain/notifications/notification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Popover } from 'react-aria-components/Popover';
import { useTranslation } from 'react-i18next';
import {
  getNotificationsQueryOptions,
  postAllNotificationsRead,
  postNotificationRead,
} from '../../lib/notifications.ts';
import { useStoredJwt } from '../../lib/session.tsx';
import { Button } from '../ui/button.tsx';
import { HeaderIcon } from './header-icon.tsx';
import { NotificationItem } from './notification-item.tsx';

function NotificationsPanel({
  notifications,
  onFollow,
}: {
  notifications: readonly Notification[];
  onFollow: (notification: Notification) => void;
}) {
  const { t } = useTranslation('layout');
  const [expanded, setExpanded] = useState(false);
  const shown = selectShownNotifications(notifications);
  const { visible, canToggle } = getVisibleNotifications(shown, expanded);
  if (shown.length === 0) {
    return <p className="text-sm">{t('notifications.empty')}</p>;
  }
  return (
    <>
      <ul className="flex flex-col">
        {visible.map((notification) => (
          <NotificationItem key={notification.uuid} notification={notification} onFollow={onFollow} />
        ))}
      </ul>
      {canToggle ? (
        <Button variant="ghost" size="sm" className="mt-1" onPress={() => setExpanded((open) => !open)}>
          {expanded ? t('notifications.viewLess') : t('notifications.viewAll')}
        </Button>
      ) : null}
    </>
  );
}

/**
 * ORG-018, CND-009…013: the header's notifications — the first 8 unread when any are unread (else
 * all), 3 while collapsed with View All / View Less, each with its actions. Following one, or
 * "Mark all as read", marks them read on the server.
 */
export function NotificationsMenu() {
  const { t } = useTranslation('layout');
  const jwt = useStoredJwt();
  const queryClient = useQueryClient();
  const options = getNotificationsQueryOptions(jwt);
  const notifications = useQuery(options);
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  const markRead = useMutation({ mutationFn: postNotificationRead, onSettled: refresh });
  const markAll = useMutation({ mutationFn: postAllNotificationsRead, onSettled: refresh });
  const list = notifications.data ?? [];
  const unread = list.filter((notification) => notification.status === 'UNREAD').length;
  return (
    <DialogTrigger>
      <Button
        variant="onBrand"
        size="sm"
        aria-label={
          unread > 0 ? t('notifications.buttonUnread', { count: unread }) : t('notifications.button')
        }
        className="relative"
      >
        <BellIcon />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 min-w-5 rounded-full bg-surface px-1 text-xs font-bold text-ink"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        ) : null}
      </Button>
      <Popover placement="bottom end" offset={8} className="w-80 max-w-[calc(100vw-2rem)]">
        <Dialog className="max-h-[70vh] overflow-y-auto rounded-xl border border-line bg-surface p-4 text-ink shadow-xl outline-none">
          {({ close }) => (
            <>
              <div className="mb-2 flex items-center justify-between gap-2">
                <Heading slot="title" className="text-base font-semibold">
                  {t('notifications.title')}
                </Heading>
                {unread > 0 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    isPending={markAll.isPending}
                    onPress={() => markAll.mutate()}
                  >
                    {t('notifications.markAll')}
                  </Button>
                ) : null}
              </div>
              {notifications.isLoading ? (
                <p role="status" className="text-sm">
                  {t('notifications.loading')}
                </p>
              ) : notifications.error ? (
                <p role="alert" className="text-sm">
                  {t('notifications.failed')}
                </p>
              ) : (
                <NotificationsPanel
                  notifications={list}
                  onFollow={(notification) => {
                    if (notification.status === 'UNREAD') {
                      markRead.mutate(notification.uuid);
                    }
                    close();
                  }}
                />
              )}
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function BellIcon() {
  return (
    <HeaderIcon path="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
  );
}
