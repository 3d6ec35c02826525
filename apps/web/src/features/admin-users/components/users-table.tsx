import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { AdminUserSummary } from '@pardeh/contract';
import { Link } from 'react-router';
import { formatJalaliDate } from '../../../lib/persian.ts';
import { type AdminColumn, AdminTable } from '../../admin-shell/index.ts';
import { adminUsersMessages } from '../messages.ts';
import { premiumWords } from './premium-words.ts';

const text = adminUsersMessages.users;

const columns: AdminColumn<AdminUserSummary>[] = [
  {
    key: 'name',
    label: text.columns.name,
    render: (user) => (
      <Box
        component={Link}
        to={`/admin/users/${user.id}`}
        data-user-link={user.id}
        sx={{ color: 'secondary.light', fontWeight: 600 }}
      >
        {user.name}
      </Box>
    ),
  },
  {
    key: 'email',
    label: text.columns.email,
    render: (user) => (
      <Box component="span" dir="ltr">
        {/* A number-only account shows its number. */}
        {user.email ?? user.phone}
      </Box>
    ),
  },
  {
    key: 'joined',
    label: text.columns.joined,
    nowrap: true,
    render: (user) => formatJalaliDate(user.createdAt),
  },
  {
    key: 'premium',
    label: text.columns.premium,
    nowrap: true,
    render: (user) => (
      <Box component="span" sx={{ color: user.premium.active ? 'success.light' : 'text.secondary' }}>
        {premiumWords(user.premium)}
      </Box>
    ),
  },
  {
    key: 'state',
    label: text.columns.state,
    nowrap: true,
    render: (user) => (
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        {user.isAdmin && <Chip size="small" color="secondary" variant="outlined" label={text.admin} />}
        {user.blocked && <Chip size="small" color="error" variant="outlined" label={text.blocked} />}
      </Box>
    ),
  },
];

/** The accounts of one page of the list, each name a link to the user's page. */
export function UsersTable({ users }: { users: AdminUserSummary[] }) {
  return (
    <AdminTable
      caption={text.title}
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      empty={text.empty}
    />
  );
}
