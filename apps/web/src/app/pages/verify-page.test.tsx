import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const ID = '02b04d0f-61f0-4216-9ef4-205f022a112a';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/verify/{uuid}', () => {
  it('renders the verification page with the title of the route table, in English under /en', async () => {
    renderApp(`/en/verify/${ID}`);
    // The page chunk loads asynchronously: the fake API is in place before it asks for the state.
    const api = createFakeApi({
      [`GET /api/v1/claim/${ID}/verification/`]: () => ({
        required: true,
        status: 'verification',
        documents: [],
      }),
    });
    api.install();
    expect(await screen.findByRole('heading', { level: 1, name: 'Card verification' })).toBeTruthy();
    expect((await screen.findByTestId('verify-state')).dataset.state).toBe('waiting');
    expect(api.callsTo(`/api/v1/claim/${ID}/verification/`)[0]?.locale).toBe('en');
  });

  it('is the 404 page for an id that is not a claim id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/verify/not-a-claim');
    expect((await screen.findByTestId('error-status')).textContent).toBe('404');
  });
});
