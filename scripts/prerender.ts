// The first paint before the JavaScript: at build time, React renders the first screen (src/firstScreen.tsx: a
// desktop's first visit) to HTML in Node, through Vite's SSR module loading of the app's own sources, and this plugin
// writes it into index.html's #root, with the inline script that holds it back for anyone whose first screen is
// another (see src/ui/shell/firstPaint.ts). Nothing runs on a server at run time: dist/ stays static.
import { createServer, type Plugin } from 'vite';
import { drawOgImage, OG_SIZE, type OgBoard } from './ogImage.ts';

/** What the prerender module gives back (src/firstScreen.tsx). */
interface Prerendered {
  html: string;
  screen: string;
  board: OgBoard;
}

/** The link preview's picture, at the root of dist/. */
export const OG_IMAGE = 'og-image.png';

/**
 * Before the first paint, on <html>: `hx-wait` hides the main area (board, status, first-visit card) for a link, a
 * reload, a returning player (any hexlab key in localStorage) or a phone-sized window, whose first board is not the
 * prerendered one; `hx-lang` hides the whole app for a reader whose language is not English (src/ui/i18n/lang.ts's
 * choice). React's first commit removes both (App, releaseFirstPaint). Storage that throws counts as returning.
 */
export const HOLD_SCRIPT = `(function(){var d=document.documentElement.classList,w='hx-wait';try{var l=localStorage,i,s;` +
  `if(location.search||sessionStorage.getItem('hexlab:tab-board')||innerWidth<700||innerHeight<500)d.add(w);` +
  `for(i=0;i<l.length;i++)if(/^hexlab/.test(l.key(i)))d.add(w);s=l.getItem('hexlab:language');` +
  `if(s!=='en'&&s!=='es'){s='en';var p=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];` +
  `for(i=0;i<p.length;i++){var b=String(p[i]).toLowerCase().split('-')[0];if(b==='en'||b==='es'){s=b;break}}}` +
  `if(s!=='en')d.add(w,'hx-lang')}catch(e){d.add(w)}})()`;

const ROOT = '<div id="root"></div>';

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

/** Renders the first screen with Vite's SSR loader over the app's sources (no bundle needed: it is the same code). */
export async function renderFirstScreen(root: string): Promise<Prerendered> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [pwaRegisterStub],
  });
  try {
    const mod = (await server.ssrLoadModule('/src/firstScreen.tsx')) as { renderFirstScreen(): Promise<Prerendered> };
    return await mod.renderFirstScreen();
  } finally {
    await server.close();
  }
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Title, description and the Open Graph / Twitter tags a chat's preview reads. `site` (HEXLAB_SITE_URL, the address
 * the app is served from, ending in '/') makes the picture's address absolute, as Open Graph asks; without it the
 * address is relative to the page, which some previewers take and others ignore.
 */
export function previewTags(html: string, site: string | undefined): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? 'Hexlab';
  const description = /name="description"\s+content="([^"]*)"/.exec(html)?.[1] ?? '';
  const image = site ? new URL(OG_IMAGE, site).href : `./${OG_IMAGE}`;
  const tags = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Hexlab'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ...(site ? [['property', 'og:url', new URL(site).href]] : []),
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(OG_SIZE.width)],
    ['property', 'og:image:height', String(OG_SIZE.height)],
    ['property', 'og:image:alt', 'A hexagonal Minesweeper board of 16 by 16 raised tiles'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  return tags.map(([key, name, content]) => `<meta ${key}="${name}" content="${attr(content)}" />`).join('\n    ');
}

export function prerenderFirstScreen(site = process.env.HEXLAB_SITE_URL): Plugin {
  let root = process.cwd();
  let board: OgBoard | null = null;
  return {
    name: 'hexlab:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to prerender into.`);
        const { html: markup, screen, board: drawn } = await renderFirstScreen(root);
        board = drawn;
        if (!site) console.warn(`HEXLAB_SITE_URL is not set: og:image is relative (./${OG_IMAGE}); set it to the app's address for absolute preview links.`);
        return html
          .replace('</title>', `</title>\n    <script>${HOLD_SCRIPT}</script>`)
          .replace('<link rel="icon"', `${previewTags(html, site)}\n    <link rel="icon"`)
          .replace(ROOT, `<div id="root" data-first-screen="${attr(screen)}">${markup}</div>`);
      },
    },
    generateBundle: {
      // After index.html is made (its transform renders the board), and before the service worker lists the files.
      order: 'post',
      handler() {
        if (!board) throw new Error('The first screen was not prerendered before the bundle was written.');
        this.emitFile({ type: 'asset', fileName: OG_IMAGE, source: drawOgImage(board) });
      },
    },
  };
}
