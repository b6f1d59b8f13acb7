// Deleting a row of a list screen: "Are you sure?" (in the resource's own words when it prepares the
// delete), the call, the list fetched again, and the line that says what happened. The notice starts
// as the one a form left when it returned here (the location's state).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '../lib/console-context';
import { fill, m } from '../lib/messages';
import type { Identified, Resource } from '../lib/resource';
import { errorsOf } from '../lib/validation';
import { useConfirm } from './confirm-dialog';

export function useDeleteRow<T extends Identified>(resource: Pick<Resource<T>, 'key' | 'label' | 'remove' | 'prepareDelete'>) {
  const api = useApi();
  const client = useQueryClient();
  const confirm = useConfirm();
  const location = useLocation();
  const [notice, setNotice] = useState<string | null>((location.state as { notice?: string } | null)?.notice ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (run: () => Promise<void>) => run(),
    onSuccess: async () => {
      setNotice(m.deleted);
      await client.invalidateQueries({ queryKey: [resource.key] });
    },
    onError: (error) => setFailure(errorsOf(error).error),
  });

  async function askToDelete(row: T) {
    setNotice(null);
    setFailure(null);
    const name = resource.label(row);
    let prepared: { text: string; remove(): Promise<void> } = { text: m.confirm.deleteText, remove: () => resource.remove(api, row) };
    if (resource.prepareDelete) {
      try {
        prepared = await resource.prepareDelete(api, row);
      } catch (error) {
        setFailure(errorsOf(error).error);
        return;
      }
    }
    if (await confirm({ title: fill(m.confirm.deleteTitle, { name }), text: prepared.text, confirmLabel: m.delete, danger: true })) {
      remove.mutate(prepared.remove);
    }
  }

  return { notice, setNotice, failure, askToDelete: (row: T) => void askToDelete(row), deleting: remove.isPending };
}
