import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { errorStatus } from '../../api/error-text';
import { toast } from '../../components/toast';
import { useSessionUser } from '../sessions';
import { referralVisit } from './referral-storage';
import { useReferralArrivalMutation, useReferralVisitMutation } from './rewards.api';

/**
 * A visit through a referral link (`?ref=` on a project's page) is kept, so the account made after it
 * arrives by it (docs/product-rules.md "Earning rules"). The address loses the code at once; a member
 * already signed in is not a new account, and nothing is kept for them.
 */
export function useReferralVisit() {
  const [params, setParams] = useSearchParams();
  const code = params.get('ref');
  const { user, checking } = useSessionUser();
  const [visit] = useReferralVisitMutation();
  useEffect(() => {
    if (!code || checking) return;
    setParams(
      (current) => {
        current.delete('ref');
        return current;
      },
      { replace: true },
    );
    if (user) return;
    visit({ code })
      .unwrap()
      .then(
        ({ visitId }) => referralVisit.keep(visitId),
        // A code that is not a link's keeps nothing; the page is the same.
        () => undefined,
      );
  }, [code, checking, user, setParams, visit]);
}

/**
 * Once this browser's new account is signed in with its e-mail verified, it arrives by the visit kept:
 * told once. An answer of the server's (a refusal too) ends the visit; a failed request leaves it for
 * the next page.
 */
export function useReferralArrival() {
  const { user, isObserving } = useSessionUser();
  const [arrive] = useReferralArrivalMutation();
  const ready = Boolean(user?.emailVerified) && !isObserving;
  useEffect(() => {
    const visitId = ready ? referralVisit.read() : null;
    if (!visitId) return;
    arrive({ visitId })
      .unwrap()
      .then(
        ({ message }) => {
          referralVisit.forget();
          toast.info(message);
        },
        (failure: unknown) => {
          if (typeof errorStatus(failure) === 'number') referralVisit.forget();
        },
      );
  }, [ready, arrive]);
}
