import { addTag, type TagKind } from '@store/domain';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

import { useFocusRescue } from '@/lib/use-focus-rescue';
import { AdminIcon } from '@/admin/components/admin-icon';
import { at } from '@/admin/i18n';

type TagEditorProps = {
  kind: TagKind;
  label: string;
  hint: string;
  inputLabel: string;
  addLabel: string;
  emptyText: string;
  tags: readonly string[];
  onAdd: (tags: string[]) => void;
  onRemove: (tag: string) => void;
};

/**
 * Colours or sizes as removable tags: the value is trimmed, must not be empty, and a duplicate
 * is refused ('Color already exists!', 'Size already exists!'); Enter adds it.
 */
export function TagEditor(props: TagEditorProps) {
  const { kind, label, hint, inputLabel, addLabel, emptyText, tags, onAdd, onRemove } = props;
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // A removed tag takes its button with it: the next tag's gets focus, else the field.
  const list = useFocusRescue(() => inputRef.current);

  const add = () => {
    const result = addTag(tags, value, kind);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    setValue('');
    onAdd(result.tags);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="tag-editor">
      <legend className="field__label">{label}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {tags.length > 0 ? (
        <ul className="tag-editor__tags" role="list" aria-label={label} onFocus={list.onFocus}>
          {tags.map((tag) => (
            <li key={tag} className="tag-editor__tag">
              <span>{tag}</span>
              <button
                type="button"
                className="tag-editor__remove"
                aria-label={at('form.removeTag', { name: tag })}
                onClick={() => onRemove(tag)}
              >
                <AdminIcon name="close" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="tag-editor__empty">{emptyText}</p>
      )}
      <div className="tag-editor__row">
        <label htmlFor={id} className="sr-only">
          {inputLabel}
        </label>
        <input
          ref={inputRef}
          id={id}
          className="field__input tag-editor__input"
          value={value}
          maxLength={50}
          placeholder={inputLabel}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button--secondary admin-button" onClick={add}>
          {addLabel}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
