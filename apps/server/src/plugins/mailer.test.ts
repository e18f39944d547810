import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClan } from '../../test/clans.ts';
import { parseMail } from '../../test/mail.ts';
import { withDomain } from '../../test/requests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('mail through a real SMTP server', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const address = smtp.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Gia phả <giapha@test.vn>' });
  });

  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the password reset mail over SMTP instead of the outbox', async () => {
    const clan = await registerClan(t.app);
    const email = `admin@${clan.domain}.test`;
    const response = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/forgot-password', clan.domain),
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    const deadline = Date.now() + 5000;
    while (
      !received.some((m) => m.to.includes(email) && m.raw.includes('reset-password')) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const mail = received.find((m) => m.to.includes(email) && m.raw.includes('reset-password'));
    expect(mail?.from).toBe('giapha@test.vn');
    const parsed = parseMail(mail?.raw ?? '', 'smtp');
    expect(parsed.subject).toBe(`[Họ Nguyễn ${clan.domain}] Đặt lại mật khẩu`);
    expect(parsed.text).toContain(`/auth/reset-password?token=`);
    expect(parsed.text).toContain(`domain=${clan.domain}`);
  });
});
