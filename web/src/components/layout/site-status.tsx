/** The spec's exact line for a failed site-data load (SPEC §8). */
export const SITE_DATA_ERROR = 'Failed to load; network/connection error.';

export function SiteDataError() {
  return (
    <span className="site-error" role="alert">
      {SITE_DATA_ERROR}
    </span>
  );
}
