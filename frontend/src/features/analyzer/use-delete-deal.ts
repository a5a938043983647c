import { useCallback } from 'react';
import { errorMessage } from '../../api/api';
import { toast } from '../../shared/toast';
import {
  useDeleteFixFlipPropertyMutation,
  useRestoreFixFlipPropertyMutation,
  type FixFlipProperty,
} from './analyzer.api';
import { ANALYZER_TEXT as T } from './analyzer.constants';

/** Seconds the Undo toast stays open after a delete. */
export const UNDO_SECONDS = 10;

/** Deletes a saved deal, then offers Undo in the toast for UNDO_SECONDS (the server keeps it restorable for a day). */
export function useDeleteDeal() {
  const [remove] = useDeleteFixFlipPropertyMutation();
  const [restore] = useRestoreFixFlipPropertyMutation();
  return useCallback(
    async (deal: Pick<FixFlipProperty, 'id' | 'address'>) => {
      const key = `deal-deleted-${deal.id}`;
      const undo = async () => {
        toast.close(key);
        try {
          await restore({ id: deal.id }).unwrap();
          toast.success(T.restored[0], T.restored[1](deal.address));
        } catch (err) {
          toast.error(T.restoreFailed, errorMessage(err, 'Please try again.'));
        }
      };
      try {
        await remove({ id: deal.id }).unwrap();
      } catch (err) {
        toast.error(T.deleteFailed, errorMessage(err, 'Please try again.'));
        return false;
      }
      toast.success(T.deleted[0], T.deleted[1](deal.address), {
        duration: UNDO_SECONDS,
        key,
        action: { label: 'Undo', onClick: () => void undo() },
      });
      return true;
    },
    [remove, restore],
  );
}
