import { MESSAGES } from '@giapha/contract';

/** Used only when the server gives no message of its own (spec §8 fallbacks). */
export const TREE_FALLBACK = {
  graph: MESSAGES.treeFetchFailed,
  structure: MESSAGES.unknownError,
  positions: 'Không lưu được vị trí các ô',
  split: 'Không tách được nhánh',
  settings: 'Không lưu được cài đặt cây gia phả',
  deletePerson: 'Không xóa được người này',
} as const;

/** Spec §8: what adding several children one by one (after a 404 on the bulk call) ends with. */
export function childrenResultMessage(added: number, failed: number): string {
  if (added === 0) return MESSAGES.childrenNoneAdded;
  if (failed === 0) return MESSAGES.childrenAdded.replace('{n}', String(added));
  return MESSAGES.childrenPartlyAdded.replace('{n}', String(added)).replace('{m}', String(failed));
}
