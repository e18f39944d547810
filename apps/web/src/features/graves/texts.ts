import type { GravePhoto } from '@giapha/contract';

/** Used only when the server gives no message of its own (a network failure, say). */
export const GRAVES_FALLBACK = {
  list: 'Không thể tải danh sách mộ phần',
  publicList: 'Không thể tải danh sách mộ phần của dòng họ',
  create: 'Không thể thêm mộ phần',
  update: 'Không thể cập nhật mộ phần',
  delete: 'Không thể xóa mộ phần',
} as const;

export const GRAVE_TEXTS = {
  section: 'Mộ phần',
  sectionHint:
    'Nơi an nghỉ: nghĩa trang hoặc đất nhà, vị trí mộ, tọa độ để con cháu tìm đường, ảnh mộ và bia.',
  livingHint:
    'Mộ phần chỉ dành cho người đã mất. Khi người này đã mất, hãy đánh dấu “Đã mất” trong thông tin ở trên và lưu lại để ghi mộ phần.',
  add: 'Thêm mộ phần',
  addTitle: 'Thêm mộ phần',
  editTitle: 'Sửa mộ phần',
  edit: 'Sửa',
  remove: 'Xóa',
  emptyTitle: 'Chưa ghi mộ phần nào',
  emptyHint: 'Ghi nơi an táng để con cháu tìm về tảo mộ, nhất là dịp Thanh Minh.',
  unnamed: 'Mộ phần',
  cemetery: 'Nghĩa trang hoặc nơi an táng',
  cemeteryPlaceholder: 'Ví dụ: Nghĩa trang làng Hành Thiện, hoặc đất nhà xứ Đồng Cao',
  place: 'Địa danh',
  placeHint: 'Xã, huyện, tỉnh nơi đặt mộ: trang mộ phần của dòng họ xếp mộ theo tỉnh',
  plot: 'Vị trí mộ',
  plotPlaceholder: 'Ví dụ: Khu B, hàng 3, mộ số 12',
  coordinatesHint: 'Đứng tại mộ và bấm “Lấy vị trí hiện tại”, hoặc chép tọa độ từ bản đồ (ví dụ 20.2619).',
  locate: 'Lấy vị trí hiện tại',
  located: 'Đã lấy vị trí hiện tại',
  locateUnsupported: 'Thiết bị hoặc trình duyệt này không hỗ trợ định vị',
  locateDenied: 'Không lấy được vị trí: hãy cho phép trang dùng vị trí của thiết bị rồi thử lại',
  locateFailed: 'Không lấy được vị trí hiện tại, hãy thử lại ở nơi thoáng hơn',
  note: 'Ghi chú',
  notePlaceholder: 'Cải táng, đường đi, người trông nom…',
  photos: 'Ảnh mộ và bia',
  photosHint: 'Ảnh ngôi mộ, tấm bia, lối vào nghĩa trang',
  addPhoto: 'Thêm ảnh',
  photo: (index: number) => `Ảnh ${index + 1}`,
  photoKind: 'Loại ảnh',
  photoCaption: 'Chú thích',
  removePhoto: 'Bỏ ảnh này',
  photoRequired: 'Vui lòng tải ảnh lên hoặc nhập địa chỉ ảnh',
  deleteTitle: 'Xóa mộ phần',
  coordinates: 'Tọa độ',
  directions: 'Chỉ đường',
} as const;

export const GRAVE_PHOTO_KIND_LABELS: Record<GravePhoto['kind'], string> = {
  grave: 'Mộ',
  stele: 'Bia mộ',
  other: 'Khác',
};

export const PUBLIC_GRAVE_TEXTS = {
  title: 'Mộ phần của dòng họ',
  description:
    'Nơi an nghỉ của các cụ trong dòng họ, xếp theo vùng, để con cháu tìm về thắp hương và tảo mộ dịp Thanh Minh.',
  loading: 'Đang tải mộ phần',
  errorTitle: 'Không tải được danh sách mộ phần',
  emptyTitle: 'Chưa có mộ phần nào được công bố',
  emptyHint: 'Mộ phần của các cụ đã mất trên cây gia phả công khai sẽ hiện ở đây khi ban quản trị ghi lại.',
  generation: (generation: number) => `Đời ${generation}`,
  viewTree: 'Xem trên cây gia phả',
  count: (count: number) => `${count} mộ`,
} as const;
