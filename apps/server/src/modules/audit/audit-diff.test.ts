import { describe, expect, it } from 'vitest';
import { AUDIT_TEXT_LIMIT, diffRows } from './audit-diff.ts';

const person = {
  id: 'p1',
  clanId: 'c1',
  name: 'Nguyễn Văn A',
  surname: null,
  sex: 'male',
  generation: 3,
  otherNames: { tenHuy: null, tenTu: 'Tử Minh', hieu: null, thuyHieu: null },
  birth: { solar: { year: 1950, month: 3, day: 2 }, lunar: null },
  contact: null,
  biography: 'Tiểu sử chưa được viết',
  searchText: 'nguyen van a',
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  version: 1,
};

describe('diffRows', () => {
  it('keeps only the fields that changed, with their old and new values', () => {
    const after = {
      ...person,
      name: 'Nguyễn Văn B',
      searchText: 'nguyen van b',
      updatedAt: new Date('2026-02-01T00:00:00Z'),
      version: 2,
    };
    expect(diffRows(person, after)).toEqual([{ field: 'name', from: 'Nguyễn Văn A', to: 'Nguyễn Văn B' }]);
  });

  it('names the inner keys of small groups and keeps dates and life dates as values', () => {
    const after = {
      ...person,
      otherNames: { tenHuy: 'Huy', tenTu: 'Tử Minh', hieu: null, thuyHieu: null },
      contact: { phone: '0912345678', email: null, address: null },
      birth: { solar: { year: 1951, month: 3, day: 2 }, lunar: null },
      deceased: true,
    };
    expect(diffRows(person, after)).toEqual([
      { field: 'otherNames.tenHuy', from: null, to: 'Huy' },
      { field: 'birth', from: person.birth, to: after.birth },
      { field: 'contact.phone', from: null, to: '0912345678' },
      { field: 'deceased', from: null, to: true },
    ]);
    const dated = diffRows(
      { publishedAt: new Date('2026-03-01T02:00:00Z') },
      { publishedAt: new Date('2026-03-02T02:00:00Z') },
    );
    expect(dated).toEqual([
      { field: 'publishedAt', from: '2026-03-01T02:00:00.000Z', to: '2026-03-02T02:00:00.000Z' },
    ]);
  });

  it('never stores secrets or long bodies, and cuts other long text', () => {
    const long = 'Lời kể '.repeat(100);
    const changes = diffRows(
      { passwordHash: 'scrypt$a', content: '<p>Cũ</p>', notes: 'ngắn', ledgerCodeHash: null },
      { passwordHash: 'scrypt$b', content: '<p>Mới</p>', notes: long, ledgerCodeHash: 'scrypt$c' },
      { longText: ['content'] },
    );
    expect(changes).toEqual([
      { field: 'password' },
      { field: 'content' },
      { field: 'notes', from: 'ngắn', to: `${long.slice(0, AUDIT_TEXT_LIMIT - 1)}…` },
      { field: 'ledgerCode' },
    ]);
    expect(JSON.stringify(changes)).not.toContain('scrypt');
  });

  it('skips the keys asked for and says nothing when nothing changed', () => {
    expect(diffRows(person, { ...person, version: 9 })).toEqual([]);
    expect(
      diffRows({ label: 'A', position: 1 }, { label: 'A', position: 2 }, { skip: ['position'] }),
    ).toEqual([]);
    // Key order inside a stored object does not count as a change.
    expect(diffRows({ g: { a: 1, b: 2 } }, { g: { b: 2, a: 1 } })).toEqual([]);
  });
});
