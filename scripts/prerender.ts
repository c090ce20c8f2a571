// The first paint before the JavaScript: at build time, React renders the first screens (src/firstScreen.tsx: a
// desktop's first visit and a phone's) to HTML in Node, through Vite's SSR module loading of the app's own sources, and
// this plugin writes both into index.html: the desktop's in #root, the phone's beside it. A media query shows the one
// for the window when scripts are off; otherwise an inline script at the end of the markup keeps that one in #root
// and drops the other before the first paint, and the inline script in <head> holds it back for anyone whose first
// screen is another (see src/ui/shell/firstPaint.ts). Nothing runs on a server at run time: dist/ stays static.
import { gzipSync } from 'node:zlib';
import { createServer, type Plugin, type Rollup } from 'vite';
import { FIRST_TEXTS } from '../src/ui/shell/firstTexts.ts';
import { LOCAL, SESSION } from '../src/store/persist/keys.ts';
import { drawOgImage, OG_SIZE, type OgBoard } from './ogImage.ts';

/** A window a first screen is prerendered for (src/firstScreen.tsx). */
interface FirstWindow {
  innerWidth: number;
  innerHeight: number;
  touch: boolean;
}

/** What the prerender module gives back (src/firstScreen.tsx). */
interface Prerendered {
  html: string;
  screen: string;
  board: OgBoard;
  turned: boolean;
}

interface FirstScreenModule {
  renderFirstScreen(win: FirstWindow): Promise<Prerendered>;
  /** the least gain for which a first board is turned (src/ui/shell/firstGame.ts) */
  TURN_FIRST: number;
}

/** The windows the first visit is prerendered for: a desktop's, and a phone's held upright (touch only). */
export const PRERENDER_WINDOWS = {
  desktop: { innerWidth: 1280, innerHeight: 800, touch: false },
  phone: { innerWidth: 390, innerHeight: 844, touch: true },
} as const satisfies Record<string, FirstWindow>;

/** The link preview's picture, at the root of dist/. */
export const OG_IMAGE = 'og-image.png';

/** A phone-sized window gets the phone's first screen (src/ui/shell/firstGame.ts, firstPreset: Beginner). */
const PHONE_JS = 'innerWidth<700||innerHeight<500';
const PHONE_MEDIA = '(max-width:699.98px),(max-height:499.98px)';
/** The settings beside the board (src/ui/shell/settingsSheet.tsx, BESIDE_QUERY). */
const BESIDE = '(min-width: 1000px) and (min-height: 600px)';

/** What the inline script compares: a prerendered first screen's window-dependent choices. */
export interface HoldVariant {
  touch: boolean;
  beside: boolean;
  turned: boolean;
  /** the first board's box before any turn (board units) */
  box: { width: number; height: number };
}

/**
 * Before the first paint, on <html>: `hx-wait` hides the main area (board, status, first-visit card) for a link, a
 * reload, a returning player (any hexlab key in localStorage), or a window whose first screen is not the prerendered
 * one for its size: another pointer (touch only or not), the settings beside the board or not, the first board turned
 * or not (src/ui/shell/firstGame.ts: the same sums); `hx-lang` hides the whole app for a reader whose language is not
 * English (src/ui/i18n/lang.ts's choice). React's first commit removes both (App, releaseFirstPaint). Storage that
 * throws counts as returning.
 */
export function holdScript(desktop: HoldVariant, phone: HoldVariant, turnFirst: number): string {
  const v = (x: HoldVariant) => `[${+x.touch},${+x.beside},${+x.turned},${x.box.width},${x.box.height}]`;
  return (
    `(function(){var d=document.documentElement.classList,w='hx-wait',m=function(q){return matchMedia(q).matches};try{var l=localStorage,i,s,` +
    `v=(window.hxPhone=${PHONE_JS})?${v(phone)}:${v(desktop)},b=m('${BESIDE}'),t=!m('(any-pointer: fine)')&&m('(any-pointer: coarse)'),` +
    `W=innerWidth-(b?380:20),H=innerHeight-190,g=W>0&&H>0&&Math.min(W/v[4],H/v[3])/Math.min(W/v[3],H/v[4])>${turnFirst};` +
    `if(location.search||sessionStorage.getItem('${SESSION.tabBoard}')||+t!==v[0]||+b!==v[1]||+g!==v[2])d.add(w);` +
    `for(i=0;i<l.length;i++)if(/^hexlab/.test(l.key(i)))d.add(w);s=l.getItem('${LOCAL.language}');` +
    // The language is kept as {"version":1,"value":"es"} (storedChoice.ts); version 0 was the bare tag.
    `try{var o=JSON.parse(s);if(o&&typeof o.value==='string')s=o.value}catch(e){}` +
    `if(s!=='en'&&s!=='es'){s='en';var p=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];` +
    `for(i=0;i<p.length;i++){var c=String(p[i]).toLowerCase().split('-')[0];if(c==='en'||c==='es'){s=c;break}}}` +
    `if(s!=='en')d.add(w,'hx-lang')}catch(e){d.add(w)}})()`
  );
}

/**
 * The hidden tiles' raised gradient (minesweeper/overlays.tsx) in the phone's copy: both copies are in the markup, and
 * `url(#ms-raised)` finds the first, the desktop's, which a phone does not display (so its tiles were flat without
 * scripts). The phone's copy has its own id; the picking script gives it the app's back when it moves it in.
 */
const PHONE_GRADIENT = 'ms-raised-phone';
const RAISED = ['hidden', 'flagged', 'marked'].map((s) => `#hx-phone .ms-tile[data-state=${s}]`).join(',');

/** Without scripts, the window's size picks the prerendered screen shown; with them, the script below does. */
const PICK_STYLE =
  `#hx-phone{display:none}@media ${PHONE_MEDIA}{#hx-phone{display:block}#root[data-desktop]{display:none}` +
  `${RAISED}{fill:url(#${PHONE_GRADIENT}) var(--tile)}}`;

/**
 * Right after the markup, before the first paint: a phone-sized window moves the phone's screen into #root (which
 * main.tsx hydrates or replaces), and the screen not shown is dropped. The window's size is the one the head's script
 * read (`hxPhone`), when the document was still empty: reading it here would lay out both screens' markup first (a
 * forced style and layout of the whole page, about a third of a slow phone's work before the first paint).
 */
export const PICK_SCRIPT =
  `(function(){if(window.hxAsk)window.hxAsk();var r=document.getElementById('root'),p=document.getElementById('hx-phone'),n=window.hxPhone;if(!r||!p)return;` +
  `if(n===undefined?${PHONE_JS}:n){r.textContent='';while(p.firstChild)r.appendChild(p.firstChild);` +
  `var g=document.getElementById('${PHONE_GRADIENT}');if(g)g.id='ms-raised';` +
  `r.setAttribute('data-first-screen',p.getAttribute('data-first-screen'))}p.parentNode.removeChild(p);r.removeAttribute('data-desktop')})()`;

/**
 * In <head>: the taps made on the prerendered screen before the app runs are kept, and handed over (window.hxTaps) to
 * src/ui/shell/keptTaps.ts, which plays them once it runs. On the document, in the capture phase, any pointer press,
 * click or context menu inside #root is kept from React (which could see half a gesture while it hydrates); a tap or
 * click on a tile (its release), a right click on a tile, a touch's long press on one (450 ms, the app's default) and a
 * click on a control are kept, the element marked `data-kept` (a pressed look, styles.css). A press that moved (a pan)
 * is not a tap. Keys reach a control as a click. `hxTaps.b` says a press is down: the app takes the list once it is
 * released, and from then on (hxTaps no longer this list) the script lets everything through.
 */
const TAP_SCRIPT =
  `(function(){var d=document,q=window.hxTaps=[],P=null,k=function(el,s){el.setAttribute('data-kept','');q.push([el,s])},` +
  `on=function(t,f){d.addEventListener(t,function(e){var r=d.getElementById('root'),x=e.target;` +
  `if(window.hxTaps!==q||!r||!x.closest||!r.contains(x))return;e.stopImmediatePropagation();` +
  `f(e,x.closest('svg[data-testid="board"] [data-row]'),x.closest('button,[role=tab],[role=switch]'))},true)};` +
  `on('pointerdown',function(e,t){q.b=1;P=t&&{t:t,s:e.timeStamp,x:e.clientX,y:e.clientY,m:e.pointerType!=='mouse'}});` +
  `on('pointercancel',function(){q.b=0;P=null});` +
  `on('pointerup',function(e,t){q.b=0;var p=P;P=null;if(!p||p.c||t!==p.t||e.button||` +
  `Math.abs(e.clientX-p.x)+Math.abs(e.clientY-p.y)>8)return;k(t,p.m&&e.timeStamp-p.s>=450?1:0)});` +
  `on('contextmenu',function(e,t){if(!t)return;e.preventDefault();if(!(P&&P.c))k(t,1);if(P)P.c=1});` +
  `on('click',function(e,t,b){if(t||!b)return;e.preventDefault();k(b,0)})})()`;

const ROOT = '<div id="root"></div>';

/** The entry module's tag as Vite writes it into index.html. */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** The first screen's modules as Vite lists them, each a <link rel="modulepreload">. */
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's code, asked for with the page and run once the prerendered screen has been painted, rather than from a
 * <script type="module"> and its <link rel="modulepreload">s, which run the module as soon as the document is parsed
 * and its code is in: on a first visit the prerendered screen waited for the app's modules to arrive and run. Here the
 * page asks, as `<link rel="modulepreload">`s, for the entry, the modules it imports (`preloads`) and what main.tsx
 * will wait for before the first render (firstWaits): start-up's code, and `english`, the English first texts, unless
 * the head's script found another language (`hx-lang`). It asks as soon as the markup is in (the picking script at its
 * end calls `hxAsk`), before the first paint: they download while the screen is laid out and painted, and do not share
 * the link with the markup and the stylesheet that the first paint waits for. The entry is run (a module <script>, from the modules already fetched)
 * after the first contentful paint (Paint Timing: Chromium, Firefox and WebKit report it), or after the first frame
 * where that is not reported. A page the service worker serves preloads nothing: it has the files at hand, and there
 * Firefox failed to load some of the modules the app asked for later, through the worker (e2e/engines/modes.flow.ts,
 * 3 runs in 4). A page whose prerendered screen is not its first screen runs it at once: one held back by the head's
 * script (`hx-wait`: a link, a returning player, another window or language), whose board only the app can draw, and
 * one not shown (a tab opened in the background, which paints nothing; and a hidden page when it is shown). If no
 * paint is reported within `fallbackMs` of the markup's end, it runs anyway. Either way the entry runs once the markup
 * is parsed, as a module <script> would (an inserted one runs as soon as it arrives): main.tsx reads the whole
 * prerendered screen. (An engine with no modulepreload fetches the entry when it is run.)
 */
export function entryLoader(
  src: string,
  preloads: string[],
  english: string[],
  firstTap: FirstTap = { modules: [], worker: null },
  fallbackMs = 3000,
): string {
  const first = [src, ...preloads];
  return (
    `(function(){var d=document,a=0,run=function(){var s=d.createElement('script');s.type='module';` +
    `s.src=${JSON.stringify(src)};d.head.appendChild(s)},go=function(){if(a)return;a=1;` +
    `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',run);else run()},later=function(){setTimeout(go,0)},` +
    `p=${JSON.stringify(first)},c=navigator.serviceWorker,asked=0,ask=window.hxAsk=function(){if(asked)return;asked=1;` +
    `if(!d.documentElement.classList.contains('hx-lang'))p=p.concat(${JSON.stringify(english)});` +
    // A first visit's first tap builds a no-guess board: its view's code comes with the rest, and its worker is
    // started here (its code fetched and run beside the app's), rather than after the start. The app takes it over
    // (`hxNoGuessWorker`, src/ui/workers/noGuess.client.ts); one that fails to start is dropped, and the app starts
    // its own when a board is asked for.
    `if(!d.documentElement.classList.contains('hx-wait')){p=p.concat(${JSON.stringify(firstTap.modules)});` +
    (firstTap.worker
      ? `try{var w=new Worker(${JSON.stringify(firstTap.worker)},{type:'module'});w.addEventListener('error',function(){` +
        `w.terminate();if(window.hxNoGuessWorker===w)window.hxNoGuessWorker=null});window.hxNoGuessWorker=w}catch(e){}`
      : '') +
    `}` +
    `if(!(c&&c.controller))p.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)})};` +
    // Asked for once the markup is in, by the picking script at its end (PICK_SCRIPT), before the first paint: the
    // markup's last bytes and the stylesheet are what that paint waits for, and asked from the head, the app's 130 kB
    // shared a slow link with them (the first paint came about 600 ms later, npm run audit). A page with no picking
    // script asks once it is parsed.
    `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',ask);else ask();` +
    `if(d.visibilityState==='hidden'||d.documentElement.classList.contains('hx-wait'))return go();` +
    `d.addEventListener('visibilitychange',go,{once:true});` +
    `d.addEventListener('DOMContentLoaded',function(){setTimeout(go,${fallbackMs})});` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)` +
    `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(later)})()`
  );
}

/**
 * What the first render waits for besides the entry (main.tsx), with the modules each imports: start-up's chunk
 * (`startUp`, vite.config.ts) and the English first screen's texts (FIRST_TEXTS in src/ui/shell/firstTexts.ts).
 * Asked for beside the entry rather than once it has run, they come with it: the hydration could begin about 480 ms
 * sooner at slow 4G (e2e/firstScreenOrder.benchspec.ts).
 */
export function firstWaits(
  bundle: Rollup.OutputBundle,
  entryFile: string,
): { always: string[]; english: string[]; firstTap: FirstTap } {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>([entryFile]);
  const withImports = (roots: Rollup.OutputChunk[]) => {
    const out: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      out.push(`./${file}`);
      byFile.get(file)?.imports.forEach(visit);
    };
    roots.forEach((c) => visit(c.fileName));
    return out;
  };
  const always = withImports(chunks.filter((c) => c.name === 'startUp'));
  const english = withImports(chunks.filter((c) => FIRST_TEXT_MODULE.test(c.facadeModuleId ?? '')));
  if (always.length === 0 || english.length < FIRST_TEXTS.length)
    throw new Error(
      "The build has no start-up chunk or not every English first text's: index.html can't ask for them.",
    );
  const modules = withImports(chunks.filter((c) => FIRST_TAP_MODULE.test(c.facadeModuleId ?? '')));
  const worker = Object.keys(bundle).find((file) => FIRST_TAP_WORKER.test(file));
  return { always, english, firstTap: { modules, worker: worker ? `./${worker}` : null } };
}

/** What a first visit's first tap needs: the no-guess builder's view (and the modules it imports) and its worker. */
interface FirstTap {
  modules: string[];
  worker: string | null;
}

/** The no-guess builder's view (src/ui/minesweeper/NoGuessRunner.tsx) and its worker's file. */
const FIRST_TAP_MODULE = /\/src\/ui\/minesweeper\/NoGuessRunner\.tsx$/;
const FIRST_TAP_WORKER = /(^|\/)noGuess\.worker-[\w-]+\.js$/;

/** The English first screen's texts, each a chunk of its own (src/ui/i18n/catalogue.ts). */
const FIRST_TEXT_MODULE = new RegExp(`/src/ui/i18n/en/(${FIRST_TEXTS.join('|')})\\.ts$`);

/** The id of the picking script, the last thing the first paint waits for (`<link rel="expect">`). */
const PICKED_ID = 'hx-picked';

// The service worker's registration (vite-plugin-pwa's virtual module) is the browser's business: the update prompt
// it drives draws nothing until a new version waits, and in the prerender it never registers anything.
const PWA_REGISTER = 'virtual:pwa-register/react';
const pwaRegisterStub: Plugin = {
  name: 'hexlab:prerender-pwa-stub',
  resolveId: (id) => (id === PWA_REGISTER ? `\0${PWA_REGISTER}` : undefined),
  load: (id) =>
    id === `\0${PWA_REGISTER}`
      ? `export const useRegisterSW = () => ({ needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: async () => {} });`
      : undefined,
};

/**
 * What matchMedia answers in `win`, for the few queries the app asks (widths, heights, pointers, hover, preferences): the
 * prerender's modules decide as that browser would. A query it cannot answer fails the build.
 */
export function fakeMatchMedia(win: FirstWindow) {
  const feature = (f: string): boolean => {
    const m = /^\(\s*([a-z-]+)\s*(?::\s*([a-z0-9.-]+)\s*)?\)$/.exec(f.trim());
    if (!m) throw new Error(`The prerender cannot answer the media query part "${f}".`);
    const [, name, value = ''] = m;
    const px = parseFloat(value);
    switch (name) {
      case 'min-width':
        return win.innerWidth >= px;
      case 'max-width':
        return win.innerWidth <= px;
      case 'min-height':
        return win.innerHeight >= px;
      case 'max-height':
        return win.innerHeight <= px;
      case 'pointer':
      case 'any-pointer':
        return value === (win.touch ? 'coarse' : 'fine');
      case 'hover':
      case 'any-hover':
        return value === (win.touch ? 'none' : 'hover');
      case 'prefers-reduced-motion':
      case 'prefers-contrast':
        return value === 'no-preference';
      case 'prefers-color-scheme':
        return value === 'light';
      default:
        throw new Error(`The prerender cannot answer the media feature "${name}".`);
    }
  };
  return (query: string) => ({
    matches: query.split(',').some((alt) => alt.split(/\band\b/).every(feature)),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}

/**
 * Renders the first screen for one window with Vite's SSR loader over the app's sources (no bundle needed: it is the
 * same code), in a loader of its own so that no module-level state of another window's render is left over.
 */
async function renderIn(root: string, win: FirstWindow): Promise<Prerendered & { turnFirst: number }> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [pwaRegisterStub],
  });
  const g = globalThis as { matchMedia?: unknown };
  const before = g.matchMedia;
  // The window's answers are there before the modules run (some decide once, as they load).
  g.matchMedia = fakeMatchMedia(win);
  try {
    const mod = (await server.ssrLoadModule('/src/firstScreen.tsx')) as FirstScreenModule;
    return { ...(await mod.renderFirstScreen(win)), turnFirst: mod.TURN_FIRST };
  } finally {
    g.matchMedia = before;
    await server.close();
  }
}

/** The desktop's and the phone's first screens, one after the other (each load of the app is its own). */
export async function renderFirstScreens(root: string) {
  const desktop = await renderIn(root, PRERENDER_WINDOWS.desktop);
  const phone = await renderIn(root, PRERENDER_WINDOWS.phone);
  return { desktop, phone };
}

/** What the inline script needs of a prerendered screen to tell whether a visitor's first screen is the same. */
function holdVariant(win: FirstWindow, shown: Prerendered): HoldVariant {
  const { width, height } = shown.board.box;
  return {
    touch: win.touch,
    beside: fakeMatchMedia(win)(BESIDE).matches,
    turned: shown.turned,
    // A turn swaps the box's width and height exactly (src/ui/board/turn.ts).
    box: shown.turned ? { width: height, height: width } : { width, height },
  };
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The app's address as a folder (HEXLAB_SITE_URL with or without its final '/'), or null when none is given. */
export function siteFolder(site: string | undefined): string | null {
  if (!site?.trim()) return null;
  const url = new URL(site.trim());
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

/**
 * Title, description and the Open Graph / Twitter tags a chat's preview reads. `site` (HEXLAB_SITE_URL, the address
 * the app is served from) makes the page's and the picture's addresses absolute, as Open Graph asks; without it the
 * picture's address is relative to the page (which some previewers take and others ignore) and the page names no
 * address of its own (a relative og:url would name nothing a previewer could fetch).
 */
export function previewTags(html: string, site: string | undefined): string {
  // Read as text (the page's own entities undone), written back escaped once.
  const text = (s: string) =>
    s.replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!);
  const title = text(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? 'Hexlab');
  const description = text(/name="description"\s+content="([^"]*)"/.exec(html)?.[1] ?? '');
  const folder = siteFolder(site);
  const image = folder ? new URL(OG_IMAGE, folder).href : `./${OG_IMAGE}`;
  const tags = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Hexlab'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ...(folder ? [['property', 'og:url', folder]] : []),
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(OG_SIZE.width)],
    ['property', 'og:image:height', String(OG_SIZE.height)],
    [
      'property',
      'og:image:alt',
      'Hexlab: a hexagonal Minesweeper game in play, numbers and flags on a hexagon of tiles',
    ],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  return tags.map(([key, name, content]) => `<meta ${key}="${name}" content="${attr(content)}" />`).join('\n    ');
}

export function prerenderFirstScreen(site = process.env.HEXLAB_SITE_URL): Plugin {
  let root = process.cwd();
  let rendered = false;
  return {
    name: 'hexlab:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!html.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to prerender into.`);
        const { desktop, phone } = await renderFirstScreens(root);
        rendered = true;
        if (!siteFolder(site))
          console.warn(
            `HEXLAB_SITE_URL is not set: og:image is relative (./${OG_IMAGE}); set it to the app's address for absolute preview links.`,
          );
        const hold = holdScript(
          holdVariant(PRERENDER_WINDOWS.desktop, desktop),
          holdVariant(PRERENDER_WINDOWS.phone, phone),
          desktop.turnFirst,
        );
        const entry = ENTRY_TAG.exec(html);
        if (!entry) throw new Error("index.html has no entry module's <script> to start after the first paint.");
        const preloads = [...html.matchAll(PRELOAD_TAG)].map((m) => m[1]);
        if (!ctx.bundle || !ctx.chunk) throw new Error('index.html is transformed without the bundle it loads.');
        const waits = firstWaits(ctx.bundle, ctx.chunk.fileName);
        const out = html
          .replace(PRELOAD_TAG, '')
          .replace(
            entry[0],
            `<script>${entryLoader(entry[1], [...preloads, ...waits.always], waits.english, waits.firstTap)}</script>`,
          )
          // Chromium paints a document it is still parsing when the parser yields (a busy or slow device): the header
          // would be drawn with its first buttons and then move as the rest came in. The platform's render-blocking
          // link holds the first paint until the picking script at the end of the markup has been parsed; engines
          // without it ignore the link.
          .replace(
            '</title>',
            `</title>\n    <link rel="expect" href="#${PICKED_ID}" blocking="render">\n    <style>${PICK_STYLE}</style>\n    <script>${hold}</script>\n    <script>${TAP_SCRIPT}</script>`,
          )
          .replace('<link rel="icon"', `${previewTags(html, site)}\n    <link rel="icon"`)
          .replace(
            ROOT,
            `<div id="root" data-desktop data-first-screen="${attr(desktop.screen)}">${desktop.html}</div>\n    ` +
              `<div id="hx-phone" data-first-screen="${attr(phone.screen)}">${phone.html.replace('id="ms-raised"', `id="${PHONE_GRADIENT}"`)}</div>\n    <script id="${PICKED_ID}">${PICK_SCRIPT}</script>`,
          );
        console.log(
          `index.html with both first screens: ${(out.length / 1024).toFixed(1)} kB, ${(gzipSync(out, { level: 9 }).length / 1024).toFixed(2)} kB gzipped`,
        );
        return out;
      },
    },
    generateBundle: {
      // After index.html is made (its transform renders the board), and before the service worker lists the files.
      order: 'post',
      handler() {
        if (!rendered) throw new Error('The first screen was not prerendered before the bundle was written.');
        this.emitFile({ type: 'asset', fileName: OG_IMAGE, source: drawOgImage() });
      },
    },
  };
}
