import { fillPath, WEBHOOK_PATHS } from '@arcana/shared';
import type {
  TMessageResponse,
  TNewWebhookEndpoint,
  TRotatedWebhookSecret,
  TWebhookDelivery,
  TWebhookEndpoint,
  TWebhookEndpointBody,
  TWebhookEndpointPatch,
} from '@arcana/shared/schemas';
import { api } from '../../api/api';

type EndpointArg = { projectId: string; endpointId: string };
const endpointsOf = (projectId: string) => fillPath(WEBHOOK_PATHS.endpoints, { projectId });
const at = (path: string, arg: EndpointArg & { deliveryId?: string }) => fillPath(path, arg);
const endpointsTag = (projectId: string) => [{ type: 'Webhooks' as const, id: projectId }];
const deliveriesTag = (endpointId: string) => [{ type: 'WebhookDeliveries' as const, id: endpointId }];

/** A project's webhook endpoints and their delivery log, for its creator (docs/product-rules.md "Webhooks"). */
export const webhooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    webhookEndpoints: build.query<TWebhookEndpoint[], string>({
      query: endpointsOf,
      providesTags: (_rows, _error, projectId) => endpointsTag(projectId),
    }),
    addWebhookEndpoint: build.mutation<TNewWebhookEndpoint, TWebhookEndpointBody & { projectId: string }>({
      query: ({ projectId, ...body }) => ({ url: endpointsOf(projectId), method: 'POST', body }),
      invalidatesTags: (_made, _error, { projectId }) => endpointsTag(projectId),
    }),
    changeWebhookEndpoint: build.mutation<TWebhookEndpoint, TWebhookEndpointPatch & EndpointArg>({
      query: ({ projectId, endpointId, ...body }) => ({
        url: at(WEBHOOK_PATHS.endpoint, { projectId, endpointId }),
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_row, _error, { projectId }) => endpointsTag(projectId),
    }),
    deleteWebhookEndpoint: build.mutation<TMessageResponse, EndpointArg>({
      query: (arg) => ({ url: at(WEBHOOK_PATHS.endpoint, arg), method: 'DELETE' }),
      invalidatesTags: (_answer, _error, { projectId }) => endpointsTag(projectId),
    }),
    webhookSecret: build.query<{ secret: string }, EndpointArg>({
      query: (arg) => at(WEBHOOK_PATHS.secret, arg),
      // A secret: not kept once the dialog that showed it is gone.
      keepUnusedDataFor: 0,
    }),
    rotateWebhookSecret: build.mutation<TRotatedWebhookSecret, EndpointArg>({
      query: (arg) => ({ url: at(WEBHOOK_PATHS.rotateSecret, arg), method: 'POST' }),
      invalidatesTags: (_answer, _error, { projectId }) => endpointsTag(projectId),
    }),
    sendTestWebhook: build.mutation<TMessageResponse, EndpointArg>({
      query: (arg) => ({ url: at(WEBHOOK_PATHS.test, arg), method: 'POST' }),
      invalidatesTags: (_answer, _error, { endpointId }) => deliveriesTag(endpointId),
    }),
    webhookDeliveries: build.query<TWebhookDelivery[], EndpointArg>({
      query: (arg) => at(WEBHOOK_PATHS.deliveries, arg),
      providesTags: (_rows, _error, { endpointId }) => deliveriesTag(endpointId),
    }),
    redeliverWebhook: build.mutation<TMessageResponse, EndpointArg & { deliveryId: string }>({
      query: (arg) => ({ url: at(WEBHOOK_PATHS.redeliver, arg), method: 'POST' }),
      invalidatesTags: (_answer, _error, { endpointId }) => deliveriesTag(endpointId),
    }),
  }),
});

export const {
  useWebhookEndpointsQuery,
  useAddWebhookEndpointMutation,
  useChangeWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useLazyWebhookSecretQuery,
  useRotateWebhookSecretMutation,
  useSendTestWebhookMutation,
  useWebhookDeliveriesQuery,
  useRedeliverWebhookMutation,
} = webhooksApi;
