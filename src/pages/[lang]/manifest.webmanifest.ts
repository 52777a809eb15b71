/**
 * The web app manifest, one per language: the installed app opens the Learn page in the language
 * of the page it was installed from. Colours are the site's (src/styles/global.css).
 */
import type { APIRoute } from 'astro';
import { langPaths } from '../../i18n/paths';
import type { Lang } from '../../i18n/ui';
import { appText } from '../../i18n/strings/app';

export const getStaticPaths = langPaths;

export const GET: APIRoute = ({ params }) => {
  const lang = params.lang as Lang;
  const manifest = {
    // One app whatever the language it was installed in.
    id: '/',
    name: appText(lang, 'app.name'),
    short_name: 'Euro Tutor',
    description: appText(lang, 'app.description'),
    lang,
    start_url: `/${lang}/learn/`,
    scope: '/',
    display: 'standalone',
    background_color: '#fbf8f2',
    theme_color: '#8a3b12',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': 'application/manifest+json' } });
};
