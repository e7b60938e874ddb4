import { Button } from '@/components/ui/button';
import { at } from '@/admin/i18n';
import type { ColorGroup, ImageItem } from '../utils/product-form-state';
import { ColorImageUploader } from './color-image-uploader';
import { FormSection } from './form-section';
import { UploadProgress } from './upload-progress';

type ProductImagesSectionProps = {
  colors: ColorGroup[];
  onColorsChange: (colors: ColorGroup[]) => void;
  onAddImages: (color: string, added: ImageItem[]) => void;
  onRemoveImage: (color: string, image: ImageItem) => void;
  onRemoveColor: (name: string) => void;
  onProblem: (message: string) => void;
  onAnnounce: (message: string) => void;
  /** Whether any picture is still only in the browser: Upload shows then (and while uploading). */
  showUpload: boolean;
  busy: boolean;
  /** The upload's percent, or null when none is running. */
  progress: number | null;
  onUpload: () => void;
};

/** The product form's pictures: a gallery per colour and Upload for the new ones. */
export function ProductImagesSection(props: ProductImagesSectionProps) {
  const { colors, onColorsChange, onAddImages, onRemoveImage, onRemoveColor } = props;
  return (
    <FormSection id="product-images-title" title={at('images.title')} hint={at('images.hint')}>
      <ColorImageUploader
        colors={colors}
        onColorsChange={onColorsChange}
        onAddImages={onAddImages}
        onRemoveImage={onRemoveImage}
        onRemoveColor={onRemoveColor}
        onProblem={props.onProblem}
        onAnnounce={props.onAnnounce}
      />
      {props.showUpload ? (
        <div className="product-form__upload">
          <Button
            variant="secondary"
            className="admin-button"
            busy={props.busy}
            onClick={props.onUpload}
          >
            {at('images.upload')}
          </Button>
          {props.progress !== null ? <UploadProgress percent={props.progress} /> : null}
        </div>
      ) : null}
    </FormSection>
  );
}
