import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AdminTable } from './admin-table';

describe('AdminTable', () => {
  it('names each cell by its column for the stacked rows of a phone, skipping unnamed and spanning cells', () => {
    const { rerender } = renderWithProviders(
      <AdminTable
        columns={['admin.users.email', 'admin.users.role', { label: 'admin.users.actions', hidden: true }]}
        testId="people"
      >
        <tr>
          <td data-testid="email">a@b.c</td>
          <td data-testid="role">admin</td>
          <td data-testid="buttons">…</td>
        </tr>
      </AdminTable>,
    );
    expect(screen.getByTestId('email').dataset.label).toBe('E-mail');
    expect(screen.getByTestId('role').dataset.label).toBe('Роль');
    expect(screen.getByTestId('buttons').dataset.label).toBeUndefined();

    // Rows the caller renders later are named too; a cell across the columns (an empty state) is not.
    rerender(
      <AdminTable columns={['admin.users.email', 'admin.users.role']} testId="people">
        <tr>
          <td colSpan={2} data-testid="empty">
            Nobody
          </td>
        </tr>
      </AdminTable>,
    );
    expect(screen.getByTestId('empty').dataset.label).toBeUndefined();
  });
});
