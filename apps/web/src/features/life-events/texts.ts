/** Used only when the server gives no message of its own (a network failure, say). */
export const LIFE_EVENTS_FALLBACK = {
  list: 'Không thể tải các sự kiện',
  create: 'Không thể thêm sự kiện',
  update: 'Không thể cập nhật sự kiện',
  delete: 'Không thể xóa sự kiện',
  reorder: 'Không thể sắp xếp lại các sự kiện',
} as const;

export const LIFE_EVENT_TEXTS = {
  timelineTitle: 'Các sự kiện trong đời',
  timelineDescription:
    'An táng, cải táng, khoa bảng, chức tước, nghề nghiệp, nơi cư trú… Sự kiện có ngày được xếp theo thời gian; sự kiện chưa rõ ngày xếp sau, theo thứ tự tự chọn.',
  timelineEmpty: 'Chưa có sự kiện nào.',
  familyEmpty: 'Chưa có ngày cưới hay sự kiện nào của gia đình này.',
  marriagesTitle: 'Hôn nhân',
  marriagesDescription: 'Các gia đình mà người này là vợ hoặc chồng, với ngày cưới, ly hôn và nơi diễn ra.',
  marriagesEmpty: 'Người này chưa có vợ hoặc chồng trong gia phả.',
  unknownSpouse: 'Chưa rõ vợ/chồng',
  add: 'Thêm sự kiện',
  addTitle: 'Thêm sự kiện',
  editTitle: 'Sửa sự kiện',
  edit: 'Sửa',
  remove: 'Xóa',
  moveUp: 'Đưa lên',
  moveDown: 'Đưa xuống',
  type: 'Loại sự kiện',
  label: 'Tên gọi',
  labelDescription: 'Không bắt buộc. Tên riêng của sự kiện, ví dụ "Tiến sĩ", "Dựng nhà thờ họ".',
  value: 'Nội dung',
  date: 'Ngày',
  place: 'Địa điểm',
  note: 'Ghi chú',
  noDate: 'Chưa rõ ngày',
  deleteTitle: 'Xóa sự kiện',
  loadError: 'Không tải được các sự kiện',
} as const;
