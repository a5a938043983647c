import { api, type PageData } from '../../api/api';
import type { Schemas } from '../../api/types';
import { route, type RequestBody, type ResponseBody } from '../../api/route';

export type DealAnalysis = Schemas['DealAnalysisDto'];
export type FixFlipProperty = Schemas['FixFlipPropertyDto'];
export type RehabLevel = FixFlipProperty['rehabLevel'];
export type SavePropertyBody = Schemas['SavePropertyDto'];
export type AddressPrediction = Schemas['AddressPredictionDto'];
export type FixFlipRules = Schemas['FixFlipRulesDto'];
export type Estimate = Schemas['EstimateDto'];
export type EstimateRequest = Schemas['EstimateRequestDto'];
/** The Suggested ARV panel reads the latest value estimate under this key, whoever asked for it. */
export const SUGGESTED_ARV_KEY = 'suggested-arv';

export type AssumptionSet = Schemas['AssumptionSetDto'];

const tagged = api.enhanceEndpoints({ addTagTypes: ['FixFlipProperties', 'FixFlipAssumptions'] });

/** Spec 2 §7: the analyzer's calls. The list is shared with the pipeline board (same tag). */
export const analyzerApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getFixFlipRules: build.query<ResponseBody<'get', '/api/fix-flip/rules'>, void>({
      query: () => route('get', '/api/fix-flip/rules'),
    }),
    calculateFixFlipDeal: build.mutation<
      ResponseBody<'post', '/api/fix-flip/calculate'>,
      RequestBody<'post', '/api/fix-flip/calculate'>
    >({
      query: (body) => ({ ...route('post', '/api/fix-flip/calculate'), body }),
    }),
    /** The student's own default terms (the spec's while they have none). */
    getFixFlipAssumptions: build.query<ResponseBody<'get', '/api/fix-flip/assumptions'>, void>({
      query: () => route('get', '/api/fix-flip/assumptions'),
      providesTags: ['FixFlipAssumptions'],
    }),
    saveFixFlipAssumptions: build.mutation<
      ResponseBody<'put', '/api/fix-flip/assumptions'>,
      RequestBody<'put', '/api/fix-flip/assumptions'>
    >({
      query: (body) => ({ ...route('put', '/api/fix-flip/assumptions'), body }),
      invalidatesTags: ['FixFlipAssumptions'],
    }),
    resetFixFlipAssumptions: build.mutation<ResponseBody<'delete', '/api/fix-flip/assumptions'>, void>({
      query: () => route('delete', '/api/fix-flip/assumptions'),
      invalidatesTags: ['FixFlipAssumptions'],
    }),
    listFixFlipProperties: build.query<ResponseBody<'get', '/api/fix-flip/properties'>, void>({
      query: () => route('get', '/api/fix-flip/properties'),
      providesTags: ['FixFlipProperties'],
    }),
    saveFixFlipProperty: build.mutation<ResponseBody<'post', '/api/fix-flip/properties'>, SavePropertyBody>({
      query: (body) => ({ ...route('post', '/api/fix-flip/properties'), body }),
      invalidatesTags: ['FixFlipProperties'],
    }),
    updateFixFlipProperty: build.mutation<
      ResponseBody<'put', '/api/fix-flip/properties/{id}'>,
      // Fields with a default are required in the generated types; PUT takes them as optional.
      { id: string; arv: number } & Partial<Schemas['UpdatePropertyDto']>
    >({
      query: ({ id, ...body }) => ({ ...route('put', '/api/fix-flip/properties/{id}', { id }), body }),
      invalidatesTags: ['FixFlipProperties'],
    }),
    deleteFixFlipProperty: build.mutation<ResponseBody<'delete', '/api/fix-flip/properties/{id}'>, { id: string }>({
      query: ({ id }) => route('delete', '/api/fix-flip/properties/{id}', { id }),
      invalidatesTags: ['FixFlipProperties'],
    }),
    restoreFixFlipProperty: build.mutation<
      ResponseBody<'post', '/api/fix-flip/properties/{id}/restore'>,
      { id: string }
    >({
      query: ({ id }) => route('post', '/api/fix-flip/properties/{id}/restore', { id }),
      invalidatesTags: ['FixFlipProperties'],
    }),
    autocompleteAddress: build.mutation<
      ResponseBody<'post', '/api/autocomplete/address'>,
      RequestBody<'post', '/api/autocomplete/address'>
    >({
      query: (body) => ({ ...route('post', '/api/autocomplete/address'), body }),
    }),
    getPlaceDetails: build.mutation<
      ResponseBody<'post', '/api/place/details'>,
      RequestBody<'post', '/api/place/details'>
    >({
      query: (body) => ({ ...route('post', '/api/place/details'), body }),
    }),
    estimatePropertyValue: build.mutation<ResponseBody<'post', '/api/property/value-estimate'>, EstimateRequest>({
      query: (body) => ({ ...route('post', '/api/property/value-estimate'), body }),
    }),
    estimatePropertyRent: build.mutation<ResponseBody<'post', '/api/property/rent-estimate'>, EstimateRequest>({
      query: (body) => ({ ...route('post', '/api/property/rent-estimate'), body }),
    }),
    lookupProperty: build.mutation<
      ResponseBody<'post', '/api/property/lookup'>,
      RequestBody<'post', '/api/property/lookup'>
    >({
      query: (body) => ({ ...route('post', '/api/property/lookup'), body }),
    }),
  }),
});

export const {
  useGetFixFlipRulesQuery,
  useCalculateFixFlipDealMutation,
  useGetFixFlipAssumptionsQuery,
  useSaveFixFlipAssumptionsMutation,
  useResetFixFlipAssumptionsMutation,
  useListFixFlipPropertiesQuery,
  useSaveFixFlipPropertyMutation,
  useUpdateFixFlipPropertyMutation,
  useDeleteFixFlipPropertyMutation,
  useRestoreFixFlipPropertyMutation,
  useAutocompleteAddressMutation,
  useGetPlaceDetailsMutation,
  useLookupPropertyMutation,
  useEstimatePropertyValueMutation,
  useEstimatePropertyRentMutation,
} = analyzerApi;

/** What the analyzer opens with for a signed-in student: the rules and the saved analyses (see PageData). */
export const signedInAnalyzerData: PageData = (dispatch) => {
  dispatch(analyzerApi.util.prefetch('getFixFlipRules', undefined, {}));
  dispatch(analyzerApi.util.prefetch('listFixFlipProperties', undefined, {}));
};
