// Trees for the canvas and viewer tests: a small hand-made family and generated clans of any size.
import { DEFAULT_BIOGRAPHY, defaultGenerationSizes, type PublicTreeGraph } from '@giapha/contract';
import { generateSampleClan, type SampleClan } from '@giapha/genealogy';
import { publicTree } from '../../../test/tree-samples.ts';
import type { CanvasFamily, CanvasPerson, CanvasTree } from '../model.ts';

const STAMP = '2026-01-01T00:00:00.000Z';

export function testPerson(fields: Partial<CanvasPerson> & Pick<CanvasPerson, 'id' | 'name'>): CanvasPerson {
  return {
    surname: null,
    sex: 'male',
    generation: null,
    ordinalNumber: null,
    biography: DEFAULT_BIOGRAPHY,
    otherNames: { tenHuy: null, tenTu: null, hieu: null, thuyHieu: null, phapDanh: null },
    nameHanNom: null,
    birthPlace: null,
    deathPlace: null,
    birth: null,
    death: null,
    deceased: false,
    gioInCalendar: true,
    burialPlace: null,
    avatar: null,
    x: 0,
    y: 0,
    width: 110,
    height: 220,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...fields,
  };
}

export function canvasTreeOf(
  persons: CanvasPerson[],
  families: CanvasFamily[],
  extra: Partial<CanvasTree> = {},
): CanvasTree {
  return {
    id: 't1',
    name: 'Gia phả thử',
    persons,
    families,
    generationSizes: defaultGenerationSizes(),
    hideSpouses: false,
    decorNodes: [],
    splitPersonIds: [],
    placedPersonIds: [],
    ...extra,
  };
}

/**
 * Three generations: Nguyễn Văn An (đời 1) and Trần Thị Bình; their children Nguyễn Văn Đức and
 * Nguyễn Thị Cúc; Đức's son Nguyễn Văn Giang.
 */
export function smallFamily(extra: Partial<CanvasTree> = {}): CanvasTree {
  const persons = [
    testPerson({
      id: 'an',
      name: 'Nguyễn Văn An',
      generation: 1,
      birth: { solar: { year: 1900 } },
      death: { solar: { year: 1970 }, lunar: { day: 12, month: 7, leap: false } },
      deceased: true,
      otherNames: { tenHuy: 'Cả', tenTu: null, hieu: 'Minh Trai', thuyHieu: null, phapDanh: null },
      burialPlace: 'Nghĩa trang làng Demo',
      biography: 'Cụ khai khẩn đất làng.',
    }),
    testPerson({ id: 'binh', name: 'Trần Thị Bình', sex: 'female', generation: 1 }),
    testPerson({
      id: 'duc',
      name: 'Nguyễn Văn Đức',
      generation: 2,
      ordinalNumber: 1,
      birth: { solar: { year: 1930 } },
    }),
    testPerson({ id: 'cuc', name: 'Nguyễn Thị Cúc', sex: 'female', generation: 2, ordinalNumber: 2 }),
    testPerson({ id: 'giang', name: 'Nguyễn Văn Giang', generation: 3, ordinalNumber: 1 }),
  ];
  const families: CanvasFamily[] = [
    {
      id: 'f1',
      father: 'an',
      mother: 'binh',
      spouses: [],
      children: [
        { personId: 'duc', motherId: null, relation: 'birth' },
        { personId: 'cuc', motherId: null, relation: 'birth' },
      ],
    },
    {
      id: 'f2',
      father: 'duc',
      mother: null,
      spouses: [],
      children: [{ personId: 'giang', motherId: null, relation: 'birth' }],
    },
  ];
  return canvasTreeOf(persons, families, extra);
}

/**
 * A generated clan as the canvas draws it; `personFields` and `extra` set what the generator does not
 * (biography, timestamps; the tree's id and name).
 */
export function canvasTreeOfClan(
  clan: SampleClan,
  personFields: Partial<CanvasPerson> = {},
  extra: Partial<CanvasTree> = {},
): CanvasTree {
  return canvasTreeOf(
    clan.persons.map((p) =>
      testPerson({
        id: p.id,
        name: p.name,
        surname: p.surname,
        sex: p.sex,
        generation: p.generation,
        ordinalNumber: p.ordinalNumber,
        birth: p.birth,
        death: p.death,
        deceased: p.deceased,
        otherNames: { ...p.otherNames, phapDanh: null },
        ...personFields,
      }),
    ),
    clan.families.map((f) => ({
      id: f.id,
      father: f.fatherId,
      mother: f.motherId,
      spouses: f.spouseIds,
      children: f.children,
    })),
    extra,
  );
}

/** A generated clan (`generateSampleClan`) as the canvas draws it. */
export function sampleCanvasTree(persons: number, generations: number): CanvasTree {
  return canvasTreeOfClan(generateSampleClan({ persons, generations, seed: 7, loops: false }));
}

/** The body of GET /api/public/tree-graph for a canvas tree. */
export function publicGraphOf(tree: CanvasTree, name = tree.name): PublicTreeGraph {
  return {
    tree: publicTree({
      _id: tree.id,
      name,
      families: tree.families.map((f) => f.id),
      hideSpouses: tree.hideSpouses,
      personCount: tree.persons.length,
    }),
    persons: tree.persons,
    families: tree.families,
    generationSizes: tree.generationSizes,
    placedPersonIds: [],
  };
}
