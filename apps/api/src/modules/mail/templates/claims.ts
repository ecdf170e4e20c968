/** The claim e-mails: "claim created" with where to pay, and each change of its status. */
import { formatRate, groupThousands, type TClaimStatus, type TLocale } from '@exchanger/core';
import type { TMailMessage, TMailMoney } from '../mail.types.js';
import { COMMON_COPY, formatTime, type TBlock, type TDraft } from './layout.js';

interface TStatusCopy {
  /** The status in one or two words, as the claim page names it. */
  name: string;
  title: string;
  text: string;
}

interface TClaimCopy {
  claim: {
    button: string;
    number: string;
    support: string;
  };
  claimCreated: {
    subject: (id: string, from: string, to: string) => string;
    title: string;
    intro: (site: string, id: string, expires: string) => string;
    howToPay: (amount: string, expires: string) => string;
    /** The same for a watched currency: the payment is seen on the chain, nothing to press. */
    howToPayWatched: (amount: string, expires: string) => string;
    detailsTitle: string;
    send: string;
    receive: string;
    course: string;
    payBy: string;
    status: string;
    payTitle: string;
    payAmount: string;
    memo: string;
    fromRequisitesTitle: string;
    toRequisitesTitle: string;
    notYou: string;
  };
  claimStatus: {
    subject: (id: string, status: string) => string;
    intro: (id: string) => string;
    newStatus: string;
    paymentTitle: string;
    paymentAmount: string;
    confirmations: string;
    confirmationsOf: (n: number, required: number) => string;
    transaction: string;
    payoutTitle: string;
    payoutReference: string;
  };
  statuses: Record<TClaimStatus, TStatusCopy>;
}

const COPY: Record<TLocale, TClaimCopy> = {
  ru: {
    claim: {
      button: 'Открыть заявку',
      number: 'Номер заявки',
      support: 'Если у вас есть вопросы, напишите в службу поддержки на сайте и укажите номер заявки.',
    },
    claimCreated: {
      subject: (id, from, to) => `Заявка ${id} создана: ${from} → ${to}`,
      title: 'Ваша заявка на обмен создана',
      intro: (site, id, expires) =>
        `Спасибо, что выбрали ${site}! Заявка № ${id} создана, курс зафиксирован до ${expires}.`,
      howToPayWatched: (amount, expires) =>
        `Чтобы завершить обмен, переведите ровно ${amount} одним платежом на адрес этой заявки (он указан на её странице) до ${expires}. ` +
        'Платёж будет виден в сети автоматически — нажимать ничего не нужно. Если оплата не поступит вовремя, заявка закроется автоматически.',
      howToPay: (amount, expires) =>
        `Чтобы завершить обмен, переведите ровно ${amount} одним платежом по реквизитам ниже до ${expires}, ` +
        'затем откройте страницу заявки и нажмите «Я оплатил». Если оплата не поступит вовремя, заявка закроется автоматически.',
      detailsTitle: 'Параметры заявки',
      send: 'Вы отправляете',
      receive: 'Вы получаете',
      course: 'Курс',
      payBy: 'Оплатить до',
      status: 'Статус',
      payTitle: 'Реквизиты для оплаты',
      payAmount: 'Сумма к оплате',
      memo: 'Важно',
      fromRequisitesTitle: 'Ваши реквизиты отправителя',
      toRequisitesTitle: 'Ваши реквизиты для получения',
      notYou:
        'Если вы не создавали эту заявку, просто проигнорируйте письмо: без оплаты она закроется автоматически.',
    },
    claimStatus: {
      subject: (id, status) => `Заявка ${id}: ${status}`,
      intro: (id) => `Статус вашей заявки № ${id} изменился.`,
      newStatus: 'Новый статус',
      paymentTitle: 'Ваш платёж в сети',
      paymentAmount: 'Сумма',
      confirmations: 'Подтверждения',
      confirmationsOf: (n, required) => `${Math.min(n, required)} из ${required}`,
      transaction: 'Транзакция',
      payoutTitle: 'Выплата',
      payoutReference: 'Подтверждение выплаты',
    },
    statuses: {
      new: {
        name: 'Ожидает оплаты',
        title: 'Ожидаем оплату',
        text: 'Переведите точную сумму по реквизитам на странице заявки, пока не истекло время, и нажмите «Я оплатил». Курс зафиксирован до конца таймера.',
      },
      verification: {
        name: 'Верификация',
        title: 'Требуется верификация карты',
        text: 'Чтобы продолжить обмен, подтвердите, что карта принадлежит вам: откройте страницу заявки и загрузите фотографию карты. Это займёт пару минут.',
      },
      paid: {
        name: 'Оплачена',
        title: 'Проверяем поступление оплаты',
        text: 'Вы сообщили об оплате. Оператор проверит поступление средств — обычно это занимает до 30 минут. Мы напишем, когда выплата будет отправлена.',
      },
      confirming: {
        name: 'Подтверждение',
        title: 'Платёж обнаружен',
        text: 'Ваш платёж уже в сети. Заявка продвинется сама, когда наберётся нужное число подтверждений.',
      },
      review: {
        name: 'На проверке',
        title: 'Платёж на проверке',
        text: 'Поступивший платёж отличается от заявки (сумма, время или число платежей). Оператор пересчитает заявку, примет платёж или вернёт его.',
      },
      processing: {
        name: 'В обработке',
        title: 'Выплата в процессе',
        text: 'Оплата получена, мы отправляем средства на ваши реквизиты.',
      },
      completed: {
        name: 'Выполнена',
        title: 'Обмен завершён',
        text: 'Средства отправлены на ваши реквизиты. Спасибо, что выбрали нас, будем рады видеть вас снова!',
      },
      cancelled: {
        name: 'Отменена',
        title: 'Заявка отменена',
        text: 'Заявка закрыта без обмена. Если вы уже отправили оплату, напишите в службу поддержки — мы обязательно разберёмся.',
      },
      expired: {
        name: 'Просрочена',
        title: 'Время на оплату истекло',
        text: 'Оплата не поступила вовремя, и заявка закрыта. Вы можете создать новую заявку по актуальному курсу. Если вы успели отправить оплату, напишите в службу поддержки.',
      },
      refunded: {
        name: 'Возврат',
        title: 'Оплата возвращена',
        text: 'Обмен не состоялся, средства возвращены отправителю. Если у вас остались вопросы, напишите в службу поддержки.',
      },
    },
  },
  en: {
    claim: {
      button: 'Open the claim',
      number: 'Claim number',
      support:
        'If you have any questions, please contact our support on the website and quote the claim number.',
    },
    claimCreated: {
      subject: (id, from, to) => `Claim ${id} created: ${from} → ${to}`,
      title: 'Your exchange claim has been created',
      intro: (site, id, expires) =>
        `Thank you for choosing ${site}! Claim No. ${id} has been created and the rate is fixed until ${expires}.`,
      howToPayWatched: (amount, expires) =>
        `To complete the exchange, send exactly ${amount} in one payment to this claim’s own address (on its page) by ${expires}. ` +
        'The payment is seen on the network by itself — there is nothing to press. If it does not arrive in time, the claim will be closed automatically.',
      howToPay: (amount, expires) =>
        `To complete the exchange, send exactly ${amount} in one payment to the details below before ${expires}, ` +
        'then open the claim page and press “I have paid”. If the payment does not arrive in time, the claim will be closed automatically.',
      detailsTitle: 'Claim details',
      send: 'You send',
      receive: 'You receive',
      course: 'Rate',
      payBy: 'Pay by',
      status: 'Status',
      payTitle: 'Where to pay',
      payAmount: 'Amount to pay',
      memo: 'Important',
      fromRequisitesTitle: 'Your sending details',
      toRequisitesTitle: 'Your receiving details',
      notYou:
        'If you did not create this claim, simply ignore this message: without a payment it will be closed automatically.',
    },
    claimStatus: {
      subject: (id, status) => `Claim ${id}: ${status}`,
      intro: (id) => `The status of your claim No. ${id} has changed.`,
      newStatus: 'New status',
      paymentTitle: 'Your payment on the network',
      paymentAmount: 'Amount',
      confirmations: 'Confirmations',
      confirmationsOf: (n, required) => `${Math.min(n, required)} of ${required}`,
      transaction: 'Transaction',
      payoutTitle: 'Payout',
      payoutReference: 'Proof of payout',
    },
    statuses: {
      new: {
        name: 'Awaiting payment',
        title: 'Waiting for your payment',
        text: 'Send the exact amount to the details on the claim page before the time runs out, then press “I have paid”. The rate is fixed until the timer ends.',
      },
      verification: {
        name: 'Verification',
        title: 'Card verification required',
        text: 'To continue the exchange, please confirm that the card belongs to you: open the claim page and upload a photo of the card. It takes a couple of minutes.',
      },
      paid: {
        name: 'Paid',
        title: 'Checking your payment',
        text: 'You have reported the payment. The operator will check that the funds have arrived; it usually takes up to 30 minutes. We will write to you when the payout is sent.',
      },
      confirming: {
        name: 'Confirming',
        title: 'Payment detected',
        text: 'Your payment is on the network. The claim moves on by itself once it has enough confirmations.',
      },
      review: {
        name: 'Held for a check',
        title: 'Your payment is being reviewed',
        text: 'The payment that arrived differs from the claim (amount, time or number of payments). An operator will recompute the claim, accept the payment or refund it.',
      },
      processing: {
        name: 'Processing',
        title: 'Payout under way',
        text: 'Your payment has arrived and we are sending the funds to your details.',
      },
      completed: {
        name: 'Completed',
        title: 'Exchange completed',
        text: 'The funds have been sent to your details. Thank you for choosing us; we look forward to seeing you again!',
      },
      cancelled: {
        name: 'Cancelled',
        title: 'Claim cancelled',
        text: 'The claim was closed without an exchange. If you have already paid, please contact support and we will sort it out.',
      },
      expired: {
        name: 'Expired',
        title: 'Payment time expired',
        text: 'No payment arrived in time and the claim was closed. You can create a new claim at the current rate. If you did send the payment, please contact support.',
      },
      refunded: {
        name: 'Refunded',
        title: 'Payment refunded',
        text: 'The exchange did not take place and the funds were returned to the sender. If you have any questions, please contact support.',
      },
    },
  },
};

/** An amount as the page shows it: the claim's amount at its currency's decimals, thousands grouped. */
const amountOf = (money: TMailMoney) => `${groupThousands(money.amount)} ${money.currency}`;
const sideOf = (money: TMailMoney) =>
  money.name && money.name !== money.currency ? `${amountOf(money)} (${money.name})` : amountOf(money);

/**
 * The course as the claim page shows it (`formatRate` in core): "1 BTC = 5 043 200 RUB", six
 * significant digits, per unit of the receive currency when a send unit is worth less than one.
 */
export const formatCourse = formatRate;

export function draftClaimCreated(
  message: Extract<TMailMessage, { template: 'claim_created' }>,
  locale: TLocale,
  site: string,
): TDraft {
  const copy = { ...COMMON_COPY[locale], ...COPY[locale] };
  const p = message.params;
  const t = copy.claimCreated;
  const expires = formatTime(p.expiresAt, copy);
  const blocks: TBlock[] = [
    { kind: 'paragraph', text: copy.greeting },
    { kind: 'paragraph', text: t.intro(site, p.claimId, expires) },
    {
      kind: 'paragraph',
      text: (p.watched ? t.howToPayWatched : t.howToPay)(amountOf(p.from), expires),
    },
    { kind: 'button', label: copy.claim.button, href: p.link },
    {
      kind: 'table',
      title: t.detailsTitle,
      rows: [
        { label: copy.claim.number, value: p.claimId },
        { label: t.send, value: sideOf(p.from) },
        { label: t.receive, value: sideOf(p.to) },
        { label: t.course, value: formatCourse(p.course, p.from.currency, p.to.currency) },
        { label: t.payBy, value: expires },
        { label: t.status, value: copy.statuses.new.name },
      ],
    },
    {
      kind: 'table',
      title: t.payTitle,
      rows: [{ label: t.payAmount, value: amountOf(p.from) }, ...p.payTo],
    },
  ];
  if (p.memo.trim()) blocks.push({ kind: 'note', text: `${t.memo}: ${p.memo.trim()}` });
  if (p.fromRequisites.length)
    blocks.push({ kind: 'table', title: t.fromRequisitesTitle, rows: p.fromRequisites });
  if (p.toRequisites.length) blocks.push({ kind: 'table', title: t.toRequisitesTitle, rows: p.toRequisites });
  blocks.push({ kind: 'paragraph', text: t.notYou }, { kind: 'paragraph', text: copy.claim.support });
  return {
    subject: t.subject(p.claimId, amountOf(p.from), amountOf(p.to)),
    title: t.title,
    blocks,
  };
}

export function draftClaimStatus(
  message: Extract<TMailMessage, { template: 'claim_status' }>,
  locale: TLocale,
): TDraft {
  const copy = { ...COMMON_COPY[locale], ...COPY[locale] };
  const p = message.params;
  const status = copy.statuses[p.status];
  const t = copy.claimStatus;
  const blocks: TBlock[] = [
    { kind: 'paragraph', text: copy.greeting },
    { kind: 'paragraph', text: t.intro(p.claimId) },
    {
      kind: 'table',
      title: '',
      rows: [
        { label: copy.claim.number, value: p.claimId },
        { label: t.newStatus, value: status.name },
      ],
    },
    { kind: 'paragraph', text: status.text },
  ];
  // What the claim's page shows of the chain: the payment with its confirmations, the payout's proof.
  if (p.payment)
    blocks.push({
      kind: 'table',
      title: t.paymentTitle,
      rows: [
        { label: t.paymentAmount, value: p.payment.amount },
        { label: t.confirmations, value: t.confirmationsOf(p.payment.confirmations, p.payment.required) },
        { label: t.transaction, value: p.payment.txid, href: p.payment.explorerUrl },
      ],
    });
  if (p.payout)
    blocks.push({
      kind: 'table',
      title: t.payoutTitle,
      rows: [{ label: t.payoutReference, value: p.payout.reference, href: p.payout.explorerUrl }],
    });
  blocks.push(
    { kind: 'button', label: copy.claim.button, href: p.link },
    { kind: 'paragraph', text: copy.claim.support },
  );
  return { subject: t.subject(p.claimId, status.name), title: status.title, blocks };
}
