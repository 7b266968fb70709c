import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../shell/snackbar-context.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface DeleteConfirmDialogProps<T extends { id: number; name: string }> {
  /** The row to delete; null keeps the dialog closed. */
  item: T | null;
  title: string;
  remove: (id: number) => Promise<unknown>;
  /** The queries the deletion makes out of date (the list's key family). */
  queryKey: QueryKey;
  onClose: () => void;
}

/** Asks before deleting a list row, deletes it, says so and refreshes the list; the server's refusal stays in the dialog. */
export function DeleteConfirmDialog<T extends { id: number; name: string }>({ item, title, remove, queryKey, onClose }: DeleteConfirmDialogProps<T>) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const queryClient = useQueryClient();
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      message={t('admin.confirmDelete', { name: item?.name ?? '' })}
      onConfirm={async () => {
        if (!item) return;
        await remove(item.id);
        showSnackbar(t('admin.deleted'));
        await queryClient.invalidateQueries({ queryKey });
      }}
      onClose={onClose}
    />
  );
}
