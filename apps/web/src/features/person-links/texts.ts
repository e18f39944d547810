import type { KinshipRegion, PersonClaimStatus } from '@giapha/contract';

/** Labels of the "Tôi là …" screens; the server's own messages are shown as they come. */
export const REGION_LABELS: Record<KinshipRegion, string> = {
  north: 'Miền Bắc',
  south: 'Miền Nam',
};

export const CLAIM_STATUS_LABELS: Record<PersonClaimStatus, string> = {
  pending: 'Chờ duyệt',
  approved: 'Đã duyệt',
  rejected: 'Đã từ chối',
};

export const NOT_IN_TREE = 'Tôi chưa có trong cây';

/** Used only when the server gives no message of its own (a network failure, say). */
export const PERSON_LINKS_FALLBACK = {
  mine: 'Không thể tải thông tin liên kết của bạn',
  claim: 'Không thể gửi yêu cầu liên kết',
  withdraw: 'Không thể rút yêu cầu liên kết',
  unlink: 'Không thể bỏ liên kết',
  region: 'Không thể lưu cách xưng hô',
  claims: 'Không thể tải các yêu cầu liên kết',
  decide: 'Không thể xử lý yêu cầu liên kết',
  userPerson: 'Không thể tải người trong cây của thành viên',
  link: 'Không thể liên kết thành viên',
  search: 'Không thể tìm người trong cây',
  kinship: 'Không thể tính cách xưng hô với bạn',
} as const;

/** "Đời 5" when the generation is known. */
export function generationLabel(generation: number | null): string {
  return generation === null ? '' : `Đời ${generation}`;
}

/** The "Xưng hô với bạn" card of a person page. */
export const MY_KINSHIP_TEXTS = {
  title: 'Xưng hô với bạn',
  loading: 'Đang tính cách xưng hô',
  self: 'Đây là bạn.',
  onTree: 'Xem đường quan hệ trên cây',
  tellWho: 'Cho biết bạn là ai trong gia phả',
  tellWhoHint: 'để xem cách xưng hô với mỗi người',
  /** "Miền Bắc" → "Cách gọi miền Bắc". */
  region: (label: string) => `Cách gọi ${label.charAt(0).toLocaleLowerCase('vi')}${label.slice(1)}`,
} as const;
