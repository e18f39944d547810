import type { Category } from '@giapha/contract';
import { moveInArray } from '../../lib/move-in-array.ts';

/**
 * One page of categories after a drag. The page keeps the positions it had, handed out again in the new
 * order, so categories on other pages stay where they are whatever gaps the numbering has.
 */
export function reorderCategoryPage(categories: readonly Category[], from: number, to: number): Category[] {
  const positions = categories.map((category) => category.position).sort((a, b) => a - b);
  return moveInArray(categories, from, to).map((category, index) => ({
    ...category,
    position: positions[index] ?? category.position,
  }));
}
