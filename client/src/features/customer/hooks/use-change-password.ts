import { useCallback } from 'react';
import { postMultipart } from '../../../lib/rest';
import { setSession, userVar } from '../../../lib/session';
import type { ChangePasswordValues } from '../validation/password.schema';

interface ChangePasswordResponse {
  message: string;
  data: { accessToken: string };
}

/**
 * POST /api/users/changePassword (multipart). Every earlier token stops working, so the returned
 * token replaces the stored one at once. Resolves with the server's message.
 */
export function useChangePassword() {
  return useCallback(async (values: ChangePasswordValues): Promise<string> => {
    const res = await postMultipart<ChangePasswordResponse>('/api/users/changePassword', {
      current_password: values.currentPassword,
      password: values.password,
      confirm_password: values.confirmPassword,
    });
    const user = userVar();
    if (user) setSession(user, res.data.accessToken);
    return res.message;
  }, []);
}
