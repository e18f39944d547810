import type { AppConfig } from '../../config.ts';
import { clanSite } from '../../lib/site-url.ts';
import type { MailMessage } from '../../plugins/mailer.ts';
import type { ClanRow } from '../clans/clans.repo.ts';

/** A link in a mail to a page of the clan's site (`lib/site-url.ts`: from PUBLIC_URL, never the Host). */
export function clanLink(
  config: AppConfig,
  clan: Pick<ClanRow, 'domain'>,
  pathname: string,
  token: string,
): string {
  return clanSite(config, clan.domain).url(pathname, { token });
}

/** A mail to a member of the clan: the clan's name leads the subject, the greeting leads the text. */
function memberMail(to: string, name: string, clan: ClanRow, subject: string, lines: string[]): MailMessage {
  return {
    to,
    subject: `[${clan.clanName}] ${subject}`,
    text: [`Xin chào ${name},`, '', ...lines].join('\n'),
  };
}

export function resetPasswordMail(to: string, name: string, clan: ClanRow, link: string): MailMessage {
  return memberMail(to, name, clan, 'Đặt lại mật khẩu', [
    `Chúng tôi nhận được yêu cầu đặt lại mật khẩu tài khoản của bạn trên trang ${clan.clanName}.`,
    'Mở liên kết sau để đặt mật khẩu mới (liên kết có hiệu lực trong 1 giờ và chỉ dùng được một lần):',
    link,
    '',
    'Nếu bạn không yêu cầu, hãy bỏ qua thư này; mật khẩu của bạn vẫn giữ nguyên.',
  ]);
}

export function verifyEmailMail(to: string, name: string, clan: ClanRow, link: string): MailMessage {
  return memberMail(to, name, clan, 'Xác thực địa chỉ email', [
    `Cảm ơn bạn đã đăng ký trên trang ${clan.clanName}. Mở liên kết sau để xác thực email của bạn:`,
    link,
    '',
    'Nếu bạn không đăng ký, hãy bỏ qua thư này.',
  ]);
}
