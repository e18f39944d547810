// The tree the canvas draws, as the kinship rules read it: who is whose parent, child and spouse, each
// person's sex and recorded ordinal. Built once per tree (a 10,000-person tree in a few milliseconds).
import {
  buildKinshipGraphIndex,
  type KinshipGraphIndex,
  type KinshipPerson,
  type KinshipSex,
} from '@giapha/genealogy';
import type { CanvasPerson, CanvasTree } from '../model.ts';

export function kinshipSexOf(person: Pick<CanvasPerson, 'sex'>): KinshipSex | null {
  if (person.sex === 'male') return 'M';
  if (person.sex === 'female') return 'F';
  return null;
}

function kinshipPerson(person: CanvasPerson): KinshipPerson {
  return {
    id: person.id,
    name: person.name,
    sex: kinshipSexOf(person),
    ordinal: person.ordinalNumber,
    birthYear: person.birth?.solar?.year ?? person.birth?.lunar?.year ?? null,
  };
}

const built = new WeakMap<CanvasTree, KinshipGraphIndex>();

/** The kinship index of a tree, kept as long as the tree object lives. */
export function kinshipIndexOf(tree: CanvasTree): KinshipGraphIndex {
  let index = built.get(tree);
  if (!index) {
    index = buildKinshipGraphIndex({
      persons: new Map(tree.persons.map((person) => [person.id, kinshipPerson(person)])),
      families: tree.families.map((family) => ({
        id: family.id,
        father: family.father,
        mother: family.mother,
        spouses: family.spouses,
        children: family.children,
      })),
    });
    built.set(tree, index);
  }
  return index;
}
