import { REFERRAL_LIMITS } from '@arcana/shared';

const DEVICE_KEY = 'arcana.device';
const VISIT_KEY = 'arcana.referralVisit';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * This browser's own id: a sharer's link remembers the browsers it was asked from, and a visit or an
 * arrival from one of them earns nothing (docs/product-rules.md "Earning rules").
 */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

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
