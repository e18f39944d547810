import { type Campaign, MESSAGES } from '@giapha/contract';
import { slugify } from '@giapha/genealogy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { type FieldPath, type PathValue, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isStaleWrite } from '../../../components/StaleVersionAlert.tsx';
import { useUnsavedChangesGuard } from '../../../components/UnsavedChangesGuard.tsx';
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
  // A new campaign's address follows its title until the admin types one of their own.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(campaign === undefined);

  const defaultAccountId = accounts.data?.accounts.find((account) => account.isDefault)?.id ?? null;
  const loadedValues = useMemo(
    () => (campaign ? campaignFormValues(campaign) : emptyCampaignForm(defaultAccountId)),
    [campaign, defaultAccountId],
  );
  const hasLedgerCode = campaign?.hasLedgerCode ?? false;
  const schema = useMemo(() => campaignFormSchema(hasLedgerCode), [hasLedgerCode]);
  const form: CampaignFormApi = useForm<CampaignFormInput, unknown, CampaignFormOutput>({
    resolver: zodResolver(schema),
    // A reload after a conflict (or the default account arriving) fills the fields not touched.
    values: loadedValues,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const watched = useWatch({ control: form.control });
  // What was last loaded or saved: anything else on screen is the admin's unsaved work.
  const [savedValues, setSavedValues] = useState(() => JSON.stringify(loadedValues));
  useEffect(() => {
    if (loadedValues) setSavedValues(JSON.stringify(form.getValues()));
  }, [loadedValues, form]);
  const guard = useUnsavedChangesGuard(JSON.stringify(watched) !== savedValues);
  const saving = creation.isPending || update.isPending;
  const stale = campaign !== undefined && isStaleWrite(update.error, CONFLICT_MESSAGES);
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
    setSavedValues(JSON.stringify(form.getValues()));
    if (!campaign) {
      guard.allowNextNavigation();
      navigate(adminCampaignEditPath(saved.id), { replace: true });
    }
  };

  const onFailed = (error: unknown) => {
    const first = applyServerFieldErrors(error, form.setError, CAMPAIGN_FORM_FIELDS);
    if (!first && error instanceof ApiError && error.status === 409) {
      const conflict = CONFLICT_FIELDS.find((c) => c.message === error.message);
      if (conflict)
        form.setError(conflict.field, { type: 'server', message: conflict.message }, { shouldFocus: true });
    }
    toast.error(errorMessage(error, campaign ? CAMPAIGNS_FALLBACK.update : CAMPAIGNS_FALLBACK.create));
  };

  const submit = form.handleSubmit((body) => {
    if (campaign) {
      update.mutate(
        { id: campaign.id, changes: { ...body, version: campaign.version } },
        { onSuccess: onSaved, onError: onFailed },
      );
    } else {
      creation.mutate(body, { onSuccess: onSaved, onError: onFailed });
    }
  });

  const titleField = form.register('title', {
    onChange: (change: { target: { value: string } }) => {
      if (slugFollowsTitle) setValue('slug', slugify(change.target.value));
    },
  });
  const slugField = form.register('slug', {
    onChange: (change: { target: { value: string } }) =>
      setSlugFollowsTitle(change.target.value.trim() === ''),
  });

  /** After a conflict: the newest copy is loaded and the failed save forgotten. */
  const reloadAfterConflict = (onReload: (() => void) | undefined) =>
    onReload
      ? () => {
          update.reset();
          onReload();
        }
      : undefined;

  return {
    form,
    watched,
    accounts,
    guard,
    saving,
    stale,
    staleMessage: errorMessage(update.error, CAMPAIGNS_FALLBACK.update),
    reloadAfterConflict,
    hasLedgerCode,
    qrChanged,
    slugFollowsTitle,
    titleField,
    slugField,
    submit,
  };
}
