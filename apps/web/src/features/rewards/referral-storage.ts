import { REFERRAL_LIMITS } from '@arcana/shared';

const VISIT_KEY = 'arcana.referralVisit';
const DAY_MS = 24 * 60 * 60 * 1000;

interface StoredVisit {
  visitId: string;
  at: number;
}

/** The visit through a referral link this browser made, until an account arrives by it (or it is too old to). */
export const referralVisit = {
  read(): string | null {
    const raw = localStorage.getItem(VISIT_KEY);
    if (!raw) return null;
    try {
      const visit = JSON.parse(raw) as StoredVisit;
      if (Date.now() - visit.at <= REFERRAL_LIMITS.visitDays * DAY_MS) return visit.visitId;
    } catch {
      // Not ours to read: let it go below.
    }
    localStorage.removeItem(VISIT_KEY);
    return null;
  },
  keep(visitId: string) {
    localStorage.setItem(VISIT_KEY, JSON.stringify({ visitId, at: Date.now() } satisfies StoredVisit));
  },
  forget() {
    localStorage.removeItem(VISIT_KEY);
  },
};
