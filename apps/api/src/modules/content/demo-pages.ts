/**
 * The information pages of the demo content (DEMO_DATA): the exchange rules, the AML/KYC policy,
 * the partners overview, and the short texts shown above the interactive parts of the contacts,
 * cash and contest pages. They describe how this exchanger really works (docs/architecture.md, Catalogue to Accounts): the claim
 * statuses and lifetimes, the course fixed for a claim's lifetime, reserves held by open claims,
 * card verification, AML checks and refunds. Markdown, as operators write it in the back office.
 *
 * The referral share is deliberately not written here: the partners pages read it from the API.
 */
import type { TDemoContent } from './content.seed.js';

const RULES_RU = `Эти правила действуют для каждой заявки на обмен, созданной на сайте. Создавая заявку и отмечая согласие с правилами и [политикой AML/KYC](/aml), вы принимаете их полностью.

## 1. Термины

- **Сервис** — этот обменный пункт, его сайт и операторы.
- **Клиент** — человек, который создаёт заявку, с регистрацией или без неё.
- **Направление** — пара «что отдаёте → что получаете», например Bitcoin → Сбербанк RUB. У каждого направления свои минимальная и максимальная суммы и срок жизни заявки.
- **Курс** — сколько единиц получаемой валюты приходится на одну единицу отдаваемой.
- **Резерв** — сумма, которую сервис может выплатить в валюте прямо сейчас.
- **Реквизиты** — номер карты, счёта, адрес кошелька или телефон, куда клиент хочет получить выплату, и данные, с которых он платит.
- **Заявка** — поручение клиента обменять указанную сумму по указанному направлению.

## 2. Как создаётся заявка

1. Клиент выбирает направление, вводит сумму, реквизиты и e-mail. Сумма не может быть меньше минимальной и больше максимальной — форма сама приводит её в допустимые границы.
2. Сервер заново рассчитывает сумму к получению по текущему курсу. Если за время заполнения формы курс изменился, клиент увидит новую сумму до подтверждения.
3. Заявка не создаётся, если в резерве недостаточно средств, курс устарел, реквизиты заполнены с ошибкой или не отмечено согласие с правилами.
4. После создания клиент получает ссылку на страницу заявки и письмо с ней. Номер заявки — длинный уникальный идентификатор; никому его не пересылайте.

## 3. Фиксация курса

Курс фиксируется в момент создания заявки и не меняется, пока заявка действует. Срок действия указан в заявке и виден на таймере: обычно **30 минут**, для обмена наличных — **120 минут**.

Если оплата пришла после окончания срока, заявка к этому времени уже закрыта со статусом «Просрочена». В этом случае напишите в поддержку: мы либо проведём обмен по курсу на момент поступления денег, либо вернём платёж — на ваш выбор.

Курсы криптовалют обновляются автоматически по данным бирж, курсы рубля — по данным ЦБ РФ, к ним добавляется комиссия сервиса. Если источник курса перестал отвечать, направление временно закрывается: мы не проводим обмен по устаревшему курсу.

## 4. Оплата

- Переведите **ровно ту сумму**, что указана в заявке, **одним платежом** и по тем реквизитам, что показаны на странице заявки.
- Платите только **со своей карты или своего кошелька**. Переводы с карт третьих лиц не принимаются и возвращаются.
- Если к реквизитам указан комментарий (memo, тег), его обязательно нужно добавить к переводу.
- Когда деньги отправлены, нажмите «Я оплатил». До этого оператор не начинает проверку.
- Платежи в Bitcoin и Litecoin засчитываются после **2 подтверждений сети**; время подтверждения зависит от загрузки сети, а не от сервиса.

## 5. Статусы заявки

| Статус | Что это значит |
|---|---|
| Ожидает оплаты | Заявка создана, курс зафиксирован, ждём ваш платёж. |
| Верификация | Перед продолжением нужно подтвердить карту или пройти проверку AML. |
| Оплачена | Вы сообщили об оплате, оператор проверяет поступление. |
| В обработке | Оплата получена, выплата отправляется. |
| Выполнена | Выплата отправлена на ваши реквизиты. |
| Отменена | Заявка закрыта без обмена вами или оператором. |
| Просрочена | Оплата не поступила до конца таймера. |
| Возврат | Обмен не состоялся, платёж возвращён отправителю. |

Статус обновляется на странице заявки автоматически, а каждое изменение приходит письмом.

## 6. Сроки

Большинство заявок выполняется за 5–30 минут после поступления оплаты. Выплаты по СБП — до 15 минут. Выплаты на карты в долларах и евро могут занимать до 24 часов, если банк-получатель задерживает зачисление; об этом предупреждает надпись на странице направления.

## 7. Верификация карты

В некоторых направлениях оплаты банковской картой мы просим подтвердить, что карта принадлежит вам. Для этого на странице заявки появится кнопка «Пройти верификацию»: сфотографируйте карту по инструкции и загрузите фото. Оператор проверяет фото, как правило, в течение 15 минут. Если карта не подтверждена, заявка отменяется, а поступившая оплата возвращается.

## 8. Проверка AML

Сервис проверяет происхождение средств по [политике AML/KYC](/aml). Заявка может быть переведена в статус «Верификация», если средства связаны с рисковыми источниками или сумма и характер операций необычны. В этом случае оператор напишет, какие сведения нужны.

## 9. Резервы

Открытая заявка удерживает свою сумму выплаты в резерве до выполнения или закрытия. Поэтому заявку на сумму больше доступного резерва создать нельзя. Если нужна сумма больше резерва, напишите нам — оператор скажет, когда резерв пополнится.

## 10. Отмена и возврат

- Клиент может отменить заявку, пока она ожидает оплаты или проходит верификацию. Если оплата уже отправлена, не отменяйте заявку — напишите в поддержку.
- Возврат делается на те же реквизиты, с которых пришла оплата, за вычетом комиссии сети или банка за перевод. Срок возврата — до 3 рабочих дней.
- Возврат не делается, если деньги задержаны по законному требованию банка или уполномоченного органа.

## 11. Ответственность сторон

Клиент отвечает за правильность реквизитов: выплата на указанные реквизиты считается исполнением заявки. Сервис не отвечает за задержки банков и блокчейн-сетей, но сообщает о них на сайте и в заявке. Сервис отвечает за выплату суммы, рассчитанной по зафиксированному курсу, если клиент выполнил эти правила.

## 12. Промокоды и бонусы

Промокод улучшает курс заявки на указанный процент; в одной заявке действует один промокод. Улучшение курса по [программе лояльности](/account/gift) добавляется к нему автоматически для зарегистрированных клиентов.

## 13. Изменение правил

Сервис может менять эти правила, публикуя новую редакцию на этой странице. Для уже созданных заявок действует редакция, опубликованная на момент их создания.
`;

const RULES_EN = `These rules apply to every exchange claim created on this site. By creating a claim and ticking the box that you agree with the rules and the [AML/KYC policy](/en/aml), you accept them in full.

## 1. Terms

- **The service** — this exchange, its website and its operators.
- **The client** — the person who creates a claim, registered or not.
- **Direction** — a pair "what you send → what you receive", e.g. Bitcoin → Sberbank RUB. Each direction has its own minimum and maximum amounts and its own claim lifetime.
- **Rate** (course) — how many units of the currency you receive you get for one unit of the currency you send.
- **Reserve** — what the service can pay out in a currency right now.
- **Requisites** — the card number, account, wallet address or phone number you want to be paid to, and the details you pay from.
- **Claim** — the client's instruction to exchange the stated amount in the stated direction.

## 2. Creating a claim

1. The client picks a direction and enters the amount, the requisites and an e-mail address. The amount cannot be below the minimum or above the maximum; the form moves it back within the limits.
2. The server recalculates the amount to be received at the current rate. If the rate moved while the form was being filled in, the client sees the new amount before confirming.
3. No claim is created when the reserve is too small, the rate is out of date, the requisites contain an error, or the rules have not been accepted.
4. Once created, the client gets a link to the claim page and an e-mail with it. The claim number is a long unique identifier; do not share it with anyone.

## 3. Rate fixing

The rate is fixed when the claim is created and does not change while the claim is valid. The lifetime is stated on the claim and counted down by its timer: usually **30 minutes**, **120 minutes** for cash.

If the payment arrives after the timer has run out, the claim has already been closed as "Expired". Write to support in that case: we will either carry out the exchange at the rate of the moment the money arrived or return the payment, whichever you prefer.

Crypto rates are updated automatically from exchange data and rouble rates from the Central Bank of Russia, with the service's fee added. If a rate source stops answering, the direction is closed for a while: we never exchange at an outdated rate.

## 4. Payment

- Send **exactly the amount** shown on the claim, **in a single payment**, to the requisites shown on the claim page.
- Pay only **from your own card or wallet**. Transfers from third-party cards are not accepted and are returned.
- If the requisites come with a comment (memo, tag), it must be added to the transfer.
- Once the money has been sent, press "I have paid". The operator does not start checking before that.
- Bitcoin and Litecoin payments count after **2 network confirmations**; how long they take depends on the network's load, not on us.

## 5. Claim statuses

| Status | What it means |
|---|---|
| Awaiting payment | The claim is created, the rate is fixed, we are waiting for your payment. |
| Verification | The card must be confirmed or an AML check passed before the claim can go on. |
| Paid | You have reported the payment; the operator is checking that it has arrived. |
| Processing | The payment has arrived; the payout is being sent. |
| Completed | The payout has been sent to your requisites. |
| Cancelled | The claim was closed without an exchange, by you or by an operator. |
| Expired | The payment did not arrive before the timer ran out. |
| Refunded | The exchange did not take place; the payment was returned to the sender. |

The status updates itself on the claim page, and every change is also sent by e-mail.

## 6. Timing

Most claims are completed 5–30 minutes after the payment arrives. SBP payouts take up to 15 minutes. Payouts to dollar and euro cards can take up to 24 hours when the receiving bank holds them; a notice on the direction says so.

## 7. Card verification

In some directions paid by bank card we ask you to confirm that the card is yours. A "Verify your card" button then appears on the claim page: take a photo of the card as the instructions show and upload it. An operator usually checks the photo within 15 minutes. If the card is not confirmed, the claim is cancelled and any payment received is returned.

## 8. AML checks

The service checks where funds come from under its [AML/KYC policy](/en/aml). A claim may be put into "Verification" when the funds are linked to risky sources or when the amount or pattern of operations is unusual. The operator will then tell you what information is needed.

## 9. Reserves

An open claim holds its payout amount in the reserve until it is completed or closed, so a claim larger than the available reserve cannot be created. If you need more than the reserve, write to us and an operator will tell you when it will be topped up.

## 10. Cancellation and refunds

- The client may cancel a claim while it awaits payment or is in verification. If the payment has already been sent, do not cancel: write to support instead.
- Refunds go to the requisites the payment came from, minus the network's or the bank's transfer fee, within 3 business days.
- No refund is made while the funds are frozen at the lawful request of a bank or an authority.

## 11. Responsibility

The client is responsible for the requisites being correct: a payout to the requisites given fulfils the claim. The service is not responsible for delays of banks and blockchains, but announces them on the site and on the claim. The service is responsible for paying out the amount calculated at the fixed rate when the client has followed these rules.

## 12. Promocodes and bonuses

A promocode improves a claim's rate by the stated percentage; one promocode per claim. Registered clients also get the improvement of their [loyalty level](/en/account/gift), added automatically.

## 13. Changes to the rules

The service may change these rules by publishing a new version on this page. Claims already created follow the version published when they were created.
`;

const AML_RU = `Мы не хотим, чтобы сервис использовался для отмывания денег, финансирования терроризма, мошенничества и обхода санкций. Эта политика объясняет, что мы для этого проверяем, когда просим документы и что происходит с заявкой во время проверки. Она основана на рекомендациях FATF и риск-ориентированном подходе: чем выше риск операции, тем подробнее проверка.

## Кого и что мы проверяем

- **Криптовалютные адреса.** Входящие переводы и адреса для выплаты проверяются сервисами анализа блокчейна. Повышенный риск — связь со взломами, даркнет-площадками, миксерами, мошенническими схемами и адресами из санкционных списков.
- **Банковские карты.** Платить можно только с карты, оформленной на вас. В части направлений мы просим подтвердить карту фотографией.
- **Характер операций.** Мы обращаем внимание на необычно крупные суммы, частые заявки, дробление одной суммы на несколько заявок и платежи от третьих лиц.

## Когда нужна верификация

Заявка переходит в статус «Верификация», если:

- направление требует подтверждения карты;
- проверка адреса или платежа показала повышенный риск;
- сумма или частота операций выходят за обычные для клиента рамки.

На странице заявки и в письме будет сказано, что именно нужно. Чаще всего это фото карты. При проверке AML оператор может попросить:

- документ, удостоверяющий личность;
- фото с этим документом в руках;
- сведения о происхождении средств: выписку, договор, историю сделок на бирже.

## Сроки

Проверку фото карты оператор обычно проводит в течение 15 минут. Проверка AML занимает, как правило, до 24 часов с момента получения всех сведений. Пока идёт проверка, курс заявки остаётся зафиксированным.

## Чем заканчивается проверка

- **Проверка пройдена** — заявка продолжает обработку, выплата отправляется на ваши реквизиты.
- **Проверка не пройдена или сведения не предоставлены** — заявка отменяется, а средства возвращаются отправителю за вычетом комиссии сети или банка.
- **Законное требование** — если средства заблокированы по требованию правоохранительных органов или банка, мы действуем по этому требованию и сообщаем клиенту всё, что разрешено закону.

## Что запрещено

- обмен средств, полученных преступным путём;
- операции в интересах лиц из санкционных списков;
- платежи с чужих карт и кошельков, работа «через посредника»;
- попытки обойти лимиты, дробя сумму на несколько заявок.

Заявки с такими признаками отменяются, а в повторных случаях мы отказываем клиенту в обслуживании.

## Хранение данных

Документы и фото хранятся в защищённом хранилище, доступном только операторам, и используются только для проверки. Мы храним их столько, сколько требует закон, но не меньше 5 лет после последней операции, и не передаём третьим лицам, кроме случаев, прямо предусмотренных законом.

## Вопросы

Если вы не согласны с результатом проверки или хотите уточнить, какие документы нужны, [напишите нам](/contacts) и укажите номер заявки.
`;

const AML_EN = `We do not want the service to be used for money laundering, terrorist financing, fraud or evading sanctions. This policy explains what we check to prevent it, when we ask for documents and what happens to a claim while it is being checked. It follows the FATF recommendations and a risk-based approach: the higher an operation's risk, the closer the check.

## Who and what we check

- **Crypto addresses.** Incoming transfers and payout addresses are screened with blockchain analytics. Links to hacks, darknet markets, mixers, scams and sanctioned addresses raise the risk.
- **Bank cards.** You may only pay from a card in your own name. In some directions we ask you to confirm the card with a photo.
- **Patterns of operations.** We pay attention to unusually large amounts, frequent claims, one amount split into several claims, and payments from third parties.

## When verification is needed

A claim moves to "Verification" when:

- the direction requires card confirmation;
- screening of an address or payment shows a higher risk;
- the amount or frequency of operations is out of the ordinary for the client.

The claim page and the e-mail say exactly what is needed. Most often it is a photo of the card. For an AML check an operator may ask for:

- an identity document;
- a photo of you holding that document;
- information on the source of funds: a bank statement, a contract, a trading history on an exchange.

## How long it takes

An operator usually checks a card photo within 15 minutes. An AML check normally takes up to 24 hours from the moment all the information is received. The claim's rate stays fixed during the check.

## How a check ends

- **Passed** — the claim goes on and the payout is sent to your requisites.
- **Failed, or the information is not provided** — the claim is cancelled and the funds are returned to the sender, minus the network's or the bank's fee.
- **Lawful request** — if funds are frozen at the request of law enforcement or a bank, we act on that request and tell the client everything the law allows.

## What is not allowed

- exchanging proceeds of crime;
- operations on behalf of sanctioned persons;
- paying from other people's cards and wallets, acting "through an intermediary";
- splitting an amount into several claims to get around limits.

Claims showing these signs are cancelled, and repeated cases end our service to the client.

## Data storage

Documents and photos are kept in protected storage that only operators can reach, and are used for the check alone. We keep them as long as the law requires, and at least 5 years after the last operation, and never pass them to third parties except where the law expressly requires it.

## Questions

If you disagree with the outcome of a check or want to know which documents are needed, [write to us](/en/contacts) and give the claim number.
`;

const PARTNERS_RU = `Мы работаем с теми, кто приводит к нам клиентов или показывает наши курсы. У нас три программы — выберите свою.

## Мониторингам курсов

Курсы, резервы и лимиты всех активных направлений доступны в формате BestChange (XML) и в JSON. Файл обновляется вместе с курсами, поддерживает условные запросы и не требует ключа. Адреса и описание полей — на странице [«Мониторингам»](/partners/monitoring).

## Пользователям: партнёрская программа

Делитесь своей ссылкой и получайте долю дохода сервиса с каждой выполненной заявки приглашённых. Начисления копятся на балансе в личном кабинете, вывести их можно на кошелёк или карту. Текущий процент и пример расчёта — на странице [«Партнёрская программа»](/partners/users).

## Магазинам

Принимайте оплату криптовалютой и картами через наш API: платёжные ссылки, история продаж, статистика и вывод выручки — в разделе магазина личного кабинета. Одобренные магазины попадают в [каталог магазинов](/shops).

## Другие предложения

Хотите обсудить другой формат сотрудничества, обменный курс на большой объём или интеграцию? [Напишите нам](/contacts) — ответим в течение рабочего дня.
`;

const PARTNERS_EN = `We work with those who bring us clients or show our rates. There are three programmes; pick yours.

## For rate monitors

The rates, reserves and limits of every active direction are published in the BestChange format (XML) and as JSON. The file follows the rates, supports conditional requests and needs no key. The addresses and the fields are described on the [For rate monitors](/en/partners/monitoring) page.

## For users: the referral programme

Share your link and earn a share of the service's income on every completed claim of the people you invite. Earnings build up on your balance in your account and can be withdrawn to a wallet or a card. The current percentage and a worked example are on the [Referral programme](/en/partners/users) page.

## For shops

Accept payment in crypto and by card through our API: payment links, sales history, statistics and withdrawal of your takings are in the shop section of your account. Approved shops are listed in the [shop directory](/en/shops).

## Anything else

Want to discuss another kind of partnership, a rate for a large volume, or an integration? [Write to us](/en/contacts); we answer within a business day.
`;

export const DEMO_PAGES: TDemoContent[] = [
  {
    slug: 'rules',
    ru: { title: 'Правила обмена', summary: '', body: RULES_RU },
    en: { title: 'Exchange rules', summary: '', body: RULES_EN },
  },
  {
    slug: 'aml',
    ru: { title: 'Политика AML/KYC', summary: '', body: AML_RU },
    en: { title: 'AML/KYC policy', summary: '', body: AML_EN },
  },
  {
    slug: 'partners',
    ru: { title: 'Партнёрам', summary: '', body: PARTNERS_RU },
    en: { title: 'Partners', summary: '', body: PARTNERS_EN },
  },
  {
    slug: 'contacts',
    ru: {
      title: 'Контакты',
      summary: '',
      body: `Напишите операторам через форму ниже — ответ придёт на e-mail, который вы укажете. Другие способы связи и часы работы, если они указаны, есть на этой странице.

Если вопрос касается заявки, сразу укажите её номер — он есть в адресе страницы заявки и в письме, которое пришло после её создания. Мы никогда не просим пароль от личного кабинета, коды из СМС и данные карты, кроме тех, что вы сами указали в заявке.
`,
    },
    en: {
      title: 'Contacts',
      summary: '',
      body: `Write to the operators with the form below: the answer comes to the e-mail you give. Other ways to reach us and the working hours, where stated, are on this page.

If your question is about a claim, give its number straight away: it is in the address of the claim page and in the e-mail sent when the claim was created. We never ask for your account password, SMS codes or card details beyond what you entered in the claim yourself.
`,
    },
  },
  {
    slug: 'cash',
    ru: {
      title: 'Наличные',
      summary: '',
      body: `Наличные рубли и доллары можно сдать или получить в офисах наших партнёров. Обмен проходит по предварительной записи: создайте заявку на сайте, выберите город, и оператор позвонит, чтобы договориться о времени и адресе.

- Заявка на наличные действует **120 минут** — этого хватает, чтобы согласовать встречу; курс на это время зафиксирован.
- При встрече понадобится номер заявки; купюры пересчитываются и проверяются при вас.
- Если вам нужна сумма больше указанной в лимитах направления, напишите нам заранее.

Города и условия обмена в каждом из них — ниже.
`,
    },
    en: {
      title: 'Cash',
      summary: '',
      body: `Roubles and dollars in cash can be handed over or collected at our partners' offices, by appointment: create a claim on the site, choose your city, and an operator will call you to agree on the time and address.

- A cash claim is valid for **120 minutes**, enough to arrange the meeting; the rate is fixed for that time.
- Bring the claim number to the meeting; the banknotes are counted and checked in front of you.
- If you need more than the direction's limits allow, write to us in advance.

The cities and the conditions in each are listed below.
`,
    },
  },
  {
    slug: 'contest',
    ru: {
      title: 'Конкурс',
      summary: '',
      body: `Каждый период мы награждаем клиентов с наибольшим объёмом обменов. Участвуют все зарегистрированные пользователи: в зачёт идут только выполненные заявки, созданные из личного кабинета, их сумма считается в долларах по курсу на момент создания заявки.

В таблице участников адреса e-mail показаны частично, чтобы сохранить вашу приватность. Призы начисляются в течение трёх рабочих дней после окончания конкурса. Призы, сроки и текущая таблица — ниже.
`,
    },
    en: {
      title: 'Contest',
      summary: '',
      body: `Every period we reward the clients with the largest exchange volume. All registered users take part: only completed claims created while signed in count, valued in US dollars at the rate of the moment each claim was created.

E-mail addresses in the leaderboard are partly hidden to protect your privacy. Prizes are credited within three business days after the contest ends. The prizes, the dates and the current leaderboard are below.
`,
    },
  },
];
