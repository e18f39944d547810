// A CanvasTree built from the genealogy package's deterministic sample clan, for the export tests and
// for previewing the poster while working on it.

import { defaultGenerationSizes } from '@giapha/contract';
import { generateSampleClan, type SampleClanOptions } from '@giapha/genealogy';
import type { CanvasPerson, CanvasTree } from '../model.ts';

export function sampleCanvasTree(options: SampleClanOptions, name = 'Gia phả họ Nguyễn Đình'): CanvasTree {
  const clan = generateSampleClan(options);
  const persons: CanvasPerson[] = clan.persons.map((p) => ({
    id: p.id,
    name: p.name,
    surname: p.surname,
    sex: p.sex,
    generation: p.generation,
    ordinalNumber: p.ordinalNumber,
    biography: '',
    otherNames: { ...p.otherNames, phapDanh: null },
    nameHanNom: null,
    birthPlace: null,
    deathPlace: null,
    birth: p.birth,
    death: p.death,
    deceased: p.deceased,
    gioInCalendar: true,
    burialPlace: null,
    avatar: null,
    x: 0,
    y: 0,
    width: 110,
    height: 220,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
  }));
  return {
    id: `sample-${options.persons}`,
    name,
    persons,
    families: clan.families.map((f) => ({
      id: f.id,
      father: f.fatherId,
      mother: f.motherId,
      spouses: f.spouseIds,
      children: f.children,
    })),
    generationSizes: defaultGenerationSizes(),
    hideSpouses: false,
    decorNodes: [],
    splitPersonIds: [],
    placedPersonIds: [],
  };
}
