/**
 * The form that reaches the operators: name, e-mail for the answer, the claim it is about (if
 * any), subject and message, checked as the server checks them. Sending, the button waits; sent,
 * the visitor gets the reference number to quote; refused, the server's words go under the fields
 * (or above the button: too many messages, no connection).
 */
import { CONTACT_LIMITS, type TContactMessageCreated } from '@exchanger/core';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Alert, Button, CopyButton, TextAreaField, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useSendContactMessage } from '../api/send-contact-message';
import { useContactForm } from '../hooks/use-contact-form';
import { useT } from '@/lib/i18n/contacts';
import './contacts.css';

export interface TContactFormProps {
  /** Prefilled: the signed-in visitor's e-mail. */
  email?: string;
  /** Prefilled: the claim the visitor came from (`/contacts?claim=…`). */
  claimId?: string;
}

function Sent({
  sent,
  email,
  onAgain,
}: {
  sent: TContactMessageCreated;
  email: string;
  onAgain: () => void;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  // The form was taller than what replaces it: bring the outcome into view, and to screen readers.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // jsdom has no scrollIntoView.
    if (typeof element.scrollIntoView === 'function')
      element.scrollIntoView({ block: 'start', behavior: 'smooth' });
    element.focus({ preventScroll: true });
  }, []);
  return (
    <div className="contact-sent" data-testid="contact-sent" ref={box} tabIndex={-1}>
      <Alert tone="success" title={t('contacts.sent.title')}>
        <p>{t('contacts.sent.text', { email })}</p>
      </Alert>
      <div className="contact-sent__reference">
        <span className="muted">{t('contacts.sent.reference')}</span>
        <span className="contact-sent__number" data-testid="contact-reference">
          {sent.reference}
        </span>
        <CopyButton value={sent.reference} label={t('contacts.sent.reference')} />
      </div>
      <div>
        <Button color="gray" onClick={onAgain} data-testid="contact-again">
          {t('contacts.sent.again')}
        </Button>
      </div>
    </div>
  );
}

/** The form in its card, with its heading. */
export function ContactForm(props: TContactFormProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="contact-card card" aria-labelledby={titleId}>
      <div className="contact-card__head">
        <h2 id={titleId} className="contacts-heading">
          {t('contacts.form.title')}
        </h2>
        <p className="muted">{t('contacts.form.lead')}</p>
      </div>
      <ContactFormBody {...props} />
    </section>
  );
}

function ContactFormBody({ email = '', claimId = '' }: TContactFormProps) {
  const t = useT();
  const locale = useLocale();
  const trapId = useId();
  const send = useSendContactMessage(locale);
  const form = useContactForm({ name: '', email, claimId, subject: '', message: '' });
  // Robots fill every input they find; people never see this one.
  const [trap, setTrap] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<{ result: TContactMessageCreated; email: string } | null>(null);
  const { values } = form;

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setAlert(null);
    if (send.isPending) return;
    if (!form.check()) {
      // The first field to fix gets the focus once its message is shown.
      const element = event.currentTarget;
      requestAnimationFrame(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    send.mutate(
      { ...values, locale, ...(trap ? { website: trap } : {}) },
      {
        onSuccess: (result) => setSent({ result, email: values.email.trim() }),
        onError: (error) => {
          if (!isApiError(error) || error.status === 0 || error.status >= 500) {
            setAlert(t('contacts.error.failed'));
            return;
          }
          const rest = form.refuse(error.fields);
          const placed = Object.keys(error.fields).length > rest.length;
          setAlert(rest.length ? rest.join(' ') : placed ? null : error.detail || t('contacts.error.failed'));
        },
      },
    );
  };

  if (sent) {
    return (
      <Sent
        sent={sent.result}
        email={sent.email}
        onAgain={() => {
          form.restart();
          setSent(null);
        }}
      />
    );
  }

  const field = (name: 'name' | 'email' | 'claimId' | 'subject') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
    onBlur: () => form.leave(name),
    error: form.error(name),
    testId: `contact-${name}`,
  });

  return (
    <form className="contact-form" noValidate onSubmit={onSubmit} data-testid="contact-form">
      <div className="contact-form__row">
        <TextField label={t('contacts.form.name')} autoComplete="name" {...field('name')} />
        <TextField
          label={t('contacts.form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          {...field('email')}
        />
      </div>
      <TextField
        label={t('contacts.form.claimId')}
        hint={t('contacts.form.claimIdHint')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        {...field('claimId')}
      />
      <TextField label={t('contacts.form.subject')} {...field('subject')} />
      <TextAreaField
        label={t('contacts.form.message')}
        rows={7}
        value={values.message}
        onChange={(event) => form.set('message', event.target.value)}
        onBlur={() => form.leave('message')}
        error={form.error('message')}
        hint={t('contacts.form.counter', {
          count: values.message.trim().length,
          max: CONTACT_LIMITS.message,
        })}
        testId="contact-message"
      />
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={trapId}>{t('contacts.form.trap')}</label>
        <input
          id={trapId}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={trap}
          onChange={(event) => setTrap(event.target.value)}
        />
      </div>
      {alert ? (
        <Alert tone="error" testId="contact-error">
          <p>{alert}</p>
        </Alert>
      ) : null}
      <div className="contact-form__submit">
        <Button
          type="submit"
          color="green"
          size="large"
          disabled={send.isPending}
          data-testid="contact-submit"
        >
          {send.isPending ? t('contacts.form.sending') : t('contacts.form.submit')}
        </Button>
        <p className="muted contact-form__privacy">{t('contacts.form.privacy')}</p>
      </div>
    </form>
  );
}
