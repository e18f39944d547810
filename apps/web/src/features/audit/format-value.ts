import {
  type AuditChange,
  auditFieldLabel,
  lifeDateSchema,
  napasBankByBin,
  SECTION_TYPE_LABELS,
} from '@giapha/contract';
import { formatLifeDate } from '@giapha/genealogy';
import dayjs from 'dayjs';
import { BLOG_STATE_LABELS } from '../blogs/index.ts';
import { CAMPAIGN_STATUS_LABELS, LEDGER_PRIVACY_LABELS } from '../campaigns/index.ts';
import { EVENT_CALENDAR_LABELS, EVENT_TEMPLATE_LABELS } from '../events/index.ts';
import { SEX_LABELS } from '../persons/index.ts';
import { ROLE_LABELS, STATUS_LABELS } from '../users/index.ts';

type Labels = Readonly<Record<string, string>>;

const TREE_TYPE_LABELS: Labels = { original: 'Cây gốc', split: 'Cây nhánh' };

/** Enumerated values the UI names in Vietnamese, by field; `status` and `type` depend on the target. */
const VALUE_LABELS: Readonly<Record<string, Labels>> = {
  sex: SEX_LABELS,
  role: ROLE_LABELS,
  ledgerPrivacy: LEDGER_PRIVACY_LABELS,
  calendar: EVENT_CALENDAR_LABELS,
  template: EVENT_TEMPLATE_LABELS,
};
const STATUS_BY_TARGET: Readonly<Record<string, Labels>> = {
  user: STATUS_LABELS,
  blog: BLOG_STATE_LABELS,
  campaign: CAMPAIGN_STATUS_LABELS,
};
const TYPE_BY_TARGET: Readonly<Record<string, Labels>> = {
  tree: TREE_TYPE_LABELS,
  section: SECTION_TYPE_LABELS,
};
/** Amounts in đồng. */
const MONEY_FIELDS = new Set(['goalAmount', 'amount']);

const TEXT_LIMIT = 80;

function labelsFor(field: string, targetType: string): Labels | undefined {
  if (field === 'status') return STATUS_BY_TARGET[targetType];
  if (field === 'type') return TYPE_BY_TARGET[targetType];
  return VALUE_LABELS[field];
}

function cut(text: string): string {
  return text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT - 1)}…` : text;
}

/** A date of the one date shape (birth, death, an event's date) as written: `khoảng 1850`, `10/3 âm lịch`. */
function formatDateValue(value: unknown): string | undefined {
  const parsed = lifeDateSchema.safeParse(value);
  // Every field of the shape is optional: an object that is not a date formats to nothing.
  return parsed.success ? formatLifeDate(parsed.data) || undefined : undefined;
}

function formatText(text: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return dayjs(text).format('DD/MM/YYYY');
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) {
    const date = dayjs(text);
    if (date.isValid()) {
      return date.format(date.hour() === 0 && date.minute() === 0 ? 'DD/MM/YYYY' : 'DD/MM/YYYY HH:mm');
    }
  }
  return cut(text);
}

/** One value of a change, as the admin reads it: dates dd/mm/yyyy, Có/Không, enums by their label. */
export function formatAuditValue(field: string, value: unknown, targetType: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value === true) return 'Có';
  if (value === false) return 'Không';
  if (typeof value === 'number') {
    const text = value.toLocaleString('vi-VN');
    return MONEY_FIELDS.has(field) ? `${text} đ` : text;
  }
  if (typeof value === 'string') {
    const labels = labelsFor(field, targetType);
    if (labels && Object.hasOwn(labels, value)) return labels[value] ?? value;
    if (field === 'bankBin') return napasBankByBin(value)?.shortName ?? value;
    if (MONEY_FIELDS.has(field) && /^\d+$/.test(value)) return `${Number(value).toLocaleString('vi-VN')} đ`;
    return formatText(value);
  }
  const lifeDate = formatDateValue(value);
  if (lifeDate) return lifeDate;
  if (Array.isArray(value)) {
    const shown = value.slice(0, 5).map((item) => formatAuditValue(field, item, targetType));
    return value.length > 5 ? `${shown.join(', ')}… (${value.length})` : shown.join(', ');
  }
  return cut(JSON.stringify(value));
}

/** `Tên: Nguyễn Văn A → Nguyễn Văn B`; a value not kept (a post's body, a password): `Nội dung: đã thay đổi`. */
export function describeChange(change: AuditChange, targetType: string): string {
  const label = auditFieldLabel(change.field);
  if (!('from' in change) && !('to' in change)) return `${label}: đã thay đổi`;
  const from = formatAuditValue(change.field, change.from, targetType);
  const to = formatAuditValue(change.field, change.to, targetType);
  return `${label}: ${from} → ${to}`;
}
