import type { ChatInboxItem } from '@hearth/domain/chat/chat-agent';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InboxList, InboxViews } from './inbox-list.tsx';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');

const item = (overrides: Partial<ChatInboxItem>): ChatInboxItem => ({
  uuid: '11111111-1111-4111-8111-111111111111',
  orgCode: 'hearth',
  skill: 'FHEL',
  state: 'WAITING',
  customerName: 'A*** L***',
  customerKind: 'VISITOR',
  applicationUuid: null,
  assignee: null,
  createdAt: '2026-11-26T11:48:00.000Z',
  lastMessageAt: '2026-11-26T11:55:00.000Z',
  unreadCount: 0,
  lastSeq: 1,
  ...overrides,
});

describe('InboxList', () => {
  it('shows who waits, where, for how long, and how many messages are unread', async () => {
    const onSelect = vi.fn();
    render(
      <InboxList
        now={NOW}
        selected="22222222-2222-4222-8222-222222222222"
        onSelect={onSelect}
        items={[
          item({ unreadCount: 2 }),
          item({
            uuid: '22222222-2222-4222-8222-222222222222',
            state: 'ACTIVE',
            customerName: 'Bea Borrower',
            customerKind: 'BORROWER',
            orgCode: 'silverpine',
            skill: 'White Label',
            assignee: { staffUuid: '33333333-3333-4333-8333-333333333333', name: 'alice' },
            lastMessageAt: null,
          }),
        ]}
      />,
    );
    const [waiting, active] = within(screen.getByRole('list', { name: 'Chats' })).getAllByRole('button');
    expect(waiting).toHaveTextContent('A*** L***');
    expect(waiting).toHaveTextContent('2 unread');
    expect(waiting).toHaveTextContent('hearth · FHEL · Visitor');
    expect(waiting).toHaveTextContent('Waiting 12 minutes · last message 5 minutes ago');
    expect(waiting).not.toHaveAttribute('aria-current');
    expect(active).toHaveTextContent('silverpine · White Label · Signed in');
    expect(active).toHaveTextContent('With alice');
    expect(active).toHaveAttribute('aria-current', 'true');

    await userEvent.click(waiting as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith('11111111-1111-4111-8111-111111111111');
  });

  it('says so when a view is empty', () => {
    render(<InboxList items={[]} selected={undefined} onSelect={() => {}} />);
    expect(screen.getByText('No chats here.')).toBeInTheDocument();
  });

  it('switches between waiting, mine and all active', async () => {
    const onChange = vi.fn();
    render(<InboxViews view="waiting" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Waiting' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Mine' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'All active' }));
    expect(onChange).toHaveBeenCalledWith('active');
  });
});
