import { CLAN_DOMAIN_PATTERN, clanDomainSchema, MESSAGES, RESERVED_CLAN_DOMAINS } from '@giapha/contract';
import { slugify } from '@giapha/genealogy';
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, Stack, TextInput } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';
import { type ChangeEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { rememberDomain } from '../../../lib/tenant.ts';
import { toast } from '../../../lib/toast.ts';
import { useClanDomainAvailability } from '../api/checkDomain.ts';
import { useRegister } from '../api/register.ts';
import { AuthSubmitButton, NewAccountFields, SignInInstead } from '../components/AuthFields.tsx';
import { AuthHeading } from '../components/AuthHeading.tsx';
import { availabilityProps, availabilityState, useCandidate } from '../components/availability.tsx';
import { registrationSuccessOf } from '../components/registration-result.tsx';
import { registerForm } from '../schemas.ts';
import { AUTH_TEXT } from '../texts.ts';

type RegisterFormInput = z.input<typeof registerForm>;
type RegisterFormOutput = z.output<typeof registerForm>;

const SERVER_FIELDS = ['clanName', 'domain', 'name', 'username', 'email', 'password'] as const;

/** Domains are lowercase: lower the letters as they are typed, keeping the caret where it was. */
function lowercaseInPlace(event: ChangeEvent<HTMLInputElement>): void {
  const input = event.currentTarget;
  const lower = input.value.toLowerCase();
  if (lower === input.value) return;
  const caret = input.selectionStart;
  input.value = lower;
  if (caret !== null) input.setSelectionRange(caret, caret);
}

/** The longest clan domain (contract: 3–40 characters). */
const DOMAIN_MAX_LENGTH = 40;

/**
 * The sub-domain suggested for a clan name: folded and hyphenated (`Họ Nguyễn Đình` → `ho-nguyen-dinh`),
 * empty when nothing usable is left (too short, a platform name).
 */
export function suggestClanDomain(clanName: string): string {
  const domain = slugify(clanName, DOMAIN_MAX_LENGTH);
  return CLAN_DOMAIN_PATTERN.test(domain) && !RESERVED_CLAN_DOMAINS.has(domain) ? domain : '';
}

/** A new clan's site and its first admin. */
export function RegisterPage() {
  usePageTitle('Đăng ký dòng họ');
  const navigate = useNavigate();
  const registration = useRegister();
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerForm),
    defaultValues: {
      clanName: '',
      domain: '',
      name: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const domain = useWatch({ control: form.control, name: 'domain' });
  const domainCandidate = useCandidate(domain, clanDomainSchema);
  const domainCheck = useClanDomainAvailability(domainCandidate.debounced);
  const domainState = availabilityState(domainCandidate, domainCheck);
  const domainField = form.register('domain');
  const clanNameField = form.register('clanName');
  // The domain follows the clan's name until they type one of their own (emptying it undoes that).
  const [domainFollowsName, setDomainFollowsName] = useState(true);
  const suggested = domainFollowsName && domain !== '';

  const submit = form.handleSubmit((values) => {
    if (domainState === 'taken') {
      form.setError('domain', { type: 'server', message: MESSAGES.domainTaken }, { shouldFocus: true });
      return;
    }
    registration.mutate(
      {
        clanName: values.clanName,
        domain: values.domain,
        name: values.name,
        username: values.username,
        email: values.email,
        password: values.password,
      },
      {
        onSuccess: ({ clan, user }) => {
          // On a host that names no clan (localhost, www…) the app now talks to the new one.
          rememberDomain(clan.domain);
          navigate('/auth/registration-success', { state: registrationSuccessOf(clan, user) });
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, SERVER_FIELDS);
          toast.error(MESSAGES.registerFailed, errorMessage(error, MESSAGES.registerFailed));
        },
      },
    );
  });

  return (
    <Stack gap="lg">
      <AuthHeading title="Đăng ký dòng họ">
        Mở trang gia phả riêng cho dòng họ của bạn. Bạn sẽ là quản trị viên đầu tiên của trang.
      </AuthHeading>
      <form onSubmit={submit} noValidate aria-label="Đăng ký dòng họ">
        <Stack gap="md">
          <TextInput
            label="Tên dòng họ"
            placeholder="Ví dụ: Họ Nguyễn làng Phú Xuân"
            autoComplete="organization"
            {...clanNameField}
            onChange={(event) => {
              const name = event.currentTarget.value;
              void clanNameField.onChange(event);
              if (domainFollowsName) {
                form.setValue('domain', suggestClanDomain(name), {
                  shouldValidate: form.formState.isSubmitted,
                });
              }
            }}
            error={errors.clanName?.message}
          />
          <TextInput
            label="Tên miền"
            description={
              suggested
                ? 'Gợi ý từ tên dòng họ, bạn có thể sửa. Chữ thường không dấu, số và dấu gạch ngang, từ 3 đến 40 ký tự'
                : 'Chữ thường không dấu, số và dấu gạch ngang, từ 3 đến 40 ký tự'
            }
            placeholder="ho-nguyen-phu-xuan"
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...domainField}
            onChange={(event) => {
              lowercaseInPlace(event);
              setDomainFollowsName(event.currentTarget.value === '');
              return domainField.onChange(event);
            }}
            {...availabilityProps(
              domainState,
              {
                available: AUTH_TEXT.domainAvailable,
                taken: suggested
                  ? `${MESSAGES.domainTaken}. ${AUTH_TEXT.domainTakenHint}`
                  : MESSAGES.domainTaken,
              },
              errors.domain?.message,
            )}
          />

          <Divider label="Tài khoản quản trị" labelPosition="left" mt="xs" />
          <NewAccountFields
            register={form.register}
            errors={errors}
            placeholders={{ name: 'Ví dụ: Nguyễn Văn An', username: 'nguyenvanan' }}
          />
          <AuthSubmitButton mt="xs" loading={registration.isPending} icon={<IconSitemap size={18} />}>
            Đăng ký dòng họ
          </AuthSubmitButton>
        </Stack>
      </form>
      <SignInInstead />
    </Stack>
  );
}
