import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (`List-Unsubscribe`, `List-Unsubscribe-Post` of reminder mail). */
  headers?: Readonly<Record<string, string>>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  readonly outboxDir: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Made on the first mail: nodemailer is loaded then, not at every start. */
function lazyTransport(
  make: (nodemailer: typeof import('nodemailer')) => Transporter,
): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import('nodemailer').then(make);
    return transport;
  };
}

/** SMTP when `SMTP_URL` is set; otherwise every mail is written as an .eml file into DATA_DIR/outbox. */
export function createMailer(config: AppConfig, log: (line: string) => void): Mailer {
  const { smtpUrl } = config;
  if (smtpUrl) {
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      outboxDir: undefined,
      async send(message) {
        await (await transport()).sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  const outboxDir = path.join(config.dataDir, 'outbox');
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    outboxDir,
    async send(message) {
      const info = await (await transport()).sendMail({ from: config.mailFrom, ...message });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      const raw = info.message;
      await writeFile(file, Buffer.isBuffer(raw) ? raw : String(raw));
      log(`Thư "${message.subject}" gửi ${message.to} đã lưu vào ${file}`);
    },
  };
}

export const mailerPlugin = fp<{ mailer: Mailer }>(
  async (app, { mailer }) => {
    app.decorate('mailer', mailer);
  },
  { name: 'mailer' },
);
