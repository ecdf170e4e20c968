/**
 * Russian words of the card verification page: the source of this area's dictionary (`verify-en.ts` must have
 * exactly these keys). Kept apart from `ru.ts` so that only the chunks of these pages carry them
 * (docs/decisions/039-first-load-javascript.md).
 */
export const verifyRu = {
  'verify.loading': 'Загружаем состояние проверки…',
  'verify.loadFailed': 'Не удалось загрузить состояние проверки. Проверьте соединение и попробуйте ещё раз.',
  'verify.retry': 'Повторить',
  'verify.claimNumber': 'Номер заявки',
  'verify.toClaim': 'Вернуться к заявке',
  'verify.autoUpdate': 'Страница обновляется сама, когда оператор проверит фото.',
  'verify.state.waiting.badge': 'Нужно фото карты',
  'verify.state.waiting.title': 'Ждём фото карты',
  'verify.state.waiting.text':
    'Чтобы продолжить обмен, подтвердите, что карта принадлежит вам: сфотографируйте её по инструкции ниже и загрузите фото. Оператор проверит его, и заявка продолжит обработку.',
  'verify.state.received.badge': 'На проверке',
  'verify.state.received.title': 'Фото получено — ждём оператора',
  'verify.state.received.text':
    'Оператор проверит фото и подтвердит карту. Если снимок получился нечётким или не по инструкции, загрузите ещё одно фото.',
  'verify.state.approved.badge': 'Подтверждена',
  'verify.state.approved.title': 'Карта подтверждена',
  'verify.state.approved.text':
    'Спасибо! Проверка пройдена, заявка продолжает обработку. Следите за статусом обмена на странице заявки.',
  'verify.state.notRequired.badge': 'Не требуется',
  'verify.state.notRequired.title': 'Верификация не требуется',
  'verify.state.notRequired.text':
    'Для этой заявки проверять карту не нужно, загружать ничего не надо. Статус обмена — на странице заявки.',
  'verify.state.closed.badge': 'Заявка закрыта',
  'verify.state.closed.title': 'Заявка закрыта',
  'verify.state.closed.cancelled':
    'Заявка отменена, загружать фото больше не нужно. Если вы уже отправили оплату, напишите в поддержку.',
  'verify.state.closed.expired':
    'Время заявки истекло, загружать фото больше не нужно. Создайте новую заявку по актуальному курсу.',
  'verify.state.closed.refunded':
    'Оплата по заявке возвращена отправителю, загружать фото больше не нужно. Подробности — в письме на ваш e-mail.',
  'verify.documents.title': 'Загруженные фото',
  'verify.documents.item': 'Фото {n}',
  'verify.why.title': 'Зачем это нужно',
  'verify.why.text':
    'Когда обмен оплачивают картой, мы проверяем, что платёж отправляет её владелец. Это защищает и вас, и нас: украденными картами пытаются оплачивать обмены, а банк потом отзывает такие платежи.',
  'verify.why.privacy':
    'Фото видит только оператор обменника, по ссылке оно недоступно. Полный номер карты и код CVV/CVC мы никогда не запрашиваем.',
  'verify.how.title': 'Как сфотографировать карту',
  'verify.how.step1': 'Возьмите карту, с которой вы оплачиваете заявку, лицевой стороной вверх.',
  'verify.how.step2':
    'Закройте полоской бумаги средние цифры номера: первые 6 и последние 4 цифры должны быть видны, например 4111 11•• •••• 1111.',
  'verify.how.step3': 'Имя владельца на карте не закрывайте — оно должно хорошо читаться.',
  'verify.how.step4':
    'Положите карту на лист бумаги и напишите на нём от руки сегодняшнюю дату и номер заявки.',
  'verify.how.step5':
    'Сфотографируйте карту вместе с листом целиком — при хорошем свете, без бликов и размытия.',
  'verify.handwrite.title': 'Напишите на листе от руки',
  'verify.handwrite.date': 'Сегодняшняя дата',
  'verify.handwrite.claim': 'Номер заявки',
  'verify.example': 'Пример: карта на листе, средние цифры закрыты, дата и номер заявки написаны от руки',
  'verify.do.title': 'Так правильно',
  'verify.do.1': 'Лицевая сторона карты: видны имя, первые 6 и последние 4 цифры',
  'verify.do.2': 'Карта лежит на листе с датой и номером заявки, написанными от руки',
  'verify.do.3': 'Всё в кадре целиком, текст чёткий и читается',
  'verify.do.4': 'Файл JPEG, PNG или WebP не больше 5 МБ',
  'verify.dont.title': 'Так не надо',
  'verify.dont.1': 'Оборотная сторона и код CVV/CVC — никогда его не присылайте',
  'verify.dont.2': 'Номер карты, открытый полностью',
  'verify.dont.3': 'Скриншот из приложения банка, скан или фото с экрана',
  'verify.dont.4': 'Отредактированное фото или фото чужой карты',
  'verify.upload.title': 'Загрузите фото карты',
  'verify.upload.pick': 'Сфотографировать или выбрать фото',
  'verify.upload.pickAgain': 'Выбрать другое фото',
  'verify.upload.hint': 'JPEG, PNG или WebP, не больше 5 МБ. На телефоне откроется камера.',
  'verify.upload.previewAlt': 'Выбранное фото карты',
  'verify.upload.send': 'Отправить фото',
  'verify.upload.sending': 'Отправляем фото…',
  'verify.upload.success': 'Фото отправлено. Оператор проверит его, страница обновится сама.',
  'verify.upload.errorType': 'Этот файл не подходит: нужна фотография в формате JPEG, PNG или WebP.',
  'verify.upload.errorSize':
    'Файл весит {size}, а можно не больше 5 МБ. Уменьшите фото или снимите его заново.',
  'verify.upload.errorEmpty': 'Файл пустой. Выберите фото ещё раз.',
  'verify.upload.errorUnreadable':
    'Не получается открыть этот файл как фотографию — возможно, он повреждён. Выберите другое фото.',
  'verify.upload.errorTooLarge': 'Файл больше 5 МБ. Уменьшите фото и попробуйте снова.',
  'verify.upload.failed': 'Не удалось отправить фото. Проверьте соединение и попробуйте ещё раз.',
  'verify.upload.limit': 'Загружено {max} фото — больше добавить нельзя. Дождитесь проверки оператором.',
} as const satisfies Record<string, string>;

export type TVerifyMessageKey = keyof typeof verifyRu;
export type TVerifyDictionary = Record<TVerifyMessageKey, string>;
