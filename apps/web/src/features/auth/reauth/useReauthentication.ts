import { useState, type RefObject } from 'react';
import { CODE_MESSAGES, normalizeBackupCode, validateBackupCode, validateTotpCode } from '@arcana/shared';
import type { TReauthenticateBody, TUser } from '@arcana/shared/schemas';
import { extractErrorText } from '../../../api/error-text';
import { useReauthenticateByEmailMutation, useReauthenticateMutation } from './reauth.api';

/** password, a code from the authenticator app, a backup code, or a link to the account's e-mail. */
type ProofMethod = 'password' | 'app' | 'backup' | 'email';
/** The proofs typed into the dialog. */
export type SecretMethod = Exclude<ProofMethod, 'email'>;

/** The proofs this account has, the first one offered first; the e-mail link only when it has no other. */
function proofMethods(user: Pick<TUser, 'hasPassword' | 'has2FA' | 'email'>): ProofMethod[] {
  const methods: ProofMethod[] = [];
  if (user.hasPassword) methods.push('password');
  if (user.has2FA) methods.push('app', 'backup');
  if (methods.length === 0 && user.email) methods.push('email');
  return methods;
}

/**
 * The state of the "Confirm it's you" dialog. A refused secret shows the server's words, clears a
 * code and puts focus back in the field (`fieldRef`); `onConfirmed` is called once the server accepts
 * a proof.
 */
export function useReauthentication({
  user,
  repeat,
  fieldRef,
  onConfirmed,
}: {
  user: TUser;
  repeat: boolean;
  fieldRef: RefObject<HTMLInputElement | null>;
  onConfirmed: () => void;
}) {
  const methods = proofMethods(user);
  const [method, setMethod] = useState<ProofMethod | undefined>(methods[0]);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [backupCode, setBackupCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Asked again after Continue: the link was sent already, it has just not been opened yet.
  const [linkSent, setLinkSent] = useState(repeat && method === 'email');
  const [reauthenticate, proving] = useReauthenticateMutation();
  const [requestLink, sending] = useReauthenticateByEmailMutation();

  async function prove(body: TReauthenticateBody) {
    setError(null);
    try {
      await reauthenticate(body).unwrap();
      onConfirmed();
    } catch (failure) {
      setError(extractErrorText(failure));
      setCode('');
      setBackupCode('');
      fieldRef.current?.focus();
      fieldRef.current?.select();
    }
  }

  /** Sends the typed secret; `typedCode` is the code a completed CodeInput hands over. */
  function submit(typedCode = code) {
    if (!method || method === 'email' || proving.isLoading) return;
    const proof: { invalid: string | null; body: TReauthenticateBody } = {
      password: { invalid: password ? null : CODE_MESSAGES.passwordRequired, body: { password } },
      app: { invalid: validateTotpCode(typedCode), body: { totpToken: typedCode } },
      backup: { invalid: validateBackupCode(backupCode), body: { backupCode: normalizeBackupCode(backupCode) } },
    }[method];
    if (!proof.invalid) return void prove(proof.body);
    setError(proof.invalid);
    fieldRef.current?.focus();
  }

  async function sendLink() {
    setError(null);
    try {
      await requestLink().unwrap();
      setLinkSent(true);
    } catch (failure) {
      setError(extractErrorText(failure));
    }
  }

  function switchTo(next: ProofMethod) {
    setMethod(next);
    setError(null);
  }

  return {
    methods,
    method,
    switchTo,
    password,
    setPassword,
    code,
    setCode,
    backupCode,
    setBackupCode,
    error,
    submit,
    proving: proving.isLoading,
    sendLink,
    sending: sending.isLoading,
    linkSent,
  };
}

export type Reauthentication = ReturnType<typeof useReauthentication>;
