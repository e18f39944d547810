import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { AdminCreatePage } from '../../../components/AdminRecordPages.tsx';
import { FormCard } from '../../../components/RecordEditorPanel.tsx';
import { savedWithToasts } from '../../../components/record-form.ts';
import { useCreateSource } from '../api/sourceWrites.ts';
import { SourceForm } from '../components/SourceForm.tsx';
import { BACK_TO_SOURCES, SOURCE_PATHS, SOURCES_FALLBACK } from '../texts.ts';

/** /admin/sources/create: a new source; its pages are added on its edit page, where saving leads. */
export function SourceCreatePage() {
  const navigate = useNavigate();
  const create = useCreateSource();
  // The new source's id, from the save to the move to its edit page.
  const createdId = useRef<string | null>(null);

  return (
    <AdminCreatePage
      title="Thêm nguồn tư liệu"
      description="Ghi lại cuốn gia phả, tấm bia, sổ sách hay lời kể; sau khi lưu, tải ảnh từng trang lên."
      back={BACK_TO_SOURCES}
      maw={860}
    >
      <FormCard>
        <SourceForm
          source={null}
          saving={create.isPending}
          submitLabel="Thêm nguồn"
          cancelTo={SOURCE_PATHS.list}
          onSubmit={async (values) => {
            const { source } = await savedWithToasts(create.mutateAsync(values), SOURCES_FALLBACK.create);
            createdId.current = source.id;
          }}
          onSaved={() =>
            navigate(createdId.current ? SOURCE_PATHS.update(createdId.current) : SOURCE_PATHS.list)
          }
        />
      </FormCard>
    </AdminCreatePage>
  );
}
