import { notificationsApi } from '@hearth/domain/api/notifications-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/journey-server.tsx';
import { apiKey, mockApi } from '../../test/mock-api.ts';
import { renderPage } from '../test-utils/render-page.tsx';
import { NotificationsMenu } from './notifications-menu.tsx';

function notification(index: number, status: 'UNREAD' | 'READ', minutesAgo = index * 10) {
  return {
    uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    title: `Notification ${index}`,
    description: `What happened ${index}`,
    created: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    status,
    ctas: [{ title: `Open ${index}`, redirectPath: `/account/heloc/app/page-${index}` }],
    walletAddress: null,
  };
}

function serve(list: ReturnType<typeof notification>[]) {
  const read: string[] = [];
  const api = mockApi({
    [apiKey(notificationsApi.list)]: () => ({
      body: list.map((item) => (read.includes(item.uuid) ? { ...item, status: 'READ' } : item)),
    }),
    [apiKey(notificationsApi.readAll)]: () => {
      read.push(...list.map((item) => item.uuid));
      return { status: 204 };
    },
    ...Object.fromEntries(
      list.map((item) => [
        apiKey(notificationsApi.read, { notificationUuid: item.uuid }),
        () => {
          read.push(item.uuid);
          return { body: { ...item, status: 'READ' } };
        },
      ]),
    ),
  });
  return { api, read };
}

async function openPanel(unreadLabel: string) {
  const user = userEvent.setup({ delay: null });
  renderPage(<NotificationsMenu />, { signedIn: true });
  await user.click(await screen.findByRole('button', { name: unreadLabel }));
  return { user, panel: await screen.findByRole('dialog', { name: 'Notifications' }) };
}

const titles = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole('listitem')
    .map((item) => within(item).getByText(/^Notification \d+$/).textContent);

describe('ORG-018: the notifications menu (CND-009…013)', () => {
  it('CND-013: an empty panel says No Notifications', async () => {
    serve([]);
    const { panel } = await openPanel('Notifications');
    expect(await within(panel).findByText('No Notifications')).toBeInTheDocument();
  });

  it('CND-010/011/012: with unread ones, only the first 8 unread; 3 collapsed, View All / View Less', async () => {
    serve([
      ...Array.from({ length: 10 }, (_, index) => notification(index + 1, 'UNREAD')),
      notification(11, 'READ'),
    ]);
    const { user, panel } = await openPanel('Notifications, 10 unread');
    await within(panel).findByText('Notification 1');
    expect(titles(panel)).toEqual(['Notification 1', 'Notification 2', 'Notification 3']);
    await user.click(within(panel).getByRole('button', { name: 'View All' }));
    expect(titles(panel)).toHaveLength(8);
    expect(titles(panel)).not.toContain('Notification 11');
    await user.click(within(panel).getByRole('button', { name: 'View Less' }));
    expect(titles(panel)).toHaveLength(3);
    await expectNoSeriousAxeViolations();
  });

  it('CND-010/012: all read: all of them, and no toggle for 3 or fewer', async () => {
    serve([notification(1, 'READ'), notification(2, 'READ')]);
    const { panel } = await openPanel('Notifications');
    await within(panel).findByText('Notification 1');
    expect(titles(panel)).toEqual(['Notification 1', 'Notification 2']);
    expect(within(panel).queryByRole('button', { name: 'View All' })).not.toBeInTheDocument();
  });

  it('CND-009, KIT-018: shows how long ago, links its call to action, and following it marks it read', async () => {
    const { read } = serve([notification(1, 'UNREAD', 5), notification(2, 'UNREAD', 60 * 24 * 3)]);
    const { user, panel } = await openPanel('Notifications, 2 unread');
    const first = (await within(panel).findByText('Notification 1')).closest('li') as HTMLElement;
    expect(within(first).getByText('5m')).toBeInTheDocument();
    expect(within(panel).getByText('3d')).toBeInTheDocument();
    const link = within(first).getByRole('link', { name: 'Open 1' });
    expect(link).toHaveAttribute('href', '/account/heloc/app/page-1');
    await user.click(link);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(read).toEqual(['00000000-0000-4000-8000-000000000001']);
  });

  it('CND-009: Mark all as read', async () => {
    const { read } = serve([notification(1, 'UNREAD'), notification(2, 'UNREAD')]);
    const { user, panel } = await openPanel('Notifications, 2 unread');
    await user.click(await within(panel).findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument(),
    );
    expect(within(panel).queryByText('Unread')).not.toBeInTheDocument();
    expect(read).toHaveLength(2);
  });
});
