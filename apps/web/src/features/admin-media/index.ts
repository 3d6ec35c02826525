/** The console's media: a title's files, uploads, trailer and subtitles, and the pipeline's jobs. */
export { mediaRoutes } from './routes/media-routes.tsx';
