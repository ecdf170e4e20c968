import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListState, LoadFailed, type TListQuery } from './list-state';

const query = (patch: Partial<TListQuery<string[]>>): TListQuery<string[]> => ({
  data: undefined,
  isError: false,
  error: null,
  refetch: () => undefined,
  ...patch,
});

function renderList(state: TListQuery<string[]>) {
  return render(
    <ListState
      query={state}
      failed={<p>failed</p>}
      loading={<p>loading</p>}
      isEmpty={(rows) => rows.length === 0}
      empty={<p>empty</p>}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </ListState>,
  );
}

describe('ListState', () => {
  it('says it is loading until something comes', () => {
    renderList(query({}));
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('shows the failure while nothing has come', () => {
    renderList(query({ isError: true, error: new Error('down') }));
    expect(screen.getByText('failed')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('keeps the rows when a reload fails', () => {
    renderList(query({ data: ['a'], isError: true }));
    expect(screen.getByRole('listitem').textContent).toBe('a');
    expect(screen.queryByText('failed')).toBeNull();
  });

  it('shows the empty state, then the rows', () => {
    const { unmount } = renderList(query({ data: [] }));
    expect(screen.getByText('empty')).toBeTruthy();
    unmount();
    renderList(query({ data: ['a', 'b'] }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('without isEmpty, anything that came is shown', () => {
    render(
      <ListState query={query({ data: [] })} failed={null} loading={null}>
        {(rows) => <p>{rows.length} rows</p>}
      </ListState>,
    );
    expect(screen.getByText('0 rows')).toBeTruthy();
  });
});

describe('LoadFailed', () => {
  it('is an alert with a retry when one is offered', () => {
    const onRetry = vi.fn();
    render(<LoadFailed text="Could not load" retry="Retry" onRetry={onRetry} testId="list-error" />);
    const alert = screen.getByTestId('list-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.querySelector('p')?.textContent).toBe('Could not load');
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no button without a retry', () => {
    render(<LoadFailed text="Could not load" />);
    expect(screen.getByRole('alert').textContent).toBe('Could not load');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
