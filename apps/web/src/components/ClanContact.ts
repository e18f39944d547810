import type { PublicSetting, SiteContact, SocialLinks } from '@giapha/contract';

/** `tel:` wants digits (and a leading +) only: `0912 345 678` → `tel:0912345678`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export const SOCIAL_NETWORKS: readonly { key: keyof SocialLinks; label: string }[] = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'zalo', label: 'Zalo' },
  { key: 'tiktok', label: 'TikTok' },
];

/** The clan's social pages that are filled in, in a fixed order. */
export function socialLinks(
  setting: PublicSetting | null,
): { key: keyof SocialLinks; label: string; url: string }[] {
  if (!setting) return [];
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = setting.social[network.key];
    return url ? [{ ...network, url }] : [];
  });
}

export function hasContact(contact: SiteContact | undefined): boolean {
  return Boolean(contact && (contact.address || contact.phone || contact.email || contact.mapUrl));
}
