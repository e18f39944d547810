import { PasswordInput } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

/** A password input whose show/hide button speaks Vietnamese (its pressed state says which). */
export function PasswordField(props: ComponentPropsWithRef<typeof PasswordInput>) {
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': 'Hiện mật khẩu' }} {...props} />;
}
