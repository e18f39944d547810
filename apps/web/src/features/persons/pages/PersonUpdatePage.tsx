import { lifeYears } from '@giapha/genealogy';
import { Button, Stack } from '@mantine/core';
import { IconTrash, IconUserQuestion } from '@tabler/icons-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { isMissingRecord, NotFoundState } from '../../../components/NotFoundState.tsx';
import { StackSkeleton } from '../../../components/PageSkeleton.tsx';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { PersonGravesSection } from '../../graves/index.ts';
import { PersonMarriagesSection, PersonTimeline } from '../../life-events/index.ts';
import { PersonEvidenceSection } from '../../sources/index.ts';
import { usePerson } from '../api/getPerson.ts';
import { useUpdatePerson } from '../api/updatePerson.ts';
import { PersonForm } from '../components/PersonForm.tsx';
import { usePersonDelete } from '../components/usePersonDelete.tsx';
import { personUpdateBody } from '../personForm.ts';
import { PERSONS_FALLBACK } from '../texts.ts';

const LIST_PATH = '/admin/persons';

/** The list the admin came from, with its search and filters (passed as navigation state by the list). */
function listPathFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return LIST_PATH;
  const from = state.from;
  return typeof from === 'string' && from.startsWith(LIST_PATH) ? from : LIST_PATH;
}

function PersonNotFound() {
  return (
    <NotFoundState
      icon={<IconUserQuestion size={34} />}
      title="Không tìm thấy người này trong gia phả"
      description="Người này không tồn tại hoặc đã bị xóa khỏi gia phả của dòng họ."
      back={{ to: LIST_PATH, label: 'Về danh sách người trong gia phả' }}
    />
  );
}

/** /admin/persons/update/:id: everything about one person of the genealogy. */
export function PersonUpdatePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const listPath = listPathFrom(location.state);
  const back = { to: listPath, label: 'Người trong gia phả' };
  const query = usePerson(id);
  const update = useUpdatePerson();
  const removal = usePersonDelete();
  usePageTitle(query.data ? `Sửa thông tin: ${query.data.name}` : 'Sửa thông tin người trong gia phả');

  if (query.isPending) return <StackSkeleton maw={880} blocks={[240, 160, 240]} />;
  if (query.isError && isMissingRecord(query.error)) return <PersonNotFound />;
  if (query.isError) {
    return (
      <Stack gap={0} maw={880}>
        <AdminPageHeader title="Sửa thông tin người" back={back} />
        <FailedQueryAlert title="Không tải được thông tin người này" query={query} />
      </Stack>
    );
  }

  const person = query.data;
  const summary = [
    person.name,
    person.generation == null ? null : `Đời ${person.generation}`,
    lifeYears(person) || null,
  ].filter(Boolean);

  return (
    <Stack gap={0} maw={880}>
      <AdminPageHeader
        title="Sửa thông tin người"
        description={summary.join(' · ')}
        back={back}
        actions={
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={removal.pendingId === person.id}
            onClick={() => removal.confirm(person, () => navigate(listPath))}
          >
            Xóa khỏi gia phả
          </Button>
        }
      />
      <PersonForm
        person={person}
        submitting={update.isPending}
        onCancel={() => navigate(listPath)}
        onReload={() => {
          update.reset();
          void query.refetch();
        }}
        reloading={query.isFetching}
        onSubmit={async (values) => {
          try {
            const { message } = await update.mutateAsync({
              id: person.id,
              changes: personUpdateBody(values, person.version),
            });
            toast.success(message);
            navigate(listPath);
          } catch (error) {
            toast.error(errorMessage(error, PERSONS_FALLBACK.update));
            throw error;
          }
        }}
      />
      {/* The whole record below the form: each section loads and saves on its own. */}
      <PersonTimeline personId={person.id} />
      <PersonMarriagesSection personId={person.id} />
      <PersonGravesSection personId={person.id} deceased={person.deceased} />
      <PersonEvidenceSection personId={person.id} />
    </Stack>
  );
}
