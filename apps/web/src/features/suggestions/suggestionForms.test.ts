import type { PersonRecord } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import {
  editPersonChanges,
  editPersonFormSchema,
  editPersonValues,
  relativeBody,
} from './suggestionForms.ts';

const record: PersonRecord = {
  id: 'p1',
  name: 'Nguyễn Văn Sai',
  surname: null,
  nameHanNom: null,
  sex: 'male',
  generation: 3,
  ordinalNumber: null,
  otherNames: { tenHuy: null, tenTu: null, hieu: null, thuyHieu: null, phapDanh: null },
  avatar: null,
  biography: 'Tiểu sử chưa được viết',
  deceased: false,
  birth: { solar: { year: 1950 } },
  death: null,
  birthPlace: null,
  deathPlace: null,
  burialPlace: null,
  trees: [{ id: 't1', name: 'Cây', type: 'original' }],
  lineage: [],
  parents: [],
  spouses: [],
  children: [],
  timeline: [],
  graves: [],
  evidence: [],
};

function output(values: ReturnType<typeof editPersonValues>) {
  return editPersonFormSchema.parse(values);
}

describe('an edit proposal', () => {
  it('sends only the fields the member changed', () => {
    expect(editPersonChanges(record, output(editPersonValues(record)))).toBeNull();
    const values = {
      ...editPersonValues(record),
      name: 'Nguyễn Văn Đúng',
      hieu: 'Đức Nhuận',
      generation: '4',
    };
    expect(editPersonChanges(record, output(values))).toEqual({
      name: 'Nguyễn Văn Đúng',
      generation: 4,
      otherNames: { hieu: 'Đức Nhuận' },
    });
  });

  it('a new child takes a sex and the other parent chosen', () => {
    expect(
      relativeBody('addChild', 'p1', 't1', {
        name: 'Nguyễn Văn Con',
        sex: 'female',
        birth: null,
        death: null,
        deceased: false,
        otherParentId: 'p2',
        note: '',
      }),
    ).toEqual({
      kind: 'addChild',
      personId: 'p1',
      treeId: 't1',
      note: null,
      person: { name: 'Nguyễn Văn Con', sex: 'female', birth: null, death: null, deceased: false },
      otherParentId: 'p2',
    });
  });
});
