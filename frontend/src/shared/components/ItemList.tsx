import type { LiHTMLAttributes, ReactNode } from 'react';
import './item-list.css';

export interface ItemListProps<T> {
  items: readonly T[];
  /** A stable key per item. */
  keyOf: (item: T, index: number) => string | number;
  /** The item's body. */
  render: (item: T) => ReactNode;
  /** Buttons shown at the item's end (below it on a narrow screen). */
  actions?: (item: T) => ReactNode;
  /** Names each item for assistive technology. */
  labelOf?: (item: T) => string;
  header?: ReactNode;
  /** Extra attributes of an item's <li> (e.g. drag-and-drop handlers). */
  itemProps?: (item: T, index: number) => LiHTMLAttributes<HTMLLIElement>;
  size?: 'small' | 'default';
  className?: string;
}

/**
 * A plain list of items with optional trailing actions. It replaces antd's List, which antd 6.6 deprecates
 * (a console warning on every render) in favour of a virtualised list these short lists do not need.
 */
export default function ItemList<T>({
  items,
  keyOf,
  render,
  actions,
  labelOf,
  header,
  itemProps,
  size = 'default',
  className,
}: ItemListProps<T>) {
  return (
    <div className={['item-list', `item-list--${size}`, className].filter(Boolean).join(' ')}>
      {header && <div className="item-list__header">{header}</div>}
      <ul className="item-list__items">
        {items.map((item, index) => (
          <li
            key={keyOf(item, index)}
            className="item-list__item"
            aria-label={labelOf?.(item)}
            {...itemProps?.(item, index)}
          >
            <div className="item-list__body">{render(item)}</div>
            {actions && <div className="item-list__actions">{actions(item)}</div>}
          </li>
        ))}
      </ul>
    </div>
  );
}
