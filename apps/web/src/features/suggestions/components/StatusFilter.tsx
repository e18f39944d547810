import { SUGGESTION_STATUS_LABELS, type SuggestionStatus, suggestionStatuses } from '@giapha/contract';
import { LabelledSegmentedControl } from '../../../components/LabelledSegmentedControl.tsx';
import { REVIEW_TEXTS as R } from '../texts.ts';

const ALL = 'all';

/** Filter a list of proposals by status ("Tất cả" first). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: SuggestionStatus | undefined;
  onChange: (status: SuggestionStatus | undefined) => void;
}) {
  return (
    <LabelledSegmentedControl
      label={R.status}
      value={value ?? ALL}
      onChange={(next) => onChange(suggestionStatuses.find((s) => s === next))}
      data={[
        { value: ALL, label: R.all },
        ...suggestionStatuses.map((s) => ({ value: s, label: SUGGESTION_STATUS_LABELS[s] })),
      ]}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
    />
  );
}
