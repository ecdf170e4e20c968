import { describe, expect, it } from 'vitest';
import { contactProblems, type TContactValues } from './validation';

const valid: TContactValues = {
  name: 'Иван',
  email: 'ivan@example.com',
  claimId: '',
  subject: 'Вопрос',
  message: 'Когда придут деньги по заявке?',
};

describe('contactProblems', () => {
  it('accepts a filled form, with or without a claim number', () => {
    const none = { name: null, email: null, claimId: null, subject: null, message: null };
    expect(contactProblems(valid)).toEqual(none);
    expect(contactProblems({ ...valid, claimId: ' 1B4E28BA-2FA1-41D2-883F-0016D3CCA427 ' })).toEqual(none);
  });

  it('mirrors the server: required fields, e-mail, claim number and lengths', () => {
    expect(
      contactProblems({ name: ' ', email: 'ivan@', claimId: '12345', subject: '', message: 'short' }),
    ).toEqual({
      name: 'contacts.error.required',
      email: 'contacts.error.email',
      claimId: 'contacts.error.claimId',
      subject: 'contacts.error.required',
      message: 'contacts.error.messageShort',
    });
    expect(
      contactProblems({
        ...valid,
        name: 'x'.repeat(101),
        subject: 'x'.repeat(201),
        message: 'x'.repeat(5001),
      }),
    ).toMatchObject({
      name: 'contacts.error.nameLong',
      subject: 'contacts.error.subjectLong',
      message: 'contacts.error.messageLong',
    });
  });
});
