import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT } from '../config/layout.ts';

/** True at 675px or narrower; read synchronously so the first render already picks the right menu. */
export const useIsMobile = (): boolean =>
  useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT}px)`, { noSsr: true });
