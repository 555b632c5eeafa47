import { DEMO_PASSWORD_MIN_LENGTH, validateEmail } from '@arcana/shared';

export interface DemoUserForm {
  name: string;
  email: string;
  password: string;
}

export const EMPTY_DEMO_USER: DemoUserForm = { name: '', email: '', password: '' };

/** The legacy page's checks: a name, an address, and a password of at least 6 (docs/product-rules.md "Other pages"). */
export const DEMO_USER_RULES = {
  name: (value: string) => (value.trim() ? null : 'Name is required'),
  email: (value: string) => validateEmail(value, 'format'),
  password: (value: string) =>
    value.length >= DEMO_PASSWORD_MIN_LENGTH ? null : `Password must be at least ${DEMO_PASSWORD_MIN_LENGTH} characters`,
};
