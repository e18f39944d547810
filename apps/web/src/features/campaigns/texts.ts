import type { CampaignStatus, LedgerPrivacy } from '@giapha/contract';

/** Used only when the server gives no message of its own (a network failure, say). */
export const CAMPAIGNS_FALLBACK = {
  list: 'Không thể tải danh sách chiến dịch',
  get: 'Không thể tải chiến dịch',
  create: 'Không thể tạo chiến dịch',
  update: 'Không thể cập nhật chiến dịch',
  delete: 'Không thể xóa chiến dịch',
  qr: 'Không thể tạo mã QR',
} as const;

/** What a campaign's badge says. */
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Nháp',
  open: 'Đang nhận đóng góp',
  closed: 'Đã kết thúc',
};

export const CAMPAIGN_STATUS_COLORS: Record<CampaignStatus, string> = {
  draft: 'gray',
  open: 'teal',
  closed: 'blue',
};

/** What the admin chooses in the form (the action rather than the state). */
export const CAMPAIGN_STATUS_CHOICES: Record<CampaignStatus, string> = {
  draft: 'Nháp',
  open: 'Mở nhận đóng góp',
  closed: 'Đã kết thúc',
};

/** A draft said plainly: who sees it, and the way to open it. */
export const CAMPAIGN_DRAFT_TEXT = {
  saved: 'Đã lưu chiến dịch ở dạng nháp',
  savedDetail:
    'Chỉ quản trị viên nhìn thấy chiến dịch này. Người đóng góp chưa thấy cho đến khi bạn bấm “Mở nhận đóng góp”.',
  title: 'Chiến dịch đang là bản nháp: chỉ quản trị viên nhìn thấy',
  body: 'Con cháu và người đóng góp chưa thấy chiến dịch này trên trang của dòng họ cho đến khi bạn mở nhận đóng góp.',
  opened: 'Đã mở nhận đóng góp',
  openedDetail: 'Chiến dịch đã hiện trên trang của dòng họ cùng mã QR chuyển khoản.',
} as const;

export const CAMPAIGN_STATUS_HINTS: Record<CampaignStatus, string> = {
  draft: 'Chỉ quản trị viên nhìn thấy; chưa hiện trên trang của dòng họ.',
  open: 'Hiện trên trang của dòng họ với mã QR để con cháu chuyển khoản.',
  closed: 'Vẫn hiện trên trang cùng sổ công đức, nhưng không nhận thêm đóng góp.',
};

export const LEDGER_PRIVACY_LABELS: Record<LedgerPrivacy, string> = {
  public: 'Công khai',
  code: 'Cần mã để xem',
};

export const TRANSFER_CODE_HINT =
  'Người đóng góp ghi mã này vào nội dung chuyển khoản (mã QR đã có sẵn) để khoản tiền được ghi đúng vào chiến dịch. Để trống để hệ thống tự tạo, ví dụ QUYHO24.';
