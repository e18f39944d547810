import { type DateFormat, DEFAULT_PRIMARY_COLOR } from '@giapha/contract';

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
