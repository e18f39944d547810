import { describe, expect, it } from 'vitest';
import { editableFields, withEdits } from './editablePayload.ts';

describe('the text values a reviewer may correct', () => {
  it('are found in an edit, a new relative and a source, leaving ids, dates and choices', () => {
    const payload = {
      changes: { name: 'Nguyễn Văn A', otherNames: { hieu: 'Đức' }, birth: { solar: { year: 1900 } } },
    };
    expect(editableFields(payload)).toEqual([
      { path: 'changes.name', field: 'name', value: 'Nguyễn Văn A' },
      { path: 'changes.otherNames.hieu', field: 'otherNames.hieu', value: 'Đức' },
    ]);
    expect(
      editableFields({ person: { name: 'Lê Thị B', sex: 'female' }, otherParentId: 'x', relation: 'birth' }),
    ).toEqual([{ path: 'person.name', field: 'name', value: 'Lê Thị B' }]);
    expect(editableFields({ source: { title: 'Gia phả' }, page: 'tr. 2' }).map((f) => f.path)).toEqual([
      'source.title',
      'page',
    ]);
  });

  it('are written back into a copy, a blank optional one as null', () => {
    const payload = { changes: { name: 'A', otherNames: { hieu: 'Đức' } } };
    expect(withEdits(payload, { 'changes.name': 'B', 'changes.otherNames.hieu': ' ' })).toEqual({
      changes: { name: 'B', otherNames: { hieu: null } },
    });
    expect(payload.changes.name).toBe('A');
  });
});
