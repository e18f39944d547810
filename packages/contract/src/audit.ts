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
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** The Vietnamese name of an action code (the code itself for one this build does not know). */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action as AuditAction] : action;
}

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
  /** What the service recorded: changed fields, `{ from, to }`, `{ before, after }`… */
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;
export const auditLogListResponse = listResponse(auditLogSchema);
