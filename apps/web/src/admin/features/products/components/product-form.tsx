import { PRODUCT_NAME_REQUIRED } from '@store/domain';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from '@/lib/router';

import { FormAlert } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { useFirstErrorFocus } from '@/lib/use-first-error-focus';
import { AdminIcon } from '@/admin/components/admin-icon';
import { ConfirmDialog } from '@/admin/components/confirm-dialog';
import { PageHeader } from '@/admin/components/page-header';
import { at } from '@/admin/i18n';
import { ADMIN_PATHS } from '@/admin/lib/paths';
import { deleteImage } from '../api/delete-image';
import { useAddProduct } from '../api/add-product';
import { useUpdateProduct } from '../api/update-product';
import { useImageUpload } from '../hooks/use-image-upload';
import type { AdminProduct } from '@store/domain/contract';
import { addImages, removeImage, savedImages } from '../utils/color-groups';
import { useListReturn } from '../utils/list-return';
import { errorsAfterEdit, formProblems, saveFailure } from '../utils/product-form-check';
import {
  hasNewImages,
  productPayload,
  type ColorGroup,
  type ImageItem,
  type ProductFormState,
  withFieldsEdited,
} from '../utils/product-form-state';
import { ProductFields } from './product-fields';
import { StockGrid } from './stock-grid';
import { cellsTotal, shownCells } from '../utils/stock-grid';
import { FormSection } from './form-section';
import { ProductImagesSection } from './product-images-section';
import { ProductTags } from './product-tags';
import { Button } from '@/components/ui/button';

type ProductFormProps = { initial: ProductFormState; product?: AdminProduct };

/**
 * Add Product and Edit Product: the fields, colour and size
 * tags, and the per-colour uploader. Submitting checks the form with the server's own schema,
 * uploads any NEW images first, then saves. Removing saved images applies on Update.
 */
export function ProductForm({ initial, product }: ProductFormProps) {
  const editing = product !== undefined;
  const [state, setState] = useState(initial);
  const [alert, setAlert] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [notice, setNotice] = useState('');
  const [removingColor, setRemovingColor] = useState<string | null>(null);
  const savedUrls = useRef(new Set(initial.colors.flatMap((c) => c.images.map((i) => i.url))));
  // What the form loaded, not what a refetch says now: the server applies the typed stock as a
  // change to it, so a sale while the form is open is not undone by saving.
  const stockWas = useRef(Number(initial.fields.stock) || 0);
  const add = useAddProduct();
  const update = useUpdateProduct();
  const images = useImageUpload();
  const toast = useToast();
  const navigate = useNavigate();
  const listReturn = useListReturn();
  const working = images.uploading || add.isPending || update.isPending;

  const setColors = (colors: ColorGroup[]) => setState((s) => ({ ...s, colors }));
  /** A picture the form drops: a preview is freed, an upload no product shows is deleted. */
  const discard = (image: ImageItem) => {
    if (image.file) URL.revokeObjectURL(image.url);
    else if (!savedUrls.current.has(image.url)) void deleteImage(image.url).catch(() => undefined);
  };
  const dropColor = (name: string) => {
    const group = state.colors.find((c) => c.name === name);
    group?.images.forEach(discard);
    setColors(state.colors.filter((c) => c.name !== name));
  };
  const askRemoveColor = (name: string) => {
    const group = state.colors.find((c) => c.name === name);
    const saved = group ? savedImages(group).filter((i) => savedUrls.current.has(i.url)) : [];
    if (saved.length > 0) setRemovingColor(name);
    else dropColor(name);
  };

  const uploadNow = async (colors: ColorGroup[]) => {
    if (!state.fields.name.trim()) throw new Error(PRODUCT_NAME_REQUIRED);
    const uploaded = await images.upload(state.fields.name.trim(), colors);
    setColors(uploaded);
    return uploaded;
  };
  const onUploadClick = async () => {
    setAlert(null);
    if (!hasNewImages(state)) {
      setAlert(at('images.noNew'));
      return;
    }
    try {
      await uploadNow(state.colors);
      toast(at('images.uploaded'));
    } catch (error) {
      setAlert(saveFailure(error, at('upload.failed')));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (working) return;
    setAlert(null);
    const problems = formProblems(state);
    if (problems) {
      // Each field's message goes beside it and the first bad field is brought into view; what
      // has no field of its own (sizes, colours, images) is said in the alert at the top.
      setErrors(problems.beside);
      setAlert(problems.alert);
      focusFirstError();
      return;
    }
    setErrors({});
    const fallback = editing ? at('form.updateFailed') : at('form.addFailed');
    try {
      const colors = hasNewImages(state) ? await uploadNow(state.colors) : state.colors;
      const payload = productPayload({ ...state, colors });
      if (product) {
        await update.mutateAsync({ _id: product._id, payload, stockWas: stockWas.current });
      } else await add.mutateAsync(payload);
      toast(editing ? at('form.updated') : at('form.added'));
      navigate(listReturn.backTo);
    } catch (error) {
      setAlert(saveFailure(error, fallback));
    }
  };

  const title = editing ? at('products.editTitle') : at('products.addTitle');
  return (
    <form
      ref={formRef}
      className="admin-page product-form"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
    >
      <PageHeader
        title={title}
        description={product ? at('form.productId', { id: product.productid }) : undefined}
        actions={
          <Link
            to={ADMIN_PATHS.dashboard}
            className="product-form__close"
            aria-label={at('form.close')}
            title={at('form.close')}
          >
            <AdminIcon name="close" />
          </Link>
        }
      />
      <FormAlert message={alert} />
      <FormSection id="product-details-title" title={at('form.details')}>
        <ProductFields
          fields={state.fields}
          gridTotal={
            state.colors.length > 0 && state.grid.touched
              ? cellsTotal(
                  shownCells(
                    state.grid,
                    state.colors.map((c) => c.name),
                    state.sizes,
                    state.fields.stock,
                  ),
                )
              : undefined
          }
          errors={errors}
          onChange={(patch) => {
            setState((s) => withFieldsEdited(s, patch));
            // Editing a field clears its message.
            setErrors((e) => errorsAfterEdit(e, patch));
          }}
        />
        <ProductTags
          sizes={state.sizes}
          colors={state.colors.map((c) => c.name)}
          onAddSize={(sizes) => setState((s) => ({ ...s, sizes }))}
          onRemoveSize={(size) =>
            setState((s) => ({ ...s, sizes: s.sizes.filter((x) => x !== size) }))
          }
          onAddColor={(name) => setColors([...state.colors, { name, images: [] }])}
          onRemoveColor={askRemoveColor}
        />
      </FormSection>
      <FormSection id="product-stock-title" title={at('stock.title')} hint={at('stock.hint')}>
        <StockGrid
          grid={state.grid}
          colors={state.colors.map((c) => c.name)}
          sizes={state.sizes}
          typedStock={state.fields.stock}
          {...(product ? { productid: product.productid } : {})}
          onChange={(grid) => setState((s) => ({ ...s, grid }))}
        />
      </FormSection>
      <ProductImagesSection
        colors={state.colors}
        onColorsChange={setColors}
        onAddImages={(color, added) => setColors(addImages(state.colors, color, added))}
        onRemoveImage={(color, image) => {
          discard(image);
          setColors(removeImage(state.colors, color, image.id).colors);
        }}
        onRemoveColor={askRemoveColor}
        onProblem={setAlert}
        onAnnounce={setNotice}
        showUpload={hasNewImages(state) || images.uploading}
        busy={working}
        progress={images.progress}
        onUpload={() => void onUploadClick()}
      />
      <p className="sr-only" role="status">
        {notice}
      </p>
      <div className="product-form__actions">
        <Link to={listReturn.backTo} className="button button--secondary admin-button">
          {at('form.cancel')}
        </Link>
        <Button type="submit" className="admin-button" busy={working}>
          {working
            ? at('form.processing')
            : editing
              ? at('form.submitUpdate')
              : at('form.submitAdd')}
        </Button>
      </div>
      <ConfirmDialog
        open={removingColor !== null}
        title={at('images.removeColorTitle')}
        message={at('images.removeColorQuestion', { color: removingColor ?? '' })}
        detail={at('images.removeColorDetail')}
        confirmLabel={at('images.removeColorConfirm')}
        tone="danger"
        onClose={() => setRemovingColor(null)}
        onConfirm={() => {
          if (removingColor) dropColor(removingColor);
          setRemovingColor(null);
        }}
      />
    </form>
  );
}
