/** Used only when the server gives no message of its own (a network failure, say). */
export const PLACES_FALLBACK = {
  list: 'Không thể tải danh sách địa danh',
  get: 'Không thể tải thông tin địa danh',
  create: 'Không thể thêm địa danh',
  update: 'Không thể cập nhật địa danh',
  delete: 'Không thể xóa địa danh',
  merge: 'Không thể gộp địa danh',
} as const;

export const PLACE_TEXTS = {
  pageTitle: 'Địa danh',
  pageDescription:
    'Các nơi sinh, nơi mất, nơi diễn ra sự kiện và nơi đặt mộ của cả dòng họ. Viết từ nơi nhỏ đến nơi lớn, cách nhau bằng dấu phẩy, ví dụ: Hành Thiện, Xuân Trường, Nam Định.',
  pickerPlaceholder: 'Gõ tên để tìm (không dấu cũng được)',
  searching: 'Đang tìm…',
  searchFailed: 'Không tìm được, thử lại sau',
  nothingFound: 'Chưa có địa danh nào khớp',
  clear: 'Bỏ chọn địa danh',
  oldName: 'tên cũ',
  openMap: 'Mở bản đồ',
  openWebMap: 'Xem trên bản đồ web',
} as const;

/** The option that makes the typed place on the fly. */
export function addPlaceLabel(name: string): string {
  return `Thêm địa danh "${name}"`;
}

/** How many births, deaths, events and graves name a place. */
export function usageLabel(usage: number): string {
  return usage === 0 ? 'Chưa dùng' : `Dùng cho ${usage} mục`;
}
