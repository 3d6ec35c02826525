import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AdminLoadError, AdminLoading, AdminPageHeader } from '../../admin-shell/index.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { CountCard } from '../components/count-card.tsx';
import { adminDashboardMessages } from '../messages.ts';

const text = adminDashboardMessages.dashboard;

function CardGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** `/admin`: the site's counts and the queues waiting for an operator, each a link to its list. */
export function AdminDashboardPage() {
  const dashboard = useDashboard();
  const counts = dashboard.data;
  return (
    <>
      <AdminPageHeader title={text.title} intro={text.intro} />
      {dashboard.isError && !counts ? (
        <AdminLoadError error={dashboard.error} retry={() => dashboard.refetch()} title={text.loadError} />
      ) : !counts ? (
        <AdminLoading />
      ) : (
        <>
          <CardGroup title={text.groups.queues}>
            <CountCard
              urgent
              count={counts.requests.pending}
              label={text.cards.pendingRequests}
              to="/admin/requests?status=pending"
            />
            <CountCard
              urgent
              count={counts.requests.accepted}
              label={text.cards.acceptedRequests}
              to="/admin/requests?status=accepted"
            />
            <CountCard
              urgent
              count={counts.newSupportMessages}
              label={text.cards.newSupport}
              to="/admin/support?status=new"
            />
            <CountCard
              urgent
              count={counts.reportedComments}
              label={text.cards.reportedComments}
              to="/admin/comments"
            />
          </CardGroup>
          <CardGroup title={text.groups.catalogue}>
            <CountCard count={counts.titles.movies} label={text.cards.movies} to="/admin/titles?type=movie" />
            <CountCard
              count={counts.titles.series}
              label={text.cards.series}
              to="/admin/titles?type=series"
            />
          </CardGroup>
          <CardGroup title={text.groups.users}>
            <CountCard count={counts.users.total} label={text.cards.users} to="/admin/users" />
            <CountCard
              count={counts.users.activePremium}
              label={text.cards.activePremium}
              to="/admin/users?filter=premium"
            />
            <CountCard
              count={counts.users.blocked}
              label={text.cards.blocked}
              to="/admin/users?filter=blocked"
            />
          </CardGroup>
          <CardGroup title={text.groups.media}>
            {Object.entries(counts.mediaJobs).map(([status, count]) => (
              <CountCard
                key={status}
                urgent={status === 'failed'}
                count={count}
                label={text.mediaStatuses[status] ?? status}
                to={`/admin/media?status=${encodeURIComponent(status)}`}
              />
            ))}
            {Object.keys(counts.mediaJobs).length === 0 && (
              <Typography sx={{ color: 'text.secondary' }}>{text.noMediaJobs}</Typography>
            )}
          </CardGroup>
        </>
      )}
    </>
  );
}
