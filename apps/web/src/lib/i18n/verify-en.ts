import type { TVerifyDictionary } from './verify-ru';

/** English words of the card verification page: typed as the Russian ones, so a missing or extra key fails. */
export const verifyEn: TVerifyDictionary = {
  'verify.loading': 'Loading the verification state…',
  'verify.loadFailed': 'Could not load the verification state. Check your connection and try again.',
  'verify.retry': 'Try again',
  'verify.claimNumber': 'Claim number',
  'verify.toClaim': 'Back to the claim',
  'verify.autoUpdate': 'This page updates by itself once an operator has checked the photo.',
  'verify.state.waiting.badge': 'Photo needed',
  'verify.state.waiting.title': 'Waiting for a photo of your card',
  'verify.state.waiting.text':
    'To continue the exchange, confirm that the card is yours: take a photo of it as shown below and upload it. An operator will check it and the claim will move on.',
  'verify.state.received.badge': 'Being checked',
  'verify.state.received.title': 'Photo received — waiting for an operator',
  'verify.state.received.text':
    'An operator will check the photo and confirm the card. If the picture came out blurry or does not follow the instructions, upload another one.',
  'verify.state.approved.badge': 'Verified',
  'verify.state.approved.title': 'Card verified',
  'verify.state.approved.text':
    'Thank you! The check is passed and the claim is being processed. Follow the exchange on the claim page.',
  'verify.state.notRequired.badge': 'Not required',
  'verify.state.notRequired.title': 'No verification needed',
  'verify.state.notRequired.text':
    'This claim does not need a card check, so there is nothing to upload. The exchange status is on the claim page.',
  'verify.state.closed.badge': 'Claim closed',
  'verify.state.closed.title': 'The claim is closed',
  'verify.state.closed.cancelled':
    'The claim was cancelled, so no photo is needed any more. If you have already paid, please contact support.',
  'verify.state.closed.expired':
    'The claim has expired, so no photo is needed any more. Create a new claim at the current rate.',
  'verify.state.closed.refunded':
    'The payment for this claim was refunded to the sender, so no photo is needed any more. The details are in the e-mail we sent you.',
  'verify.documents.title': 'Uploaded photos',
  'verify.documents.item': 'Photo {n}',
  'verify.why.title': 'Why we ask',
  'verify.why.text':
    'When an exchange is paid by card, we check that the payment comes from the card’s owner. This protects you and us: stolen cards are used to pay for exchanges, and banks later reverse such payments.',
  'verify.why.privacy':
    'Only the exchange operator sees the photo; it is not available by any link. We never ask for the full card number or the CVV/CVC code.',
  'verify.how.title': 'How to photograph the card',
  'verify.how.step1': 'Take the card you pay for the claim with, front side up.',
  'verify.how.step2':
    'Cover the middle digits of the number with a strip of paper: the first 6 and the last 4 digits must stay visible, e.g. 4111 11•• •••• 1111.',
  'verify.how.step3': 'Do not cover the cardholder’s name — it must be easy to read.',
  'verify.how.step4':
    'Put the card on a sheet of paper and write today’s date and the claim number on it by hand.',
  'verify.how.step5':
    'Photograph the card together with the whole sheet — in good light, without glare or blur.',
  'verify.handwrite.title': 'Write on the sheet by hand',
  'verify.handwrite.date': 'Today’s date',
  'verify.handwrite.claim': 'Claim number',
  'verify.example':
    'Example: the card on a sheet, the middle digits covered, the date and the claim number written by hand',
  'verify.do.title': 'Do',
  'verify.do.1': 'The front of the card with the name, the first 6 and the last 4 digits visible',
  'verify.do.2': 'The card on a sheet with the date and the claim number written by hand',
  'verify.do.3': 'Everything in the frame, the text sharp and readable',
  'verify.do.4': 'A JPEG, PNG or WebP file of at most 5 MB',
  'verify.dont.title': 'Don’t',
  'verify.dont.1': 'The back of the card or the CVV/CVC code — never send it',
  'verify.dont.2': 'The full card number uncovered',
  'verify.dont.3': 'A screenshot from a banking app, a scan or a photo of a screen',
  'verify.dont.4': 'An edited photo or a photo of someone else’s card',
  'verify.upload.title': 'Upload a photo of the card',
  'verify.upload.pick': 'Take a photo or choose one',
  'verify.upload.pickAgain': 'Choose another photo',
  'verify.upload.hint': 'JPEG, PNG or WebP, at most 5 MB. On a phone the camera opens.',
  'verify.upload.previewAlt': 'The chosen photo of the card',
  'verify.upload.send': 'Send the photo',
  'verify.upload.sending': 'Sending the photo…',
  'verify.upload.success': 'Photo sent. An operator will check it; this page updates by itself.',
  'verify.upload.errorType': 'This file will not do: we need a photo in JPEG, PNG or WebP format.',
  'verify.upload.errorSize':
    'The file is {size}, and the limit is 5 MB. Make the photo smaller or take it again.',
  'verify.upload.errorEmpty': 'The file is empty. Please choose the photo again.',
  'verify.upload.errorUnreadable':
    'This file cannot be opened as a photo — it may be damaged. Please choose another one.',
  'verify.upload.errorTooLarge': 'The file is larger than 5 MB. Make the photo smaller and try again.',
  'verify.upload.failed': 'Could not send the photo. Check your connection and try again.',
  'verify.upload.limit':
    '{max} photos uploaded — that is the maximum. Please wait for an operator to check them.',
};
