import { type DateFormat, DEFAULT_PRIMARY_COLOR, type KinshipRegion } from '@giapha/contract';

/** Used only when the server gives no message of its own (a network failure, say). */
export const SETTINGS_FALLBACK = {
  get: 'Không thể tải cài đặt trang',
  update: 'Không thể lưu cài đặt trang',
} as const;

/** Colours of ancestral halls, lacquer and silk, offered beside the free colour picker. */
export const TRADITIONAL_COLORS = [
  { color: DEFAULT_PRIMARY_COLOR, name: 'Đỏ son' },
  { color: '#b3261e', name: 'Đỏ thắm' },
  { color: '#9a6b12', name: 'Vàng đồng' },
  { color: '#5c3317', name: 'Nâu gụ' },
  { color: '#1d5c63', name: 'Xanh ngọc' },
  { color: '#4a5d23', name: 'Xanh rêu' },
  { color: '#2e3a6e', name: 'Xanh chàm' },
  { color: '#3d2b56', name: 'Tím than' },
] as const;

/** DESIGN §12: how the date picker reads typed dates; shown dates are always dd/mm/yyyy. */
export const DATE_FORMAT_OPTIONS: { value: DateFormat; label: string; description: string }[] = [
  {
    value: 'mm/dd/yy',
    label: 'Tháng/ngày/năm (mm/dd/yy)',
    description: 'Kiểu mặc định của ô chọn ngày: 04/30/26 là ngày 30 tháng 4 năm 2026.',
  },
  {
    value: 'dd/mm/yy',
    label: 'Ngày/tháng/năm (dd/mm/yy)',
    description: 'Kiểu quen thuộc của người Việt: 30/04/26 là ngày 30 tháng 4 năm 2026.',
  },
];

/** Issue 23: the register of kinship terms the clan's pages use; a member may choose their own. */
export const KINSHIP_REGION_OPTIONS: { value: KinshipRegion; label: string; description: string }[] = [
  {
    value: 'north',
    label: 'Miền Bắc',
    description: 'Con đầu là thứ cả (anh cả, chị cả); anh chị của cả cha và mẹ đều gọi là bác.',
  },
  {
    value: 'south',
    label: 'Miền Nam',
    description: 'Con đầu là thứ hai (anh Hai, chị Hai); anh chị của mẹ gọi là cậu, dì như em của mẹ.',
  },
];
