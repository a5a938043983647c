import { api } from '../../api/api';
import type { Schemas } from '../../api/types';

export type DealAnalysis = Schemas['DealAnalysisDto'];
export type FixFlipProperty = Schemas['FixFlipPropertyDto'];
export type RehabLevel = FixFlipProperty['rehabLevel'];
export type SavePropertyBody = Schemas['SavePropertyDto'];
export type AddressPrediction = Schemas['AddressPredictionDto'];

const tagged = api.enhanceEndpoints({ addTagTypes: ['FixFlipProperties'] });

/** Spec 2 §7: the analyzer's calls. The list is shared with the pipeline board (same tag). */
export const analyzerApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    calculateFixFlipDeal: build.mutation<Schemas['CalculateDealResponseDto'], Schemas['CalculateDealDto']>({
      query: (body) => ({ url: '/api/fix-flip/calculate', method: 'POST', body }),
    }),
    listFixFlipProperties: build.query<FixFlipProperty[], void>({
      query: () => ({ url: '/api/fix-flip/properties' }),
      providesTags: ['FixFlipProperties'],
    }),
    saveFixFlipProperty: build.mutation<Schemas['PropertyMutationResponseDto'], SavePropertyBody>({
      query: (body) => ({ url: '/api/fix-flip/properties', method: 'POST', body }),
      invalidatesTags: ['FixFlipProperties'],
    }),
    updateFixFlipProperty: build.mutation<
      Schemas['PropertyMutationResponseDto'],
      { id: string } & Schemas['UpdatePropertyDto']
    >({
      query: ({ id, ...body }) => ({ url: `/api/fix-flip/properties/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['FixFlipProperties'],
    }),
    autocompleteAddress: build.mutation<Schemas['AutocompleteAddressResponseDto'], Schemas['AutocompleteAddressDto']>({
      query: (body) => ({ url: '/api/autocomplete/address', method: 'POST', body }),
    }),
    getPlaceDetails: build.mutation<Schemas['PlaceDetailsResponseDto'], Schemas['PlaceDetailsRequestDto']>({
      query: (body) => ({ url: '/api/place/details', method: 'POST', body }),
    }),
    lookupProperty: build.mutation<Schemas['PropertyLookupResponseDto'], Schemas['PropertyLookupRequestDto']>({
      query: (body) => ({ url: '/api/property/lookup', method: 'POST', body }),
    }),
  }),
});

export const {
  useCalculateFixFlipDealMutation,
  useListFixFlipPropertiesQuery,
  useSaveFixFlipPropertyMutation,
  useUpdateFixFlipPropertyMutation,
  useAutocompleteAddressMutation,
  useGetPlaceDetailsMutation,
  useLookupPropertyMutation,
} = analyzerApi;
