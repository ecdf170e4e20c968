import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('copies the value, says "Copied" for a moment, then returns', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    render(<CopyButton value="TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t" label="Адрес" testId="copy-address" />);
    const button = screen.getByTestId('copy-address');
    expect(button.getAttribute('aria-label')).toBe('Скопировать: Адрес');
    expect(button.textContent).toBe('Копировать');
    await act(async () => {
      button.click();
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    expect(button.textContent).toBe('Скопировано');
    expect(button.dataset.state).toBe('copied');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(button.textContent).toBe('Копировать');
  });

  it('keeps its word for screen readers when compact (the icon alone on a phone)', () => {
    render(<CopyButton value="ltc1qexample" label="Адрес" testId="copy-address" compact />);
    const button = screen.getByTestId('copy-address');
    expect(button.querySelector('span')?.className).toBe('sr-only-phone');
    expect(button.textContent).toBe('Копировать');
    expect(button.getAttribute('aria-label')).toBe('Скопировать: Адрес');
  });

  it('falls back to a selection copy without the Clipboard API and says when it failed', async () => {
    vi.stubGlobal('navigator', {});
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<CopyButton value="42" label="Сумма" testId="copy-amount" />);
    await act(async () => {
      screen.getByTestId('copy-amount').click();
      await Promise.resolve();
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByTestId('copy-amount').textContent).toBe('Не удалось скопировать');
  });
});
