// Fallback messages (spec §8): shown when a call fails without a message from the server.
export const SOURCES_FALLBACK = {
  list: 'Không thể tải danh sách nguồn tư liệu',
  get: 'Không thể tải nguồn tư liệu',
  create: 'Không thể thêm nguồn tư liệu',
  update: 'Không thể lưu nguồn tư liệu',
  delete: 'Không thể xóa nguồn tư liệu',
  createPage: 'Không thể thêm trang',
  updatePage: 'Không thể lưu trang',
  deletePage: 'Không thể xóa trang',
  reorderPages: 'Không thể sắp xếp lại các trang',
  citations: 'Không thể tải các trích dẫn',
  createCitation: 'Không thể thêm trích dẫn',
  updateCitation: 'Không thể cập nhật trích dẫn',
  deleteCitation: 'Không thể xóa trích dẫn',
} as const;

export const SOURCE_PATHS = {
  list: '/admin/sources',
  create: '/admin/sources/create',
  update: (id: string) => `/admin/sources/update/${id}`,
} as const;

export const BACK_TO_SOURCES = { to: SOURCE_PATHS.list, label: 'Nguồn tư liệu' };

export const SOURCES_PAGE_SIZE = 20;
