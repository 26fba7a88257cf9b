import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer in miniature, on loopback: each HTTP request goes to the next upstream in turn.
 * An upstream that refuses the connection (its process is gone) is skipped for that request and
 * the next one is tried, as a balancer's health check would take it out; nothing else is retried,
 * since a request an upstream may have started must not be sent twice.
 */
export interface RoundRobinProxy {
  readonly url: string;
  /** The upstream that answered each request, in order. */
  readonly served: readonly string[];
  /** How many times an upstream refused a connection and the next one was tried. */
  refusals(): number;
  close(): Promise<void>;
}

/** Headers about one connection, not the request: never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  if (upstreams.length === 0) {
    throw new Error('a proxy needs at least one upstream');
  }
  const served: string[] = [];
  let next = 0;
  let refused = 0;

  /** Sends the request to `upstream`; false when it refused the connection (nothing was sent). */
  function forward(
    upstream: string,
    request: IncomingMessage,
    body: Buffer,
    response: ServerResponse,
  ): Promise<boolean> {
    const target = new URL(request.url ?? '/', upstream);
    const headers = withoutHopByHop(request.headers);
    headers['content-length'] = String(body.length);
    const forwardedFor = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = [forwardedFor, request.socket.remoteAddress].filter(Boolean).join(', ');
    return new Promise((resolve) => {
      const outgoing = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: `${target.pathname}${target.search}`,
          headers,
          agent: false,
        },
        (answer) => {
          served.push(upstream);
          response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
          answer.pipe(response);
          answer.on('error', () => response.destroy());
          answer.on('end', () => resolve(true));
        },
      );
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') {
          refused += 1;
          resolve(false);
          return;
        }
        // The upstream failed after it may have received the request: the client sees it fail.
        if (!response.headersSent) {
          response.writeHead(502, { 'content-type': 'text/plain' });
        }
        response.end(`proxy: ${upstream} failed: ${error.message}`);
        resolve(true);
      });
      outgoing.end(body);
    });
  }

  const server = createServer((request, response) => {
    const first = next;
    next = (next + 1) % upstreams.length;
    readBody(request)
      .then(async (body) => {
        for (let offset = 0; offset < upstreams.length; offset += 1) {
          const upstream = upstreams[(first + offset) % upstreams.length] as string;
          if (await forward(upstream, request, body, response)) {
            return;
          }
        }
        response.writeHead(502, { 'content-type': 'text/plain' });
        response.end('proxy: every upstream refused the connection');
      })
      .catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    refusals: () => refused,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
