/** The console's playback quality: the player's reports as charts, site-wide and per title (#29). */
export { playbackRoutes } from './routes/playback-routes.tsx';
