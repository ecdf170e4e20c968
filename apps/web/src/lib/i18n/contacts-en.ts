import type { TContactsDictionary } from './contacts-ru';

/** English words of the contacts page: typed as the Russian ones, so a missing or extra key fails. */
export const contactsEn: TContactsDictionary = {
  'contacts.channelsTitle': 'Other ways to reach us',
  'contacts.formOnlyTitle': 'How to reach us',
  'contacts.formOnly':
    'Write to the operators with the form on this page: we have no other channel. The answer comes to the e-mail you give.',

  'about.title': 'About the exchanger',
  'about.legalName': 'Legal name',
  'about.jurisdiction': 'Jurisdiction',
  'about.address': 'Address',
  'about.hours': 'Working hours',

  'contacts.channel.email': 'E-mail',
  'contacts.channel.emailHint': 'Write us a letter; we answer to the address it came from.',
  'contacts.channel.telegram': 'Telegram',
  'contacts.channel.telegramHint': 'Message the operators on Telegram.',
  'contacts.channel.phone': 'Phone',
  'contacts.channel.phoneHint': 'Call us if it is urgent.',
  'contacts.channel.chat': 'Live chat',
  'contacts.channel.chatValue': 'The chat button is in the corner',
  'contacts.channel.chatHint': 'The chat opens on every page of the site.',
  'contacts.form.title': 'Write to the operators',
  'contacts.form.lead':
    'The answer comes to your e-mail. If it is about a claim, give its number so we can help faster.',
  'contacts.form.name': 'Your name',
  'contacts.form.email': 'E-mail for the answer',
  'contacts.form.claimId': 'Claim number (if it is about one)',
  'contacts.form.claimIdHint': 'It is on the claim page and in the e-mail sent when it was created.',
  'contacts.form.subject': 'Subject',
  'contacts.form.message': 'Message',
  'contacts.form.counter': '{count} of {max} characters',
  'contacts.form.trap': 'Leave this field empty',
  'contacts.form.submit': 'Send the message',
  'contacts.form.sending': 'Sending…',
  'contacts.form.privacy': 'We use these details only to answer your message.',
  'contacts.sent.title': 'Message sent',
  'contacts.sent.text':
    'The operators will answer at {email}. If you write to us again, please quote the reference number.',
  'contacts.sent.reference': 'Reference number',
  'contacts.sent.again': 'Write another message',
  'contacts.error.required': 'Fill in this field',
  'contacts.error.email': 'This does not look like an e-mail address',
  'contacts.error.nameLong': 'At most 100 characters',
  'contacts.error.subjectLong': 'At most 200 characters',
  'contacts.error.messageShort': 'Please describe your question in at least 10 characters',
  'contacts.error.messageLong': 'At most 5000 characters',
  'contacts.error.claimId': 'A claim number looks like this: 1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  'contacts.error.invalid': 'Check this field',
  'contacts.error.failed': 'The message could not be sent. Check your connection and try again.',
};
