/**
 * Russian words of the cash page: the source of this area's dictionary (`cash-en.ts` must have
 * exactly these keys). Kept apart from `ru.ts` so that only the chunks of these pages carry them
 * (docs/decisions/039-first-load-javascript.md).
 */
export const cashRu = {
  'cash.chooseCity': 'Город',
  'cash.cityTitle': 'Наличные: {city}',
  'cash.currencies': 'Наличные валюты в городе',
  'cash.reserveOf': 'резерв {amount}',
  'cash.receiveTitle': 'Получить наличные',
  'cash.sendTitle': 'Сдать наличные',
  'cash.to': 'на',
  'cash.course': 'Курс',
  'cash.limits': 'Сумма обмена',
  'cash.limitsRange': 'от {min} до {max} {ticker}',
  'cash.limitsFrom': 'от {min} {ticker}',
  'cash.limitsTo': 'до {max} {ticker}',
  'cash.limitsNone': 'без ограничений',
  'cash.reserve': 'Резерв',
  'cash.exchange': 'Обменять',
  'cash.lifetimeHours': 'Заявка действует {hours} ч.',
  'cash.lifetimeMinutes': 'Заявка действует {minutes} мин.',
  'cash.cityEmpty':
    'Сейчас в этом городе нет доступных направлений: курс обновляется или резерв исчерпан. Загляните чуть позже.',
  'cash.emptyTitle': 'Обмен наличных сейчас недоступен',
  'cash.emptyText':
    'Сейчас нет городов, где можно получить или сдать наличные. Обменять криптовалюту, карты и электронные деньги можно как обычно.',
  'cash.toExchange': 'К обмену',
  'cash.loading': 'Загружаем города и курсы…',
  'cash.loadFailed': 'Не удалось загрузить города и курсы наличных.',
  'cash.retry': 'Повторить',
  'cash.stepsTitle': 'Как проходит обмен наличных',
  'cash.step1':
    'Выберите город и направление и нажмите «Обменять» — форма обмена откроется с нужными валютами.',
  'cash.step2':
    'Укажите город, сумму и телефон и создайте заявку: курс фиксируется на всё время её действия.',
  'cash.step3': 'Оператор позвонит, чтобы согласовать время и адрес офиса; наличные пересчитываются при вас.',
} as const satisfies Record<string, string>;

export type TCashMessageKey = keyof typeof cashRu;
export type TCashDictionary = Record<TCashMessageKey, string>;
