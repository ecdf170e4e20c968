/**
 * Users: search by e-mail or id, role and blocked filters, a page at a time. Operators block and
 * unblock plain users; admins also block staff and change roles. Nobody acts on their own account
 * (the server refuses it too, decision 009).
 */
import { USER_ROLES, type TAdminUser } from '@exchanger/core';
import { useState } from 'react';
import {
  AdminTable,
  deskTime,
  FilterBar,
  ListSummary,
  Notice,
  PagedList,
  useDeskDialog,
} from '@/components/desk';
import { Button, SelectField, TextField } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useAdminUsers } from '../api/get-admin-users';
import { ROLE_LABEL } from '../utils/labels';
import type { TUserFilters } from '../utils/filters';
import { UserDialog, type TUserChange } from './user-dialog';
import './people.css';

export const USERS_PAGE_SIZE = 20;

export interface TUsersView {
  page: number;
  filters: TUserFilters;
}

export interface TUsersDeskProps extends TUsersView {
  onChange: (next: TUsersView) => void;
  /** The signed-in operator: roles are changed by admins only, and nobody acts on themselves. */
  me: { id: number; role: string };
}

function UserFilters({ filters, onApply }: { filters: TUserFilters; onApply: (next: TUserFilters) => void }) {
  const t = useT();
  const [q, setQ] = useState(filters.q ?? '');
  const apply = (patch: TUserFilters) => onApply({ ...filters, q, ...patch });
  return (
    <FilterBar
      label={t('admin.users.filters')}
      onApply={() => apply({})}
      className="admin-filters--users"
      testId="user-filters"
      buttonsTestId="users"
    >
      <TextField
        className="admin-filters__wide"
        type="search"
        label={t('admin.users.search')}
        placeholder={t('admin.users.searchHint')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        testId="users-q"
      />
      <SelectField
        label={t('admin.users.role')}
        options={[
          { value: '', label: t('admin.users.anyRole') },
          ...USER_ROLES.map((value) => ({ value, label: t(ROLE_LABEL[value]) })),
        ]}
        value={filters.role ?? ''}
        onChange={(event) => apply({ role: event.target.value })}
        testId="users-role"
      />
      <SelectField
        label={t('admin.users.blocked')}
        options={[
          { value: '', label: t('admin.users.anyState') },
          { value: 'true', label: t('admin.users.onlyBlocked') },
          { value: 'false', label: t('admin.users.onlyActive') },
        ]}
        value={filters.blocked ?? ''}
        onChange={(event) => apply({ blocked: event.target.value })}
        testId="users-blocked"
      />
    </FilterBar>
  );
}

export function UsersDesk({ page, filters, onChange, me }: TUsersDeskProps) {
  const t = useT();
  const locale = useLocale();
  const users = useAdminUsers({ page, size: USERS_PAGE_SIZE, filters }, locale);
  const desk = useDeskDialog<{ user: TAdminUser; change: TUserChange }>();
  const isAdmin = me.role === 'admin';
  const data = users.data;

  return (
    <section className="admin-stack" aria-busy={users.isFetching} data-testid="users-desk">
      <UserFilters
        key={JSON.stringify(filters)}
        filters={filters}
        onApply={(next) => onChange({ page: 1, filters: next })}
      />
      <Notice notice={desk.notice} testId="users-notice" />
      <ListSummary parts={data && [t('admin.users.total', { count: data.count })]} />
      <PagedList
        query={users}
        page={page}
        size={USERS_PAGE_SIZE}
        onPage={(next) => onChange({ page: next, filters })}
        pagerTestId="users-pager"
        empty={t('admin.users.empty')}
        errorTestId="users-error"
        emptyTestId="users-empty"
      >
        {(list) => (
          <AdminTable
            testId="users-table"
            columns={[
              'admin.users.id',
              'admin.users.email',
              'admin.users.role',
              'admin.users.state',
              { label: 'admin.users.joined', className: 'admin-optional' },
              { label: 'admin.users.claims', className: 'admin-optional' },
              { label: 'admin.users.actions', hidden: true },
            ]}
          >
            {list.results.map((user) => {
              const isSelf = user.id === me.id;
              const canBlock = isAdmin || user.role === 'user';
              return (
                <tr key={user.id} className="admin-table__row" data-testid="user-row" data-user-id={user.id}>
                  <td className="admin-mono">{user.id}</td>
                  <td className="admin-break">{user.email}</td>
                  <td>
                    <span className={`admin-role admin-role--${user.role}`}>{t(ROLE_LABEL[user.role])}</span>
                  </td>
                  <td>
                    {user.blocked ? (
                      <span className="admin-flag admin-flag--danger">{t('admin.users.isBlocked')}</span>
                    ) : user.activated ? (
                      t('admin.users.isActive')
                    ) : (
                      <span className="muted">{t('admin.users.notActivated')}</span>
                    )}
                  </td>
                  <td className="admin-nowrap admin-optional">{deskTime(user.createdAt, locale)}</td>
                  <td className="admin-optional">{user.claims}</td>
                  <td>
                    {isSelf ? (
                      <span className="admin-sub">{t('admin.users.you')}</span>
                    ) : (
                      <div className="admin-row-actions">
                        {canBlock ? (
                          <Button
                            color={user.blocked ? 'gray' : 'red'}
                            onClick={() => desk.open({ user, change: user.blocked ? 'unblock' : 'block' })}
                            data-testid={user.blocked ? 'user-unblock' : 'user-block'}
                          >
                            {user.blocked ? t('admin.users.unblock') : t('admin.users.block')}
                          </Button>
                        ) : null}
                        {isAdmin ? (
                          <Button
                            color="gray"
                            onClick={() => desk.open({ user, change: 'role' })}
                            data-testid="user-role"
                          >
                            {t('admin.users.changeRole')}
                          </Button>
                        ) : null}
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </PagedList>

      {desk.dialog ? (
        <UserDialog
          user={desk.dialog.user}
          change={desk.dialog.change}
          onClose={desk.close}
          onDone={(user) => desk.done(t('admin.users.saved', { email: user.email }))}
          onConflict={desk.refused}
        />
      ) : null}
    </section>
  );
}
