// Finding the campaign a transfer is for from its note, the way donors actually write it.
import type { CampaignStatus } from '@giapha/contract';
import { foldVietnamese } from '@giapha/genealogy';

/**
 * A transfer note or code as banks compare them: upper-case ASCII letters and digits only
 * (`Quỹ họ 24` → `QUYHO24`), since banking apps drop marks and donors add spaces and dashes.
 */
export function normalizeTransferText(text: string): string {
  return foldVietnamese(text)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

export interface CodedCampaign {
  id: string;
  status: CampaignStatus;
  transferCode: string;
}

const STATUS_RANK: Record<CampaignStatus, number> = { open: 0, closed: 1, draft: 2 };

function occurrences(text: string, code: string): number[] {
  const starts: number[] = [];
  for (let at = text.indexOf(code); at >= 0; at = text.indexOf(code, at + 1)) starts.push(at);
  return starts;
}

/**
 * The campaign whose transfer code the note holds. A code seen only inside a longer code that is
 * also there does not count (`QUYHO24` names that campaign, not `QUYHO`). Of the rest an open
 * campaign wins over a closed one, a closed one over a draft, then the longest code.
 */
export function campaignForNote<T extends CodedCampaign>(
  note: string,
  campaigns: readonly T[],
): T | undefined {
  const text = normalizeTransferText(note);
  const hits = campaigns
    .map((campaign) => {
      const code = normalizeTransferText(campaign.transferCode);
      return { campaign, code, starts: code ? occurrences(text, code) : [] };
    })
    .filter((hit) => hit.starts.length > 0);
  const inside = (start: number, length: number) =>
    hits.some(
      (other) =>
        other.code.length > length &&
        other.starts.some((o) => o <= start && start + length <= o + other.code.length),
    );
  const standalone = hits.filter((hit) => hit.starts.some((start) => !inside(start, hit.code.length)));
  standalone.sort(
    (a, b) =>
      STATUS_RANK[a.campaign.status] - STATUS_RANK[b.campaign.status] || b.code.length - a.code.length,
  );
  return standalone[0]?.campaign;
}
