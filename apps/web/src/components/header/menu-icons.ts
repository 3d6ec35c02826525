import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import HistoryIcon from '@mui/icons-material/History';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LiveTvOutlinedIcon from '@mui/icons-material/LiveTvOutlined';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import RecordVoiceOverOutlinedIcon from '@mui/icons-material/RecordVoiceOverOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SwitchAccountOutlinedIcon from '@mui/icons-material/SwitchAccountOutlined';
import UpcomingOutlinedIcon from '@mui/icons-material/UpcomingOutlined';
import VideoLibraryOutlinedIcon from '@mui/icons-material/VideoLibraryOutlined';
import type { MenuKey } from './menu-items.ts';

/** Icons of the side menu (the desktop menu is text only, so these load with the drawer). */
export const menuIcons: Record<MenuKey, typeof HomeOutlinedIcon> = {
  home: HomeOutlinedIcon,
  dashboard: DashboardOutlinedIcon,
  signIn: LoginIcon,
  watchlist: BookmarkBorderIcon,
  categories: CategoryOutlinedIcon,
  collections: VideoLibraryOutlinedIcon,
  series: LiveTvOutlinedIcon,
  movies: MovieOutlinedIcon,
  dubbed: RecordVoiceOverOutlinedIcon,
  comingSoon: UpcomingOutlinedIcon,
  support: SupportAgentIcon,
  history: HistoryIcon,
  notifications: NotificationsOutlinedIcon,
  profiles: SwitchAccountOutlinedIcon,
  logout: LogoutIcon,
};
