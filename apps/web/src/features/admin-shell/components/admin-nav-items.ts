import type { SvgIconComponent } from '@mui/icons-material';
import CollectionsBookmarkRounded from '@mui/icons-material/CollectionsBookmarkRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import ManageHistoryRounded from '@mui/icons-material/ManageHistoryRounded';
import MovieRounded from '@mui/icons-material/MovieRounded';
import OndemandVideoRounded from '@mui/icons-material/OndemandVideoRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import PlaylistAddCheckRounded from '@mui/icons-material/PlaylistAddCheckRounded';
import RecentActorsRounded from '@mui/icons-material/RecentActorsRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import SpaceDashboardRounded from '@mui/icons-material/SpaceDashboardRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import VideoSettingsRounded from '@mui/icons-material/VideoSettingsRounded';
import ViewQuiltRounded from '@mui/icons-material/ViewQuiltRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import { adminMessages as text } from '../messages.ts';

export interface AdminNavItem {
  label: string;
  /** Absolute path of the section; the item is current on it and on every page below it. */
  path: string;
  icon: SvgIconComponent;
}

/**
 * The console's side navigation, in the order it shows. Each section adds one line here and one
 * route in its admin feature (gathered by app/admin-console.tsx).
 */
export const adminNavItems: AdminNavItem[] = [
  { label: text.nav.dashboard, path: '/admin', icon: SpaceDashboardRounded },
  { label: text.nav.titles, path: '/admin/titles', icon: MovieRounded },
  { label: text.nav.people, path: '/admin/people', icon: RecentActorsRounded },
  { label: text.nav.persianGaps, path: '/admin/persian-gaps', icon: TranslateRounded },
  { label: text.nav.collections, path: '/admin/collections', icon: CollectionsBookmarkRounded },
  { label: text.nav.home, path: '/admin/home', icon: ViewQuiltRounded },
  { label: text.nav.requests, path: '/admin/requests', icon: PlaylistAddCheckRounded },
  { label: text.nav.searchMisses, path: '/admin/search-misses', icon: SearchOffRounded },
  { label: text.nav.comments, path: '/admin/comments', icon: ForumRounded },
  { label: text.nav.support, path: '/admin/support', icon: SupportAgentRounded },
  { label: text.nav.users, path: '/admin/users', icon: PeopleAltRounded },
  { label: text.nav.mediaJobs, path: '/admin/media', icon: VideoSettingsRounded },
  { label: text.nav.playback, path: '/admin/playback', icon: OndemandVideoRounded },
  { label: text.nav.plans, path: '/admin/plans', icon: WorkspacePremiumRounded },
  { label: text.nav.audit, path: '/admin/audit', icon: ManageHistoryRounded },
];

/** The item of the current page: the longest path that is the address or a folder of it. */
export function currentAdminNavItem(items: AdminNavItem[], pathname: string): AdminNavItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return items
    .filter((item) => path === item.path || path.startsWith(`${item.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
