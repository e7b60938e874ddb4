/**
 * Whether the signed-in shopper has unread notifications (the header's blinking dot). The
 * notifications feature replaces this with its 30 s poll; until then there is nothing unread.
 */
export function useHasUnreadNotifications(signedIn: boolean): boolean {
  return signedIn && false;
}
