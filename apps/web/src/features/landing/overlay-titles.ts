import { PRODUCT_NAME } from '@arcana/shared';

/** The three overlays' titles, in the words and order of docs/product-rules.md "Landing"; the indicator names its steps with them. */
export const OVERLAY_TITLES = [`What is ${PRODUCT_NAME}?`, 'How Does It Work?', 'Rewards & Ecosystem'] as const;
