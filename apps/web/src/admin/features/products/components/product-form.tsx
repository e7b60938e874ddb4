import { fieldErrors, PRODUCT_NAME_REQUIRED, productFormSchema } from '@store/domain';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { FormAlert } from '../../../../components/ui/text-field';
import { useToast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { useFirstErrorFocus } from '../../../../lib/use-first-error-focus';
import { AdminIcon } from '../../../components/admin-icon';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { at } from '../../../i18n';
import { ADMIN_PATHS } from '../../../lib/paths';
import { deleteImage } from '../api/delete-image';
import { useAddProduct } from '../api/add-product';
import { useUpdateProduct } from '../api/update-product';
import { UploadError } from '../api/upload-product-images';
import { useImageUpload } from '../hooks/use-image-upload';
import type { AdminProduct } from '../types';
import { addImages, removeImage, savedImages } from '../utils/color-groups';
import { useListReturn } from '../utils/list-return';
import {
  hasNewImages,
  productPayload,
  type ColorGroup,
  type ImageItem,
  type ProductFormState,
} from '../utils/product-form-state';
import { ColorImageUploader } from './color-image-uploader';
import { ProductFields } from './product-fields';
import { StockGrid } from './stock-grid';
import { cellsTotal, shownCells } from '../utils/stock-grid';
import { TagEditor } from './tag-editor';
import { UploadProgress } from './upload-progress';
import { Button } from '../../../../components/ui/button';

type ProductFormProps = { initial: ProductFormState; product?: AdminProduct };

/** The fields ProductFields shows a message beside; others (tags, images) use the alert. */
const BESIDE_FIELDS = new Set([
  'name',
  'brand',
  'price',
  'originalPrice',
  'discount',
  'stock',
  'category',
  'gender',
  'description',
]);

/** A NEW image has no URL on the server yet: this stands in while the form is checked. */
const PENDING = 'pending-upload';

function failure(error: unknown, fallback: string): string {
  if (error instanceof UploadError) return error.message;
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return at('form.unexpected');
}

/**
 * Add Product and Edit Product (admin spec sections 2, 4 and 5): the fields, colour and size
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
      setAlert(failure(error, at('upload.failed')));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (working) return;
    setAlert(null);
    const check = productFormSchema.safeParse(
      productPayload(state, (_c, image) => (image.file ? PENDING : image.url)),
    );
    if (!check.success) {
      // Each field's message goes beside it and the first bad field is brought into view; what
      // has no field of its own (sizes, colours, images) is said in the alert at the top.
      const found = fieldErrors(check.error);
      const beside = Object.fromEntries(
        Object.entries(found).filter(([name]) => BESIDE_FIELDS.has(name)),
      );
      const elsewhere = Object.entries(found).find(([name]) => !BESIDE_FIELDS.has(name));
      setErrors(beside);
      setAlert(elsewhere?.[1] ?? null);
      if (Object.keys(beside).length === 0 && !elsewhere) setAlert(at('form.submitError'));
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
      setAlert(failure(error, fallback));
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
      <section className="admin-card" aria-labelledby="product-details-title">
        <h2 id="product-details-title" className="admin-section-title">
          {at('form.details')}
        </h2>
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
            setState((s) => ({ ...s, fields: { ...s.fields, ...patch } }));
            // Editing a field clears its message (Others' own category box clears the category's).
            setErrors((e) => {
              const names = Object.keys(patch).map((n) =>
                n === 'customCategory' ? 'category' : n,
              );
              return names.some((n) => n in e)
                ? Object.fromEntries(Object.entries(e).filter(([n]) => !names.includes(n)))
                : e;
            });
          }}
        />
        <div className="product-form__tags">
          <TagEditor
            kind="size"
            label={at('form.sizes')}
            hint={at('form.sizesHint')}
            inputLabel={at('form.newSize')}
            addLabel={at('form.addSize')}
            emptyText={at('form.noSizes')}
            tags={state.sizes}
            onAdd={(sizes) => setState((s) => ({ ...s, sizes }))}
            onRemove={(size) =>
              setState((s) => ({ ...s, sizes: s.sizes.filter((x) => x !== size) }))
            }
          />
          <TagEditor
            kind="color"
            label={at('form.colors')}
            hint={at('form.colorsHint')}
            inputLabel={at('form.newColor')}
            addLabel={at('form.addColor')}
            emptyText={at('form.noColors')}
            tags={state.colors.map((c) => c.name)}
            onAdd={(tags) => setColors([...state.colors, { name: tags.at(-1) ?? '', images: [] }])}
            onRemove={askRemoveColor}
          />
        </div>
      </section>
      <section className="admin-card" aria-labelledby="product-stock-title">
        <h2 id="product-stock-title" className="admin-section-title">
          {at('stock.title')}
        </h2>
        <p className="field__hint">{at('stock.hint')}</p>
        <StockGrid
          grid={state.grid}
          colors={state.colors.map((c) => c.name)}
          sizes={state.sizes}
          typedStock={state.fields.stock}
          {...(product ? { productid: product.productid } : {})}
          onChange={(grid) => setState((s) => ({ ...s, grid }))}
        />
      </section>
      <section className="admin-card" aria-labelledby="product-images-title">
        <h2 id="product-images-title" className="admin-section-title">
          {at('images.title')}
        </h2>
        <p className="field__hint">{at('images.hint')}</p>
        <ColorImageUploader
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
        />
        {hasNewImages(state) || images.uploading ? (
          <div className="product-form__upload">
            <Button
              variant="secondary"
              className="admin-button"
              busy={working}
              onClick={() => void onUploadClick()}
            >
              {at('images.upload')}
            </Button>
            {images.progress !== null ? <UploadProgress percent={images.progress} /> : null}
          </div>
        ) : null}
      </section>
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
