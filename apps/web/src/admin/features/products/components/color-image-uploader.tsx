import { checkImageFile } from '@store/domain';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, DragEvent } from 'react';

import { AdminIcon } from '@/admin/components/admin-icon';
import { at, atp } from '@/admin/i18n';
import { move, moveImage } from '../utils/color-groups';
import { nextImageId, type ColorGroup, type ImageItem } from '../utils/product-form-state';
import { ImageTile } from './image-tile';

type Dragged = { kind: 'image'; color: string; index: number } | { kind: 'color'; index: number };

type ColorImageUploaderProps = {
  colors: readonly ColorGroup[];
  onColorsChange: (colors: ColorGroup[]) => void;
  onAddImages: (color: string, images: ImageItem[]) => void;
  onRemoveImage: (color: string, image: ImageItem) => void;
  onRemoveColor: (color: string) => void;
  /** A refused file or move: shown by the form. */
  onProblem: (message: string) => void;
  /** Announced to screen readers (a move). */
  onAnnounce: (message: string) => void;
};

/**
 * The per-colour image uploader: each colour's pictures with
 * previews, NEW until uploaded; images reorder within their colour and colours reorder among
 * themselves, by drag or by the buttons (keyboard). The first colour is the default.
 */
export function ColorImageUploader(props: ColorImageUploaderProps) {
  const { colors, onColorsChange, onAddImages, onRemoveImage, onRemoveColor } = props;
  const { onProblem, onAnnounce } = props;
  const id = useId();
  const dragged = useRef<Dragged | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);

  const moveImageTo = (color: string, from: number, to: number) => {
    onColorsChange(moveImage(colors, color, from, to));
    onAnnounce(at('images.moved', { color, n: to + 1 }));
  };
  const moveColorTo = (from: number, to: number) => {
    const name = colors[from]?.name ?? '';
    onColorsChange(move(colors, from, to));
    onAnnounce(at('images.colorMoved', { color: name, n: to + 1 }));
  };

  const dropOnImage = (color: string, index: number) => {
    const source = dragged.current;
    dragged.current = null;
    setDropTarget(null);
    if (!source) return;
    if (source.kind === 'color') {
      const target = colors.findIndex((c) => c.name === color);
      if (target !== source.index) moveColorTo(source.index, target);
      return;
    }
    if (source.color !== color) {
      onProblem(at('images.sameColorOnly'));
      return;
    }
    if (source.index !== index) moveImageTo(color, source.index, index);
  };
  const dropOnColor = (index: number) => {
    const source = dragged.current;
    dragged.current = null;
    setDropTarget(null);
    if (!source) return;
    if (source.kind === 'image') {
      if (colors[index]?.name !== source.color) onProblem(at('images.sameColorOnly'));
      return;
    }
    if (source.index !== index) moveColorTo(source.index, index);
  };

  const onFiles = (color: string, event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const problems: string[] = [];
    const accepted: ImageItem[] = [];
    for (const file of files) {
      const problem = checkImageFile(file);
      if (problem) problems.push(problem);
      else
        accepted.push({ id: nextImageId(), name: file.name, url: URL.createObjectURL(file), file });
    }
    if (problems.length > 0) onProblem(problems.join(' '));
    if (accepted.length > 0) onAddImages(color, accepted);
  };

  if (colors.length === 0) return <p className="uploader__empty">{at('images.noColors')}</p>;

  return (
    <ol className="uploader" role="list">
      {colors.map((group, colorIndex) => {
        const inputId = `${id}-${colorIndex}`;
        return (
          <li
            key={group.name}
            className={`uploader__color${dropTarget === colorIndex ? ' uploader__color--target' : ''}`}
            onDragOver={(event: DragEvent) => {
              event.preventDefault();
              if (dragged.current?.kind === 'color') setDropTarget(colorIndex);
            }}
            onDragLeave={() => setDropTarget(null)}
            onDrop={(event) => {
              event.preventDefault();
              dropOnColor(colorIndex);
            }}
          >
            <div
              className="uploader__head"
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', group.name);
                dragged.current = { kind: 'color', index: colorIndex };
              }}
            >
              <AdminIcon name="list" className="uploader__grip" />
              <h3 className="uploader__title">
                {group.name}
                {colorIndex === 0 ? (
                  <span className="uploader__default">{at('images.default')}</span>
                ) : null}
              </h3>
              <span className="uploader__count">{atp('images.count', group.images.length)}</span>
              <span className="uploader__color-actions">
                <button
                  type="button"
                  className="image-tile__button"
                  aria-label={at('images.moveColorUp', { color: group.name })}
                  disabled={colorIndex === 0}
                  onClick={() => moveColorTo(colorIndex, colorIndex - 1)}
                >
                  <AdminIcon name="chevron" className="uploader__up" />
                </button>
                <button
                  type="button"
                  className="image-tile__button"
                  aria-label={at('images.moveColorDown', { color: group.name })}
                  disabled={colorIndex === colors.length - 1}
                  onClick={() => moveColorTo(colorIndex, colorIndex + 1)}
                >
                  <AdminIcon name="chevron" className="uploader__down" />
                </button>
                <button
                  type="button"
                  className="image-tile__button image-tile__remove"
                  aria-label={at('images.removeColor', { color: group.name })}
                  onClick={() => onRemoveColor(group.name)}
                >
                  <AdminIcon name="close" />
                </button>
              </span>
            </div>
            {group.images.length > 0 ? (
              <ol className="uploader__images" role="list">
                {group.images.map((image, index) => (
                  <ImageTile
                    key={image.id}
                    color={group.name}
                    image={image}
                    index={index}
                    count={group.images.length}
                    onMove={(to) => moveImageTo(group.name, index, to)}
                    onRemove={() => onRemoveImage(group.name, image)}
                    onDragStart={() => {
                      dragged.current = { kind: 'image', color: group.name, index };
                    }}
                    onDrop={() => dropOnImage(group.name, index)}
                  />
                ))}
              </ol>
            ) : null}
            <div className="uploader__add">
              <input
                id={inputId}
                className="uploader__file"
                type="file"
                accept="image/*"
                multiple
                onChange={(event) => onFiles(group.name, event)}
              />
              <label htmlFor={inputId} className="button button--secondary admin-button">
                <AdminIcon name="add" />
                <span aria-hidden="true">{at('images.choose')}</span>
                <span className="sr-only">{at('images.chooseFor', { color: group.name })}</span>
              </label>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
