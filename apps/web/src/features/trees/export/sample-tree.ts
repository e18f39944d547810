// A CanvasTree built from the genealogy package's deterministic sample clan, for the export tests and
// for previewing the poster while working on it.

import { generateSampleClan, type SampleClanOptions } from '@giapha/genealogy';
import { canvasTreeOfClan } from '../canvas/trees.testing.ts';
import type { CanvasTree } from '../model.ts';

const STAMP = '2024-01-01T00:00:00.000Z';

export function sampleCanvasTree(options: SampleClanOptions, name = 'Gia phả họ Nguyễn Đình'): CanvasTree {
  return canvasTreeOfClan(
    generateSampleClan(options),
    { biography: '', createdAt: STAMP, updatedAt: STAMP },
    { id: `sample-${options.persons}`, name },
  );
}
