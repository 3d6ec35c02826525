import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense } from 'react';
import { LinkButton } from '../../../components/link-button.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { formatJalaliDate } from '../../../lib/persian.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { AccountContact } from '../../auth/index.ts';
import { ContinueWatchingRow } from '../../history/index.ts';
import { LatestNotifications } from '../../notifications/index.ts';
import { LibraryCounts } from '../components/library-counts.tsx';
import { PremiumStatus } from '../components/premium-status.tsx';
import { UserLinks } from '../components/user-links.tsx';
import { dashboardMessages } from '../messages.ts';

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={heading} sx={{ mt: { xs: 4, sm: 5 } }}>
      <Typography component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

/** `/user/dashboard` (signed in): greeting, premium status, counts, news and every user page. */
export function DashboardPage() {
  useDocumentTitle(dashboardMessages.title);
  // RequireAuth renders this page only once the user is known.
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography component="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' }, fontWeight: 700 }}>
        {dashboardMessages.greeting(user.name)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        {dashboardMessages.memberSince(formatJalaliDate(user.createdAt))}
      </Typography>
      <PremiumStatus premium={user.premium} />
      <Section heading={dashboardMessages.contactHeading}>
        <AccountContact user={user} />
      </Section>
      <Section heading={dashboardMessages.countsHeading}>
        <LibraryCounts />
      </Section>
      <Section heading={dashboardMessages.notificationsHeading}>
        <LatestNotifications />
        <Box sx={{ mt: 1.5 }}>
          <LinkButton to="/user/notifications" variant="text">
            {dashboardMessages.allNotifications}
          </LinkButton>
        </Box>
      </Section>
      {/* Renders nothing (no heading either) while nothing is in progress. */}
      <Box sx={{ mt: { xs: 4, sm: 5 } }}>
        <Suspense fallback={null}>
          <ContinueWatchingRow />
        </Suspense>
      </Box>
      <Section heading={dashboardMessages.linksHeading}>
        <UserLinks />
      </Section>
    </Container>
  );
}
