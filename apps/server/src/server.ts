import { ConfigError, loadConfig } from './config/env.ts';
import { type StartedServer, startServer } from './lib/start-server.ts';

const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/** `node --import tsx apps/server/src/server.ts`: env → migrate → build → seed → listen. */
async function main(): Promise<void> {
  // Listening from the first moment: without a listener a signal ends the process abruptly, and a
  // supervisor may send one while the server starts (or the instant it logs that it listens). A
  // first signal stops the server gracefully once it is up; a second one exits at once. The
  // listeners stay installed throughout: removing the last one restores the default action for an
  // instant, and a signal arriving then would kill the process.
  let requested: NodeJS.Signals | undefined;
  let handle = (signal: NodeJS.Signals) => {
    if (requested) {
      process.exit(1);
    }
    requested = signal;
  };
  for (const signal of STOP_SIGNALS) {
    process.on(signal, (received: NodeJS.Signals) => handle(received));
  }
  const server = await startServer(loadConfig(process.env));
  handle = stopOnSignal(server);
  if (requested) {
    handle(requested);
  }
}

/** A first signal stops gracefully; a second one during the shutdown exits at once. */
function stopOnSignal(server: StartedServer): (signal: NodeJS.Signals) => void {
  let stopping = false;
  return (signal) => {
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
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
