import { OFFER_IMAGE_REQUIRED, fieldErrors, offerFormSchema } from '@store/domain';
import { useId, useState, type FormEvent } from 'react';

import { FormAlert, TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { useFirstErrorFocus } from '@/lib/use-first-error-focus';
import { at } from '@/admin/i18n';
import { failureMessage } from '@/admin/lib/failure-message';
import { useUpdateOffer } from '../api/update-offer';
import { uploadOffer, useCreateOffer } from '../api/upload-offer';
import { useImagePreview } from '../hooks/use-image-preview';
import type { AdminOffer } from '@store/domain/contract';
import type { OfferFields } from '../offer-fields';
import { LinkedPromotionField } from './linked-promotion-field';
import { ProductIdTags } from './product-id-tags';
import { Button } from '@/components/ui/button';

type OfferFormProps = {
  /** The offer being edited; none for a new one. */
  offer: AdminOffer | null;
  /** After a save, or Cancel in edit mode. */
  onDone: () => void;
};

type Errors = Partial<
  Record<
    'title' | 'description' | 'discountText' | 'offerImage' | 'productIds' | 'promotionId',
    string
  >
>;

function initialFields(offer: AdminOffer | null): OfferFields {
  return {
    title: offer?.title ?? '',
    description: offer?.description ?? '',
    titleAr: offer?.titleAr ?? '',
    descriptionAr: offer?.descriptionAr ?? '',
    discountText: offer?.discountText ?? '',
    // Product codes read better than ids; the server takes either.
    productIds: offer?.products.map((p) => p.productid) ?? [],
    promotionId: offer?.promotion?.id ?? '',
  };
}

/**
 * Create or edit an offer: title, description, discount text,
 * an image with its preview (required on create; replacing it on edit uploads it first with
 * isUpdate 'true'), product ids as tags and the promotion whose products its page may list.
 */
export function OfferForm({ offer, onDone }: OfferFormProps) {
  const id = useId();
  const toast = useToast();
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const [fields, setFields] = useState<OfferFields>(() => initialFields(offer));
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const preview = useImagePreview(image);
  const shownImage = preview ?? offer?.imageUrl ?? null;
  const busy = uploading || create.isPending || update.isPending;

  const set = (name: keyof OfferFields) => (value: OfferFields[typeof name]) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const validate = (): Errors => {
    const parsed = offerFormSchema.safeParse(fields);
    const found: Errors = parsed.success ? {} : (fieldErrors(parsed.error) as Errors);
    if (!offer && !image) found.offerImage = OFFER_IMAGE_REQUIRED;
    return found;
  };

  const save = async () => {
    if (!offer) {
      if (!image) return;
      await create.mutateAsync({ fields, image }).catch((error: unknown) => {
        throw new Error(failureMessage(error, at('offers.uploadFailed')));
      });
      toast(at('offers.created'), 'success');
      return;
    }
    let replaced: { imageUrl: string; s3Key: string } | undefined;
    if (image) {
      setUploading(true);
      try {
        const { imageUrl, s3Key } = await uploadOffer(fields, image, true);
        replaced = { imageUrl, s3Key };
      } catch (error) {
        throw new Error(failureMessage(error, at('offers.imageFailed')));
      } finally {
        setUploading(false);
      }
    }
    await update
      .mutateAsync({ offerId: offer._id, fields, ...(replaced ? { image: replaced } : {}) })
      .catch((error: unknown) => {
        throw new Error(failureMessage(error, at('offers.updateFailed')));
      });
    toast(at('offers.updated'), 'success');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) {
      focusFirstError();
      return;
    }
    save().then(
      () => {
        setFields(initialFields(null));
        setImage(null);
        onDone();
      },
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  };

  return (
    <form
      ref={formRef}
      className="offer-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="admin-section-title">
        {offer ? at('offers.editTitle') : at('offers.createTitle')}
      </h2>
      <FormAlert message={failure} />
      <TextField
        name="title"
        label={at('offers.fieldTitle')}
        value={fields.title}
        maxLength={200}
        required
        error={errors.title}
        onChange={(event) => set('title')(event.target.value)}
      />
      <div className={errors.description ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${id}-description`}>
          {at('offers.fieldDescription')}
        </label>
        <textarea
          id={`${id}-description`}
          name="description"
          className="field__input offer-form__textarea"
          rows={3}
          maxLength={1000}
          required
          value={fields.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          onChange={(event) => set('description')(event.target.value)}
        />
        {errors.description ? (
          <p id={`${id}-description-error`} className="field__error" role="alert">
            {errors.description}
          </p>
        ) : null}
      </div>
      <TextField
        name="titleAr"
        label={at('offers.fieldTitleAr')}
        hint={at('form.arabicHint')}
        value={fields.titleAr}
        maxLength={200}
        dir="rtl"
        lang="ar"
        onChange={(event) => set('titleAr')(event.target.value)}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-description-ar`}>
          {at('offers.fieldDescriptionAr')}
        </label>
        <textarea
          id={`${id}-description-ar`}
          name="descriptionAr"
          className="field__input offer-form__textarea"
          rows={3}
          maxLength={1000}
          dir="rtl"
          lang="ar"
          value={fields.descriptionAr}
          onChange={(event) => set('descriptionAr')(event.target.value)}
        />
      </div>
      <TextField
        name="discountText"
        label={at('offers.fieldDiscount')}
        hint={at('offers.discountHint')}
        optional={at('form.optional')}
        value={fields.discountText}
        maxLength={50}
        error={errors.discountText}
        onChange={(event) => set('discountText')(event.target.value)}
      />
      <div className={errors.offerImage ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${id}-image`}>
          {at('offers.fieldImage')}
        </label>
        <input
          id={`${id}-image`}
          name="offerImage"
          type="file"
          accept="image/*"
          className="offer-form__file"
          aria-invalid={errors.offerImage ? true : undefined}
          aria-describedby={`${id}-image-hint${errors.offerImage ? ` ${id}-image-error` : ''}`}
          onChange={(event) => {
            setImage(event.target.files?.[0] ?? null);
            setErrors((current) => ({ ...current, offerImage: undefined }));
          }}
        />
        <p id={`${id}-image-hint`} className="field__hint">
          {at('offers.imageHint')}
        </p>
        {errors.offerImage ? (
          <p id={`${id}-image-error`} className="field__error" role="alert">
            {errors.offerImage}
          </p>
        ) : null}
        {shownImage ? (
          <img className="offer-form__preview" src={shownImage} alt={at('offers.imagePreview')} />
        ) : null}
      </div>
      <ProductIdTags
        value={fields.productIds}
        onChange={(ids) => set('productIds')(ids)}
        error={errors.productIds}
      />
      <LinkedPromotionField
        value={fields.promotionId}
        onChange={(promotionId) => set('promotionId')(promotionId)}
        linked={offer?.promotion ?? null}
        error={errors.promotionId}
      />
      <div className="offer-form__actions">
        {offer ? (
          <button type="button" className="button button--secondary" onClick={onDone}>
            {at('offers.cancelEdit')}
          </button>
        ) : null}
        <Button type="submit" busy={busy}>
          {busy ? at('offers.saving') : offer ? at('offers.update') : at('offers.create')}
        </Button>
      </div>
    </form>
  );
}
