#!/usr/bin/env node
// The baseline for `npm run bench`: a bare Fastify hello-world on 127.0.0.1:$PORT, in its own
// process like the real server, so both are measured under the same conditions.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
