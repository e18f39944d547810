import { MESSAGES } from '@giapha/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type OpenAiStandIn,
  STAND_IN_ANSWER,
  STAND_IN_API_KEY,
  STAND_IN_MODEL,
  STAND_IN_SECRET_DETAIL,
  STAND_IN_TEXT,
  type StandInMode,
  startOpenAiStandIn,
} from '../../../test/openai-stand-in.ts';
import type { AiConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import {
  draftFromModel,
  draftTreeJsonSchema,
  MAX_MODEL_TEXT_CHARS,
  MODEL_TEXT_TOO_LONG,
} from './model-client.ts';

let standIn: OpenAiStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function configFor(mode: StandInMode, overrides: Partial<AiConfig> = {}): Promise<AiConfig> {
  standIn = await startOpenAiStandIn(mode);
  return {
    baseUrl: standIn.baseUrl,
    apiKey: STAND_IN_API_KEY,
    model: STAND_IN_MODEL,
    timeoutMs: 5_000,
    ...overrides,
  };
}

/** The AppError `draftFromModel` rejects with (fails the test when it resolves or throws something else). */
async function failure(ai: AiConfig, text = STAND_IN_TEXT): Promise<AppError> {
  const error: unknown = await draftFromModel(ai, text).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const answerWith = (answer: unknown): StandInMode => ({ content: JSON.stringify(answer) });

describe('draftFromModel', () => {
  it('turns a good answer into a draft tree with persons, families and lunar dates', async () => {
    const tree = await draftFromModel(await configFor('good'), STAND_IN_TEXT);

    expect(tree.persons.map((p) => [p.id, p.name, p.surname, p.sex, p.generation, p.ordinalNumber])).toEqual([
      ['m1', 'Nguyễn Văn An', 'Nguyễn', 'male', 1, null],
      ['m2', 'Trần Thị Bình', 'Trần', 'female', 1, null],
      ['m3', 'Nguyễn Văn Cường', 'Nguyễn', 'male', 2, 1],
      ['m4', 'Nguyễn Thị Dung', 'Nguyễn', 'female', 2, 2],
      ['m5', 'Nguyễn Văn Em', 'Nguyễn', 'male', 2, 3],
    ]);
    const [an, , cuong, dung] = tree.persons;
    expect(an?.death).toEqual({
      solar: { year: 1920, month: null, day: null },
      lunar: { day: 12, month: 3, year: 1920, leap: false },
      phrase: 'ngày 12 tháng 3 năm Canh Thân',
      place: null,
    });
    expect(an?.deceased).toBe(true);
    expect(cuong?.birth).toEqual({
      solar: { year: 1905, month: null, day: null },
      lunar: null,
      phrase: null,
      place: null,
    });
    expect(cuong?.death?.lunar).toEqual({ day: 19, month: 4, year: 2020, leap: true });
    expect(cuong?.notes).toBe('Con trai trưởng');
    expect(dung?.deceased).toBe(false);
    expect(dung?.death).toBeNull();

    expect(tree.families).toEqual([
      {
        id: 'mf1',
        fatherId: 'm1',
        motherId: 'm2',
        children: [
          { personId: 'm3', relation: 'birth' },
          { personId: 'm4', relation: 'birth' },
          { personId: 'm5', relation: 'adopted' },
        ],
        marriage: null,
      },
    ]);
    expect(tree.warnings).toEqual([]);
    expect(tree.report).toEqual([
      { tag: 'model.persons', imported: 5, skipped: 0 },
      { tag: 'model.families', imported: 1, skipped: 0 },
    ]);
  });

  it('sends the model, the bearer key, the JSON schema and the text', async () => {
    await draftFromModel(await configFor('good'), STAND_IN_TEXT);

    expect(standIn?.requests).toHaveLength(1);
    const request = standIn?.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${STAND_IN_API_KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toMatchObject({
      model: STAND_IN_MODEL,
      temperature: 0,
      messages: [
        { role: 'system', content: expect.stringContaining('gia phả') },
        { role: 'user', content: STAND_IN_TEXT },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'draft_tree', strict: true, schema: draftTreeJsonSchema },
      },
    });
  });

  it('sends a schema that strict mode accepts: closed objects, every property required', () => {
    const objects: Record<string, unknown>[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (typeof node === 'object' && node !== null) {
        const record = Object.fromEntries(Object.entries(node));
        if (record.type === 'object') objects.push(record);
        Object.values(record).forEach(walk);
      }
    };
    walk(draftTreeJsonSchema);

    expect(objects).toHaveLength(5);
    for (const o of objects) {
      expect(o.additionalProperties).toBe(false);
      const properties = typeof o.properties === 'object' && o.properties !== null ? o.properties : {};
      expect(o.required).toEqual(Object.keys(properties));
    }
  });

  it('accepts an answer wrapped in ```json fences', async () => {
    const fenced = `\`\`\`json\n${JSON.stringify(STAND_IN_ANSWER)}\n\`\`\``;
    const tree = await draftFromModel(await configFor({ content: fenced }), STAND_IN_TEXT);
    expect(tree.persons).toHaveLength(5);
    expect(tree.families).toHaveLength(1);
  });

  it('answers 502 when the content is not JSON, without the upstream text', async () => {
    const error = await failure(await configFor('not-json'));
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe(MESSAGES.draftModelFailed);
    expect(error.message).not.toContain(STAND_IN_SECRET_DETAIL);
  });

  it('answers 502 when the JSON has the wrong shape', async () => {
    const error = await failure(await configFor('wrong-shape'));
    expect([error.statusCode, error.message]).toEqual([502, MESSAGES.draftModelFailed]);
  });

  it('answers 502 when the upstream server fails', async () => {
    const error = await failure(await configFor('server-error'));
    expect([error.statusCode, error.message]).toEqual([502, MESSAGES.draftModelFailed]);
    expect(standIn?.requests).toHaveLength(1);
  });

  it('answers 502 (not 401: the user is signed in) when the API key is wrong', async () => {
    const error = await failure(await configFor('good', { apiKey: 'sk-wrong' }));
    expect([error.statusCode, error.message]).toEqual([502, MESSAGES.draftModelFailed]);
  });

  it('answers 502 when nobody listens at the address', async () => {
    const ai = await configFor('good');
    await standIn?.close();
    standIn = undefined;
    const error = await failure(ai);
    expect(error.statusCode).toBe(502);
  });

  it('answers 504 soon after the timeout when the model never answers', async () => {
    const ai = await configFor('hang', { timeoutMs: 300 });
    const started = Date.now();
    const error = await failure(ai);
    expect([error.statusCode, error.message]).toEqual([504, MESSAGES.draftModelTimeout]);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('gives up when the caller aborts', async () => {
    const ai = await configFor('hang');
    const controller = new AbortController();
    const pending = draftFromModel(ai, STAND_IN_TEXT, controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects a text longer than the model may take, before sending anything', async () => {
    const ai = await configFor('good');
    const error = await failure(ai, 'a'.repeat(MAX_MODEL_TEXT_CHARS + 1));
    expect([error.statusCode, error.message]).toEqual([400, MODEL_TEXT_TOO_LONG]);
    expect(standIn?.requests).toHaveLength(0);
  });

  it('drops links to unknown persons with a warning', async () => {
    const answer = {
      persons: STAND_IN_ANSWER.persons.slice(0, 3),
      families: [
        {
          fatherId: '1',
          motherId: '2',
          children: [
            { personId: '3', relation: 'birth' },
            { personId: '99', relation: 'birth' },
          ],
        },
        { fatherId: '77', motherId: null, children: [{ personId: '88', relation: 'birth' }] },
      ],
    };
    const tree = await draftFromModel(await configFor(answerWith(answer)), STAND_IN_TEXT);

    expect(tree.families).toEqual([
      {
        id: 'mf1',
        fatherId: 'm1',
        motherId: 'm2',
        children: [{ personId: 'm3', relation: 'birth' }],
        marriage: null,
      },
    ]);
    expect(tree.warnings.map((w) => w.message)).toEqual([
      `${MESSAGES.draftLinkInvalid} (mã "99"); đã bỏ`,
      `${MESSAGES.draftLinkInvalid} (mã "77"); đã bỏ`,
      `${MESSAGES.draftLinkInvalid} (mã "88"); đã bỏ`,
      'Đã bỏ một gia đình không nối được ai với ai',
    ]);
    expect(tree.warnings.every((w) => w.line === null && w.text.length > 0)).toBe(true);
    expect(tree.report).toEqual([
      { tag: 'model.persons', imported: 3, skipped: 0 },
      { tag: 'model.families', imported: 1, skipped: 1 },
    ]);
  });

  it('skips nameless persons, drops impossible dates and keeps ids unique', async () => {
    const [an, binh] = STAND_IN_ANSWER.persons;
    const answer = {
      persons: [
        { ...an, id: 7, generation: 0 },
        { ...binh, id: '7' },
        { ...binh, id: '8', name: '   ' },
        {
          ...binh,
          id: '9',
          name: 'Lê  Thị   Hoa',
          birth: { ...an?.death, solarMonth: 13, lunarDay: 31 },
          deceased: false,
        },
      ],
      families: [{ fatherId: 7, motherId: '9', children: [] }],
    };
    const tree = await draftFromModel(await configFor(answerWith(answer)), STAND_IN_TEXT);

    expect(tree.persons.map((p) => [p.id, p.name, p.generation])).toEqual([
      ['m1', 'Nguyễn Văn An', null],
      ['m2', 'Trần Thị Bình', 1],
      ['m3', 'Lê Thị Hoa', 1],
    ]);
    expect(tree.persons[2]?.birth).toEqual({
      solar: { year: 1920, month: null, day: null },
      lunar: null,
      phrase: 'ngày 12 tháng 3 năm Canh Thân',
      place: null,
    });
    expect(tree.families).toEqual([
      { id: 'mf1', fatherId: 'm1', motherId: 'm3', children: [], marriage: null },
    ]);
    expect(tree.warnings.map((w) => w.message)).toEqual([
      'Mô hình AI dùng trùng mã "7"; quan hệ gia đình nối với người đầu tiên',
      'Mô hình AI trả về một người không có tên hợp lệ',
      'Mô hình AI trả về ngày tháng không hợp lệ; đã bỏ phần không đọc được',
    ]);
    expect(tree.report[0]).toEqual({ tag: 'model.persons', imported: 3, skipped: 1 });
  });

  it('answers 502 when a person would not be a valid draft node', async () => {
    const [an] = STAND_IN_ANSWER.persons;
    const answer = {
      persons: [{ ...an, death: { ...an?.death, phrase: null, solarYear: 1920 } }],
      families: [],
    };
    // Valid: a baseline for the invalid one below.
    await expect(draftFromModel(await configFor(answerWith(answer)), STAND_IN_TEXT)).resolves.toBeTruthy();
    await standIn?.close();

    // A name within 200 characters whose family name (its first word) is longer than a surname may be.
    const long = { persons: [{ ...an, name: `${'Nguyễn'.repeat(20)} Văn An`, death: null }], families: [] };
    const error = await failure(await configFor(answerWith(long)));
    expect([error.statusCode, error.message]).toEqual([502, MESSAGES.draftModelFailed]);
  });
});
