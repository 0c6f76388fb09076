/** The API's own paths (JSON and uploaded files), as opposed to the site's pages and /docs. */
export const isApiUrl = (url: string) => url.startsWith('/v1/') || url === '/v1' || url.startsWith('/v1?');

/** /v1 and /docs belong to the API and Swagger (their refusals stay JSON); every other address is the site's. */
export const isSitePath = (url: string) =>
  !isApiUrl(url) && url !== '/docs' && !url.startsWith('/docs/') && !url.startsWith('/docs?');
