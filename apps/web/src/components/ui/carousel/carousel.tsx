import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useDocumentVisible } from '../../../hooks/use-document-visible.ts';
import { useOnScreen } from '../../../hooks/use-on-screen.ts';
import { usePrefersReducedMotion } from '../../../hooks/use-media-query.ts';
import { Icon } from '../icon.tsx';
import { perViewStyle, useSlidesPerView, type Breakpoints } from './use-slides-per-view.ts';
import styles from './carousel.module.css';

const SINGLE: Breakpoints = [[0, 1]];

interface CarouselProps<T> {
  items: readonly T[];
  getKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the carousel. */
  label: string;
  /**
   * A landmark of its own (a region), for a carousel that is a band of the page by itself (the hero);
   * otherwise a group inside its band, whose heading already names the landmark: two landmarks of one
   * name would leave a screen-reader user unable to tell them apart.
   */
  landmark?: boolean;
  breakpoints?: Breakpoints;
  /** Space between slides in px. */
  gap?: number;
  /** Milliseconds between automatic moves; 0 turns autoplay off. */
  autoplayMs?: number;
  /** After the last position go back to the first (and the other way round). */
  loop?: boolean;
  /** 'hero' overlays arrows and dots on full-width slides; 'cards' puts them around a row of cards. */
  variant?: 'cards' | 'hero';
}

/**
 * Native scroll-snap carousel: swipe and trackpad scrolling come from the browser, the buttons and
 * autoplay only call scrollTo. Autoplay stops on hover, keyboard focus, a hidden tab, a carousel out of
 * sight and reduced motion.
 */
export function Carousel<T>({
  items,
  getKey,
  renderItem,
  label,
  breakpoints = SINGLE,
  gap = 16,
  autoplayMs = 0,
  loop = true,
  variant = 'cards',
  landmark = false,
}: CarouselProps<T>) {
  const { t } = useTranslation();
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef(0);
  const perView = useSlidesPerView(breakpoints);
  const reducedMotion = usePrefersReducedMotion();
  const visible = useDocumentVisible();
  const onScreen = useOnScreen(viewportRef);
  const [rawIndex, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [trackFocusable, setTrackFocusable] = useState(false);
  const [paused, setPaused] = useState(false);

  const maxIndex = Math.max(0, items.length - perView);
  const index = Math.min(rawIndex, maxIndex);
  const positions = maxIndex + 1;

  const stride = useCallback((): number => {
    const track = trackRef.current;
    const first = track?.children[0];
    return first instanceof HTMLElement ? first.offsetWidth + gap : 0;
  }, [gap]);

  // Where a button sent the track, until it gets there: the positions a smooth scroll passes on its
  // way must not move the dots, or a click during it (Next right after a dot) counts from one of them.
  const targetRef = useRef<number | null>(null);

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      if (!track) return;
      targetRef.current = target;
      setIndex(target);
      track.scrollTo({ left: target * stride(), behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [reducedMotion, stride],
  );

  const next = useCallback(() => {
    if (index < maxIndex) goTo(index + 1);
    else if (loop) goTo(0);
  }, [goTo, index, loop, maxIndex]);

  const previous = useCallback(() => {
    if (index > 0) goTo(index - 1);
    else if (loop) goTo(maxIndex);
  }, [goTo, index, loop, maxIndex]);

  // The scroll position is the source of truth, so swipes and trackpads move the dots too.
  const settle = (ended: boolean) => {
    const track = trackRef.current;
    const step = stride();
    if (!track || step === 0) return;
    const at = Math.min(maxIndex, Math.max(0, Math.round(track.scrollLeft / step)));
    if (!ended && targetRef.current !== null && at !== targetRef.current) return;
    targetRef.current = null;
    setIndex(at);
  };
  const onScroll = () => {
    cancelAnimationFrame(frameRef.current);
    frameRef.current = requestAnimationFrame(() => settle(false));
  };
  // A scroll that stopped short of its target (a swipe took over) says where it is.
  const onScrollEnd = () => {
    cancelAnimationFrame(frameRef.current);
    settle(true);
  };
  useEffect(() => () => cancelAnimationFrame(frameRef.current), []);

  // Slides without a link or button (testimonials) leave keyboard users no way to scroll the track:
  // then the track itself takes focus, and the arrow keys scroll it.
  useEffect(() => {
    const track = trackRef.current;
    setTrackFocusable(track !== null && track.querySelector('a[href], button, input, [tabindex]') === null);
  }, [items]);

  // Moving on its own, a carousel also offers a button to stop it for good (WCAG 2.2.2), beside the
  // pauses on hover, keyboard focus, a hidden tab and a carousel scrolled out of sight; with reduced
  // motion it never moves by itself.
  const moves = autoplayMs > 0 && positions > 1 && !reducedMotion;
  const autoplay = moves && !paused && visible && onScreen === true && !hovered && !focused;
  useEffect(() => {
    if (!autoplay) return;
    // Re-armed on every move, so a manual move also gets a full interval before the next one.
    const timer = window.setTimeout(next, autoplayMs);
    return () => window.clearTimeout(timer);
  }, [autoplay, autoplayMs, next, index]);

  // Only keyboard focus pauses: a mouse click on an arrow should not stop the show for good.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const showControls = positions > 1;
  const Container = landmark ? 'section' : 'div';
  const style = { ...perViewStyle(breakpoints), '--gap': `${gap}px` } as CSSProperties;

  return (
    <Container
      role={landmark ? undefined : 'group'}
      className={`${styles.carousel} ${styles.perView} ${variant === 'hero' ? styles.hero : styles.cards}`}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      style={style}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className={styles.viewport}>
        <div
          ref={trackRef}
          className={styles.track}
          onScroll={onScroll}
          onScrollEnd={onScrollEnd}
          // A scroll box the keyboard must reach (WCAG 2.1.1); no landmark role: the carousel around
          // it is already named, and a second region of the same name would repeat it.
          // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
          tabIndex={trackFocusable ? 0 : undefined}
        >
          {items.map((item, i) => (
            <div
              key={getKey(item, i)}
              className={styles.slide}
              role="group"
              aria-roledescription={t('carousel.slideRoleDescription')}
              aria-label={t('carousel.slideLabel', { index: i + 1, count: items.length })}
            >
              {renderItem(item, i)}
            </div>
          ))}
        </div>
        {showControls && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              onClick={previous}
              disabled={!loop && index === 0}
              aria-label={t('carousel.previous')}
            >
              <Icon name="chevronLeft" size={22} />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={next}
              disabled={!loop && index === maxIndex}
              aria-label={t('carousel.next')}
            >
              <Icon name="chevronRight" size={22} />
            </button>
          </>
        )}
      </div>
      {showControls && (
        <div className={styles.dots}>
          {moves && (
            <button
              type="button"
              className={styles.playPause}
              onClick={() => setPaused((wasPaused) => !wasPaused)}
              aria-label={t(paused ? 'carousel.play' : 'carousel.pause')}
            >
              <Icon name={paused ? 'play' : 'pause'} size={14} />
            </button>
          )}
          {Array.from({ length: positions }, (_, i) => (
            <button
              key={i}
              type="button"
              className={styles.dot}
              onClick={() => goTo(i)}
              aria-label={t('carousel.goTo', { index: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
            />
          ))}
        </div>
      )}
    </Container>
  );
}
