import { Button, Text } from '@mantine/core';
import { IconHome, IconLogin2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { type RegistrationSuccessState, registrationSuccessState } from '../schemas.ts';

/** What a registration hands on to its result page: the clan's name and domain, where the mail went. */
export function registrationSuccessOf(
  clan: { clanName: string; domain: string },
  user: { email: string },
): RegistrationSuccessState {
  return { clanName: clan.clanName, domain: clan.domain, email: user.email };
}

/** What the registration form handed on; opened directly (no router state) the page reads without names. */
export function useRegistrationSuccessState(): RegistrationSuccessState | undefined {
  const parsed = registrationSuccessState.safeParse(useLocation().state);
  return parsed.success ? parsed.data : undefined;
}

/** A name in a result's text, in the text colour and bold; `breakAnywhere` for addresses. */
export function Highlighted({
  children,
  breakAnywhere = false,
}: {
  children: ReactNode;
  breakAnywhere?: boolean;
}) {
  return (
    <Text
      span
      inherit
      fw={600}
      c="var(--mantine-color-text)"
      style={breakAnywhere ? { overflowWrap: 'anywhere' } : undefined}
    >
      {children}
    </Text>
  );
}

/** Where the verification mail went: the address when known, else "email của bạn". */
export function MailRecipient({ email }: { email: string | undefined }) {
  return email ? <Highlighted breakAnywhere>{email}</Highlighted> : 'email của bạn';
}

/** `Đăng nhập`, then `Về trang chủ`: the result pages' way on. */
export function LoginAndHomeActions() {
  return (
    <>
      <Button fullWidth component={Link} to="/auth/login" leftSection={<IconLogin2 size={18} />}>
        Đăng nhập
      </Button>
      <Button fullWidth component={Link} to="/" variant="default" leftSection={<IconHome size={18} />}>
        Về trang chủ
      </Button>
    </>
  );
}
