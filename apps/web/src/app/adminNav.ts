import {
  IconAlbum,
  IconBuildingBank,
  IconCalendarEvent,
  IconCategory,
  IconCoin,
  IconHistory,
  IconHome,
  IconMapPin,
  IconNews,
  IconSettings,
  IconSitemap,
  IconSparkles,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';

/** Every admin page of spec §2, in the order of the admin menu. */
export const ADMIN_NAV = [
  { to: '/admin/home', label: 'Tổng quan', icon: IconHome },
  { to: '/admin/users', label: 'Thành viên', icon: IconUsers },
  { to: '/admin/trees', label: 'Cây gia phả', icon: IconSitemap },
  { to: '/admin/persons', label: 'Người trong gia phả', icon: IconUserCircle },
  { to: '/admin/places', label: 'Địa danh', icon: IconMapPin },
  { to: '/admin/ai-trees', label: 'Cây gia phả nháp', icon: IconSparkles },
  { to: '/admin/blogs', label: 'Bài viết', icon: IconNews },
  { to: '/categories', label: 'Danh mục', icon: IconCategory },
  { to: '/admin/albums', label: 'Album ảnh', icon: IconAlbum },
  { to: '/admin/events', label: 'Sự kiện', icon: IconCalendarEvent },
  { to: '/admin/campaigns', label: 'Gây quỹ', icon: IconCoin },
  { to: '/settings/ListBankAccount', label: 'Tài khoản ngân hàng', icon: IconBuildingBank },
  { to: '/admin/settings', label: 'Cài đặt trang', icon: IconSettings },
  { to: '/admin/audit', label: 'Nhật ký quản trị', icon: IconHistory },
] as const;
