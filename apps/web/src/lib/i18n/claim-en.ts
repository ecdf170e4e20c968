import type { TClaimDictionary } from './claim-ru';

/** English words of the claim page and its result pages (and the back office, which shows claims): typed as the Russian ones, so a missing or extra key fails. */
export const claimEn: TClaimDictionary = {
  'claim.loading': 'Loading the claim…',
  'claim.number': 'Claim number',
  'claim.createdAt': 'Created',
  'claim.send': 'You send',
  'claim.receive': 'You receive',
  'claim.course': 'Rate',
  'claim.email': 'E-mail',
  'claim.promocode': 'Promo code',
  'claim.details': 'Claim details',
  'claim.yourRequisites': 'Your details',
  'claim.timeLeft': 'Time left to pay',
  'claim.payBy': 'Pay by {time}',
  'claim.payTitle': 'Where to pay',
  'claim.payAmount': 'Amount to pay',
  'claim.payHint': 'Send exactly this amount in one payment.',
  'claim.memo': 'Important',
  'claim.qrLabel': 'QR code: {label}',
  'claim.confirm': 'I have paid',
  'claim.cancel': 'Cancel the claim',
  'claim.confirmTitle': 'Confirm the payment',
  'claim.confirmText':
    'Have you already sent {amount}? Press only once the transfer has actually been sent — otherwise the claim is delayed.',
  'claim.paymentReference': 'Transaction id or receipt number',
  'claim.paymentReferenceHint':
    'Helps the operator find your payment sooner: the transaction hash, or the number on the bank’s receipt.',
  'claim.optional': 'optional',
  'claim.confirmYes': 'Yes, I have paid',
  'claim.back': 'Back',
  'claim.cancelTitle': 'Cancel the claim?',
  'claim.cancelText':
    'The claim will be closed and its rate released. If you have already paid, do not cancel — contact support instead.',
  'claim.cancelYes': 'Cancel the claim',
  'claim.keep': 'Keep it',
  'claim.actionFailed': 'That did not work. Reload the page and try again.',
  'claim.verifyLink': 'Verify your card',
  'claim.newClaim': 'Create a new claim',
  'claim.shop': 'This pays an invoice of the shop "{shop}": it receives exactly the invoice amount.',
  'claim.shopReturn': 'Back to "{shop}"',
  'claim.toHome': 'Go to the home page',
  'claim.askSupport': 'A question about this claim? Write to support',
  'claim.autoUpdate': 'The status updates automatically.',
  'claim.deposit.notice':
    'This address is for this claim only. Send exactly {amount} {currency} on {network}; the payment is seen automatically after {confirmations} — no need to press “I have paid”.',
  'claim.deposit.token':
    'Token contract: {contract}. Do not send from an exchange that batches withdrawals (it may arrive late or as several payments).',
  'claim.confirmations.one': '{count} confirmation',
  'claim.confirmations.few': '{count} confirmations',
  'claim.confirmations.many': '{count} confirmations',
  'claim.confirmations.other': '{count} confirmations',
  'claim.payment.progress': 'Payment detected · {confirmations} of {required}',
  'claim.payment.confirmed': 'Payment confirmed on the chain',
  'claim.payment.progressLabel': 'Payment confirmations',
  'claim.payment.txid': 'Transaction ID',
  'claim.payment.amount': 'Amount: {amount}',
  'claim.payout.sent': 'Payout sent: {reference}',
  'claim.payout.reference': 'Payout reference',
  'claim.review.support': 'Write to support',
  'claim.status.confirming.title': 'Payment detected',
  'claim.status.confirming.text':
    'Your payment is on the network. The claim moves on by itself once it has enough confirmations; this page updates by itself.',
  'claim.status.review.title': 'Your payment is being reviewed',
  'claim.status.review.text':
    'The payment that arrived differs from the claim (amount, time or number of payments). An operator will recompute the claim, accept it or refund it; you will get an e-mail.',
  'claim.status.new.title': 'Waiting for your payment',
  'claim.status.new.text':
    'Send the exact amount to the details below before the time runs out, then press “I have paid”. The rate is fixed until the timer ends.',
  'claim.status.new.textWatched':
    'Send the exact amount to this claim’s own address below before the time runs out. The payment is seen on the network by itself — there is nothing to press. The rate is fixed until the timer ends.',
  'claim.status.verification.title': 'Card verification required',
  'claim.status.verification.text':
    'To continue the exchange, confirm that the card belongs to you. It takes a couple of minutes.',
  'claim.status.paid.title': 'Checking your payment',
  'claim.status.paid.text':
    'Waiting for the operator to see your payment. It usually takes up to 30 minutes; this page updates by itself.',
  'claim.status.processing.title': 'Payout under way',
  'claim.status.processing.text': 'Your payment has arrived and we are sending the funds to your details.',
  'claim.status.completed.title': 'Exchange completed',
  'claim.status.completed.text': 'The funds have been sent to your details. Thank you for choosing us!',
  'claim.status.cancelled.title': 'Claim cancelled',
  'claim.status.cancelled.text':
    'The claim was closed without an exchange. If you have already paid, contact support and we will sort it out.',
  'claim.status.expired.title': 'Payment time expired',
  'claim.status.expired.text':
    'No payment arrived in time and the claim was closed. Create a new claim at the current rate.',
  'claim.status.refunded.title': 'Payment refunded',
  'claim.status.refunded.text':
    'The exchange did not take place and the funds were returned to the sender. Details are in the e-mail we sent you.',
  'claim.field.wallet': 'Wallet to receive to',
  'claim.field.fromWallet': 'Sender wallet',
  'claim.field.card': 'Card number',
  'claim.field.cardholder': 'Cardholder',
  'claim.field.phone': 'Phone',
  'claim.field.account': 'Account',
  'claim.field.city': 'City',

  'claimResult.successText':
    'An operator will check the payment and send the funds to your details. Status updates go to the e-mail you gave when creating the claim.',
  'claimResult.failText':
    'No money was taken. If the time to pay has not run out, you can pay the claim again.',
  'claimResult.failHint': 'To return to your claim, open the link in the e-mail we sent when it was created.',
  'claimResult.toHome': 'Go to the home page',

  'claim.notFound': 'Claim not found',
  'claim.notFoundText': 'There is no such claim: perhaps the link was not copied whole.',
  'claim.notFoundHome': 'To the home page',
};
