// Support chat on the built server: message latency between two sockets of one conversation,
// through one instance and through two instances on one PostgreSQL database (the fan-out), and
// how many subscribed sockets one instance holds (with their memory, and how long one message takes
// to reach them all). Measured, not asserted. Alone: --messages=N (200), --connections=N (1000),
// --verbose.
import { readFileSync } from 'node:fs';
import { CHAT_SOCKET_PATH, chatApi } from '@hearth/domain/api/chat-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { CHAT_SOCKET_AUTH_PREFIX, CHAT_SOCKET_SUBPROTOCOL } from '@hearth/domain/chat/chat-socket-protocol';
import { WebSocket } from 'ws';
import { findFreePort } from '../lib/http.mjs';
import { startServer } from '../lib/server.mjs';
import { call } from './journey-api.mjs';
import { createScratchDatabase } from './postgres.mjs';
import { sandboxEnv } from './server-env.mjs';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** A socket of the conversation, subscribed; `onMessage` sees every message frame. */
async function openSocket(baseUrl, token, conversationId, onMessage = () => {}) {
  const url = `${baseUrl.replace('http', 'ws')}${CHAT_SOCKET_PATH}`;
  const socket = new WebSocket(url, [CHAT_SOCKET_SUBPROTOCOL, `${CHAT_SOCKET_AUTH_PREFIX}${token}`]);
  const subscribed = new Promise((resolve, reject) => {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === 'subscribed') {
        resolve();
      } else if (frame.type === 'message') {
        onMessage(frame);
      } else if (frame.type === 'error') {
        reject(new Error(frame.message));
      }
    });
    socket.once('error', reject);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'subscribe', conversationId, lastSeq: 0 }));
  await subscribed;
  return socket;
}

async function startChat(baseUrl) {
  const { json } = await call(baseUrl, endpointPath(chatApi.initTwilio), {
    method: 'POST',
    body: { friendlyName: 'Bench Visitor', chatMode: 'twilio', orgCode: 'hearth' },
  });
  return json;
}

/** A socket may send 20 messages in 10 s (the chat socket's flood limit): the bench rotates senders. */
const MESSAGES_PER_SENDER = 20;

/** Sends `count` messages one after another; each one's time until every receiver has it. */
async function measureLatency(openSender, receivers, conversationId, count) {
  const waiting = new Map();
  for (const receiver of receivers) {
    receiver.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === 'message') {
        waiting.get(`${frame.body}`)?.(receiver);
      }
    });
  }
  const samples = receivers.map(() => []);
  let sender;
  for (let index = 0; index < count; index += 1) {
    if (index % MESSAGES_PER_SENDER === 0) {
      sender?.terminate();
      sender = await openSender();
    }
    const body = `bench ${index} ${Math.random()}`;
    const started = performance.now();
    const arrived = new Set();
    await new Promise((resolve) => {
      waiting.set(body, (receiver) => {
        if (arrived.has(receiver)) {
          return;
        }
        arrived.add(receiver);
        samples[receivers.indexOf(receiver)].push(performance.now() - started);
        if (arrived.size === receivers.length) {
          resolve();
        }
      });
      sender.send(
        JSON.stringify({ type: 'send', conversationId, clientMessageId: crypto.randomUUID(), body }),
      );
    });
    waiting.delete(body);
  }
  sender?.terminate();
  return samples.map((values) => ({ p50: percentile(values, 50), p99: percentile(values, 99) }));
}

function rssMegabytes(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return line ? Math.round(Number(line[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** Opens `connections` subscribed sockets on one instance, then times one message reaching them all. */
async function measureConnections(server, connections) {
  const session = await startChat(server.url);
  const before = rssMegabytes(server.child.pid);
  const sockets = [];
  const arrivals = [];
  let started = 0;
  const onMessage = () => arrivals.push(performance.now() - started);
  let failed = 0;
  for (let opened = 0; opened < connections; opened += 100) {
    const batch = Array.from({ length: Math.min(100, connections - opened) }, () =>
      openSocket(server.url, session.token, session.conversationSid, onMessage).then(
        (socket) => sockets.push(socket),
        () => {
          failed += 1;
        },
      ),
    );
    await Promise.all(batch);
  }
  const after = rssMegabytes(server.child.pid);
  const sender = sockets[0];
  started = performance.now();
  await new Promise((resolve) => {
    const check = setInterval(() => {
      if (arrivals.length >= sockets.length) {
        clearInterval(check);
        resolve();
      }
    }, 5);
    sender?.send(
      JSON.stringify({
        type: 'send',
        conversationId: session.conversationSid,
        clientMessageId: 'all',
        body: 'to all',
      }),
    );
  });
  for (const socket of sockets) {
    socket.terminate();
  }
  return {
    held: sockets.length,
    failed,
    rssBeforeMb: before,
    rssAfterMb: after,
    reachAllMs: Math.round(Math.max(...arrivals)),
  };
}

export async function measureChatLatency({ messages = 200, connections = 1000, verbose = false } = {}) {
  const scratch = await createScratchDatabase('hearth_chat_bench');
  const postgres = !scratch.unavailable;
  const env = sandboxEnv({ DATABASE_URL: postgres ? scratch.url : '' });
  const servers = [];
  try {
    servers.push(await startServer({ port: await findFreePort(), env, verbose }));
    if (postgres) {
      servers.push(await startServer({ port: await findFreePort(), env, verbose }));
    }
    const [first, second] = servers;
    if (verbose) {
      console.error('servers up');
    }
    const session = await startChat(first.url);
    const openSender = () => openSocket(first.url, session.token, session.conversationSid);
    const sameInstance = await openSocket(first.url, session.token, session.conversationSid);
    const receivers = [sameInstance];
    if (second) {
      receivers.push(await openSocket(second.url, session.token, session.conversationSid));
    }
    await measureLatency(openSender, receivers, session.conversationSid, Math.min(20, messages));
    const [one, two] = await measureLatency(openSender, receivers, session.conversationSid, messages);
    for (const socket of receivers) {
      socket.terminate();
    }
    return {
      database: postgres ? 'PostgreSQL' : `PGlite (PostgreSQL: ${scratch.unavailable})`,
      messages,
      oneInstance: one,
      twoInstances: two,
      connections: await measureConnections(first, connections),
    };
  } finally {
    for (const server of servers) {
      await server.stop();
    }
    if (postgres) {
      await scratch.drop();
    }
  }
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—');

export function formatChatLatency(result) {
  const lines = [
    `  on ${result.database}, ${result.messages} messages one after another`,
    `  through one instance     p50 ${ms(result.oneInstance.p50)}   p99 ${ms(result.oneInstance.p99)}`,
  ];
  if (result.twoInstances) {
    lines.push(
      `  through two instances    p50 ${ms(result.twoInstances.p50)}   p99 ${ms(result.twoInstances.p99)}`,
    );
  }
  const c = result.connections;
  lines.push(
    `  one instance held ${c.held} subscribed sockets (${c.failed} refused), RSS ${c.rssBeforeMb ?? '?'} → ${c.rssAfterMb ?? '?'} MB; one message reached them all in ${c.reachAllMs} ms`,
  );
  return lines;
}

const invokedPath = process.argv[1] ? new URL(`file://${process.argv[1]}`).href : '';
if (import.meta.url === invokedPath) {
  const args = process.argv.slice(2);
  const numberOption = (name, fallback, max) => {
    const arg = args.find((a) => a.startsWith(`--${name}=`));
    return Math.min(arg ? Number(arg.split('=')[1]) : fallback, max);
  };
  try {
    const result = await measureChatLatency({
      messages: numberOption('messages', 200, 5_000),
      connections: numberOption('connections', 1_000, 10_000),
      verbose: args.includes('--verbose'),
    });
    for (const line of formatChatLatency(result)) {
      console.log(line);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
