/**
 * Each event with the row its subject names, in the events' order, for a route's `load`: an event
 * whose row is gone (deleted with its account since) is left out, as there is nothing to tell of it.
 */
export function pairWithSubjects<Event, Row, Loaded>(
  events: Event[],
  rows: Row[],
  keys: { ofEvent: (event: Event) => string; ofRow: (row: Row) => string },
  pair: (event: Event, row: Row) => Loaded,
): Loaded[] {
  const byId = new Map(rows.map((row) => [keys.ofRow(row), row]));
  return events.flatMap((event) => {
    const row = byId.get(keys.ofEvent(event));
    return row ? [pair(event, row)] : [];
  });
}
