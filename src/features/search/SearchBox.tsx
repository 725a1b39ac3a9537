import { lazy, Suspense, useId, useRef, type FocusEventHandler, type KeyboardEvent } from 'react';
import { messages } from '../../../machines/messages';
import { Icon } from '../../ui/Icon';
import * as styles from './SearchBox.css';

// The suggestion list: a chunk of its own, loaded when the list first opens (the first focus).
const SearchResults = lazy(() => import('./SearchResults'));

export interface SearchSuggestion {
  /** Stable key (e.g. codigo_producto). Defaults to href. */
  id?: string;
  image: string;
  /** Shown in lowercase. */
  name: string;
  /** Category name shown under the product name. */
  category: string;
  /** Product page (/productos/{categoria}/{producto}). */
  href: string;
}

export interface SearchGroup {
  /** Category name heading the group. */
  categoria: string;
  products: readonly SearchSuggestion[];
}

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter (the shell navigates to /productos?textoBusqueda=…). */
  onSubmit: (value: string) => void;
  /** The clear button; defaults to onChange(''). */
  onClear?: () => void;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  /** The shell closes the list 200 ms after blur (SEARCH_SUGGESTIONS_CLOSE_DELAY_MS). */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Shows the suggestion list. */
  open: boolean;
  groups: readonly SearchGroup[];
  /** Spinner in the list while suggestions load. */
  loading?: boolean;
  /** A suggestion was chosen (after its link navigates). */
  onSelect?: (suggestion: SearchSuggestion) => void;
  placeholder?: string;
}

export function SearchBox({
  value,
  onChange,
  onSubmit,
  onClear,
  onFocus,
  onBlur,
  open,
  groups,
  loading = false,
  onSelect,
  placeholder = messages.layout.searchPlaceholder,
}: SearchBoxProps) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const focusLink = (step: 1 | -1) => {
    const links = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    if (links.length === 0) return;
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = index === -1 ? (step === 1 ? 0 : links.length - 1) : index + step;
    if (next < 0) inputRef.current?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusLink(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusLink(-1);
    } else if (event.key === 'Escape') {
      inputRef.current?.focus();
      inputRef.current?.blur();
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only catches arrow keys bubbling up from the field and the suggestion links, which are the controls
    <div className={styles.root} onKeyDown={onKeyDown}>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(value);
        }}
      >
        <Icon name="search" size={20} className={styles.icon} />
        <input
          ref={inputRef}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          className={styles.input}
          value={value}
          placeholder={placeholder}
          aria-label={messages.ui.searchLabel}
          aria-controls={listId}
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
          onBlur={onBlur}
        />
        {value ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={messages.ui.clearSearch}
            onClick={() => {
              if (onClear) onClear();
              else onChange('');
              inputRef.current?.focus();
            }}
          >
            <Icon name="close" size={18} />
          </button>
        ) : null}
      </form>

      <div
        id={listId}
        ref={listRef}
        className={styles.dropdown}
        hidden={!open}
        aria-label={messages.ui.searchResults}
        role="region"
      >
        {open ? (
          <Suspense fallback={null}>
            <SearchResults groups={groups} loading={loading} onSelect={onSelect} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
