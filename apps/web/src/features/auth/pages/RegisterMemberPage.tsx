import { emailSchema, MESSAGES, usernameSchema } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useTouchedForm } from '../../../components/modal-form.ts';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle, useSiteSetting } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { useEmailAvailability } from '../api/checkEmail.ts';
import { useUsernameAvailability } from '../api/checkUsername.ts';
import { useRegisterMember } from '../api/registerMember.ts';
import { AuthSubmitButton, NewAccountFields, SignInInstead } from '../components/AuthFields.tsx';
import { AuthHeading } from '../components/AuthHeading.tsx';
import { availabilityProps, availabilityState, useCandidate } from '../components/availability.tsx';
import { ClanMissingAlert, useClanMissing } from '../components/ClanMissingAlert.tsx';
import { registrationSuccessOf } from '../components/registration-result.tsx';
import { registerMemberForm } from '../schemas.ts';
import { AUTH_TEXT } from '../texts.ts';

const SERVER_FIELDS = ['name', 'username', 'email', 'password'] as const;

const NEW_MEMBER: z.input<typeof registerMemberForm> = {
  name: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** Joins the clan of the site it is opened on; an admin approves the account before it can sign in. */
export function RegisterMemberPage() {
  usePageTitle('Đăng ký thành viên');
  const navigate = useNavigate();
  const { siteName } = useSiteSetting();
  const clanMissing = useClanMissing();
  const registration = useRegisterMember();
  const form = useTouchedForm(zodResolver(registerMemberForm), NEW_MEMBER);
  const { errors } = form.formState;

  const username = useWatch({ control: form.control, name: 'username' });
  const usernameCandidate = useCandidate(username, usernameSchema);
  const usernameState = availabilityState(
    usernameCandidate,
    useUsernameAvailability(usernameCandidate.debounced),
  );

  const email = useWatch({ control: form.control, name: 'email' });
  const emailCandidate = useCandidate(email, emailSchema);
  const emailState = availabilityState(emailCandidate, useEmailAvailability(emailCandidate.debounced));

  const submit = form.handleSubmit((values) => {
    // Already known to be taken: say so under the field instead of a round trip that fails.
    if (usernameState === 'taken' || emailState === 'taken') {
      if (emailState === 'taken') form.setError('email', { type: 'server', message: MESSAGES.emailTaken });
      if (usernameState === 'taken') {
        form.setError('username', { type: 'server', message: MESSAGES.usernameTaken });
      }
      form.setFocus(usernameState === 'taken' ? 'username' : 'email');
      return;
    }
    registration.mutate(
      { name: values.name, username: values.username, email: values.email, password: values.password },
      {
        onSuccess: ({ clan, user }) => {
          navigate('/auth/member-registration-success', { state: registrationSuccessOf(clan, user) });
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, SERVER_FIELDS);
          toast.error(MESSAGES.registerMemberFailed, errorMessage(error, MESSAGES.registerMemberFailed));
        },
      },
    );
  });

  if (clanMissing) {
    return (
      <Stack gap="lg">
        <AuthHeading title="Đăng ký thành viên" />
        <ClanMissingAlert />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <AuthHeading title="Đăng ký thành viên">
        Gửi yêu cầu tham gia trang gia phả của{' '}
        <Text span fw={600} c="var(--mantine-color-text)">
          {siteName}
        </Text>
        . Quản trị viên dòng họ sẽ duyệt tài khoản trước khi bạn đăng nhập được.
      </AuthHeading>
      <form onSubmit={submit} noValidate aria-label="Đăng ký thành viên">
        <Stack gap="md">
          <NewAccountFields
            register={form.register}
            errors={errors}
            placeholders={{ name: 'Ví dụ: Nguyễn Thị Bình', username: 'nguyenthibinh' }}
            availability={{
              username: availabilityProps(
                usernameState,
                { available: AUTH_TEXT.usernameAvailable, taken: MESSAGES.usernameTaken },
                errors.username?.message,
              ),
              email: availabilityProps(
                emailState,
                { available: AUTH_TEXT.emailAvailable, taken: MESSAGES.emailTaken },
                errors.email?.message,
              ),
            }}
          />
          <AuthSubmitButton mt="xs" loading={registration.isPending} icon={<IconUserPlus size={18} />}>
            Gửi đăng ký
          </AuthSubmitButton>
        </Stack>
      </form>
      <SignInInstead />
    </Stack>
  );
}
