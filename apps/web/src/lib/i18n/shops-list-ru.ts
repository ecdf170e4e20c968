/**
 * Russian words of the public list of shops: the source of this area's dictionary (`shops-list-en.ts` must have
 * exactly these keys). Kept apart from `ru.ts` so that only the chunks of these pages carry them
 * (docs/decisions/039-first-load-javascript.md).
 */
export const shopsListRu = {
  'shops.loading': 'Загружаем магазины…',
  'shops.loadFailed': 'Не удалось загрузить список магазинов.',
  'shops.retry': 'Повторить',
  'shops.since': 'с нами с {date}',
  'shops.pages': 'Страницы списка магазинов',
  'shops.prev': 'Назад',
  'shops.next': 'Дальше',
  'shops.pageOf': 'Страница {page} из {pages}',
  'shops.emptyTitle': 'Список магазинов пока пуст',
  'shops.emptyText':
    'Здесь появятся магазины, которые принимают оплату через наш обменник, — после того как оператор проверит и одобрит магазин. Подключите свой, и покупатели найдут его в этом списке.',
  'shops.joinTitle': 'Подключить свой магазин',
  'shops.point1Title': 'Оплата в любой валюте',
  'shops.point1Text':
    'Покупатель платит криптовалютой, картой или электронными деньгами, а магазин получает оплату в выбранной валюте по курсу обменника.',
  'shops.point2Title': 'Всё в личном кабинете',
  'shops.point2Text':
    'В разделе «Магазин» — ключи API, платёжные ссылки, история продаж, статистика и вывод средств.',
  'shops.point3Title': 'Проверка и публикация',
  'shops.point3Text':
    'Оператор проверяет магазин; после одобрения он появляется в этом списке со ссылкой на сайт.',
  'shops.join': 'Подключить магазин',
  'shops.partners': 'Все партнёрские программы',
} as const satisfies Record<string, string>;

export type TShopsListMessageKey = keyof typeof shopsListRu;
export type TShopsListDictionary = Record<TShopsListMessageKey, string>;
