import fp from 'fastify-plugin';
import { createNotificationFeed } from '../db/notification-feed.ts';

/** One feed per app: plugins add their channels while loading; it starts when the app is ready. */
export default fp(
  async (app) => {
    const feed = createNotificationFeed(app.database, app.config.databaseUrl, app.log);
    app.decorate('notificationFeed', feed);
    app.addHook('onReady', () => feed.start());
    app.addHook('onClose', () => feed.stop());
  },
  { name: 'hearth-notification-feed' },
);
