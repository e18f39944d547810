import { Button, Group, PasswordInput, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';

type FieldName = 'name' | 'username' | 'email' | 'password';

/** What differs between adding a member and editing one: hints, placeholders, the password's rule. */
const TEXTS = {
  create: {
    namePlaceholder: 'Ví dụ: Nguyễn Văn Bình',
    usernamePlaceholder: 'nguyenvanbinh',
    emailPlaceholder: 'binh@example.com',
    password: 'Mật khẩu',
    passwordHint: 'Ít nhất 8 ký tự. Hãy gửi mật khẩu này cho thành viên qua kênh riêng.',
  },
  update: {
    namePlaceholder: undefined,
    usernamePlaceholder: undefined,
    emailPlaceholder: undefined,
    password: 'Mật khẩu mới',
    passwordHint: 'Để trống nếu không đổi mật khẩu',
  },
} as const;

interface MemberFieldsProps {
  /** `create`: an admin adds a member (every field required); `update`: the password may stay empty. */
  mode: keyof typeof TEXTS;
  register: (name: FieldName) => UseFormRegisterReturn;
  errors: Partial<Record<FieldName, { message?: string }>>;
}

/** A member's name, username, e-mail and password, as the admin's add and edit forms ask them. */
export function MemberFields({ mode, register, errors }: MemberFieldsProps) {
  const texts = TEXTS[mode];
  const creating = mode === 'create';
  // A new member's fields are not the admin's own: the browser should not fill them in.
  const autoComplete = creating ? 'off' : undefined;
  return (
    <>
      <TextInput
        label="Họ và tên"
        placeholder={texts.namePlaceholder}
        autoComplete={autoComplete}
        withAsterisk
        {...register('name')}
        error={errors.name?.message}
      />
      <TextInput
        label="Tên đăng nhập"
        description="Chữ không dấu, số, dấu chấm, gạch dưới hoặc gạch ngang"
        placeholder={texts.usernamePlaceholder}
        autoComplete={autoComplete}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        withAsterisk
        {...register('username')}
        error={errors.username?.message}
      />
      <TextInput
        label="Email"
        type="email"
        inputMode="email"
        placeholder={texts.emailPlaceholder}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        withAsterisk
        {...register('email')}
        error={errors.email?.message}
      />
      <PasswordInput
        label={texts.password}
        description={texts.passwordHint}
        autoComplete="new-password"
        withAsterisk={creating}
        visibilityToggleButtonProps={{ 'aria-label': 'Hiện mật khẩu' }}
        {...register('password')}
        error={errors.password?.message}
      />
    </>
  );
}

interface MemberFormActionsProps {
  saving: boolean;
  icon: ReactNode;
  children: ReactNode;
}

/** `Hủy` back to the members, and the button that sends the form. */
export function MemberFormActions({ saving, icon, children }: MemberFormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button component={Link} to="/admin/users" variant="default">
        Hủy
      </Button>
      <Button type="submit" loading={saving} disabled={saving} leftSection={icon}>
        {children}
      </Button>
    </Group>
  );
}
