import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, listResponse, MAX_PAGE_SIZE, pageQuery } from './common.ts';

/** Every action the server writes to the audit log, with how the admin page names it. */
export const AUDIT_ACTION_LABELS = {
  'clan.register': 'Đăng ký dòng họ',
  'clan.export': 'Tải bản sao dữ liệu dòng họ',
  'user.create': 'Tạo thành viên',
  'user.update': 'Sửa thành viên',
  'user.delete': 'Xóa thành viên',
  'user.role': 'Đổi vai trò thành viên',
  'user.approve': 'Duyệt thành viên',
  'user.reject': 'Từ chối thành viên',
  'user.reset-password': 'Đặt lại mật khẩu',
  'tree.create': 'Tạo cây gia phả',
  'tree.update': 'Sửa cây gia phả',
  'tree.delete': 'Xóa cây gia phả',
  'tree.split': 'Tách nhánh thành cây riêng',
  'tree.add-family': 'Thêm gia đình vào cây',
  'tree.remove-family': 'Bỏ gia đình khỏi cây',
  'tree.add-family-auto': 'Tự thêm gia đình vào cây nhánh',
  'tree.remove-family-auto': 'Tự bỏ gia đình khỏi cây nhánh',
  'tree.sync-person': 'Đồng bộ người giữa các cây',
  'tree.create-person-family': 'Tạo người và gia đình trên cây',
  'family.add-spouse': 'Thêm vợ/chồng',
  'family.add-child': 'Thêm con',
  'family.add-children': 'Thêm nhiều con',
  'person.create': 'Thêm người',
  'person.update': 'Sửa thông tin người',
  'person.delete': 'Xóa người',
  'person.positions': 'Sắp xếp vị trí trên cây',
  'lifeEvent.create': 'Thêm sự kiện trong đời',
  'lifeEvent.update': 'Sửa sự kiện trong đời',
  'lifeEvent.delete': 'Xóa sự kiện trong đời',
  'lifeEvent.reorder': 'Sắp xếp sự kiện trong đời',
  'draft.create': 'Tạo bản nháp cây',
  'draft.update': 'Sửa bản nháp cây',
  'draft.delete': 'Xóa bản nháp cây',
  'draft.publish': 'Xuất bản bản nháp cây',
  'blog.create': 'Viết bài',
  'blog.update': 'Sửa bài viết',
  'blog.delete': 'Xóa bài viết',
  'category.create': 'Tạo chuyên mục',
  'category.update': 'Sửa chuyên mục',
  'category.delete': 'Xóa chuyên mục',
  'category.reorder': 'Sắp xếp chuyên mục',
  'menu.create': 'Thêm mục menu',
  'menu.update': 'Sửa mục menu',
  'menu.delete': 'Xóa mục menu',
  'menu.reorder': 'Sắp xếp menu',
  'section.create': 'Thêm khối trang chủ',
  'section.update': 'Sửa khối trang chủ',
  'section.delete': 'Xóa khối trang chủ',
  'section.reorder': 'Sắp xếp khối trang chủ',
  'setting.update': 'Sửa cài đặt trang',
  'album.create': 'Tạo album',
  'album.update': 'Sửa album',
  'album.delete': 'Xóa album',
  'event.create': 'Tạo sự kiện',
  'event.update': 'Sửa sự kiện',
  'event.delete': 'Xóa sự kiện',
  'bank.create': 'Thêm tài khoản ngân hàng',
  'bank.update': 'Sửa tài khoản ngân hàng',
  'bank.delete': 'Xóa tài khoản ngân hàng',
  'bankWebhook.secret.view': 'Xem khóa nhận báo có',
  'bankWebhook.secret.rotate': 'Đổi khóa nhận báo có',
  'campaign.create': 'Tạo đợt quyên góp',
  'campaign.update': 'Sửa đợt quyên góp',
  'campaign.delete': 'Xóa đợt quyên góp',
  'donation.create': 'Ghi công đức',
  'donation.update': 'Sửa công đức',
  'donation.delete': 'Xóa công đức',
  'donation.import': 'Nhập sao kê',
  // sources and citations (issue 21)
  'source.create': 'Thêm nguồn tư liệu',
  'source.update': 'Sửa nguồn tư liệu',
  'source.delete': 'Xóa nguồn tư liệu',
  'source.add-page': 'Thêm trang nguồn tư liệu',
  'source.update-page': 'Sửa trang nguồn tư liệu',
  'source.delete-page': 'Xóa trang nguồn tư liệu',
  'source.reorder-pages': 'Sắp xếp trang nguồn tư liệu',
  'citation.create': 'Thêm trích dẫn',
  'citation.update': 'Sửa trích dẫn',
  'citation.delete': 'Xóa trích dẫn',
  // places (issue 21)
  'place.create': 'Thêm địa danh',
  'place.update': 'Sửa địa danh',
  'place.delete': 'Xóa địa danh',
  'place.merge': 'Gộp địa danh',
  // graves (issue 21)
  'grave.create': 'Thêm mộ phần',
  'grave.update': 'Sửa mộ phần',
  'grave.delete': 'Xóa mộ phần',
  // "Me" in the tree (issue 23)
  'personLink.approve': 'Duyệt liên kết thành viên với người trong cây',
  'personLink.reject': 'Từ chối liên kết thành viên với người trong cây',
  'personLink.link': 'Liên kết thành viên với người trong cây',
  'personLink.unlink': 'Bỏ liên kết thành viên với người trong cây',
  // members' suggestions (issue 24)
  'suggestion.approve': 'Duyệt đề xuất của thành viên',
  'suggestion.reject': 'Từ chối đề xuất của thành viên',
  // branches and their keepers (issue 24)
  'branch.create': 'Tạo chi',
  'branch.update': 'Sửa chi',
  'branch.delete': 'Xóa chi',
  'branch.keepers': 'Giao trưởng chi và biên tập viên',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** The Vietnamese name of an action code (the code itself for one this build does not know). */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action as AuditAction] : action;
}

/**
 * How the admin page names a changed field (`detail.changes[].field`). Nested values are named with a
 * dot (`contact.phone`); a field this build does not know is shown by a readable fallback.
 */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  // persons
  name: 'Tên',
  surname: 'Họ',
  sex: 'Giới tính',
  generation: 'Đời',
  ordinalNumber: 'Thứ tự',
  biography: 'Tiểu sử',
  'otherNames.tenHuy': 'Tên húy',
  'otherNames.tenTu': 'Tên tự',
  'otherNames.hieu': 'Hiệu',
  'otherNames.thuyHieu': 'Thụy hiệu',
  'otherNames.phapDanh': 'Pháp danh',
  nameHanNom: 'Tên chữ Hán-Nôm',
  birth: 'Ngày sinh',
  death: 'Ngày mất',
  birthPlaceId: 'Nơi sinh',
  deathPlaceId: 'Nơi mất',
  // life events
  value: 'Nội dung',
  date: 'Ngày',
  placeId: 'Địa danh',
  deceased: 'Đã mất',
  gioInCalendar: 'Hiện ngày giỗ trên lịch',
  burialPlace: 'Nơi an táng',
  avatar: 'Ảnh đại diện',
  'contact.phone': 'Số điện thoại',
  'contact.email': 'Email liên hệ',
  'contact.address': 'Địa chỉ',
  notes: 'Ghi chú',
  // trees
  description: 'Mô tả',
  isPublic: 'Công khai',
  hideSpouses: 'Ẩn vợ/chồng',
  generationSizes: 'Kích thước theo đời',
  decorNodes: 'Trang trí',
  type: 'Loại',
  // users
  username: 'Tên đăng nhập',
  email: 'Email',
  role: 'Vai trò',
  status: 'Trạng thái',
  password: 'Mật khẩu',
  // posts, categories, albums, events, campaigns
  title: 'Tiêu đề',
  slug: 'Đường dẫn',
  summary: 'Tóm tắt',
  content: 'Nội dung',
  coverImage: 'Ảnh bìa',
  categoryId: 'Chuyên mục',
  publishedAt: 'Ngày đăng',
  images: 'Ảnh',
  eventDate: 'Ngày sự kiện',
  location: 'Địa điểm',
  calendar: 'Loại lịch',
  startDate: 'Ngày bắt đầu',
  endDate: 'Ngày kết thúc',
  startTime: 'Giờ bắt đầu',
  endTime: 'Giờ kết thúc',
  lunarDay: 'Ngày âm lịch',
  lunarMonth: 'Tháng âm lịch',
  lunarYear: 'Năm âm lịch',
  lunarLeap: 'Tháng nhuận',
  personId: 'Người được giỗ',
  template: 'Mẫu sự kiện',
  goalAmount: 'Mục tiêu',
  bankAccountId: 'Tài khoản nhận',
  transferCode: 'Mã chuyển khoản',
  ledgerPrivacy: 'Xem sổ công đức',
  ledgerCode: 'Mã xem sổ công đức',
  // bank accounts
  bankBin: 'Ngân hàng',
  accountNumber: 'Số tài khoản',
  accountHolder: 'Chủ tài khoản',
  branch: 'Chi nhánh',
  isDefault: 'Tài khoản mặc định',
  // menus, home-page blocks
  label: 'Nhãn',
  url: 'Liên kết',
  openInNewTab: 'Mở thẻ mới',
  parentId: 'Mục cha',
  subtitle: 'Phụ đề',
  imageUrl: 'Ảnh',
  linkLabel: 'Chữ trên nút',
  linkUrl: 'Liên kết của nút',
  itemLimit: 'Số mục hiển thị',
  treeId: 'Cây',
  visible: 'Hiển thị',
  // site settings
  siteName: 'Tên trang',
  slogan: 'Khẩu hiệu',
  logo: 'Logo',
  favicon: 'Biểu tượng trang',
  banner: 'Ảnh bìa trang',
  primaryColor: 'Màu chủ đạo',
  'contact.mapUrl': 'Bản đồ',
  'social.facebook': 'Facebook',
  'social.youtube': 'YouTube',
  'social.zalo': 'Zalo',
  'social.tiktok': 'TikTok',
  footerText: 'Chân trang',
  dateFormat: 'Định dạng ngày',
  // drafts
  nodes: 'Người trong bản nháp',
  families: 'Gia đình trong bản nháp',
  // donations
  donorName: 'Người đóng góp',
  anonymous: 'Ẩn danh',
  amount: 'Số tiền',
  note: 'Ghi chú',
  paidAt: 'Ngày chuyển',
  campaignId: 'Đợt quyên góp',
  // sources and citations
  kind: 'Loại nguồn',
  author: 'Tác giả',
  repository: 'Nơi lưu giữ',
  transcription: 'Phiên âm, dịch nghĩa',
  image: 'Ảnh trang',
  sourceId: 'Nguồn tư liệu',
  pageId: 'Trang',
  page: 'Trang',
  fact: 'Dữ kiện',
  quote: 'Trích nguyên văn',
  // places
  oldName: 'Tên cũ',
  latitude: 'Vĩ độ',
  longitude: 'Kinh độ',
  mergedFrom: 'Gộp từ địa danh',
  movedBirths: 'Số nơi sinh chuyển sang',
  movedDeaths: 'Số nơi mất chuyển sang',
  movedEvents: 'Số sự kiện chuyển sang',
  movedGraves: 'Số mộ phần chuyển sang',
  // graves
  cemetery: 'Nghĩa trang, nơi an táng',
  plot: 'Vị trí mộ',
  photos: 'Ảnh mộ và bia',
};

/** The label of a changed field: the map's, else the key made readable (`footerText` → `footer text`). */
export function auditFieldLabel(field: string): string {
  if (Object.hasOwn(AUDIT_FIELD_LABELS, field)) return AUDIT_FIELD_LABELS[field] ?? field;
  return field
    .split('.')
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase())
    .join(' › ');
}

/**
 * One field an update changed, in `detail.changes`. `from`/`to` are the values before and after; both
 * absent means only that it changed is kept (a long text such as a post's body, or a secret).
 */
export const auditChangeSchema = z.object({
  field: z.string(),
  from: z.unknown().optional(),
  to: z.unknown().optional(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

// GET /api/audit-logs (limit, offset, action, search)
export const listAuditLogsQuery = pageQuery(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE).extend({
  action: z.enum(AUDIT_ACTIONS).optional(),
  search: z.string().trim().max(200).optional(),
});
export type ListAuditLogsQuery = z.input<typeof listAuditLogsQuery>;

export const auditLogSchema = z.object({
  id: z.string(),
  action: z.string(),
  actorId: z.string().nullable(),
  /** The actor's name now; null when the actor was deleted or the action had none (a bank notification). */
  actorName: z.string().nullable(),
  actorUsername: z.string().nullable(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The target's name when the entry was written; null on entries older than this field. */
  targetName: z.string().nullable(),
  /** What the service recorded: `changes` (an update's fields with old and new values), counts… */
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;
export const auditLogListResponse = listResponse(auditLogSchema);
