import { usePageTitle } from '../../../lib/site-setting.ts';
import { CategoryList } from '../components/CategoryList.tsx';

/** /categories (admin layout). */
export function AdminCategoriesPage() {
  usePageTitle('Danh mục');
  return <CategoryList area="admin" />;
}

/** /settings/ListCategory (members' settings area). */
export function MemberCategoriesPage() {
  usePageTitle('Danh mục');
  return <CategoryList area="member" />;
}
