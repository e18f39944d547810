import { SECTION_TYPE_LABELS, type Section } from '@giapha/contract';
import { IconHeartHandshake } from '@tabler/icons-react';
import { PublicCardList } from '../../../components/public-list/PublicCardList.tsx';
import { PublicEmptyState } from '../../../components/public-list/PublicEmptyState.tsx';
import {
  CAMPAIGNS_FALLBACK,
  CampaignCard,
  CampaignCardSkeleton,
  CampaignGrid,
  usePublicCampaigns,
} from '../../campaigns/index.ts';
import { HomeSection } from './HomeSection.tsx';

/** Placeholder cards while the campaigns load (at most three). */
const SKELETON_KEYS = ['a', 'b', 'c'] as const;

/** The clan's open fundraising campaigns (as many as the block's limit), each with how far it got. */
export function CampaignsSection({ section }: { section: Section }) {
  const query = usePublicCampaigns({ limit: section.itemLimit, offset: 0, status: 'open' });

  const body = (
    <PublicCardList
      query={query}
      records={query.data?.campaigns ?? []}
      grid={CampaignGrid}
      skeleton={CampaignCardSkeleton}
      skeletonKeys={SKELETON_KEYS.slice(0, section.itemLimit)}
      loadingLabel="Đang tải chiến dịch"
      errorTitle={CAMPAIGNS_FALLBACK.list}
      empty={
        <PublicEmptyState
          icon={<IconHeartHandshake size={28} />}
          title="Chưa có chiến dịch gây quỹ nào đang diễn ra"
          hint="Các đợt đóng góp xây dựng, tu bổ nhà thờ họ sẽ hiện ở đây."
          color="gold"
        />
      }
      renderCard={(campaign) => <CampaignCard key={campaign.id} campaign={campaign} />}
    />
  );

  return (
    <HomeSection
      section={section}
      kind="campaigns"
      title={section.title ?? SECTION_TYPE_LABELS.campaigns}
      more={{ to: '/campaigns', label: 'Xem các chiến dịch' }}
    >
      {body}
    </HomeSection>
  );
}
