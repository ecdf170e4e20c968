import type { TFaq } from '@exchanger/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { FaqView } from './faq-view';

const item = (id: number, slug: string, question: string, answer: string) => ({
  id,
  slug,
  question,
  html: `<p>${answer}</p>`,
});

const FAQ_RU: TFaq = [
  {
    group: 'Как проходит обмен',
    items: [
      item(1, 'how-long', 'Сколько времени занимает обмен?', 'Большинство заявок выполняется за 5–30 минут.'),
      item(2, 'rate-fixed', 'Курс фиксируется?', 'Да, на время действия заявки.'),
    ],
  },
  {
    group: 'Верификация и AML',
    items: [
      item(3, 'card-photo', 'Зачем вы просите фото карты?', 'Так мы убеждаемся, что платите вы сами.'),
      item(4, 'third-party-card', 'Можно заплатить с карты друга?', 'Нет, только со своей.'),
    ],
  },
];

const FAQ_EN: TFaq = [
  {
    group: 'How an exchange works',
    items: [item(1, 'how-long', 'How long does an exchange take?', 'Most claims take 5–30 minutes.')],
  },
];

// jsdom does not scroll; a test that needs it puts a spy here.
const scrollIntoView = Element.prototype.scrollIntoView;

afterEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderFaq(path = '/faq', locale: 'ru' | 'en' = 'ru') {
  const api = createFakeApi({
    'GET /api/v1/content/faq/': (call) => (call.locale === 'en' ? FAQ_EN : FAQ_RU),
  });
  api.install();
  const user = userEvent.setup();
  renderWithProviders(<FaqView contactsHref="/contacts" />, { locale, path });
  return { api, user };
}

const questions = () =>
  screen.getAllByTestId('faq-item').map((el) => el.querySelector('summary')?.textContent);

describe('FaqView', () => {
  it('shows every topic with its questions closed, and the number of questions', async () => {
    renderFaq();
    expect(await screen.findAllByTestId('faq-group')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Верификация и AML' })).toBeTruthy();
    expect(questions()).toHaveLength(4);
    expect(screen.getAllByTestId('faq-item').every((el) => !(el as HTMLDetailsElement).open)).toBe(true);
    expect(screen.getByTestId('faq-count').textContent).toBe('Вопросов: 4');
    expect(screen.getByRole('navigation', { name: 'Темы вопросов' })).toBeTruthy();
  });

  it('narrows the list as one types, across questions and answers, opening the matches', async () => {
    const { user } = renderFaq();
    const search = await screen.findByRole('searchbox', { name: 'Поиск по вопросам' });
    await user.type(search, 'карту');
    expect(questions()).toEqual(['Зачем вы просите фото карты?', 'Можно заплатить с карты друга?']);
    expect(screen.getByTestId('faq-count').textContent).toBe('Найдено: 2 из 4');
    expect(screen.getAllByTestId('faq-group')).toHaveLength(1);
    expect(screen.getAllByTestId('faq-item').every((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(screen.getAllByText('карт', { selector: 'mark' })).toHaveLength(2);

    await user.clear(search);
    await user.type(search, 'платите сами');
    expect(questions()).toEqual(['Зачем вы просите фото карты?']);
    const answer = screen.getByTestId('faq-item').querySelector('.prose');
    expect(answer?.textContent).toBe('Так мы убеждаемся, что платите вы сами.');
    expect([...answer!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['платит', 'сами']);
  });

  it('says when nothing is found, points to support and clears the search', async () => {
    const { user } = renderFaq();
    await user.type(await screen.findByTestId('faq-search'), 'биржа');
    const nothing = screen.getByTestId('faq-nothing');
    expect(nothing.textContent).toContain('По запросу «биржа» ничего не нашлось.');
    expect(
      within(nothing).getByRole('link', { name: 'Задать вопрос в поддержку' }).getAttribute('href'),
    ).toBe('/contacts');
    expect(screen.getByTestId('faq-count').textContent).toBe('Найдено: 0 из 4');
    await user.click(within(nothing).getByRole('button', { name: 'Сбросить поиск' }));
    expect(questions()).toHaveLength(4);
    expect(screen.getByTestId<HTMLInputElement>('faq-search').value).toBe('');
  });

  it('opens the question of the address’s #anchor, and lets the visitor close and reopen questions', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const { user } = renderFaq('/faq#card-photo');
    const target = (await screen.findAllByTestId('faq-item')).find((el) => el.id === 'card-photo');
    expect((target as HTMLDetailsElement).open).toBe(true);
    expect(scroll).toHaveBeenCalled();
    expect(within(target!).getByRole('link', { name: 'Ссылка на этот вопрос' }).getAttribute('href')).toBe(
      '#card-photo',
    );
    const other = screen.getAllByTestId('faq-item').find((el) => el.id === 'how-long')!;
    await user.click(other.querySelector('summary')!);
    expect((other as HTMLDetailsElement).open).toBe(true);
    await user.click(target!.querySelector('summary')!);
    expect((target as HTMLDetailsElement).open).toBe(false);
  });

  it('reads the FAQ in English on the English site', async () => {
    const { api, user } = renderFaq('/en/faq', 'en');
    expect(await screen.findByRole('heading', { level: 2, name: 'How an exchange works' })).toBeTruthy();
    expect(api.callsTo('/api/v1/content/faq/')[0]?.locale).toBe('en');
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'minutes');
    expect(screen.getByTestId('faq-count').textContent).toBe('Found: 1 of 1');
  });

  it('offers a retry when the FAQ cannot be loaded', async () => {
    let fail = true;
    const api = createFakeApi({
      'GET /api/v1/content/faq/': () => (fail ? apiError(500, 'internal_error', 'boom') : FAQ_RU),
    });
    api.install();
    const user = userEvent.setup();
    renderWithProviders(<FaqView contactsHref="/contacts" />);
    const error = await screen.findByTestId('faq-error');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findAllByTestId('faq-item')).toHaveLength(4);
  });
});
