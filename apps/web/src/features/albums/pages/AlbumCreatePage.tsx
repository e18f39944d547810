import { AdminCreatePage } from '../../../components/AdminRecordPages.tsx';
import { AlbumForm } from '../components/AlbumForm.tsx';

export const BACK_TO_ALBUMS = { to: '/admin/albums', label: 'Danh sách album' };

/** /admin/albums/create: a new album; once saved, the admin goes on editing it at its own address. */
export function AlbumCreatePage() {
  return (
    <AdminCreatePage
      title="Tạo album ảnh"
      description="Đặt tên, chọn ngày rồi kéo thả ảnh vào: ảnh được tải lên ngay, sắp xếp và ghi chú thích trước khi lưu."
      back={BACK_TO_ALBUMS}
    >
      <AlbumForm />
    </AdminCreatePage>
  );
}
