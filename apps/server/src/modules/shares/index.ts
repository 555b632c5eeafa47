export type { SharesService } from './shares.service.js';
