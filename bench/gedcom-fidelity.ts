// Issue 21 ("GEDCOM, both ways"): how much of a real GEDCOM file survives the product's round trip.
// Every `.ged` under ../shared/gedcom/ (samples/ and gedcom70/) goes through the real path on the real app
// (PGlite on disk, a registered clan, its admin): import (`POST /api/ai-temp-trees`, multipart `file`),
// publish (`POST /api/ai-temp-trees/{id}/publish`), export (`GET /api/tree/{treeId}/gedcom`, 5.5.1 and
// `?version=7.0`). The original and each export are read by a small line walker (levels, tags, values,
// xrefs; CONC/CONT folded) and compared as multisets:
// - dates: (event tag, DATE text with whitespace normalised, case folded) under INDI and FAM events; the
//   share kept exactly, and the share kept with the same meaning (`readGedcomDate` of both sides equal);
// - places: PLAC values (trimmed) anywhere in INDI and FAM records;
// - marriages: FAM records with MARR (keyed by the spouses' names), MARR dates and MARR places;
// - persons and families in and out.
// Results: results/gedcom-fidelity.json and .md. `BENCH_KEEP=<dir>` also writes the exported files there.
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { draftResponse, publishDraftResponse } from '@giapha/contract';
import {
  applyDateNote,
  decodeGedcom,
  type GedcomVersion,
  type QualifiedDate,
  readGedcomDate,
} from '@giapha/genealogy';
import { startClanApp } from './app-fixture.ts';
import { machineFigures } from './http-load.ts';

const SHARED = path.resolve(import.meta.dirname, '../../shared/gedcom');
const FOLDERS = ['samples', 'gedcom70'];
const VERSIONS: readonly GedcomVersion[] = ['5.5.1', '7.0'];
const KEEP = process.env.BENCH_KEEP ?? null;
/** How many lost or respelled items of each kind the results list per file and version. */
const EXAMPLES = 25;

// ---------------------------------------------------------------------------------------------
// A small GEDCOM line walker.

interface GedLine {
  level: number;
  xref: string | null;
  tag: string;
  /** The value with CONC/CONT folded in. */
  value: string;
  children: GedLine[];
}

const LINE = /^\s*(\d{1,2})\s+(?:@([^@\s]+)@\s+)?([A-Za-z0-9_]+)(?: (.*))?$/;

/** Level-0 records of a GEDCOM text, each with its lines nested under it; lines that do not parse are skipped. */
function gedcomRecords(text: string): GedLine[] {
  const records: GedLine[] = [];
  const stack: GedLine[] = [];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const m = LINE.exec(raw);
    if (!m) continue;
    const level = Number(m[1]);
    const line: GedLine = {
      level,
      xref: m[2] ?? null,
      tag: (m[3] ?? '').toUpperCase(),
      value: m[4] ?? '',
      children: [],
    };
    if (level === 0) {
      records.push(line);
      stack.length = 0;
      stack.push(line);
      continue;
    }
    const parent = stack[level - 1];
    if (!parent) continue;
    stack.length = level;
    if (line.tag === 'CONC') parent.value += line.value;
    else if (line.tag === 'CONT') parent.value += `\n${line.value}`;
    else {
      parent.children.push(line);
      stack.push(line);
    }
  }
  return records;
}

const child = (line: GedLine, tag: string) => line.children.find((c) => c.tag === tag) ?? null;

function* descendants(line: GedLine): Generator<GedLine> {
  for (const c of line.children) {
    yield c;
    yield* descendants(c);
  }
}

// ---------------------------------------------------------------------------------------------
// What is measured in one file.

/** Individual events and attributes (GEDCOM 5.5.1 and 7.0) that carry a DATE. */
const PERSON_EVENTS = new Set(
  'ADOP BAPM BARM BASM BIRT BLES BURI CAST CENS CHR CHRA CONF CREM DEAT DSCR EDUC EMIG EVEN FACT FCOM GRAD IDNO IMMI NATI NATU NCHI NMR OCCU ORDN PROB PROP RELI RESI RETI SSN TITL WILL'.split(
    ' ',
  ),
);
/** Family events and attributes. */
const FAMILY_EVENTS = new Set(
  'ANUL CENS DIV DIVF ENGA EVEN FACT MARB MARC MARL MARR MARS NCHI RESI'.split(' '),
);

interface DateFact {
  tag: string;
  /** The DATE value, whitespace collapsed and upper-cased ('' when only a PHRASE says it). */
  text: string;
  /** Canonical JSON of what `readGedcomDate` reads (with a 7.0 PHRASE, or a 5.5.1 date note). */
  meaning: string;
  /** The event is not the first with its tag in its record (a second BIRT, a second DEAT…). */
  repeat: boolean;
}

interface FileFacts {
  persons: number;
  families: number;
  dates: DateFact[];
  places: string[];
  /** Per FAM with MARR: the spouses' names. */
  marriages: string[];
  marriageDates: string[];
  marriagePlaces: string[];
}

const normalDate = (value: string) => value.trim().replace(/\s+/g, ' ').toUpperCase();

/** A date as canonical JSON: keys sorted, empty fields left out, so equal dates give equal strings. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined && v !== false)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What an event's DATE means: its value with the 7.0 PHRASE, and any 5.5.1 note the writer puts beside it. */
function dateMeaning(event: GedLine, date: GedLine): string {
  const phrase = child(date, 'PHRASE')?.value ?? null;
  let read: QualifiedDate | null = readGedcomDate(date.value, phrase).date;
  for (const note of event.children) {
    if (note.tag !== 'NOTE' || note.value.startsWith('@') || read === null) continue;
    const applied = applyDateNote(read, note.value);
    if (applied && applied.note === null) read = applied.date;
  }
  return canonical(read);
}

function personName(record: GedLine | undefined): string {
  const name = record ? child(record, 'NAME')?.value : undefined;
  return name ? name.replaceAll('/', ' ').trim().replace(/\s+/g, ' ').toLowerCase() : '?';
}

function factsOf(text: string): FileFacts {
  const records = gedcomRecords(text);
  const persons = new Map<string, GedLine>();
  for (const r of records) if (r.tag === 'INDI' && r.xref) persons.set(r.xref, r);
  const facts: FileFacts = {
    persons: records.filter((r) => r.tag === 'INDI').length,
    families: records.filter((r) => r.tag === 'FAM').length,
    dates: [],
    places: [],
    marriages: [],
    marriageDates: [],
    marriagePlaces: [],
  };
  for (const record of records) {
    const events = record.tag === 'INDI' ? PERSON_EVENTS : record.tag === 'FAM' ? FAMILY_EVENTS : null;
    if (events === null) continue;
    const seen = new Set<string>();
    for (const event of record.children) {
      if (!events.has(event.tag)) continue;
      const repeat = seen.has(event.tag);
      seen.add(event.tag);
      for (const date of event.children) {
        if (date.tag !== 'DATE') continue;
        const phrase = child(date, 'PHRASE')?.value;
        const text = normalDate(date.value);
        if (text === '' && !phrase) continue;
        facts.dates.push({
          tag: event.tag,
          text: text === '' ? `(${normalDate(phrase ?? '')})` : text,
          meaning: dateMeaning(event, date),
          repeat,
        });
      }
    }
    for (const line of descendants(record)) {
      const place = line.tag === 'PLAC' ? line.value.trim() : '';
      if (place !== '') facts.places.push(place);
    }
    const marriage = record.tag === 'FAM' ? child(record, 'MARR') : null;
    if (marriage) {
      const spouse = (tag: string) => {
        const pointer = child(record, tag)?.value.trim().replaceAll('@', '');
        return pointer ? personName(persons.get(pointer)) : '—';
      };
      facts.marriages.push(`${spouse('HUSB')} & ${spouse('WIFE')}`);
      for (const date of marriage.children.filter((c) => c.tag === 'DATE')) {
        const text = normalDate(date.value);
        if (text !== '') facts.marriageDates.push(text);
      }
      for (const place of marriage.children.filter((c) => c.tag === 'PLAC')) {
        if (place.value.trim() !== '') facts.marriagePlaces.push(place.value.trim());
      }
    }
  }
  return facts;
}

// ---------------------------------------------------------------------------------------------
// Comparing multisets.

function counts(keys: Iterable<string>): Map<string, number> {
  const map = new Map<string, number>();
  for (const key of keys) map.set(key, (map.get(key) ?? 0) + 1);
  return map;
}

interface Kept {
  total: number;
  kept: number;
  /** Original values missing from the export, most frequent first. */
  lost: { value: string; count: number }[];
}

function keptOf(original: string[], exported: string[]): Kept {
  const out = counts(exported);
  let kept = 0;
  const lost: Kept['lost'] = [];
  for (const [value, count] of counts(original)) {
    const found = Math.min(count, out.get(value) ?? 0);
    kept += found;
    if (found < count) lost.push({ value, count: count - found });
  }
  lost.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return { total: original.length, kept, lost: lost.slice(0, EXAMPLES) };
}

interface DatesKept {
  total: number;
  exact: number;
  /** Exact, plus those whose text differs but whose meaning is the same. */
  sameMeaning: number;
  /** Same meaning, other text: `TAG original → exported`, with counts. */
  respelled: { value: string; count: number }[];
  /** Neither: `TAG value`, with what became of it when the same meaning is under another tag. */
  lost: { value: string; count: number }[];
  /** Of the lost: dates of a record's second or later event with one tag. */
  lostRepeats: number;
}

function datesKept(original: DateFact[], exported: DateFact[]): DatesKept {
  const key = (d: DateFact) => `${d.tag} ${d.text}`;
  // Exact matches first, as a multiset.
  const pool = new Map<string, DateFact[]>();
  for (const d of exported) pool.set(key(d), [...(pool.get(key(d)) ?? []), d]);
  const left: DateFact[] = [];
  let exact = 0;
  for (const d of original) {
    const same = pool.get(key(d));
    if (same && same.length > 0) {
      same.pop();
      exact++;
    } else left.push(d);
  }
  const leftOut = [...pool.values()].flat();
  // Then the same meaning under the same tag, then the same meaning under another tag (a loss).
  const take = (match: (o: DateFact, e: DateFact) => boolean, o: DateFact) => {
    const at = leftOut.findIndex((e) => match(o, e));
    return at < 0 ? null : (leftOut.splice(at, 1)[0] ?? null);
  };
  const respelled: string[] = [];
  const lost: string[] = [];
  let lostRepeats = 0;
  for (const d of left) {
    const same = take((o, e) => o.tag === e.tag && o.meaning === e.meaning, d);
    if (same) {
      respelled.push(`${d.tag} ${d.text} → ${same.text}`);
      continue;
    }
    const moved = take((o, e) => o.meaning === e.meaning && o.meaning !== 'null', d);
    const what = `${d.repeat ? `${d.tag} (not the record's first)` : d.tag} ${d.text}`;
    lost.push(moved ? `${what} → under ${moved.tag}: ${moved.text}` : what);
    if (d.repeat) lostRepeats++;
  }
  const top = (values: string[]) =>
    [...counts(values)]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
      .slice(0, EXAMPLES);
  return {
    total: original.length,
    exact,
    sameMeaning: exact + respelled.length,
    respelled: top(respelled),
    lost: top(lost),
    lostRepeats,
  };
}

interface ExportResult {
  version: GedcomVersion;
  persons: number;
  families: number;
  dates: DatesKept;
  places: Kept;
  marriages: Kept;
  marriageDates: Kept;
  marriagePlaces: Kept;
}

function compare(original: FileFacts, exported: FileFacts, version: GedcomVersion): ExportResult {
  return {
    version,
    persons: exported.persons,
    families: exported.families,
    dates: datesKept(original.dates, exported.dates),
    places: keptOf(original.places, exported.places),
    marriages: keptOf(original.marriages, exported.marriages),
    marriageDates: keptOf(original.marriageDates, exported.marriageDates),
    marriagePlaces: keptOf(original.marriagePlaces, exported.marriagePlaces),
  };
}

// ---------------------------------------------------------------------------------------------
// The round trip through the app.

interface FileResult {
  file: string;
  bytes: number;
  status: 'kept' | 'refused' | 'failed';
  /** Why the importer refused the file, or what failed. */
  message: string | null;
  original: { persons: number; families: number; dates: number; places: number; marriages: number };
  exports: ExportResult[];
}

async function gedcomFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const folder of FOLDERS) {
    const names = await readdir(path.join(SHARED, folder)).catch(() => []);
    for (const name of names.sort()) if (name.endsWith('.ged')) files.push(path.join(folder, name));
  }
  return files;
}

/** A share rounded down, so that 100 % means every one (3,558 of 3,559 reads 99.9 %, not 100.0 %). */
const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${(Math.floor((1000 * part) / whole) / 10).toFixed(1)} %`;

async function main() {
  const present = await stat(SHARED).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!present) {
    console.log(`skipped: ${SHARED} is absent (the shared GEDCOM files live beside the project)`);
    return;
  }
  const files = await gedcomFiles();
  console.log(`${files.length} GEDCOM files under ${SHARED}`);
  if (KEEP) await mkdir(KEEP, { recursive: true });

  const { base, addClan, close } = await startClanApp({
    domain: 'ho-bench-fidelity',
    username: 'bench',
    password: 'mat-khau-bench-fidelity',
    clanName: 'Họ Nguyễn (đo GEDCOM khứ hồi)',
  });
  const results: FileResult[] = [];
  const started = performance.now();
  try {
    for (const [index, file] of files.entries()) {
      // A clan of its own per file: one file's spelling of a place never stands in for another's.
      const { domain, authorization } = await addClan(`ho-fidelity-${index + 1}`);
      const bytes = await readFile(path.join(SHARED, file));
      const original = factsOf(decodeGedcom(bytes).text);
      const result: FileResult = {
        file,
        bytes: bytes.length,
        status: 'kept',
        message: null,
        original: {
          persons: original.persons,
          families: original.families,
          dates: original.dates.length,
          places: original.places.length,
          marriages: original.marriages.length,
        },
        exports: [],
      };
      results.push(result);
      try {
        const form = new FormData();
        form.set('file', new Blob([bytes], { type: 'text/plain' }), path.basename(file));
        const upload = await fetch(`${base}/api/ai-temp-trees?domain=${domain}`, {
          method: 'POST',
          headers: { authorization },
          body: form,
        });
        const uploaded: unknown = await upload.json();
        if (upload.status >= 400 && upload.status < 500) {
          result.status = 'refused';
          result.message = `${upload.status} ${JSON.stringify(uploaded).slice(0, 300)}`;
          console.log(`${file}: refused by the importer — ${result.message}`);
          continue;
        }
        if (upload.status !== 201)
          throw new Error(`import: ${upload.status} ${JSON.stringify(uploaded).slice(0, 300)}`);
        const draftId = draftResponse.parse(uploaded).data.id;
        const publish = await fetch(`${base}/api/ai-temp-trees/${draftId}/publish?domain=${domain}`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: '{}',
        });
        const published: unknown = await publish.json();
        if (publish.status !== 200 && publish.status !== 201)
          throw new Error(`publish: ${publish.status} ${JSON.stringify(published).slice(0, 300)}`);
        const treeId = publishDraftResponse.parse(published).data.tree._id;
        for (const version of VERSIONS) {
          const query = version === '7.0' ? `&version=7.0` : '';
          const response = await fetch(`${base}/api/tree/${treeId}/gedcom?domain=${domain}${query}`, {
            headers: { authorization },
          });
          const text = await response.text();
          if (response.status !== 200)
            throw new Error(`export ${version}: ${response.status} ${text.slice(0, 300)}`);
          if (KEEP) {
            const name = `${file.replaceAll('/', '__').replace(/\.ged$/, '')}.${version}.ged`;
            await writeFile(path.join(KEEP, name), text);
          }
          result.exports.push(compare(original, factsOf(text), version));
        }
      } catch (error) {
        result.status = 'failed';
        result.message = error instanceof Error ? error.message : String(error);
        console.log(`${file}: FAILED — ${result.message}`);
        continue;
      }
      for (const e of result.exports) {
        console.log(
          `${file.padEnd(36)} ${e.version.padEnd(5)} persons ${String(original.persons).padStart(5)}→${String(e.persons).padEnd(5)} families ${String(original.families).padStart(4)}→${String(e.families).padEnd(4)} dates exact ${percent(e.dates.exact, e.dates.total).padStart(7)} meaning ${percent(e.dates.sameMeaning, e.dates.total).padStart(7)} (${e.dates.total})  places ${percent(e.places.kept, e.places.total).padStart(7)} (${e.places.total})  marriages ${percent(e.marriages.kept, e.marriages.total).padStart(7)} (${e.marriages.total}) MARR dates ${percent(e.marriageDates.kept, e.marriageDates.total)} places ${percent(e.marriagePlaces.kept, e.marriagePlaces.total)}`,
        );
      }
    }
  } finally {
    await close();
  }
  const seconds = (performance.now() - started) / 1000;

  // Totals over the files that went through, per export version: all of them, then per folder.
  const kept = results.filter((r) => r.status === 'kept');
  const groups = [
    { group: 'all', of: kept },
    ...FOLDERS.map((folder) => ({
      group: `${folder}/`,
      of: kept.filter((r) => r.file.startsWith(`${folder}/`)),
    })),
  ];
  const totals = groups.flatMap(({ group, of: files }) =>
    VERSIONS.map((version) => {
      const of = files.flatMap((r) => r.exports.filter((e) => e.version === version));
      const sum = (pick: (e: ExportResult) => number) => of.reduce((n, e) => n + pick(e), 0);
      return {
        group,
        version,
        files: of.length,
        dates: {
          total: sum((e) => e.dates.total),
          exact: sum((e) => e.dates.exact),
          sameMeaning: sum((e) => e.dates.sameMeaning),
          lostRepeats: sum((e) => e.dates.lostRepeats),
        },
        places: { total: sum((e) => e.places.total), kept: sum((e) => e.places.kept) },
        marriages: { total: sum((e) => e.marriages.total), kept: sum((e) => e.marriages.kept) },
        marriageDates: { total: sum((e) => e.marriageDates.total), kept: sum((e) => e.marriageDates.kept) },
        marriagePlaces: {
          total: sum((e) => e.marriagePlaces.total),
          kept: sum((e) => e.marriagePlaces.kept),
        },
      };
    }),
  );
  console.log('');
  for (const t of totals) {
    console.log(
      `total ${t.group} ${t.version}: ${t.files} files — dates exact ${percent(t.dates.exact, t.dates.total)}, same meaning ${percent(t.dates.sameMeaning, t.dates.total)} (${t.dates.total}, ${t.dates.lostRepeats} lost as repeated events); places ${percent(t.places.kept, t.places.total)} (${t.places.total}); marriages ${percent(t.marriages.kept, t.marriages.total)} (${t.marriages.total}), MARR dates ${percent(t.marriageDates.kept, t.marriageDates.total)} (${t.marriageDates.total}), MARR places ${percent(t.marriagePlaces.kept, t.marriagePlaces.total)} (${t.marriagePlaces.total})`,
    );
  }
  const refused = results.filter((r) => r.status === 'refused');
  const failed = results.filter((r) => r.status === 'failed');
  console.log(
    `${kept.length} files round-tripped, ${refused.length} refused by the importer, ${failed.length} failed; ${seconds.toFixed(0)} s`,
  );

  const machine = machineFigures();
  const dir = path.join(import.meta.dirname, 'results');
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'gedcom-fidelity.json'),
    `${JSON.stringify({ machine, database: 'pglite (on disk, temporary DATA_DIR)', seconds, totals, files: results }, null, 2)}\n`,
  );
  const row = (r: FileResult, e: ExportResult) =>
    `| ${r.file} | ${e.version} | ${r.original.persons} → ${e.persons} | ${r.original.families} → ${e.families} | ${percent(e.dates.exact, e.dates.total)} | ${percent(e.dates.sameMeaning, e.dates.total)} | ${e.dates.total} | ${percent(e.places.kept, e.places.total)} (${e.places.total}) | ${percent(e.marriages.kept, e.marriages.total)} (${e.marriages.total}) | ${percent(e.marriageDates.kept, e.marriageDates.total)} (${e.marriageDates.total}) | ${percent(e.marriagePlaces.kept, e.marriagePlaces.total)} (${e.marriagePlaces.total}) |`;
  const lossLines = kept.flatMap((r) =>
    r.exports.flatMap((e) => {
      const sumOf = (items: { count: number }[]) => items.reduce((n, i) => n + i.count, 0);
      // Per kind: how many, then the most frequent values.
      const kinds: [string, number, { value: string; count: number }[]][] = [
        ['dates lost', e.dates.total - e.dates.sameMeaning, e.dates.lost],
        ['dates respelled, same meaning', e.dates.sameMeaning - e.dates.exact, e.dates.respelled],
        ['places lost', e.places.total - e.places.kept, e.places.lost],
        ['marriages lost', e.marriages.total - e.marriages.kept, e.marriages.lost],
        ['MARR dates lost (as text)', e.marriageDates.total - e.marriageDates.kept, e.marriageDates.lost],
        ['MARR places lost', e.marriagePlaces.total - e.marriagePlaces.kept, e.marriagePlaces.lost],
      ];
      const lines = kinds.flatMap(([kind, count, items]) => {
        const shown = items.slice(0, 6);
        return count === 0
          ? []
          : [
              `  - ${kind}: ${count}${sumOf(shown) < count ? ', most frequent:' : ':'}`,
              ...shown.map((i) => `    - \`${i.value.replaceAll('`', "'")}\` ×${i.count}`),
            ];
      });
      return lines.length === 0 ? [] : [`- **${r.file}** (${e.version}):`, ...lines];
    }),
  );
  await writeFile(
    path.join(dir, 'gedcom-fidelity.md'),
    [
      '# GEDCOM round trip: import, publish, export',
      '',
      `Machine: ${machine.cpus} CPUs, Node ${machine.node}, load average ${machine.loadAverage} at the end; ` +
        `pglite (on disk, temporary DATA_DIR). ${files.length} files from \`../shared/gedcom/\`; ${seconds.toFixed(0)} s.`,
      '',
      '| folder | export | files | dates kept exactly | same meaning | lost as repeated events | places | marriages | MARR dates | MARR places |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...totals.map(
        (t) =>
          `| ${t.group} | ${t.version} | ${t.files} | ${percent(t.dates.exact, t.dates.total)} of ${t.dates.total} | ${percent(t.dates.sameMeaning, t.dates.total)} | ${t.dates.lostRepeats} | ${percent(t.places.kept, t.places.total)} of ${t.places.total} | ${percent(t.marriages.kept, t.marriages.total)} of ${t.marriages.total} | ${percent(t.marriageDates.kept, t.marriageDates.total)} of ${t.marriageDates.total} | ${percent(t.marriagePlaces.kept, t.marriagePlaces.total)} of ${t.marriagePlaces.total} |`,
      ),
      '',
      '| file | export | persons | families | dates exact | same meaning | dates | places | marriages | MARR dates | MARR places |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...kept.flatMap((r) => r.exports.map((e) => row(r, e))),
      '',
      ...(refused.length + failed.length === 0
        ? []
        : [
            'Not round-tripped:',
            '',
            ...[...refused, ...failed].map((r) => `- ${r.file}: ${r.status} — ${r.message ?? ''}`),
            '',
          ]),
      'What was lost (`→` is what the export wrote instead; results/gedcom-fidelity.json lists up to 25 of each kind):',
      '',
      ...lossLines,
      '',
    ].join('\n'),
  );
  if (failed.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
