// The model path of draft trees: free text (or the OCR text of a scanned gia phả page) goes to an
// OpenAI-compatible chat-completions endpoint with a JSON schema; the answer is checked twice (its own
// compact shape, then the contract's draft schemas) before it may become a draft.
import { DRAFT_LIMITS, draftFamilySchema, draftNodeInputSchema, MESSAGES } from '@giapha/contract';
import {
  type DraftFamily,
  type DraftLifeDate,
  type DraftPerson,
  type DraftTree,
  type DraftWarning,
  splitVietnameseName,
} from '@giapha/genealogy';
import { z } from 'zod';
import type { AiConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';

/** Longest text sent to the model (characters); longer books go through the outline importer in parts. */
export const MAX_MODEL_TEXT_CHARS = 60_000;
export const MODEL_TEXT_TOO_LONG = MESSAGES.draftModelTextTooLong.replace(
  '{max}',
  MAX_MODEL_TEXT_CHARS.toLocaleString('vi-VN'),
);

const SYSTEM_PROMPT = `Bạn là trợ lý đọc gia phả Việt Nam. Từ văn bản gia phả (gõ tay, hoặc chữ nhận dạng OCR từ trang gia phả scan), hãy trích ra mọi người và mọi gia đình.
You read Vietnamese genealogy (gia phả) text, typed or OCR'd from a scanned page, and extract every person and every family as JSON matching the given schema.

Persons (người):
- id: a short unique string you choose ("p1", "p2"…), used only to link families.
- name: full name in Vietnamese order (họ, tên đệm, tên: "Nguyễn Văn An"), without honorifics (Cụ, Ông, Bà, Cố, Kỵ); fix obvious OCR mistakes in diacritics.
- sex: "male" / "female" from the text (con trai, con gái, vợ, chồng, "Văn"/"Thị"…), else "unknown".
- generation: đời (1 = thủy tổ / the founder) when the text says it or it follows from the parents, else null.
- ordinalNumber: thứ tự among siblings (con trưởng = 1, con thứ hai = 2…), else null.
- birth / death: null when nothing is said. solarYear/solarMonth/solarDay: Gregorian (dương lịch) parts. lunarDay/lunarMonth/lunarYear: âm lịch date (lunarYear as the Gregorian number of that lunar year, only when sure of the can chi year, e.g. Canh Thân 1920), lunarLeap true for tháng nhuận. phrase: the date exactly as written ("ngày 12 tháng 3 năm Canh Thân"). Unknown parts are null.
- deceased: true when the person has died (mất, từ trần, tạ thế, có ngày giỗ, có mộ…).
- notes: tên húy, tên tự, hiệu, mộ táng, chức vụ, nghề nghiệp and anything else said about the person, in Vietnamese; else null.

Families (gia đình): one per couple (a man with several wives has one family per wife) or per single parent with children: fatherId, motherId (null when unknown) and children with relation "birth" (con đẻ) or "adopted" (con nuôi), using the persons' ids.

Do not invent people, dates or links that the text does not give. Vợ/chồng, con dâu, con rể are persons too.`;

// ---------- the JSON Schema sent to the model (strict mode: every property required, nulls explicit) ----------

const nullable = (type: 'integer' | 'string') => ({ type: [type, 'null'] });

const lifeDateJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'solarYear',
    'solarMonth',
    'solarDay',
    'lunarDay',
    'lunarMonth',
    'lunarYear',
    'lunarLeap',
    'phrase',
  ],
  properties: {
    solarYear: nullable('integer'),
    solarMonth: nullable('integer'),
    solarDay: nullable('integer'),
    lunarDay: nullable('integer'),
    lunarMonth: nullable('integer'),
    lunarYear: nullable('integer'),
    lunarLeap: { type: 'boolean' },
    phrase: nullable('string'),
  },
};

export const draftTreeJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['persons', 'families'],
  $defs: { lifeDate: lifeDateJsonSchema },
  properties: {
    persons: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'sex', 'generation', 'ordinalNumber', 'birth', 'death', 'deceased', 'notes'],
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          sex: { type: 'string', enum: ['male', 'female', 'unknown'] },
          generation: nullable('integer'),
          ordinalNumber: nullable('integer'),
          birth: { anyOf: [{ $ref: '#/$defs/lifeDate' }, { type: 'null' }] },
          death: { anyOf: [{ $ref: '#/$defs/lifeDate' }, { type: 'null' }] },
          deceased: { type: 'boolean' },
          notes: nullable('string'),
        },
      },
    },
    families: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['fatherId', 'motherId', 'children'],
        properties: {
          fatherId: nullable('string'),
          motherId: nullable('string'),
          children: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['personId', 'relation'],
              properties: {
                personId: { type: 'string' },
                relation: { type: 'string', enum: ['birth', 'adopted'] },
              },
            },
          },
        },
      },
    },
  },
};

// ---------- the same answer in zod: lenient on missing/null fields (not every server enforces the schema) ----------

const optInt = z
  .number()
  .int()
  .nullish()
  .transform((v) => v ?? null);
const optText = z
  .string()
  .nullish()
  .transform((v) => v?.trim() || null);
const optFlag = z
  .boolean()
  .nullish()
  .transform((v) => v === true);
// Some models answer ids as numbers.
const modelId = z.union([z.string(), z.number()]).transform((v) => String(v).trim());

const modelDateSchema = z.object({
  solarYear: optInt,
  solarMonth: optInt,
  solarDay: optInt,
  lunarDay: optInt,
  lunarMonth: optInt,
  lunarYear: optInt,
  lunarLeap: optFlag,
  phrase: optText,
});
type ModelDate = z.infer<typeof modelDateSchema>;

const modelAnswerSchema = z.object({
  persons: z.array(
    z.object({
      id: modelId,
      name: z.string(),
      sex: z.enum(['male', 'female', 'unknown']).catch('unknown'),
      generation: optInt,
      ordinalNumber: optInt,
      birth: modelDateSchema.nullish().transform((v) => v ?? null),
      death: modelDateSchema.nullish().transform((v) => v ?? null),
      deceased: optFlag,
      notes: optText,
    }),
  ),
  families: z
    .array(
      z.object({
        fatherId: modelId.nullish().transform((v) => v || null),
        motherId: modelId.nullish().transform((v) => v || null),
        children: z
          .array(z.object({ personId: modelId, relation: z.enum(['birth', 'adopted']).catch('birth') }))
          .default([]),
      }),
    )
    .default([]),
});
type ModelAnswer = z.infer<typeof modelAnswerSchema>;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1),
});

const failed = () => new AppError(502, MESSAGES.draftModelFailed);

/** Sends `text` to the configured model and returns the draft it reads from it (502/504 when it can't). */
export async function draftFromModel(ai: AiConfig, text: string, signal?: AbortSignal): Promise<DraftTree> {
  if (text.length > MAX_MODEL_TEXT_CHARS) throw new AppError(400, MODEL_TEXT_TOO_LONG);
  const content = await complete(ai, text, signal);
  const answer = modelAnswerSchema.safeParse(parseContent(content));
  if (!answer.success) throw failed();
  const tree = toDraftTree(answer.data);
  const valid =
    tree.persons.every((p) => draftNodeInputSchema.safeParse(p).success) &&
    tree.families.every((f) => draftFamilySchema.safeParse(f).success);
  if (!valid) throw failed();
  return tree;
}

/** The message content of one chat completion; the upstream body never reaches the user. */
async function complete(ai: AiConfig, text: string, signal: AbortSignal | undefined): Promise<string> {
  const timeout = AbortSignal.timeout(ai.timeoutMs);
  let payload: unknown;
  try {
    const response = await fetch(`${ai.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ai.apiKey}` },
      body: JSON.stringify({
        model: ai.model,
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: text },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'draft_tree', strict: true, schema: draftTreeJsonSchema },
        },
      }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw failed();
    }
    payload = await response.json();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (timeout.aborted) throw new AppError(504, MESSAGES.draftModelTimeout);
    // The caller gave up (client gone): its abort, not a model failure.
    if (signal?.aborted) throw error;
    throw failed();
  }
  const completion = completionSchema.safeParse(payload);
  const content = completion.success ? completion.data.choices[0]?.message.content : undefined;
  if (!content) throw failed();
  return content;
}

/** The JSON in the content, tolerating a reasoning block before it and ```json fences around it. */
function parseContent(content: string): unknown {
  const body = content.replace(/^\s*<think>[\s\S]*?<\/think>/, '').trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(body);
  try {
    return JSON.parse(fenced?.[1] ?? body);
  } catch {
    throw failed();
  }
}

const inRange = (v: number | null, min: number, max: number): number | null =>
  v !== null && v >= min && v <= max ? v : null;

const warning = (text: string, message: string): DraftWarning => ({ line: null, text, message });

/** A model date as a draft date; impossible parts (tháng 13, ngày 31 âm lịch…) are dropped with a warning. */
function toLifeDate(d: ModelDate | null, what: string, warnings: DraftWarning[]): DraftLifeDate | null {
  if (!d) return null;
  const year = inRange(d.solarYear, 1, 9999);
  const month = inRange(d.solarMonth, 1, 12);
  const day = inRange(d.solarDay, 1, 31);
  const solar = year === null ? null : { year, month, day: month === null ? null : day };
  const lunarDay = inRange(d.lunarDay, 1, 30);
  const lunarMonth = inRange(d.lunarMonth, 1, 12);
  const lunar =
    lunarDay === null || lunarMonth === null
      ? null
      : { day: lunarDay, month: lunarMonth, year: inRange(d.lunarYear, 1, 9999), leap: d.lunarLeap };
  const given = [d.solarYear, d.solarMonth, d.solarDay, d.lunarDay, d.lunarMonth, d.lunarYear];
  const kept = [solar?.year, solar?.month, solar?.day, lunar?.day, lunar?.month, lunar?.year];
  if (given.some((v, i) => v !== null && kept[i] == null)) {
    warnings.push(warning(what, 'Mô hình AI trả về ngày tháng không hợp lệ; đã bỏ phần không đọc được'));
  }
  const phrase = d.phrase?.slice(0, 500) ?? null;
  if (!solar && !lunar && !phrase) return null;
  return { solar, lunar, phrase, place: null };
}

function toDraftTree(answer: ModelAnswer): DraftTree {
  const warnings: DraftWarning[] = [];
  const persons: DraftPerson[] = [];
  // The model's ids only link its families; drafts get their own (`m1`, `m2`…), unique by construction.
  const idOf = new Map<string, string>();
  let skippedPersons = 0;
  for (const p of answer.persons) {
    const name = p.name.normalize('NFC').trim().replace(/\s+/g, ' ');
    if (!name || name.length > 200) {
      skippedPersons++;
      warnings.push(warning(name.slice(0, 200) || p.id, 'Mô hình AI trả về một người không có tên hợp lệ'));
      continue;
    }
    const id = `m${persons.length + 1}`;
    if (idOf.has(p.id)) {
      warnings.push(
        warning(name, `Mô hình AI dùng trùng mã "${p.id}"; quan hệ gia đình nối với người đầu tiên`),
      );
    } else {
      idOf.set(p.id, id);
    }
    const death = toLifeDate(p.death, `${name}: ngày mất`, warnings);
    persons.push({
      id,
      name,
      surname: splitVietnameseName(name).surname || null,
      sex: p.sex,
      generation: inRange(p.generation, 1, 500),
      ordinalNumber: inRange(p.ordinalNumber, 0, 1000),
      birth: toLifeDate(p.birth, `${name}: ngày sinh`, warnings),
      death,
      deceased: p.deceased || death !== null,
      otherNames: [],
      notes: p.notes?.slice(0, DRAFT_LIMITS.notes) ?? null,
    });
  }

  const families: DraftFamily[] = [];
  let skippedFamilies = 0;
  for (const f of answer.families) {
    const label = JSON.stringify(f);
    const known = (modelPersonId: string | null): string | null => {
      if (modelPersonId === null) return null;
      const id = idOf.get(modelPersonId);
      if (!id) warnings.push(warning(label, `${MESSAGES.draftLinkInvalid} (mã "${modelPersonId}"); đã bỏ`));
      return id ?? null;
    };
    const fatherId = known(f.fatherId);
    const motherId = known(f.motherId);
    const children: DraftFamily['children'] = [];
    for (const c of f.children) {
      const personId = known(c.personId);
      if (personId && personId !== fatherId && personId !== motherId) {
        if (!children.some((k) => k.personId === personId)) children.push({ personId, relation: c.relation });
      }
    }
    // A family is a couple, or a parent with children; anything less links nobody.
    if ((fatherId && motherId) || ((fatherId || motherId) && children.length > 0)) {
      families.push({ id: `mf${families.length + 1}`, fatherId, motherId, children, marriage: null });
    } else {
      skippedFamilies++;
      warnings.push(warning(label, 'Đã bỏ một gia đình không nối được ai với ai'));
    }
  }

  return {
    persons,
    families,
    warnings,
    report: [
      { tag: 'model.persons', imported: persons.length, skipped: skippedPersons },
      { tag: 'model.families', imported: families.length, skipped: skippedFamilies },
    ],
  };
}
