import { createApi } from '@reduxjs/toolkit/query/react';
import { CACHE_KEEP_UNUSED_S } from '@arcana/shared';
import { baseQueryWithRefresh } from './base-query';

/** One API for the whole app; features add their endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRefresh,
  keepUnusedDataFor: CACHE_KEEP_UNUSED_S,
  tagTypes: ['User', 'Collectibles', 'Notifications', 'UnreadCount', 'Auth', 'EmailTemplate', 'Integration'],
  endpoints: () => ({}),
});
