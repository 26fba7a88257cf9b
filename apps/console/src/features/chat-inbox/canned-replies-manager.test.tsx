import { chatAgentApi } from '@hearth/domain/api/chat-agent-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session-store.ts';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { CannedRepliesManager } from './canned-replies-manager.tsx';

const REPLY = {
  uuid: '55555555-5555-4555-8555-555555555555',
  orgCode: 'hearth',
  title: 'Greeting',
  body: 'Hello, how can I help?',
  updatedAt: '2026-11-26T10:00:00.000Z',
};
const LIST = endpointPath(chatAgentApi.cannedReplies);
const ONE = endpointPath(chatAgentApi.deleteCannedReply, { uuid: REPLY.uuid });

afterEach(() => vi.unstubAllGlobals());

describe('CannedRepliesManager', () => {
  it('checks the fields, adds a reply, and removes one', async () => {
    setToken('aaa.bbb.ccc');
    const added = {
      ...REPLY,
      uuid: '66666666-6666-4666-8666-666666666666',
      title: 'Goodbye',
      body: 'Thanks!',
    };
    const sent = stubApi({
      [`GET ${LIST}`]: [
        () => jsonResponse(200, { replies: [REPLY] }),
        () => jsonResponse(200, { replies: [REPLY, added] }),
        () => jsonResponse(200, { replies: [added] }),
      ],
      [`POST ${LIST}`]: [() => jsonResponse(201, added)],
      [`DELETE ${ONE}`]: [() => jsonResponse(204, null)],
    });
    renderPage(<CannedRepliesManager />);
    expect(await screen.findByText('Hello, how can I help?')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add reply' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Required');
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Lender' }), 'hearth');
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Goodbye');
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), 'Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Add reply' }));
    expect(await screen.findByText('Saved “Goodbye”.')).toBeInTheDocument();
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      orgCode: 'hearth',
      title: 'Goodbye',
      body: 'Thanks!',
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Greeting' }));
    expect(await screen.findByText('Removed “Greeting”.')).toBeInTheDocument();
    expect(sent.some((call) => call.method === 'DELETE' && call.path === ONE)).toBe(true);
  });
});
