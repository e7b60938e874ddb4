/**
 * The words of every mail and bell line the store sends, in English, by a stable key: the one
 * message format of the store (packages/domain/src/i18n). `{name}` stands for a part the copy
 * book fills in (`{store}` is always the store's name); mail-text-ar.ts has the same keys in
 * Arabic. Subjects never carry a code.
 */
export const MAIL_TEXT_EN = {
  // Every mail
  'mail.hello': 'Hello {fullname},',
  'mail.sign_off': 'The {store} team',
  'mail.footer': '{store} · Dubai, United Arab Emirates',
  'mail.invoice_attached': 'Your tax invoice {number} is attached.',
  'mail.credit_note_attached': 'Your tax credit note {number} is attached.',
  'duration.hour.one': '{count} hour',
  'duration.hour.other': '{count} hours',
  'duration.minute.one': '{count} minute',
  'duration.minute.other': '{count} minutes',

  // The label of a detail line, in every mail that has it
  'label.total': 'Total',
  'label.courier': 'Courier',
  'label.tracking_number': 'Tracking number',
  'label.refund': 'Refund',
  'label.credited': 'Credited',
  'label.reason': 'Reason',
  'label.wallet_balance': 'Wallet balance',
  'label.order': 'Order',
  'label.note': 'Note',

  // Order placed
  'order_placed.subject': 'Your order {orderid} is confirmed',
  'order_placed.heading': 'Thank you for your order',
  'order_placed.intro': 'We have your order {orderid} and are getting it ready.',
  'order_placed.item': '{name} ({color}, {size}) × {quantity}',
  'order_placed.promotion_code': '{name} ({code})',
  'order_placed.free_shipping': 'Free shipping',
  'order_placed.rounding': 'Rounding',
  'order_placed.shipping': 'Shipping',
  'order_placed.shipping_free': 'Free',
  'order_placed.vat_included': 'VAT {percent}% included',
  'order_placed.payment': 'Payment',
  'order_placed.deliver_to': 'Deliver to',
  'order_placed.address': '{name}, {building} {street}, {area}, {city}, {emirate}',
  'order_placed.outro': 'We will write again when it ships.',
  'order_placed.notification': 'Your order {orderid} is confirmed: {total}.',
  'payment.card_ending': 'Card ending {last4}',
  'payment.card': 'Card',
  'payment.tabby': 'Tabby (pay in 4)',
  'payment.tamara': 'Tamara (interest-free instalments)',
  'payment.wallet': 'Wallet',
  'payment.wallet_partial': 'Wallet {wallet}, then {remaining} cash on delivery',
  'payment.cash_on_delivery': 'Cash on delivery',

  // Order shipped and delivered
  'order_shipped.subject': 'Your order {orderid} has shipped',
  'order_shipped.heading': 'Your order is on its way',
  'order_shipped.intro': 'Your order {orderid} has left our store.',
  'order_shipped.track': 'Track your parcel',
  'order_shipped.outro':
    'We will send you a delivery code by email and in your notifications when your order is out for delivery.',
  'order_shipped.notification': 'Your order {orderid} has shipped.',
  'order_shipped.notification_courier': 'Your order {orderid} has shipped with {courier}.',
  'order_shipped.notification_tracking':
    'Your order {orderid} has shipped with {courier} (tracking {number}).',
  'order_delivered.subject': 'Your order {orderid} was delivered',
  'order_delivered.heading': 'Delivered',
  'order_delivered.intro': 'Your order {orderid} was delivered. We hope you love it.',
  'order_delivered.return_window': 'You can request a return within {days} days.',
  'order_delivered.notification':
    'Your order {orderid} was delivered. You can request a return within {days} days.',

  // A cancellation asked of an order with the courier, and declined
  'cancel_requested.subject': 'We received your request to cancel order {orderid}',
  'cancel_requested.heading': 'Cancellation requested',
  'cancel_requested.intro':
    'Your order {orderid} has already left our store, so we are asking the courier to bring the parcel back to us.',
  'cancel_requested.outro':
    'Once it is back, we cancel the order and return your money the way you paid. If the courier reaches you first, you may refuse the parcel at the door.',
  'cancel_requested.notification':
    'We received your request to cancel order {orderid} and are asking the courier to return the parcel.',
  'cancel_declined.subject': 'Your order {orderid} is still on its way',
  'cancel_declined.heading': 'Cancellation not possible',
  'cancel_declined.intro':
    'We could not get your order {orderid} back from the courier, so it stays on its way to you.',
  'cancel_declined.outro':
    'Once it is delivered, you can still return it within the return window.',
  'cancel_declined.notification':
    'Your request to cancel order {orderid} was declined: the order is still on its way.',

  // Order cancelled, and a card payment no order could use
  'order_cancelled.subject': 'Your order {orderid} was cancelled',
  'order_cancelled.heading': 'Order cancelled',
  'order_cancelled.intro': 'Your order {orderid} was cancelled.',
  'order_cancelled.nothing_charged': 'Nothing was charged for this order.',
  'order_cancelled.refunds_both': '{wallet} and {card}',
  'order_cancelled.notification': 'Your order {orderid} was cancelled: {refunds}.',
  'order_cancelled.notification_nothing':
    'Your order {orderid} was cancelled: nothing was charged.',
  'refund.wallet': '{amount} back to your wallet',
  'refund.card': '{amount} back to your card (banks take 5 to 10 days)',
  'refund.card_ending': '{amount} back to your card ending {last4} (banks take 5 to 10 days)',
  'card_payment_refunded.subject': 'Your card payment is being refunded',
  'card_payment_refunded.heading': 'Payment refunded',
  'card_payment_refunded.intro':
    'Your card payment of {amount} went through, but your order could not be placed because an item sold out or its price changed.',
  'card_payment_refunded.notification':
    'Your card payment of {amount} could not become an order (an item sold out or its price changed): it is being refunded to your card.',

  // Returns
  'return_received.subject': 'We received your return request {returnid}',
  'return_received.heading': 'Return request received',
  'return_received.intro_replacement':
    'We received your request to return {quantity} × {item} (for a replacement).',
  'return_received.intro_wallet':
    'We received your request to return {quantity} × {item} (for wallet credit).',
  'return_received.outro': 'We will review it and write to you within two working days.',
  'return_received.notification': 'We received your return request {returnid} for {item}.',
  'replacement.send': 'You will receive',
  'replacement.exchange': 'Exchanged for',
  'replacement.variant': '{color}, {size}',
  'replacement.item': '{item} ({color}, {size})',
  'replacement.nothing_to_pay': 'Same product, same price: there is nothing to pay.',
  'return_accepted.subject': 'Your return {returnid} was accepted',
  'return_accepted.heading': 'Return accepted',
  'return_accepted.intro': 'Your return of {item} was accepted.',
  'return_accepted.outro': 'A courier will collect it; we will send you a pickup code first.',
  'return_accepted.notification': 'Your return {returnid} was accepted. A courier will collect it.',
  'return_rejected.subject': 'Your return {returnid} was not accepted',
  'return_rejected.heading': 'Return not accepted',
  'return_rejected.intro': 'We could not accept your return of {item}.',
  'return_rejected.outro': 'Reply to this mail if you would like us to look at it again.',
  'return_rejected.notification': 'Your return {returnid} was not accepted.',
  'replacement_shipped.subject': 'Your replacement for {returnid} has shipped',
  'replacement_shipped.heading': 'Your replacement is on its way',
  'replacement_shipped.intro': 'The replacement {item} for return {returnid} has shipped.',
  'replacement_shipped.outro':
    'We will send you a delivery code by email and in your notifications when it is out for delivery.',
  'replacement_shipped.notification': 'The replacement for return {returnid} has shipped.',

  // The wallet credited, for a return or by the owner
  'wallet.credited_subject': '{amount} added to your wallet',
  'wallet.credited_heading': 'Your wallet was credited',
  'wallet.spend_it': 'You can spend it on your next order.',
  'return_credited.intro': 'We added the refund for return {returnid} to your wallet.',
  'return_credited.notification':
    '{amount} for return {returnid} was added to your wallet. Balance: {balance}.',
  'wallet_credited.intro': 'We added {amount} to your {store} wallet.',
  'wallet_credited.notification':
    '{amount} was added to your wallet: {reason}. Balance: {balance}.',

  // An account's own code: a password reset, or a deletion to confirm
  'password_reset_code.subject': 'Your {store} password reset code',
  'password_reset_code.heading': 'Reset your password',
  'password_reset_code.intro':
    'Use this code to reset your {store} password. It expires in {duration} and works once.',
  'password_reset_code.ignore':
    'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
  'password_reset_code.notification': 'A password reset code was sent to your email.',
  'account_deletion_code.subject': 'Your {store} account deletion code',
  'account_deletion_code.heading': 'Confirm deleting your account',
  'account_deletion_code.intro':
    'Use this code to confirm that your {store} account is to be deleted. Your personal data is then erased; the tax invoices of your orders are kept, as the law requires. It expires in {duration} and works once.',
  'account_deletion_code.ignore':
    'If you did not ask to delete your account, ignore this email and consider changing your password: your account stays as it is.',
  'account_deletion_code.notification': 'An account deletion code was sent to your email.',

  // The code given at the door ({ref}: the order or the return, else the store's name)
  'code_mail.subject': '{heading} for {ref}',
  'code_mail.sent':
    '{store} sent you this code by email and in your notifications. It works once and expires in {duration}.',
  'delivery_code.heading': 'Your delivery code',
  'delivery_code.line':
    'Your order {ref} is out for delivery. Give this code at the door to receive it.',
  'delivery_code.line_no_ref':
    'Your order is out for delivery. Give this code at the door to receive it.',
  'delivery_code.keep': 'Give it only to the person delivering your order, at your door.',
  'delivery_code.notification':
    'Give this code at the door to receive your order. It expires in {duration}.',
  'return_pickup_code.heading': 'Your return pickup code',
  'return_pickup_code.line':
    'A courier is coming to collect return {ref}. Give them this code when they collect it.',
  'return_pickup_code.line_no_ref':
    'A courier is coming to collect your return. Give them this code when they collect it.',
  'return_pickup_code.keep': 'Give it only to the courier collecting your return.',
  'return_pickup_code.notification':
    'Give this code to the courier collecting your return. It expires in {duration}.',
  'return_delivery_code.heading': 'Your replacement delivery code',
  'return_delivery_code.line':
    'The replacement for return {ref} is out for delivery. Give this code at the door to receive it.',
  'return_delivery_code.line_no_ref':
    'The replacement for your return is out for delivery. Give this code at the door to receive it.',
  'return_delivery_code.keep':
    'Give it only to the person delivering your replacement, at your door.',
  'return_delivery_code.notification':
    'Give this code at the door to receive your replacement. It expires in {duration}.',

  // The owner's mail: a shopper asks to cancel an order with the courier
  'owner_cancel_requested.subject': 'Cancellation requested for order {orderid}',
  'owner_cancel_requested.heading': 'A customer asked to cancel a shipped order',
  'owner_cancel_requested.intro':
    '{customer} asked to cancel order {orderid}, which is already with the courier ({status}).',
  'owner_cancel_requested.what_to_do':
    'Nothing has been refunded yet. Ask the courier to return the parcel; once it is back, open the order in Manage Orders and choose Returned to sender. If the parcel cannot be stopped, choose Decline request.',
  'owner_cancel_requested.status_shipped': 'shipped',
  'owner_cancel_requested.status_out_for_delivery': 'out for delivery',
  'owner_cancel_requested.no_reason': 'Not given',
  'owner_cancel_requested.open': 'Open in Manage Orders',

  // An invitation to the back office's staff
  'staff_invitation.subject': 'You are invited to the store’s back office',
  'staff_invitation.heading': 'Join the team in the back office',
  'staff_invitation.intro': '{inviter} invited you to the store’s back office as {role}.',
  'staff_invitation.link':
    'Open the link below to set your name and a password. It works once, for {hours} hours. Then sign in with this email address.',
  'staff_invitation.accept': 'Accept the invitation',
  'staff_invitation.ignore':
    'If you were not expecting this, ignore this mail: nothing happens without the link.',
} as const;

export type MailTextKey = keyof typeof MAIL_TEXT_EN;
