/** A moment as the collector's clock shows it: 01:00, or 1:00 AM, as their language writes times. */
export const timeOfDay = (at: Date) => at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
