import type { FormInstance } from 'antd';
import { errorMessage, isApiError } from '../../api/api';
import { toast } from '../../shared/toast';
import { useGetPlaceDetailsMutation, useLookupPropertyMutation, type AddressPrediction } from './analyzer.api';
import { ANALYZER_TEXT as T } from './analyzer.constants';

type Facts = Record<string, string | number | null | undefined>;

/** Only the facts the provider knows overwrite the form; blanks keep what the user typed. */
function fill(form: FormInstance, facts: Facts | undefined) {
  if (!facts) return;
  const known = Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== null && v !== undefined && v !== ''));
  form.setFieldsValue(known);
}

/**
 * Spec 2 §4 and §8: picking a suggestion fills the address, then fetches place details and property
 * details; Manual Lookup fetches property details for the typed address.
 */
export function usePropertyFill(form: FormInstance) {
  const [getDetails] = useGetPlaceDetailsMutation();
  const [lookup, lookupState] = useLookupPropertyMutation();

  const onPick = async (prediction: AddressPrediction, sessionToken: string | undefined) => {
    form.setFieldsValue({ address: prediction.description });
    const [place, property] = await Promise.allSettled([
      getDetails({ place_id: prediction.place_id, sessionToken }).unwrap(),
      lookup({ address: prediction.description }).unwrap(),
    ]);
    if (place.status === 'fulfilled' && place.value.success) fill(form, place.value.place);
    else if (place.status === 'rejected') console.error('Place details failed', place.reason);
    if (property.status === 'rejected') return toast.warning(T.addressLookupError);
    if (!property.value.success) return toast.info(T.addressNoDetails);
    fill(form, property.value.property);
    toast.success(...T.addressSelected);
  };

  const manualLookup = async () => {
    const address = String(form.getFieldValue('address') ?? '').trim();
    if (!address) return toast.error(...T.missingAddress);
    try {
      const res = await lookup({ address }).unwrap();
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
