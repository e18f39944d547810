/** Spec §2: a campaign opens at `/campaigns/{slug}.html`. */
export function campaignPath(slug: string): string {
  return `/campaigns/${encodeURIComponent(slug)}.html`;
}

/** The campaign's slug from the route's `:slug` segment, which matches the whole `{slug}.html`. */
export function campaignSlugFromParam(param: string | undefined): string {
  const segment = param?.trim() ?? '';
  return segment.toLowerCase().endsWith('.html') ? segment.slice(0, -'.html'.length) : segment;
}

/** The admin's page of one campaign: its ledger, manual entries, imports. */
export const adminCampaignDetailPath = (slug: string) =>
  `/admin/campaigns/detail/${encodeURIComponent(slug)}`;

export const adminCampaignEditPath = (id: string) => `/admin/campaigns/update/${encodeURIComponent(id)}`;

export const ADMIN_CAMPAIGNS_PATH = '/admin/campaigns';
export const CREATE_CAMPAIGN_PATH = '/admin/campaigns/create';
