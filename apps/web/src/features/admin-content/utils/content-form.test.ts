import { describe, expect, it } from 'vitest';
import { adminContent } from '@/test/fixtures/admin';
import { contentCreate, contentProblems, contentUpdate, contentValues, EMPTY_CONTENT } from './content-form';

describe('content form', () => {
  const item = adminContent();

  it('sends nothing for an untouched item', () => {
    expect(contentUpdate(item, contentValues(item))).toEqual({});
  });

  it('sends only what changed, the draft whole, titles trimmed and the address in lower case', () => {
    const values = { ...contentValues(item), slug: ' USDT-News ', 'draft.en.title': ' New directions! ' };
    expect(contentUpdate(item, values)).toEqual({
      slug: 'usdt-news',
      draft: { ru: item.draft.ru, en: { ...item.draft.en, title: 'New directions!' } },
    });
    // A FAQ group is a FAQ entry's only.
    expect(contentUpdate(item, { ...contentValues(item), groupKey: 'payments' })).toEqual({});
  });

  it('creates without an address when a FAQ entry has none', () => {
    expect(contentCreate('faq', { ...EMPTY_CONTENT, groupKey: ' payments ', sort: '-5' })).toEqual({
      kind: 'faq',
      groupKey: 'payments',
      sort: -5,
      draft: {
        ru: { title: '', summary: '', body: '' },
        en: { title: '', summary: '', body: '' },
      },
    });
  });

  it('wants a whole order', () => {
    expect(contentProblems({ ...EMPTY_CONTENT, sort: '1.5' })).toEqual({ sort: 'admin.content.sortInvalid' });
    expect(contentProblems({ ...EMPTY_CONTENT, sort: '2000000' })).toEqual({
      sort: 'admin.content.sortInvalid',
    });
    expect(contentProblems({ ...EMPTY_CONTENT, sort: ' 10 ' })).toEqual({});
  });
});
