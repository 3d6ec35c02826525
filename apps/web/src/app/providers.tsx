import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client.ts';
import { rtlCache } from './theme/rtl-cache.ts';
import { createAppTheme } from './theme/theme.ts';

export interface AppProvidersProps {
  children: ReactNode;
  /** The data cache: a server-rendered page's, hydrated with the server's answers; else a new one. */
  queryClient?: QueryClient;
  /** The style cache: the server renders each page with one of its own. */
  emotionCache?: EmotionCache;
}

/**
 * Right-to-left styles, the dark theme with Persian labels, and the data cache (the page baseline
 * is plain CSS: theme/global.css). The theme is built here rather than when its module loads: the
 * first render is a transition, split into short tasks, while loading the app's code is one long
 * task a phone cannot interrupt.
 */
export function AppProviders({ children, queryClient: given, emotionCache = rtlCache }: AppProvidersProps) {
  const [theme] = useState(createAppTheme);
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
