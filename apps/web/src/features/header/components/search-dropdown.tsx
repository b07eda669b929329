import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatPrice } from '@store/shared/money';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { SmartImage } from '../../../components/ui/smart-image.tsx';
import { splitMatch, type OptionGroup, type SearchOption } from '../search-options.ts';
import styles from './search-dropdown.module.css';

interface SearchDropdownProps {
  id: string;
  groups: OptionGroup[];
  /** Index of the active row in reading order, -1 for none. */
  activeIndex: number;
  optionId: (index: number) => string;
  /** The typed words, emboldened where the rows contain them. */
  term: string;
  searching: boolean;
  onPick: (option: SearchOption) => void;
}

const ROW_ICONS: Partial<Record<SearchOption['kind'], IconName>> = {
  query: 'search',
  suggestion: 'search',
  category: 'grid',
  recent: 'clock',
  trending: 'trending',
};

function Highlighted({ text, term }: { text: string; term: string }) {
  const [before, match, after] = splitMatch(text, term);
  return (
    <>
      {before}
      {match && <mark className={styles.match}>{match}</mark>}
      {after}
    </>
  );
}

function OptionContent({ option, term }: { option: SearchOption; term: string }) {
  const { t } = useTranslation();
  switch (option.kind) {
    case 'query':
      return <span className={styles.text}>{t('search.dropdown.searchFor', { query: option.text })}</span>;
    case 'product':
      return (
        <>
          <SmartImage src={option.product.image} alt="" width={44} height={44} className={styles.thumb} />
          <span className={styles.text}>
            <Highlighted text={option.product.name} term={term} />
          </span>
          <span className={styles.price}>{formatPrice(option.product.price)}</span>
        </>
      );
    case 'suggestion':
      return (
        <>
          <span className={styles.text}>
            <Highlighted text={option.text} term={term} />
          </span>
          <span className={styles.tag}>{t(`search.dropdown.types.${option.type}`)}</span>
        </>
      );
    case 'category':
      return (
        <>
          <span className={styles.text}>{option.name}</span>
          <span className={styles.meta}>
            {t('search.dropdown.productCount', { count: option.productCount })}
          </span>
        </>
      );
    default:
      return <span className={styles.text}>{option.text}</span>;
  }
}

/** The listbox under the header search: grouped rows, one of them active for the keyboard. */
export function SearchDropdown({
  id,
  groups,
  activeIndex,
  optionId,
  term,
  searching,
  onPick,
}: SearchDropdownProps) {
  const { t } = useTranslation();
  // Each group's first row number in reading order, which aria-activedescendant and the keys count in.
  const starts = groups.map((_, g) =>
    groups.slice(0, g).reduce((sum, group) => sum + group.options.length, 0),
  );
  return (
    <div className={styles.popup}>
      <div id={id} role="listbox" aria-label={t('search.dropdown.label')} className={styles.listbox}>
        {groups.map((group, g) => (
          <div key={group.name} role="group" aria-labelledby={`${id}-${group.name}`} className={styles.group}>
            <div
              role="presentation"
              id={`${id}-${group.name}`}
              className={group.name === 'query' ? 'visually-hidden' : styles.heading}
            >
              {t(`search.dropdown.groups.${group.name}`)}
            </div>
            {group.options.map((option, i) => {
              const index = (starts[g] ?? 0) + i;
              const icon = ROW_ICONS[option.kind];
              return (
                // The combobox pattern: the text field keeps the focus and names the active option
                // (aria-activedescendant), and its keys pick it; a pointer picks it here.
                // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/interactive-supports-focus
                <div
                  key={option.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={`${styles.option} ${styles[option.kind]}`}
                  // Keeps the focus in the text field, so its blur does not close the list under the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onPick(option)}
                >
                  {icon && <Icon name={icon} size={18} className={styles.icon} />}
                  <OptionContent option={option} term={term} />
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {searching && (
        <p className={styles.searching} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('search.dropdown.searching')}
        </p>
      )}
    </div>
  );
}
