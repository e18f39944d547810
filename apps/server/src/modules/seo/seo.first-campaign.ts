// A campaign's page as the server paints it: the story column (cover, progress, summary, text) and, beside
// it from 62em (below it on a phone, as the app's grid puts it), the donate panel with the campaign's
// VietQR code and account, so a relative can scan and transfer before the app's JS arrives. The app's
// copy buttons and amount choices come with the app.
import type { CampaignQr, PublicCampaign } from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import { escapeHtml } from './seo.html.ts';

/** Close to the app's `CampaignDetailPage` grid (7/12 and 5/12 from 62em, 8/12 and 4/12 from 75em) and `DonationQr`. */
export const CAMPAIGN_STYLE = `<style>
.fc-camp{max-width:1120px;margin:0 auto}
.fc-camp>*+*{margin-top:16px}
.fc-cols{display:flex;flex-direction:column;gap:20px}
.fc-story>*+*{margin-top:16px}
@media (min-width:62em){.fc-cols{flex-direction:row;align-items:flex-start;gap:32px}.fc-story{flex:0 0 calc(58.33% - 16px);min-width:0}.fc-side{flex:1;min-width:0}}
@media (min-width:75em){.fc-story{flex-basis:calc(66.67% - 16px)}}
.fc-cover{display:block;width:100%;max-height:460px;object-fit:cover;border-radius:8px}
.fc-panel{border:1px solid #e3c65c;border-radius:8px;padding:16px;background:#fffbea}
.fc-amount{font-size:1.25rem;font-weight:700}
.fc-track{height:16px;border-radius:16px;background:#e9ecef;overflow:hidden;margin-top:8px}
.fc-fill{height:100%;background:var(--fc-clan)}
.fc-done .fc-fill{background:#12b886}
.fc-donate{border:1px solid #dee2e6;border-top:3px solid #c9a227;border-radius:8px;padding:20px;background:#fff}
.fc-donate>*+*{margin-top:16px}
.fc-donate h2{font-size:1.35rem;line-height:1.35;color:color-mix(in srgb,var(--fc-clan) 85%,#000)}
.fc-donate h2+p{margin-top:4px}
.fc-donate p{margin-bottom:0;font-size:.875rem}
.fc-qr{display:block;width:100%;max-width:264px;aspect-ratio:1;margin-left:auto;margin-right:auto;padding:12px;background:#fff;border:1px solid #f0dd8f;border-radius:8px;box-sizing:border-box}
.fc-qr svg{display:block;width:100%;height:100%}
.fc-dl{margin:16px 0 0;border-top:1px solid #f7ebb5}
.fc-dl div{padding:8px 0;border-bottom:1px solid #f7ebb5;overflow-wrap:anywhere}
.fc-dl dt{font-size:.75rem;font-weight:600;text-transform:uppercase;color:#6b7278}
.fc-dl dd{margin:2px 0 0;font-weight:700}
.fc-dl .fc-dim{font-weight:400}
.fc-num{font-variant-numeric:tabular-nums;letter-spacing:.04em}
.fc-note{color:var(--fc-clan)}
.fc-donate .fc-small{font-size:.75rem;color:#6b7278}
.fc-ended{text-align:center}
</style>`;

/** Whole percent of the goal reached, as the app's `goalPercent`; null without a goal. */
function goalPercent(raised: number, goal: number | null): number | null {
  if (!goal || goal <= 0) return null;
  return Math.floor((Math.max(0, raised) * 100) / goal);
}

/** `YYYY-MM-DD` (a campaign's day) as dd/mm/yyyy; empty for another value. */
function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

function progress(item: PublicCampaign): string {
  const percent = goalPercent(item.raisedAmount, item.goalAmount);
  const raised = formatVnd(item.raisedAmount);
  const amounts =
    percent === null || item.goalAmount === null
      ? `<span class="fc-dim">Đã nhận </span>${raised}`
      : `${raised}<span class="fc-dim"> / ${formatVnd(item.goalAmount)}</span> · ${percent.toLocaleString('vi-VN')}%`;
  const bar =
    percent === null
      ? ''
      : `<div class="fc-track${percent >= 100 ? ' fc-done' : ''}" role="progressbar" aria-valuenow="${Math.min(100, percent)}" aria-valuemin="0" aria-valuemax="100" aria-label="Đã đạt ${percent.toLocaleString('vi-VN')}% mục tiêu"><div class="fc-fill" style="width:${Math.min(100, percent)}%"></div></div>`;
  return `<div class="fc-panel"><div class="fc-amount" data-testid="campaign-progress">${amounts}</div>${bar}</div>`;
}

function detail(label: string, value: string): string {
  return `<div><dt>${label}</dt><dd>${value}</dd></div>`;
}

/** The app's `DonationQr` without its controls: the code, the account it pays and the note to keep. */
function donatePanel(item: PublicCampaign, qr: CampaignQr | null): string {
  if (item.status !== 'open') {
    return '<section class="fc-donate fc-ended" aria-label="Đóng góp"><h2>Chiến dịch đã kết thúc</h2><p class="fc-dim">Chiến dịch không còn nhận đóng góp. Xin cảm ơn bà con đã chung tay cùng dòng họ.</p></section>';
  }
  if (!qr) {
    return '<section class="fc-donate" aria-label="Đóng góp"><h2>Chưa có tài khoản nhận đóng góp</h2><p class="fc-dim">Ban quản trị chưa gắn tài khoản ngân hàng cho chiến dịch này.</p></section>';
  }
  const account = qr.bankAccount;
  const note = escapeHtml(qr.transferNote);
  const label = escapeHtml(
    `Mã QR chuyển khoản đến ${account.bankShortName} ${account.accountNumber}, ${account.accountHolder}, nội dung ${qr.transferNote}`,
  );
  return [
    '<section class="fc-donate" aria-labelledby="fc-donate-title">',
    '<h2 id="fc-donate-title">Đóng góp qua chuyển khoản</h2>',
    '<p class="fc-dim">Mở ứng dụng ngân hàng, quét mã QR rồi xác nhận chuyển khoản: số tài khoản, số tiền và nội dung đã được điền sẵn.</p>',
    // The server's own SVG of the code (paths only, no text): sharp at any size and a tenth of the PNG's bytes.
    `<div class="fc-qr" role="img" aria-label="${label}">${qr.svg}</div>`,
    '<dl class="fc-dl">',
    detail(
      'Ngân hàng',
      `${escapeHtml(account.bankShortName)}<br><span class="fc-dim">${escapeHtml(account.bankName)}</span>`,
    ),
    detail('Số tài khoản', `<span class="fc-num">${escapeHtml(account.accountNumber)}</span>`),
    detail('Chủ tài khoản', escapeHtml(account.accountHolder)),
    account.branch ? detail('Chi nhánh', escapeHtml(account.branch)) : '',
    detail('Nội dung chuyển khoản', `<span class="fc-num fc-note">${note}</span>`),
    detail('Số tiền', '<span class="fc-dim">Bạn tự nhập khi chuyển khoản</span>'),
    '</dl>',
    `<p class="fc-small">Xin giữ nguyên nội dung chuyển khoản “${note}” để khoản đóng góp được ghi đúng vào sổ công đức của chiến dịch.</p>`,
    '</section>',
  ].join('');
}

/** The campaign's page: title and dates, then the story column and the donate panel. */
export function paintCampaign(item: PublicCampaign, qr: CampaignQr | null): string {
  const start = item.startDate ? formatDay(item.startDate) : '';
  const end = item.endDate ? formatDay(item.endDate) : '';
  const dates = start && end ? `Từ ${start} đến ${end}` : start ? `Từ ${start}` : end ? `Đến ${end}` : '';
  return [
    CAMPAIGN_STYLE,
    '<article class="fc-camp">',
    `<h1>${escapeHtml(item.title)}</h1>`,
    dates ? `<p class="fc-dim">${dates}</p>` : '',
    '<div class="fc-cols"><div class="fc-story">',
    item.coverImage ? `<img class="fc-cover" src="${escapeHtml(item.coverImage)}" alt="" />` : '',
    progress(item),
    item.summary ? `<p class="fc-rich"><strong>${escapeHtml(item.summary)}</strong></p>` : '',
    // Sanitized when saved, as the API sends it.
    item.description ? `<div class="fc-rich">${item.description}</div>` : '',
    `</div><div class="fc-side">${donatePanel(item, qr)}</div></div>`,
    '</article>',
  ].join('');
}
