import { LEDGER_CODE_LOCK_MINUTES, type LedgerGrant, MESSAGES } from '@giapha/contract';
import { Alert, Button, Paper, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useVerifyLedgerCode, VERIFY_LEDGER_CODE_FALLBACK } from '../api/verifyLedgerCode.ts';

const LOCKED_FALLBACK = MESSAGES.ledgerCodeLocked.replace('{minutes}', String(LEDGER_CODE_LOCK_MINUTES));

interface LedgerCodePromptProps {
  campaignId: string;
  onGranted: (grant: LedgerGrant) => void;
}

/** Why a failed check failed: too many tries (a notice), or something to show under the field. */
function failureOf(error: unknown): { locked: string | null; field: string | null } {
  if (error instanceof ApiError && error.status === 429) {
    return { locked: error.message || LOCKED_FALLBACK, field: null };
  }
  const fieldError = error instanceof ApiError ? error.errors?.find((e) => e.field === 'otp') : undefined;
  return { locked: null, field: fieldError?.message ?? errorMessage(error, VERIFY_LEDGER_CODE_FALLBACK) };
}

/**
 * A private ledger: the visitor enters the campaign's code (from the clan's board) and gets a
 * short-lived grant to read it. Wrong codes are counted by the server, which locks after too many.
 */
export function LedgerCodePrompt({ campaignId, onGranted }: LedgerCodePromptProps) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [locked, setLocked] = useState<string | null>(null);
  const verify = useVerifyLedgerCode();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = code.trim();
    if (!otp) {
      setFieldError(MESSAGES.ledgerCodeRequired);
      return;
    }
    setFieldError(null);
    setLocked(null);
    verify.mutate(
      { otp, campaignId },
      {
        onSuccess: (grant) => {
          toast.success(MESSAGES.ledgerCodeAccepted);
          onGranted(grant);
        },
        onError: (error) => {
          const failure = failureOf(error);
          setLocked(failure.locked);
          setFieldError(failure.field);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" gap="sm" ta="center" maw={420} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" color="gold">
          <IconLock size={28} />
        </ThemeIcon>
        <Text fw={600} size="lg">
          {MESSAGES.ledgerLocked}
        </Text>
        <Text size="sm" c="dimmed">
          Sổ công đức chỉ dành cho bà con trong họ. Hãy nhập mã xem sổ mà ban quản trị dòng họ đã gửi để xem
          danh sách đóng góp và bảng vàng công đức.
        </Text>
        {locked ? (
          <Alert color="orange" variant="light" w="100%" ta="left" role="alert">
            {locked}
          </Alert>
        ) : null}
        <form onSubmit={submit} noValidate style={{ width: '100%' }}>
          <Stack gap="sm">
            <TextInput
              label="Mã xem sổ công đức"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setFieldError(null);
              }}
              error={fieldError}
              ta="left"
            />
            <Button type="submit" loading={verify.isPending} leftSection={<IconLockOpen size={16} />}>
              Xem sổ công đức
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
