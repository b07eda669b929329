import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SEARCH_BLUR_CLOSE_MS, SEARCH_MIN_CHARS } from '@store/shared/constants';
import { Icon } from '../../../components/ui/icon.tsx';
import { preloadedComponent } from '../../../lib/preloaded-component.tsx';
import { useSearchDropdown } from '../hooks/use-search-dropdown.ts';
import { moveActive, optionTarget, optionText, searchPath, type SearchOption } from '../search-options.ts';
import styles from './search-box.module.css';

// The dropdown's rows are drawn only once the box is used: their code is fetched when the pointer
// comes near the box or it takes focus, not with every page.
const SearchDropdown = preloadedComponent(() =>
  import('./search-dropdown.tsx').then((module) => module.SearchDropdown),
);

/**
 * Header search as an ARIA combobox: a dropdown of products, suggestions and categories for typed text,
 * recent and trending searches for an empty box, full keyboard use (storefront §2, §4, §9).
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const urlQuery = params.get('q');
  const [text, setText] = useState(urlQuery ?? '');
  // A search made elsewhere (the advanced search box, Back, a link) shows its words here too. One
  // made here has them already: they are not set again when its page arrives, over what the shopper
  // may have typed while it loaded.
  const [shownQuery, setShownQuery] = useState(urlQuery);
  const [ownQuery, setOwnQuery] = useState<string | null>(null);
  if (urlQuery !== shownQuery) {
    setShownQuery(urlQuery);
    if (urlQuery !== null && urlQuery !== ownQuery) setText(urlQuery);
    setOwnQuery(null);
  }
  const [focused, setFocused] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<number | undefined>(undefined);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const { groups, searching } = useSearchDropdown(text, focused);
  const options = groups.flatMap((group) => group.options);
  const open = focused && (options.length > 0 || searching);
  const active = open && activeIndex < options.length ? activeIndex : -1;

  const activeId = active >= 0 ? optionId(active) : undefined;

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  // The active row stays in view while the arrows walk a list taller than the popup.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setFocused(false);
    setActiveIndex(-1);
    inputRef.current?.blur();
  };

  const go = (target: string, nextText: string) => {
    setText(nextText);
    const targetQuery = new URLSearchParams(target.split('?')[1]).get('q');
    if (targetQuery !== urlQuery) setOwnQuery(targetQuery);
    close();
    void navigate(target);
  };

  const pick = (option: SearchOption) => {
    // A product or category page leaves the box empty; a search keeps its words in it.
    go(optionTarget(option), optionText(option));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    // Storefront §5: nothing happens for an empty or one-letter search.
    if (query.length < SEARCH_MIN_CHARS) return;
    go(searchPath(query), query);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!focused) setFocused(true);
        setActiveIndex(moveActive(active, options.length, event.key === 'ArrowDown' ? 1 : -1));
        break;
      case 'Enter': {
        const option = options[active];
        if (option) {
          event.preventDefault();
          pick(option);
        }
        break;
      }
      case 'Escape':
        // Storefront §2: Escape closes the dropdown and clears the text.
        event.preventDefault();
        setText('');
        setActiveIndex(-1);
        setFocused(false);
        break;
    }
  };

  return (
    <form role="search" aria-label={t('search.label')} className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={`${baseId}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={`${baseId}-input`}
        className={styles.input}
        type="search"
        role="combobox"
        name="q"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveIndex(-1);
          setFocused(true);
        }}
        onKeyDown={onKeyDown}
        onPointerEnter={SearchDropdown.preload}
        onFocus={() => {
          SearchDropdown.preload();
          window.clearTimeout(blurTimer.current);
          setFocused(true);
        }}
        onBlur={() => {
          // Storefront §9: the dropdown closes 200 ms after the field loses focus.
          blurTimer.current = window.setTimeout(() => {
            setFocused(false);
            setActiveIndex(-1);
          }, SEARCH_BLUR_CLOSE_MS);
        }}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-activedescendant={activeId}
      />
      <button type="submit" className={styles.submit} aria-label={t('search.submit')}>
        <Icon name="search" size={20} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDropdown
            id={listboxId}
            groups={groups}
            activeIndex={active}
            optionId={optionId}
            term={text.trim()}
            searching={searching}
            onPick={pick}
          />
        </Suspense>
      )}
    </form>
  );
}
