// A generated sample clan written as the GEDCOM file a program would export: what the import benches upload.
import {
  type DraftFamily,
  type DraftPerson,
  type DraftTree,
  generateSampleClan,
  SAMPLE_CLAN_SIZES,
  type SampleClan,
  writeGedcom,
} from '@giapha/genealogy';

/** A sample clan as the draft model the GEDCOM writer reads: one FAM per couple, as the app's export does. */
export function draftTreeOf(sample: SampleClan): DraftTree {
  const persons: DraftPerson[] = sample.persons.map((p) => {
    const otherNames: DraftPerson['otherNames'] = [];
    for (const kind of ['tenHuy', 'tenTu', 'hieu', 'thuyHieu'] as const) {
      const value = p.otherNames[kind];
      if (value) otherNames.push({ kind, value });
    }
    const solar = p.birth?.solar;
    return {
      id: p.id,
      name: p.name,
      surname: p.surname,
      sex: p.sex,
      generation: p.generation,
      ordinalNumber: p.ordinalNumber,
      birth: solar
        ? {
            solar: { year: solar.year, month: solar.month ?? null, day: solar.day ?? null, qualifier: null },
            lunar: null,
            phrase: null,
            place: null,
          }
        : null,
      death: p.death ? { solar: null, lunar: { ...p.death.lunar }, phrase: null, place: null } : null,
      deceased: p.deceased,
      otherNames,
      notes: null,
    };
  });
  const families: DraftFamily[] = sample.families.flatMap((f) => {
    const wives = [...new Set([f.motherId, ...f.spouseIds].filter((w): w is string => w !== null))];
    const principal = wives[0] ?? null;
    const motherOf = (id: string | null) => (id !== null && wives.includes(id) ? id : principal);
    const couples = wives.length === 0 ? [principal] : wives;
    return couples.map((wife, i) => ({
      id: i === 0 ? f.id : `${f.id}-${i}`,
      fatherId: f.fatherId,
      motherId: wife,
      children: f.children
        .filter((c) => motherOf(c.motherId) === wife)
        .map((c) => ({ personId: c.personId, relation: c.relation })),
      marriage: null,
    }));
  });
  return { persons, families, warnings: [], report: [] };
}

/** The file's HEAD.DATE: a fixed stamp so the same bytes are written on every run. */
const WRITTEN_AT = new Date('2026-01-01T00:00:00.000Z');

/** Fixture `size` as a deterministic GEDCOM 5.5.1 file. */
export function fixtureGedcom(size: keyof typeof SAMPLE_CLAN_SIZES, fileName = `ho-nguyen-${size}.ged`) {
  const sample = generateSampleClan(SAMPLE_CLAN_SIZES[size]);
  const text = writeGedcom(draftTreeOf(sample), { sourceName: fileName, now: WRITTEN_AT });
  return { sample, fileName, text, bytes: new TextEncoder().encode(text) };
}
