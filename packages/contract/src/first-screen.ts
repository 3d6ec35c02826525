/**
 * The API calls the home page's first screen makes, exactly as the web app writes them: the
 * slideshow and the first row («تازه‌ها», the newest titles, 24 to a page). The server embeds their
 * answers in the home page's HTML; a web test checks the app still asks for exactly these.
 */
export const homeFirstScreenApiPaths = [
  '/api/titles/slideshow',
  '/api/titles/search?resource=titles&order_by=newest&type=all&page=1&per_page=24',
] as const;
