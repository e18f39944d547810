import { AdminCreatePage } from '../../../components/AdminRecordPages.tsx';
import { EventForm } from '../components/EventForm.tsx';

export const BACK_TO_EVENTS = { to: '/admin/events', label: 'Danh sách sự kiện' };

/** /admin/events/create: a new event, blank or from a template; once saved, the admin goes on editing it. */
export function EventCreatePage() {
  return (
    <AdminCreatePage
      title="Thêm sự kiện"
      description="Ngày giỗ, lễ Tết, tảo mộ hay họp mặt: theo dương lịch, âm lịch, hoặc lặp lại mỗi năm theo âm lịch."
      back={BACK_TO_EVENTS}
    >
      <EventForm />
    </AdminCreatePage>
  );
}
