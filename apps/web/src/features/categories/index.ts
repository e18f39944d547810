// What other features may use of categories; everything else stays inside features/categories.
export { useCategoryChoices } from './api/listCategories.ts';
export { usePublicCategories } from './api/publicCategories.ts';
