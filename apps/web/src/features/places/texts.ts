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

/** The button offering to merge into the place whose name a rename took. */
export function mergeIntoLabel(name: string): string {
  return `Gộp vào địa danh “${name}”`;
}

/** How many births, deaths, events and graves name a place. */
export function usageLabel(usage: number): string {
  return usage === 0 ? 'Chưa dùng' : `Dùng cho ${usage} mục`;
}

export const PLACE_FORM_TEXTS = {
  addTitle: 'Thêm địa danh',
  editTitle: 'Sửa địa danh',
  add: 'Thêm địa danh',
  name: 'Tên địa danh',
  nameHint: 'Từ nơi nhỏ đến nơi lớn, cách nhau bằng dấu phẩy: xã/làng, huyện, tỉnh.',
  oldName: 'Tên cũ',
  oldNameHint: 'Tên trước khi tách, nhập hoặc đổi tên (nếu có), ví dụ: Hà Nam Ninh.',
  latitude: 'Vĩ độ',
  longitude: 'Kinh độ',
  coordinatesHint:
    'Không bắt buộc. Lấy từ bản đồ trên điện thoại (nhấn giữ vào điểm), dấu phẩy hay dấu chấm đều được.',
  note: 'Ghi chú',
} as const;

export const PLACE_MERGE_TEXTS = {
  title: 'Gộp địa danh',
  intro:
    'Gộp “{name}” vào một địa danh khác: mọi nơi sinh, nơi mất, sự kiện và mộ phần đang ghi “{name}” sẽ chuyển sang địa danh được chọn, rồi “{name}” bị xóa.',
  target: 'Gộp vào địa danh',
  targetHint: 'Tìm địa danh sẽ giữ lại.',
  sameTarget: 'Hãy chọn một địa danh khác với địa danh đang gộp',
  targetRequired: 'Vui lòng chọn địa danh sẽ giữ lại',
  confirm: 'Gộp địa danh',
} as const;
