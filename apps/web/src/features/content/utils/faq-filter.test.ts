import type { TFaq } from '@exchanger/core';
import { describe, expect, it } from 'vitest';
import {
  filterFaq,
  highlightHtml,
  highlightParts,
  htmlToText,
  indexFaq,
  queryTerms,
  stem,
} from './faq-filter';

const FAQ: TFaq = [
  {
    group: 'Оплата и статусы заявки',
    items: [
      {
        id: 1,
        slug: 'refund',
        question: 'Как делается возврат?',
        html: '<p>Возврат отправляется на те реквизиты, с которых пришла оплата, за вычетом комиссии сети.</p>',
      },
      {
        id: 2,
        slug: 'cancel',
        question: 'Можно ли отменить заявку?',
        html: '<p>Да, пока заявка <strong>ожидает оплаты</strong> &amp; не оплачена.</p>',
      },
    ],
  },
  {
    group: 'Верификация и AML',
    items: [
      {
        id: 3,
        slug: 'card-photo',
        question: 'Зачем вы просите фото карты?',
        html: '<p>Так мы убеждаемся, что платите вы сами, а не мошенник с украденной картой.</p>',
      },
      {
        id: 4,
        slug: 'aml',
        question: 'Почему заявку отправили на проверку AML?',
        html: '<p>Если проверка адреса показала связь с рисковыми источниками, подробности в <a href="/aml">политике</a>.</p>',
      },
    ],
  },
];

const index = indexFaq(FAQ);
const slugs = (query: string) => filterFaq(index, query).groups.flatMap((g) => g.items.map((i) => i.slug));

describe('the FAQ search', () => {
  it('shows everything, grouped, for an empty or blank query', () => {
    expect(filterFaq(index, '')).toMatchObject({ count: 4, total: 4 });
    expect(filterFaq(index, '   ').groups.map((g) => g.group)).toEqual([
      'Оплата и статусы заявки',
      'Верификация и AML',
    ]);
  });

  it('finds words in the answers as well as the questions, keeping the groups', () => {
    expect(slugs('мошенник')).toEqual(['card-photo']);
    expect(slugs('реквизиты')).toEqual(['refund']);
    const result = filterFaq(index, 'заявку');
    expect(result.count).toBe(2);
    expect(result.groups.map((g) => g.group)).toEqual(['Оплата и статусы заявки', 'Верификация и AML']);
  });

  it('needs every word of the query, in any order and case', () => {
    expect(slugs('КОМИССИИ возврат')).toEqual(['refund']);
    expect(slugs('возврат мошенник')).toEqual([]);
    expect(filterFaq(index, 'возврат мошенник')).toMatchObject({ count: 0, total: 4, groups: [] });
  });

  it('matches other forms of a word and treats ё as е', () => {
    expect(slugs('карту')).toEqual(['card-photo']);
    expect(slugs('оплата')).toEqual(['refund', 'cancel']);
    expect(slugs('отменённый')).toEqual([]);
    expect(slugs('отмен')).toEqual(['cancel']);
    expect(queryTerms('Ёжики, refunds!')).toEqual(['ежик', 'refund']);
  });

  it('searches the text of the answer, not its markup', () => {
    expect(slugs('strong')).toEqual([]);
    expect(slugs('href')).toEqual([]);
    expect(slugs('политике')).toEqual(['aml']);
    expect(htmlToText('<p>a &amp; b&nbsp;c &#8212; &#x41;</p>')).toBe('a & b c — A');
  });

  it('keeps short words whole and never stems below three letters', () => {
    expect(stem('aml')).toBe('aml');
    expect(stem('фото')).toBe('фото');
    expect(stem('заявки')).toBe('заявк');
    expect(stem('fees')).toBe('fees');
    expect(stem('reserves')).toBe('reserv');
  });

  it('cuts a question into the parts to highlight', () => {
    expect(highlightParts('Зачем вы просите фото карты?', queryTerms('карту фото'))).toEqual([
      { text: 'Зачем вы просите ', isMatch: false },
      { text: 'фото', isMatch: true },
      { text: ' ', isMatch: false },
      { text: 'карт', isMatch: true },
      { text: 'ы?', isMatch: false },
    ]);
    expect(highlightParts('Ёлка', ['елк'])).toEqual([
      { text: 'Ёлк', isMatch: true },
      { text: 'а', isMatch: false },
    ]);
    expect(highlightParts('abc', [])).toEqual([{ text: 'abc', isMatch: false }]);
  });

  it('marks the matches in an answer’s text, never inside its markup or entities', () => {
    const html = '<p>Карта &amp; <a href="/rules/карта">правила карты</a> &lt;карт&gt;</p>';
    expect(highlightHtml(html, queryTerms('карту'))).toBe(
      '<p><mark>Карт</mark>а &amp; <a href="/rules/карта">правила <mark>карт</mark>ы</a> &lt;<mark>карт</mark>&gt;</p>',
    );
    expect(highlightHtml('<p>a &amp; b</p>', ['amp'])).toBe('<p>a &amp; b</p>');
    expect(highlightHtml(html, [])).toBe(html);
    expect(htmlToText('&#99999999; &#x41;')).toBe('&#99999999; A');
  });
});
