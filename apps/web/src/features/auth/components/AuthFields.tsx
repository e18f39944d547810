import { Anchor, Button, type ButtonProps, Text, TextInput } from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import type { AvailabilityProps } from './availability.tsx';
import { PasswordField } from './PasswordField.tsx';

type TextInputProps = ComponentPropsWithRef<typeof TextInput>;

/** The text under the username on the pages that create an account. */
const USERNAME_RULE = 'Chữ không dấu, số, dấu chấm, gạch dưới hoặc gạch ngang';

/** A username: typed as is, never capitalised or corrected by the phone's keyboard. */
export function UsernameInput(props: TextInputProps) {
  return (
    <TextInput
      label="Tên đăng nhập"
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
}

/** An e-mail address, with the e-mail keyboard on phones. */
export function EmailInput(props: TextInputProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      inputMode="email"
      placeholder="ban@example.com"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

const NEW_PASSWORD_TEXTS = {
  account: {
    password: 'Mật khẩu',
    passwordPlaceholder: 'Tạo mật khẩu',
    confirm: 'Nhập lại mật khẩu',
    confirmPlaceholder: 'Nhập lại mật khẩu',
  },
  reset: {
    password: 'Mật khẩu mới',
    passwordPlaceholder: 'Nhập mật khẩu mới',
    confirm: 'Nhập lại mật khẩu mới',
    confirmPlaceholder: 'Nhập lại mật khẩu mới',
  },
} as const;

interface NewPasswordFieldsProps {
  /** `account` when registering, `reset` when replacing a forgotten one. */
  purpose: keyof typeof NEW_PASSWORD_TEXTS;
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: { message?: string }; confirmPassword?: { message?: string } };
}

/** A new password typed twice, for registering and for a reset. */
export function NewPasswordFields({ purpose, password, confirmPassword, errors }: NewPasswordFieldsProps) {
  const texts = NEW_PASSWORD_TEXTS[purpose];
  return (
    <>
      <PasswordField
        label={texts.password}
        description="Ít nhất 8 ký tự"
        placeholder={texts.passwordPlaceholder}
        autoComplete="new-password"
        {...password}
        error={errors.password?.message}
      />
      <PasswordField
        label={texts.confirm}
        placeholder={texts.confirmPlaceholder}
        autoComplete="new-password"
        {...confirmPassword}
        error={errors.confirmPassword?.message}
      />
    </>
  );
}

type AccountField = 'name' | 'username' | 'email' | 'password' | 'confirmPassword';

interface NewAccountFieldsProps {
  /** The form's `register` (both registration forms have these fields). */
  register: (field: AccountField) => UseFormRegisterReturn;
  errors: Partial<Record<AccountField, { message?: string }>>;
  /** An example name and username, told apart by who registers (the admin, a member). */
  placeholders: { name: string; username: string };
  /** Where the page checks the username and the e-mail as they are typed: what the check says. */
  availability?: { username: AvailabilityProps; email: AvailabilityProps };
}

/** The account a registration makes: name, username, e-mail and a new password typed twice. */
export function NewAccountFields({ register, errors, placeholders, availability }: NewAccountFieldsProps) {
  return (
    <>
      <TextInput
        label="Họ và tên"
        placeholder={placeholders.name}
        autoComplete="name"
        {...register('name')}
        error={errors.name?.message}
      />
      <UsernameInput
        description={USERNAME_RULE}
        placeholder={placeholders.username}
        {...register('username')}
        {...(availability?.username ?? { error: errors.username?.message })}
      />
      <EmailInput {...register('email')} {...(availability?.email ?? { error: errors.email?.message })} />
      <NewPasswordFields
        purpose="account"
        password={register('password')}
        confirmPassword={register('confirmPassword')}
        errors={errors}
      />
    </>
  );
}

interface AuthSubmitButtonProps {
  loading: boolean;
  icon: ReactNode;
  mt?: ButtonProps['mt'];
  children: ReactNode;
}

/** The full-width button that sends an auth form. */
export function AuthSubmitButton({ loading, icon, mt, children }: AuthSubmitButtonProps) {
  return (
    <Button type="submit" fullWidth size="md" mt={mt} loading={loading} leftSection={icon}>
      {children}
    </Button>
  );
}

/** Under a registration form: the way to the login page for those who already have an account. */
export function SignInInstead() {
  return (
    <Text size="sm" ta="center">
      Đã có tài khoản?{' '}
      <Anchor component={Link} to="/auth/login" fw={600}>
        Đăng nhập
      </Anchor>
    </Text>
  );
}
