import { DEFAULT_PRIMARY_COLOR } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Grid, Paper, Stack, Tabs } from '@mantine/core';
import { IconAddressBook, IconHome, IconInfoCircle, IconListTree } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { StackSkeleton } from '../../../components/PageSkeleton.tsx';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { isStaleWrite, StaleVersionAlert } from '../../../components/StaleVersionAlert.tsx';
import { useUnsavedChangesGuard } from '../../../components/UnsavedChangesGuard.tsx';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { MenuEditor } from '../../menus/index.ts';
import { SectionEditor } from '../../sections/index.ts';
import { useSiteSetting } from '../api/getSetting.ts';
import { useUpdateSetting } from '../api/updateSetting.ts';
import { ClanExportCard } from '../components/ClanExportCard.tsx';
import { ContactFields, GeneralFields, SaveBar } from '../components/SettingsFields.tsx';
import { SitePreview } from '../components/SitePreview.tsx';
import {
  SETTINGS_SERVER_FIELDS,
  type SettingsFormOutput,
  type SettingsFormValues,
  type SettingsTab,
  settingsForm,
  settingsValues,
  tabOfField,
} from '../settingsForm.ts';
import { SETTINGS_FALLBACK } from '../texts.ts';

const TABS = ['general', 'contact', 'menu', 'home'] as const;
type Tab = (typeof TABS)[number];

function parseTab(value: string | null): Tab {
  return TABS.find((tab) => tab === value) ?? 'general';
}

/** The tab holding the first field the form's own checks refused. */
function firstInvalidTab(errors: FieldErrors<SettingsFormValues>): SettingsTab {
  const [first] = Object.keys(errors);
  return first ? tabOfField(first) : 'general';
}

const EMPTY_VALUES: SettingsFormValues = {
  siteName: '',
  slogan: '',
  description: '',
  logo: '',
  favicon: '',
  banner: '',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  dateFormat: 'mm/dd/yy',
  kinshipRegion: 'north',
  contact: { address: '', phone: '', email: '', mapUrl: '' },
  social: { facebook: '', youtube: '', zalo: '', tiktok: '' },
  footerText: '',
};

/** The form of the first two tabs beside its live preview (below it on a phone). */
function FormWithPreview({
  children,
  preview,
  onSubmit,
  label,
  footer,
}: {
  children: ReactNode;
  preview: ReactNode;
  onSubmit: () => void;
  label: string;
  footer: ReactNode;
}) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <form
            noValidate
            aria-label={label}
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            {children}
            {footer}
          </form>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Box pos={{ md: 'sticky' }} top={{ md: 16 }}>
          {preview}
        </Box>
      </Grid.Col>
    </Grid>
  );
}

/** /admin/settings: the clan's site — its name, look and contacts, its menu and its home page. */
export function AdminSettingsPage() {
  usePageTitle('Cài đặt trang');
  const [searchParams, updateFilters] = useUrlFilters();
  const tab = parseTab(searchParams.get('tab'));
  const changeTab = (next: Tab) => updateFilters({ tab: next === 'general' ? undefined : next });
  const query = useSiteSetting();
  const update = useUpdateSetting();
  const loadedValues = useMemo(() => (query.data ? settingsValues(query.data) : undefined), [query.data]);
  const form = useForm<SettingsFormValues, unknown, SettingsFormOutput>({
    resolver: zodResolver(settingsForm),
    defaultValues: EMPTY_VALUES,
    // Reloaded data fills the fields the admin has not touched; their own edits stay.
    values: loadedValues,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const watched = useWatch({ control: form.control });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const stale = isStaleWrite(update.error);
  const version = query.data?.version;

  const submit = form.handleSubmit(
    (values) =>
      update.mutate(
        { ...values, version },
        {
          onSuccess: ({ setting, message }) => {
            form.reset(settingsValues(setting));
            toast.success(message);
          },
          onError: (error) => {
            const field = applyServerFieldErrors(error, form.setError, SETTINGS_SERVER_FIELDS);
            if (field) changeTab(tabOfField(field));
            toast.error(errorMessage(error, SETTINGS_FALLBACK.update));
          },
        },
      ),
    // A refused field on the other tab: bring that tab forward so the admin sees why.
    (errors) => changeTab(firstInvalidTab(errors)),
  );

  const preview = (
    <SitePreview
      siteName={watched.siteName ?? ''}
      slogan={watched.slogan ?? ''}
      logo={watched.logo ?? ''}
      favicon={watched.favicon ?? ''}
      banner={watched.banner ?? ''}
      primaryColor={watched.primaryColor ?? ''}
      address={watched.contact?.address ?? ''}
      phone={watched.contact?.phone ?? ''}
      footerText={watched.footerText ?? ''}
    />
  );
  const footer = <SaveBar dirty={form.formState.isDirty} saving={update.isPending} />;

  /** The two form tabs wait for the setting; the menu and home-page tabs do not need it. */
  const formTab = (label: string, fields: ReactNode) => {
    if (query.isPending) return <StackSkeleton title={{ h: 36, w: '70%' }} blocks={[320]} />;
    if (query.isError) {
      return <FailedQueryAlert title="Không tải được cài đặt trang" query={query} />;
    }
    return (
      <FormWithPreview label={label} onSubmit={submit} preview={preview} footer={footer}>
        {fields}
      </FormWithPreview>
    );
  };

  return (
    <Stack gap={0}>
      {guard.dialog}
      <AdminPageHeader
        title="Cài đặt trang"
        description="Tên, hình ảnh, màu sắc và thông tin liên hệ của trang dòng họ; menu và các khối trên trang chủ."
      />
      {stale ? (
        <StaleVersionAlert
          message={errorMessage(update.error, SETTINGS_FALLBACK.update)}
          onReload={() => {
            update.reset();
            void query.refetch();
          }}
          reloading={query.isFetching}
          mb="md"
        />
      ) : null}
      <Tabs value={tab} onChange={(value) => changeTab(parseTab(value))} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="general" leftSection={<IconInfoCircle size={16} />}>
            Thông tin chung
          </Tabs.Tab>
          <Tabs.Tab value="contact" leftSection={<IconAddressBook size={16} />}>
            Liên hệ & mạng xã hội
          </Tabs.Tab>
          <Tabs.Tab value="menu" leftSection={<IconListTree size={16} />}>
            Menu
          </Tabs.Tab>
          <Tabs.Tab value="home" leftSection={<IconHome size={16} />}>
            Trang chủ
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="general">{formTab('Thông tin chung', <GeneralFields form={form} />)}</Tabs.Panel>
        <Tabs.Panel value="contact">
          {formTab('Liên hệ và mạng xã hội', <ContactFields form={form} />)}
        </Tabs.Panel>
        <Tabs.Panel value="menu">
          <MenuEditor />
        </Tabs.Panel>
        <Tabs.Panel value="home">
          <SectionEditor />
        </Tabs.Panel>
      </Tabs>
      <ClanExportCard />
    </Stack>
  );
}
