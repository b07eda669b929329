/**
 * The one inline script of a server-rendered page (its SHA-256 is in the CSP, security.ts). It
 * fetches the app's modules (listed in #boot-scripts) and runs the entry, which hydrates:
 *
 * - once the page has loaded and painted, so no script request competes with the page's own HTML,
 *   styles and images, and nothing runs before the shopper sees the page (issue 20: Lighthouse's
 *   LCP on a phone went from about 2.5 s to about 1.1 s). "Painted" is the browser's own
 *   first-contentful-paint entry where it reports one: on a busy machine a frame can be shown well
 *   after its requestAnimationFrame callback has run, so a frame callback alone started the scripts
 *   before the paint;
 * - at once when the shopper touches, clicks or types first, so a page never waits for a slow image
 *   to answer them;
 * - after BOOT_LATEST_MS at the latest, whatever the images do.
 *
 * The entry goes first; the modules it will import are asked for BOOT_PRELOAD_BATCH at a time, one
 * batch per task: starting a request costs the main thread about a millisecond on a slow machine, and
 * a page's fifteen or so in one go made a long task of their own.
 *
 * A string, not a function's source: the server hashes this exact text for the CSP, whoever built it.
 */
export const BOOT_SCRIPT_ID = 'boot-scripts';

/** The longest a page waits for its images before it loads its scripts anyway. */
export const BOOT_LATEST_MS = 4000;

/** How many module preloads the boot script starts in one task. */
export const BOOT_PRELOAD_BATCH = 4;

export const BOOT_SCRIPT = [
  '(function(){',
  "var started=false,first=['pointerdown','keydown','touchstart'];",
  'function boot(){',
  'if(started)return;started=true;',
  'first.forEach(function(e){removeEventListener(e,boot,true)});',
  "var d=JSON.parse(document.getElementById('" + BOOT_SCRIPT_ID + "').textContent),h=document.head,i=0;",
  "var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=d.entry;h.appendChild(s);",
  'function more(){',
  'd.preload.slice(i,i+=' +
    String(BOOT_PRELOAD_BATCH) +
    ").forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});",
  'if(i<d.preload.length)setTimeout(more,0)}',
  'more()}',
  'first.forEach(function(e){addEventListener(e,boot,{capture:true,passive:true})});',
  'var loaded=false,painted=false;',
  'function ready(){if(loaded&&painted)setTimeout(boot,0)}',
  "addEventListener('load',function(){loaded=true;ready()});",
  'var P=window.PerformanceObserver;',
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){",
  "new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();painted=true;ready()}}).observe({type:'paint',buffered:true})",
  '}else{requestAnimationFrame(function(){painted=true;ready()})}',
  'setTimeout(boot,' + String(BOOT_LATEST_MS) + ')',
  '})()',
].join('');
