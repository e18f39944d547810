// What other features may use of campaigns; everything else stays inside features/campaigns.
export { usePublicCampaigns } from './api/publicCampaigns.ts';
export { CampaignCard, CampaignCardSkeleton, CampaignGrid } from './components/CampaignCard.tsx';
export { CAMPAIGN_STATUS_LABELS, CAMPAIGNS_FALLBACK, LEDGER_PRIVACY_LABELS } from './texts.ts';
