import { describe, expect, it } from 'vitest';
import { adminCurrencyDetail } from '@/test/fixtures/admin';
import {
  currencyChanges,
  currencyDraft,
  hasInput,
  moveItem,
  newField,
  newPayinField,
  type TCurrencyDraft,
} from './currency-form';

describe('currency form', () => {
  const saved = adminCurrencyDetail();

  it('sends nothing for an untouched currency, nor for spaces the server would trim', () => {
    expect(currencyChanges(saved, currencyDraft(saved))).toEqual({
      change: {},
      problems: {},
      isDirty: false,
    });
    const draft = currencyDraft(saved);
    const spaced: TCurrencyDraft = {
      ...draft,
      names: { ru: ' Биткоин ', en: 'Bitcoin ' },
      precision: ' 8',
      payin: { ...draft.payin, fields: draft.payin.fields.map((f) => ({ ...f, value: ` ${f.value}\n` })) },
    };
    expect(currencyChanges(saved, spaced).isDirty).toBe(false);
  });

  it('sends only the parts that changed, whole and without the form’s keys', () => {
    const draft = currencyDraft(saved);
    const [wallet, fromWallet] = draft.fields;
    const edited: TCurrencyDraft = {
      ...draft,
      precision: '6',
      fields: [
        fromWallet!,
        { ...wallet!, receive: { ...wallet!.receive, header: { ru: 'Кошелёк', en: ' Wallet ' } } },
      ],
    };
    const { change, problems } = currencyChanges(saved, edited);
    expect(problems).toEqual({});
    expect(Object.keys(change).sort()).toEqual(['fields', 'precision']);
    expect(change.precision).toBe(6);
    expect(change.fields!.map((f) => f.name)).toEqual(['fromWallet', 'wallet']);
    expect(change.fields![1]!.receive.header).toEqual({ ru: 'Кошелёк', en: 'Wallet' });
    expect(change.fields![0]).not.toHaveProperty('key');
  });

  it('names what cannot be sent as the API names its fields, in the parts that changed', () => {
    const draft = currencyDraft(saved);
    const edited: TCurrencyDraft = {
      ...draft,
      names: { ru: 'Биткоин', en: ' ' },
      precision: '19',
      fields: [
        ...draft.fields,
        { ...newField(), name: 'wallet' },
        { ...newField(), name: '1st', onReceive: false },
      ],
      payin: { ...draft.payin, fields: [...draft.payin.fields, newPayinField()] },
    };
    const { problems, isDirty } = currencyChanges(saved, edited);
    expect(isDirty).toBe(true);
    expect(problems).toEqual({
      'names.en': 'admin.currency.nameRequired',
      precision: 'admin.currency.precisionInvalid',
      'fields.2.name': 'admin.currency.fieldNameTaken',
      'fields.3.name': 'admin.currency.fieldNameInvalid',
      'fields.3.onSend': 'admin.currency.fieldSideRequired',
      'payin.fields.1.name': 'admin.currency.payinNameRequired',
      'payin.fields.1.value': 'admin.currency.payinValueRequired',
    });
  });

  it('moves an item one place and keeps the list as it is at its ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('knows which of the server’s field names the form shows', () => {
    const draft = currencyDraft(saved);
    expect(hasInput(draft, 'fields.1.name')).toBe(true);
    expect(hasInput(draft, 'fields.1.receive.placeholder.en')).toBe(true);
    expect(hasInput(draft, 'fields.2.name')).toBe(false);
    expect(hasInput(draft, 'payin.fields.0.value')).toBe(true);
    expect(hasInput(draft, 'payin.memo.en')).toBe(true);
    expect(hasInput(draft, 'names.en')).toBe(true);
    expect(hasInput(draft, 'active')).toBe(false);
  });
});
