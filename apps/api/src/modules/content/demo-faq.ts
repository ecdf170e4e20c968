/**
 * The FAQ of the demo content (DEMO_DATA): answers to what clients of this exchanger actually ask,
 * in five groups. `groupKey` orders the groups (the public FAQ sorts by it); `summary` is the
 * group's heading in each language; the slug is the question's `#anchor` on the page.
 */
import type { TDemoContent } from './content.seed.js';

interface TGroup {
  key: string;
  ru: string;
  en: string;
}

const EXCHANGE: TGroup = { key: '10-exchange', ru: 'Как проходит обмен', en: 'How an exchange works' };
const PAYMENT: TGroup = {
  key: '20-payment',
  ru: 'Оплата и статусы заявки',
  en: 'Payment and claim statuses',
};
const CHECKS: TGroup = { key: '30-checks', ru: 'Верификация и AML', en: 'Verification and AML' };
const RATES: TGroup = { key: '40-rates', ru: 'Курсы, резервы и комиссии', en: 'Rates, reserves and fees' };
const ACCOUNT: TGroup = { key: '50-account', ru: 'Аккаунт и бонусы', en: 'Account and bonuses' };

function entry(group: TGroup, slug: string, ru: [string, string], en: [string, string]): TDemoContent {
  return {
    slug,
    groupKey: group.key,
    ru: { title: ru[0], summary: group.ru, body: ru[1] },
    en: { title: en[0], summary: group.en, body: en[1] },
  };
}

export const DEMO_FAQ: TDemoContent[] = [
  entry(
    EXCHANGE,
    'how-to-exchange',
    [
      'Как обменять валюту?',
      `1. На главной выберите, что отдаёте и что хотите получить.
2. Введите сумму — сумма к получению, курс и резерв посчитаются сразу.
3. Заполните реквизиты для получения и e-mail, отметьте согласие с правилами.
4. Нажмите «Создать заявку», переведите оплату по реквизитам из заявки и нажмите «Я оплатил».

Дальше за статусом можно следить на странице заявки — она обновляется сама.`,
    ],
    [
      'How do I exchange?',
      `1. On the home page choose what you send and what you want to receive.
2. Enter the amount: the amount you get, the rate and the reserve are calculated at once.
3. Fill in the requisites to be paid to and your e-mail, and accept the rules.
4. Press "Create claim", pay to the requisites shown on the claim and press "I have paid".

Then follow the status on the claim page; it updates itself.`,
    ],
  ),
  entry(
    EXCHANGE,
    'how-long',
    [
      'Сколько времени занимает обмен?',
      'Большинство заявок выполняется за 5–30 минут после поступления оплаты. Биткоин и лайткоин засчитываются после 2 подтверждений сети, выплаты по СБП приходят за 15 минут, а на долларовые и евро-карты — до 24 часов, если задерживает банк.',
    ],
    [
      'How long does an exchange take?',
      'Most claims are completed 5–30 minutes after the payment arrives. Bitcoin and Litecoin count after 2 network confirmations, SBP payouts arrive within 15 minutes, and payouts to dollar and euro cards can take up to 24 hours when the bank holds them.',
    ],
  ),
  entry(
    EXCHANGE,
    'rate-fixed',
    [
      'Курс фиксируется?',
      'Да. Курс фиксируется в момент создания заявки и действует до конца её таймера — обычно 30 минут, для наличных 120 минут. Если рынок за это время изменится, ваша сумма к получению останется прежней.',
    ],
    [
      'Is the rate fixed?',
      'Yes. The rate is fixed when the claim is created and holds until its timer runs out: usually 30 minutes, 120 minutes for cash. If the market moves meanwhile, the amount you receive stays the same.',
    ],
  ),
  entry(
    EXCHANGE,
    'limits',
    [
      'Какие минимальная и максимальная суммы?',
      'Лимиты свои у каждого направления и показаны в форме обмена под полями сумм. Если ввести сумму меньше минимальной или больше максимальной, форма поправит её сама. Сумма заявки также не может превышать резерв валюты, которую вы получаете.',
    ],
    [
      'What are the minimum and maximum amounts?',
      'Each direction has its own limits, shown in the exchange form under the amount fields. If you enter less than the minimum or more than the maximum, the form corrects it. A claim also cannot exceed the reserve of the currency you receive.',
    ],
  ),
  entry(
    PAYMENT,
    'statuses',
    [
      'Что означают статусы заявки?',
      `- **Ожидает оплаты** — заявка создана, ждём ваш платёж.
- **Верификация** — нужно подтвердить карту или пройти проверку AML.
- **Оплачена** — вы нажали «Я оплатил», оператор проверяет поступление.
- **В обработке** — оплата получена, отправляем выплату.
- **Выполнена** — выплата отправлена.
- **Отменена**, **Просрочена**, **Возврат** — заявка закрыта без обмена.`,
    ],
    [
      'What do the claim statuses mean?',
      `- **Awaiting payment**: the claim is created and we are waiting for your payment.
- **Verification**: the card must be confirmed or an AML check passed.
- **Paid**: you pressed "I have paid" and the operator is checking the payment.
- **Processing**: the payment has arrived and the payout is on its way.
- **Completed**: the payout has been sent.
- **Cancelled**, **Expired**, **Refunded**: the claim was closed without an exchange.`,
    ],
  ),
  entry(
    PAYMENT,
    'paid-no-change',
    [
      'Я оплатил, но статус не меняется',
      'Проверьте, что вы нажали «Я оплатил» на странице заявки: без этого оператор не начинает проверку. Переводы в криптовалюте засчитываются после подтверждений сети, банковские — после зачисления. Если прошло больше часа, напишите в поддержку и укажите номер заявки.',
    ],
    [
      'I have paid but the status does not change',
      'Make sure you pressed "I have paid" on the claim page: the operator does not start checking before that. Crypto transfers count after the network confirms them, bank transfers once they are credited. If more than an hour has passed, write to support with the claim number.',
    ],
  ),
  entry(
    PAYMENT,
    'expired-paid',
    [
      'Время заявки истекло, а я уже отправил деньги',
      'Ничего не потеряно. Напишите в поддержку и укажите номер заявки: мы проведём обмен по курсу на момент поступления оплаты или вернём платёж — как вы выберете.',
    ],
    [
      'The claim expired but I had already sent the money',
      'Nothing is lost. Write to support with the claim number: we will carry out the exchange at the rate of the moment the payment arrived, or return it, whichever you choose.',
    ],
  ),
  entry(
    PAYMENT,
    'cancel',
    [
      'Можно ли отменить заявку?',
      'Да, пока заявка ожидает оплаты или проходит верификацию: кнопка «Отменить заявку» есть на её странице. Если вы уже отправили деньги, не отменяйте заявку — напишите в поддержку, и мы вернём платёж.',
    ],
    [
      'Can I cancel a claim?',
      'Yes, while it awaits payment or is in verification: the "Cancel the claim" button is on its page. If you have already sent the money, do not cancel; write to support and we will return the payment.',
    ],
  ),
  entry(
    PAYMENT,
    'refund',
    [
      'Как делается возврат?',
      'Возврат отправляется на те реквизиты, с которых пришла оплата, за вычетом комиссии сети или банка за перевод. Срок — до 3 рабочих дней; статус заявки сменится на «Возврат», и мы пришлём письмо.',
    ],
    [
      'How do refunds work?',
      'A refund goes to the requisites the payment came from, minus the network’s or the bank’s transfer fee, within 3 business days. The claim’s status changes to "Refunded" and we send you an e-mail.',
    ],
  ),
  entry(
    CHECKS,
    'card-photo',
    [
      'Зачем вы просите фото карты?',
      'Так мы убеждаемся, что платите вы сами, а не мошенник с украденной картой. Фото нужно только в направлениях с оплатой банковской картой, где это указано. Его видят только операторы, и используется оно только для этой проверки.',
    ],
    [
      'Why do you ask for a photo of my card?',
      'It shows us that you are paying yourself and not a fraudster with a stolen card. A photo is only needed in the card directions that say so. Only operators see it, and it is used for this check alone.',
    ],
  ),
  entry(
    CHECKS,
    'card-photo-how',
    [
      'Как сфотографировать карту?',
      'Закройте полоской бумаги средние цифры номера — первые 6 и последние 4 должны остаться видны, как и имя владельца. Положите карту на лист, где от руки написаны сегодняшняя дата и номер заявки, и сфотографируйте всё вместе при хорошем свете. Подходят JPEG, PNG или WebP до 5 МБ; подробная инструкция — на странице верификации заявки.',
    ],
    [
      'How do I photograph the card?',
      'Cover the middle digits of the number with a strip of paper: the first 6 and the last 4 must stay visible, and so must the cardholder’s name. Put the card on a sheet with today’s date and the claim number handwritten on it, and photograph them together in good light. JPEG, PNG or WebP up to 5 MB; the claim’s verification page has step-by-step instructions.',
    ],
  ),
  entry(
    CHECKS,
    'aml-hold',
    [
      'Почему заявку отправили на проверку AML?',
      'Так бывает, если проверка адреса показала связь с рисковыми источниками — биржевыми взломами, миксерами, даркнетом — или сумма и частота операций необычны. Оператор напишет, какие сведения нужны; обычно проверка занимает до 24 часов, а курс заявки всё это время остаётся зафиксированным. Подробности — в [политике AML/KYC](/aml).',
    ],
    [
      'Why was my claim sent for an AML check?',
      'It happens when screening links an address to risky sources (exchange hacks, mixers, the darknet) or when the amount and frequency of operations are unusual. The operator will tell you what is needed; a check usually takes up to 24 hours, and the claim’s rate stays fixed all that time. See the [AML/KYC policy](/en/aml) for details.',
    ],
  ),
  entry(
    CHECKS,
    'third-party-card',
    [
      'Можно заплатить с карты друга или родственника?',
      'Нет. Оплата принимается только с карты, оформленной на вас. Платёж с чужой карты будет возвращён за вычетом комиссии банка, а заявка отменена.',
    ],
    [
      'Can I pay from a friend’s or a relative’s card?',
      'No. We only accept payment from a card in your own name. A payment from someone else’s card is returned minus the bank’s fee, and the claim is cancelled.',
    ],
  ),
  entry(
    RATES,
    'rate-source',
    [
      'Откуда берётся курс?',
      'Курсы криптовалют обновляются автоматически по данным бирж каждые полминуты, курсы рубля — по данным ЦБ РФ; к ним добавляется комиссия сервиса. Если источник перестал отвечать, направление временно закрывается — мы не меняем по устаревшему курсу.',
    ],
    [
      'Where does the rate come from?',
      'Crypto rates are updated automatically from exchange data every half minute, rouble rates from the Central Bank of Russia, with the service’s fee added. If a source stops answering, the direction closes for a while: we never exchange at an outdated rate.',
    ],
  ),
  entry(
    RATES,
    'reserve',
    [
      'Что такое резерв?',
      'Резерв — сумма, которую мы можем выплатить в валюте прямо сейчас. Открытые заявки удерживают свою сумму выплаты, поэтому доступный резерв меняется в течение дня. Нужна сумма больше резерва — напишите нам.',
    ],
    [
      'What is the reserve?',
      'The reserve is what we can pay out in a currency right now. Open claims hold their payout amounts, so the available reserve changes during the day. Need more than the reserve? Write to us.',
    ],
  ),
  entry(
    RATES,
    'fees',
    [
      'Есть ли скрытые комиссии?',
      'Нет. Сумма к получению в заявке — ровно то, что придёт на ваши реквизиты. Комиссия сервиса уже учтена в курсе. Отдельно оплачивается только комиссия вашего банка или сети за отправку перевода.',
    ],
    [
      'Are there hidden fees?',
      'No. The amount to receive on the claim is exactly what arrives at your requisites; the service’s fee is already in the rate. Only your own bank’s or network’s fee for sending the transfer is extra.',
    ],
  ),
  entry(
    ACCOUNT,
    'need-account',
    [
      'Нужна ли регистрация?',
      'Нет, обменять можно и без неё. Регистрация даёт историю заявок, личные промокоды, программу лояльности с улучшением курса и партнёрскую программу.',
    ],
    [
      'Do I need an account?',
      'No, you can exchange without one. An account gives you your claims history, personal promocodes, the loyalty programme that improves your rate, and the referral programme.',
    ],
  ),
  entry(
    ACCOUNT,
    'promocode',
    [
      'Как работает промокод?',
      'Введите промокод в форме обмена: если он действует, курс заявки улучшится на указанный процент, и это будет видно ещё до создания заявки. В одной заявке — один промокод.',
    ],
    [
      'How does a promocode work?',
      'Enter the promocode in the exchange form: if it is valid, the claim’s rate improves by the stated percentage, visible before you create the claim. One promocode per claim.',
    ],
  ),
  entry(
    ACCOUNT,
    'referral',
    [
      'Как заработать на партнёрской программе?',
      'Зарегистрируйтесь и поделитесь ссылкой из личного кабинета. С каждой выполненной заявки приглашённых вам начисляется доля дохода сервиса; накопленное можно вывести на кошелёк или карту. Текущий процент — на странице [«Партнёрская программа»](/partners/users).',
    ],
    [
      'How do I earn with the referral programme?',
      'Sign up and share the link from your account. Every completed claim of the people you invite earns you a share of the service’s income; your balance can be withdrawn to a wallet or a card. The current percentage is on the [Referral programme](/en/partners/users) page.',
    ],
  ),
  entry(
    ACCOUNT,
    'forgot-password',
    [
      'Я забыл пароль',
      'На странице входа нажмите «Забыли пароль?» и укажите e-mail — мы пришлём ссылку для восстановления. Если письма нет, проверьте папку «Спам».',
    ],
    [
      'I forgot my password',
      'On the sign-in page press "Forgot your password?" and enter your e-mail; we will send a recovery link. If it does not arrive, check your spam folder.',
    ],
  ),
];
