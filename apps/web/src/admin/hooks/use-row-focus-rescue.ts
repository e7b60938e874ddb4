import { useFocusRescue } from '@/lib/use-focus-rescue';
import { DATA_TABLE_ROW } from '../components/data-table';

/**
 * For a list's card around a DataTable (spread `onFocus` on the card). A row that goes takes the
 * focused control with it (deleted, or moved out of the filter by an action): focus goes to the
 * next row's first control, the previous row's after the last, or the empty-list message, instead
 * of dropping to <body> at the top of the page. That message goes too when a page left empty
 * moves back a page: then focus goes to `lastRowControl` in the last row.
 */
export function useRowFocusRescue(lastRowControl: string) {
  return useFocusRescue(
    (card) =>
      card?.querySelector<HTMLElement>('.admin-empty') ??
      [...(card?.querySelectorAll(DATA_TABLE_ROW) ?? [])]
        .at(-1)
        ?.querySelector<HTMLElement>(lastRowControl),
    { entry: DATA_TABLE_ROW },
  );
}
