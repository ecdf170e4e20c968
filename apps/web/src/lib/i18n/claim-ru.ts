/**
 * Russian words of the claim page and its result pages (and the back office, which shows claims): the source of this area's dictionary (`claim-en.ts` must have
 * exactly these keys). Kept apart from `ru.ts` so that only the chunks of these pages carry them
 * (docs/decisions/039-first-load-javascript.md).
 */
export const claimRu = {
  'claim.loading': 'Загружаем заявку…',
  'claim.number': 'Номер заявки',
  'claim.createdAt': 'Создана',
  'claim.send': 'Вы отправляете',
  'claim.receive': 'Вы получаете',
  'claim.course': 'Курс',
  'claim.email': 'E-mail',
  'claim.promocode': 'Промокод',
  'claim.details': 'Детали заявки',
  'claim.yourRequisites': 'Ваши реквизиты',
  'claim.timeLeft': 'Осталось времени на оплату',
  'claim.payBy': 'Оплатите до {time}',
  'claim.payTitle': 'Реквизиты для оплаты',
  'claim.payAmount': 'Сумма к оплате',
  'claim.payHint': 'Переведите ровно эту сумму одним платежом.',
  'claim.memo': 'Важно',
  'claim.qrLabel': 'QR-код: {label}',
  'claim.confirm': 'Я оплатил',
  'claim.cancel': 'Отменить заявку',
  'claim.confirmTitle': 'Подтвердите оплату',
  'claim.confirmText':
    'Вы уже отправили {amount}? Нажимайте, только когда перевод действительно отправлен, — иначе обработка заявки задержится.',
  'claim.paymentReference': 'Номер транзакции или квитанции',
  'claim.paymentReferenceHint':
    'Поможет оператору быстрее найти ваш платёж: хеш транзакции или номер из квитанции банка.',
  'claim.optional': 'необязательно',
  'claim.confirmYes': 'Да, я оплатил',
  'claim.back': 'Назад',
  'claim.cancelTitle': 'Отменить заявку?',
  'claim.cancelText':
    'Заявка будет закрыта, курс больше не будет зафиксирован. Если вы уже отправили оплату, не отменяйте заявку — напишите в поддержку.',
  'claim.cancelYes': 'Отменить заявку',
  'claim.keep': 'Не отменять',
  'claim.actionFailed': 'Не получилось. Обновите страницу и попробуйте ещё раз.',
  'claim.verifyLink': 'Пройти верификацию',
  'claim.newClaim': 'Создать новую заявку',
  'claim.shop': 'Это оплата счёта магазина «{shop}»: он получит ровно сумму счёта.',
  'claim.shopReturn': 'Вернуться в «{shop}»',
  'claim.toHome': 'На главную',
  'claim.askSupport': 'Вопрос по этой заявке? Напишите в поддержку',
  'claim.autoUpdate': 'Статус обновляется автоматически.',
  'claim.deposit.notice':
    'Этот адрес только для этой заявки. Отправьте ровно {amount} {currency} в сети {network}; платёж будет виден автоматически после {confirmations} — нажимать «Я оплатил» не нужно.',
  'claim.deposit.token':
    'Контракт токена: {contract}. Не отправляйте с биржи, которая объединяет выводы: платёж может прийти с опозданием или несколькими частями.',
  'claim.confirmations.one': '{count} подтверждения',
  'claim.confirmations.few': '{count} подтверждений',
  'claim.confirmations.many': '{count} подтверждений',
  'claim.confirmations.other': '{count} подтверждения',
  'claim.payment.progress': 'Платёж обнаружен · {confirmations} из {required}',
  'claim.payment.confirmed': 'Платёж подтверждён сетью',
  'claim.payment.progressLabel': 'Подтверждения платежа',
  'claim.payment.txid': 'ID транзакции',
  'claim.payment.amount': 'Сумма: {amount}',
  'claim.payout.sent': 'Выплата отправлена: {reference}',
  'claim.payout.reference': 'Номер выплаты',
  'claim.review.support': 'Написать в поддержку',
  'claim.status.confirming.title': 'Платёж обнаружен',
  'claim.status.confirming.text':
    'Ваш платёж уже в сети. Заявка продвинется сама, когда наберётся нужное число подтверждений; страница обновляется сама.',
  'claim.status.review.title': 'Платёж на проверке',
  'claim.status.review.text':
    'Поступивший платёж отличается от заявки (сумма, время или число платежей). Оператор пересчитает заявку, примет платёж или вернёт его; мы пришлём письмо.',
  'claim.status.new.title': 'Ожидаем оплату',
  'claim.status.new.text':
    'Переведите точную сумму по реквизитам ниже, пока не истекло время, и нажмите «Я оплатил». Курс зафиксирован до конца таймера.',
  'claim.status.new.textWatched':
    'Переведите точную сумму на адрес этой заявки ниже, пока не истекло время. Платёж будет виден в сети автоматически — нажимать ничего не нужно. Курс зафиксирован до конца таймера.',
  'claim.status.verification.title': 'Требуется верификация карты',
  'claim.status.verification.text':
    'Чтобы продолжить обмен, подтвердите, что карта принадлежит вам. Это займёт пару минут.',
  'claim.status.paid.title': 'Проверяем поступление оплаты',
  'claim.status.paid.text':
    'Ждём, когда оператор увидит ваш платёж. Обычно это занимает до 30 минут — страница обновится сама.',
  'claim.status.processing.title': 'Выплата в процессе',
  'claim.status.processing.text': 'Оплата получена, мы отправляем средства на ваши реквизиты.',
  'claim.status.completed.title': 'Обмен завершён',
  'claim.status.completed.text': 'Средства отправлены на ваши реквизиты. Спасибо, что выбрали нас!',
  'claim.status.cancelled.title': 'Заявка отменена',
  'claim.status.cancelled.text':
    'Заявка закрыта без обмена. Если вы уже отправили оплату, напишите в поддержку — мы разберёмся.',
  'claim.status.expired.title': 'Время на оплату истекло',
  'claim.status.expired.text':
    'Оплата не поступила вовремя, и заявка закрыта. Создайте новую заявку по актуальному курсу.',
  'claim.status.refunded.title': 'Оплата возвращена',
  'claim.status.refunded.text':
    'Обмен не состоялся, средства возвращены отправителю. Подробности — в письме на ваш e-mail.',
  'claim.field.wallet': 'Кошелёк для получения',
  'claim.field.fromWallet': 'Кошелёк отправителя',
  'claim.field.card': 'Номер карты',
  'claim.field.cardholder': 'Владелец карты',
  'claim.field.phone': 'Телефон',
  'claim.field.account': 'Счёт',
  'claim.field.city': 'Город',

  'claimResult.successText':
    'Оператор проверит поступление и отправит средства на ваши реквизиты. Статус заявки придёт на e-mail, указанный при её создании.',
  'claimResult.failText':
    'Деньги не списаны. Если время на оплату ещё не истекло, заявку можно оплатить снова.',
  'claimResult.failHint':
    'Чтобы вернуться к заявке, откройте ссылку из письма, которое мы отправили при её создании.',
  'claimResult.toHome': 'На главную',

  'claim.notFound': 'Заявка не найдена',
  'claim.notFoundText': 'Такой заявки нет: возможно, ссылка скопирована не целиком.',
  'claim.notFoundHome': 'На главную',
} as const satisfies Record<string, string>;

export type TClaimMessageKey = keyof typeof claimRu;
export type TClaimDictionary = Record<TClaimMessageKey, string>;
