import { TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { useTreeGraph } from '../api/treeGraph.ts';
import { canvasTreeFromGraph } from '../model.ts';
import { PersonPicker } from '../xung-ho/PersonPicker.tsx';

interface TreePersonPickerProps {
  label: string;
  treeId: string;
  value: string | null;
  onChange: (personId: string | null) => void;
}

/** A person of one tree (members' graph), found by name without diacritics: the /xung-ho picker on that tree. */
export function TreePersonPicker({ label, treeId, value, onChange }: TreePersonPickerProps) {
  const graph = useTreeGraph(treeId);
  const persons = useMemo(() => (graph.data ? canvasTreeFromGraph(graph.data).persons : []), [graph.data]);
  if (graph.isError) return <FailedQueryAlert title="Không tải được người trong cây" query={graph} />;
  if (graph.isPending) return <TextInput label={label} placeholder="Đang tải người trong cây…" disabled />;
  return <PersonPicker label={label} persons={persons} value={value} onChange={onChange} />;
}
