export { RATE_LIMITED_MESSAGE, addressKey, createRateLimiter, guessLimits, subjectAndIp, underGuessLimits } from './rate-limit.service.js';
export type { RateLimiter } from './rate-limit.service.js';
export { sweepRateLimits } from './rate-limit.service.js';
export { lockWindows, setWindowHits } from './windows-in-statement.js';
