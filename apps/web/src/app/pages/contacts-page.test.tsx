/**
 * `/contacts` inside the whole app: the published text and the channels of the server, the form
 * checked as the server checks it, the button waiting while it sends, the reference number once
 * sent, and the server's refusals under their fields or above the button, in Russian and English.
 */
import { EMPTY_ABOUT, type TAboutExchanger, type TContactMessageCreate } from '@exchanger/core';
import { within } from '@testing-library/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '@/test/field-error';
import { apiError, type TFakeCall, type TFakeHandler } from '@/test/fake-api';
import { testUser } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const CLAIM = '5b1e0c2a-7d4f-4c3b-9a1e-2f6d8c0b4a11';

const ROUTES: Record<string, TFakeHandler> = {
  'GET /api/v1/content/pages/contacts/': (call) => ({
    key: 'contacts',
    title: call.locale === 'en' ? 'Contacts' : 'Контакты',
    html: call.locale === 'en' ? '<p>We work around the clock.</p>' : '<p>Работаем круглосуточно.</p>',
    updatedAt: '2026-03-01T10:00:00.000Z',
  }),
  'GET /api/v1/contacts/': () => ({
    email: 'help@exchanger.example',
    telegram: 'exchanger_help',
    phone: null,
    about: EMPTY_ABOUT,
  }),
};

const ABOUT: TAboutExchanger = {
  legalName: { ru: 'ООО «Обменник»', en: 'Obmennik LLC' },
  jurisdiction: { ru: 'Республика Казахстан', en: 'Republic of Kazakhstan' },
  // Only in Russian: the English page shows it as it is.
  address: { ru: 'Алматы, пр. Абая, 1', en: '' },
  hours: {
    alwaysOpen: false,
    timeZone: 'Asia/Almaty',
    days: [1, 2, 3, 4, 5],
    opens: '09:00',
    closes: '21:00',
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const input = screen.getByTestId(`contact-${name}`);
    await user.clear(input);
    await user.type(input, value);
  }
}

describe('the contacts page', () => {
  it('shows the published text and the channels, and keeps the robots’ field out of sight', async () => {
    renderApp('/contacts', { routes: ROUTES });
    // The first page of a file also loads the page's chunk.
    expect((await screen.findByTestId('contacts-text', {}, { timeout: 10_000 })).textContent).toBe(
      'Работаем круглосуточно.',
    );
    const email = await screen.findByRole('link', { name: 'help@exchanger.example' });
    expect(email.getAttribute('href')).toBe('mailto:help@exchanger.example');
    expect(screen.getByRole('link', { name: '@exchanger_help' }).getAttribute('href')).toBe(
      'https://t.me/exchanger_help',
    );
    expect(screen.queryByTestId('contact-channel-phone')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Оставьте это поле пустым' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Написать операторам' })).toBeTruthy();
  });

  it('shows "About the exchanger" on the page and in the footer, in Russian and in English', async () => {
    const routes = {
      ...ROUTES,
      'GET /api/v1/contacts/': () => ({ email: null, telegram: null, phone: null, about: ABOUT }),
    };
    const ru = renderApp('/contacts', { routes });
    const block = await screen.findByTestId('about-exchanger', {}, { timeout: 10_000 });
    expect(within(block).getByRole('heading', { level: 2 }).textContent).toBe('Об обменнике');
    expect(within(block).getByTestId('about-legalName').textContent).toBe('Юридическое лицоООО «Обменник»');
    expect(within(block).getByTestId('about-address').textContent).toBe('АдресАлматы, пр. Абая, 1');
    expect(within(block).getByTestId('about-hours').textContent).toBe(
      'Часы работыПн–Пт, 09:00–21:00 (Asia/Almaty)',
    );
    expect(screen.getByTestId('footer-about').textContent).toBe(
      'ООО «Обменник», Республика КазахстанПн–Пт, 09:00–21:00 (Asia/Almaty)',
    );
    ru.unmount();

    renderApp('/en/contacts', { routes });
    const en = await screen.findByTestId('about-exchanger');
    expect(within(en).getByRole('heading', { level: 2 }).textContent).toBe('About the exchanger');
    expect(within(en).getByTestId('about-jurisdiction').textContent).toBe(
      'JurisdictionRepublic of Kazakhstan',
    );
    expect(within(en).getByTestId('about-address').textContent).toBe('AddressАлматы, пр. Абая, 1');
    expect(screen.getByTestId('footer-about').textContent).toBe(
      'Obmennik LLC, Republic of KazakhstanMon–Fri, 09:00–21:00 (Asia/Almaty)',
    );
  });

  it('says plainly that the form is the way when there is no channel and no chat, and shows no empty block', async () => {
    renderApp('/en/contacts', {
      routes: {
        ...ROUTES,
        'GET /api/v1/contacts/': () => ({ email: null, telegram: null, phone: null, about: EMPTY_ABOUT }),
      },
    });
    const only = await screen.findByTestId('contact-form-only', {}, { timeout: 10_000 });
    expect(only.textContent).toContain('with the form on this page');
    expect(screen.queryByTestId('contact-channels')).toBeNull();
    expect(screen.queryByTestId('about-exchanger')).toBeNull();
    expect(screen.queryByTestId('footer-about')).toBeNull();
    expect(document.body.textContent).not.toMatch(/live chat|chat button/i);
  });

  it('says what is wrong before sending anything, as the server would', async () => {
    const { api } = renderApp('/contacts', { routes: ROUTES });
    const user = userEvent.setup();
    await screen.findByTestId('contact-form');
    await fill(user, { email: 'ivan@', claimId: '12345', message: 'Коротко' });
    await user.click(screen.getByTestId('contact-submit'));
    expect(errorOf(screen.getByTestId('contact-name'))).toBe('Заполните это поле');
    expect(errorOf(screen.getByTestId('contact-email'))).toBe('Это не похоже на адрес e-mail');
    expect(errorOf(screen.getByTestId('contact-claimId'))).toContain('Номер заявки выглядит так');
    expect(errorOf(screen.getByTestId('contact-subject'))).toBe('Заполните это поле');
    expect(errorOf(screen.getByTestId('contact-message'))).toBe(
      'Опишите вопрос подробнее — хотя бы 10 символов',
    );
    expect(api.callsTo('/api/v1/contacts/').filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('waits while sending, then gives the reference number; a signed-in e-mail and ?claim= are filled in', async () => {
    let release: () => void = () => undefined;
    const sent: TContactMessageCreate[] = [];
    const { api } = renderApp(`/contacts?claim=${CLAIM.toUpperCase()}`, {
      user: testUser({ email: 'ivan@example.com' }),
      routes: {
        ...ROUTES,
        'POST /api/v1/contacts/': async (call: TFakeCall) => {
          sent.push(call.body as TContactMessageCreate);
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return Response.json(
            { reference: 'K7F3-9QX2', createdAt: '2026-03-01T10:00:00.000Z' },
            { status: 201 },
          );
        },
      },
    });
    const user = userEvent.setup();
    await waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>('contact-email').value).toBe('ivan@example.com'),
    );
    expect(screen.getByTestId<HTMLInputElement>('contact-claimId').value).toBe(CLAIM);
    await fill(user, {
      name: 'Иван',
      subject: 'Где деньги?',
      message: 'Оплатил час назад, статус не меняется.',
    });
    await user.click(screen.getByTestId('contact-submit'));
    const button = screen.getByTestId<HTMLButtonElement>('contact-submit');
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.textContent).toBe('Отправляем…');
    release();
    expect((await screen.findByTestId('contact-reference')).textContent).toBe('K7F3-9QX2');
    expect(screen.getByTestId('contact-sent').textContent).toContain('Операторы ответят на ivan@example.com');
    expect(sent).toEqual([
      {
        name: 'Иван',
        email: 'ivan@example.com',
        claimId: CLAIM,
        subject: 'Где деньги?',
        message: 'Оплатил час назад, статус не меняется.',
        locale: 'ru',
      },
    ]);
    expect(api.callsTo('/api/v1/contacts/').at(-1)?.locale).toBe('ru');

    // Another message keeps who writes, not what was written.
    await user.click(screen.getByTestId('contact-again'));
    expect(screen.getByTestId<HTMLInputElement>('contact-name').value).toBe('Иван');
    expect(screen.getByTestId<HTMLInputElement>('contact-subject').value).toBe('');
  });

  it('puts the server’s refusals under their fields, and a rate limit above the button (English)', async () => {
    let answer: Response = apiError(400, 'validation_error', 'Please check the data you entered.', {
      claimId: ['There is no claim with this number. Check it or leave the field empty.'],
    });
    renderApp('/en/contacts', {
      routes: { ...ROUTES, 'POST /api/v1/contacts/': () => answer },
    });
    const user = userEvent.setup();
    expect((await screen.findByTestId('contacts-text')).textContent).toBe('We work around the clock.');
    await fill(user, {
      name: 'John',
      email: 'john@example.com',
      claimId: CLAIM,
      subject: 'Refund',
      message: 'Please refund my payment.',
    });
    await user.click(screen.getByTestId('contact-submit'));
    await waitFor(() =>
      expect(errorOf(screen.getByTestId('contact-claimId'))).toBe(
        'There is no claim with this number. Check it or leave the field empty.',
      ),
    );
    // Editing the field clears the server's words.
    await user.clear(screen.getByTestId('contact-claimId'));
    expect(errorOf(screen.getByTestId('contact-claimId'))).toBeNull();

    answer = apiError(429, 'rate_limited', 'Too many requests. Try again later.');
    await user.click(screen.getByTestId('contact-submit'));
    expect((await screen.findByTestId('contact-error')).textContent).toBe(
      'Too many requests. Try again later.',
    );
    expect(screen.getByTestId<HTMLButtonElement>('contact-submit').disabled).toBe(false);
  });
});
