import {
  type Campaign,
  type CreateCampaignBody,
  campaignStatusSchema,
  createCampaignBody,
  ledgerPrivacySchema,
  MESSAGES,
} from '@giapha/contract';
import { z } from 'zod';

/**
 * The campaign form as its inputs hold it: the goal as the number field gives it (a number, or '' when
 * empty), dates as the pickers' `YYYY-MM-DD`, the ledger code as typed (blank keeps a saved one).
 */
export const campaignFormInputs = z.object({
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  coverImage: z.string().nullable(),
  description: z.string(),
  goalAmount: z.union([z.number(), z.string()]),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: campaignStatusSchema,
  bankAccountId: z.string().nullable(),
  transferCode: z.string(),
  ledgerPrivacy: ledgerPrivacySchema,
  ledgerCode: z.string(),
});
export type CampaignFormInput = z.infer<typeof campaignFormInputs>;
export type CampaignFormField = keyof CampaignFormInput;

/** The fields a server error may name: the API's names are the form's. */
export const CAMPAIGN_FORM_FIELDS = [
  'title',
  'slug',
  'summary',
  'coverImage',
  'description',
  'goalAmount',
  'startDate',
  'endDate',
  'status',
  'bankAccountId',
  'transferCode',
  'ledgerPrivacy',
  'ledgerCode',
] as const satisfies readonly CampaignFormField[];

function isFormField(name: string): name is CampaignFormField {
  return CAMPAIGN_FORM_FIELDS.some((field) => field === name);
}

/** What the transfer-code field keeps of what was typed: A–Z and 0–9, diacritics dropped, upper case, 15 at most. */
export function typedTransferCode(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 15);
}

/** The goal in whole đồng; null when the field is empty. */
function goalOf(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const digits = value.replace(/\D/g, '');
  return digits ? Number(digits) : null;
}

/** The body the API takes for these values. A blank ledger code is left out: the saved one stays. */
export function campaignBodyOf(values: CampaignFormInput): CreateCampaignBody {
  const ledgerCode = values.ledgerCode.trim();
  return {
    title: values.title,
    slug: values.slug.trim(),
    summary: values.summary,
    coverImage: values.coverImage,
    description: values.description,
    goalAmount: goalOf(values.goalAmount),
    startDate: values.startDate,
    endDate: values.endDate,
    status: values.status,
    bankAccountId: values.bankAccountId,
    transferCode: values.transferCode.trim(),
    ledgerPrivacy: values.ledgerPrivacy,
    ...(values.ledgerPrivacy === 'code' && ledgerCode ? { ledgerCode } : {}),
  };
}

/** The API's message for a field whose own check has none in Vietnamese (zod's defaults are English). */
const MESSAGE_OF_FIELD: Partial<Record<CampaignFormField, string>> = {
  goalAmount: MESSAGES.amountInvalid,
};

/**
 * The form's schema: its inputs in, the API's body out. The dates' order and a first ledger code are
 * checked here; every other rule is the contract's, with its message, under the field the admin sees.
 * `hasLedgerCode`: the saved campaign already has a code, so a blank one keeps it.
 */
export function campaignFormSchema(hasLedgerCode: boolean) {
  return campaignFormInputs.transform((values, ctx): z.output<typeof createCampaignBody> => {
    const issues = new Map<CampaignFormField, string>();
    if (values.startDate && values.endDate && values.endDate < values.startDate) {
      issues.set('endDate', MESSAGES.campaignEndBeforeStart);
    }
    if (values.ledgerPrivacy === 'code' && !hasLedgerCode && values.ledgerCode.trim() === '') {
      issues.set('ledgerCode', MESSAGES.ledgerCodeRequired);
    }
    const parsed = createCampaignBody.safeParse(campaignBodyOf(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (!isFormField(name) || issues.has(name)) continue;
        issues.set(name, MESSAGE_OF_FIELD[name] ?? issue.message);
      }
    }
    for (const [field, message] of issues) ctx.addIssue({ code: 'custom', path: [field], message });
    return parsed.success && issues.size === 0 ? parsed.data : z.NEVER;
  });
}

export type CampaignFormOutput = z.output<ReturnType<typeof campaignFormSchema>>;

/** A new campaign: a draft with a public ledger, taking the clan's default account when it has one. */
export function emptyCampaignForm(defaultBankAccountId: string | null): CampaignFormInput {
  return {
    title: '',
    slug: '',
    summary: '',
    coverImage: null,
    description: '',
    goalAmount: '',
    startDate: null,
    endDate: null,
    status: 'draft',
    bankAccountId: defaultBankAccountId,
    transferCode: '',
    ledgerPrivacy: 'public',
    ledgerCode: '',
  };
}

/** `YYYY-MM-DD` of a stored date (the API may send a full timestamp). */
const dayOf = (value: string | null) => (value ? value.slice(0, 10) : null);

/** A stored campaign in the form; its ledger code is never sent back, so the field starts blank. */
export function campaignFormValues(campaign: Campaign): CampaignFormInput {
  return {
    title: campaign.title,
    slug: campaign.slug,
    summary: campaign.summary ?? '',
    coverImage: campaign.coverImage,
    description: campaign.description,
    goalAmount: campaign.goalAmount ?? '',
    startDate: dayOf(campaign.startDate),
    endDate: dayOf(campaign.endDate),
    status: campaign.status,
    bankAccountId: campaign.bankAccountId,
    transferCode: campaign.transferCode,
    ledgerPrivacy: campaign.ledgerPrivacy,
    ledgerCode: '',
  };
}
