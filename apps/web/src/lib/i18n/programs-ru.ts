/**
 * Russian words of the account’s referral programme, promocodes and loyalty level: the source of this area's dictionary (`programs-en.ts` must have
 * exactly these keys). Kept apart from `ru.ts` so that only the chunks of these pages carry them
 * (docs/decisions/039-first-load-javascript.md).
 */
export const programsRu = {
  'referral.linkTitle': 'Ваша партнёрская ссылка',
  'referral.linkText':
    'Поделитесь ссылкой: за каждую завершённую заявку приглашённых вы получаете {percent} % дохода обменника с неё.',
  'referral.linkLabel': 'партнёрскую ссылку',
  'referral.qrLabel': 'QR-код партнёрской ссылки',
  'referral.balance': 'Баланс',
  'referral.invited': 'Приглашено',
  'referral.completed': 'Завершённых заявок',
  'referral.share': 'Ваша доля',
  'referral.shareValue': '{percent} % дохода',
  'referral.loading': 'Загружаем партнёрскую программу…',
  'referral.loadFailed': 'Не удалось загрузить партнёрскую программу.',
  'referral.retry': 'Повторить',
  'referral.historyTitle': 'История начислений и выводов',
  'referral.filter': 'Статус',
  'referral.filterAll': 'Все операции',
  'referral.historyEmpty':
    'Операций пока нет. Начисления появятся, когда заявки приглашённых будут завершены.',
  'referral.historyEmptyFiltered': 'Операций с таким статусом нет.',
  'referral.historyFailed': 'Не удалось загрузить историю операций.',
  'referral.kind.deposit': 'Начисление',
  'referral.kind.withdrawal': 'Вывод',
  'referral.claim': 'заявка #{id}',
  'referral.status.pending': 'В обработке',
  'referral.status.done': 'Выполнено',
  'referral.status.rejected': 'Отклонено',
  'referral.pages': 'Страницы истории операций',
  'referral.prev': 'Назад',
  'referral.next': 'Дальше',
  'referral.pageOf': 'Страница {page} из {pages}',
  'referral.withdraw.title': 'Вывод средств',
  'referral.withdraw.text':
    'Доступно {balance}. Минимальная сумма вывода — {min}. Заявку обработает оператор.',
  'referral.withdraw.locked':
    'Вывод станет доступен, когда на балансе будет {min}. Сейчас на балансе {balance}.',
  'referral.withdraw.amount': 'Сумма, {currency}',
  'referral.withdraw.all': 'Весь баланс',
  'referral.withdraw.currency': 'Куда вывести',
  'referral.withdraw.currencyPick': 'Выберите валюту',
  'referral.withdraw.currenciesLoading': 'Загружаем валюты…',
  'referral.withdraw.currenciesFailed': 'Не удалось загрузить список валют. Обновите страницу.',
  'referral.withdraw.currencyRequired': 'Выберите валюту для вывода',
  'referral.withdraw.amountRequired': 'Введите сумму',
  'referral.withdraw.amountFormat': 'Введите число, например 25.50',
  'referral.withdraw.amountPrecision': 'Не больше двух знаков после точки',
  'referral.withdraw.belowMin': 'Минимальная сумма вывода — {min} {currency}',
  'referral.withdraw.aboveBalance': 'Сумма больше баланса: доступно {balance} {currency}',
  'referral.withdraw.submit': 'Создать заявку на вывод',
  'referral.withdraw.sending': 'Отправляем…',
  'referral.withdraw.failed':
    'Не удалось создать заявку на вывод. Проверьте соединение и попробуйте ещё раз.',

  'promocodes.percent': '+{percent} % к курсу',
  'promocodes.usesLeft': 'Осталось использований',
  'promocodes.unlimited': 'Без ограничений',
  'promocodes.expires': 'Действует до',
  'promocodes.noExpiry': 'Бессрочно',
  'promocodes.copyLabel': 'промокод {code}',
  'promocodes.use': 'Использовать в обмене',
  'promocodes.loading': 'Загружаем промокоды…',
  'promocodes.loadFailed': 'Не удалось загрузить промокоды.',
  'promocodes.empty': 'У вас пока нет личных промокодов.',
  'promocodes.emptyHint':
    'Мы дарим промокоды в акциях и рассылках. Публичный промокод можно ввести прямо в форме обмена.',

  'gift.current': 'Ваш уровень',
  'gift.percent': '+{percent} % к курсу каждой заявки',
  'gift.noPercent': 'Улучшение курса начнётся со следующего уровня',
  'gift.volume': 'Объём завершённых обменов: {volume}',
  'gift.progressLabel': 'Путь до уровня «{level}»',
  'gift.remaining': 'До уровня «{level}» (+{percent} % к курсу) осталось обменять {amount}.',
  'gift.top': 'Это максимальный уровень — спасибо, что вы с нами!',
  'gift.levelsTitle': 'Уровни программы',
  'gift.levelsText': 'Уровень растёт с объёмом завершённых обменов и улучшает курс всех ваших новых заявок.',
  'gift.level': 'Уровень',
  'gift.from': 'Объём от',
  'gift.improvement': 'Улучшение курса',
  'gift.yours': 'ваш уровень',
  'gift.loading': 'Загружаем уровень…',
  'gift.loadFailed': 'Не удалось загрузить программу лояльности.',
} as const satisfies Record<string, string>;

export type TProgramsMessageKey = keyof typeof programsRu;
export type TProgramsDictionary = Record<TProgramsMessageKey, string>;
