import type { DragEvent } from 'react';

import { AdminIcon } from '@/admin/components/admin-icon';
import { at } from '@/admin/i18n';
import type { ImageItem } from '../utils/product-form-state';
import { thumbUrl } from '../utils/image-url';

type ImageTileProps = {
  color: string;
  image: ImageItem;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDrop: () => void;
};

/** One picture of a colour: its preview, NEW until uploaded, and buttons to move or remove it. */
export function ImageTile(props: ImageTileProps) {
  const { color, image, index, count, onMove, onRemove, onDragStart, onDrop } = props;
  const n = index + 1;
  const allowDrop = (event: DragEvent) => event.preventDefault();
  return (
    <li
      className="image-tile"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', image.name);
        onDragStart();
      }}
      onDragOver={allowDrop}
      onDrop={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onDrop();
      }}
    >
      <img
        className="image-tile__image"
        src={image.file ? image.url : thumbUrl(image.url)}
        alt={at('images.alt', { color, n })}
        width={96}
        height={120}
        draggable={false}
      />
      {image.file ? <span className="image-tile__new">{at('images.new')}</span> : null}
      {index === 0 ? <span className="image-tile__default">{at('images.default')}</span> : null}
      <span className="image-tile__actions">
        <button
          type="button"
          className="image-tile__button"
          aria-label={at('images.moveEarlier', { color, n })}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <AdminIcon name="chevron" className="image-tile__back" />
        </button>
        <button
          type="button"
          className="image-tile__button"
          aria-label={at('images.moveLater', { color, n })}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <AdminIcon name="chevron" />
        </button>
        <button
          type="button"
          className="image-tile__button image-tile__remove"
          aria-label={at('images.remove', { color, n })}
          onClick={onRemove}
        >
          <AdminIcon name="close" />
        </button>
      </span>
    </li>
  );
}
