/**
 * Which addresses are pages of the web app. The web build writes the address pattern of every row
 * of its route table (`apps/web/src/app/page-rows.ts`) to `dist/.vite/page-paths.json`; the server
 * answers any other address with 404 (the app then shows its not-found page). The patterns are
 * React Router's (`titles/:id/:slug`, `admin/*`) and match here as the router matches them, so
 * the server never answers 404 for an address the app shows a page at, or 200 for one it does not:
 * case-insensitive, trailing slashes allowed, each segment percent-decoded first. No zod here.
 */

/** The router's reading of one pattern, as a regular expression over the decoded path. */
function patternExpression(pattern: string): RegExp {
  let source = `^${pattern
    // A trailing `/` or `/*` is handled at the end.
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(
      /\/:([\w-]+)(\?)?/g,
      (match, _name: string, optional: string | undefined, index: number, whole: string) => {
        if (!optional) return '/([^\\/]+)';
        const next = whole.charAt(index + match.length);
        return next && next !== '/' ? '/([^\\/]*)' : '(?:/([^\\/]*))?';
      },
    )
    .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2')}`;
  if (pattern.endsWith('*')) source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  else source += '\\/*$';
  return new RegExp(source, 'i');
}

/** Each segment percent-decoded, an encoded `/` kept as `%2F`; the path as it is when malformed. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** A test of whether a path (without the query) is one of the `patterns`' pages. */
export function pagePathMatcher(patterns: readonly string[]): (pathname: string) => boolean {
  const expressions = patterns.map(patternExpression);
  return (pathname) => {
    const decoded = decodePath(pathname);
    return expressions.some((expression) => expression.test(decoded));
  };
}
