import type { SocialLinks } from '@giapha/contract';
import { IconBrandFacebook, IconBrandTiktok, IconBrandYoutube, IconMessageCircle } from '@tabler/icons-react';

/** Zalo has no mark in the icon set: a chat bubble stands in for it. */
const ICONS = {
  facebook: IconBrandFacebook,
  youtube: IconBrandYoutube,
  zalo: IconMessageCircle,
  tiktok: IconBrandTiktok,
} as const;

export function SocialIcon({ network, size = 20 }: { network: keyof SocialLinks; size?: number }) {
  const Icon = ICONS[network];
  return <Icon size={size} aria-hidden="true" />;
}
