import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink, buttonClassName } from './button';

describe('buttonClassName', () => {
  it('maps every colour and size to a class', () => {
    expect(buttonClassName()).toBe('btn btn--green btn--medium');
    expect(buttonClassName({ color: 'grayGreen', size: 'large', block: true, className: 'x' })).toBe(
      'btn btn--gray-green btn--large btn--block x',
    );
    for (const color of ['red', 'gray', 'dark', 'transparent'] as const) {
      expect(buttonClassName({ color })).toContain(`btn--${color}`);
    }
  });
});

describe('Button', () => {
  it('renders a non-submitting button with its classes', async () => {
    const onClick = vi.fn();
    render(
      <Button color="red" size="large" onClick={onClick}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('btn btn--red btn--large');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('renders as a router link', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/en/rules" color="dark">
          Rules
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Rules' });
    expect(link.getAttribute('href')).toBe('/en/rules');
    expect(link.className).toBe('btn btn--dark btn--medium');
  });
});
