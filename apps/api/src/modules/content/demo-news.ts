/**
 * The news of the demo content (DEMO_DATA), newest first. Dates are relative to the day the
 * database is seeded (`daysAgo`), so a fresh install never opens on year-old news; the texts say
 * nothing that depends on a calendar date. Every item matches the demo catalogue: its currencies,
 * cities, promocodes, notices and the loyalty levels of core.
 */
import type { TDemoContent } from './content.seed.js';

export const DEMO_NEWS: (TDemoContent & { daysAgo: number })[] = [
  {
    slug: 'usd-card-payouts-delay',
    daysAgo: 2,
    ru: {
      title: 'Выплаты на долларовые карты задерживаются',
      summary:
        'Банки-корреспонденты проверяют переводы дольше обычного: зачисление на карты в USD — до 24 часов.',
      body: `Банки-корреспонденты, через которые проходят переводы на карты в долларах, сейчас проверяют платежи дольше обычного. Мы отправляем выплаты в прежние сроки, но зачисление на карту может занять **до 24 часов**.

Что это значит для вас:

- в направлении USDT TRC20 → Visa/Mastercard USD появилась отметка о задержке — она видна ещё до создания заявки;
- курс заявки по-прежнему фиксируется на время её действия, задержка банка на сумму не влияет;
- если нужно получить деньги быстрее, выберите выплату в USDT или на рублёвую карту.

Выплаты на карты в евро идут в обычном режиме. Мы сообщим, когда сроки вернутся к обычным.`,
    },
    en: {
      title: 'Payouts to dollar cards are delayed',
      summary:
        'Correspondent banks are taking longer to check transfers: crediting to USD cards may take up to 24 hours.',
      body: `The correspondent banks that carry transfers to dollar cards are currently taking longer than usual to check payments. We send payouts as quickly as before, but crediting to the card can take **up to 24 hours**.

What this means for you:

- the USDT TRC20 → Visa/Mastercard USD direction now carries a delay notice, shown before you create a claim;
- the claim's rate is still fixed for its lifetime; the bank's delay does not change the amount;
- if you need the money sooner, choose a payout in USDT or to a rouble card.

Payouts to euro cards are running normally. We will let you know when timing is back to normal.`,
    },
  },
  {
    slug: 'autumn-promocode',
    daysAgo: 9,
    ru: {
      title: 'Промокод AUTUMN: +1 % к курсу',
      summary: 'Введите AUTUMN в форме обмена, и курс заявки станет лучше на 1 % — в любом направлении.',
      body: `Дарим промокод **AUTUMN** — он улучшает курс заявки на **1 %** в любом направлении, для гостей и зарегистрированных клиентов.

Как воспользоваться:

1. Выберите направление и сумму на главной.
2. Введите AUTUMN в поле промокода — улучшенная сумма к получению появится сразу.
3. Создайте заявку как обычно.

Промокод можно использовать сколько угодно раз, но в одной заявке действует только один промокод. Зарегистрированным клиентам улучшение по программе лояльности добавляется сверху.`,
    },
    en: {
      title: 'Promocode AUTUMN: +1% to the rate',
      summary: 'Enter AUTUMN in the exchange form and the claim’s rate improves by 1%, in any direction.',
      body: `Here is a promocode for you: **AUTUMN** improves a claim's rate by **1%** in any direction, for guests and registered clients alike.

How to use it:

1. Choose a direction and an amount on the home page.
2. Enter AUTUMN in the promocode field; the improved amount to receive appears at once.
3. Create the claim as usual.

The code can be used any number of times, but only one promocode applies per claim. Registered clients get their loyalty improvement on top.`,
    },
  },
  {
    slug: 'cash-kazan-yekaterinburg',
    daysAgo: 17,
    ru: {
      title: 'Наличные теперь в Казани и Екатеринбурге',
      summary:
        'К Москве и Санкт-Петербургу добавились ещё два города, где можно сдать или получить наличные рубли.',
      body: `Обмен наличных рублей работает теперь в четырёх городах: **Москве, Санкт-Петербурге, Казани и Екатеринбурге**.

В каждом из них можно:

- продать USDT TRC20 или биткоин и получить наличные рубли;
- сдать наличные рубли и получить USDT TRC20.

Наличные доллары, как и раньше, — в Москве и Санкт-Петербурге.

Выдача проходит в офисах партнёров по предварительной записи: после создания заявки оператор позвонит и согласует время и адрес. Заявка на наличные действует 120 минут, и курс на это время зафиксирован. Условия по городам — на странице [«Наличные»](/cash).`,
    },
    en: {
      title: 'Cash now in Kazan and Yekaterinburg',
      summary:
        'Two more cities join Moscow and Saint Petersburg for handing over or collecting cash roubles.',
      body: `Cash roubles are now exchanged in four cities: **Moscow, Saint Petersburg, Kazan and Yekaterinburg**.

In each of them you can:

- sell USDT TRC20 or bitcoin for cash roubles;
- hand over cash roubles and receive USDT TRC20.

Cash dollars remain available in Moscow and Saint Petersburg.

Cash is handed over at partner offices by appointment: after you create a claim, an operator calls to agree on the time and the address. A cash claim is valid for 120 minutes, with the rate fixed for that time. The conditions in each city are on the [Cash](/en/cash) page.`,
    },
  },
  {
    slug: 'loyalty-levels',
    daysAgo: 30,
    ru: {
      title: 'Программа лояльности: до +0,5 % к курсу',
      summary: 'Чем больше вы меняете, тем лучше курс: пять уровней, от «Новичка» до «Платины».',
      body: `Для зарегистрированных клиентов заработала программа лояльности. Уровень зависит от общего объёма выполненных обменов и улучшает курс **каждой новой заявки**:

| Уровень | Объём обменов от | Улучшение курса |
|---|--:|--:|
| Новичок | 0 $ | — |
| Бронза | 1 000 $ | +0,1 % |
| Серебро | 5 000 $ | +0,2 % |
| Золото | 20 000 $ | +0,35 % |
| Платина | 100 000 $ | +0,5 % |

Объём считается в долларах по курсу на момент создания каждой заявки. Улучшение применяется автоматически и суммируется с промокодом. Свой уровень и сколько осталось до следующего, смотрите в личном кабинете, в разделе [«Накопительная скидка»](/account/gift).`,
    },
    en: {
      title: 'Loyalty programme: up to +0.5% to the rate',
      summary: 'The more you exchange, the better your rate: five levels, from Newcomer to Platinum.',
      body: `Registered clients now have a loyalty programme. Your level depends on the total volume of your completed exchanges and improves the rate of **every new claim**:

| Level | Volume from | Rate improvement |
|---|--:|--:|
| Newcomer | $0 | — |
| Bronze | $1,000 | +0.1% |
| Silver | $5,000 | +0.2% |
| Gold | $20,000 | +0.35% |
| Platinum | $100,000 | +0.5% |

Volume is counted in US dollars at the rate of the moment each claim was created. The improvement is applied automatically and adds up with a promocode. See your level and how far the next one is in your account, under [Loyalty discount](/en/account/gift).`,
    },
  },
  {
    slug: 'toncoin-added',
    daysAgo: 45,
    ru: {
      title: 'Добавили Toncoin (TON)',
      summary: 'TON можно купить за рубли с карты и обменять на USDT TRC20 и обратно.',
      body: `В списке валют появился **Toncoin** в сети The Open Network. Доступные направления:

- покупка TON за рубли — с карт Сбербанка, Т-Банка, Альфа-Банка, любой рублёвой карты или по СБП;
- продажа TON за рубли на карту или по СБП;
- обмен TON ↔ USDT TRC20.

Когда отправляете TON нам, обязательно добавьте к переводу **комментарий (memo)** из заявки — без него платёж не получится зачислить. Курс TON обновляется автоматически вместе с остальными криптовалютами.`,
    },
    en: {
      title: 'Toncoin (TON) added',
      summary: 'Buy TON with roubles from a card, and swap it for USDT TRC20 and back.',
      body: `**Toncoin** on The Open Network is now in the list of currencies. Available directions:

- buy TON with roubles from Sberbank, T-Bank and Alfa-Bank cards, any rouble card, or by SBP;
- sell TON for roubles to a card or by SBP;
- swap TON ↔ USDT TRC20.

When you send TON to us, always add the **memo (comment)** from the claim to the transfer: without it the payment cannot be credited. The TON rate updates automatically along with the other cryptocurrencies.`,
    },
  },
  {
    slug: 'sbp-payouts',
    daysAgo: 63,
    ru: {
      title: 'Выплаты по СБП за 15 минут',
      summary: 'Получайте рубли по номеру телефона через Систему быстрых платежей — в любой банк-участник.',
      body: `Теперь рубли можно получить **по номеру телефона через СБП**. Выплата приходит в течение 15 минут после поступления оплаты, в любой банк, подключённый к Системе быстрых платежей.

Чтобы получить выплату по СБП, выберите в форме обмена «СБП» в качестве получаемой валюты и укажите телефон, к которому привязан счёт. Имя получателя банк покажет при зачислении — проверьте его в приложении банка.

Оплатить заявку через СБП тоже можно: реквизиты для перевода появятся на странице заявки.`,
    },
    en: {
      title: 'SBP payouts in 15 minutes',
      summary: 'Receive roubles by phone number through the Faster Payments System, to any member bank.',
      body: `You can now receive roubles **by phone number through SBP**, the Faster Payments System. The payout arrives within 15 minutes of your payment, at any bank connected to SBP.

To be paid by SBP, choose "SBP" as the currency you receive in the exchange form and give the phone number your account is linked to. Your bank shows the sender's name when the money arrives; check it in your banking app.

You can pay for a claim by SBP too: the transfer details appear on the claim page.`,
    },
  },
  {
    slug: 'we-are-open',
    daysAgo: 80,
    ru: {
      title: 'Мы открылись',
      summary:
        'Обмен криптовалют, карт и наличных с фиксированным курсом и промокод WELCOME1 для первых клиентов.',
      body: `Мы запустили обменный сервис: криптовалюты, рублёвые карты, электронные деньги и наличные в одном месте.

Чем мы отличаемся:

- **точная сумма заранее** — курс, резерв и сумма к получению видны до создания заявки;
- **фиксированный курс** — он не меняется, пока заявка действует;
- **поддержка на двух языках** — операторы отвечают на русском и английском;
- **обмен без регистрации** — а с регистрацией появляются история заявок, бонусы и партнёрская программа.

Для первых клиентов — промокод **WELCOME1**: +0,5 % к курсу, действует на первую тысячу заявок. Перед обменом загляните в [правила](/rules) — там всё о сроках, статусах и возвратах.`,
    },
    en: {
      title: 'We are open',
      summary:
        'Exchange crypto, cards and cash at a fixed rate, with the WELCOME1 promocode for our first clients.',
      body: `We have launched our exchange service: cryptocurrencies, rouble cards, e-money and cash in one place.

What makes us different:

- **the exact amount up front**: the rate, the reserve and the amount you receive are shown before you create a claim;
- **a fixed rate** that does not change while the claim is valid;
- **support in two languages**: operators answer in Russian and English;
- **no account needed**, though an account brings a claims history, bonuses and the referral programme.

For our first clients there is the **WELCOME1** promocode: +0.5% to the rate, valid for the first thousand claims. Before exchanging, have a look at the [rules](/en/rules): timing, statuses and refunds are all there.`,
    },
  },
];
