/**
 * The route table of the product (docs/architecture.md#screens), shared by the SPA router and the server (which
 * answers 404 for paths outside it and, later, puts each page's title and description into the
 * HTML it sends). Paths use the `:param` syntax of the router and omit the locale prefix.
 */
import type { TLocale } from '../i18n/locales.js';

export type TRouteGuard = 'auth' | 'guest';

export interface TRouteText {
  /** Page title: the `<h1>` and the document title. */
  title: string;
  /** One sentence about the page: the lead paragraph and the meta description. */
  description: string;
}

export interface TRouteDef {
  /** Route name without the locale suffix, e.g. `news-slug` (named `news-slug___ru` in the router). */
  name: string;
  path: string;
  guard?: TRouteGuard;
  /** Listed in the sitemaps and open to search engines. */
  isPublic: boolean;
  text: Record<TLocale, TRouteText>;
}

function route(
  name: string,
  path: string,
  isPublic: boolean,
  ru: TRouteText,
  en: TRouteText,
  guard?: TRouteGuard,
): TRouteDef {
  return guard
    ? { name, path, guard, isPublic, text: { ru, en } }
    : { name, path, isPublic, text: { ru, en } };
}

export const ROUTES: readonly TRouteDef[] = [
  route(
    'index',
    '/',
    true,
    {
      title: 'Обмен криптовалют, карт и наличных',
      description:
        'Выберите, что отдаёте и что получаете, — курс, резерв и сумма к получению видны сразу, до создания заявки.',
    },
    {
      title: 'Exchange crypto, cards and cash',
      description:
        'Choose what you send and what you receive: the rate, the reserve and the exact amount you get are shown before you create a claim.',
    },
  ),
  route(
    'aml',
    '/aml',
    true,
    {
      title: 'Политика AML/KYC',
      description:
        'Как мы предотвращаем отмывание денег: какие заявки проверяются, какие документы могут понадобиться и сроки проверки.',
    },
    {
      title: 'AML/KYC policy',
      description:
        'How we prevent money laundering: which claims are checked, which documents may be requested and how long a check takes.',
    },
  ),
  route(
    'cash',
    '/cash',
    true,
    {
      title: 'Наличные',
      description: 'Города, где можно получить или сдать наличные, и условия обмена в каждом из них.',
    },
    {
      title: 'Cash',
      description: 'Cities where cash can be handed over or collected, and the exchange conditions in each.',
    },
  ),
  route(
    'contacts',
    '/contacts',
    true,
    {
      title: 'Контакты',
      description:
        'Как связаться с операторами обменника: форма обратной связи, каналы поддержки и сведения об обменнике.',
    },
    {
      title: 'Contacts',
      description:
        'How to reach the exchange operators: the contact form, the support channels and who we are.',
    },
  ),
  route(
    'contest',
    '/contest',
    true,
    {
      title: 'Конкурс',
      description: 'Призы, сроки и таблица участников конкурса по объёму обменов.',
    },
    {
      title: 'Contest',
      description: 'Prizes, dates and the leaderboard of the exchange volume contest.',
    },
  ),
  route(
    'faq',
    '/faq',
    true,
    {
      title: 'Частые вопросы',
      description: 'Ответы на частые вопросы об обмене, сроках, лимитах, верификации и безопасности.',
    },
    {
      title: 'Frequently asked questions',
      description: 'Answers to common questions about exchanges, timing, limits, verification and security.',
    },
  ),
  route(
    'news',
    '/news',
    true,
    {
      title: 'Новости',
      description: 'Новые направления обмена, изменения условий и технические работы.',
    },
    {
      title: 'News',
      description: 'New exchange directions, changes to conditions and scheduled maintenance.',
    },
  ),
  route(
    'news-slug',
    '/news/:slug',
    true,
    { title: 'Новость', description: 'Новость обменника.' },
    { title: 'News article', description: 'An exchange news article.' },
  ),
  route(
    'partners',
    '/partners',
    true,
    {
      title: 'Партнёрам',
      description: 'Партнёрские программы: для мониторингов курсов, для пользователей и для магазинов.',
    },
    {
      title: 'Partners',
      description: 'Partner programmes for rate monitors, for users and for shops.',
    },
  ),
  route(
    'partners-monitoring',
    '/partners/monitoring',
    true,
    {
      title: 'Мониторингам',
      description: 'Как мониторинги получают наши курсы и резервы: адреса экспорта и формат файла.',
    },
    {
      title: 'For rate monitors',
      description: 'How rate monitors read our rates and reserves: the export addresses and the file format.',
    },
  ),
  route(
    'partners-users',
    '/partners/users',
    true,
    {
      title: 'Партнёрская программа',
      description: 'Приглашайте друзей по своей ссылке и получайте долю дохода обменника с их заявок.',
    },
    {
      title: 'Referral programme',
      description: "Invite friends with your link and earn a share of the exchange's margin on their claims.",
    },
  ),
  route(
    'rules',
    '/rules',
    true,
    {
      title: 'Правила обмена',
      description:
        'Условия обмена: фиксация курса, сроки оплаты, отмена и возврат заявки, ответственность сторон.',
    },
    {
      title: 'Exchange rules',
      description:
        'Exchange terms: how the rate is fixed, payment deadlines, cancellation and refund of a claim, responsibilities.',
    },
  ),
  route(
    'shops',
    '/shops',
    true,
    {
      title: 'Магазины',
      description: 'Магазины, которые принимают оплату через наш обменник в любой валюте.',
    },
    {
      title: 'Shops',
      description: 'Shops that accept payment in any currency through our exchange.',
    },
  ),
  route(
    'claim-fail',
    '/claim/fail',
    false,
    {
      title: 'Оплата не прошла',
      description: 'Платёж не был завершён. Заявку можно оплатить снова или создать новую.',
    },
    {
      title: 'Payment failed',
      description: 'The payment was not completed. You can pay the claim again or create a new one.',
    },
  ),
  route(
    'claim-success',
    '/claim/success',
    false,
    {
      title: 'Оплата получена',
      description: 'Спасибо! Платёж отправлен, оператор обработает заявку в ближайшее время.',
    },
    {
      title: 'Payment received',
      description: 'Thank you! The payment was sent and an operator will process the claim shortly.',
    },
  ),
  route(
    'claim-uuid',
    '/claim/:uuid',
    false,
    { title: 'Заявка', description: 'Состояние заявки на обмен и реквизиты для оплаты.' },
    { title: 'Claim', description: 'The status of an exchange claim and where to pay.' },
  ),
  route(
    'verify-uuid',
    '/verify/:uuid',
    false,
    {
      title: 'Верификация карты',
      description: 'Подтвердите, что карта принадлежит вам, чтобы заявка прошла проверку.',
    },
    {
      title: 'Card verification',
      description: 'Confirm that the card belongs to you so that the claim can pass the check.',
    },
  ),
  route(
    'forget',
    '/forget',
    false,
    {
      title: 'Восстановление пароля',
      description: 'Укажите e-mail — мы пришлём ссылку для восстановления пароля.',
    },
    {
      title: 'Password recovery',
      description: 'Enter your e-mail and we will send a link to recover the password.',
    },
    'guest',
  ),
  route(
    'login',
    '/login',
    false,
    {
      title: 'Вход',
      description: 'Войдите, чтобы видеть историю заявок, партнёрскую программу и промокоды.',
    },
    {
      title: 'Sign in',
      description: 'Sign in to see your claims history, referral programme and promocodes.',
    },
    'guest',
  ),
  route(
    'recover',
    '/recover',
    false,
    { title: 'Новый пароль', description: 'Задайте новый пароль для своей учётной записи.' },
    { title: 'New password', description: 'Set a new password for your account.' },
    'guest',
  ),
  route(
    'register',
    '/register',
    false,
    {
      title: 'Регистрация',
      description:
        'Учётная запись даёт историю заявок, партнёрскую программу, промокоды и накопительную скидку.',
    },
    {
      title: 'Sign up',
      description:
        'An account gives you claims history, the referral programme, promocodes and a loyalty discount.',
    },
    'guest',
  ),
  route(
    'successfully',
    '/successfully',
    false,
    { title: 'Готово', description: 'Действие выполнено. Проверьте почту, если мы отправили вам письмо.' },
    { title: 'Done', description: 'Done. Check your mailbox if we have sent you an e-mail.' },
    'guest',
  ),
  route(
    'account',
    '/account',
    false,
    { title: 'Личный кабинет', description: 'Ваши заявки, партнёрская программа, промокоды и настройки.' },
    { title: 'Account', description: 'Your claims, referral programme, promocodes and settings.' },
    'auth',
  ),
  route(
    'account-gift',
    '/account/gift',
    false,
    {
      title: 'Накопительная скидка',
      description: 'Ваш уровень скидки растёт с объёмом завершённых обменов.',
    },
    {
      title: 'Loyalty discount',
      description: 'Your discount level grows with the volume of your completed exchanges.',
    },
    'auth',
  ),
  route(
    'account-orders',
    '/account/orders',
    false,
    { title: 'Мои заявки', description: 'История ваших заявок и их статусы.' },
    { title: 'My claims', description: 'The history of your claims and their statuses.' },
    'auth',
  ),
  route(
    'account-promocodes',
    '/account/promocodes',
    false,
    { title: 'Промокоды', description: 'Ваши промокоды, их скидка, срок и оставшиеся использования.' },
    { title: 'Promocodes', description: 'Your promocodes with their discount, expiry and uses left.' },
    'auth',
  ),
  route(
    'account-referrer',
    '/account/referrer',
    false,
    {
      title: 'Партнёрская программа',
      description: 'Ваша ссылка, приглашённые, баланс, начисления и вывод средств.',
    },
    {
      title: 'Referral programme',
      description: 'Your link, invited users, balance, accruals and withdrawals.',
    },
    'auth',
  ),
  route(
    'account-settings',
    '/account/settings',
    false,
    { title: 'Настройки', description: 'Пароль, язык и уведомления по почте.' },
    { title: 'Settings', description: 'Password, language and e-mail notifications.' },
    'auth',
  ),
  route(
    'account-shop',
    '/account/shop',
    false,
    {
      title: 'Магазин',
      description: 'Принимайте оплату в любой валюте: API, платёжные ссылки, продажи, статистика и вывод.',
    },
    {
      title: 'Shop',
      description: 'Accept payment in any currency: API, payment links, sales, statistics and withdrawals.',
    },
    'auth',
  ),
  route(
    'account-shop-api',
    '/account/shop/api',
    false,
    { title: 'API магазина', description: 'Ключи API, вебхуки и документация для интеграции магазина.' },
    { title: 'Shop API', description: 'API keys, webhooks and documentation for integrating your shop.' },
    'auth',
  ),
  route(
    'account-shop-link-generation',
    '/account/shop/link-generation',
    false,
    {
      title: 'Платёжные ссылки',
      description: 'Создайте ссылку на оплату счёта или фиксированной суммы.',
    },
    {
      title: 'Payment links',
      description: 'Create a link to pay an invoice or a fixed amount.',
    },
    'auth',
  ),
  route(
    'account-shop-sales-history',
    '/account/shop/sales-history',
    false,
    { title: 'История продаж', description: 'Все оплаты вашего магазина с фильтрами и выгрузкой в CSV.' },
    { title: 'Sales history', description: "All of your shop's payments, with filters and CSV export." },
    'auth',
  ),
  route(
    'account-shop-statistics',
    '/account/shop/statistics',
    false,
    {
      title: 'Статистика',
      description: 'Оборот и число оплат по дням, конверсия счетов и популярные валюты.',
    },
    {
      title: 'Statistics',
      description: 'Volume and number of payments per day, invoice conversion and top currencies.',
    },
    'auth',
  ),
  route(
    'account-shop-withdrawal',
    '/account/shop/withdrawal',
    false,
    { title: 'Вывод средств', description: 'Баланс магазина и заявки на вывод.' },
    { title: 'Withdrawal', description: "The shop's balance and payout requests." },
    'auth',
  ),
];

/** `news-slug` + `en` → `news-slug___en` (the locale code is the suffix). */
export function routeName(name: string, locale: TLocale): string {
  return `${name}___${locale}`;
}

export function findRoute(name: string): TRouteDef | undefined {
  return ROUTES.find((r) => r.name === name);
}
