import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
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

describe('ClaimLookup', () => {
  it('says what is wrong before going anywhere', async () => {
    const user = renderLookup();
    await user.click(screen.getByTestId('claim-lookup-submit'));
    expect(errorOf(screen.getByTestId('claim-lookup-input'))).toBe('Вставьте номер заявки.');
    await user.type(screen.getByTestId('claim-lookup-input'), '12345');
    // The message goes as soon as the input changes, and comes back on the next try.
    expect(errorOf(screen.getByTestId('claim-lookup-input'))).toBeNull();
    await user.keyboard('{Enter}');
    expect(errorOf(screen.getByTestId('claim-lookup-input'))).toContain('Это не номер заявки');
    expect(screen.queryByTestId('claim-page')).toBeNull();
  });

  it('opens the claim of a pasted link, in the page language', async () => {
    const user = renderLookup('en');
    await user.click(screen.getByTestId('claim-lookup-input'));
    await user.paste(`https://exchanger.example/claim/${ID.toUpperCase()}`);
    await user.click(screen.getByTestId('claim-lookup-submit'));
    expect((await screen.findByTestId('claim-page')).textContent).toBe(ID);
  });
});
