/** Manage Orders: a shopper's request to cancel an order already with the courier. */
export const enAdminCancelRequests = {
  'orders.flag.cancel-requested': 'Cancel requested',
  'orders.cancelRequested': 'Cancel requested',
  'orders.cancelRequestedOn':
    'The customer asked to cancel on {date}. Nothing is refunded until the parcel is back.',
  'orders.cancelReason': 'Reason: {reason}',
  'orders.cancelNoReason': 'No reason given',
  'orders.cancelNote': 'Their note: {note}',
  'orders.returnedToSender': 'Returned to sender',
  'orders.declineRequest': 'Decline request',
  'orders.returnedTitle': 'Parcel returned to sender',
  'orders.returnedQuestion': 'Is the parcel of order {order} back with you?',
  'orders.returnedDetail':
    'The order is cancelled: its stock goes back on sale, and the customer gets the money back the way they paid (card, wallet). This cannot be undone.',
  'orders.returnedConfirm': 'Yes, cancel and refund',
  'orders.declineTitle': 'Decline cancellation request',
  'orders.declineQuestion': 'Decline the request to cancel order {order}?',
  'orders.declineDetail':
    'The order stays on its way to the customer, who is told the request was declined.',
  'orders.declineConfirm': 'Decline request',
  'orders.settleKeep': 'Not now',
  'orders.settling': 'Saving…',
  'orders.returnedDone': 'Order cancelled and refunded',
  'orders.declinedDone': 'Request declined: the order goes on',
  'audit.action.order.cancel_returned': 'Marked an order returned to sender',
  'audit.action.order.cancel_declined': 'Declined a cancellation request',
  'audit.field.cancelRequest': 'Cancellation request',
} as const;
