/** Loopback ports of the end-to-end run: the app, and the SMTP capture with its HTTP reader. */
export const E2E_PORTS = { app: 3310, smtp: 2625, mailHttp: 2626 } as const;
