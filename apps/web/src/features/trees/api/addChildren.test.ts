import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { samplePerson } from '../../../test/event-samples.ts';
import { addChildren } from './addChildren.ts';

const parents = { treeId: 't1', fatherId: 'p1', motherId: 'p2' };
const children = [
  { name: 'Nguyễn Văn Một', sex: 'male' as const },
  { name: 'Nguyễn Thị Hai', sex: 'female' as const },
  { name: 'Nguyễn Văn Ba', sex: 'male' as const },
];

/** A child as the server answers it; only the id and name matter to these tests. */
function person(id: string, name: string) {
  return samplePerson({
    id,
    name,
    generation: 2,
    ordinalNumber: null,
    birth: null,
    death: null,
    deceased: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
}

const family = { id: 'f1', father: 'p1', mother: 'p2', spouses: [], children: [], version: 1 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('addChildren', () => {
  it('adds them in one call when the server has the bulk endpoint', async () => {
    const calls = stubApi({
      '/api/family/add-multiple-children': () => ({
        status: 201,
        body: { success: true, data: { family, children: children.map((c, i) => person(`c${i}`, c.name)) } },
      }),
    });
    const result = await addChildren(parents, children);
    expect(result.message).toBe('Đã thêm thành công 3 con!');
    expect(calls.map((c) => c.path)).toEqual(['/api/family/add-multiple-children']);
    expect(calls[0]?.body).toEqual({ ...parents, children });
  });

  it('on a 404 adds them one by one and says how many failed (spec §8)', async () => {
    let n = 0;
    stubApi({
      '/api/family/add-child': () => {
        n += 1;
        return n === 2
          ? { status: 500, body: { success: false, message: 'Lỗi từ server' } }
          : { status: 201, body: { success: true, data: { family, child: person(`c${n}`, 'Con') } } };
      },
    });
    const result = await addChildren(parents, children);
    expect(result.added).toHaveLength(2);
    expect(result.failed).toBe(1);
    expect(result.message).toBe('Đã thêm 2 con, 1 con thất bại.');
  });

  it('when every one fails: “Không thể thêm con. Vui lòng thử lại sau.”', async () => {
    stubApi({
      '/api/family/add-child': () => ({ status: 500, body: { success: false, message: 'Lỗi' } }),
    });
    const result = await addChildren(parents, children);
    expect(result).toMatchObject({
      added: [],
      failed: 3,
      message: 'Không thể thêm con. Vui lòng thử lại sau.',
    });
  });

  it('another failure of the bulk call is passed on, with the server’s field errors', async () => {
    stubApi({
      '/api/family/add-multiple-children': () => ({
        status: 400,
        body: {
          success: false,
          message: 'Dữ liệu không hợp lệ',
          errors: [{ field: 'children.0.name', message: 'Vui lòng nhập tên cho đứa trẻ' }],
        },
      }),
    });
    await expect(addChildren(parents, children)).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'children.0.name', message: 'Vui lòng nhập tên cho đứa trẻ' }],
    });
  });
});
