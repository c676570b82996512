import { useCallback } from 'react';
import { postMultipart } from '../../../lib/rest';
import { updateUser, userVar } from '../../../lib/session';
import type { EditProfileValues } from '../validation/profile.schema';
import { sessionUserFromRest, type RestUser } from '../utils/rest-user';

interface EditProfileResponse {
  message: string;
  data: RestUser;
}

/** POST /api/users/editProfile (multipart); stores the returned user and resolves with the server's message. */
export function useEditProfile() {
  return useCallback(async (values: EditProfileValues): Promise<string> => {
    const current = userVar();
    if (!current) throw new Error('Please log in again.');
    const res = await postMultipart<EditProfileResponse>('/api/users/editProfile', {
      full_name: values.fullName.trim(),
      phone_no: values.phoneNo,
      id: current.id,
      image: values.image,
    });
    const latest = userVar();
    if (latest?.id === current.id) updateUser(sessionUserFromRest(res.data, latest));
    return res.message;
  }, []);
}
