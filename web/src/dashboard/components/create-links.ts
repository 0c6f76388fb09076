// Links that open the panel's create forms with values already filled (the fleet grid's drag), and
// the readers of those values on the forms' side. Only well-formed values are taken.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d{1,9}$/;

const query = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(values)
      .filter((e): e is [string, string | number] => e[1] !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** The new-reservation form for `boatId`, check-in `start`, check-out `end`. */
export const newReservationPath = (boatId: number, start: string, end: string, guests?: number) =>
  `/reservations/new?${query({ boat_id: boatId, start, end, guests })}`;

/** The manual closings screen with the new-closing form open for `boatId`, first and last closed day (inclusive). */
export const newClosingPath = (boatId: number, start: string, last: string) =>
  `/external?${query({ new: 1, boat_id: boatId, start, end: last })}`;

/** What a create form's link filled in: boat id, first and last/end day, guests (each only when well formed). */
export function prefillOf(params: URLSearchParams): { boat: string; start: string; end: string; guests: string } {
  const pick = (key: string, re: RegExp) => {
    const v = params.get(key) ?? '';
    return re.test(v) ? v : '';
  };
  return {
    boat: pick('boat_id', ID),
    start: pick('start', DAY),
    end: pick('end', DAY),
    guests: pick('guests', /^\d{1,3}$/),
  };
}
