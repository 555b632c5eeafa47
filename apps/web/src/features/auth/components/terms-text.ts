import { PRODUCT_NAME, PRODUCT_TOKEN_UNIT } from '@arcana/shared';

/** Our own plain-language terms: fourteen sections (docs/product-rules.md "Accounts and sign-up"). */
export const TERMS_SECTIONS = [
  {
    title: 'Who we are',
    body: `${PRODUCT_NAME} is a rewards service: you collect digital cards by taking part in games, streams and projects, and keep them in an inventory tied to your account and, if you choose, to your wallet.`,
  },
  {
    title: 'Accepting these terms',
    body: `By creating an account you agree to these terms and to the privacy policy below. If you do not agree, do not create an account.`,
  },
  {
    title: 'Your account',
    body: 'You need a valid email address and a password, or a supported sign-in provider. Keep your password secret; you are responsible for what happens under your account. You may enable two-factor authentication, and we recommend it.',
  },
  {
    title: 'Age',
    body: 'You must be at least 13 years old, or older where your local law requires it, to use the service.',
  },
  {
    title: 'Cards and rewards',
    body: `Cards are drawn at random by our servers; their rarity follows published odds. Cards have no guaranteed monetary value, and the estimated value shown in ${PRODUCT_TOKEN_UNIT} is an indication only.`,
  },
  {
    title: 'Wallets',
    body: 'Linking a wallet proves you hold its key by signing a message; we never ask for, see or store your private key or recovery phrase. Transactions you approve in your wallet are your own.',
  },
  {
    title: 'Acceptable use',
    body: 'Do not cheat, automate collection, attack the service, impersonate others, or use it to break the law. We may suspend accounts that do.',
  },
  {
    title: 'Content you share',
    body: 'You keep the rights to the profile picture and names you upload, and allow us to show them inside the service.',
  },
  {
    title: 'What we collect',
    body: 'Your email, username, profile picture, linked providers and wallet address, the cards you hold, your notifications, and basic security records such as sign-in times and IP addresses.',
  },
  {
    title: 'How we use it',
    body: 'To run your account, keep it secure, send the emails you ask for (verification, password reset, account changes) and improve the service. We do not sell your personal data.',
  },
  {
    title: 'Security and retention',
    body: 'Passwords are stored only as strong one-way hashes, and links we email expire. We keep your data while your account exists and delete it, with your cards and notifications, when you delete your account.',
  },
  {
    title: 'Your rights',
    body: 'You may see, correct, export or delete your data. Most of this is available in Settings; for the rest, contact us.',
  },
  {
    title: 'Changes and availability',
    body: 'We may change the service or these terms; we will tell you of important changes by email or in the app. The service is provided as is, and may be interrupted for maintenance.',
  },
  {
    title: 'Liability and law',
    body: 'To the extent the law allows, we are not liable for indirect losses or for the value of cards. These terms are governed by the law of the place where we are established.',
  },
] as const;

export const TERMS_CONTACT = [`${PRODUCT_NAME} Support`, 'support@arcana.example', 'Arcana Labs, 1 Starlight Way, Lumen City'] as const;
