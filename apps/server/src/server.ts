import { ConfigError, loadConfig } from './config/env.ts';
import { type StartedServer, startServer } from './lib/start-server.ts';

/** `node --import tsx apps/server/src/server.ts`: env → migrate → build → seed → listen. */
async function main(): Promise<void> {
  const server = await startServer(loadConfig(process.env));
  stopOnSignals(server);
}

function stopOnSignals(server: StartedServer): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      server.app.log.warn({ signal }, 'second signal during shutdown: exiting now');
      process.exit(1);
    }
    stopping = true;
    server.app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
