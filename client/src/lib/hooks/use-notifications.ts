import { useMutation, useQuery } from '@apollo/client/react';
import { MarkAllNotificationsReadDocument, MarkNotificationReadDocument, MyNotificationsDocument } from '../../generated/graphql';

/**
 * The signed-in user's latest notifications (`myNotifications`: `data` newest first and `unreadCount`),
 * one page of `limit`, refreshed every `pollMs` milliseconds (spec section 2, the navbar bell).
 */
export const useMyNotifications = (limit: number, pollMs: number) =>
  useQuery(MyNotificationsDocument, { variables: { page: 1, limit }, pollInterval: pollMs });

/** `markNotificationRead(id)`: marks one of the caller's notifications read, then refetches the list. */
export const useMarkNotificationRead = () => useMutation(MarkNotificationReadDocument, { refetchQueries: ['MyNotifications'] });

/** `markAllNotificationsRead`: marks every notification of the caller read, then refetches the list. */
export const useMarkAllNotificationsRead = () => useMutation(MarkAllNotificationsReadDocument, { refetchQueries: ['MyNotifications'] });
