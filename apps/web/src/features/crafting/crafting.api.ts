import { CRAFTING_PATHS, fillPath } from '@arcana/shared';
import type {
  TCardCrafting,
  TCraftBadgeBody,
  TCraftDesignBody,
  TCraftingOverview,
  TCraftResult,
  TDismantleBody,
  TDismantleDuplicatesBody,
  TDuplicatesSummary,
  TFuseBody,
  TProjectCrafting,
} from '@arcana/shared/schemas';
import { api } from '../../api/api';

/**
 * What a craft changes: the collector's essence and sets, and their cards (spent, or one made).
 * Read again after a refusal too: a craft refused for a card spent meanwhile leaves an offer that
 * names it.
 */
const CRAFTED = ['Crafting', 'Collectibles', 'Collected', 'Fairness'] as const;
const post = (path: string) => (body: object) => ({ url: path, method: 'POST', body });

/**
 * The Forge's crafting (docs/product-rules.md "Crafting"): what a collector can do with their
 * cards, and each craft, made once per request id (a retry of a lost answer is the same craft).
 */
export const craftingApi = api.injectEndpoints({
  endpoints: (build) => ({
    craftingOverview: build.query<TCraftingOverview, void>({
      query: () => CRAFTING_PATHS.overview,
      providesTags: ['Crafting'],
    }),
    projectCrafting: build.query<TProjectCrafting, string>({
      query: (slug) => fillPath(CRAFTING_PATHS.project, { slug }),
      providesTags: ['Crafting'],
    }),
    cardCrafting: build.query<TCardCrafting, string>({
      query: (cardId) => fillPath(CRAFTING_PATHS.card, { cardId }),
      providesTags: ['Crafting'],
    }),
    duplicates: build.query<TDuplicatesSummary, { project?: string }>({
      query: (params) => ({ url: CRAFTING_PATHS.duplicates, params }),
      // A summary is of its moment: asked afresh each time the dialog opens.
      keepUnusedDataFor: 0,
    }),
    dismantle: build.mutation<TCraftResult, TDismantleBody>({ query: post(CRAFTING_PATHS.dismantle), invalidatesTags: [...CRAFTED] }),
    dismantleDuplicates: build.mutation<TCraftResult, TDismantleDuplicatesBody>({
      query: post(CRAFTING_PATHS.duplicates),
      invalidatesTags: [...CRAFTED],
    }),
    fuse: build.mutation<TCraftResult, TFuseBody>({ query: post(CRAFTING_PATHS.fuse), invalidatesTags: [...CRAFTED] }),
    craftDesign: build.mutation<TCraftResult, TCraftDesignBody>({ query: post(CRAFTING_PATHS.craft), invalidatesTags: [...CRAFTED] }),
    craftBadge: build.mutation<TCraftResult, TCraftBadgeBody>({ query: post(CRAFTING_PATHS.badge), invalidatesTags: [...CRAFTED] }),
  }),
});

export const {
  useCraftingOverviewQuery,
  useProjectCraftingQuery,
  useCardCraftingQuery,
  useDuplicatesQuery,
  useDismantleMutation,
  useDismantleDuplicatesMutation,
  useFuseMutation,
  useCraftDesignMutation,
  useCraftBadgeMutation,
} = craftingApi;

/** Tags a craft in another tab changes here too. */
export const CRAFTED_TAGS = CRAFTED;
