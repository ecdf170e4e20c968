import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './error-page';

const Empty = () => null;

function renderError(path: string, error: unknown) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const fail = () => {
    throw error;
  };
  const router = createMemoryRouter(
    [
      { path: '/boom', loader: fail, Component: Empty, HydrateFallback: Empty, ErrorBoundary: ErrorPage },
      { path: '/en/boom', loader: fail, Component: Empty, HydrateFallback: Empty, ErrorBoundary: ErrorPage },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('ErrorPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows "Ошибка" and the status for a server error in Russian', async () => {
    renderError('/boom', data(null, { status: 503 }));
    expect((await screen.findByTestId('error-status')).textContent).toBe('503');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ошибка');
    expect(screen.getByTestId('go-home').getAttribute('href')).toBe('/');
  });

  it('treats a thrown exception as 500 "Error" in English', async () => {
    renderError('/en/boom', new Error('chunk failed'));
    expect((await screen.findByTestId('error-status')).textContent).toBe('500');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Error');
    expect(screen.getByTestId('go-home').getAttribute('href')).toBe('/en');
    expect(screen.getByTestId('go-home').textContent).toBe('Go back home');
  });

  it('shows "Page not found" with the attempted path for 404', async () => {
    renderError('/en/boom', data({ path: '/en/where' }, { status: 404 }));
    expect((await screen.findByTestId('error-status')).textContent).toBe('404');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByText(/\/en\/where/)).toBeTruthy();
  });
});
