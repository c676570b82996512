import { useMutation, useQuery } from '@apollo/client/react';
import {
  CloseCustomerAccountDocument,
  CustomerConsentsDocument,
  LegalDocumentSourceDocument,
  PublishLegalDocumentDocument,
} from '../../../generated/graphql';
import type { LegalKindName } from '../../../lib/legal';

export type { CustomerConsentsQuery, PublishLegalDocumentInput } from '../../../generated/graphql';

/** `legalDocumentSource`: the version in force of a legal page in both languages (the editor starts from it). */
export const useLegalDocumentSource = (kind: LegalKindName) =>
  useQuery(LegalDocumentSourceDocument, { variables: { kind }, fetchPolicy: 'network-only' });

/** `publishLegalDocument`: the next version of a legal page; the editor's source is fetched again. */
export const usePublishLegalDocument = () => useMutation(PublishLegalDocumentDocument, { refetchQueries: ['LegalDocumentSource'] });

/** `customerConsents`: the legal versions a customer accepted, newest first. */
export const useCustomerConsents = (customerId: string) => useQuery(CustomerConsentsDocument, { variables: { customerId } });

/** `closeCustomerAccount` (super admin): closes a customer's account once their e-mail is typed; the customer page is fetched again. */
export const useCloseCustomerAccount = () =>
  useMutation(CloseCustomerAccountDocument, { refetchQueries: ['AdminCustomer', 'CustomerConsents'] });
