import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// Reading the digest back from the outbox: nodemailer writes it as multipart/alternative (text and HTML).

export interface ReminderMail {
  file: string;
  to: string;
  subject: string;
  headers: Map<string, string>;
  text: string;
  html: string;
}

function decodeWords(value: string): string {
  return value.replace(/(=\?utf-8\?[BQ]\?[^?]*\?=\s*)+/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi)].map(([, enc = '', text = '']) =>
        enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : qpBytes(text.replaceAll('_', ' ')),
      ),
    ).toString('utf8'),
  );
}

function qpBytes(body: string): Buffer {
  const latin1 = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1');
}

function headersOf(head: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) map.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return map;
}

function decodePart(part: string): { type: string; body: string } {
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const headers = headersOf(head);
  const raw = rest.join('\n\n');
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? qpBytes(raw).toString('utf8')
        : raw;
  return { type: headers.get('content-type') ?? '', body };
}

export function parseReminderMail(raw: string, file: string): ReminderMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = headersOf(head);
  const boundary = headers.get('content-type')?.match(/boundary="?([^";]+)"?/)?.[1];
  const parts = boundary
    ? rest
        .join('\n\n')
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => decodePart(part.replace(/^\r?\n/, '')))
    : [decodePart(raw)];
  return {
    file,
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    headers,
    text: parts.find((p) => p.type.startsWith('text/plain'))?.body ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.body ?? '',
  };
}

/** Every reminder digest in the outbox to `to`, oldest first. */
export async function reminderMailsTo(outboxDir: string, to: string): Promise<ReminderMail[]> {
  const files = (await readdir(outboxDir).catch(() => [])).sort();
  const mails: ReminderMail[] = [];
  for (const file of files) {
    const mail = parseReminderMail(await readFile(path.join(outboxDir, file), 'utf8'), file);
    if (mail.to.includes(to) && mail.subject.startsWith('Nhắc ngày giỗ')) mails.push(mail);
  }
  return mails;
}
