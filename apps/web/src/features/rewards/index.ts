export { capsText, conditionText, durationText, rewardText, ruleName, SOURCE_LABELS } from './rule-words';
export { donationEarned } from './donation-words';
export { rewardsApi } from './rewards.api';
export { WaysToEarn } from './WaysToEarn';
export { useReferralArrival, useReferralVisit } from './useReferrals';
