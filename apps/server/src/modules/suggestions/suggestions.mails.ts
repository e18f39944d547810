import { SUGGESTION_KIND_LABELS, type SuggestionKind } from '@giapha/contract';
import type { AppConfig } from '../../config.ts';
import { clanSite } from '../../lib/site-url.ts';
import type { MailMessage } from '../../plugins/mailer.ts';
import type { ClanRow } from '../clans/clans.repo.ts';

/** Where a member sees the state of their proposals. */
export const MY_SUGGESTIONS_PATH = '/settings/suggestions';

/** The author is told how their proposal was decided, with the reason of a refusal and a link to their list. */
export function suggestionDecidedMail(
  config: AppConfig,
  clan: ClanRow,
  to: { name: string; email: string },
  decision: { approved: boolean; kind: SuggestionKind; personName: string; reason: string | null },
): MailMessage {
  const what = `"${SUGGESTION_KIND_LABELS[decision.kind]}" cho ${decision.personName}`;
  const subject = decision.approved ? 'Đề xuất của bạn đã được duyệt' : 'Đề xuất của bạn chưa được duyệt';
  const lines = decision.approved
    ? [`Đề xuất ${what} của bạn đã được duyệt và cập nhật vào gia phả. Cảm ơn bạn đã đóng góp!`]
    : [`Đề xuất ${what} của bạn đã bị từ chối.`, `Lý do: ${decision.reason ?? ''}`];
  return {
    to: to.email,
    subject: `[${clan.clanName}] ${subject}`,
    text: [
      `Xin chào ${to.name},`,
      '',
      ...lines,
      '',
      'Xem các đề xuất của bạn:',
      clanSite(config, clan.domain).url(MY_SUGGESTIONS_PATH),
    ].join('\n'),
  };
}
