/**
 * Russian words of the contacts page: the source of this area's dictionary (`contacts-en.ts` must have
 * exactly these keys). Kept apart from `ru.ts` so that only the chunks of these pages carry them
 * (docs/decisions/039-first-load-javascript.md).
 */
export const contactsRu = {
  'contacts.channelsTitle': 'Другие способы связи',
  'contacts.formOnlyTitle': 'Как с нами связаться',
  'contacts.formOnly':
    'Напишите операторам через форму на этой странице — другого канала связи у нас нет. Ответ придёт на e-mail, который вы укажете.',

  'about.title': 'Об обменнике',
  'about.legalName': 'Юридическое лицо',
  'about.jurisdiction': 'Юрисдикция',
  'about.address': 'Адрес',
  'about.hours': 'Часы работы',

  'contacts.channel.email': 'E-mail',
  'contacts.channel.emailHint': 'Напишите письмо — ответим на адрес, с которого оно пришло.',
  'contacts.channel.telegram': 'Telegram',
  'contacts.channel.telegramHint': 'Напишите операторам в Telegram.',
  'contacts.channel.phone': 'Телефон',
  'contacts.channel.phoneHint': 'Позвоните, если вопрос срочный.',
  'contacts.channel.chat': 'Онлайн-чат',
  'contacts.channel.chatValue': 'Кнопка чата — в углу страницы',
  'contacts.channel.chatHint': 'Чат открывается на любой странице сайта.',
  'contacts.form.title': 'Написать операторам',
  'contacts.form.lead':
    'Ответ придёт на ваш e-mail. Если вопрос о заявке, укажите её номер — так мы разберёмся быстрее.',
  'contacts.form.name': 'Как к вам обращаться',
  'contacts.form.email': 'E-mail для ответа',
  'contacts.form.claimId': 'Номер заявки (если вопрос о ней)',
  'contacts.form.claimIdHint': 'Он есть на странице заявки и в письме о её создании.',
  'contacts.form.subject': 'Тема',
  'contacts.form.message': 'Сообщение',
  'contacts.form.counter': '{count} из {max} символов',
  'contacts.form.trap': 'Оставьте это поле пустым',
  'contacts.form.submit': 'Отправить сообщение',
  'contacts.form.sending': 'Отправляем…',
  'contacts.form.privacy': 'Эти данные нужны только для ответа на ваше обращение.',
  'contacts.sent.title': 'Сообщение отправлено',
  'contacts.sent.text':
    'Операторы ответят на {email}. Если будете писать нам снова, укажите номер обращения.',
  'contacts.sent.reference': 'Номер обращения',
  'contacts.sent.again': 'Написать ещё одно сообщение',
  'contacts.error.required': 'Заполните это поле',
  'contacts.error.email': 'Это не похоже на адрес e-mail',
  'contacts.error.nameLong': 'Не длиннее 100 символов',
  'contacts.error.subjectLong': 'Не длиннее 200 символов',
  'contacts.error.messageShort': 'Опишите вопрос подробнее — хотя бы 10 символов',
  'contacts.error.messageLong': 'Не длиннее 5000 символов',
  'contacts.error.claimId': 'Номер заявки выглядит так: 1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  'contacts.error.invalid': 'Проверьте это поле',
  'contacts.error.failed': 'Не удалось отправить сообщение. Проверьте подключение и попробуйте ещё раз.',
} as const satisfies Record<string, string>;

export type TContactsMessageKey = keyof typeof contactsRu;
export type TContactsDictionary = Record<TContactsMessageKey, string>;
