import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { idParamSchema } from '@pardeh/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatJalaliDate, formatNumber } from '../../../lib/persian.ts';
import { AdminLoadError, AdminNotFound, AdminPageHeader, ListSkeleton } from '../../admin-shell/index.ts';
import { useAdminUser } from '../api/get-user.ts';
import { PremiumAdjustmentsTable } from '../components/premium-adjustments-table.tsx';
import { UserAccessPanel } from '../components/user-access-panel.tsx';
import { type UserAction, UserActionDialog } from '../components/user-action-dialog.tsx';
import { UserOrders } from '../components/user-orders.tsx';
import { UserPremiumPanel } from '../components/user-premium-panel.tsx';
import { adminUsersMessages } from '../messages.ts';

const text = adminUsersMessages.users;

/** `/admin/users/:id`: one account's premium, orders and manual changes, and what can be changed. */
export function AdminUserPage() {
  const id = idParamSchema.safeParse(useParams().id ?? '');
  return id.success ? <UserDetail id={id.data} /> : <AdminNotFound />;
}

function UserDetail({ id }: { id: number }) {
  const user = useAdminUser(id);
  const [acting, setActing] = useState<UserAction | null>(null);
  const back = (
    <Button component={Link} to="/admin/users" startIcon={<ArrowForwardRounded />} sx={{ mt: 1 }}>
      {text.back}
    </Button>
  );

  if (!user.data) {
    return (
      <>
        <AdminPageHeader title={text.title} />
        {user.isError ? (
          <AdminLoadError title={text.userLoadError} error={user.error} retry={() => void user.refetch()} />
        ) : (
          <ListSkeleton height={140} />
        )}
        {back}
      </>
    );
  }
  const detail = user.data;
  return (
    <>
      <AdminPageHeader
        title={detail.name}
        intro={
          <Box component="span" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Box component="span" dir="ltr">
              {detail.email ?? detail.phone}
            </Box>
            <span>·</span>
            <span>{text.id(formatNumber(detail.id))}</span>
            <span>·</span>
            <span>{text.joinedOn(formatJalaliDate(detail.createdAt))}</span>
          </Box>
        }
        actions={
          (detail.isAdmin || detail.blocked) && (
            <>
              {detail.isAdmin && <Chip color="secondary" variant="outlined" label={text.admin} />}
              {detail.blocked && <Chip color="error" variant="outlined" label={text.blocked} />}
            </>
          )
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <UserPremiumPanel user={detail} onAction={setActing} />
        <UserAccessPanel user={detail} onAction={setActing} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        <PremiumAdjustmentsTable adjustments={detail.premiumAdjustments} />
        <UserOrders user={detail} />
      </Box>
      {back}
      {acting && (
        <UserActionDialog key={acting} user={detail} action={acting} onClose={() => setActing(null)} />
      )}
    </>
  );
}
