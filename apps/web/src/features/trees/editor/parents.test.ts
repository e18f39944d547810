import { describe, expect, it } from 'vitest';
import { testPerson } from '../canvas/trees.testing.ts';
import type { CanvasFamily } from '../model.ts';
import { parentOptions } from './parents.ts';

const person = (id: string, name: string, sex: 'male' | 'female') =>
  testPerson({ id, name, sex, generation: 1 });

const husband = person('h', 'Nguyễn Văn Tổ', 'male');
const wife1 = person('w1', 'Trần Thị Cả', 'female');
const wife2 = person('w2', 'Lê Thị Hai', 'female');
const byId = new Map([husband, wife1, wife2].map((p) => [p.id, p]));

describe('parentOptions', () => {
  it('a man with two wives: one choice per wife, so children go to their mother', () => {
    const families: CanvasFamily[] = [{ id: 'f', father: 'h', mother: 'w1', spouses: ['w2'], children: [] }];
    expect(parentOptions(husband, families, byId)).toEqual([
      { value: 'f:w1', label: 'Với Trần Thị Cả', parents: { fatherId: 'h', motherId: 'w1' } },
      { value: 'f:w2', label: 'Với Lê Thị Hai', parents: { fatherId: 'h', motherId: 'w2' } },
    ]);
  });

  it('a further wife picks herself as the mother', () => {
    const families: CanvasFamily[] = [{ id: 'f', father: 'h', mother: 'w1', spouses: ['w2'], children: [] }];
    expect(parentOptions(wife2, families, byId)).toEqual([
      { value: 'f:w2', label: 'Với Nguyễn Văn Tổ', parents: { fatherId: 'h', motherId: 'w2' } },
    ]);
  });

  it('someone without a family is the only parent', () => {
    expect(parentOptions(wife1, [], byId)).toEqual([
      { value: 'alone', label: 'Chỉ Trần Thị Cả', parents: { fatherId: null, motherId: 'w1' } },
    ]);
  });
});
