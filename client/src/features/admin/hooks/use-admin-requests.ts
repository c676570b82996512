import { useMutation, useQuery } from '@apollo/client/react';
import {
  AmbassadorApplicationsDocument,
  ContactRequestsDocument,
  NewsletterSubscribersDocument,
  SetAmbassadorStatusDocument,
  SetContactHandledDocument,
  type AmbassadorApplicationsQueryVariables,
  type ContactRequestsQueryVariables,
  type NewsletterSubscribersQueryVariables,
} from '../../../generated/graphql';

export type {
  AmbassadorApplicationsQuery,
  AmbassadorStatus,
  ContactRequestType,
  ContactRequestsQuery,
  NewsletterSubscribersQuery,
} from '../../../generated/graphql';

/** `ambassadorApplications`: a page of applications, filtered by status. */
export const useAmbassadorApplications = (variables: AmbassadorApplicationsQueryVariables) =>
  useQuery(AmbassadorApplicationsDocument, { variables });

/** `setAmbassadorStatus`: approve or reject; the row changes in the cache. */
export const useSetAmbassadorStatus = () => useMutation(SetAmbassadorStatusDocument);

/** `contactRequests`: a page of contact and corporate requests, filtered by type. */
export const useContactRequests = (variables: ContactRequestsQueryVariables) => useQuery(ContactRequestsDocument, { variables });

/** `setContactHandled`: mark a request handled or open again. */
export const useSetContactHandled = () => useMutation(SetContactHandledDocument);

/** `newsletterSubscribers`: a page of subscribers. */
export const useNewsletterSubscribers = (variables: NewsletterSubscribersQueryVariables) =>
  useQuery(NewsletterSubscribersDocument, { variables });
