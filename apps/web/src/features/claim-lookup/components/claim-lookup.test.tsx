import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi } from '@/test/fake-api';
import { errorOf } from '@/test/field-error';
import { renderWithProviders } from '@/test/render';
import { ClaimLookup } from './claim-lookup';

const ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

function Claim() {
  return <p data-testid="claim-page">{useParams().uuid}</p>;
}

function renderLookup(locale: 'ru' | 'en' = 'ru') {
  const prefix = locale === 'en' ? '/en' : '';
  renderWithProviders(
    <Routes>
      <Route
        path={`${prefix}/claim/success`}
        element={<ClaimLookup claimHref={(id) => `${prefix}/claim/${id}`} />}
      />
      <Route path={`${prefix}/claim/:uuid`} element={<Claim />} />
    </Routes>,
    { locale, path: `${prefix}/claim/success` },
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ClaimLookup', () => {
  it('says what is wrong before going anywhere', async () => {
    const api = createFakeApi({});
    api.install();
    const user = renderLookup();
    await user.click(screen.getByTestId('claim-lookup-submit'));
    expect(errorOf(screen.getByTestId('claim-lookup-input'))).toBe('Введите номер заявки.');
    expect(errorOf(screen.getByTestId('claim-lookup-email'))).toBe('Введите e-mail, указанный в заявке.');
    await user.type(screen.getByTestId('claim-lookup-input'), '12345');
    // The message goes as soon as the input changes, and comes back on the next try.
    expect(errorOf(screen.getByTestId('claim-lookup-input'))).toBeNull();
    await user.type(screen.getByTestId('claim-lookup-email'), 'nobody');
    await user.keyboard('{Enter}');
    expect(errorOf(screen.getByTestId('claim-lookup-input'))).toContain('Это не номер заявки');
    expect(errorOf(screen.getByTestId('claim-lookup-email'))).toBe('Это не похоже на адрес e-mail.');
    expect(screen.queryByTestId('claim-page')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('opens the claim of a pasted link, in the page language, without asking the server', async () => {
    const api = createFakeApi({});
    api.install();
    const user = renderLookup('en');
    await user.click(screen.getByTestId('claim-lookup-input'));
    await user.paste(`https://exchanger.example/claim/${ID.toUpperCase()}`);
    await user.click(screen.getByTestId('claim-lookup-submit'));
    expect((await screen.findByTestId('claim-page')).textContent).toBe(ID);
    expect(api.calls).toHaveLength(0);
  });

  it('opens a claim by its number with its e-mail, and says one thing when the pair is wrong', async () => {
    let found = false;
    const api = createFakeApi({
      'POST /api/v1/claim/lookup/': () =>
        found
          ? { id: ID, redirect: `/en/claim/${ID}` }
          : apiError(404, 'not_found', 'There is no claim with this number and e-mail.'),
    });
    api.install();
    const user = renderLookup('en');
    await user.type(screen.getByTestId('claim-lookup-input'), '#1B4E28BA');
    await user.type(screen.getByTestId('claim-lookup-email'), 'client@example.com');
    await user.click(screen.getByTestId('claim-lookup-submit'));
    expect((await screen.findByTestId('claim-lookup-error')).textContent).toBe(
      'There is no claim with this number and e-mail. Check both fields.',
    );
    expect(api.callsTo('/api/v1/claim/lookup/')[0]?.body).toEqual({
      number: '1b4e28ba',
      email: 'client@example.com',
    });
    found = true;
    await user.click(screen.getByTestId('claim-lookup-submit'));
    expect((await screen.findByTestId('claim-page')).textContent).toBe(ID);
  });
});
