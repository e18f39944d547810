// For tests: a real HTTP server on 127.0.0.1 that answers `POST /api/upload`, and the page's address
// moved onto it, so the browser's own XMLHttpRequest (happy-dom's) sends the multipart request.
import { createServer, type IncomingMessage } from 'node:http';
import type { UploadedFile } from '@giapha/contract';

const SAMPLE_CLAN = '0b5e5a8e-8f7e-4c51-9a0e-6f3b2d1c0a99';
const SAMPLE_FILE = '4f1d2c3b-5a69-4788-9b0a-1c2d3e4f5a6b';

/** An upload as the server answers it. */
export const sampleUploadedFile: UploadedFile = {
  _id: SAMPLE_FILE,
  url: `/uploads/${SAMPLE_CLAN}/${SAMPLE_FILE}.webp`,
  size: 20_480,
  createdAt: '2026-03-05T02:00:00.000Z',
  width: 1600,
  height: 1200,
  thumbnailUrl: `/uploads/${SAMPLE_CLAN}/${SAMPLE_FILE}-thumb.webp`,
};

export interface ReceivedUpload {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  /** The multipart field the file came in, its name, declared type and bytes. */
  field: string | undefined;
  filename: string | undefined;
  contentType: string | undefined;
  bytes: Buffer;
}

export interface StubAnswer {
  status: number;
  body: unknown;
  /** Held back this long (a slow connection), or until `release()` is called when `'hold'`. */
  delay?: number | 'hold';
}

export interface UploadServerStub {
  received: ReceivedUpload[];
  /** Lets held answers go. */
  release(): void;
  close(): Promise<void>;
}

const DEFAULT_PAGE = 'http://localhost:3000/';

function setPageUrl(url: string): void {
  const happyDom: unknown = Reflect.get(window, 'happyDOM');
  if (typeof happyDom !== 'object' || happyDom === null || !('setURL' in happyDom)) {
    throw new Error('uploadServerStub needs the happy-dom test environment');
  }
  const setUrl = happyDom.setURL;
  if (typeof setUrl !== 'function') throw new Error('happy-dom has no setURL');
  setUrl.call(happyDom, url);
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The first part of a multipart body: its field, file name, type and bytes. */
function firstPart(body: Buffer, contentType: string | undefined) {
  const boundary = contentType?.match(/boundary=(?:"([^"]+)"|([^;]+))/i);
  const marker = boundary ? `--${boundary[1] ?? boundary[2]}` : undefined;
  if (!marker) return { field: undefined, filename: undefined, contentType: undefined, bytes: body };
  const start = body.indexOf(marker) + marker.length + 2;
  const headerEnd = body.indexOf('\r\n\r\n', start);
  const end = body.indexOf(`\r\n${marker}`, headerEnd);
  const headers = body.subarray(start, headerEnd).toString('utf8');
  return {
    field: headers.match(/name="([^"]*)"/)?.[1],
    filename: headers.match(/filename="([^"]*)"/)?.[1],
    contentType: headers.match(/content-type:\s*([^\r\n]+)/i)?.[1],
    bytes: body.subarray(headerEnd + 4, end),
  };
}

/** Starts the server; every upload is answered by `answer`. Call `close()` after the test. */
export async function startUploadServer(
  answer: (upload: ReceivedUpload) => StubAnswer,
): Promise<UploadServerStub> {
  const received: ReceivedUpload[] = [];
  let held: (() => void)[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stub');
      const body = await readBody(request);
      const upload: ReceivedUpload = {
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        authorization: request.headers.authorization,
        ...firstPart(body, request.headers['content-type']),
      };
      received.push(upload);
      const reply =
        upload.method === 'POST' && upload.path === '/api/upload'
          ? answer(upload)
          : { status: 404, body: { success: false, message: 'Not Found' } };
      const delay = reply.delay;
      if (delay === 'hold') await new Promise<void>((resolve) => held.push(resolve));
      else if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('upload stub is not listening');
  setPageUrl(`http://127.0.0.1:${address.port}/`);
  const release = () => {
    for (const resolve of held) resolve();
    held = [];
  };
  return {
    received,
    release,
    async close() {
      release();
      setPageUrl(DEFAULT_PAGE);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
