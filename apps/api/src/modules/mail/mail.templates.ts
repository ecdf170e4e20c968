/**
 * The e-mails in Russian and English. Pure: a template, its parameters and the site name in, a
 * subject with a plain-text body and an HTML body out.
 *
 * Each message is first written as a list of blocks (paragraphs, a button, tables of label and
 * value), then printed twice — as text and as HTML — so the two parts always say the same thing.
 * In the HTML every interpolated value is escaped, styles are inline (mail clients drop
 * `<style>`), and a link that is not http(s) is never made clickable.
 */
import { dec, roundTo, toPlainString, type TClaimStatus, type TLocale } from '@exchanger/core';
import type { TMailMessage, TMailMoney } from './mail.types.js';

export interface TRenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface TMailSite {
  /** The brand (`SITE_NAME`), in the subject lines, the header and the signature. */
  siteName: string;
}

interface TRow {
  label: string;
  value: string;
}

type TBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'table'; title: string; rows: TRow[] }
  | { kind: 'note'; text: string };

interface TDraft {
  subject: string;
  title: string;
  blocks: TBlock[];
}

interface TStatusCopy {
  /** The status in one or two words, as the claim page names it. */
  name: string;
  title: string;
  text: string;
}

interface TCopy {
  greeting: string;
  signature: (site: string) => string;
  automatic: string;
  linkHint: string;
  formatTime: (date: Date) => string;
  activation: {
    subject: (site: string) => string;
    title: string;
    intro: (site: string) => string;
    button: string;
    validity: string;
    ignore: string;
  };
  restore: {
    subject: (site: string) => string;
    title: string;
    intro: (site: string) => string;
    button: string;
    validity: string;
    ignore: string;
  };
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
  };
  statuses: Record<TClaimStatus, TStatusCopy>;
  contactMessage: {
    subject: (reference: string, subject: string) => string;
    title: string;
    intro: (site: string) => string;
    reference: string;
    from: string;
    email: string;
    claim: string;
    none: string;
    topic: string;
    textTitle: string;
    button: string;
    reply: string;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

const COPY: Record<TLocale, TCopy> = {
  ru: {
    greeting: 'Здравствуйте!',
    signature: (site) => `С уважением,\nкоманда ${site}`,
    automatic: 'Это письмо отправлено автоматически, отвечать на него не нужно.',
    linkHint: 'Если кнопка не открывается, скопируйте ссылку в адресную строку браузера:',
    formatTime: (d) =>
      `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ` +
      `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} (UTC)`,
    activation: {
      subject: (site) => `Подтверждение регистрации на ${site}`,
      title: 'Подтвердите адрес электронной почты',
      intro: (site) =>
        `Спасибо за регистрацию на ${site}! Чтобы активировать аккаунт, подтвердите, что этот адрес принадлежит вам.`,
      button: 'Активировать аккаунт',
      validity: 'Ссылка действует ограниченное время. Если срок истёк, запросите новое письмо на сайте.',
      ignore:
        'Если вы не регистрировались на нашем сайте, просто проигнорируйте это письмо: аккаунт не будет активирован.',
    },
    restore: {
      subject: (site) => `Восстановление пароля на ${site}`,
      title: 'Восстановление пароля',
      intro: (site) =>
        `Мы получили запрос на восстановление пароля к вашему аккаунту на ${site}. Чтобы задать новый пароль, перейдите по ссылке.`,
      button: 'Задать новый пароль',
      validity: 'Ссылка действует ограниченное время. Никому её не сообщайте.',
      ignore:
        'Если вы не запрашивали восстановление пароля, просто проигнорируйте это письмо: ваш пароль останется прежним.',
    },
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
    contactMessage: {
      subject: (reference, subject) => `Обращение ${reference}: ${subject}`,
      title: 'Новое обращение с сайта',
      intro: (site) => `Посетитель ${site} написал операторам через форму на странице «Контакты».`,
      reference: 'Номер обращения',
      from: 'Имя',
      email: 'E-mail',
      claim: 'Заявка',
      none: 'не указана',
      topic: 'Тема',
      textTitle: 'Сообщение',
      button: 'Открыть в панели оператора',
      reply:
        'Ответьте клиенту на его e-mail, указав номер обращения, и отметьте обращение как отвеченное в панели оператора.',
    },
  },
  en: {
    greeting: 'Hello,',
    signature: (site) => `Kind regards,\nthe ${site} team`,
    automatic: 'This message was sent automatically; there is no need to reply to it.',
    linkHint: 'If the button does not open, copy the link into the address bar of your browser:',
    formatTime: (d) =>
      `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
      `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`,
    activation: {
      subject: (site) => `Confirm your registration at ${site}`,
      title: 'Confirm your e-mail address',
      intro: (site) =>
        `Thank you for signing up at ${site}! To activate your account, please confirm that this address belongs to you.`,
      button: 'Activate my account',
      validity:
        'The link is valid for a limited time. If it has expired, you can request a new one on the website.',
      ignore:
        'If you did not sign up on our website, simply ignore this message: the account will not be activated.',
    },
    restore: {
      subject: (site) => `Reset your password at ${site}`,
      title: 'Password reset',
      intro: (site) =>
        `We received a request to reset the password of your account at ${site}. To choose a new password, follow the link.`,
      button: 'Set a new password',
      validity: 'The link is valid for a limited time. Please do not share it with anyone.',
      ignore:
        'If you did not ask to reset your password, simply ignore this message: your password will stay the same.',
    },
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
    contactMessage: {
      subject: (reference, subject) => `Message ${reference}: ${subject}`,
      title: 'A new message from the website',
      intro: (site) => `A visitor of ${site} wrote to the operators through the form on the Contacts page.`,
      reference: 'Message number',
      from: 'Name',
      email: 'E-mail',
      claim: 'Claim',
      none: 'not given',
      topic: 'Subject',
      textTitle: 'Message',
      button: 'Open in the back office',
      reply:
        'Reply to the client at their e-mail, quoting the message number, and mark the message as answered in the back office.',
    },
  },
};

/** A moment as readers of this locale write it, in UTC; a value that is not a date is shown as is. */
function formatTime(value: string, copy: TCopy): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : copy.formatTime(date);
}

const amountOf = (money: TMailMoney) => `${money.amount} ${money.currency}`;
const sideOf = (money: TMailMoney) =>
  money.name && money.name !== money.currency ? `${amountOf(money)} (${money.name})` : amountOf(money);

/**
 * The course as the claim page shows it: `1 BTC = 5043200 RUB`, or per unit of the receive
 * currency when one send unit is worth less than one receive unit (`1 BTC = 5043200 RUB` again
 * for a RUB → BTC claim, instead of `1 RUB = 0.000000198 BTC`).
 */
export function formatCourse(course: string, from: string, to: string): string {
  try {
    const value = dec(course);
    if (value.lte(0)) return course;
    if (value.gte(1)) return `1 ${from} = ${toPlainString(value)} ${to}`;
    return `1 ${to} = ${toPlainString(roundTo(dec(1).div(value), 8, 'halfUp'))} ${from}`;
  } catch {
    return course;
  }
}

function draft(message: TMailMessage, copy: TCopy, site: string): TDraft {
  switch (message.template) {
    case 'activation':
    case 'restore': {
      const t = copy[message.template];
      return {
        subject: t.subject(site),
        title: t.title,
        blocks: [
          { kind: 'paragraph', text: copy.greeting },
          { kind: 'paragraph', text: t.intro(site) },
          { kind: 'button', label: t.button, href: message.params.link },
          { kind: 'paragraph', text: t.validity },
          { kind: 'paragraph', text: t.ignore },
        ],
      };
    }
    case 'claim_created': {
      const p = message.params;
      const t = copy.claimCreated;
      const expires = formatTime(p.expiresAt, copy);
      const blocks: TBlock[] = [
        { kind: 'paragraph', text: copy.greeting },
        { kind: 'paragraph', text: t.intro(site, p.claimId, expires) },
        { kind: 'paragraph', text: t.howToPay(amountOf(p.from), expires) },
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
      if (p.toRequisites.length)
        blocks.push({ kind: 'table', title: t.toRequisitesTitle, rows: p.toRequisites });
      blocks.push({ kind: 'paragraph', text: t.notYou }, { kind: 'paragraph', text: copy.claim.support });
      return {
        subject: t.subject(p.claimId, amountOf(p.from), amountOf(p.to)),
        title: t.title,
        blocks,
      };
    }
    case 'contact_message': {
      const p = message.params;
      const t = copy.contactMessage;
      return {
        subject: t.subject(p.reference, p.subject),
        title: t.title,
        blocks: [
          { kind: 'paragraph', text: t.intro(site) },
          {
            kind: 'table',
            title: '',
            rows: [
              { label: t.reference, value: p.reference },
              { label: t.from, value: p.name },
              { label: t.email, value: p.email },
              { label: t.claim, value: p.claimId ?? t.none },
              { label: t.topic, value: p.subject },
            ],
          },
          { kind: 'paragraph', text: `${t.textTitle}:` },
          { kind: 'note', text: p.message },
          { kind: 'button', label: t.button, href: p.link },
          { kind: 'paragraph', text: t.reply },
        ],
      };
    }
    case 'claim_status': {
      const p = message.params;
      const status = copy.statuses[p.status];
      return {
        subject: copy.claimStatus.subject(p.claimId, status.name),
        title: status.title,
        blocks: [
          { kind: 'paragraph', text: copy.greeting },
          { kind: 'paragraph', text: copy.claimStatus.intro(p.claimId) },
          {
            kind: 'table',
            title: '',
            rows: [
              { label: copy.claim.number, value: p.claimId },
              { label: copy.claimStatus.newStatus, value: status.name },
            ],
          },
          { kind: 'paragraph', text: status.text },
          { kind: 'button', label: copy.claim.button, href: p.link },
          { kind: 'paragraph', text: copy.claim.support },
        ],
      };
    }
  }
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const isWebLink = (href: string) => /^https?:\/\//i.test(href);

/** Escaped, with line breaks kept. */
const html = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function printText(d: TDraft, copy: TCopy, site: string): string {
  const parts = [d.title];
  for (const block of d.blocks) {
    switch (block.kind) {
      case 'paragraph':
      case 'note':
        parts.push(block.text);
        break;
      case 'button':
        parts.push(`${block.label}:\n${block.href}`);
        break;
      case 'table': {
        const rows = block.rows.map((r) => `${r.label}: ${r.value}`);
        parts.push((block.title ? [block.title, ...rows] : rows).join('\n'));
        break;
      }
    }
  }
  parts.push(copy.signature(site), copy.automatic);
  return `${parts.join('\n\n')}\n`;
}

const S = {
  body: 'margin:0;padding:0;background-color:#f3f4f6;',
  outer: 'width:100%;background-color:#f3f4f6;',
  card:
    'width:100%;max-width:600px;background-color:#ffffff;border-radius:8px;' +
    'font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;',
  brand: 'margin:0 0 20px;font-size:14px;font-weight:bold;color:#6b7280;letter-spacing:0.5px;',
  h1: 'margin:0 0 16px;font-size:22px;line-height:1.3;color:#111827;',
  h2: 'margin:24px 0 8px;font-size:16px;line-height:1.3;color:#111827;',
  p: 'margin:0 0 16px;',
  note: 'margin:0 0 16px;padding:10px 14px;background-color:#fff7e6;border-left:4px solid #f59e0b;',
  button:
    'display:inline-block;padding:12px 24px;background-color:#2563eb;color:#ffffff;' +
    'text-decoration:none;border-radius:6px;font-weight:bold;',
  hint: 'margin:0 0 16px;font-size:13px;color:#6b7280;word-break:break-all;',
  table: 'width:100%;border-collapse:collapse;margin:0 0 16px;',
  label: 'padding:6px 12px 6px 0;border-bottom:1px solid #e5e7eb;color:#6b7280;vertical-align:top;width:40%;',
  value:
    'padding:6px 0;border-bottom:1px solid #e5e7eb;color:#111827;font-weight:bold;vertical-align:top;' +
    'word-break:break-all;',
  footer: 'margin:24px 0 0;padding-top:16px;border-top:1px solid #e5e7eb;font-size:13px;color:#6b7280;',
} as const;

function printHtml(d: TDraft, copy: TCopy, site: string, locale: TLocale, subject: string): string {
  const parts: string[] = [
    `<p style="${S.brand}">${html(site)}</p>`,
    `<h1 style="${S.h1}">${html(d.title)}</h1>`,
  ];
  for (const block of d.blocks) {
    switch (block.kind) {
      case 'paragraph':
        parts.push(`<p style="${S.p}">${html(block.text)}</p>`);
        break;
      case 'note':
        parts.push(`<p style="${S.note}">${html(block.text)}</p>`);
        break;
      case 'button':
        if (isWebLink(block.href)) {
          const href = escapeHtml(block.href);
          parts.push(
            `<p style="${S.p}"><a href="${href}" style="${S.button}">${html(block.label)}</a></p>`,
            `<p style="${S.hint}">${html(copy.linkHint)}<br><a href="${href}" style="color:#2563eb;">${href}</a></p>`,
          );
        } else {
          parts.push(`<p style="${S.p}">${html(block.label)}: ${html(block.href)}</p>`);
        }
        break;
      case 'table': {
        if (block.title) parts.push(`<h2 style="${S.h2}">${html(block.title)}</h2>`);
        const rows = block.rows
          .map(
            (r) =>
              `<tr><td style="${S.label}">${html(r.label)}</td><td style="${S.value}">${html(r.value)}</td></tr>`,
          )
          .join('');
        parts.push(
          `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="${S.table}">${rows}</table>`,
        );
        break;
      }
    }
  }
  parts.push(`<p style="${S.footer}">${html(copy.signature(site))}<br><br>${html(copy.automatic)}</p>`);
  return (
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${html(subject)}</title></head><body style="${S.body}">` +
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="${S.outer}"><tr>` +
    '<td align="center" style="padding:24px 12px;">' +
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="${S.card}"><tr>` +
    `<td style="padding:28px 32px;">${parts.join('')}</td></tr></table></td></tr></table></body></html>`
  );
}

/** Renders a message in `locale`. */
export function renderMail(message: TMailMessage, locale: TLocale, site: TMailSite): TRenderedMail {
  const copy = COPY[locale];
  const d = draft(message, copy, site.siteName);
  // One line, whatever a parameter contains: a subject is a header.
  const subject = d.subject.replace(/\s+/g, ' ').trim();
  return {
    subject,
    text: printText(d, copy, site.siteName),
    html: printHtml(d, copy, site.siteName, locale, subject),
  };
}
