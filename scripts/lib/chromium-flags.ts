/**
 * How the journeys (Playwright) and the benchmarks (Lighthouse) start Debian's Chromium: headless,
 * quiet on a machine with no internet, and without browser UI that no page under test ever sees.
 */

const QUIET = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chromium 151 and later build the address bar's suggestion popup as a web page, and preload it in
 * every window, headless too: a renderer of its own that loads some 400 chrome:// files whenever a
 * window opens (each Playwright context, each Lighthouse run). On this project's 2-core machines it
 * competed with the page under test: a new context cost 1.23 CPU-seconds with it and 0.57 without,
 * alternated on one machine. Lighthouse's TBT moved within its noise on three pages of four (the home
 * page read 972–1,099 ms with it and 645–796 ms without). A phone's browser has no such popup.
 */
const BROWSER_UI_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features each tool turns off itself. Chromium keeps only the last --disable-features it is
 * given, so ours must repeat the tool's; chromium-flags.test.ts checks these lists against the
 * installed Playwright and Lighthouse.
 */
export const TOOL_FEATURES_OFF = {
  playwright: [
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'TcpPortRandomizationWin',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    'msForceBrowserSignIn',
    'msEdgeUpdateLaunchServicesPreferredVersion',
  ],
  lighthouse: [
    'Translate',
    'OptimizationHints',
    'MediaRouter',
    'DialMediaRouteProvider',
    'CalculateNativeWinOcclusion',
    'InterestFeedContentSuggestions',
    'CertificateTransparencyComponentUpdater',
    'AutofillServerCommunication',
    'PrivacySandboxSettings4',
    'RenderDocument',
  ],
} as const;

export type ChromiumTool = keyof typeof TOOL_FEATURES_OFF;

/** The flags to add to what `tool` passes Chromium by default. */
export function chromiumFlags(tool: ChromiumTool): string[] {
  const off = new Set<string>([...TOOL_FEATURES_OFF[tool], ...BROWSER_UI_OFF]);
  return [...QUIET, `--disable-features=${[...off].join(',')}`];
}
