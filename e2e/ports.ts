/** Offsets the suite's ports so two checkouts can run it side by side (E2E_PORT_OFFSET=100). */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** Loopback ports of the end-to-end run: the app, and the SMTP capture with its HTTP reader. */
export const E2E_PORTS = { app: 3310 + offset, smtp: 2625 + offset, mailHttp: 2626 + offset } as const;
