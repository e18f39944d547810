import { emailSchema, MESSAGES, usernameSchema } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useTouchedForm } from '../../../components/modal-form.ts';
import { ApiError } from '../../../lib/api.ts';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle, useSiteSetting } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import {
  claimedPersonId,
  IAmFields,
  type IAmValue,
  NO_ANSWER,
  searchPublicPersons,
} from '../../person-links/index.ts';
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

/** Issue 23: the server names `personId` when the chosen person cannot be claimed. */
const PERSON_FIELD = 'personId';

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
  const [iAm, setIAm] = useState<IAmValue>(NO_ANSWER);
  const [iAmError, setIAmError] = useState<string | undefined>();
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
    const personId = claimedPersonId(iAm);
    setIAmError(undefined);
    registration.mutate(
      {
        name: values.name,
        username: values.username,
        email: values.email,
        password: values.password,
        // "Tôi là …" is optional: left out, no request is made.
        ...(personId === undefined ? {} : { personId, personNote: iAm.note.trim() || null }),
      },
      {
        onSuccess: ({ clan, user }) => {
          navigate('/auth/member-registration-success', { state: registrationSuccessOf(clan, user) });
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, SERVER_FIELDS);
          // The chosen person is taken (409 on personId) or no longer on a public tree (404).
          if (error instanceof ApiError) {
            const personProblem = error.errors?.find((e) => e.field === PERSON_FIELD)?.message;
            if (personProblem) setIAmError(personProblem);
            else if (error.message === MESSAGES.personNotFound) setIAmError(error.message);
          }
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
          <IAmFields
            label="Tôi là… (không bắt buộc)"
            description="Tìm tên bạn trong cây gia phả công khai của dòng họ; quản trị viên sẽ xác nhận."
            scope="public"
            search={searchPublicPersons}
            value={iAm}
            onChange={(next) => {
              setIAm(next);
              setIAmError(undefined);
            }}
            personError={iAmError}
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
