import type { Draft, DraftListItem } from '@giapha/contract';
import type { DraftSummary, DraftWithDuplicate } from './ai-trees.repo.ts';

export function toDraftListItem(row: DraftSummary): DraftListItem {
  return {
    id: row.id,
    name: row.name,
    source: row.source,
    sourceName: row.sourceName,
    status: row.status,
    nodeCount: row.nodeCount,
    familyCount: row.familyCount,
    warningCount: row.warningCount,
    treeId: row.treeId,
    duplicateOfId: row.duplicateOfId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function toDraftDto(row: DraftWithDuplicate): Draft {
  return {
    ...toDraftListItem({ ...row, warningCount: row.warnings.length }),
    nodes: row.nodes,
    families: row.families,
    sources: row.sources,
    connections: row.connections,
    positions: row.positions,
    warnings: row.warnings,
    report: row.report,
  };
}
