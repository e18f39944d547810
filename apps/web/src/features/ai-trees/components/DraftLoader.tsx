import type { Draft } from '@giapha/contract';
import { Center, Loader } from '@mantine/core';
import { IconSitemapOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NotFoundState } from '../../../components/NotFoundState.tsx';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { useDraft } from '../api/draft.ts';
import { DRAFTS_PATH } from '../texts.ts';

/** A draft that does not exist (or was deleted): spec §8, a 404 on fetching a draft returns nothing. */
function DraftNotFound() {
  return (
    <NotFoundState
      icon={<IconSitemapOff size={34} />}
      title="Không tìm thấy cây gia phả nháp"
      description="Cây nháp có thể đã bị xóa, hoặc đường dẫn không đúng."
      back={{ to: DRAFTS_PATH, label: 'Về danh sách cây nháp' }}
    />
  );
}

/** Loads one draft for the preview and the editor: a spinner, the failure with a retry, or not found. */
export function DraftLoader({ id, children }: { id: string; children: (draft: Draft) => ReactNode }) {
  const query = useDraft(id);
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Đang tải cây gia phả nháp" />
      </Center>
    );
  }
  if (query.isError) {
    return <FailedQueryAlert title="Không tải được cây gia phả nháp" query={query} />;
  }
  if (!query.data) return <DraftNotFound />;
  return children(query.data);
}
