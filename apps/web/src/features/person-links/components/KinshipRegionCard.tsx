import type { KinshipRegion } from '@giapha/contract';
import { SegmentedControl, Skeleton, Stack, Text, Title, useMatches } from '@mantine/core';
import { SectionPanel } from '../../../components/SectionPanel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetKinshipRegion } from '../api/kinshipRegion.ts';
import { useMyPersonQuery } from '../api/myPerson.ts';
import { PERSON_LINKS_FALLBACK, REGION_LABELS } from '../texts.ts';

const TITLE_ID = 'kinship-region-title';
const CLAN = 'clan';

/** /settings: "Cách xưng hô" — the clan's register, or the member's own. */
export function KinshipRegionCard() {
  const query = useMyPersonQuery();
  const save = useSetKinshipRegion();
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  const chosen = save.isPending ? (save.variables ?? CLAN) : (query.data?.kinshipRegion ?? CLAN);
  const clanRegion = query.data?.clanKinshipRegion ?? 'north';

  const change = (value: string) => {
    const region: KinshipRegion | null = value === 'north' || value === 'south' ? value : null;
    save.mutate(region, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error, PERSON_LINKS_FALLBACK.region)),
    });
  };

  return (
    <SectionPanel titleId={TITLE_ID}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id={TITLE_ID}>
            Cách xưng hô
          </Title>
          <Text size="sm" c="dimmed">
            Cách gọi họ hàng (bác, chú, cậu, dì…) trên cây gia phả và trang xưng hô khi bạn đăng nhập.
          </Text>
        </Stack>
        {query.isPending ? (
          <Skeleton h={36} aria-label="Đang tải" role="status" />
        ) : (
          <SegmentedControl
            aria-label="Cách xưng hô"
            orientation={orientation}
            fullWidth
            disabled={query.isError}
            value={chosen}
            onChange={change}
            data={[
              { value: CLAN, label: `Theo dòng họ (${REGION_LABELS[clanRegion]})` },
              { value: 'north', label: REGION_LABELS.north },
              { value: 'south', label: REGION_LABELS.south },
            ]}
          />
        )}
      </Stack>
    </SectionPanel>
  );
}
