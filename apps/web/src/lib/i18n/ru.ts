/** Russian: the source dictionary. `en.ts` must have exactly these keys (checked by its type). */
export const ru = {
  'a11y.skipToContent': 'Перейти к содержимому',
  'a11y.loading': 'Загрузка…',

  'header.home': '{site} — на главную',
  'header.login': 'Войти',
  'header.account': 'Кабинет',
  'header.menuOpen': 'Открыть меню',
  'header.menuClose': 'Закрыть меню',

  'nav.label': 'Основная навигация',
  'nav.home': 'Главная',
  'nav.cash': 'Наличные',
  'nav.rules': 'Правила обмена',
  'nav.partners': 'Партнёрам',
  'nav.shops': 'Магазины',
  'nav.faq': 'FAQ',
  'nav.news': 'Новости',
  'nav.contacts': 'Контакты',

  'lang.switchText': 'EN',
  'lang.switchLabel': 'English version',

  'colorMode.label': 'Тема оформления',
  'colorMode.light': 'Светлая тема',
  'colorMode.dark': 'Тёмная тема',
  'colorMode.system': 'Как в системе',

  'footer.tagline': 'Обмен криптовалют, электронных денег, карт и наличных с фиксированным курсом.',
  'footer.info': 'Информация',
  'footer.partners': 'Сотрудничество',
  'footer.aml': 'Политика AML/KYC',
  'footer.rules': 'Правила обмена',
  'footer.contacts': 'Контакты',
  'footer.monitoring': 'Мониторингам',
  'footer.referral': 'Партнёрская программа',
  'footer.account': 'Личный кабинет',
  'footer.login': 'Вход',
  'footer.copyright': '© {year} {site}',

  'home.pointsLabel': 'Почему с нами удобно',
  'home.pointQuoteTitle': 'Точная сумма заранее',
  'home.pointQuoteText': 'Курс, резерв и сумма к получению видны до создания заявки — без скрытых комиссий.',
  'home.pointFixedTitle': 'Курс зафиксирован',
  'home.pointFixedText': 'Курс фиксируется в момент создания заявки и не меняется, пока заявка действует.',
  'home.pointSupportTitle': 'Поддержка на двух языках',
  'home.pointSupportText': 'Операторы отвечают на русском и английском в чате и по почте.',
  'home.ctaRules': 'Правила обмена',
  'home.ctaFaq': 'Частые вопросы',

  'account.sections': 'Разделы кабинета',

  'error.notFound': 'Страница не найдена',
  'error.generic': 'Ошибка',
  'error.notFoundText': 'Адреса {path} на сайте нет. Проверьте ссылку или начните с главной страницы.',
  'error.genericText': 'Что-то пошло не так. Обновите страницу или вернитесь на главную.',
  'error.goHome': 'На главную',

  'update.available': 'Доступна новая версия',
  'update.reload': 'Обновить',

  'tech.title': 'Технические работы',
} as const satisfies Record<string, string>;

export type TMessageKey = keyof typeof ru;
export type TDictionary = Record<TMessageKey, string>;
