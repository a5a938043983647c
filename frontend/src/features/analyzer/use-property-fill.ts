import type { FormInstance } from 'antd';
import { errorMessage, isApiError } from '../../api/api';
import { toast } from '../../shared/toast';
import {
  SUGGESTED_ARV_KEY,
  useEstimatePropertyValueMutation,
  useGetPlaceDetailsMutation,
  useLookupPropertyMutation,
  type AddressPrediction,
  type EstimateRequest,
} from './analyzer.api';
import { ANALYZER_TEXT as T, isNotConfigured } from './analyzer.constants';

type Facts = Record<string, string | number | null | undefined>;
const FORM_FIELDS = ['city', 'state', 'zipCode', 'county', 'squareFeet', 'bedrooms', 'bathrooms', 'lotSize'];

/** Only the facts the provider knows overwrite the form; blanks keep what the user typed. */
function fill(form: FormInstance, facts: Facts | undefined) {
  if (!facts) return;
  const known = Object.entries(facts).filter(
    ([k, v]) => FORM_FIELDS.includes(k) && v !== null && v !== undefined && v !== '',
  );
  form.setFieldsValue(Object.fromEntries(known));
}

/** Where the property is, as the API's RentCast calls take it (street + city, state, zip when known). */
export function whereFrom(form: FormInstance, street?: string | null): EstimateRequest {
  const value = (name: string) => {
    const v: unknown = form.getFieldValue(name);
    return typeof v === 'string' && v.trim() ? v.trim() : undefined;
  };
  const number = (name: string) => {
    const v: unknown = form.getFieldValue(name);
    return typeof v === 'number' && v > 0 ? v : undefined;
  };
  return {
    address: street || value('address') || '',
    city: value('city'),
    state: value('state'),
    zipCode: value('zipCode'),
    squareFeet: number('squareFeet'),
    bedrooms: number('bedrooms'),
    bathrooms: number('bathrooms'),
  };
}

/**
 * Spec 2 §4 and §8: picking a suggestion fills the address, then fetches the place's parts, the property record
 * (RentCast, by "Street, City, State Zip") and the suggested ARV; Manual Lookup fetches property details for the
 * typed address.
 */
export function usePropertyFill(form: FormInstance) {
  const [getDetails] = useGetPlaceDetailsMutation();
  const [lookup, lookupState] = useLookupPropertyMutation();
  const [estimate] = useEstimatePropertyValueMutation({ fixedCacheKey: SUGGESTED_ARV_KEY });

  const onPick = async (prediction: AddressPrediction, sessionToken: string | undefined) => {
    form.setFieldsValue({ address: prediction.description });
    let street: string | null = null;
    try {
      const place = await getDetails({ place_id: prediction.place_id, sessionToken }).unwrap();
      if (place.success && place.place) {
        fill(form, place.place);
        street = place.place.street;
      }
    } catch (err) {
      console.error('Place details failed', err);
    }
    const where = whereFrom(form, street ?? prediction.structured_formatting.main_text);
    try {
      const property = await lookup(where).unwrap();
      if (property.success) {
        fill(form, property.property);
        toast.success(...T.addressSelected);
      } else if (isNotConfigured(property.message)) toast.info(...T.addressLookupNotConfigured);
      else toast.info(T.addressNoDetails);
    } catch {
      toast.warning(T.addressLookupError);
    }
    // The suggested ARV uses what is now known (square feet, rooms); its panel shows the answer or why not.
    void estimate(whereFrom(form, street ?? prediction.structured_formatting.main_text));
  };

  const manualLookup = async () => {
    const address = String(form.getFieldValue('address') ?? '').trim();
    if (!address) return toast.error(...T.missingAddress);
    try {
      const res = await lookup(whereFrom(form)).unwrap();
      if (!res.success && isNotConfigured(res.message)) return toast.warning(...T.lookupNotConfigured);
      if (!res.success) return toast.warning(T.lookupNotFoundTitle, res.message || T.lookupNotFound);
      fill(form, res.property);
      toast.success(...T.lookupSucceeded);
    } catch (err) {
      const statusText = isApiError(err) && typeof err.status === 'number' ? err.message.replace(/^\d+: /, '') : '';
      toast.error(
        T.lookupFailedTitle,
        errorMessage(err, statusText && !statusText.startsWith('{') ? statusText : T.lookupFailed),
      );
    }
  };

  return { onPick, manualLookup, lookingUp: lookupState.isLoading };
}
