import { CategoryList } from '../components/CategoryList.tsx';

/** /categories (admin layout). */
export function AdminCategoriesPage() {
  return <CategoryList area="admin" />;
}

/** /settings/ListCategory (members' settings area). */
export function MemberCategoriesPage() {
  return <CategoryList area="member" />;
}
