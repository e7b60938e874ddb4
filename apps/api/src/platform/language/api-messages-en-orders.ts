/**
 * Orders, delivery codes, returns and notifications in English. Part of API_MESSAGES_EN
 * (api-messages-en.ts); their Arabic is api-messages-ar-orders.ts.
 */
export const ORDER_MESSAGES_EN = {
  'order.order_not_found': 'Order not found',
  NOT_INVOICED: 'This order has no invoice yet',
  CREDIT_NOTE_NOT_FOUND: 'Credit note not found',
  'order.order_id_required': 'Order id is required',
  'order.order_id_too_long': 'Order id is too long',
  'order.order_already_cancelled': 'Order is already cancelled',
  ALREADY_DELIVERED: 'Order is already delivered',
  NOT_CANCELLABLE: 'Delivered orders cannot be cancelled',
  'order.cancellation_requested_we_asking_courier':
    'Cancellation requested. We are asking the courier to bring your parcel back; your refund follows once it is back with us.',
  'order.cancellation_already_requested_we_will':
    'Cancellation already requested. We will write to you once your parcel is back with us.',
  NO_CANCEL_REQUEST: 'This order has no open cancellation request',
  CANCEL_REQUESTED:
    'The customer asked to cancel this order: mark it returned to sender or decline the request first',
  'order.decision_returned_declined': 'Decision must be returned or declined',
  'order.order_cancelled_parcel_back_money':
    'Order cancelled: the parcel is back and the money returned',
  'order.cancellation_request_declined_order_goes':
    'Cancellation request declined: the order goes on',
  'order.cannot_move_order_from_from': 'Cannot move an order from {from} to {to}',
  STATUS_NOT_SETTABLE: 'Orders cannot be set to {status}',
  'order.unknown_order_status': 'Unknown order status',
  'order.unknown_status_filter': 'Unknown status filter',
  'order.unknown_date_filter': 'Unknown date filter',
  'order.unknown_order_flag': 'Unknown order flag',
  'order.unknown_payment_method_filter': 'Unknown payment method filter',
  NO_OTP: 'No delivery code is waiting for this order',
  NOT_SHIPPED: 'A delivery code can be sent only for a shipped order (this one is {status})',
  'order.only_order_out_delivery_can':
    'Only an order out for delivery can be delivered (this one is {status})',
  'order.order_not_out_delivery_yet':
    'This order is not out for delivery yet: send the delivery code first',
  CODE_REQUIRED: "This step is confirmed with the customer's code: send the code and verify it",
  'order.otp_has_expired_request_new': 'OTP has expired. Please request a new one.',
  'order.invalid_otp_try_again': 'Invalid OTP, please try again.',
  'order.no_valid_otp_order_send': 'No valid OTP for this order. Please send a new one.',
  'order.enter_4_digit_otp': 'Please enter a 4-digit OTP.',
  'order.otp_has_expired_request_new_2': 'OTP has expired, request a new one',
  'order.no_otp_active_return_request': 'No OTP is active for this return, request a new one',
  'order.otp_verified_but_wallet_credit':
    'OTP verified but wallet credit failed. Please try again.',
  NO_CODE_STEP: 'No code is needed for a return that is {status}',
  'order.return_request_not_found': 'Return request not found',
  'order.return_id_required': 'Return id is required',
  'order.unknown_return_status': 'Unknown return status',
  'order.cannot_move_return_from_from': 'Cannot move a return from {from} to {to}',
  RETURN_IN_PROGRESS:
    'A return that is {status} cannot be deleted: only requested or rejected ones',
  NOT_RETURNABLE: 'Only delivered orders can be returned',
  RETURN_WINDOW_CLOSED: 'The return window for this order has closed',
  RETURN_EXISTS: 'A return has already been requested for this item',
  'order.item_not_found_order': 'Item not found in this order',
  'order.you_can_return_most_count': 'You can return at most {count}',
  'order.select_reason_return': 'Please select a reason for the return',
  'order.select_return_type': 'Please select a return type',
  'order.specify_reason': 'Please specify your reason',
  'order.reason_too_long': 'Reason is too long',
  'order.choose_cancel_reason': 'Please choose a reason from the list',
  'order.cancel_note_too_long': 'Note is too long',
  PRODUCT_GONE: "No replacement can be shipped: '{name}' is no longer in the catalogue",
  'order.not_enough_stock_ship_replacement': 'Not enough stock to ship this replacement ({reason})',
  'order.notification_not_found': 'Notification not found',
  'order.notification_id_required': 'Notification id is required',
} as const;
