import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { ConfirmDialog } from '@/admin/components/confirm-dialog';
import { at } from '@/admin/i18n';
import { useDeleteProduct } from '../api/delete-product';
import type { AdminProduct } from '@store/domain/contract';

/** The failure text: the server's reason, else the status, else the generic line. */
function deleteFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status >= 400 && error.status < 500 && error.message) return error.message;
    if (error.status > 0) return at('products.requestFailed', { status: error.status });
    return error.message || at('products.deleteFailed');
  }
  return at('products.deleteFailed');
}

type DeleteProductDialogProps = {
  product: AdminProduct | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** 'Are you sure you want to delete "name"?' with Cancel and Delete; the overlay closes it. */
export function DeleteProductDialog({ product, onClose, onDeleted }: DeleteProductDialogProps) {
  const remove = useDeleteProduct();
  const toast = useToast();
  const close = () => {
    if (!remove.isPending) onClose();
  };
  return (
    <ConfirmDialog
      open={product !== null}
      title={at('products.deleteTitle')}
      message={at('products.deleteQuestion', { name: product?.name ?? '' })}
      detail={at('products.deleteDetail')}
      confirmLabel={at('products.delete')}
      busyLabel={at('products.deleting')}
      busy={remove.isPending}
      tone="danger"
      onClose={close}
      onConfirm={() => {
        if (!product) return;
        remove.mutate(product._id, {
          onSuccess: () => {
            toast(at('products.deleted'));
            onClose();
            onDeleted?.();
          },
          onError: (error) => {
            toast(deleteFailure(error), 'error');
            onClose();
          },
        });
      }}
    />
  );
}
