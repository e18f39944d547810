import { describe, expect, it } from 'vitest';
import { validateChildren } from './AddChildrenModal.tsx';

describe('validateChildren (spec §5)', () => {
  it('one child needs a name and a sex, each with its own message', () => {
    expect(validateChildren([{ name: '', sex: '' }])).toEqual({
      rowErrors: [{ name: 'Vui lòng nhập tên cho đứa trẻ', sex: 'Vui lòng chọn giới tính cho đứa trẻ' }],
      formError: null,
    });
    expect(validateChildren([{ name: 'Minh', sex: '' }]).rowErrors).toEqual([
      { sex: 'Vui lòng chọn giới tính cho đứa trẻ' },
    ]);
  });

  it('several rows, none filled: “Vui lòng nhập ít nhất một tên con”', () => {
    expect(
      validateChildren([
        { name: ' ', sex: '' },
        { name: '', sex: '' },
      ]).formError,
    ).toBe('Vui lòng nhập ít nhất một tên con');
  });

  it('blank extra rows are skipped; half-filled ones are not', () => {
    const result = validateChildren([
      { name: 'Nguyễn Văn Một', sex: 'male' },
      { name: '', sex: '' },
      { name: '', sex: 'female' },
    ]);
    expect(result.formError).toBeNull();
    expect(result.rowErrors).toEqual([{}, {}, { name: 'Vui lòng nhập tên cho đứa trẻ' }]);
  });
});
