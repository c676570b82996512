import { useMutation } from '@apollo/client/react';
import { SetMyLanguageDocument } from '../../generated/graphql';

/** `setMyLanguage(language)`: stores the signed-in user's language ('en' | 'ar') for their e-mails and invoices. */
export const useSetMyLanguage = () => useMutation(SetMyLanguageDocument);
