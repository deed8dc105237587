import fp from 'fastify-plugin';
import { purgeOldSpam } from '../../db/repositories/messages';

/** How often the inbox is tidied: old spam deleted, the digest sent when due, mail a restart left untold sent. */
const UPKEEP_EVERY_MS = 10 * 60 * 1000;

export default fp(
  async (app) => {
    async function upkeep() {
      const purged = await purgeOldSpam(app.db);
      if (purged > 0) app.log.info({ purged }, 'old spam deleted');
      await app.messageNotices.sendDigestIfDue();
      app.messageNotices.received();
    }
    const run = () => {
      upkeep().catch((error: unknown) => app.log.warn({ err: error }, 'inbox upkeep failed'));
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(run, UPKEEP_EVERY_MS).unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'inbox-upkeep', dependencies: ['message-notices'] },
);
