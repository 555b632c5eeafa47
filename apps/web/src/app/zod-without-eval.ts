import { config } from 'zod';

// The Content-Security-Policy allows no eval, so zod is not to try it (its probe is reported as a
// violation). A module of its own, imported first by main.tsx: zod reads the setting as each schema
// is made, and the modules main.tsx imports run before its own code.
config({ jitless: true });
