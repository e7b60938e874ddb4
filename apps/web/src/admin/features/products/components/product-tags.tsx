import { at } from '@/admin/i18n';
import { TagEditor } from './tag-editor';

type ProductTagsProps = {
  sizes: string[];
  colors: string[];
  onAddSize: (sizes: string[]) => void;
  onRemoveSize: (size: string) => void;
  onAddColor: (name: string) => void;
  /** Asks first when the colour has saved pictures (the form's confirm dialog). */
  onRemoveColor: (name: string) => void;
};

/** The product form's size and colour tags, under its fields. */
export function ProductTags({
  sizes,
  colors,
  onAddSize,
  onRemoveSize,
  onAddColor,
  onRemoveColor,
}: ProductTagsProps) {
  return (
    <div className="product-form__tags">
      <TagEditor
        kind="size"
        label={at('form.sizes')}
        hint={at('form.sizesHint')}
        inputLabel={at('form.newSize')}
        addLabel={at('form.addSize')}
        emptyText={at('form.noSizes')}
        tags={sizes}
        onAdd={onAddSize}
        onRemove={onRemoveSize}
      />
      <TagEditor
        kind="color"
        label={at('form.colors')}
        hint={at('form.colorsHint')}
        inputLabel={at('form.newColor')}
        addLabel={at('form.addColor')}
        emptyText={at('form.noColors')}
        tags={colors}
        onAdd={(tags) => onAddColor(tags.at(-1) ?? '')}
        onRemove={onRemoveColor}
      />
    </div>
  );
}
