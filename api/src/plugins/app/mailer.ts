import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Left out for mail that carries what strangers wrote: plain text cannot be made to run or mislead as HTML. */
  html?: string;
  /** Where the owner's "Reply" goes: the visitor who wrote, not this server. */
  replyTo?: { name: string; address: string };
}

/**
 * `SMTP_URL` set: real SMTP. Unset: each message becomes an `.eml` file in `DATA_DIR/outbox/`, and the log names
 * the file, never what it says: a reset link is a live key to the account, and logs travel further than the data
 * folder.
 * Sending happens in the background so an answer never waits on (or reveals, by its timing) a mail server;
 * `flush()` waits for what is still on its way (shutdown, tests).
 */
export class Mailer {
  private readonly pending = new Set<Promise<void>>();
  private readonly transport: Transporter;

  constructor(
    private readonly options: { smtpUrl: string | undefined; from: string; outboxDir: string },
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  send(message: MailMessage): void {
    const delivery = this.deliver(message).catch((error: unknown) => {
      this.log.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be sent');
    });
    this.pending.add(delivery);
    void delivery.finally(() => this.pending.delete(delivery));
  }

  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  close(): void {
    this.transport.close();
  }

  private async deliver(message: MailMessage) {
    const info = await this.transport.sendMail({ from: this.options.from, ...message });
    if (this.options.smtpUrl) {
      this.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      return;
    }
    await mkdir(this.options.outboxDir, { recursive: true });
    const file = join(
      this.options.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
    );
    await writeFile(file, info.message as Buffer);
    this.log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ smtpUrl: string | undefined; from: string; dataDir: string }>(
  async (app, options) => {
    const mailer = new Mailer(
      { smtpUrl: options.smtpUrl, from: options.from, outboxDir: join(options.dataDir, 'outbox') },
      app.log,
    );
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.flush();
      mailer.close();
    });
  },
  { name: 'mailer' },
);
