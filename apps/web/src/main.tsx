import './app/theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAnalytics } from './app/analytics.ts';
import { App } from './app/app.tsx';
import { storeDarkMode } from './app/theme/theme.ts';
import { siteConfig } from './config/site.ts';
import { startAuth } from './features/auth/start-auth.ts';

storeDarkMode();
void startAuth();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

loadAnalytics(siteConfig.analytics);
