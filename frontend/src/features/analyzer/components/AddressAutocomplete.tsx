import { Input, Spin, Typography } from 'antd';
import { useId, useState, type KeyboardEvent } from 'react';
import type { AddressPrediction } from '../analyzer.api';
import { useAddressSearch } from '../use-address-search';

export interface AddressAutocompleteProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** A suggestion was picked; the session token of the search is passed on for the details call. */
  onPick: (prediction: AddressPrediction, sessionToken: string | undefined) => void;
}

/** The address input with its suggestions dropdown (max height about 15rem, scrolls beyond). */
export default function AddressAutocomplete({ id, value, onChange, onPick }: AddressAutocompleteProps) {
  const { predictions, searching, hint, onType, close, finishSession } = useAddressSearch();
  const [active, setActive] = useState(-1);
  const listId = useId();
  const open = predictions.length > 0;

  const pick = (p: AddressPrediction) => {
    onChange?.(p.description);
    setActive(-1);
    onPick(p, finishSession());
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + predictions.length) % predictions.length);
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      pick(predictions[active]);
    } else if (e.key === 'Escape') {
      close();
    }
  };

  return (
    <div className="ff-address">
      <Input
        id={id}
        value={value}
        placeholder="Start typing a property address..."
        autoComplete="off"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => {
          onChange?.(e.target.value);
          setActive(-1);
          onType(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(close, 150)}
        suffix={searching ? <Spin size="small" aria-label="Searching addresses" /> : <span />}
        aria-describedby={hint ? `${listId}-hint` : undefined}
      />
      {hint && (
        <Typography.Text type="secondary" id={`${listId}-hint`} className="ff-address__hint">
          {hint}
        </Typography.Text>
      )}
      {open && (
        <ul id={listId} role="listbox" aria-label="Address suggestions" className="ff-address__list">
          {predictions.map((p, i) => (
            <li
              key={p.place_id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'ff-address__item ff-address__item--active' : 'ff-address__item'}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(p)}
            >
              <span className="ff-address__main">{p.structured_formatting.main_text}</span>
              <span className="ff-address__secondary">{p.structured_formatting.secondary_text}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
