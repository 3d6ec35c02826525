import Box from '@mui/material/Box';
import { adminUsersQuerySchema } from '@pardeh/contract';
import { useSearchParams } from 'react-router';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import {
  AdminLoadError,
  AdminPageHeader,
  ListSkeleton,
  readListFilters,
  writeListFilters,
} from '../../admin-shell/index.ts';
import { useAdminUsers } from '../api/list-users.ts';
import { type UserFilters, UserFiltersBar } from '../components/user-filters.tsx';
import { UsersTable } from '../components/users-table.tsx';
import { adminUsersMessages } from '../messages.ts';

const text = adminUsersMessages.users;

/** `/admin/users`: accounts newest first, searched and filtered, the filters in the address. */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const { per_page: _, ...filters } = readListFilters(adminUsersQuerySchema, params);
  const users = useAdminUsers(filters);
  const show = (next: UserFilters & { page?: number }) =>
    setParams(writeListFilters(adminUsersQuerySchema, { ...next, page: next.page ?? 1 }));

  return (
    <>
      <AdminPageHeader title={text.title} intro={text.intro} />
      <UserFiltersBar key={filters.q ?? ''} filters={filters} onChange={show} />
      {users.isError ? (
        <AdminLoadError title={text.loadError} error={users.error} retry={() => void users.refetch()} />
      ) : !users.data ? (
        <ListSkeleton height={48} />
      ) : (
        <Box aria-busy={users.isPlaceholderData}>
          <UsersTable users={users.data.data} />
        </Box>
      )}
      <ListPageNumbers
        lastPage={users.data?.meta.lastPage ?? 1}
        page={filters.page}
        onChange={(page) => show({ ...filters, page })}
      />
    </>
  );
}
