import { API_KEY_PATHS, fillPath } from '@arcana/shared';
import type { TApiKey, TApiKeyBody, TMessageResponse, TNewApiKey } from '@arcana/shared/schemas';
import { api } from '../../api/api';

const keysOf = (projectId: string) => fillPath(API_KEY_PATHS.keys, { projectId });
const tag = (projectId: string) => [{ type: 'ApiKeys' as const, id: projectId }];

/** A project's keys for its game's server, for its creator (docs/product-rules.md "Game servers and keys"). */
export const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    apiKeys: build.query<TApiKey[], string>({
      query: keysOf,
      providesTags: (_keys, _error, projectId) => tag(projectId),
    }),
    createApiKey: build.mutation<TNewApiKey, TApiKeyBody & { projectId: string }>({
      query: ({ projectId, ...body }) => ({ url: keysOf(projectId), method: 'POST', body }),
      invalidatesTags: (_made, _error, { projectId }) => tag(projectId),
    }),
    rotateApiKey: build.mutation<TNewApiKey, { projectId: string; keyId: string; graceHours: number }>({
      query: ({ projectId, keyId, graceHours }) => ({
        url: fillPath(API_KEY_PATHS.rotate, { projectId, keyId }),
        method: 'POST',
        body: { graceHours },
      }),
      invalidatesTags: (_made, _error, { projectId }) => tag(projectId),
    }),
    revokeApiKey: build.mutation<TMessageResponse, { projectId: string; keyId: string }>({
      query: ({ projectId, keyId }) => ({ url: fillPath(API_KEY_PATHS.key, { projectId, keyId }), method: 'DELETE' }),
      invalidatesTags: (_answer, _error, { projectId }) => tag(projectId),
    }),
  }),
});

export const { useApiKeysQuery, useCreateApiKeyMutation, useRotateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
