// A small ustar writer and reader (no tar library is installed): regular files only, long names through
// PAX `path` records, so `tar -tzf` and `tar -xzf` read what we write and we read what they write.
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, mtime: Date, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest);
}

/** A PAX record `"<len> path=<name>\n"`, where `<len>` counts the whole record, its own digits too. */
function paxPath(name: string): Buffer {
  const body = ` path=${name}\n`;
  const bodyLength = Buffer.byteLength(body);
  let length = bodyLength + 1;
  while (String(length).length + bodyLength !== length) length = String(length).length + bodyLength;
  return Buffer.from(`${length}${body}`, 'utf8');
}

/** Writes entries one after another into `out` (usually a gzip stream), waiting when it is full. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer): Promise<void> {
    if (chunk.length === 0) return;
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  async add(name: string, body: Buffer, mtime = new Date()): Promise<void> {
    if (Buffer.byteLength(name) > 100) {
      const pax = paxPath(name);
      await this.write(header('PaxHeader', pax.length, mtime, 'x'));
      await this.write(pax);
      await this.write(padding(pax.length));
    }
    await this.write(header(name.slice(0, 100), body.length, mtime, '0'));
    await this.write(body);
    await this.write(padding(body.length));
  }

  /** The two empty blocks that end an archive; ends `out`. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.out.end();
  }
}

export interface TarEntry {
  name: string;
  body: Buffer;
}

function readString(block: Buffer, start: number, length: number): string {
  const slice = block.subarray(start, start + length);
  const end = slice.indexOf(0);
  return slice.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(block: Buffer, start: number, length: number): number {
  const text = readString(block, start, length).trim();
  return text === '' ? 0 : Number.parseInt(text, 8);
}

function paxRecords(body: Buffer): Map<string, string> {
  const records = new Map<string, string>();
  let offset = 0;
  while (offset < body.length) {
    const space = body.indexOf(0x20, offset);
    if (space === -1) break;
    const length = Number.parseInt(body.subarray(offset, space).toString('ascii'), 10);
    if (!Number.isInteger(length) || length <= 0) break;
    const record = body.subarray(space + 1, offset + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    if (equals > 0) records.set(record.slice(0, equals), record.slice(equals + 1));
    offset += length;
  }
  return records;
}

/** Every regular file of an (already gunzipped) tar stream, in archive order, each read whole. */
export async function* readTar(input: Readable): AsyncGenerator<TarEntry> {
  // Chunks not consumed yet; joined only when an entry is taken, so a large entry costs one copy.
  let pending: Buffer[] = [];
  let available = 0;
  const chunks = input[Symbol.asyncIterator]();
  let ended = false;
  const need = async (bytes: number): Promise<boolean> => {
    while (available < bytes && !ended) {
      const next = await chunks.next();
      if (next.done) ended = true;
      else {
        const value: unknown = next.value;
        const chunk =
          value instanceof Uint8Array
            ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
            : Buffer.from(String(value));
        pending.push(chunk);
        available += chunk.length;
      }
    }
    return available >= bytes;
  };
  const take = (bytes: number): Buffer => {
    const first = pending[0];
    const all = first && first.length >= bytes ? first : Buffer.concat(pending);
    if (all === first) pending.shift();
    const taken = all.subarray(0, bytes);
    const rest = all.subarray(bytes);
    if (all !== first) pending = [];
    if (rest.length > 0) pending.unshift(rest);
    available -= bytes;
    return taken;
  };

  let longName: string | undefined;
  for (;;) {
    if (!(await need(BLOCK))) {
      if (available === 0) return;
      throw new Error('Tệp lưu trữ bị cắt cụt');
    }
    const block = take(BLOCK);
    if (block.every((byte) => byte === 0)) return;
    const magic = readString(block, 257, 6);
    if (!magic.startsWith('ustar')) throw new Error('Không phải tệp tar');
    const size = readOctal(block, 124, 12);
    const type = String.fromCharCode(block[156] ?? 0x30);
    const padded = size + padding(size).length;
    if (!(await need(padded))) throw new Error('Tệp lưu trữ bị cắt cụt');
    const body = Buffer.from(take(padded).subarray(0, size));
    if (type === 'x') {
      longName = paxRecords(body).get('path') ?? longName;
      continue;
    }
    if (type === 'L') {
      longName = readString(body, 0, body.length);
      continue;
    }
    const prefix = readString(block, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${readString(block, 0, 100)}` : readString(block, 0, 100));
    longName = undefined;
    if (type === '0' || type === '\0') yield { name, body };
  }
}
