import { useState } from 'react';
import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { type Column, DataTable, StatusTag, queryState } from '@/dashboard/components/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '@/dashboard/components/filter-bar';
import { formatDateTime, formatNumber } from '@/dashboard/components/format';
import { useListParams } from '@/dashboard/components/list-params';
import { PageHeader } from '@/dashboard/components/page-header';
import { ROLE_LABEL, T } from '@/dashboard/texts';
import { useSessionStore } from '@/stores/session';
import { type AdminUser, useUserActivity, useUsers } from '../api/users';
import { USER_TEXTS as U } from '../texts';
import { UserForm } from './user-form';

const PAGE_SIZE = 10;
const DEFAULT_LOGIN_WINDOW_MINUTES = 15;
const FILTERS = ['search', 'role', 'active'] as const;

const fullName = (u: AdminUser) => `${u.UserDetail.firstName} ${u.UserDetail.lastName}`.trim();

/** The account's failed logins of the server's window (LOGIN_WINDOW_MINUTES); non-zero ones stand out. */
function FailedLogins({ user }: { user: AdminUser }) {
  const { count, windowMinutes } = user.failedLogins;
  if (count === 0) return <>0</>;
  return (
    <span className="adm-tag is-warn" title={U.failedLoginsTitle(count, windowMinutes)}>
      {formatNumber(count)}
    </span>
  );
}

const columns = (windowMinutes: number): Column<AdminUser>[] => [
  { header: U.name, cell: (u) => <strong>{fullName(u)}</strong> },
  { header: U.email, cell: (u) => u.email },
  { header: U.phone, cell: (u) => u.UserDetail.phone ?? '—', className: 'adm-nowrap' },
  { header: U.role, cell: (u) => ROLE_LABEL[u.role] },
  { header: U.status, cell: (u) => <StatusTag on={u.active} /> },
  { header: U.lastLogin, cell: (u) => formatDateTime(u.lastLoginAt) },
  { header: U.failedLogins(windowMinutes), cell: (u) => <FailedLogins user={u} />, className: 'adm-nowrap' },
];

export function UsersScreen() {
  const list = useListParams(PAGE_SIZE, FILTERS);
  const { search, role, active } = list.filters;
  const query = useUsers({
    skip: list.skip,
    take: list.take,
    search,
    ...(role === 'ADMIN' || role === 'OWNER' ? { role } : {}),
    ...(active === 'true' || active === 'false' ? { active: active === 'true' } : {}),
  });
  const activity = useUserActivity();
  const confirm = useConfirm();
  const myId = useSessionStore((s) => s.session?.id);
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);

  const toggle = async (user: AdminUser) => {
    if (
      user.active &&
      !(await confirm({
        title: U.deactivate,
        message: U.deactivateConfirm(fullName(user)),
        confirmLabel: U.deactivate,
      }))
    )
      return;
    activity.mutate({ id: user.id, active: !user.active });
  };

  return (
    <>
      <PageHeader
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            + {U.newUser}
          </button>
        }
      />
      <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
        <SearchFilter label={U.search} value={search} onChange={(v) => list.setFilters({ search: v })} />
        <SelectFilter
          label={U.role}
          value={role}
          onChange={(v) => list.setFilters({ role: v })}
          options={[
            { value: 'ADMIN', label: ROLE_LABEL.ADMIN },
            { value: 'OWNER', label: ROLE_LABEL.OWNER },
          ]}
        />
        <SelectFilter
          label={U.status}
          value={active}
          onChange={(v) => list.setFilters({ active: v })}
          options={[
            { value: 'true', label: T.active },
            { value: 'false', label: T.passive },
          ]}
        />
      </FilterBar>
      <DataTable
        caption={U.caption}
        columns={columns(query.data?.content[0]?.failedLogins.windowMinutes ?? DEFAULT_LOGIN_WINDOW_MINUTES)}
        rows={query.data?.content}
        rowKey={(u) => u.id}
        {...queryState(query)}
        paging={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPage: list.setPage }}
        actions={(u) => (
          <>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => setEditing(u)}
              aria-label={`${T.edit}: ${fullName(u)}`}
            >
              {T.edit}
            </button>
            {u.id === myId ? null : (
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => void toggle(u)}
                disabled={activity.isPending}
                aria-label={`${u.active ? U.deactivate : U.activate}: ${fullName(u)}`}
              >
                {u.active ? U.deactivate : U.activate}
              </button>
            )}
          </>
        )}
      />
      {editing ? <UserForm {...(editing === 'new' ? {} : { user: editing })} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
