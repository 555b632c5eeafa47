/** When something happened, to the second, as a log line says it: 'Nov 27, 11:02:09 PM'. */
export const momentText = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' });
