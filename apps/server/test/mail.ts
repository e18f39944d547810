import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  file: string;
}

function quotedPrintableBytes(body: string): Buffer {
  const latin1 = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1');
}

/** RFC 2047 encoded words; adjacent words are joined as bytes, since a character may be split between them. */
function decodeHeader(value: string): string {
  return value.replace(/(=\?utf-8\?[BQ]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi)].map(([, enc = '', text = '']) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : quotedPrintableBytes(text.replaceAll('_', ' ')),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

/** Parses a real .eml file written by nodemailer (single text part). */
export function parseMail(raw: string, file: string): Mail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => unfolded.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1] ?? '';
  const body = rest.join('\n\n');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintableBytes(body).toString('utf8')
        : body;
  return { to: header('To'), subject: decodeHeader(header('Subject')), text, file };
}

/** Waits for the mail to `to` in the outbox (mail is sent after the response). */
export async function waitForMail(
  outboxDir: string,
  to: string,
  subjectPart: string,
  { timeoutMs = 5000, except = [] as string[] } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(outboxDir).catch(() => []);
    for (const file of files.sort().reverse()) {
      if (except.includes(file)) continue;
      const mail = parseMail(await readFile(path.join(outboxDir, file), 'utf8'), file);
      if (mail.to.includes(to) && mail.subject.includes(subjectPart)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} about "${subjectPart}" in ${outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function tokenFromLink(text: string, pathname: string): string {
  const match = text.match(new RegExp(`${pathname.replaceAll('/', '\\/')}\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${pathname} link in mail:\n${text}`);
  return match[1];
}
