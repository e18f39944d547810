// A local stand-in for an OpenAI-compatible chat-completions endpoint, so the model path of draft trees
// is tested over real HTTP without a real model: it checks the bearer key, records each request and
// answers as scripted (a good draft, a malformed one, a server error, or no answer at all).
import { createServer, type IncomingHttpHeaders } from 'node:http';

export const STAND_IN_API_KEY = 'sk-stand-in-key';
export const STAND_IN_MODEL = 'stand-in-model';

/** The gia phả the good answer was "read" from. */
export const STAND_IN_TEXT = [
  'Đời thứ 1: Cụ Nguyễn Văn An, mất ngày 12 tháng 3 năm Canh Thân (1920), vợ là cụ Trần Thị Bình.',
  'Đời thứ 2: Con trai trưởng Nguyễn Văn Cường, sinh năm 1905, mất ngày 19 tháng 4 nhuận năm Canh Tý (2020).',
  'Con gái Nguyễn Thị Dung. Con nuôi Nguyễn Văn Em.',
].join('\n');

/** A compact answer as a model gives it for STAND_IN_TEXT (ids are the model's own). */
export const STAND_IN_ANSWER = {
  persons: [
    {
      id: '1',
      name: 'Nguyễn Văn An',
      sex: 'male',
      generation: 1,
      ordinalNumber: null,
      birth: null,
      death: {
        solarYear: 1920,
        solarMonth: null,
        solarDay: null,
        lunarDay: 12,
        lunarMonth: 3,
        lunarYear: 1920,
        lunarLeap: false,
        phrase: 'ngày 12 tháng 3 năm Canh Thân',
      },
      deceased: true,
      notes: null,
    },
    {
      id: '2',
      name: 'Trần Thị Bình',
      sex: 'female',
      generation: 1,
      ordinalNumber: null,
      birth: null,
      death: null,
      deceased: true,
      notes: 'Vợ cụ An',
    },
    {
      id: '3',
      name: 'Nguyễn Văn Cường',
      sex: 'male',
      generation: 2,
      ordinalNumber: 1,
      birth: {
        solarYear: 1905,
        solarMonth: null,
        solarDay: null,
        lunarDay: null,
        lunarMonth: null,
        lunarYear: null,
        lunarLeap: false,
        phrase: null,
      },
      death: {
        solarYear: 2020,
        solarMonth: null,
        solarDay: null,
        lunarDay: 19,
        lunarMonth: 4,
        lunarYear: 2020,
        lunarLeap: true,
        phrase: 'ngày 19 tháng 4 nhuận năm Canh Tý',
      },
      deceased: true,
      notes: 'Con trai trưởng',
    },
    {
      id: '4',
      name: 'Nguyễn Thị Dung',
      sex: 'female',
      generation: 2,
      ordinalNumber: 2,
      birth: null,
      death: null,
      deceased: false,
      notes: null,
    },
    {
      id: '5',
      name: 'Nguyễn Văn Em',
      sex: 'male',
      generation: 2,
      ordinalNumber: 3,
      birth: null,
      death: null,
      deceased: false,
      notes: 'Con nuôi',
    },
  ],
  families: [
    {
      fatherId: '1',
      motherId: '2',
      children: [
        { personId: '3', relation: 'birth' },
        { personId: '4', relation: 'birth' },
        { personId: '5', relation: 'adopted' },
      ],
    },
  ],
};

/**
 * - `good`: STAND_IN_ANSWER as the message content;
 * - `not-json`: content that is prose, not JSON;
 * - `wrong-shape`: JSON, but not the draft's shape;
 * - `server-error`: HTTP 500 with an upstream error body;
 * - `hang`: reads the request and never answers;
 * - `{ content }`: that exact message content.
 */
export type StandInMode = 'good' | 'not-json' | 'wrong-shape' | 'server-error' | 'hang' | { content: string };

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (undefined when it was not JSON). */
  body: unknown;
}

export interface OpenAiStandIn {
  /** `http://127.0.0.1:{port}/v1`, as AI_BASE_URL. */
  baseUrl: string;
  apiKey: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Upstream detail that must never reach the user. */
export const STAND_IN_SECRET_DETAIL = 'upstream-secret-detail-42';

function contentFor(mode: Exclude<StandInMode, 'server-error' | 'hang'>): string {
  if (typeof mode === 'object') return mode.content;
  if (mode === 'not-json') return `Đây là cây gia phả bạn cần: ${STAND_IN_SECRET_DETAIL}`;
  if (mode === 'wrong-shape') return JSON.stringify({ people: [{ fullName: 'Nguyễn Văn An' }] });
  return JSON.stringify(STAND_IN_ANSWER);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function startOpenAiStandIn(mode: StandInMode): Promise<OpenAiStandIn> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = parseJson(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        send(404, { error: { message: 'Not found', type: 'invalid_request_error' } });
        return;
      }
      if (req.headers.authorization !== `Bearer ${STAND_IN_API_KEY}`) {
        send(401, {
          error: { message: `Incorrect API key: ${STAND_IN_SECRET_DETAIL}`, code: 'invalid_api_key' },
        });
        return;
      }
      if (mode === 'hang') return;
      if (mode === 'server-error') {
        send(500, { error: { message: `The server had an error: ${STAND_IN_SECRET_DETAIL}` } });
        return;
      }
      send(200, {
        id: 'chatcmpl-stand-in',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: STAND_IN_MODEL,
        choices: [
          { index: 0, message: { role: 'assistant', content: contentFor(mode) }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('stand-in: no TCP address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    apiKey: STAND_IN_API_KEY,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // A hanging request keeps its socket open; drop it so close() returns.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
