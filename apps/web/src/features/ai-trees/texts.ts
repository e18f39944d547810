import type { DraftSource, DraftStatus } from '@giapha/contract';
import { MESSAGES } from '@giapha/contract';

/** Used only when the server gives no message of its own (a network failure, say): spec §8. */
export const DRAFTS_FALLBACK = {
  list: MESSAGES.draftsLoadFailed,
  get: MESSAGES.draftLoadFailed,
  create: MESSAGES.draftCreateFailed,
  delete: MESSAGES.draftDeleteFailed,
  publish: MESSAGES.draftPublishFailed,
  update: MESSAGES.draftUpdateFailed,
  positions: 'Không thể lưu vị trí các ô trên sơ đồ',
  matches: 'Không thể tìm người trùng trong dòng họ',
} as const;

export const SOURCE_LABELS: Record<DraftSource, string> = {
  gedcom: 'GEDCOM',
  text: 'Văn bản',
  model: 'Mô hình AI',
};

export const SOURCE_COLORS: Record<DraftSource, string> = {
  gedcom: 'blue',
  text: 'teal',
  model: 'grape',
};

export const STATUS_LABELS: Record<DraftStatus, string> = {
  draft: 'Nháp',
  published: 'Đã xuất bản',
};

export const DUPLICATE_WARNING = 'Tệp này đã được nhập trước đây';

export const TEXT_PLACEHOLDER = [
  'Đời thứ 1: Nguyễn Văn A (1820 – 1890), mất ngày 12 tháng 3 âm lịch',
  '   Vợ: Trần Thị B',
  '   Con trai trưởng: Nguyễn Văn C',
].join('\n');

export const DRAFTS_PATH = '/admin/ai-trees';
export const draftPreviewPath = (id: string) => `/admin/ai-trees/preview/${encodeURIComponent(id)}`;
export const draftEditPath = (id: string) => `/admin/ai-trees/edit/${encodeURIComponent(id)}`;
export const treePath = (id: string) => `/tree/${encodeURIComponent(id)}`;
