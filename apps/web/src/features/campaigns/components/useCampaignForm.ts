import { type Campaign, MESSAGES } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { FieldPath, PathValue, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  createOrUpdate,
  saveConflict,
  useRecordForm,
  useSlugFollowingTitle,
} from '../../../components/record-form.ts';
import { ApiError } from '../../../lib/api.ts';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useBankAccountChoices } from '../../banks/index.ts';
import type { CampaignChange } from '../api/campaignCache.ts';
import { useCreateCampaign } from '../api/createCampaign.ts';
import { useUpdateCampaign } from '../api/updateCampaign.ts';
import { adminCampaignEditPath } from '../publicPaths.ts';
import { CAMPAIGN_DRAFT_TEXT, CAMPAIGNS_FALLBACK } from '../texts.ts';
import {
  CAMPAIGN_FORM_FIELDS,
  type CampaignFormInput,
  type CampaignFormOutput,
  campaignFormSchema,
  campaignFormValues,
  emptyCampaignForm,
} from './CampaignFormValues.ts';

export type CampaignFormApi = UseFormReturn<CampaignFormInput, unknown, CampaignFormOutput>;

/** The 409s that name a field by their message only. */
const CONFLICT_FIELDS: { message: string; field: 'slug' | 'transferCode' }[] = [
  { message: MESSAGES.campaignSlugTaken, field: 'slug' },
  { message: MESSAGES.transferCodeTaken, field: 'transferCode' },
];
const CONFLICT_MESSAGES = CONFLICT_FIELDS.map((conflict) => conflict.message);

/**
 * The campaign form's state: its values (loaded, reloaded after a conflict, filled with the clan's
 * default account), what is unsaved, the address that follows the title, and saving with the
 * server's answers put on their fields.
 */
export function useCampaignForm(campaign: Campaign | undefined) {
  const navigate = useNavigate();
  const creation = useCreateCampaign();
  const update = useUpdateCampaign();
  const accounts = useBankAccountChoices();

  const defaultAccountId = accounts.data?.accounts.find((account) => account.isDefault)?.id ?? null;
  const loadedValues = useMemo(
    () => (campaign ? campaignFormValues(campaign) : emptyCampaignForm(defaultAccountId)),
    [campaign, defaultAccountId],
  );
  const hasLedgerCode = campaign?.hasLedgerCode ?? false;
  const schema = useMemo(() => campaignFormSchema(hasLedgerCode), [hasLedgerCode]);
  // A reload after a conflict (or the default account arriving) fills the fields not touched.
  const { form, watched, guard, markSaved } = useRecordForm(zodResolver(schema), loadedValues);
  const saving = creation.isPending || update.isPending;
  const conflict = saveConflict(update, {
    editing: campaign !== undefined,
    fallback: CAMPAIGNS_FALLBACK.update,
    fieldMessages: CONFLICT_MESSAGES,
  });
  const qrChanged =
    campaign !== undefined &&
    ((watched.bankAccountId ?? null) !== campaign.bankAccountId ||
      (watched.transferCode ?? '') !== campaign.transferCode);

  const setValue = <K extends FieldPath<CampaignFormInput>>(
    name: K,
    value: PathValue<CampaignFormInput, K>,
  ) => form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const onSaved = ({ campaign: saved, message }: CampaignChange) => {
    // A new draft says who can see it: nobody but the admins until it is opened.
    if (!campaign && saved.status === 'draft') {
      toast.success(CAMPAIGN_DRAFT_TEXT.saved, CAMPAIGN_DRAFT_TEXT.savedDetail);
    } else {
      toast.success(message, saved.title);
    }
    // The code was sent once and is kept hashed: the field empties (blank keeps it from now on).
    form.resetField('ledgerCode', { defaultValue: '' });
    markSaved();
    if (!campaign) {
      guard.allowNextNavigation();
      navigate(adminCampaignEditPath(saved.id), { replace: true });
    }
  };

  const onFailed = (error: unknown) => {
    const first = applyServerFieldErrors(error, form.setError, CAMPAIGN_FORM_FIELDS);
    if (!first && error instanceof ApiError && error.status === 409) {
      const taken = CONFLICT_FIELDS.find((c) => c.message === error.message);
      if (taken)
        form.setError(taken.field, { type: 'server', message: taken.message }, { shouldFocus: true });
    }
    toast.error(errorMessage(error, campaign ? CAMPAIGNS_FALLBACK.update : CAMPAIGNS_FALLBACK.create));
  };

  const submit = form.handleSubmit((body) =>
    createOrUpdate(campaign, body, { creation, update }, { onSuccess: onSaved, onError: onFailed }),
  );

  const slug = useSlugFollowingTitle(campaign === undefined, (made) => setValue('slug', made));
  const titleField = form.register('title', { onChange: slug.onTitleChange });
  const slugField = form.register('slug', { onChange: slug.onSlugChange });

  return {
    form,
    watched,
    accounts,
    guard,
    saving,
    conflict,
    hasLedgerCode,
    qrChanged,
    slugFollowsTitle: slug.slugFollowsTitle,
    titleField,
    slugField,
    submit,
  };
}
