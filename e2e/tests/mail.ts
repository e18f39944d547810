import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { outboxDir } from '../env.ts';

interface Mail {
  to: string;
  body: string;
}

/** Quoted-printable (RFC 2045): `=` line ends are soft breaks, `=XX` are bytes of UTF-8 text. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** One .eml as nodemailer writes it: headers, a blank line, a single-part text body. */
function parseMail(raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const headerText = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) =>
    headerText
      .split(/\r?\n/)
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to: header('To').toLowerCase(), body: decoded };
}

async function findLink(to: string, pathname: string): Promise<URL | undefined> {
  const dir = outboxDir();
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return undefined; // no mail yet
  }
  // Files are named `<Date.now()>-<random>.eml`: newest first.
  for (const name of names
    .filter((n) => n.endsWith('.eml'))
    .sort()
    .reverse()) {
    const mail = parseMail(await readFile(path.join(dir, name), 'utf8'));
    if (!mail.to.includes(to.toLowerCase())) continue;
    const link = mail.body.match(/https?:\/\/\S+/g)?.find((href) => new URL(href).pathname === pathname);
    if (link) return new URL(link);
  }
  return undefined;
}

/** The link to `pathname` in the newest mail to `to`, waiting for the server to write it (it sends after answering). */
export async function latestMailLink(to: string, pathname: string): Promise<URL> {
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        link = await findLink(to, pathname);
        return link?.href;
      },
      { message: `a mail to ${to} with a link to ${pathname}`, timeout: 15_000 },
    )
    .toBeTruthy();
  if (!link) throw new Error(`no mail to ${to} with a link to ${pathname}`);
  return link;
}
