/**
 * Russian words of the information pages: partners, monitoring, referral terms, FAQ, news and the text pages: the source of this area's dictionary (`info-en.ts` must have
 * exactly these keys). Kept apart from `ru.ts` so that only the chunks of these pages carry them
 * (docs/decisions/039-first-load-javascript.md).
 */
export const infoRu = {
  'content.loading': 'Загружаем…',
  'content.loadFailed': 'Не удалось загрузить текст страницы. Проверьте соединение и попробуйте ещё раз.',
  'content.retry': 'Повторить',
  'content.updated': 'Редакция от {date}',
  'content.missing': 'Текст этой страницы обновляется и скоро появится снова.',

  'faq.searchLabel': 'Поиск по вопросам',
  'faq.searchPlaceholder': 'Например: возврат или СБП',
  'faq.total': 'Вопросов: {total}',
  'faq.matches': 'Найдено: {count} из {total}',
  'faq.nothing': 'По запросу «{query}» ничего не нашлось.',
  'faq.nothingHint': 'Попробуйте другое слово или спросите операторов через страницу контактов.',
  'faq.clear': 'Сбросить поиск',
  'faq.ask': 'Задать вопрос в поддержку',
  'faq.topics': 'Темы вопросов',
  'faq.permalink': 'Ссылка на этот вопрос',
  'faq.empty': 'Вопросов пока нет.',
  'faq.loadFailed': 'Не удалось загрузить вопросы. Проверьте соединение и попробуйте ещё раз.',

  'news.empty': 'Новостей пока нет.',
  'news.loadFailed': 'Не удалось загрузить новости. Проверьте соединение и попробуйте ещё раз.',
  'news.pages': 'Страницы новостей',
  'news.newer': '← Более новые',
  'news.older': 'Более ранние →',
  'news.pageOf': 'Страница {page} из {pages}',
  'news.back': 'Все новости',

  'partners.programmes': 'Партнёрские программы',
  'partners.more': 'Подробнее',
  'partners.monitoring.title': 'Мониторингам курсов',
  'partners.monitoring.text': 'Курсы, резервы и лимиты всех направлений в XML-формате BestChange и в JSON.',
  'partners.users.title': 'Пользователям',
  'partners.users.text': 'Приглашайте друзей по своей ссылке и получайте долю дохода с их обменов.',
  'partners.users.textPercent':
    'Приглашайте друзей по своей ссылке и получайте {percent} % дохода с их обменов.',
  'partners.shops.title': 'Магазинам',
  'partners.shops.text': 'Приём оплаты криптовалютой и картами через API, платёжные ссылки и вывод выручки.',

  'monitoring.urls.title': 'Адреса экспорта',
  'monitoring.urls.text':
    'Оба файла доступны без ключа и авторизации. В них одни и те же записи — выберите формат, который понимает ваш мониторинг.',
  'monitoring.urls.xml': 'XML в формате BestChange',
  'monitoring.urls.json': 'JSON: объект { "rates": [ … ] } с теми же полями',
  'monitoring.urls.copy': 'адрес {format}',
  'monitoring.fields.title': 'Поля записи',
  'monitoring.fields.text':
    'Одна запись (item) — одно активное направление обмена. Все числа записаны строками с точкой, без округления сверх точности валюты.',
  'monitoring.fields.name': 'Поле',
  'monitoring.fields.meaning': 'Что означает',
  'monitoring.field.from':
    'Код валюты, которую отдаёт клиент, в кодах BestChange: BTC, USDTTRC20, SBERRUB, CASHRUB…',
  'monitoring.field.to': 'Код валюты, которую клиент получает.',
  'monitoring.field.in': 'Сколько единиц from отдаёт клиент…',
  'monitoring.field.out':
    '…чтобы получить столько единиц to. Одна из сторон всегда равна 1, например: in 1, out 5043200 для BTC → SBERRUB или in 5150000, out 1 для SBERRUB → BTC.',
  'monitoring.field.amount':
    'Резерв: сколько валюты to мы можем выплатить прямо сейчас, за вычетом сумм открытых заявок.',
  'monitoring.field.minamount': 'Минимальная сумма заявки в валюте from, с её тикером: «0.001 BTC».',
  'monitoring.field.maxamount':
    'Максимальная сумма заявки в валюте from, с тикером; пусто (в XML — нет тега), если ограничения нет.',
  'monitoring.field.param':
    'Флаги через запятую: manual — заявку проводит оператор; cardverify — для оплаты картой нужна верификация карты.',
  'monitoring.field.city':
    'Только для наличных: код города (MSK, SPB, EKB, KZN). Направление повторяется отдельной записью для каждого города.',
  'monitoring.frequency.title': 'Как часто обновляется',
  'monitoring.frequency.source':
    'Файл строится из тех же данных, что и калькулятор на сайте, и меняется вместе с ними: курсы криптовалют обновляются каждые 30 секунд, курсы рубля — по данным ЦБ РФ, резервы — с каждой заявкой.',
  'monitoring.frequency.polling':
    'Ответ можно кешировать 5 секунд. Опрашивайте не чаще раза в 5–10 секунд и присылайте If-None-Match или If-Modified-Since: если ничего не изменилось, сервер ответит 304 без тела.',
  'monitoring.frequency.stale':
    'Направление исчезает из файла, как только его курс устарел или оператор отключил направление или его валюту, — мониторинг не покажет курс, по которому нельзя обменять. Сколько осталось в резерве, говорит amount.',
  'monitoring.frequency.maintenance':
    'Во время технических работ файл пуст: обмен недоступен, направления не показываются.',
  'monitoring.live.title': 'Сейчас в экспорте',
  'monitoring.live.count': 'Направлений в файле: {count}, городов для наличных: {cities}.',
  'monitoring.live.example': 'Пример записи в JSON:',
  'monitoring.live.empty': 'Сейчас файл пуст: идут технические работы или нет активных направлений.',
  'monitoring.live.failed': 'Не удалось получить файл экспорта. Попробуйте открыть адрес выше.',

  'referralTerms.loading': 'Загружаем условия программы…',
  'referralTerms.loadFailed': 'Не удалось загрузить условия программы. Обновите страницу.',
  'referralTerms.percent': '{percent} %',
  'referralTerms.percentText': 'дохода сервиса с каждой выполненной заявки приглашённых вами клиентов',
  'referralTerms.currency': 'Валюта начислений',
  'referralTerms.minWithdrawal': 'Вывод от',
  'referralTerms.actionGuest': 'Зарегистрироваться и получить ссылку',
  'referralTerms.actionUser': 'Моя партнёрская ссылка',
  'referralTerms.how': 'Как это работает',
  'referralTerms.step.link':
    'Зарегистрируйтесь и скопируйте свою ссылку в личном кабинете, в разделе «Партнёрская программа». Там же есть QR-код.',
  'referralTerms.step.share':
    'Делитесь ссылкой на сайте, в канале или в чате. Переход по ней запоминается на 30 дней, а зарегистрировавшийся по ней клиент остаётся вашим навсегда.',
  'referralTerms.step.accrual':
    'Когда заявка приглашённого выполнена, вам сразу начисляется {percent} % дохода сервиса с неё, в {currency}.',
  'referralTerms.step.withdraw':
    'Выводите накопленное от {min} на криптокошелёк или карту — заявку на вывод проверит и проведёт оператор.',
  'referralTerms.example.title': 'Пример расчёта',
  'referralTerms.example.text':
    'Приглашённый клиент продал криптовалюту на {volume} в направлении с комиссией сервиса {margin} %. Доход сервиса с заявки — {income}, ваши {percent} % — {accrual}.',
  'referralTerms.conditions': 'Условия',
  'referralTerms.condition.completed':
    'Начисления — только за выполненные заявки; отменённые, просроченные и возвращённые не учитываются.',
  'referralTerms.condition.margin':
    'Доля считается от дохода сервиса, а не от суммы обмена, поэтому курс для приглашённых такой же, как для всех.',
  'referralTerms.condition.self': 'Приглашать самого себя нельзя: такие начисления оператор аннулирует.',
  'referralTerms.condition.spam':
    'Запрещены спам и реклама, вводящая в заблуждение; за нарушения участие в программе прекращается.',
} as const satisfies Record<string, string>;

export type TInfoMessageKey = keyof typeof infoRu;
export type TInfoDictionary = Record<TInfoMessageKey, string>;
