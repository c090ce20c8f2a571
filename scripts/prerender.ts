// The first paint before the JavaScript: at build time, React renders the first screen (src/firstScreen.tsx: a
// desktop's first visit) to HTML in Node, through Vite's SSR module loading of the app's own sources, and this plugin
// writes it into index.html's #root, with the inline script that holds it back for anyone whose first screen is
// another (see src/ui/shell/firstPaint.ts). Nothing runs on a server at run time: dist/ stays static.
import { createServer, type Plugin } from 'vite';

/** What the prerender module gives back (src/firstScreen.tsx). */
interface Prerendered {
  html: string;
  screen: string;
}

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

export function prerenderFirstScreen(): Plugin {
  let root = process.cwd();
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
        const { html: markup, screen } = await renderFirstScreen(root);
        return html
          .replace('</title>', `</title>\n    <script>${HOLD_SCRIPT}</script>`)
          .replace(ROOT, `<div id="root" data-first-screen="${attr(screen)}">${markup}</div>`);
      },
    },
  };
}
