import type { Section } from '@giapha/contract';
import { moveInArray } from '../../lib/move-in-array.ts';

/** The blocks in their new order after a drag, positions from 0 (the same array when nothing moved). */
export function moveSection(sections: Section[], from: number, to: number): Section[] {
  if (from === to) return sections;
  return moveInArray(sections, from, to).map((section, position) => ({ ...section, position }));
}
