import { at } from '@/admin/i18n';

/** The upload's progress bar with its figure. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="upload-progress">
      <progress
        className="upload-progress__bar"
        max={100}
        value={percent}
        aria-label={at('images.progress')}
      />
      <span className="upload-progress__text" aria-live="polite">
        {at('images.uploading', { percent })}
      </span>
    </div>
  );
}
